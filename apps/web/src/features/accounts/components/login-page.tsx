import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { analyticsEvents, track } from '@/lib/analytics';
import { TextField } from '@/components/ui/field';
import { markSignedIn, markSignInFailed, markSignInStarted, endSession, refetchCurrentUser, type CurrentUser } from '@/lib/current-user';
import { errorMessage, serverMessageOr } from '@/lib/error-message';
import { takeLoginNotice } from '@/lib/login-notice';
import { accountFlowMessages, hasErrors, validateLogin, type FieldErrors } from '../account-validation';
import { login } from '../api/login';
import { readLoginError, rememberedPath, type VerificationNavigationState } from '../navigation-state';
import { AuthLayout, textLinkClass } from './auth-layout';
import { PasswordField } from './password-field';
import { TestimonialPanel } from './testimonial-panel';

type LoginField = 'email' | 'password';

export default function LoginPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const intendedPath = rememberedPath(location.state);

  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors<LoginField>>({});
  const [formError, setFormError] = useState<string | null>(() => readLoginError(location.state) ?? null);
  const [notice] = useState(takeLoginNotice);
  const [isSubmitting, setIsSubmitting] = useState(false);

  function fail(message: string) {
    markSignInFailed(message);
    setFormError(message);
    track(analyticsEvents.loginError, { label: message });
  }

  /** Spec 'States and transitions', Login steps 1-6. */
  async function signIn() {
    markSignInStarted();
    track(analyticsEvents.loginAttempt);
    let response: Awaited<ReturnType<typeof login>>;
    try {
      response = await login({ email: email.trim(), password });
    } catch (error) {
      fail(serverMessageOr(error, errorMessage(error)));
      return;
    }
    if (!response?.access || !response.refresh) {
      fail(accountFlowMessages.invalidLoginResponse);
      return;
    }
    markSignedIn({ accessToken: response.access, refreshToken: response.refresh });
    track(analyticsEvents.loginSuccess);

    if (response.email_verified === false) {
      const state: VerificationNavigationState = {
        email: email.trim(),
        intendedPath: intendedPath ?? '/dashboard',
        notice: accountFlowMessages.checkEmailForCode,
        canResend: response.can_resend,
        resendCount: response.resend_count,
        nextResendTime: response.next_resend_time ?? null,
      };
      navigate('/email-verification', { state });
      return;
    }

    let user: CurrentUser | null;
    try {
      user = await refetchCurrentUser(queryClient);
    } catch {
      navigate('/onboarding');
      return;
    }
    if (!user) {
      endSession(queryClient);
      setFormError(accountFlowMessages.noStudentProfile);
      return;
    }
    if (!user.email_verified) {
      navigate('/email-verification', { state: { email: user.email, intendedPath: intendedPath ?? '/dashboard' } satisfies VerificationNavigationState });
    } else if (user.is_completed) {
      navigate(intendedPath ?? '/dashboard', { replace: true });
    } else {
      navigate('/onboarding', { replace: true });
    }
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isSubmitting) return;
    const found = validateLogin({ email, password });
    setErrors(found);
    if (hasErrors(found)) return;
    setFormError(null);
    setIsSubmitting(true);
    try {
      await signIn();
    } finally {
      setIsSubmitting(false);
    }
  }

  return (
    <AuthLayout
      title="Welcome back!"
      subtitle="Sign in to your account"
      aside={<TestimonialPanel className="hidden lg:flex" />}
      footer={
        <p>
          Don&apos;t have an account?{' '}
          <Link to="/register" className={textLinkClass}>
            Create an account
          </Link>
        </p>
      }
    >
      <form noValidate onSubmit={handleSubmit} className="flex flex-col gap-4">
        {formError ? <Alert tone="error">{formError}</Alert> : notice ? <Alert tone="success">{notice}</Alert> : null}
        <TextField
          label="Email"
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          isRequired
          value={email}
          error={errors.email}
          onChange={(event) => {
            setEmail(event.target.value);
            setErrors((current) => ({ ...current, email: undefined }));
          }}
        />
        <div className="flex flex-col gap-1">
          <PasswordField
            label="Password"
            name="password"
            autoComplete="current-password"
            isRequired
            value={password}
            error={errors.password}
            onChange={(event) => {
              setPassword(event.target.value);
              setErrors((current) => ({ ...current, password: undefined }));
            }}
          />
          <Link to="/forget-password" className={`${textLinkClass} self-end text-sm`}>
            Forgot Password?
          </Link>
        </div>
        <Button type="submit" size="lg" fullWidth isBusy={isSubmitting} busyLabel="Signing in...">
          Login
        </Button>
      </form>
    </AuthLayout>
  );
}
