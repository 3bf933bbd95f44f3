import { useEffect, useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { serverMessageOr } from '@/lib/error-message';
import { accountFlowMessages, hasErrors, stripCode, validateReset, type FieldErrors, type ResetValues } from '../account-validation';
import { resetPassword } from '../api/reset-password';
import { useDelayedNavigate } from '../use-delayed-navigate';
import { AuthLayout, textLinkClass } from './auth-layout';
import { PasswordField } from './password-field';

/** Spec section 9: reset redirect 3 s, no-email redirect 2 s. */
export const RESET_REDIRECT_MS = 3_000;
export const NO_EMAIL_REDIRECT_MS = 2_000;

const RESET_DONE_FALLBACK = 'Your password has been reset. You can now sign in with your new password.';

export default function ResetPasswordPage() {
  const navigate = useNavigate();
  const navigateLater = useDelayedNavigate();
  const [searchParams] = useSearchParams();
  const email = searchParams.get('email')?.trim() ?? '';

  const [values, setValues] = useState<ResetValues>({ otp: '', newPassword: '', confirmPassword: '' });
  const [errors, setErrors] = useState<FieldErrors<keyof ResetValues>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [doneMessage, setDoneMessage] = useState<string | null>(null);
  const [isSubmitting, setIsSubmitting] = useState(false);

  useEffect(() => {
    if (email) return;
    const timer = window.setTimeout(() => navigate('/login', { replace: true }), NO_EMAIL_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [email, navigate]);

  function update(field: keyof ResetValues, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isSubmitting || doneMessage) return;
    const found = validateReset(values);
    setErrors(found);
    if (hasErrors(found)) return;
    setFormError(null);
    setIsSubmitting(true);
    try {
      const response = await resetPassword({ email, otp: values.otp, new_password: values.newPassword });
      setDoneMessage(response?.message || RESET_DONE_FALLBACK);
      navigateLater('/login', RESET_REDIRECT_MS, { replace: true });
    } catch (error) {
      setFormError(serverMessageOr(error, accountFlowMessages.resetFailed));
    } finally {
      setIsSubmitting(false);
    }
  }

  if (!email) {
    return (
      <AuthLayout title="Choose a new password">
        <Alert tone="error">{accountFlowMessages.emailNotFound}</Alert>
        <p className="mt-4 text-sm text-ink-muted">Taking you back to sign in...</p>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout
      title="Choose a new password"
      subtitle={
        <>
          Enter the 6-digit code we sent to <strong className="break-words text-ink">{email}</strong>.
        </>
      }
      footer={
        <p>
          Didn&apos;t get a code?{' '}
          <Link to="/forget-password" className={textLinkClass}>
            Send a new one
          </Link>
        </p>
      }
    >
      <form noValidate onSubmit={handleSubmit} className="flex flex-col gap-4">
        {formError ? <Alert tone="error">{formError}</Alert> : null}
        {doneMessage ? <Alert tone="success">{doneMessage}</Alert> : null}
        <TextField
          label="Code"
          name="otp"
          inputMode="numeric"
          autoComplete="one-time-code"
          isRequired
          value={values.otp}
          error={errors.otp}
          className="text-center text-lg tracking-[0.4em]"
          onChange={(event) => update('otp', stripCode(event.target.value))}
        />
        <PasswordField
          label="New password"
          name="newPassword"
          autoComplete="new-password"
          isRequired
          value={values.newPassword}
          error={errors.newPassword}
          hint="At least 8 characters"
          onChange={(event) => update('newPassword', event.target.value)}
        />
        <PasswordField
          label="Confirm password"
          name="confirmPassword"
          autoComplete="new-password"
          isRequired
          value={values.confirmPassword}
          error={errors.confirmPassword}
          onChange={(event) => update('confirmPassword', event.target.value)}
        />
        <Button type="submit" size="lg" fullWidth isBusy={isSubmitting} busyLabel="Resetting..." disabled={doneMessage !== null}>
          Reset Password
        </Button>
      </form>
    </AuthLayout>
  );
}
