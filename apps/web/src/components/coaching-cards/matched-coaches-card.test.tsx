import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '@/test/render';
import { makeMatch, serveCoaching } from './testing/coaching-fixtures';
import { MatchedCoachesCard } from './matched-coaches-card';

function renderCard() {
  return renderRoute(<MatchedCoachesCard />, {
    path: '/dashboard',
    routes: [
      { path: '/coach/:coachId', element: <h1>Coach profile screen</h1> },
      { path: '/coach-matching', element: <h1>Matching screen</h1> },
    ],
  });
}

describe("'Your Matched Coaches' card", () => {
  it('shows each coach with initials or photo, full name, stars with one decimal, place or N/A, and View Profile', async () => {
    serveCoaching(
      {},
      http.get('*/api/match-requests/', () =>
        HttpResponse.json([
          makeMatch(1, { user: { first_name: 'Ana', last_name: 'Rivera' }, rating: 4.5, city: 'Denver', state: 'CO', url: '/media/coaches/ana.jpg' }),
          makeMatch(2, { user: { first_name: 'Ben', last_name: 'Okafor' }, rating: 4, city: null, state: null }),
        ]),
      ),
    );
    const { router } = renderCard();
    const items = await screen.findAllByRole('listitem');
    expect(items).toHaveLength(2);

    const ana = items[0]!;
    expect(within(ana).getByRole('heading', { name: 'Ana Rivera' })).toBeInTheDocument();
    expect(within(ana).getByRole('img', { name: 'Ana Rivera' })).toHaveAttribute('src', '/media/coaches/ana.jpg');
    expect(within(ana).getByRole('img', { name: 'Rated 4.5 out of 5' })).toBeInTheDocument();
    expect(ana.querySelectorAll('[data-star="half"]')).toHaveLength(1);
    expect(within(ana).getByText('Denver, CO')).toBeInTheDocument();

    const ben = items[1]!;
    expect(within(ben).getByRole('img', { name: 'Ben Okafor' })).toHaveTextContent('BO');
    expect(within(ben).getByText('4.0')).toBeInTheDocument();
    expect(within(ben).getByText('N/A')).toBeInTheDocument();

    await userEvent.setup().click(within(ana).getByRole('link', { name: /View Profile/ }));
    expect(router.state.location.pathname).toBe('/coach/101');
  });

  it('shows the loading text, then the empty state with Find Coaches and the hint', async () => {
    serveCoaching({}, http.get('*/api/match-requests/', () => HttpResponse.json([])));
    const { router } = renderCard();
    expect(screen.getByText('Loading coaches...')).toBeInTheDocument();
    expect(await screen.findByText('No coaches matched yet')).toBeInTheDocument();
    expect(screen.getByText('Take our smart assessment to get matched with perfect coaches')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('link', { name: 'Find Coaches' }));
    expect(router.state.location.pathname).toBe('/coach-matching');
  });

  it('shows the error heading and message, and Try Again loads again', async () => {
    let calls = 0;
    serveCoaching(
      {},
      http.get('*/api/match-requests/', () => {
        calls += 1;
        return calls === 1 ? HttpResponse.json({ detail: 'boom' }, { status: 500 }) : HttpResponse.json([makeMatch(1)]);
      }),
    );
    renderCard();
    expect(await screen.findByRole('heading', { name: 'Error Loading Coaches' })).toBeInTheDocument();
    expect(screen.getByText('Failed to fetch matched coaches. Please try again later.')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('heading', { name: 'Coach Number1' })).toBeInTheDocument();
  });

  it('is the tour target for matched coaches', async () => {
    serveCoaching({}, http.get('*/api/match-requests/', () => HttpResponse.json([])));
    renderCard();
    await screen.findByText('No coaches matched yet');
    expect(document.querySelector('[data-tour="matched-coaches"]')).toHaveTextContent('Your Matched Coaches');
  });
});
