import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '@/test/msw';
import { renderRoute } from '@/test/render';
import ResetPasswordPage from './reset-password-page';

const loginRoute = { path: '/login', element: <p>login screen</p> };

function renderReset(initialEntry: string) {
  return renderRoute(<ResetPasswordPage />, { path: '/reset-password', initialEntry, routes: [loginRoute] });
}

describe('ResetPasswordPage', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const setupUser = () => userEvent.setup({ advanceTimers: vi.advanceTimersByTime });

  it('keeps only six digits in the code field', async () => {
    renderReset('/reset-password?email=sam%40state.edu');
    const user = setupUser();
    const code = screen.getByLabelText(/^Code/);
    await user.type(code, 'ab12 34-5678');
    expect(code).toHaveValue('123456');
    await user.clear(code);
    await user.click(code);
    await user.paste(' 987 654 321 ');
    expect(code).toHaveValue('987654');
  });

  it("says 'Email address not found!' without an email and goes to /login after 2 seconds", async () => {
    renderReset('/reset-password');
    expect(screen.getByRole('alert')).toHaveTextContent('Email address not found!');
    act(() => vi.advanceTimersByTime(1_900));
    expect(screen.queryByText('login screen')).toBeNull();
    act(() => vi.advanceTimersByTime(200));
    expect(await screen.findByText('login screen')).toBeInTheDocument();
  });

  it('checks the code and the passwords with the spec words', async () => {
    renderReset('/reset-password?email=sam%40state.edu');
    const user = setupUser();
    await user.type(screen.getByLabelText(/^Code/), '123');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(screen.getByText('Please enter a valid 6-digit OTP code')).toBeInTheDocument();
    expect(screen.getByText('New password is required')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^New password/), 'short');
    await user.type(screen.getByLabelText(/^Confirm password/), 'other');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(screen.getByText('Password must be at least 8 characters long')).toBeInTheDocument();
    expect(screen.getByText('Passwords do not match')).toBeInTheDocument();
  });

  it('resets with email, otp and new_password, shows the message and goes to /login after 3 seconds', async () => {
    let body: unknown;
    server.use(
      http.post('*/api/auth/password-reset/', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ message: 'Your password has been reset. You can now sign in with your new password.' });
      }),
    );
    renderReset('/reset-password?email=sam%40state.edu');
    const user = setupUser();
    await user.type(screen.getByLabelText(/^Code/), '123456');
    await user.type(screen.getByLabelText(/^New password/), 'BrandNew123');
    await user.type(screen.getByLabelText(/^Confirm password/), 'BrandNew123');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Your password has been reset.');
    expect(body).toEqual({ email: 'sam@state.edu', otp: '123456', new_password: 'BrandNew123' });
    act(() => vi.advanceTimersByTime(2_900));
    expect(screen.queryByText('login screen')).toBeNull();
    act(() => vi.advanceTimersByTime(200));
    expect(await screen.findByText('login screen')).toBeInTheDocument();
  });

  it("shows the server's message, or the spec fallback, when the reset fails", async () => {
    server.use(
      http.post('*/api/auth/password-reset/', () =>
        HttpResponse.json({ detail: 'This code is not correct. Please check your email and try again.' }, { status: 400 }),
      ),
    );
    renderReset('/reset-password?email=sam%40state.edu');
    const user = setupUser();
    await user.type(screen.getByLabelText(/^Code/), '123456');
    await user.type(screen.getByLabelText(/^New password/), 'BrandNew123');
    await user.type(screen.getByLabelText(/^Confirm password/), 'BrandNew123');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This code is not correct. Please check your email and try again.');

    server.use(http.post('*/api/auth/password-reset/', () => new HttpResponse(null, { status: 502 })));
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText('Failed to reset password. Please try again.')).toBeInTheDocument();
  });
});
