import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '@/test/msw';
import { renderRoute } from '@/test/render';
import ForgetPasswordPage from './forget-password-page';

function ResetLanding() {
  const { search } = useLocation();
  return <p>reset screen {search}</p>;
}

function renderForget() {
  return renderRoute(<ForgetPasswordPage />, {
    path: '/forget-password',
    routes: [{ path: '/reset-password', element: <ResetLanding /> }],
    initialEntry: '/forget-password',
  });
}

describe('ForgetPasswordPage', () => {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
  afterEach(() => vi.useRealTimers());
  const setupUser = () => userEvent.setup({ advanceTimers: vi.advanceTimersByTime });

  it('checks the email with the spec words', async () => {
    renderForget();
    const user = setupUser();
    expect(screen.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Email/), 'nope');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
  });

  it('confirms with the spec text, offers Resend and the code link, then opens /reset-password with the email', async () => {
    let sends = 0;
    server.use(
      http.post('*/api/auth/password-forget/', () => {
        sends += 1;
        return HttpResponse.json({ message: 'Password reset code has been sent to your email.' });
      }),
    );
    renderForget();
    const user = setupUser();
    await user.type(screen.getByLabelText(/^Email/), 'sam@state.edu');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Password reset link has been sent to your email address. Please check your inbox.',
    );
    expect(screen.getByRole('link', { name: 'Already have a code? Reset your password' })).toHaveAttribute(
      'href',
      '/reset-password?email=sam%40state.edu',
    );
    await user.click(screen.getByRole('button', { name: 'Resend' }));
    await vi.waitFor(() => expect(sends).toBe(2));
    act(() => vi.advanceTimersByTime(3_100));
    expect(await screen.findByText('reset screen ?email=sam%40state.edu')).toBeInTheDocument();
  });

  it("asks to recheck the email when the server does not know it, and for an email before a resend", async () => {
    server.use(
      http.post('*/api/auth/password-forget/', () => HttpResponse.json({ detail: 'user with this email does not exist.' }, { status: 404 })),
    );
    renderForget();
    const user = setupUser();
    await user.type(screen.getByLabelText(/^Email/), 'ghost@state.edu');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please recheck the email you entered');
  });

  it("says 'Please enter an email address first' when Resend is pressed after the email was cleared", async () => {
    server.use(http.post('*/api/auth/password-forget/', () => HttpResponse.json({ message: 'sent' })));
    renderForget();
    const user = setupUser();
    await user.type(screen.getByLabelText(/^Email/), 'sam@state.edu');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    await screen.findByRole('button', { name: 'Resend' });
    await user.clear(screen.getByLabelText(/^Email/));
    await user.click(screen.getByRole('button', { name: 'Resend' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter an email address first');
  });

  it('falls back to the spec text when the server gives no words', async () => {
    server.use(http.post('*/api/auth/password-forget/', () => new HttpResponse(null, { status: 503 })));
    renderForget();
    const user = setupUser();
    await user.type(screen.getByLabelText(/^Email/), 'sam@state.edu');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to send password reset email. Please try again.');
  });
});
