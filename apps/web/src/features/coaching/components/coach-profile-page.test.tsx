import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse, type RequestHandler } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeBalance, makeCoach, serveCoaching, signIn } from '@/components/coaching-cards/testing/coaching-fixtures';
import type { CreditBalance } from '@/lib/credit-balance';
import { renderRoute } from '@/test/render';
import CoachProfilePage from './coach-profile-page';

// These flows click through several screens and wait out the real 1.5 s panel and analysis steps.
vi.setConfig({ testTimeout: 20_000 });

// Sunday 10 May 2026, 12:00 in New York (EDT, UTC-4).
const NOW = new Date('2026-05-10T16:00:00.000Z');
const slot = (start: string, end: string) => ({ start_time: start, end_time: end });

/** Free time: Tue 12 May 09:00-10:00; 23:00 on the 13th to 01:00 on the 14th (over midnight); Tue 2 June 10:00. */
const availability = {
  '2026-05-12': [slot('2026-05-12T13:00:00.000Z', '2026-05-12T13:30:00.000Z'), slot('2026-05-12T13:30:00.000Z', '2026-05-12T14:00:00.000Z')],
  '2026-05-13': [slot('2026-05-14T03:00:00.000Z', '2026-05-14T05:00:00.000Z')],
  '2026-06-02': [slot('2026-06-02T14:00:00.000Z', '2026-06-02T14:30:00.000Z')],
};

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
  vi.setSystemTime(NOW);
  signIn();
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

interface Setup {
  balance?: CreditBalance;
  coach?: Parameters<typeof makeCoach>[0];
  profileMissing?: boolean;
  extra?: RequestHandler[];
}

function renderPage({ balance = makeBalance({ available_credits: 3 }), coach = {}, profileMissing = false, extra = [] }: Setup = {}) {
  const queries: URLSearchParams[] = [];
  serveCoaching(
    { timezone: 'America/New_York', balance, ...(profileMissing ? { profile: null } : {}) },
    ...extra,
    http.get('*/api/mentor-profiles/4/', () => HttpResponse.json(makeCoach(coach))),
    http.get('*/api/time-slots/availability/', ({ request }) => {
      queries.push(new URL(request.url).searchParams);
      return HttpResponse.json(availability);
    }),
  );
  const view = renderRoute(<CoachProfilePage />, {
    path: '/coach/:coachId',
    initialEntry: '/coach/4',
    routes: [
      { path: '/sessions', element: <h1>Sessions screen</h1> },
      { path: '/credits', element: <h1>Credits screen</h1> },
    ],
  });
  return { ...view, queries, user: userEvent.setup({ advanceTimers: vi.advanceTimersByTime }) };
}

async function openBooking(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Book Session' }));
  const dialog = await screen.findByRole('dialog', { name: 'Book a Session with Ana Rivera' });
  await within(dialog).findByRole('table', { name: 'May 2026' });
  return dialog;
}

const day = (dialog: HTMLElement, date: string) => dialog.querySelector<HTMLButtonElement>(`button[data-date="${date}"]`)!;

async function pickMay12At930(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement) {
  await user.click(day(dialog, '2026-05-12'));
  await user.click(within(dialog).getByRole('radio', { name: '09:30 AM' }));
}

function captureBookings(respond: () => Response = () => HttpResponse.json(bookedResponse(), { status: 201 })) {
  const bodies: unknown[] = [];
  const handler = http.post('*/api/book-session/', async ({ request }) => {
    bodies.push(await request.json());
    return respond();
  });
  return { bodies, handler };
}

function bookedResponse() {
  return {
    id: 50,
    url: 'https://meet.example.org/x',
    pre_session_note: 'N/A',
    rating: null,
    status: 'booked',
    is_session_taken: false,
    is_rescheduled: false,
    student_profile: 11,
    time_slot: { start_time: '2026-05-12T13:30:00.000Z', end_time: '2026-05-12T14:00:00.000Z' },
    mentor_profile: { id: 4, url: null, user: { first_name: 'Ana', last_name: 'Rivera' } },
    created_at: NOW.toISOString(),
    credit_info: { available_credits: 2, can_get_school_credits: true },
    points_event: null,
  };
}

describe('/coach/{coachId} profile', () => {
  it("shows 'Loading Coach Profile', then the coach with About and Availability tabs", async () => {
    renderPage();
    expect(screen.getByText('Loading Coach Profile')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Ana Rivera' })).toBeInTheDocument();
    expect(screen.getByText('Stress & Resilience')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Rated 4.8 out of 5' })).toBeInTheDocument();
    expect(screen.getByText('Denver, CO')).toBeInTheDocument();
    expect(screen.getByText('9 years of experience')).toBeInTheDocument();
    expect(screen.getByText('Study habits')).toBeInTheDocument();
    expect(screen.getByText('MA, Counseling Psychology')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'About' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Availability' })).toBeInTheDocument();
  });

  it('renders nothing executable from a bio carrying script, event handlers and javascript: links', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    renderPage({
      coach: {
        description:
          '<p>Hi <b>there</b></p><script>alert(1)</script><img src=x onerror="alert(2)"><a href="javascript:alert(3)">click</a>' +
          '<p onmouseover="alert(4)">hover</p><iframe src="javascript:alert(5)"></iframe><a href="https://example.org">site</a>',
      },
    });
    const about = await screen.findByRole('region', { name: 'About Ana' });
    expect(within(about).getByText('there')).toBeInTheDocument();
    expect(about.querySelector('script, iframe, img, [onerror], [onmouseover], [style]')).toBeNull();
    expect([...about.querySelectorAll('a')].map((a) => a.getAttribute('href'))).toEqual([null, 'https://example.org']);
    expect(within(about).getByRole('link', { name: 'site' })).toHaveAttribute('rel', 'noopener noreferrer nofollow');
    expect(alert).not.toHaveBeenCalled();
  });

  it.each([
    [404, 'Coach not found'],
    [500, 'Failed to fetch coach details. Please try again later.'],
  ])('a %i shows %s with Go Back (one page back)', async (status, message) => {
    serveCoaching({}, http.get('*/api/mentor-profiles/4/', () => HttpResponse.json({ detail: 'x' }, { status })));
    const view = renderRoute(<CoachProfilePage />, { path: '/coach/:coachId', initialEntry: '/coach/4', routes: [{ path: '/dashboard', element: <h1>Dashboard</h1> }] });
    await view.router.navigate('/dashboard');
    await view.router.navigate('/coach/4');
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Go Back' }));
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/dashboard'));
  });

  it("an id that is not a number is 'Coach not found' without asking the server", async () => {
    serveCoaching();
    renderRoute(<CoachProfilePage />, { path: '/coach/:coachId', initialEntry: '/coach/abc' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Coach not found');
  });

  it('the Availability tab lists the next free times; picking one opens the booking dialog with it chosen', async () => {
    const { user, queries } = renderPage();
    await user.click(await screen.findByRole('tab', { name: 'Availability' }));
    expect(await screen.findByRole('heading', { name: 'Tue, 12 May' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Wed, 13 May' })).toBeInTheDocument();
    expect(queries[0]?.get('mentor_id')).toBe('4');
    expect(queries[0]?.get('timezone')).toBe('America/New_York');
    expect(queries[0]?.get('from_date')).toBe('2026-05-10');
    expect(queries[0]?.get('to_date')).toBe('2026-06-24');

    await user.click(screen.getByRole('button', { name: 'Book Tue, 12 May at 09:30 AM' }));
    const dialog = await screen.findByRole('dialog', { name: 'Book a Session with Ana Rivera' });
    expect(within(dialog).getByRole('radio', { name: '09:30 AM' })).toBeChecked();
  });
});

describe('booking dialog', () => {
  it('past dates, dates without free times and dates of another month cannot be picked', async () => {
    const { user } = renderPage();
    const dialog = await openBooking(user);
    expect(day(dialog, '2026-05-09')).toBeDisabled(); // past
    expect(day(dialog, '2026-05-10')).toBeDisabled(); // today, nothing free
    expect(day(dialog, '2026-05-11')).toBeDisabled(); // no free time
    expect(day(dialog, '2026-05-11')).toHaveAccessibleName('Monday, 11 May 2026, no free times');
    expect(day(dialog, '2026-05-12')).toBeEnabled();
    expect(day(dialog, '2026-06-02')).toBeDisabled(); // free, but June in May's grid
    expect(within(dialog).getByRole('button', { name: 'Previous month' })).toBeDisabled();

    await user.click(within(dialog).getByRole('button', { name: 'Next month' }));
    expect(within(dialog).getByRole('table', { name: 'June 2026' })).toBeInTheDocument();
    expect(day(dialog, '2026-06-02')).toBeEnabled();
    expect(day(dialog, '2026-06-01')).toBeDisabled();
  });

  it("splits free time over the student's midnight: 11 PM times on the 13th, 12 AM times on the 14th", async () => {
    const { user } = renderPage();
    const dialog = await openBooking(user);
    await user.click(day(dialog, '2026-05-13'));
    expect(within(dialog).getAllByRole('radio').map((r) => r.closest('label')!.textContent)).toEqual(['11:00 PM', '11:30 PM']);
    await user.click(day(dialog, '2026-05-14'));
    expect(within(dialog).getAllByRole('radio').map((r) => r.closest('label')!.textContent)).toEqual(['12:00 AM', '12:30 AM']);
  });

  it("requires a date and a time: 'Date is required', 'Time is required'", async () => {
    const { bodies, handler } = captureBookings();
    const { user } = renderPage({ extra: [handler] });
    const dialog = await openBooking(user);
    await user.click(within(dialog).getByRole('button', { name: 'Book Session (1 Credit)' }));
    expect(within(dialog).getByText('Date is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Time is required')).toBeInTheDocument();
    await user.click(day(dialog, '2026-05-12'));
    await user.click(within(dialog).getByRole('button', { name: 'Book Session (1 Credit)' }));
    expect(within(dialog).queryByText('Date is required')).not.toBeInTheDocument();
    expect(within(dialog).getByText('Time is required')).toBeInTheDocument();
    expect(bodies).toHaveLength(0);
  });

  it("books with the spec payload, shows 'Session Booked Successfully', then the 'Booking Confirmed' dialog", async () => {
    const { bodies, handler } = captureBookings();
    const { user, router } = renderPage({ extra: [handler] });
    const dialog = await openBooking(user);
    await pickMay12At930(user, dialog);
    await user.type(within(dialog).getByRole('textbox', { name: /Notes for your coach/ }), '  First time  ');
    await user.click(within(dialog).getByRole('button', { name: 'Book Session (1 Credit)' }));

    expect(await within(dialog).findByText('Session Booked Successfully')).toBeInTheDocument();
    expect(bodies).toEqual([
      {
        student_profile: 11,
        mentor_profile: 4,
        start_time: '2026-05-12T13:30:00.000Z',
        end_time: '2026-05-12T14:00:00.000Z',
        pre_session_note: 'First time',
        is_default: false,
        is_rescheduled: false,
      },
    ]);
    const confirmed = await screen.findByRole('dialog', { name: 'Booking Confirmed' }, { timeout: 4000 });
    expect(confirmed).toHaveAccessibleDescription(/Ana Rivera is booked for 12 May 2026, 09:30 AM/);
    expect(within(confirmed).getByText('Credits left:')).toHaveTextContent('Credits left: 2');
    expect(screen.queryByRole('dialog', { name: /Book a Session/ })).not.toBeInTheDocument();
    await user.click(within(confirmed).getByRole('button', { name: 'View My Sessions' }));
    expect(router.state.location.pathname).toBe('/sessions');
  });

  it("sends 'N/A' for empty notes", async () => {
    const { bodies, handler } = captureBookings();
    const { user } = renderPage({ extra: [handler] });
    const dialog = await openBooking(user);
    await pickMay12At930(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Book Session (1 Credit)' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({ pre_session_note: 'N/A' });
  });

  it('with exactly 1 credit the low-credit dialog comes first, and Later books', async () => {
    const { bodies, handler } = captureBookings();
    const { user } = renderPage({ balance: makeBalance({ available_credits: 1 }), extra: [handler] });
    const dialog = await openBooking(user);
    await pickMay12At930(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Book Session (1 Credit)' }));
    const low = await screen.findByRole('dialog', { name: 'Low Credits' });
    expect(bodies).toHaveLength(0);
    await user.click(within(low).getByRole('button', { name: 'Later' }));
    expect(await screen.findByText('Session Booked Successfully')).toBeInTheDocument();
    expect(bodies).toHaveLength(1);
  });

  it('with 0 credits Later only closes; Buy Individually goes to /credits', async () => {
    const { bodies, handler } = captureBookings();
    const { user, router } = renderPage({ balance: makeBalance({ available_credits: 0 }), extra: [handler] });
    const dialog = await openBooking(user);
    await pickMay12At930(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Book Session (1 Credit)' }));
    const none = await screen.findByRole('dialog', { name: 'No Credits' });
    await user.click(within(none).getByRole('button', { name: 'Later' }));
    expect(screen.queryByRole('dialog', { name: 'No Credits' })).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: /Book a Session/ })).toBeInTheDocument();
    expect(bodies).toHaveLength(0);

    await user.click(within(dialog).getByRole('button', { name: 'Book Session (1 Credit)' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'No Credits' })).getByRole('button', { name: 'Buy Individually' }));
    expect(router.state.location.pathname).toBe('/credits');
    expect(bodies).toHaveLength(0);
  });

  it('school credits from the low-credit dialog, then Continue Booking books', async () => {
    const { bodies, handler } = captureBookings();
    const allocations: unknown[] = [];
    const allocate = http.post('*/api/gamification/credits/allocate-from-school/', async ({ request }) => {
      allocations.push(await request.json());
      return HttpResponse.json({
        success: true,
        message: '5 credits from Lakeside University were added to your balance.',
        data: { credits_allocated: 5, new_balance: 5, school_name: 'Lakeside University', school_credit_balance: 35 },
        credit_info: { available_credits: 5, can_get_school_credits: false },
      });
    });
    const { user } = renderPage({ balance: makeBalance({ available_credits: 0 }), extra: [handler, allocate] });
    const dialog = await openBooking(user);
    await pickMay12At930(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Book Session (1 Credit)' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'No Credits' })).getByRole('button', { name: 'Get School Credits' }));
    const allocated = await screen.findByRole('dialog', { name: 'Credits Allocated!' });
    expect(allocations).toEqual([{ credits_to_allocate: 5, notes: 'Requested while booking a session' }]);
    expect(bodies).toHaveLength(0);
    await user.click(within(allocated).getByRole('button', { name: 'Continue Booking' }));
    expect(await screen.findByText('Session Booked Successfully')).toBeInTheDocument();
    expect(bodies).toHaveLength(1);
  });

  it.each([
    ['joined non_field_errors', 400, { non_field_errors: ['This time slot is no longer available.', 'Please choose another time.'] }, 'This time slot is no longer available. Please choose another time.'],
    ['the message', 409, { message: 'Something specific went wrong.' }, 'Something specific went wrong.'],
    ['the fallback', 500, null, 'Failed to book the session. Please try again.'],
  ])('a failed booking shows %s', async (_case, status, body, message) => {
    const { handler } = captureBookings(() => HttpResponse.json(body, { status }));
    const { user } = renderPage({ extra: [handler] });
    const dialog = await openBooking(user);
    await pickMay12At930(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Book Session (1 Credit)' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(message);
    expect(within(dialog).getByRole('button', { name: 'Book Session (1 Credit)' })).toBeEnabled();
  });

  it("shows the busy label while booking and cannot be pressed twice", async () => {
    let release: () => void = () => undefined;
    const { bodies, handler } = captureBookings(() => HttpResponse.json(bookedResponse(), { status: 201 }));
    const slow = http.post('*/api/book-session/', async () => {
      await new Promise<void>((resolve) => (release = resolve));
      return undefined;
    });
    const { user } = renderPage({ extra: [slow, handler] });
    const dialog = await openBooking(user);
    await pickMay12At930(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Book Session (1 Credit)' }));
    const busy = await within(dialog).findByRole('button', { name: 'Booking...' });
    expect(busy).toBeDisabled();
    await user.click(busy);
    release();
    expect(await within(dialog).findByText('Session Booked Successfully')).toBeInTheDocument();
    expect(bodies).toHaveLength(1);
  });

  it("'Selected time slot not found.' when the chosen time is gone", async () => {
    let served = 0;
    const { user } = renderPage({
      extra: [
        http.get('*/api/time-slots/availability/', () => {
          served += 1;
          return HttpResponse.json(served === 1 ? availability : { '2026-05-12': [availability['2026-05-12'][0]] });
        }),
        http.post('*/api/book-session/', () => HttpResponse.json({ non_field_errors: ['This time slot is no longer available. Please choose another time.'] }, { status: 400 })),
      ],
    });
    const dialog = await openBooking(user);
    await pickMay12At930(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Book Session (1 Credit)' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('This time slot is no longer available.');
    // The free times were fetched again without 09:30; booking the same choice again:
    await waitFor(() => expect(within(dialog).queryByRole('radio', { name: '09:30 AM' })).not.toBeInTheDocument());
    await user.click(within(dialog).getByRole('button', { name: 'Book Session (1 Credit)' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Selected time slot not found.');
  });

  it("'User profile not found...' without a student profile", async () => {
    const { bodies, handler } = captureBookings();
    const { user } = renderPage({ profileMissing: true, extra: [handler] });
    const dialog = await openBooking(user);
    await pickMay12At930(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Book Session (1 Credit)' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('User profile not found. Please complete your profile setup first.');
    expect(bodies).toHaveLength(0);
  });

  it("'You are not authenticated...' when the tokens are gone", async () => {
    const { bodies, handler } = captureBookings();
    const { user } = renderPage({ extra: [handler] });
    const dialog = await openBooking(user);
    await pickMay12At930(user, dialog);
    localStorage.clear();
    await user.click(within(dialog).getByRole('button', { name: 'Book Session (1 Credit)' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('You are not authenticated. Please log in again and retry booking.');
    expect(bodies).toHaveLength(0);
  });
});
