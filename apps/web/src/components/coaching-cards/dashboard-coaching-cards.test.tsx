import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '@/test/render';
import { makeBooking, makeMatch, serveCoaching } from './testing/coaching-fixtures';
import { DashboardCoachingCards } from './dashboard-coaching-cards';

const MINUTE = 60_000;
const inMinutes = (minutes: number) => new Date(Date.now() + minutes * MINUTE).toISOString();

function renderCards() {
  return renderRoute(<DashboardCoachingCards />, { path: '/dashboard' });
}

afterEach(() => vi.restoreAllMocks());

describe('dashboard coaching cards', () => {
  it('shows the matched coaches when no session has ended, and upcoming sessions soonest first', async () => {
    serveCoaching(
      {},
      http.get('*/api/bookings/', () =>
        HttpResponse.json([
          makeBooking({ id: 2, start: inMinutes(3 * 24 * 60), mentor_profile: { id: 5, url: null, user: { first_name: 'Later', last_name: 'Coach' } } }),
          makeBooking({ id: 1, start: inMinutes(10), mentor_profile: { id: 4, url: null, user: { first_name: 'Soon', last_name: 'Coach' } } }),
        ]),
      ),
      http.get('*/api/match-requests/', () => HttpResponse.json([makeMatch(1)])),
    );
    renderCards();
    const upcoming = await screen.findByRole('list', { name: 'Upcoming sessions' });
    expect(upcoming).toHaveClass('max-h-[350px]');
    const rows = within(upcoming).getAllByRole('listitem');
    expect(rows.map((row) => within(row).getByText(/Coach$/).textContent)).toEqual(['Soon Coach', 'Later Coach']);
    expect(within(rows[0]!).getByText('Ready!')).toBeInTheDocument();
    expect(within(rows[0]!).getByRole('button', { name: /^Join Session/ })).toBeEnabled();
    expect(within(rows[1]!).getByText('In 2d 23h (15 min before)')).toBeInTheDocument();
    expect(within(rows[1]!).queryByRole('button', { name: /Join/ })).not.toBeInTheDocument();

    expect(await screen.findByRole('heading', { name: 'Your Matched Coaches' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Previous Sessions' })).not.toBeInTheDocument();
  });

  it('shows Previous Sessions instead once any session has ended, newest first', async () => {
    serveCoaching(
      {},
      http.get('*/api/bookings/', () =>
        HttpResponse.json([
          makeBooking({ id: 1, start: inMinutes(-10 * 24 * 60), rating: 5, mentor_profile: { id: 4, url: null, user: { first_name: 'Old', last_name: 'Coach' } } }),
          makeBooking({ id: 2, start: inMinutes(-2 * 24 * 60), mentor_profile: { id: 5, url: null, user: { first_name: 'Recent', last_name: 'Coach' } } }),
        ]),
      ),
    );
    renderCards();
    const previous = await screen.findByRole('list', { name: 'Previous sessions' });
    const rows = within(previous).getAllByRole('listitem');
    expect(within(rows[0]!).getByText('Recent Coach')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Rated: 5/5')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Your Matched Coaches' })).not.toBeInTheDocument();
    expect(screen.getByText('No upcoming sessions')).toBeInTheDocument();
  });

  it('joining opens the link in a new tab, records the join and fetches the sessions again; a failed record still opens it', async () => {
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    let listed = 0;
    const patched: unknown[] = [];
    serveCoaching(
      {},
      http.get('*/api/bookings/', () => {
        listed += 1;
        return HttpResponse.json([makeBooking({ id: 7, start: inMinutes(-5), url: 'https://meet.example.org/room-7' })]);
      }),
      http.patch('*/api/bookings/7/update_session_taken/', async ({ request }) => {
        patched.push(await request.json());
        return HttpResponse.json({ non_field_errors: ['nope'] }, { status: 400 });
      }),
      http.get('*/api/match-requests/', () => HttpResponse.json([])),
    );
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderCards();
    const row = await screen.findByRole('listitem');
    expect(within(row).getByText('Ready!')).toBeInTheDocument();
    await userEvent.setup().click(within(row).getByRole('button', { name: /^Join Now/ }));
    expect(open).toHaveBeenCalledWith('https://meet.example.org/room-7', '_blank', 'noopener,noreferrer');
    await waitFor(() => expect(patched).toEqual([{ is_session_taken: true }]));
    await waitFor(() => expect(listed).toBe(2));
    expect(warn).toHaveBeenCalled();
  });

  it("shows 'Failed to fetch bookings' with Try Again", async () => {
    serveCoaching(
      {},
      http.get('*/api/bookings/', () => HttpResponse.json({ detail: 'x' }, { status: 500 })),
      http.get('*/api/match-requests/', () => HttpResponse.json([])),
    );
    renderCards();
    expect(await screen.findByText('Failed to fetch bookings')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });
});
