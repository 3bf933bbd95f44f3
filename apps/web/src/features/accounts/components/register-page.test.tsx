import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { useLocation } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { readTokens } from '@/lib/token-storage';
import { server } from '@/test/msw';
import { renderRoute } from '@/test/render';
import { makeProfile } from '../testing/account-fixtures';
import RegisterPage from './register-page';

function VerificationLanding() {
  const { state } = useLocation();
  return <pre data-testid="state">{JSON.stringify(state)}</pre>;
}

function renderRegister(initialEntry = '/register') {
  return renderRoute(<RegisterPage />, {
    path: '/register',
    initialEntry,
    routes: [{ path: '/email-verification', element: <VerificationLanding /> }],
  });
}

async function fillForm({ referral }: { referral?: string } = {}) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(/^Email/), 'Sam.Lee@State.edu');
  await user.type(screen.getByLabelText(/^First name/), 'Sam');
  await user.type(screen.getByLabelText(/^Last name/), 'Lee');
  await user.type(screen.getByLabelText(/^Password/), 'LongEnough1');
  await user.type(screen.getByLabelText(/^Confirm password/), 'LongEnough1');
  if (referral) await user.type(screen.getByLabelText(/^Referral code/), referral);
  await user.click(screen.getByRole('checkbox'));
  return user;
}

const loginAnswer = { access: 'a.b.c', refresh: 'd.e.f', email_verified: false, can_resend: true, resend_count: 0, next_resend_time: null };

describe('RegisterPage', () => {
  it('shows the amber .edu notice, the terms links and the spec validation messages', async () => {
    renderRegister();
    expect(screen.getByRole('heading', { level: 1, name: 'Create an account' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('.edu');
    expect(screen.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    for (const message of ['Email is required', 'First name is required', 'Last name is required', 'Password is required']) {
      expect(screen.getByText(message)).toBeInTheDocument();
    }
    expect(screen.getByText(/Please agree to the Terms of Service/)).toBeInTheDocument();

    await user.type(screen.getByLabelText(/^Password/), 'short');
    await user.type(screen.getByLabelText(/^Confirm password/), 'different');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(screen.getByText('Password must be at least 8 characters')).toBeInTheDocument();
    expect(screen.getByText('Passwords do not match')).toBeInTheDocument();
  });

  it("shows 'Registration failed' and each server field message under its field", async () => {
    server.use(
      http.post('*/api/signup/', () =>
        HttpResponse.json(
          { email: ['A user with this email already exists.'], first_name: ['First name may contain only letters.'], timezone: ['Invalid timezone'] },
          { status: 400 },
        ),
      ),
    );
    renderRegister();
    const user = await fillForm();
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Registration failed - please check the form for errors');
    // A field the form does not show (timezone) is listed in the box.
    expect(alert).toHaveTextContent('Invalid timezone');
    const email = screen.getByLabelText(/^Email/);
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(document.getElementById(email.getAttribute('aria-describedby') ?? '')).toHaveTextContent('A user with this email already exists.');
    const firstName = screen.getByLabelText(/^First name/);
    expect(document.getElementById(firstName.getAttribute('aria-describedby') ?? '')).toHaveTextContent('First name may contain only letters.');
    expect(readTokens()).toBeNull();
  });

  it('pre-fills and locks the code from ?ref and sends it', async () => {
    let payload: Record<string, unknown> = {};
    server.use(
      http.post('*/api/signup/', async ({ request }) => {
        payload = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json({ id: 1, email: payload.email }, { status: 201 });
      }),
      http.post('*/api/login/', () => HttpResponse.json(loginAnswer)),
      http.get('*/api/student-profiles/', () => HttpResponse.json([makeProfile({ is_completed: false, user: { email_verified: false } })])),
      http.post('*/api/timezone-management/', () => HttpResponse.json({ timezone: 'UTC' })),
    );
    renderRegister('/register?ref=FRIEND42');
    const code = screen.getByLabelText(/^Referral code/);
    expect(code).toHaveValue('FRIEND42');
    expect(code).toHaveAttribute('readonly');
    expect(screen.getByText('Referral code applied from link')).toBeInTheDocument();

    const user = await fillForm();
    await user.type(code, 'X');
    expect(code).toHaveValue('FRIEND42');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await screen.findByTestId('state');
    expect(payload).toMatchObject({
      email: 'Sam.Lee@State.edu',
      username: 'sam.lee@state.edu',
      first_name: 'Sam',
      last_name: 'Lee',
      password: 'LongEnough1',
      is_student: true,
      is_mentor: false,
      referral_code: 'FRIEND42',
    });
    expect(typeof payload.timezone).toBe('string');
  });

  it('signs in after registering, then goes to /email-verification intending /onboarding and saves the timezone', async () => {
    const calls: string[] = [];
    let timezoneBody: unknown;
    // The signup answer is held back until the busy button has been seen.
    let releaseSignup = () => {};
    const signupHeld = new Promise<void>((resolve) => (releaseSignup = resolve));
    server.use(
      http.post('*/api/signup/', async ({ request }) => {
        calls.push('signup');
        await signupHeld;
        const body = (await request.json()) as Record<string, unknown>;
        expect(body.referral_code).toBeNull();
        return HttpResponse.json({ id: 1 }, { status: 201 });
      }),
      http.post('*/api/login/', () => {
        calls.push('login');
        return HttpResponse.json(loginAnswer);
      }),
      http.get('*/api/student-profiles/', () => {
        calls.push('profile');
        return HttpResponse.json([makeProfile({ is_completed: false, user: { email_verified: false } })]);
      }),
      http.post('*/api/timezone-management/', async ({ request }) => {
        calls.push('timezone');
        timezoneBody = await request.json();
        return HttpResponse.json({ timezone: 'UTC' });
      }),
    );
    renderRegister();
    const user = await fillForm();
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(screen.getByRole('button', { name: 'Creating account...' })).toBeDisabled();
    releaseSignup();
    const state = JSON.parse((await screen.findByTestId('state')).textContent ?? 'null');
    expect(state).toEqual({ email: 'Sam.Lee@State.edu', intendedPath: '/onboarding' });
    expect(readTokens()).toEqual({ accessToken: 'a.b.c', refreshToken: 'd.e.f' });
    await vi.waitFor(() => expect(calls).toEqual(['signup', 'login', 'profile', 'timezone']));
    expect(timezoneBody).toEqual({ timezone: expect.any(String) });
  });

  it('says so when the account was made but the automatic sign-in failed', async () => {
    server.use(
      http.post('*/api/signup/', () => HttpResponse.json({ id: 1 }, { status: 201 })),
      http.post('*/api/login/', () => HttpResponse.json({ detail: 'Invalid email or password.' }, { status: 401 })),
    );
    renderRegister();
    const user = await fillForm();
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Registration successful but auto-login failed. Please try logging in manually.',
    );
  });

  it("says 'Registration failed - invalid response from server' for an empty answer", async () => {
    server.use(http.post('*/api/signup/', () => new HttpResponse(null, { status: 201 })));
    renderRegister();
    const user = await fillForm();
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Registration failed - invalid response from server');
    expect(within(screen.getByRole('alert')).queryByText(/please check the form/)).toBeNull();
  });
});
