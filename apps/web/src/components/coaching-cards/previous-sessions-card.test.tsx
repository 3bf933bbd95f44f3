import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '@/test/render';
import { makeBooking, serveCoaching } from './testing/coaching-fixtures';
import { PreviousSessionsCard } from './previous-sessions-card';

function renderCard(props: Partial<Parameters<typeof PreviousSessionsCard>[0]> = {}) {
  return renderRoute(<PreviousSessionsCard sessions={[]} isPending={false} isError={false} onRetry={() => undefined} {...props} />, {
    path: '/dashboard',
    routes: [{ path: '/coach/:coachId', element: <h1>Coach profile screen</h1> }],
  });
}

describe("'Previous Sessions' card", () => {
  it('shows each row: coach (or Unknown Coach), the start in the student timezone, Rated n/5 or Feedback, and Book Again', async () => {
    serveCoaching({ timezone: 'America/New_York' });
    const sessions = [
      makeBooking({ id: 3, start: '2026-04-20T14:00:00.000Z', rating: 4 }),
      makeBooking({
        id: 2,
        start: '2026-04-18T23:30:00.000Z',
        mentor_profile: { id: 0, url: null, user: { first_name: '', last_name: '' } },
      }),
    ];
    const { router } = renderCard({ sessions });
    expect(screen.getByRole('heading', { name: 'Previous Sessions' })).toBeInTheDocument();
    expect(screen.getByText('Sessions you have completed')).toBeInTheDocument();

    const list = screen.getByRole('list', { name: 'Previous sessions' });
    const [rated, unknown] = within(list).getAllByRole('listitem');
    // 14:00 UTC is 10:00 in New York (EDT), 23:30 UTC on the 18th is 19:30 the same day.
    expect(await within(rated!).findByText('20 Apr 2026, 10:00 AM')).toBeInTheDocument();
    expect(within(rated!).getByText('Ana Rivera')).toBeInTheDocument();
    expect(within(rated!).getByText('Rated: 4/5')).toBeInTheDocument();
    expect(within(rated!).queryByRole('button', { name: /Feedback/ })).not.toBeInTheDocument();

    expect(within(unknown!).getByText('Unknown Coach')).toBeInTheDocument();
    expect(within(unknown!).getByText('18 Apr 2026, 07:30 PM')).toBeInTheDocument();
    expect(within(unknown!).getByRole('button', { name: /^Feedback/ })).toBeEnabled();
    expect(within(unknown!).getByRole('button', { name: /^Book Again/ })).toBeDisabled();

    await userEvent.setup().click(within(rated!).getByRole('button', { name: /^Book Again/ }));
    expect(router.state.location.pathname).toBe('/coach/4');
  });

  it('lists in a scrolling area 350px tall', () => {
    serveCoaching();
    renderCard({ sessions: [makeBooking()] });
    expect(screen.getByRole('list', { name: 'Previous sessions' })).toHaveClass('max-h-[350px]', 'overflow-y-auto');
  });

  it('shows Loading sessions..., and No previous sessions. when empty', () => {
    serveCoaching();
    const { rerender } = renderCard({ isPending: true, sessions: undefined });
    expect(screen.getByText('Loading sessions...')).toBeInTheDocument();
    rerender(<></>);
    renderCard({ sessions: [] });
    expect(screen.getByText('No previous sessions.')).toBeInTheDocument();
  });

  it('Feedback opens the rating dialog for that session', async () => {
    serveCoaching();
    renderCard({ sessions: [makeBooking({ id: 9, start: '2026-04-20T14:00:00.000Z' })] });
    await userEvent.setup().click(screen.getByRole('button', { name: /^Feedback/ }));
    expect(await screen.findByRole('dialog', { name: 'Rate Your Session' })).toBeInTheDocument();
  });
});
