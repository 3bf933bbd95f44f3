import type { LeaderboardResponse, UserPoints } from '@bloom/contract/gamification';
import type { Redemption, Reward } from '@bloom/contract/rewards';
import { http, HttpResponse, type RequestHandler } from 'msw';
import { availableBadges, earnedBadges, makePoints } from '@/test/gamification-fixtures';
import { server } from '@/test/msw';

export function makeReward(overrides: Partial<Reward> = {}): Reward {
  return {
    reward_id: 1,
    category: 'food',
    company: 'Campus Grind Café',
    product_name: 'Any coffee or tea',
    description: 'Your favorite drink.',
    logo_url: '/reward-logos/campus-grind.svg',
    discount_value: 4,
    discount_measure: 'usd',
    points_needed: 50,
    expiry_date: '2027-03-31',
    link: 'https://campus-grind.example.org/redeem',
    terms_link: 'https://campus-grind.example.org/terms',
    ...overrides,
  };
}

export const catalogue: Reward[] = [
  makeReward(),
  makeReward({ reward_id: 2, company: 'Flow Yoga Studio', product_name: 'Free drop-in class', category: 'wellness', discount_value: 100, discount_measure: 'percent', points_needed: 150 }),
  makeReward({ reward_id: 3, company: 'Pixel Tech', product_name: 'Headphones', category: 'retail', discount_value: 15, discount_measure: 'percent', points_needed: 2500 }),
];

export function makeRedemption(overrides: Partial<Redemption> = {}): Redemption {
  return {
    user_reward_id: 9,
    reward: makeReward(),
    meta: { promo_code: 'CAMPUS-0001', shared_code: null },
    redemption_link: 'https://campus-grind.example.org/redeem',
    points_used: 50,
    redeemed_on: '2026-03-02T15:30:00.000Z',
    ...overrides,
  };
}

export function makeLeaderboard(overrides: Partial<LeaderboardResponse> = {}): LeaderboardResponse {
  return {
    success: true,
    leaderboard: [
      { rank: 1, name: 'Ann L.', total_points: 900, level_number: 4, level_name: 'Champion', is_current_user: false },
      { rank: 2, name: 'Demo S.', total_points: 450, level_number: 3, level_name: 'Achiever', is_current_user: true },
    ],
    user_rank: 2,
    total_users: 2,
    page: 1,
    page_size: 10,
    total_pages: 1,
    is_hidden: false,
    ...overrides,
  };
}

/** The calls /rewards makes, answering like the server; `overrides` go first (MSW takes the first match). */
export function serveRewardsPage(
  { points = makePoints(), rewards = catalogue, redemptions = [] as Redemption[] }: { points?: UserPoints; rewards?: Reward[]; redemptions?: Redemption[] } = {},
  ...overrides: RequestHandler[]
) {
  server.use(
    ...overrides,
    http.get('*/api/gamification/user-points/', () => HttpResponse.json({ success: true, data: points })),
    http.get('*/api/gamification/rewards/', ({ request }) => {
      const category = new URL(request.url).searchParams.get('category') ?? 'all';
      const wanted = category === 'wellbeing' ? 'wellness' : category;
      const shown = rewards.filter((r) => category === 'all' || r.category === wanted);
      return HttpResponse.json({ success: true, rewards: shown, user_points: points.point_balance, total_rewards: shown.length });
    }),
    http.get('*/api/gamification/user-redemptions/', () => HttpResponse.json({ success: true, redemptions })),
    http.get('*/api/gamification/leaderboard/', () => HttpResponse.json(makeLeaderboard())),
    http.get('*/api/gamification/user-badges/', () => HttpResponse.json({ success: true, badges: earnedBadges })),
    http.get('*/api/gamification/available-badges/', () => HttpResponse.json({ success: true, badges: availableBadges })),
    http.get('*/api/timezone-management/', () =>
      HttpResponse.json({ timezone: 'America/New_York', offset_minutes: -300, offset_formatted: '-05:00', readable_name: 'New York', user_type: 'student' }),
    ),
  );
}
