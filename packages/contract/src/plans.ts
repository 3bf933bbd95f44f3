/**
 * The three fixed credit plans and the leadership discount. Pure data and functions without zod, so the
 * web app's /credits screen can use them without loading a validation library (docs/decisions/0003);
 * the wire schemas of the payment calls are in payments.ts.
 */
export const planIds = ['monthly', 'semester', 'annual'] as const;
export type PlanId = (typeof planIds)[number];

export interface CreditPlan {
  id: PlanId;
  name: string;
  /** US dollars. */
  price: number;
  /** Credits granted when the plan is bought; one credit books one session. */
  credits: number;
  sessions: number;
  /** Human text, e.g. '4 months'. */
  duration: string;
  duration_months: number;
  popular: boolean;
  /** Saving per session compared with the Monthly plan, as the product states it; 0 for Monthly. */
  savings_percent: number;
  features: string[];
}

const sharedFeatures = [
  'Book any of your matched coaches',
  'A calendar invitation and join link for every session',
  'Cancel more than 24 hours ahead and get your credit back',
];

export const CREDIT_PLANS: readonly CreditPlan[] = [
  {
    id: 'monthly',
    name: 'Monthly',
    price: 35,
    credits: 2,
    sessions: 2,
    duration: '1 month',
    duration_months: 1,
    popular: false,
    savings_percent: 0,
    features: ['2 one-on-one coaching sessions', ...sharedFeatures],
  },
  {
    id: 'semester',
    name: 'Semester',
    price: 120,
    credits: 8,
    sessions: 8,
    duration: '4 months',
    duration_months: 4,
    popular: true,
    savings_percent: 15,
    features: ['8 one-on-one coaching sessions', 'Save 15% compared with Monthly', ...sharedFeatures],
  },
  {
    id: 'annual',
    name: 'Annual',
    price: 300,
    credits: 24,
    sessions: 24,
    duration: '12 months',
    duration_months: 12,
    popular: false,
    savings_percent: 30,
    features: ['24 one-on-one coaching sessions', 'Save 30% compared with Monthly', ...sharedFeatures],
  },
];

/** Chosen when the credits screen opens. */
export const DEFAULT_PLAN_ID: PlanId = 'semester';

export function findPlan(id: string): CreditPlan | undefined {
  return CREDIT_PLANS.find((plan) => plan.id === id);
}

/**
 * Leadership discount: 5% for every full 100 points, at most 20%, and nothing below 100 points.
 * `points` is the student's lifetime total_points (the discount spends no points, and lifetime points
 * are what measure leadership and decide the level).
 */
export const LEADERSHIP_DISCOUNT = {
  minPoints: 100,
  pointsPerStep: 100,
  percentPerStep: 5,
  maxPercent: 20,
} as const;

export function isLeadershipDiscountAvailable(points: number): boolean {
  return Number.isFinite(points) && points >= LEADERSHIP_DISCOUNT.minPoints;
}

export function leadershipDiscountPercent(points: number): number {
  if (!isLeadershipDiscountAvailable(points)) return 0;
  const steps = Math.floor(points / LEADERSHIP_DISCOUNT.pointsPerStep);
  return Math.min(LEADERSHIP_DISCOUNT.maxPercent, steps * LEADERSHIP_DISCOUNT.percentPerStep);
}

/** Price after a percentage discount, rounded to whole cents. */
export function applyDiscount(price: number, discountPercent: number): number {
  const percent = Math.min(100, Math.max(0, discountPercent));
  return Math.round(price * (100 - percent)) / 100;
}

/** What the purchase summary shows for a plan with or without the leadership discount. */
export function purchaseSummary(plan: CreditPlan, points: number, applyLeadershipDiscount: boolean) {
  const discountPercent = applyLeadershipDiscount ? leadershipDiscountPercent(points) : 0;
  const total = applyDiscount(plan.price, discountPercent);
  return {
    plan_id: plan.id,
    price: plan.price,
    discount_percent: discountPercent,
    discount_amount: Math.round((plan.price - total) * 100) / 100,
    total,
    price_per_session: Math.round((total / plan.sessions) * 100) / 100,
  };
}
export type PurchaseSummary = ReturnType<typeof purchaseSummary>;
