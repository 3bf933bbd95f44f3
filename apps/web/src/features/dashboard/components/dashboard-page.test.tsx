import type { Post } from '@bloom/contract/community';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { Outlet } from 'react-router';
import { creditBalance, signIn, studentProfile, userPoints } from '@/app/shell/shell-fixtures';
import { endSession } from '@/lib/current-user';
import { makePost } from '@/test/community-fixtures';
import { server } from '@/test/msw';
import { renderRoute } from '@/test/render';
import { claimFirstMobileVisit } from '../first-mobile-visit';
import DashboardPage from './dashboard-page';

interface VoteServer {
  counts?: Record<string, number>;
  mine?: string[];
  /** The whole body of the all-features answer, to try the spec's other shape. */
  countsBody?: (counts: { feature: string; count: number }[]) => object;
}

/** The feature-vote calls, answering like the server: one vote per feature, counts following. */
function useVoteServer({ counts = {}, mine = [], countsBody = (data) => ({ data }) }: VoteServer = {}) {
  const state = { counts: { weekly_goal_tracking: 0, ai_growth_insights: 0, ai_session_assistant: 0, ...counts }, mine: [...mine], posts: [] as unknown[] };
  server.use(
    http.get('*/api/feature-requests/all-features/', () =>
      HttpResponse.json(countsBody(Object.entries(state.counts).map(([feature, count]) => ({ feature, count })))),
    ),
    http.get('*/api/feature-requests/my-requests/', () => HttpResponse.json({ data: state.mine.map((feature) => ({ feature, voted_at: '2030-01-01T00:00:00Z' })) })),
    http.post('*/api/feature-requests/', async ({ request }) => {
      const { feature } = (await request.json()) as { feature: keyof typeof state.counts };
      state.posts.push({ feature });
      if (!state.mine.includes(feature)) {
        state.mine.push(feature);
        state.counts[feature] += 1;
      }
      return HttpResponse.json({ data: { feature, count: state.counts[feature], voted_at: '2030-01-01T00:00:00Z' }, message: 'Thanks!' }, { status: 201 });
    }),
  );
  return state;
}

function useServer({ profile = studentProfile(), profileDelay = false, spotlight = [] as Post[] } = {}) {
  useVoteServer();
  server.use(
    http.get('*/api/peer-support-posts/spotlight/', () => HttpResponse.json({ results: spotlight })),
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

  it('shows sample wins in the Student Wins Spotlight only while the school wall is empty', async () => {
    useServer();
    renderRoute(<DashboardPage />, { path: '/dashboard' });
    const card = (await screen.findByRole('heading', { name: 'Student Wins Spotlight' })).closest('section')!;
    expect(await within(card).findByText('Went to office hours for the first time and finally understood recursion.')).toBeInTheDocument();
  });

  it("spotlights the school's real stories, linked to their pages, with anonymous authors kept anonymous", async () => {
    const loved = makePost({ content: 'Got my first internship!', like_count: 7, username: 'Ana L.' });
    const secret = makePost({ content: 'Made it through a hard month.', is_anonymous: true, username: null, author: null, user_id: null, like_count: 1 });
    useServer({ spotlight: [loved, secret] });
    renderRoute(<DashboardPage />, { path: '/dashboard' });
    const card = (await screen.findByRole('heading', { name: 'Student Wins Spotlight' })).closest('section')!;
    const first = (await within(card).findByText('Got my first internship!')).closest('a')!;
    expect(first).toHaveAttribute('href', `/community/${loved.id}`);
    expect(first).toHaveTextContent('Ana L.');
    expect(first).toHaveTextContent('7 likes');
    expect(within(card).getByText('Made it through a hard month.').closest('a')).toHaveTextContent('Anonymous');
    expect(within(card).queryByText(/recursion/)).not.toBeInTheDocument();
  });

  it('shows each card\'s vote count as the real count plus its baseline (50 and 58)', async () => {
    useServer();
    useVoteServer({ counts: { weekly_goal_tracking: 3 } });
    renderRoute(<DashboardPage />, { path: '/dashboard' });
    const weekly = within(await screen.findByRole('region', { name: 'Weekly Goal Tracking' }));
    expect(await weekly.findByText('53')).toBeInTheDocument();
    expect(weekly.getByText(/students want this/)).toBeInTheDocument();
    const insights = within(screen.getByRole('region', { name: 'AI Personal Goal Insights' }));
    expect(await insights.findByText('58')).toBeInTheDocument();
  });

  it("votes with '+1 This!', then shows 'Voted!' with a thank-you and the new count", async () => {
    useServer();
    const state = useVoteServer({ counts: { weekly_goal_tracking: 3 } });
    renderRoute(<DashboardPage />, { path: '/dashboard' });
    const user = userEvent.setup();
    const weekly = within(await screen.findByRole('region', { name: 'Weekly Goal Tracking' }));
    const button = await weekly.findByRole('button', { name: '+1 This!' });
    expect(button).toHaveAccessibleDescription(/Weekly Goal Tracking/);
    await user.click(button);
    expect(await weekly.findByRole('button', { name: 'Voted!' })).toBeDisabled();
    expect(weekly.getByText('Thanks for your vote! We build what students ask for most.')).toBeInTheDocument();
    expect(weekly.getByText('54')).toBeInTheDocument();
    expect(state.posts).toEqual([{ feature: 'weekly_goal_tracking' }]);
    // The other card is untouched.
    expect(within(screen.getByRole('region', { name: 'AI Personal Goal Insights' })).getByRole('button', { name: '+1 This!' })).toBeEnabled();
  });

  it("shows 'Voted!' for a feature the student voted for before, and reads counts nested in data.data", async () => {
    useServer();
    useVoteServer({ counts: { ai_growth_insights: 10 }, mine: ['ai_growth_insights'], countsBody: (data) => ({ data: { data } }) });
    renderRoute(<DashboardPage />, { path: '/dashboard' });
    const insights = within(await screen.findByRole('region', { name: 'AI Personal Goal Insights' }));
    expect(await insights.findByRole('button', { name: 'Voted!' })).toBeDisabled();
    expect(await insights.findByText('68')).toBeInTheDocument();
  });

  it("says 'Failed to submit' when the vote's answer carries no data, and the button stays", async () => {
    useServer();
    server.use(http.post('*/api/feature-requests/', () => HttpResponse.json({ message: 'ok' })));
    renderRoute(<DashboardPage />, { path: '/dashboard' });
    const user = userEvent.setup();
    const weekly = within(await screen.findByRole('region', { name: 'Weekly Goal Tracking' }));
    await user.click(await weekly.findByRole('button', { name: '+1 This!' }));
    expect(await weekly.findByText('Failed to submit')).toBeInTheDocument();
    expect(weekly.getByRole('button', { name: '+1 This!' })).toBeEnabled();
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
      // Once the dashboard has painted.
      await vi.waitFor(() => expect(openMobileSidebar).toHaveBeenCalledTimes(1));
      expect(localStorage.getItem('firstDashboardVisit')).toBe('true');
      first.unmount();

      renderRoute(<p>home</p>, { path: '/', initialEntry: '/dashboard', routes: [shell] });
      await screen.findByRole('heading', { level: 1 });
      await new Promise((resolve) => setTimeout(resolve, 100));
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
