import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { AnalyticsEvent } from '@bloom/contract/analytics';
import { setAnalyticsSink } from '@/lib/analytics';
import { createQueryClient } from '@/lib/query-client';
import { server } from '@/test/msw';
import AppShell from './app-shell';
import { Providers } from './providers';
import { booking, creditBalance, signIn, studentProfile, userPoints } from './shell/shell-fixtures';

function renderShell(initialEntry = '/profile') {
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false, staleTime: 0 } });
  const router = createMemoryRouter(
    [
      {
        element: <AppShell />,
        children: ['/profile', '/dashboard', '/community'].map((path) => ({ path, element: <main>{`screen ${path}`}</main> })),
      },
    ],
    { initialEntries: [initialEntry] },
  );
  render(
    <Providers queryClient={queryClient}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { router, queryClient };
}

function useServer({ bookings = [] as unknown[], points = 'ok' as 'ok' | 'pending' | 'error', credits = creditBalance() } = {}) {
  server.use(
    http.get('*/api/student-profiles/', () => HttpResponse.json([studentProfile({ url: '/media/maya.jpg' })])),
    http.get('*/api/bookings/', () => HttpResponse.json(bookings)),
    http.get('*/api/app-config/', () => HttpResponse.json({ support_form_url: 'https://help.example.edu/ticket' })),
    http.get('*/api/gamification/credits/balance/', () =>
      HttpResponse.json({ success: true, data: credits, credit_info: { available_credits: credits.available_credits, can_get_school_credits: false } }),
    ),
    http.get('*/api/gamification/user-points/', async () => {
      if (points === 'pending') await delay('infinite');
      if (points === 'error') return HttpResponse.json({ detail: 'Server error.' }, { status: 500 });
      return HttpResponse.json({ success: true, data: userPoints() });
    }),
  );
}

const desktopWidth = window.innerWidth;
function setViewportWidth(width: number) {
  Object.defineProperty(window, 'innerWidth', { value: width, configurable: true });
}
afterEach(() => setViewportWidth(desktopWidth));

beforeEach(() => {
  signIn();
  // The tour has its own tests; here it stays out of the way.
  localStorage.setItem('dashboardTourCompleted', 'true');
});

describe('the header', () => {
  it('shows credits, points and the level from the server, and the profile picture', async () => {
    useServer();
    renderShell();
    const banner = screen.getByRole('banner');
    expect(await within(banner).findByRole('link', { name: '2 session credits, buy credits' })).toHaveAttribute('href', '/credits');
    expect(await within(banner).findByRole('link', { name: '125 points, view rewards' })).toHaveAttribute('href', '/rewards');
    expect(within(banner).getByRole('link', { name: /^L2, level 2/ })).toHaveAttribute('href', '/rewards');
    expect(within(banner).getByRole('link', { name: 'Bloom, go to dashboard' })).toHaveAttribute('href', '/dashboard');
    const profileLink = within(banner).getByRole('link', { name: 'Your profile' });
    expect(profileLink).toHaveAttribute('href', '/profile');
    await waitFor(() => expect(profileLink.querySelector('img')).toHaveAttribute('src', '/media/maya.jpg'));
  });

  it("shows '...' for the points while they load, and level 1 until the server says otherwise", async () => {
    useServer({ points: 'pending' });
    renderShell();
    const banner = screen.getByRole('banner');
    expect(within(banner).getByRole('link', { name: '... points, view rewards' })).toHaveTextContent('...');
    expect(within(banner).getByRole('link', { name: /^L1, level 1/ })).toHaveTextContent('L1');
  });

  it('falls back to level 1 when the points cannot be loaded', async () => {
    useServer({ points: 'error' });
    renderShell();
    await screen.findByRole('link', { name: '2 session credits, buy credits' });
    expect(screen.getByRole('link', { name: /^L1, level 1/ })).toBeInTheDocument();
  });

  it('never shows credits below 0', async () => {
    useServer({ credits: creditBalance({ available_credits: -1 }) });
    renderShell();
    expect(await screen.findByRole('link', { name: '0 session credits, buy credits' })).toBeInTheDocument();
  });
});

describe('the side navigation', () => {
  const labels = (nav: HTMLElement) => within(nav).getAllByRole('link').map((link) => link.textContent);

  it("lists the spec's items without 'My Sessions' while the student has no bookings", async () => {
    useServer({ bookings: [] });
    renderShell();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    await waitFor(() => expect(labels(nav)).toContain('Dashboard'));
    expect(labels(nav)).toEqual(['Dashboard', 'Community', 'Find Coaches', 'Campus Resources', 'Resources', 'Rewards', 'Referrals', 'Buy Credits', 'Profile']);
    expect(within(nav).getByRole('link', { name: 'Find Coaches' })).toHaveAttribute('href', '/coach-matching');
    expect(within(nav).getByRole('link', { name: 'Buy Credits' })).toHaveAttribute('href', '/credits');
    expect(within(nav).getByRole('button', { name: 'Logout' })).toBeInTheDocument();
  });

  it("shows 'My Sessions' once the student has a booking", async () => {
    useServer({ bookings: [booking()] });
    renderShell();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(await within(nav).findByRole('link', { name: 'My Sessions' })).toHaveAttribute('href', '/sessions');
    expect(labels(nav).indexOf('My Sessions')).toBe(labels(nav).indexOf('Resources') + 1);
  });

  it('has a five-item bottom bar on phones instead of the side navigation', () => {
    useServer();
    setViewportWidth(390);
    renderShell();
    const bar = screen.getByRole('navigation', { name: 'Shortcuts' });
    expect(labels(bar)).toEqual(['Resources', 'Community', 'Dashboard', 'Find Coaches', 'Rewards']);
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
  });

  it('has no bottom bar from tablet width up', () => {
    useServer();
    renderShell();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Shortcuts' })).not.toBeInTheDocument();
  });

  it('logout ends the sign-in on the server, clears the tokens and the first-dashboard-visit marker, and is recorded once', async () => {
    useServer();
    const endedSessions: (string | null)[] = [];
    server.use(
      http.post('*/api/logout/', ({ request }) => {
        endedSessions.push(request.headers.get('authorization'));
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const events: AnalyticsEvent[] = [];
    setAnalyticsSink((event) => events.push(event));
    localStorage.setItem('firstDashboardVisit', 'true');
    try {
      renderShell();
      await userEvent.click(within(screen.getByRole('navigation', { name: 'Main' })).getByRole('button', { name: 'Logout' }));
    } finally {
      setAnalyticsSink(() => undefined);
    }
    expect(localStorage.getItem('accessToken')).toBeNull();
    expect(localStorage.getItem('refreshToken')).toBeNull();
    expect(localStorage.getItem('firstDashboardVisit')).toBeNull();
    expect(events.filter((event) => event.action === 'logout')).toHaveLength(1);
    await waitFor(() => expect(endedSessions).toEqual(['Bearer access-token']));
  });

  it('the menu button opens the navigation in a panel on a phone', async () => {
    useServer();
    setViewportWidth(390);
    renderShell();
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = await screen.findByRole('dialog', { name: 'Menu' });
    expect(within(menu).getByRole('link', { name: 'Community' })).toBeInTheDocument();
    await userEvent.click(within(menu).getByRole('link', { name: 'Community' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument());
  });
});

describe('Help', () => {
  it("opens 'Need Help?' with a support link in a new tab, and Cancel closes it", async () => {
    useServer();
    renderShell();
    await userEvent.click(screen.getByRole('button', { name: 'Help' }));
    const dialog = await screen.findByRole('dialog', { name: 'Need Help?' });
    const ticket = await within(dialog).findByRole('link', { name: /Submit Support Ticket/ });
    expect(ticket).toHaveAttribute('href', 'https://help.example.edu/ticket');
    expect(ticket).toHaveAttribute('target', '_blank');
    expect(ticket).toHaveAttribute('rel', 'noopener noreferrer');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Need Help?' })).not.toBeInTheDocument());
  });

  it('says so when the support form cannot be found, and Try again brings the link', async () => {
    useServer();
    let isConfigAvailable = false;
    server.use(
      http.get('*/api/app-config/', () =>
        isConfigAvailable
          ? HttpResponse.json({ support_form_url: 'https://help.example.edu/ticket' })
          : HttpResponse.json({ detail: 'Not found.' }, { status: 404 }),
      ),
    );
    renderShell();
    await userEvent.click(screen.getByRole('button', { name: 'Help' }));
    const dialog = await screen.findByRole('dialog', { name: 'Need Help?' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The support form could not be opened.');
    isConfigAvailable = true;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Try again' }));
    expect(await within(dialog).findByRole('link', { name: /Submit Support Ticket/ })).toHaveAttribute('href', 'https://help.example.edu/ticket');
  });

  it("'Take Guided Tour' resets the tour to step 0, in progress, and goes to /dashboard", async () => {
    useServer();
    localStorage.setItem('dashboardTourStep', '4');
    const { router } = renderShell();
    await userEvent.click(screen.getByRole('button', { name: 'Help' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Take Guided Tour' }));
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(localStorage.getItem('dashboardTourStep')).toBe('0');
    expect(localStorage.getItem('dashboardTourInProgress')).toBe('true');
  });
});
