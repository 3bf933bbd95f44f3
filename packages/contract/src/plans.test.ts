import { describe, expect, it } from 'vitest';
import {
  applyDiscount,
  CREDIT_PLANS,
  DEFAULT_PLAN_ID,
  findPlan,
  isLeadershipDiscountAvailable,
  leadershipDiscountPercent,
  purchaseSummary,
} from './plans';

describe('credit plans', () => {
  it('are the three fixed plans of the spec, Semester popular and chosen by default', () => {
    expect(CREDIT_PLANS.map((p) => [p.id, p.name, p.price, p.credits, p.sessions, p.duration, p.popular, p.savings_percent])).toEqual([
      ['monthly', 'Monthly', 35, 2, 2, '1 month', false, 0],
      ['semester', 'Semester', 120, 8, 8, '4 months', true, 15],
      ['annual', 'Annual', 300, 24, 24, '12 months', false, 30],
    ]);
    expect(DEFAULT_PLAN_ID).toBe('semester');
    expect(findPlan('semester')?.popular).toBe(true);
    expect(findPlan('gold')).toBeUndefined();
    for (const plan of CREDIT_PLANS) expect(plan.features.length).toBeGreaterThan(0);
  });
});

describe('leadership discount', () => {
  it.each([
    [0, 0],
    [99, 0],
    [100, 5],
    [199, 5],
    [200, 10],
    [399, 15],
    [400, 20],
    [1500, 20],
    [-50, 0],
    [Number.NaN, 0],
  ])('%d points give %d%%', (points, percent) => {
    expect(leadershipDiscountPercent(points)).toBe(percent);
  });

  it('is offered only from 100 points', () => {
    expect(isLeadershipDiscountAvailable(99)).toBe(false);
    expect(isLeadershipDiscountAvailable(100)).toBe(true);
  });

  it('rounds discounted prices to cents', () => {
    expect(applyDiscount(120, 15)).toBe(102);
    expect(applyDiscount(35, 5)).toBe(33.25);
    expect(applyDiscount(300, 20)).toBe(240);
    expect(applyDiscount(35, 0)).toBe(35);
  });

  it('summarises a purchase with and without the discount', () => {
    const semester = findPlan('semester')!;
    expect(purchaseSummary(semester, 250, true)).toEqual({
      plan_id: 'semester',
      price: 120,
      discount_percent: 10,
      discount_amount: 12,
      total: 108,
      price_per_session: 13.5,
    });
    expect(purchaseSummary(semester, 250, false)).toMatchObject({ discount_percent: 0, total: 120, price_per_session: 15 });
  });
});
