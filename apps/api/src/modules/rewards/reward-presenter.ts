import type { Reward } from '@bloom/contract/rewards';
import type { RewardRow } from './rewards.repository';

export function toReward(row: RewardRow): Reward {
  return {
    reward_id: row.id,
    category: row.category,
    company: row.company,
    product_name: row.productName,
    description: row.description,
    logo_url: row.logoUrl,
    discount_value: row.discountValue,
    discount_measure: row.discountMeasure,
    points_needed: row.pointsNeeded,
    expiry_date: row.expiryDate,
    link: row.link,
    terms_link: row.termsLink,
  };
}
