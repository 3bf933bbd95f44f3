// Types only from the contract: this module is in the first screen's bundle (docs/decisions/0003).
import type { AnalyticsCategory, AnalyticsEvent } from '@bloom/contract/analytics';
import { readTokens } from './token-storage';

/** The spec's event categories (spec section 9). */
export const analyticsCategories = {
  authentication: '01_Authentication',
  navigation: '02_Navigation',
  coachMatching: '03_Coach_Matching',
  coachBooking: '04_Coach_Booking',
  community: '05_Community',
  onboarding: '07_Onboarding',
  general: '09_General',
} as const satisfies Record<string, AnalyticsCategory>;

interface EventName {
  category: AnalyticsCategory;
  action: string;
}

const { authentication, navigation, coachMatching, coachBooking, community, onboarding, general } = analyticsCategories;

/** Every event the app sends: screens call `track(analyticsEvents.loginAttempt)`, never a free string. */
export const analyticsEvents = {
  loginAttempt: { category: authentication, action: 'login_attempt' },
  loginSuccess: { category: authentication, action: 'login_success' },
  loginError: { category: authentication, action: 'login_error' },
  registration: { category: authentication, action: 'registration' },
  logout: { category: authentication, action: 'logout' },
  pageView: { category: navigation, action: 'page_view' },
  tabNavigation: { category: navigation, action: 'tab_navigation' },
  coachFind: { category: coachMatching, action: 'coach_find' },
  formSubmit: { category: coachMatching, action: 'form_submit' },
  formView: { category: coachMatching, action: 'form_view' },
  bookingInterest: { category: coachBooking, action: 'booking_interest' },
  bookingConfirm: { category: coachBooking, action: 'booking_confirm' },
  communityStoryClick: { category: community, action: 'story_click' },
  communityPostClick: { category: community, action: 'post_click' },
  onboardingComplete: { category: onboarding, action: 'onboarding_complete' },
  tourStart: { category: general, action: 'tour_start' },
  tourComplete: { category: general, action: 'tour_complete' },
  tourSkip: { category: general, action: 'tour_skip' },
} as const satisfies Record<string, EventName>;

export type AnalyticsSink = (event: AnalyticsEvent) => void;

/** The browser asked not to be tracked (Do Not Track or Global Privacy Control): nothing is recorded. */
export function isTrackingRefused(): boolean {
  if (typeof navigator === 'undefined') return true;
  const nav = navigator as Navigator & { globalPrivacyControl?: boolean };
  return nav.doNotTrack === '1' || nav.globalPrivacyControl === true;
}

// Mirrors ANALYTICS_BATCH_MAX of the contract (a plain import would pull zod into the first screen).
const BATCH_MAX = 50;
const FLUSH_INTERVAL_MS = 5_000;
const ENDPOINT = '/api/analytics/events/';

export interface BatchingSink {
  sink: AnalyticsSink;
  /** Sends what is queued now; `keepalive` lets the request outlive a closing page. */
  flush: (options?: { keepalive?: boolean }) => void;
}

/**
 * Queues events and hands them to `send` in batches: when the first queued event is `intervalMs` old,
 * when the queue holds `maxBatch` events, or when `flush` is called.
 */
export function createBatchingSink(
  send: (events: AnalyticsEvent[], options: { keepalive: boolean }) => void,
  { intervalMs = FLUSH_INTERVAL_MS, maxBatch = BATCH_MAX }: { intervalMs?: number; maxBatch?: number } = {},
): BatchingSink {
  let queue: AnalyticsEvent[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;

  function flush({ keepalive = false }: { keepalive?: boolean } = {}) {
    if (timer !== undefined) {
      clearTimeout(timer);
      timer = undefined;
    }
    while (queue.length > 0) {
      send(queue.slice(0, maxBatch), { keepalive });
      queue = queue.slice(maxBatch);
    }
  }

  function sink(event: AnalyticsEvent) {
    queue.push(event);
    if (queue.length >= maxBatch) flush();
    else timer ??= setTimeout(flush, intervalMs);
  }

  return { sink, flush };
}

/** POSTs a batch to the server; analytics never bothers the student, so failures are dropped. */
function postEvents(events: AnalyticsEvent[], { keepalive }: { keepalive: boolean }) {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  const tokens = readTokens();
  if (tokens) headers.Authorization = `Bearer ${tokens.accessToken}`;
  try {
    fetch(new URL(ENDPOINT, window.location.origin), { method: 'POST', headers, body: JSON.stringify({ events }), keepalive }).catch(() => undefined);
  } catch {
    // A keepalive body over the browser's quota throws synchronously; the batch is dropped.
  }
}

const defaultSink = createBatchingSink(postEvents);
let currentSink: AnalyticsSink = defaultSink.sink;

if (typeof window !== 'undefined') {
  // A page that closes or goes to the background may never come back: send what is queued now.
  window.addEventListener('pagehide', () => defaultSink.flush({ keepalive: true }));
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') defaultSink.flush({ keepalive: true });
  });
}

/** Replaces where events go (tests, a future vendor); `null` restores the default batching sink. */
export function setAnalyticsSink(sink: AnalyticsSink | null): void {
  currentSink = sink ?? defaultSink.sink;
}

/** Sends what the default sink has queued (before a reload, in tests). */
export function flushAnalytics(options: { keepalive?: boolean } = {}): void {
  defaultSink.flush(options);
}

/** Records one event, unless the browser asked not to be tracked. */
export function track(
  event: EventName,
  details: { label?: string; properties?: Record<string, string | number | boolean | null> } = {},
): void {
  if (isTrackingRefused()) return;
  currentSink({
    category: event.category,
    action: event.action,
    ...(details.label !== undefined ? { label: details.label.slice(0, 200) } : {}),
    ...(details.properties ? { properties: details.properties } : {}),
    occurred_at: new Date().toISOString(),
  });
}
