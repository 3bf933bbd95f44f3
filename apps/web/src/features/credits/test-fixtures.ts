import { http, HttpResponse, type RequestHandler } from 'msw';
import type { CreditHistoryEntry, SchoolCreditStatus } from '@bloom/contract/credits';
import type { CreditBalance } from '@/lib/credit-balance';
import type { UserPoints } from '@/lib/user-points';
import { server } from '@/test/msw';

export const partnerBalance: CreditBalance = {
  available_credits: 1,
  school_name: 'Lakeside University',
  school_credit_balance: 40,
  can_get_school_credits: true,
  school_credit_per_student: 5,
};

export const partnerStatus: SchoolCreditStatus = {
  school_name: 'Lakeside University',
  is_partner: true,
  school_credit_balance: 40,
  school_credit_per_student: 5,
  credits_received: 0,
  credits_remaining_for_you: 5,
  can_get_school_credits: true,
};

export function userPointsWith(totalPoints: number): UserPoints {
  return {
    user_id: 7,
    total_points: totalPoints,
    point_balance: totalPoints,
    level: { level_number: 1, level_id: 1, name: 'Beginner', reward_description: '', threshold: 0 },
    next_level: { level_number: 2, name: 'Explorer', points_needed: 100, threshold: 100 },
    referral_code: 'ABC123',
  };
}

export const historyEntries: CreditHistoryEntry[] = [
  { id: 3, amount: -1, reason: 'booking', description: 'Coaching session booked', created_at: '2026-03-02T15:30:00.000Z', booking_id: 11 },
  { id: 1, amount: 2, reason: 'welcome', description: 'Welcome credits', created_at: '2026-01-10T09:05:00.000Z', booking_id: null },
];

const creditInfoOf = (balance: CreditBalance) => ({
  available_credits: balance.available_credits,
  can_get_school_credits: balance.can_get_school_credits,
});

/** The calls /credits makes, answering like the server; each can be replaced with `server.use`. */
export function creditsPageHandlers({
  balance = partnerBalance,
  status = partnerStatus,
  points = 0,
  history = historyEntries,
}: { balance?: CreditBalance; status?: SchoolCreditStatus; points?: number; history?: CreditHistoryEntry[] } = {}) {
  return [
    http.get('*/api/gamification/credits/balance/', () => HttpResponse.json({ success: true, data: balance, credit_info: creditInfoOf(balance) })),
    http.get('*/api/gamification/credits/school-status/', () => HttpResponse.json({ success: true, data: status })),
    http.get('*/api/gamification/credits/history/', () => HttpResponse.json({ success: true, data: history })),
    http.get('*/api/gamification/user-points/', () => HttpResponse.json({ success: true, data: userPointsWith(points) })),
    http.get('*/api/timezone-management/', () =>
      HttpResponse.json({ timezone: 'America/New_York', offset_minutes: -300, offset_formatted: '-05:00', readable_name: 'New York', user_type: 'student' }),
    ),
  ];
}

type PageOptions = Parameters<typeof creditsPageHandlers>[0];

/** Answers the page's calls; `overrides` take precedence over the defaults (MSW tries the first match). */
export function serveCreditsPage(options: PageOptions = {}, ...overrides: RequestHandler[]) {
  server.use(...overrides, ...creditsPageHandlers(options));
}
