import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { server } from '@/test/msw';
import { renderRoute } from '@/test/render';
import ReferralsPage from './referrals-page';

const referral = { code: 'K7Q2M9PX', total_referral: 3, points: 100, active_referral: 2 };

function serveReferral(...overrides: Parameters<typeof server.use>) {
  server.use(...overrides, http.get('*/api/user-referral/', () => HttpResponse.json({ success: true, data: referral })));
}

afterEach(() => vi.useRealTimers());

const inviteForm = () => screen.getByRole('form', { name: 'Invite a friend by email' });

describe('/referrals', () => {
  it('shows the stats, the link and the code; copying shows a checkmark for 2 seconds', async () => {
    serveReferral();
    const user = userEvent.setup();
    renderRoute(<ReferralsPage />);
    const stats = await screen.findByRole('region', { name: 'Your referrals' });
    await waitFor(() => expect(within(stats).getByText('Total Referrals').parentElement).toHaveTextContent('3'));
    expect(within(stats).getByText('Active Referrals').parentElement).toHaveTextContent('2');
    expect(within(stats).getByText('Points Earned').parentElement).toHaveTextContent('100');
    const link = `${window.location.origin}/ref/K7Q2M9PX`;
    expect(screen.getByText(link)).toBeInTheDocument();

    vi.useFakeTimers({ shouldAdvanceTime: true });
    await user.click(screen.getByRole('button', { name: /^Copy link/ }));
    expect(await navigator.clipboard.readText()).toBe(link);
    expect(screen.getByRole('button', { name: 'Copied!' })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(2000));
    expect(screen.queryByRole('button', { name: 'Copied!' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /^Copy code/ }));
    expect(await navigator.clipboard.readText()).toBe('K7Q2M9PX');
  });

  it("refuses a bad address with 'Please enter a valid email address' and sends nothing", async () => {
    const sent = vi.fn();
    serveReferral(http.post('*/api/gamification/send-referral-invitation/', () => sent()));
    const user = userEvent.setup();
    renderRoute(<ReferralsPage />);
    await user.type(within(inviteForm()).getByLabelText("Friend's email"), 'friend@');
    await user.click(within(inviteForm()).getByRole('button', { name: 'Send Invitation' }));
    expect(within(inviteForm()).getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(within(inviteForm()).getByLabelText("Friend's email")).toHaveAttribute('aria-invalid', 'true');
    expect(sent).not.toHaveBeenCalled();
  });

  it('sends the invitation and shows the success banner for 5 seconds', async () => {
    const bodies: unknown[] = [];
    serveReferral(
      http.post('*/api/gamification/send-referral-invitation/', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ success: true, message: 'Invitation sent to sam@state.edu!' });
      }),
    );
    const user = userEvent.setup();
    renderRoute(<ReferralsPage />);
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await user.type(within(inviteForm()).getByLabelText("Friend's email"), ' sam@state.edu ');
    await user.click(within(inviteForm()).getByRole('button', { name: 'Send Invitation' }));
    expect(await within(inviteForm()).findByRole('status')).toHaveTextContent('Invitation sent to sam@state.edu!');
    expect(bodies).toEqual([{ email: 'sam@state.edu' }]);
    expect(within(inviteForm()).getByLabelText("Friend's email")).toHaveValue('');
    act(() => vi.advanceTimersByTime(4900));
    expect(within(inviteForm()).getByText('Invitation sent to sam@state.edu!')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(100));
    expect(within(inviteForm()).queryByText('Invitation sent to sam@state.edu!')).not.toBeInTheDocument();
  });

  it("shows the server's message, or 'Failed to send invitation. Please try again.'", async () => {
    let answer = HttpResponse.json({ detail: 'You can send up to 10 invitations a day. Please try again tomorrow.' }, { status: 429 });
    serveReferral(http.post('*/api/gamification/send-referral-invitation/', () => answer));
    const user = userEvent.setup();
    renderRoute(<ReferralsPage />);
    await user.type(within(inviteForm()).getByLabelText("Friend's email"), 'sam@state.edu');
    await user.click(within(inviteForm()).getByRole('button', { name: 'Send Invitation' }));
    expect(await within(inviteForm()).findByRole('alert')).toHaveTextContent('You can send up to 10 invitations a day. Please try again tomorrow.');

    answer = new HttpResponse(null, { status: 502 });
    await user.click(within(inviteForm()).getByRole('button', { name: 'Send Invitation' }));
    await waitFor(() => expect(within(inviteForm()).getByRole('alert')).toHaveTextContent('Failed to send invitation. Please try again.'));
  });

  it("shows 'Error Loading Referral Data' with Try Again, which loads it again", async () => {
    let isDown = true;
    server.use(
      http.get('*/api/user-referral/', () => (isDown ? HttpResponse.json({ detail: 'down' }, { status: 500 }) : HttpResponse.json({ success: true, data: referral }))),
    );
    const user = userEvent.setup();
    renderRoute(<ReferralsPage />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error Loading Referral Data');
    isDown = false;
    await user.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('K7Q2M9PX')).toBeInTheDocument();
  });
});
