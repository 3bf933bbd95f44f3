import type { Reward } from '@bloom/contract/rewards';

/** The marketplace filter (spec): 'Wellbeing' shows the wellness rewards. */
export const rewardFilters = [
  { value: 'all', label: 'All' },
  { value: 'wellbeing', label: 'Wellbeing' },
  { value: 'lifestyle', label: 'Lifestyle' },
  { value: 'food', label: 'Food' },
  { value: 'retail', label: 'Retail' },
] as const;
export type RewardFilter = (typeof rewardFilters)[number]['value'];

/** "20% off", "$5 off", or "Free" for a full discount. */
export function discountLabel(reward: Pick<Reward, 'discount_value' | 'discount_measure'>): string {
  if (reward.discount_measure === 'percent') return reward.discount_value >= 100 ? 'Free' : `${reward.discount_value}% off`;
  const amount = Number.isInteger(reward.discount_value) ? String(reward.discount_value) : reward.discount_value.toFixed(2);
  return `$${amount} off`;
}

/** A YYYY-MM-DD last day as "Mar 31, 2027" (a calendar date: no timezone shift). */
export function formatLastDay(date: string): string {
  return new Date(`${date}T00:00:00Z`).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
}

export type RedeemState = 'redeemed' | 'redeeming' | 'affordable' | 'insufficient';

/** The card's button (spec): 'Redeemed!', 'Redeeming', 'Redeem Reward' or 'Insufficient Points'. */
export function redeemStateOf(reward: Reward, balance: number, redeemedIds: ReadonlySet<number>, redeemingId: number | null): RedeemState {
  if (redeemedIds.has(reward.reward_id)) return 'redeemed';
  if (redeemingId === reward.reward_id) return 'redeeming';
  return balance >= reward.points_needed ? 'affordable' : 'insufficient';
}

export const redeemButtonLabels: Record<RedeemState, string> = {
  redeemed: 'Redeemed!',
  redeeming: 'Redeeming',
  affordable: 'Redeem Reward',
  insufficient: 'Insufficient Points',
};
