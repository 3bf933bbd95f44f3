import { useQueryClient } from '@tanstack/react-query';
import { LogOut, MailCheck } from 'lucide-react';
import { useEffect, useState, type FormEvent } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { FullScreenLoader } from '@/components/ui/spinner';
import { endSession, logout, refetchCurrentUser, useCurrentUser, type CurrentUser } from '@/lib/current-user';
import { serverMessageOr } from '@/lib/error-message';
import { HttpError } from '@/lib/http';
import { accountFlowMessages, isValidCode, RESEND_LIMIT, stripCode, validationMessages } from '../account-validation';
import { useVerificationStatus, verificationStatusQueryKey } from '../api/check-verification';
import { resendOtp } from '../api/resend-otp';
import { verifyEmail } from '../api/verify-email';
import { readVerificationState, type LoginNavigationState } from '../navigation-state';
import { useDelayedNavigate } from '../use-delayed-navigate';
import { AuthLayout } from './auth-layout';

/** Spec section 9: verify redirect 1.5 s. */
export const VERIFY_REDIRECT_MS = 1_500;
const RESEND_WINDOW_MS = 24 * 60 * 60 * 1000;
const VERIFIED_FALLBACK = 'Your email has been verified.';

interface ResendState {
  canResend: boolean;
  resendCount: number;
  nextResendTime: string | null;
}

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/** The wait before the next resend as hours and minutes ('23 hours 5 minutes'), rounded up to a minute. */
export function formatResendWait(milliseconds: number): string {
  const totalMinutes = Math.max(1, Math.ceil(milliseconds / 60_000));
  const hours = Math.floor(totalMinutes / 60);
  const minutes = totalMinutes % 60;
  return `${plural(hours, 'hour')} ${plural(minutes, 'minute')}`;
}

function waitUntil(nextResendTime: string | null, now: number): number {
  const next = nextResendTime ? Date.parse(nextResendTime) : Number.NaN;
  return Number.isNaN(next) ? RESEND_WINDOW_MS : next - now;
}

function readNumber(body: unknown, key: string): number | undefined {
  if (!body || typeof body !== 'object') return undefined;
  const value = (body as Record<string, unknown>)[key];
  return typeof value === 'number' ? value : undefined;
}

function readText(body: unknown, key: string): string | undefined {
  if (!body || typeof body !== 'object') return undefined;
  const value = (body as Record<string, unknown>)[key];
  return typeof value === 'string' ? value : undefined;
}

/** Where a verified student goes: the same rules as login (spec 'After email verification'). */
function destinationAfterVerification(user: CurrentUser | undefined, intendedPath: string | undefined): string {
  if (!user) return intendedPath ?? '/onboarding';
  return user.is_completed ? (intendedPath ?? '/dashboard') : '/onboarding';
}

export default function EmailVerificationPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const navigateLater = useDelayedNavigate();
  const queryClient = useQueryClient();
  const navigationState = readVerificationState(location.state);
  const { data: user } = useCurrentUser();
  const email = navigationState.email ?? user?.email;
  const intendedPath = navigationState.intendedPath;
  const status = useVerificationStatus(email);

  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | undefined>();
  const [formError, setFormError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(navigationState.notice ?? null);
  const [successMessage, setSuccessMessage] = useState<string | null>(null);
  const [isVerifying, setIsVerifying] = useState(false);
  const [isResending, setIsResending] = useState(false);
  const [resendOverride, setResendOverride] = useState<ResendState | null>(null);
  const [now, setNow] = useState(() => Date.now());

  const resend: ResendState = resendOverride ??
    (status.data
      ? { canResend: status.data.can_resend, resendCount: status.data.resend_count, nextResendTime: status.data.next_resend_time }
      : {
          canResend: navigationState.canResend ?? true,
          resendCount: navigationState.resendCount ?? 0,
          nextResendTime: navigationState.nextResendTime ?? null,
        });
  const waitMs = resend.canResend ? 0 : waitUntil(resend.nextResendTime, now);
  const canResendNow = resend.canResend || waitMs <= 0;

  // Keep the shown wait current while resending is blocked.
  useEffect(() => {
    if (resend.canResend) return;
    const timer = window.setInterval(() => setNow(Date.now()), 30_000);
    return () => window.clearInterval(timer);
  }, [resend.canResend]);

  if (!email) return <FullScreenLoader />;
  // Already verified (checked on arrival): straight on, unless this visit just verified it.
  if (status.data?.email_verified && !successMessage) return <Navigate to={intendedPath ?? '/dashboard'} replace />;

  async function handleVerify(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isVerifying || successMessage || !email) return;
    if (!code) return setCodeError(validationMessages.otpRequired);
    if (!isValidCode(code)) return setCodeError(validationMessages.otpInvalid);
    setFormError(null);
    setNotice(null);
    setIsVerifying(true);
    try {
      const response = await verifyEmail({ email, otp: code });
      setSuccessMessage(response?.data?.message || VERIFIED_FALLBACK);
    } catch (error) {
      setFormError(serverMessageOr(error, accountFlowMessages.verificationFailed));
      setIsVerifying(false);
      return;
    }
    let freshUser: CurrentUser | null | undefined;
    try {
      freshUser = await refetchCurrentUser(queryClient);
    } catch {
      freshUser = undefined;
    }
    setIsVerifying(false);
    if (freshUser === null) {
      endSession(queryClient);
      navigate('/login', { replace: true, state: { error: accountFlowMessages.noStudentProfile } satisfies LoginNavigationState });
      return;
    }
    if (freshUser && !freshUser.email_verified) {
      setSuccessMessage(null);
      return;
    }
    queryClient.setQueryData(verificationStatusQueryKey(email), { ...status.data, email_verified: true, can_resend: false, resend_count: resend.resendCount, next_resend_time: null });
    navigateLater(destinationAfterVerification(freshUser, intendedPath), VERIFY_REDIRECT_MS, { replace: true });
  }

  async function handleResend() {
    if (isResending || !email) return;
    setFormError(null);
    setNotice(null);
    setIsResending(true);
    try {
      const response = await resendOtp({ email });
      setResendOverride({
        canResend: response?.can_resend ?? true,
        resendCount: response?.resend_count ?? resend.resendCount + 1,
        nextResendTime: response?.next_resend_time ?? null,
      });
      setNow(Date.now());
      setNotice(response?.message || null);
    } catch (error) {
      if (error instanceof HttpError && error.status === 429) {
        setResendOverride({
          canResend: false,
          resendCount: readNumber(error.body, 'resend_count') ?? RESEND_LIMIT,
          nextResendTime: readText(error.body, 'next_resend_time') ?? null,
        });
        setNow(Date.now());
      }
      setFormError(serverMessageOr(error, accountFlowMessages.resendFailed));
    } finally {
      setIsResending(false);
    }
  }

  const usedResends = Math.min(resend.resendCount, RESEND_LIMIT);

  return (
    <AuthLayout
      title="Verify your email"
      subtitle={
        <>
          We sent a 6-digit code to <strong className="break-words text-ink">{email}</strong>. Enter it below to confirm it&apos;s you.
        </>
      }
      footer={
        <Button variant="ghost" onClick={logout}>
          <LogOut aria-hidden="true" className="size-4" />
          Sign out
        </Button>
      }
    >
      <form noValidate onSubmit={handleVerify} className="flex flex-col gap-4">
        {notice && !formError && !successMessage ? <Alert tone="info">{notice}</Alert> : null}
        {formError ? <Alert tone="error">{formError}</Alert> : null}
        {successMessage ? <Alert tone="success">{successMessage}</Alert> : null}
        <TextField
          label="Verification code"
          name="otp"
          inputMode="numeric"
          autoComplete="one-time-code"
          isRequired
          value={code}
          error={codeError}
          className="text-center text-lg tracking-[0.4em]"
          onChange={(event) => {
            setCode(stripCode(event.target.value));
            setCodeError(undefined);
          }}
        />
        <Button type="submit" size="lg" fullWidth isBusy={isVerifying} busyLabel="Verifying..." disabled={successMessage !== null}>
          <MailCheck aria-hidden="true" className="size-5" />
          Verify Email
        </Button>
      </form>

      <section aria-labelledby="resend-heading" className="mt-6 border-t border-line pt-5">
        <h2 id="resend-heading" className="text-sm font-semibold text-ink">
          Didn&apos;t get the code?
        </h2>
        <p className="mt-1 text-sm text-ink-muted" aria-live="polite">
          {canResendNow
            ? `Resends used: ${usedResends} of ${RESEND_LIMIT} in the last 24 hours.`
            : `Resends used: ${usedResends} of ${RESEND_LIMIT}. You can request a new code in ${formatResendWait(waitMs)}.`}
        </p>
        <Button
          variant="outline"
          fullWidth
          className="mt-3"
          onClick={handleResend}
          disabled={!canResendNow || successMessage !== null}
          isBusy={isResending}
          busyLabel="Sending..."
        >
          Resend code
        </Button>
      </section>
    </AuthLayout>
  );
}
