import { asc, eq } from 'drizzle-orm';
import { rewardRedemptions, rewards } from '@bloom/db/schema';
import type { PersonalDataPart } from '../personal-data/personal-data';

/**
 * The rewards redeemed and their codes. Erasing keeps them: each is paid for by a row of the points
 * ledger, and a single-use code must stay taken so that it is never handed to another student.
 */
export const rewardsPersonalData: PersonalDataPart = {
  section: 'redemptions',
  async exportPersonalData(db, userId) {
    const rows = await db
      .select({ redemption: rewardRedemptions, company: rewards.company, productName: rewards.productName })
      .from(rewardRedemptions)
      .innerJoin(rewards, eq(rewards.id, rewardRedemptions.rewardId))
      .where(eq(rewardRedemptions.userId, userId))
      .orderBy(asc(rewardRedemptions.id));
    return rows.map(({ redemption: r, company, productName }) => ({
      company,
      product_name: productName,
      code: r.promoCode ?? r.sharedCode,
      points_used: r.pointsUsed,
      redeemed_at: r.redeemedAt.toISOString(),
    }));
  },
  async erasePersonalData() {},
};
