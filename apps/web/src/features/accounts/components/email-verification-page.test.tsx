import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '@/test/msw';
import { renderRoute } from '@/test/render';
import { makeProfile, signInForTest } from '../testing/account-fixtures';
import EmailVerificationPage, { formatResendWait } from './email-verification-page';

const email = 'sam@state.edu';
const landings = ['/onboarding', '/dashboard', '/credits'].map((path) => ({ path, element: <p>landed on {path}</p> }));

function renderVerification(state: Record<string, unknown> = { email, intendedPath: '/onboarding' }) {
  return renderRoute(<EmailVerificationPage />, {
    path: '/email-verification',
    initialEntry: { pathname: '/email-verification', state },
    routes: landings,
  });
}

function useUnverifiedServer(overrides: { status?: Record<string, unknown> } = {}) {
  let profile = makeProfile({ is_completed: false, user: { email, email_verified: false } });
  server.use(
    http.get('*/api/student-profiles/', () => HttpResponse.json([profile])),
    http.post('*/api/check-verification/', () =>
      HttpResponse.json({ email_verified: false, can_resend: true, resend_count: 1, next_resend_time: null, ...overrides.status }),
    ),
  );
  return {
    markVerified: () => {
      profile = makeProfile({ is_completed: false, user: { email, email_verified: true } });
    },
  };
}

describe('EmailVerificationPage', () => {
  beforeEach(() => {
    signInForTest();
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => vi.useRealTimers());
  const setupUser = () => userEvent.setup({ advanceTimers: vi.advanceTimersByTime });

  it('shows hours and minutes for the wait', () => {
    expect(formatResendWait(24 * 60 * 60 * 1000)).toBe('24 hours 0 minutes');
    expect(formatResendWait((23 * 60 + 58) * 60_000 + 30_000)).toBe('23 hours 59 minutes');
    expect(formatResendWait(61 * 60_000)).toBe('1 hour 1 minute');
  });

  it("asks for the code with the spec's words and shows the notice sent along", async () => {
    useUnverifiedServer();
    renderVerification({ email, intendedPath: '/dashboard', notice: 'Please check your email for verification code' });
    expect(screen.getByText('Please check your email for verification code')).toBeInTheDocument();
    expect(await screen.findByText('Resends used: 1 of 4 in the last 24 hours.')).toBeInTheDocument();
    const user = setupUser();
    await user.click(screen.getByRole('button', { name: 'Verify Email' }));
    expect(screen.getByText('Please enter the verification code')).toBeInTheDocument();
  });

  it('verifies, reloads the profile and goes to the intended path after 1.5 seconds', async () => {
    const { markVerified } = useUnverifiedServer();
    let body: unknown;
    server.use(
      http.post('*/api/verify-email/', async ({ request }) => {
        body = await request.json();
        markVerified();
        return HttpResponse.json({ data: { message: 'Your email has been verified.' } });
      }),
    );
    renderVerification();
    const user = setupUser();
    await user.type(screen.getByLabelText(/^Verification code/), '12-34-56');
    await user.click(screen.getByRole('button', { name: 'Verify Email' }));
    expect(await screen.findByText('Your email has been verified.')).toBeInTheDocument();
    expect(body).toEqual({ email, otp: '123456' });
    await vi.waitFor(() => expect(screen.getByRole('button', { name: 'Verify Email' })).toBeDisabled());
    act(() => vi.advanceTimersByTime(1_400));
    expect(screen.queryByText('landed on /onboarding')).toBeNull();
    act(() => vi.advanceTimersByTime(200));
    expect(await screen.findByText('landed on /onboarding')).toBeInTheDocument();
  });

  it("shows the server's words when the code is wrong", async () => {
    useUnverifiedServer();
    server.use(
      http.post('*/api/verify-email/', () =>
        HttpResponse.json({ detail: 'This code is not correct. Please check your email and try again.' }, { status: 400 }),
      ),
    );
    renderVerification();
    const user = setupUser();
    await user.type(screen.getByLabelText(/^Verification code/), '000000');
    await user.click(screen.getByRole('button', { name: 'Verify Email' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This code is not correct. Please check your email and try again.');
  });

  it('counts a resend, and after a 429 disables resending and shows the wait in hours and minutes', async () => {
    useUnverifiedServer();
    let resends = 0;
    server.use(
      http.post('*/api/resend-otp/', () => {
        resends += 1;
        if (resends === 1) {
          return HttpResponse.json({ message: 'A new verification code has been sent to your email.', can_resend: true, resend_count: 2, next_resend_time: null });
        }
        return HttpResponse.json(
          {
            detail: 'You have used all 4 code resends for the last 24 hours. Please try again later.',
            code: 'resend_limit_exceeded',
            next_resend_time: new Date(Date.now() + (23 * 60 + 58) * 60_000 + 30_000).toISOString(),
          },
          { status: 429 },
        );
      }),
    );
    renderVerification();
    const user = setupUser();
    await screen.findByText('Resends used: 1 of 4 in the last 24 hours.');
    await user.click(screen.getByRole('button', { name: 'Resend code' }));
    expect(await screen.findByText('A new verification code has been sent to your email.')).toBeInTheDocument();
    expect(screen.getByText('Resends used: 2 of 4 in the last 24 hours.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Resend code' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You have used all 4 code resends for the last 24 hours.');
    expect(screen.getByText('Resends used: 4 of 4. You can request a new code in 23 hours 59 minutes.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Resend code' })).toBeDisabled();
  });

  it('shows the wait when the server already says resending is not allowed', async () => {
    useUnverifiedServer({
      status: { can_resend: false, resend_count: 4, next_resend_time: new Date(Date.now() + 90 * 60_000).toISOString() },
    });
    renderVerification();
    expect(await screen.findByText('Resends used: 4 of 4. You can request a new code in 1 hour 30 minutes.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Resend code' })).toBeDisabled();
  });

  it('goes straight on when the email is already verified', async () => {
    useUnverifiedServer({ status: { email_verified: true } });
    renderVerification({ email, intendedPath: '/credits' });
    expect(await screen.findByText('landed on /credits')).toBeInTheDocument();
  });

  it("reads the email from the profile when the navigation did not carry it, 'Loading...' until then", async () => {
    useUnverifiedServer();
    renderVerification({});
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    expect(await screen.findByText(email)).toBeInTheDocument();
  });
});
