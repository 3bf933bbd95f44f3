import { screen, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { Outlet } from 'react-router';
import { creditBalance, signIn, studentProfile, userPoints } from '@/app/shell/shell-fixtures';
import { endSession } from '@/lib/current-user';
import { server } from '@/test/msw';
import { renderRoute } from '@/test/render';
import { claimFirstMobileVisit } from '../first-mobile-visit';
import DashboardPage from './dashboard-page';

function useServer({ profile = studentProfile(), profileDelay = false } = {}) {
  server.use(
    http.get('*/api/student-profiles/', async () => {
      if (profileDelay) await delay('infinite');
      return HttpResponse.json([profile]);
    }),
    http.get('*/api/user-stats/', () => HttpResponse.json({ total_activities: 9, referrals: 3, community_posts: 4 })),
    http.get('*/api/gamification/user-points/', () => HttpResponse.json({ success: true, data: userPoints({ total_points: 275 }) })),
    http.get('*/api/gamification/credits/balance/', () => HttpResponse.json({ success: true, data: creditBalance({ available_credits: 2 }) })),
  );
}

beforeEach(() => signIn());

describe('DashboardPage', () => {
  it("shows 'Setting up your dashboard...' while the student loads", () => {
    useServer({ profileDelay: true });
    renderRoute(<DashboardPage />, { path: '/dashboard' });
    expect(screen.getByRole('status')).toHaveTextContent('Setting up your dashboard...');
  });

  it('sends a student without growth areas to /walkthrough', async () => {
    useServer({ profile: studentProfile({ growth_areas: [] }) });
    const { router } = renderRoute(<DashboardPage />, { path: '/dashboard', routes: [{ path: '/walkthrough', element: <p>walkthrough</p> }] });
    expect(await screen.findByText('walkthrough')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/walkthrough');
  });

  it('greets the student, links the banner to the profile, and shows the four tiles with live numbers', async () => {
    useServer();
    renderRoute(<DashboardPage />, { path: '/dashboard' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Maya!' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Welcome, Maya!/ })).toHaveAttribute('href', '/profile');
    expect(screen.getByRole('link', { name: 'Find Coaches' })).toHaveAttribute('href', '/coach-matching');

    const tiles = within(screen.getByRole('region', { name: 'Your progress' }));
    const tile = (label: string) => tiles.getByText(label).closest('a')!;
    expect(await tiles.findByText('275')).toBeInTheDocument();
    expect(tile('Lifetime Points')).toHaveTextContent('275');
    expect(tile('Lifetime Points')).toHaveAttribute('href', '/rewards');
    expect(await tiles.findByText('4')).toBeInTheDocument();
    expect(tile('Stories Posted')).toHaveAttribute('href', '/community');
    expect(tile('Total Referrals')).toHaveTextContent('3');
    expect(tile('Total Referrals')).toHaveAttribute('href', '/referrals');
    expect(tile('Available Session Credits')).toHaveTextContent('2');
    expect(tile('Available Session Credits')).toHaveAttribute('href', '/credits');

    expect(screen.getByRole('heading', { name: 'Student Wins Spotlight' })).toBeInTheDocument();
    for (const name of ['Weekly Goal Tracking', 'AI Personal Goal Insights']) {
      const card = screen.getByRole('heading', { name }).closest('section')!;
      expect(card).toHaveTextContent('Coming Soon');
      expect(card).toHaveClass('hidden', 'md:block');
    }
  });

  it('places the coaching cards in their slot', async () => {
    useServer();
    renderRoute(<DashboardPage coachingCards={<p>upcoming sessions</p>} />, { path: '/dashboard' });
    const slot = (await screen.findByText('upcoming sessions')).closest('[data-slot="dashboard-cards"]');
    expect(slot).not.toBeNull();
  });

  it('opens the mobile sidebar on the first phone visit only', async () => {
    useServer();
    Object.defineProperty(window, 'innerWidth', { value: 390, configurable: true });
    const openMobileSidebar = vi.fn();
    const shell = { element: <Outlet context={{ openMobileSidebar }} />, children: [{ path: '/dashboard', element: <DashboardPage /> }] };
    try {
      const first = renderRoute(<p>home</p>, { path: '/', initialEntry: '/dashboard', routes: [shell] });
      await screen.findByRole('heading', { level: 1 });
      expect(openMobileSidebar).toHaveBeenCalledTimes(1);
      expect(localStorage.getItem('firstDashboardVisit')).toBe('true');
      first.unmount();

      renderRoute(<p>home</p>, { path: '/', initialEntry: '/dashboard', routes: [shell] });
      await screen.findByRole('heading', { level: 1 });
      expect(openMobileSidebar).toHaveBeenCalledTimes(1);
    } finally {
      Object.defineProperty(window, 'innerWidth', { value: 1024, configurable: true });
    }
  });
});

describe('claimFirstMobileVisit', () => {
  it('claims once per browser on phones, again only when the first-dashboard-visit marker is cleared', () => {
    expect(claimFirstMobileVisit(false)).toBe(false);
    expect(claimFirstMobileVisit(true)).toBe(true);
    expect(claimFirstMobileVisit(true)).toBe(false);
    localStorage.removeItem('firstDashboardVisit');
    expect(claimFirstMobileVisit(true)).toBe(true);
  });

  it('claims again after a logout, which clears the marker (spec: Auth state)', () => {
    expect(claimFirstMobileVisit(true)).toBe(true);
    endSession();
    expect(claimFirstMobileVisit(true)).toBe(true);
  });
});
