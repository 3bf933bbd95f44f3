import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { serverMessageOr } from '@/lib/error-message';
import { accountFlowMessages, validateEmail, validationMessages } from '../account-validation';
import { requestPasswordReset } from '../api/request-password-reset';
import { useDelayedNavigate } from '../use-delayed-navigate';
import { AuthLayout, textLinkClass } from './auth-layout';

/** Long enough to read the confirmation before the code screen opens. */
export const FORGET_REDIRECT_MS = 3_000;

function resetPath(email: string): string {
  return `/reset-password?${new URLSearchParams({ email: email.trim() }).toString()}`;
}

function forgotFailureMessage(error: unknown): string {
  const message = serverMessageOr(error, accountFlowMessages.forgotFailed);
  return message.trim().toLowerCase() === accountFlowMessages.unknownEmailServerText ? accountFlowMessages.recheckEmail : message;
}

export default function ForgetPasswordPage() {
  const navigateLater = useDelayedNavigate();
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<string | undefined>();
  const [formError, setFormError] = useState<string | null>(null);
  const [isSending, setIsSending] = useState(false);
  /** The address the last code went to. */
  const [sent, setSent] = useState<string | null>(null);

  async function send(address: string) {
    setFormError(null);
    setIsSending(true);
    try {
      await requestPasswordReset({ email: address.trim() });
      setSent(address.trim());
      navigateLater(resetPath(address), FORGET_REDIRECT_MS);
    } catch (error) {
      setSent(null);
      setFormError(forgotFailureMessage(error));
    } finally {
      setIsSending(false);
    }
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isSending) return;
    const found = validateEmail(email);
    setEmailError(found);
    if (found) return;
    void send(email);
  }

  function handleResend() {
    if (isSending) return;
    if (!email.trim()) {
      setSent(null);
      setFormError(validationMessages.resendEmailRequired);
      return;
    }
    void send(email);
  }

  return (
    <AuthLayout
      title="Reset your password"
      subtitle="Enter the email you signed up with and we'll send you a code to choose a new password."
      footer={
        <p>
          Remembered it?{' '}
          <Link to="/login" className={textLinkClass}>
            Back to sign in
          </Link>
        </p>
      }
    >
      <form noValidate onSubmit={handleSubmit} className="flex flex-col gap-4">
        {formError ? <Alert tone="error">{formError}</Alert> : null}
        {sent ? (
          <Alert
            tone="success"
            action={
              <div className="flex flex-wrap items-center gap-x-4">
                <button type="button" onClick={handleResend} disabled={isSending} className={`${textLinkClass} disabled:opacity-60`}>
                  Resend
                </button>
                <Link to={resetPath(sent)} className={textLinkClass}>
                  Already have a code? Reset your password
                </Link>
              </div>
            }
          >
            {accountFlowMessages.resetLinkSent}
          </Alert>
        ) : null}
        <TextField
          label="Email"
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          isRequired
          value={email}
          error={emailError}
          onChange={(event) => {
            setEmail(event.target.value);
            setEmailError(undefined);
          }}
        />
        <Button type="submit" size="lg" fullWidth isBusy={isSending} busyLabel="Sending...">
          Reset Password
        </Button>
      </form>
    </AuthLayout>
  );
}
