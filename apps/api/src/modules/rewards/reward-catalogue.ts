import { rewardsResponseSchema, type RewardCategory } from '@bloom/contract/rewards';
import type { Db } from '@bloom/db/client';
import { loadActiveRewards, type RewardRow } from './rewards.repository';
import { toReward } from './reward-presenter';

/** What /rewards lists for a day and a category, already written as JSON, and how many rewards it holds. */
export interface RewardOffer {
  json: string;
  count: number;
}

interface Kept {
  version: number;
  rows: RewardRow[];
  offers: Map<string, RewardOffer>;
}

/** Days and categories kept per version before the oldest are let go (a new day starts new offers). */
const MAX_OFFERS = 64;

/** Per database handle, like prepared statements: each test app and process has its own. */
const keptByDb = new WeakMap<Db, Kept>();

/**
 * The rewards on offer, kept in memory with the version they were read at (decision 0039): every change
 * to the rewards bumps that version in its own transaction (a trigger, migration 0008), and each request
 * reads the current version beside the student's balance, so a kept offer is used only while it is the
 * current one, in every process. Each offer is checked against the answer's schema once, when written.
 */
export async function rewardOffer(db: Db, currentVersion: number, today: string, category: RewardCategory | 'all'): Promise<RewardOffer> {
  let kept = keptByDb.get(db);
  if (!kept || kept.version !== currentVersion) {
    const loaded = await loadActiveRewards(db);
    kept = { ...loaded, offers: new Map() };
    keptByDb.set(db, kept);
  }
  const key = `${today} ${category}`;
  let offer = kept.offers.get(key);
  if (!offer) {
    const rewards = kept.rows
      .filter((row) => (row.expiryDate === null || row.expiryDate >= today) && (category === 'all' || row.category === category))
      .map(toReward);
    offer = { json: JSON.stringify(rewardsResponseSchema.shape.rewards.parse(rewards)), count: rewards.length };
    if (kept.offers.size >= MAX_OFFERS) kept.offers.clear();
    kept.offers.set(key, offer);
  }
  return offer;
}
