import type { PointsEvent } from '@bloom/contract/gamification';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiClient } from '@/lib/http';
import { userPointsQueryKey } from '@/lib/user-points';
import { server } from '@/test/msw';
import { renderRoute } from '@/test/render';
import { PointsPopup } from './points-popup';
import { describeAction, toastsForPointsEvent } from './points-toasts';

const event = (overrides: Partial<PointsEvent> = {}): PointsEvent => ({
  action_type: 'community_sharing_story',
  points: 25,
  total_points: 125,
  level_up: null,
  badges: [],
  ...overrides,
});

function renderPopup() {
  let emit: (event: PointsEvent) => void = () => undefined;
  const subscribe = (listener: (event: PointsEvent) => void) => {
    emit = listener;
    return () => undefined;
  };
  const result = renderRoute(<PointsPopup subscribe={subscribe} />);
  return { ...result, emit: (e: PointsEvent) => act(() => emit(e)) };
}

afterEach(() => vi.useRealTimers());

describe('toastsForPointsEvent', () => {
  it('says what the points were for, in the spec words', () => {
    const [toast] = toastsForPointsEvent(event());
    expect(toast).toMatchObject({ type: 'points', title: 'Points Earned!', message: 'You earned 25 points for sharing your story.', autoCloseDelay: 4000 });
    expect(describeAction('BOOKED_SESSION')).toBe('booking a session');
    expect(describeAction('created_account')).toBe('creating your account');
    expect(describeAction('something_new')).toBe('something new');
  });

  it('orders the points, then the level up, then each badge; and does not celebrate lost points', () => {
    const toasts = toastsForPointsEvent(
      event({
        level_up: { level_number: 2, name: 'Explorer', reward_description: '' },
        badges: [{ id: 1, name: 'Storyteller', description: 'Shared a first story.', points: 0, category: 'community', icon_url: '/badges/storyteller.svg' }],
      }),
    );
    expect(toasts.map((t) => t.title)).toEqual(['Points Earned!', 'Level Up!', 'Badge Earned!']);
    expect(toasts[1]).toMatchObject({ type: 'level', level: 2 });
    expect(toasts[2]).toMatchObject({ type: 'badge', badgeName: 'Storyteller' });
    expect(toastsForPointsEvent(event({ action_type: 'canceled_session', points: -30 }))).toEqual([]);
  });

  it('follows a badge with bonus points by its achievement popup', () => {
    const toasts = toastsForPointsEvent(
      event({ badges: [{ id: 5, name: 'Committed', description: 'Joined five coaching sessions', points: 100, category: 'wellness', icon_url: '/badges/committed.svg' }] }),
    );
    expect(toasts.map((t) => t.title)).toEqual(['Points Earned!', 'Badge Earned!', 'Achievement!']);
    expect(toasts[1]).toMatchObject({ message: 'You earned the Committed badge. Joined five coaching sessions', iconUrl: '/badges/committed.svg' });
    expect(toasts[2]).toMatchObject({ type: 'achievement', points: 100, message: 'Committed unlocked: +100 bonus points.' });
  });
});

describe('PointsPopup', () => {
  it('shows the points popup, closes it after 4000 ms and clears it 300 ms later', () => {
    vi.useFakeTimers();
    const { emit } = renderPopup();
    emit(event());
    const dialog = screen.getByRole('dialog', { name: 'Points Earned!' });
    expect(dialog).toHaveTextContent('You earned 25 points for sharing your story.');
    expect(dialog).toHaveAttribute('data-state', 'open');

    act(() => vi.advanceTimersByTime(3999));
    expect(dialog).toHaveAttribute('data-state', 'open');
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('dialog')).toHaveAttribute('data-state', 'closed');
    act(() => vi.advanceTimersByTime(299));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("closes at once with 'Awesome!', then shows the level up and the badge in turn", () => {
    vi.useFakeTimers();
    const { emit } = renderPopup();
    emit(
      event({
        level_up: { level_number: 2, name: 'Explorer', reward_description: 'A new badge frame.' },
        badges: [{ id: 3, name: 'Storyteller', description: '', points: 0, category: 'community', icon_url: null }],
      }),
    );
    expect(screen.getByRole('dialog', { name: 'Points Earned!' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Awesome!' }));
    act(() => vi.advanceTimersByTime(300));
    const level = screen.getByRole('dialog', { name: 'Level Up!' });
    expect(level).toHaveTextContent('You reached level 2: Explorer. A new badge frame.');

    act(() => vi.advanceTimersByTime(4000));
    act(() => vi.advanceTimersByTime(300));
    expect(screen.getByRole('dialog', { name: 'Badge Earned!' })).toHaveTextContent('You earned the Storyteller badge.');
    act(() => vi.advanceTimersByTime(4000));
    act(() => vi.advanceTimersByTime(300));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('refreshes the user points when an event arrives', () => {
    const { emit, queryClient } = renderPopup();
    queryClient.setQueryData(userPointsQueryKey, { total_points: 100 });
    emit(event({ points: 0 }));
    expect(queryClient.getQueryState(userPointsQueryKey)?.isInvalidated).toBe(true);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('follows the points_event of any successful response', async () => {
    server.use(http.post('*/api/peer-support-posts/', () => HttpResponse.json({ id: 1, points_event: event() }, { status: 201 })));
    renderRoute(<PointsPopup />);
    await apiClient.post('/peer-support-posts/', { content: 'Hello' });
    await waitFor(() => expect(screen.getByRole('dialog', { name: 'Points Earned!' })).toBeInTheDocument());
  });
});
