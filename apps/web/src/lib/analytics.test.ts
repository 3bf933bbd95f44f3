import type { AnalyticsEvent } from '@bloom/contract/analytics';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '@/test/msw';
import { analyticsCategories, analyticsEvents, createBatchingSink, flushAnalytics, setAnalyticsSink, track } from './analytics';

function setNavigatorFlag(name: 'doNotTrack' | 'globalPrivacyControl', value: unknown) {
  Object.defineProperty(navigator, name, { value, configurable: true });
}

afterEach(() => {
  setAnalyticsSink(() => undefined);
  setNavigatorFlag('doNotTrack', null);
  setNavigatorFlag('globalPrivacyControl', undefined);
  vi.useRealTimers();
});

describe('the event names', () => {
  it('use only the spec categories', () => {
    const categories = new Set(Object.values(analyticsCategories));
    expect([...categories]).toEqual([
      '01_Authentication',
      '02_Navigation',
      '03_Coach_Matching',
      '04_Coach_Booking',
      '05_Community',
      '07_Onboarding',
      '09_General',
    ]);
    for (const event of Object.values(analyticsEvents)) expect(categories.has(event.category)).toBe(true);
    expect(analyticsEvents.loginError.category).toBe('01_Authentication');
    expect(analyticsEvents.pageView.category).toBe('02_Navigation');
    expect(analyticsEvents.bookingConfirm.category).toBe('04_Coach_Booking');
  });
});

describe('track', () => {
  it('hands a contract-shaped event to the sink', () => {
    const sink = vi.fn<(event: AnalyticsEvent) => void>();
    setAnalyticsSink(sink);
    track(analyticsEvents.tourStart, { label: '/dashboard', properties: { step: 0 } });
    expect(sink).toHaveBeenCalledTimes(1);
    const event = sink.mock.calls[0]![0];
    expect(event).toMatchObject({ category: '09_General', action: 'tour_start', label: '/dashboard', properties: { step: 0 } });
    expect(Number.isNaN(Date.parse(event.occurred_at))).toBe(false);
  });

  it.each([
    ['doNotTrack', '1'],
    ['globalPrivacyControl', true],
  ] as const)('records nothing when %s is %s', (flag, value) => {
    setNavigatorFlag(flag, value);
    const sink = vi.fn();
    setAnalyticsSink(sink);
    track(analyticsEvents.loginAttempt);
    expect(sink).not.toHaveBeenCalled();
  });
});

describe('the batching sink', () => {
  beforeEach(() => vi.useFakeTimers());

  const event = (action: string): AnalyticsEvent => ({ category: '09_General', action, occurred_at: '2026-01-01T00:00:00.000Z' });

  it('sends queued events together after the interval, not one by one', () => {
    const send = vi.fn();
    const { sink } = createBatchingSink(send, { intervalMs: 5_000 });
    sink(event('a'));
    sink(event('b'));
    vi.advanceTimersByTime(4_999);
    expect(send).not.toHaveBeenCalled();
    sink(event('c'));
    vi.advanceTimersByTime(1);
    expect(send).toHaveBeenCalledTimes(1);
    expect(send.mock.calls[0]![0].map((e: AnalyticsEvent) => e.action)).toEqual(['a', 'b', 'c']);
    vi.advanceTimersByTime(10_000);
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('sends at once when the batch is full, and splits a flush into batches', () => {
    const send = vi.fn();
    const { sink, flush } = createBatchingSink(send, { maxBatch: 2 });
    sink(event('a'));
    sink(event('b'));
    expect(send).toHaveBeenCalledTimes(1);
    sink(event('c'));
    flush({ keepalive: true });
    expect(send).toHaveBeenCalledTimes(2);
    expect(send.mock.calls[1]).toEqual([[event('c')], { keepalive: true }]);
  });
});

describe('the default sink', () => {
  beforeEach(() => setAnalyticsSink(null));

  it('POSTs the batch to /api/analytics/events/', async () => {
    const received: unknown[] = [];
    server.use(
      http.post('*/api/analytics/events/', async ({ request }) => {
        received.push(await request.json());
        return HttpResponse.json({ accepted: 2 }, { status: 202 });
      }),
    );
    track(analyticsEvents.loginAttempt);
    track(analyticsEvents.loginSuccess, { label: 'email' });
    flushAnalytics();
    await vi.waitFor(() => expect(received).toHaveLength(1));
    expect(received[0]).toMatchObject({
      events: [
        { category: '01_Authentication', action: 'login_attempt' },
        { category: '01_Authentication', action: 'login_success', label: 'email' },
      ],
    });
  });

  it('sends nothing at all when the browser asks not to be tracked', async () => {
    setNavigatorFlag('doNotTrack', '1');
    const received: unknown[] = [];
    server.use(
      http.post('*/api/analytics/events/', async ({ request }) => {
        received.push(await request.json());
        return new HttpResponse(null, { status: 202 });
      }),
    );
    track(analyticsEvents.loginAttempt);
    flushAnalytics();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(received).toEqual([]);
  });
});
