import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { leaveLoginNotice } from '@/lib/login-notice';
import { readTokens } from '@/lib/token-storage';
import { server } from '@/test/msw';
import { renderRoute } from '@/test/render';
import { makeProfile } from '../testing/account-fixtures';
import LoginPage from './login-page';

function Landing({ name }: { name: string }) {
  const { state } = useLocation();
  return (
    <div>
      <p>landed on {name}</p>
      <pre data-testid="state">{JSON.stringify(state ?? null)}</pre>
    </div>
  );
}

const destinations = ['/dashboard', '/onboarding', '/email-verification', '/credits'].map((path) => ({ path, element: <Landing name={path} /> }));

const tokens = { access: 'a.b.c', refresh: 'd.e.f', email_verified: true, can_resend: true, resend_count: 0, next_resend_time: null };

function renderLogin(initialEntry: string | { pathname: string; state?: unknown } = '/login') {
  return renderRoute(<LoginPage />, { path: '/login', initialEntry, routes: destinations });
}

async function signIn(email = 'maya@example.edu', password = 'Secret123!') {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(/^Email/), email);
  await user.type(screen.getByLabelText(/^Password/), password);
  await user.click(screen.getByRole('button', { name: 'Login' }));
  return user;
}

describe('LoginPage', () => {
  it("shows the note a deleted account left (once), in the green box", () => {
    leaveLoginNotice('Your account and your personal data have been deleted.');
    const { unmount } = renderLogin();
    expect(screen.getByRole('status')).toHaveTextContent('Your account and your personal data have been deleted.');
    unmount();
    renderLogin();
    expect(screen.queryByText('Your account and your personal data have been deleted.')).not.toBeInTheDocument();
  });

  it('shows the screen of the spec', () => {
    renderLogin();
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome back!' })).toBeInTheDocument();
    expect(screen.getByText('Sign in to your account')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Forgot Password?' })).toHaveAttribute('href', '/forget-password');
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/register');
    expect(screen.getAllByRole('button', { name: /Show testimonial/ })).toHaveLength(7);
  });

  it('checks the fields with the spec words before calling the server', async () => {
    renderLogin();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Email/), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
  });

  it('toggles the password between hidden and shown', async () => {
    renderLogin();
    const user = userEvent.setup();
    const input = screen.getByLabelText(/^Password/);
    expect(input).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(input).toHaveAttribute('type', 'text');
    expect(screen.getByRole('button', { name: 'Show password' })).toHaveAttribute('aria-pressed', 'true');
  });

  it("shows the server's message in the red box when the password is wrong, and stores no tokens", async () => {
    let sent: unknown;
    server.use(
      http.post('*/api/login/', async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ detail: 'Invalid email or password.' }, { status: 401 });
      }),
    );
    renderLogin();
    await signIn();
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password.');
    expect(sent).toEqual({ email: 'maya@example.edu', password: 'Secret123!', type: 'student' });
    expect(readTokens()).toBeNull();
  });

  it("says 'Signing in...' and cannot be pressed twice while the call runs", async () => {
    let calls = 0;
    // The answer is held back until the busy button has been pressed again.
    let releaseAnswer = () => {};
    const answerHeld = new Promise<void>((resolve) => (releaseAnswer = resolve));
    server.use(
      http.post('*/api/login/', async () => {
        calls += 1;
        await answerHeld;
        return HttpResponse.json({ detail: 'Invalid email or password.' }, { status: 401 });
      }),
    );
    renderLogin();
    const user = await signIn();
    const busy = screen.getByRole('button', { name: 'Signing in...' });
    expect(busy).toBeDisabled();
    await user.click(busy);
    releaseAnswer();
    await screen.findByRole('alert');
    expect(calls).toBe(1);
  });

  it("refuses an answer without both tokens: 'Invalid response from server'", async () => {
    server.use(http.post('*/api/login/', () => HttpResponse.json({ access: 'only-one' })));
    renderLogin();
    await signIn();
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid response from server');
    expect(readTokens()).toBeNull();
  });

  it('sends an unverified student to /email-verification with the email, /dashboard as intended path and the notice', async () => {
    server.use(http.post('*/api/login/', () => HttpResponse.json({ ...tokens, email_verified: false, resend_count: 2 })));
    renderLogin();
    await signIn();
    expect(await screen.findByText('landed on /email-verification')).toBeInTheDocument();
    const state = JSON.parse(screen.getByTestId('state').textContent ?? 'null');
    expect(state).toMatchObject({
      email: 'maya@example.edu',
      intendedPath: '/dashboard',
      notice: 'Please check your email for verification code',
      resendCount: 2,
    });
    expect(readTokens()).toEqual({ accessToken: 'a.b.c', refreshToken: 'd.e.f' });
  });

  it.each([
    ['a completed profile', '/dashboard', () => HttpResponse.json([makeProfile({ is_completed: true })])],
    ['an unfinished profile', '/onboarding', () => HttpResponse.json([makeProfile({ is_completed: false })])],
    ['a profile whose email is unverified', '/email-verification', () => HttpResponse.json([makeProfile({ user: { email_verified: false } })])],
    ['a failed profile load', '/onboarding', () => HttpResponse.json({ detail: 'boom' }, { status: 500 })],
  ])('routes %s to %s', async (_case, destination, answer) => {
    server.use(
      http.post('*/api/login/', () => HttpResponse.json(tokens)),
      http.get('*/api/student-profiles/', answer),
    );
    renderLogin();
    await signIn();
    expect(await screen.findByText(`landed on ${destination}`)).toBeInTheDocument();
  });

  it('returns to the page the route guard remembered', async () => {
    server.use(
      http.post('*/api/login/', () => HttpResponse.json(tokens)),
      http.get('*/api/student-profiles/', () => HttpResponse.json([makeProfile()])),
    );
    renderLogin({ pathname: '/login', state: { from: { pathname: '/credits', search: '', hash: '' } } });
    await signIn();
    expect(await screen.findByText('landed on /credits')).toBeInTheDocument();
  });

  it("ends the session when the server has no profile: 'No student profile found'", async () => {
    server.use(
      http.post('*/api/login/', () => HttpResponse.json(tokens)),
      http.get('*/api/student-profiles/', () => HttpResponse.json([])),
    );
    renderLogin();
    await signIn();
    expect(await screen.findByRole('alert')).toHaveTextContent('No student profile found');
    await waitFor(() => expect(readTokens()).toBeNull());
    expect(screen.getByRole('heading', { name: 'Welcome back!' })).toBeInTheDocument();
  });

  it('shows the message a gate sent along', () => {
    renderLogin({ pathname: '/login', state: { error: 'No student profile found' } });
    expect(screen.getByRole('alert')).toHaveTextContent('No student profile found');
  });
});
