import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import type { StudentProfile } from '@bloom/contract/profiles';
import { server } from '@/test/msw';
import { renderRoute } from '@/test/render';
import { makeProfile, signInForTest } from '../testing/fixtures';
import WalkthroughPage from './walkthrough-page';

const slow = { timeout: 5000 };
const destinations = ['/dashboard', '/onboarding', '/login'].map((path) => ({ path, element: <p>landed on {path}</p> }));

function serve(profile: StudentProfile = makeProfile({ is_completed: true })) {
  const sent: unknown[] = [];
  let profileFetches = 0;
  server.use(
    http.get('*/api/student-profiles/', () => {
      profileFetches += 1;
      return HttpResponse.json([profile]);
    }),
    http.post('*/api/growth-areas/', async ({ request }) => {
      sent.push(await request.json());
      return HttpResponse.json(
        { id: 1, student_profile: 11, growth_area_id: 'stress,sleep', initial_confidence_level: 'moderate', status: 'active', confidence_levels: [], created_at: '2026-01-01T00:00:00Z' },
        { status: 201 },
      );
    }),
  );
  return { sent, profileFetches: () => profileFetches };
}

function renderWalkthrough() {
  return renderRoute(<WalkthroughPage />, { path: '/walkthrough', routes: destinations });
}

async function chooseAreas(user: ReturnType<typeof userEvent.setup>, ...labels: string[]) {
  for (const label of labels) await user.click(screen.getByRole('checkbox', { name: label }));
}

describe('WalkthroughPage', { timeout: 20_000 }, () => {
  beforeEach(() => signInForTest());

  it('offers the 12 growth areas and needs at least one to continue', async () => {
    serve();
    renderWalkthrough();
    expect(await screen.findByRole('heading', { level: 1, name: 'What would you like to grow in?' }, slow)).toBeInTheDocument();
    expect(screen.getAllByRole('checkbox')).toHaveLength(12);
    const next = screen.getByRole('button', { name: 'Continue' });
    expect(next).toBeDisabled();
    expect(screen.getByText('Choose at least one growth area to continue.')).toBeInTheDocument();

    const user = userEvent.setup();
    await chooseAreas(user, 'Stress');
    expect(next).toBeEnabled();
    await user.click(screen.getByRole('checkbox', { name: 'Stress' }));
    expect(next).toBeDisabled();
  });

  it('step 1 asks for a confidence level; Back returns to step 0 with the choices kept', async () => {
    serve();
    renderWalkthrough();
    await screen.findByRole('heading', { level: 1, name: 'What would you like to grow in?' }, slow);
    const user = userEvent.setup();
    await chooseAreas(user, 'Sleep', 'Stress');
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    const heading = screen.getByRole('heading', { level: 1, name: 'How confident do you feel right now?' });
    expect(heading).toHaveFocus();
    expect(screen.getAllByRole('radio')).toHaveLength(5);
    expect(screen.getByRole('button', { name: 'Complete' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('heading', { level: 1, name: 'What would you like to grow in?' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Sleep' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Stress' })).toBeChecked();
  });

  it('completing creates the growth areas, refreshes the user and goes to /dashboard after 1 second', async () => {
    const api = serve();
    renderWalkthrough();
    await screen.findByRole('heading', { level: 1, name: 'What would you like to grow in?' }, slow);
    const user = userEvent.setup();
    await chooseAreas(user, 'Sleep', 'Stress');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(screen.getByRole('radio', { name: 'Moderate' }));
    const fetchesBefore = api.profileFetches();
    const startedAt = Date.now();
    await user.click(screen.getByRole('button', { name: 'Complete' }));

    expect(await screen.findByText('Your goals are saved. Taking you to your dashboard...', {}, slow)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Saving...' })).toBeDisabled();
    expect(screen.queryByText('landed on /dashboard')).not.toBeInTheDocument();
    expect(await screen.findByText('landed on /dashboard', {}, slow)).toBeInTheDocument();
    expect(Date.now() - startedAt).toBeGreaterThanOrEqual(1000);
    // Ids in the options' order, whatever order they were picked in.
    expect(api.sent).toEqual([{ student_profile: 11, growth_area_id: 'stress,sleep', initial_confidence_level: 'moderate' }]);
    expect(api.profileFetches()).toBeGreaterThan(fetchesBefore);
  });

  it("says 'Failed to create growth areas. Please try again.' when the server gives no reason, and stays", async () => {
    serve();
    server.use(http.post('*/api/growth-areas/', () => new HttpResponse(null, { status: 500 })));
    renderWalkthrough();
    await screen.findByRole('heading', { level: 1, name: 'What would you like to grow in?' }, slow);
    const user = userEvent.setup();
    await chooseAreas(user, 'Career');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(screen.getByRole('radio', { name: 'Very low' }));
    await user.click(screen.getByRole('button', { name: 'Complete' }));
    expect(await screen.findByRole('alert', {}, slow)).toHaveTextContent('Failed to create growth areas. Please try again.');
    expect(screen.getByRole('button', { name: 'Complete' })).toBeEnabled();
    expect(screen.queryByText('landed on /dashboard')).not.toBeInTheDocument();
  });

  it("shows the server's message when it gives one", async () => {
    serve();
    server.use(http.post('*/api/growth-areas/', () => HttpResponse.json({ growth_area_id: ['You can keep at most 50 growth areas.'] }, { status: 400 })));
    renderWalkthrough();
    await screen.findByRole('heading', { level: 1, name: 'What would you like to grow in?' }, slow);
    const user = userEvent.setup();
    await chooseAreas(user, 'Career');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(screen.getByRole('radio', { name: 'High' }));
    await user.click(screen.getByRole('button', { name: 'Complete' }));
    expect(await screen.findByRole('alert', {}, slow)).toHaveTextContent('You can keep at most 50 growth areas.');
  });

  it('sends a student who has not finished onboarding back to /onboarding', async () => {
    serve(makeProfile({ is_completed: false }));
    renderWalkthrough();
    expect(await screen.findByText('landed on /onboarding', {}, slow)).toBeInTheDocument();
  });

  it('goes to /login when the server has no profile for the account', async () => {
    server.use(http.get('*/api/student-profiles/', () => HttpResponse.json([])));
    renderWalkthrough();
    await waitFor(() => expect(screen.getByText('landed on /login')).toBeInTheDocument(), slow);
  });
});
