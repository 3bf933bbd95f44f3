import { useQueryClient } from '@tanstack/react-query';
import { Lock } from 'lucide-react';
import { useState, type FormEvent, type ReactNode } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { analyticsEvents, track } from '@/lib/analytics';
import { CheckboxField, TextField } from '@/components/ui/field';
import { markSignedIn, markSignInFailed, refetchCurrentUser } from '@/lib/current-user';
import { errorMessage, fieldErrors } from '@/lib/error-message';
import { HttpError } from '@/lib/http';
import { detectBrowserTimezone, saveUserTimezone } from '@/lib/timezone';
import { accountFlowMessages, hasErrors, validateRegister, type FieldErrors, type RegisterField, type RegisterValues } from '../account-validation';
import { login } from '../api/login';
import { signUp } from '../api/sign-up';
import type { VerificationNavigationState } from '../navigation-state';
import { PRIVACY_URL, TERMS_URL } from '../external-links';
import { AuthLayout, textLinkClass } from './auth-layout';
import { PasswordField } from './password-field';


/** Server field names (spec section 5) and the form field each message is shown under. */
const serverFieldToFormField: Record<string, RegisterField> = {
  email: 'email',
  username: 'email',
  first_name: 'firstName',
  last_name: 'lastName',
  password: 'password',
  referral_code: 'referralCode',
};

const emptyValues: Omit<RegisterValues, 'referralCode'> = {
  email: '',
  firstName: '',
  lastName: '',
  password: '',
  confirmPassword: '',
  hasAgreed: false,
};

export default function RegisterPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [searchParams] = useSearchParams();
  const linkedCode = searchParams.get('ref')?.trim() || null;

  const [values, setValues] = useState<RegisterValues>({ ...emptyValues, referralCode: linkedCode ?? '' });
  const [errors, setErrors] = useState<FieldErrors<RegisterField>>({});
  const [formError, setFormError] = useState<ReactNode>(null);
  const [isSubmitting, setIsSubmitting] = useState(false);

  function update<K extends RegisterField>(field: K, value: RegisterValues[K]) {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  }

  /** Spec 'Signup': register, auto-login, store tokens, load the profile, verify; then the timezone. */
  async function register() {
    const email = values.email.trim();
    const timezone = detectBrowserTimezone();
    let created: Awaited<ReturnType<typeof signUp>>;
    try {
      created = await signUp({
        email,
        firstName: values.firstName,
        lastName: values.lastName,
        password: values.password,
        timezone,
        referralCode: linkedCode ?? values.referralCode,
      });
    } catch (error) {
      if (error instanceof HttpError && error.status === 400) {
        const byServerField = fieldErrors(error);
        const mapped: FieldErrors<RegisterField> = {};
        const unplaced: string[] = [];
        for (const [serverField, message] of Object.entries(byServerField)) {
          const formField = serverFieldToFormField[serverField];
          if (formField && !mapped[formField]) mapped[formField] = message;
          else if (!formField) unplaced.push(message);
        }
        const body = error.body as Record<string, unknown> | undefined;
        const detail = typeof body?.detail === 'string' ? body.detail : undefined;
        setErrors(mapped);
        setFormError(
          <>
            <p>{accountFlowMessages.registrationFieldErrors}</p>
            {[...(detail ? [detail] : []), ...unplaced].map((message, index) => (
              <p key={index}>{message}</p>
            ))}
          </>,
        );
        return;
      }
      setFormError(errorMessage(error));
      return;
    }
    if (!created || typeof created !== 'object') {
      setFormError(accountFlowMessages.registrationNoData);
      return;
    }
    track(analyticsEvents.registration);

    try {
      const tokens = await login({ email, password: values.password });
      if (!tokens?.access || !tokens.refresh) throw new Error(accountFlowMessages.invalidLoginResponse);
      markSignedIn({ accessToken: tokens.access, refreshToken: tokens.refresh });
    } catch {
      markSignInFailed(accountFlowMessages.autoLoginFailed);
      setFormError(accountFlowMessages.autoLoginFailed);
      return;
    }
    // The verification screen needs only the email; a failed profile load does not stop the student.
    await refetchCurrentUser(queryClient).catch(() => null);
    const state: VerificationNavigationState = { email, intendedPath: '/onboarding' };
    navigate('/email-verification', { state });
    // Signup already stored this zone; the spec updates it again once signed in. A failure changes nothing.
    void saveUserTimezone(timezone).catch(() => undefined);
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isSubmitting) return;
    const found = validateRegister(values);
    setErrors(found);
    if (hasErrors(found)) return;
    setFormError(null);
    setIsSubmitting(true);
    try {
      await register();
    } finally {
      setIsSubmitting(false);
    }
  }

  return (
    <AuthLayout
      title="Create an account"
      footer={
        <p>
          Already have an account?{' '}
          <Link to="/login" className={textLinkClass}>
            Sign in
          </Link>
        </p>
      }
    >
      <form noValidate onSubmit={handleSubmit} className="flex flex-col gap-4">
        <Alert tone="warning">
          Use your college <strong>.edu</strong> email to unlock school-specific community features.
        </Alert>
        {formError ? <Alert tone="error">{formError}</Alert> : null}
        <TextField
          label="Email"
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          isRequired
          value={values.email}
          error={errors.email}
          onChange={(event) => update('email', event.target.value)}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="First name"
            name="firstName"
            autoComplete="given-name"
            isRequired
            value={values.firstName}
            error={errors.firstName}
            onChange={(event) => update('firstName', event.target.value)}
          />
          <TextField
            label="Last name"
            name="lastName"
            autoComplete="family-name"
            isRequired
            value={values.lastName}
            error={errors.lastName}
            onChange={(event) => update('lastName', event.target.value)}
          />
        </div>
        <PasswordField
          label="Password"
          name="password"
          autoComplete="new-password"
          isRequired
          value={values.password}
          error={errors.password}
          hint="At least 8 characters"
          onChange={(event) => update('password', event.target.value)}
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
        <TextField
          label="Referral code (optional)"
          name="referralCode"
          autoComplete="off"
          value={values.referralCode}
          readOnly={linkedCode !== null}
          trailing={
            linkedCode !== null ? (
              <span className="inline-flex size-11 items-center justify-center text-ink-muted">
                <Lock aria-hidden="true" className="size-4" />
              </span>
            ) : undefined
          }
          hint={linkedCode !== null ? 'Referral code applied from link' : undefined}
          error={errors.referralCode}
          onChange={(event) => update('referralCode', event.target.value)}
        />
        <CheckboxField
          name="hasAgreed"
          checked={values.hasAgreed}
          error={errors.hasAgreed}
          aria-required="true"
          onChange={(event) => update('hasAgreed', event.target.checked)}
          label={
            <>
              I agree to the{' '}
              <a href={TERMS_URL} target="_blank" rel="noopener noreferrer" className="font-semibold text-primary-700 underline underline-offset-2">
                Terms of Service
              </a>{' '}
              and{' '}
              <a href={PRIVACY_URL} target="_blank" rel="noopener noreferrer" className="font-semibold text-primary-700 underline underline-offset-2">
                Privacy Policy
              </a>
            </>
          }
        />
        <Button type="submit" size="lg" fullWidth isBusy={isSubmitting} busyLabel="Creating account...">
          Create account
        </Button>
      </form>
    </AuthLayout>
  );
}
