import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeBooking, serveCoaching, signIn } from '@/components/coaching-cards/testing/coaching-fixtures';
import { renderRoute } from '@/test/render';
import SessionsPage from './sessions-page';

vi.setConfig({ testTimeout: 20_000 });

const MINUTE = 60_000;
const inMinutes = (minutes: number) => new Date(Date.now() + minutes * MINUTE).toISOString();
const coach = (id: number, first: string) => ({ id, url: null, user: { first_name: first, last_name: 'Coach' } });

beforeEach(() => signIn());
afterEach(() => vi.restoreAllMocks());

function renderPage() {
  const view = renderRoute(<SessionsPage />, {
    path: '/sessions',
    routes: [
      { path: '/coach/:coachId', element: <h1>Coach profile screen</h1> },
      { path: '/coach-matching', element: <h1>Matching screen</h1> },
    ],
  });
  return { ...view, user: userEvent.setup() };
}

const cardOf = (name: string) => screen.getByRole('heading', { level: 3, name }).closest('li')!;

describe('/sessions', () => {
  it('splits sessions into Upcoming (soonest first) and Completed (latest end first) with the join-window labels', async () => {
    serveCoaching(
      {},
      http.get('*/api/bookings/', () =>
        HttpResponse.json([
          makeBooking({ id: 1, start: inMinutes(3 * 24 * 60), mentor_profile: coach(1, 'Far') }),
          makeBooking({ id: 2, start: inMinutes(45), mentor_profile: coach(2, 'Soon') }),
          makeBooking({ id: 3, start: inMinutes(-10), mentor_profile: coach(3, 'Now') }),
          makeBooking({ id: 4, start: inMinutes(-5 * 24 * 60), rating: 3, mentor_profile: coach(4, 'Older') }),
          makeBooking({ id: 5, start: inMinutes(-24 * 60), mentor_profile: coach(5, 'Recent') }),
        ]),
      ),
    );
    const { user } = renderPage();
    expect(await screen.findByRole('tab', { name: 'Upcoming (3)' })).toHaveAttribute('aria-selected', 'true');
    const upcoming = within(screen.getByRole('tabpanel')).getAllByRole('heading', { level: 3 });
    expect(upcoming.map((h) => h.textContent)).toEqual(['Now Coach', 'Soon Coach', 'Far Coach']);

    expect(within(cardOf('Now Coach')).getByText('Session in progress')).toBeInTheDocument();
    expect(within(cardOf('Now Coach')).getByRole('button', { name: /^Join Now/ })).toBeEnabled();
    expect(within(cardOf('Soon Coach')).getByText(/^Available in (29|30|31)m$/)).toBeInTheDocument();
    expect(within(cardOf('Soon Coach')).getByRole('button', { name: /^Join Session/ })).toBeDisabled();
    expect(within(cardOf('Far Coach')).getByRole('button', { name: /^Reschedule/ })).toBeInTheDocument();
    expect(within(cardOf('Soon Coach')).queryByRole('button', { name: /^Reschedule/ })).not.toBeInTheDocument();
    expect(within(cardOf('Now Coach')).queryByRole('button', { name: /^Cancel/ })).not.toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Completed (2)' }));
    const completed = within(screen.getByRole('tabpanel')).getAllByRole('heading', { level: 3 });
    expect(completed.map((h) => h.textContent)).toEqual(['Recent Coach', 'Older Coach']);
    expect(within(cardOf('Recent Coach')).getByText('Session ended')).toBeInTheDocument();
    expect(within(cardOf('Recent Coach')).getByRole('button', { name: /^Rate Your Session/ })).toBeInTheDocument();
    expect(within(cardOf('Older Coach')).getByText('Rated: 3/5')).toBeInTheDocument();
    expect(within(cardOf('Older Coach')).queryByRole('button', { name: /^Rate Your Session/ })).not.toBeInTheDocument();
  });

  it('joining opens the link in a new tab, records the join, and fetches the sessions again', async () => {
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    let listed = 0;
    let release: () => void = () => undefined;
    serveCoaching(
      {},
      http.get('*/api/bookings/', () => {
        listed += 1;
        return HttpResponse.json([makeBooking({ id: 8, start: inMinutes(-3), url: 'https://meet.example.org/room-8', mentor_profile: coach(2, 'Now') })]);
      }),
      http.patch('*/api/bookings/8/update_session_taken/', async () => {
        await new Promise<void>((resolve) => (release = resolve));
        return HttpResponse.json(makeBooking({ id: 8, is_session_taken: true }));
      }),
    );
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: /^Join Now/ }));
    expect(open).toHaveBeenCalledWith('https://meet.example.org/room-8', '_blank', 'noopener,noreferrer');
    expect(await screen.findByRole('button', { name: /Join Now/ })).toHaveTextContent('Joining...');
    release();
    await waitFor(() => expect(listed).toBe(2));
  });

  it('cancelling more than 24 hours ahead says the credit comes back, sends status canceled and confirms', async () => {
    const patches: unknown[] = [];
    serveCoaching(
      {},
      http.get('*/api/bookings/', () => HttpResponse.json(patches.length ? [] : [makeBooking({ id: 9, start: inMinutes(3 * 24 * 60), mentor_profile: coach(1, 'Far') })])),
      http.patch('*/api/bookings/9/', async ({ request }) => {
        patches.push(await request.json());
        return HttpResponse.json({
          ...makeBooking({ id: 9, status: 'canceled' }),
          credit_info: { available_credits: 2, can_get_school_credits: false },
          credit_refunded: true,
          points_event: null,
        });
      }),
    );
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: /^Cancel the session/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this session?' });
    expect(dialog).toHaveAccessibleDescription(/more than 24 hours away, so your credit will be returned to your balance/);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel Session' }));
    expect(await screen.findByText('Your session was canceled and your credit has been returned.')).toBeInTheDocument();
    expect(patches).toEqual([{ status: 'canceled' }]);
    expect(await screen.findByText('No upcoming sessions')).toBeInTheDocument();
  });

  it('cancelling within 24 hours says the credit will not be returned; Keep Session changes nothing', async () => {
    const patch = vi.fn();
    serveCoaching(
      {},
      http.get('*/api/bookings/', () => HttpResponse.json([makeBooking({ id: 9, start: inMinutes(5 * 60), mentor_profile: coach(1, 'Soon') })])),
      http.patch('*/api/bookings/9/', () => patch()),
    );
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: /^Cancel the session/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this session?' });
    expect(dialog).toHaveAccessibleDescription(/less than 24 hours, so the credit will not be returned/);
    await user.click(within(dialog).getByRole('button', { name: 'Keep Session' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(patch).not.toHaveBeenCalled();
  });

  it('reschedules to another free time of the same coach', async () => {
    const start = inMinutes(3 * 24 * 60);
    const target = new Date(Date.now() + 5 * 24 * 60 * MINUTE);
    target.setUTCMinutes(0, 0, 0);
    const patches: unknown[] = [];
    serveCoaching(
      { timezone: 'UTC' },
      http.get('*/api/bookings/', () => HttpResponse.json([makeBooking({ id: 9, start, mentor_profile: coach(4, 'Far') })])),
      http.get('*/api/time-slots/availability/', ({ request }) => {
        expect(new URL(request.url).searchParams.get('mentor_id')).toBe('4');
        return HttpResponse.json({ x: [{ start_time: target.toISOString(), end_time: new Date(target.getTime() + 30 * MINUTE).toISOString() }] });
      }),
      http.patch('*/api/bookings/9/', async ({ request }) => {
        patches.push(await request.json());
        return HttpResponse.json({
          ...makeBooking({ id: 9, start: target.toISOString(), is_rescheduled: true }),
          credit_info: { available_credits: 1, can_get_school_credits: false },
          credit_refunded: false,
          points_event: null,
        });
      }),
    );
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: /^Reschedule/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Reschedule Session' });
    const dateKey = target.toISOString().slice(0, 10);
    let day = await waitFor(() => {
      const found = dialog.querySelector<HTMLButtonElement>(`button[data-date="${dateKey}"]`);
      expect(found).not.toBeNull();
      return found!;
    });
    if (day.disabled) {
      // The target is in the next month's grid.
      await user.click(within(dialog).getByRole('button', { name: 'Next month' }));
      day = dialog.querySelector<HTMLButtonElement>(`button[data-date="${dateKey}"]:not([disabled])`)!;
    }
    await user.click(within(dialog).getByRole('button', { name: 'Reschedule Session' }));
    expect(within(dialog).getByText('Date is required')).toBeInTheDocument();
    await user.click(day);
    await user.click(within(dialog).getAllByRole('radio')[0]!);
    await user.click(within(dialog).getByRole('button', { name: 'Reschedule Session' }));
    expect(await screen.findByText(/Your session was moved to/)).toBeInTheDocument();
    expect(patches).toEqual([
      { start_time: target.toISOString(), end_time: new Date(target.getTime() + 30 * MINUTE).toISOString(), is_rescheduled: true },
    ]);
  });

  it('rates a completed session and Book Again goes to the coach', async () => {
    let rated = false;
    serveCoaching(
      {},
      http.get('*/api/bookings/', () => HttpResponse.json([makeBooking({ id: 5, start: inMinutes(-24 * 60), rating: rated ? 5 : null, mentor_profile: coach(6, 'Recent') })])),
      http.post('*/api/bookings/5/feedback/', () => {
        rated = true;
        return HttpResponse.json({ id: 1 }, { status: 201 });
      }),
    );
    const { user, router } = renderPage();
    await user.click(await screen.findByRole('tab', { name: 'Completed (1)' }));
    await user.click(screen.getByRole('button', { name: /^Rate Your Session/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Rate Your Session' });
    await user.click(within(dialog).getByRole('radio', { name: '5 stars' }));
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Feedback Submitted!' })).getByRole('button', { name: 'Close' }));
    expect(await within(cardOf('Recent Coach')).findByText('Rated: 5/5')).toBeInTheDocument();

    await user.click(within(cardOf('Recent Coach')).getByRole('button', { name: /^Book Again/ }));
    expect(router.state.location.pathname).toBe('/coach/6');
  });

  it("shows 'Failed to fetch bookings' with Try Again, and the empty states", async () => {
    let calls = 0;
    serveCoaching(
      {},
      http.get('*/api/bookings/', () => {
        calls += 1;
        return calls === 1 ? HttpResponse.json({ detail: 'x' }, { status: 500 }) : HttpResponse.json([]);
      }),
    );
    const { user } = renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch bookings');
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('No upcoming sessions')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Find Coaches' })).toHaveAttribute('href', '/coach-matching');
    await user.click(screen.getByRole('tab', { name: 'Completed (0)' }));
    expect(screen.getByText('No completed sessions yet')).toBeInTheDocument();
  });
});
