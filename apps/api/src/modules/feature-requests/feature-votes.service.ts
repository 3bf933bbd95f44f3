import {
  featureIds,
  featureRequestMessages,
  type AllFeatures,
  type FeatureId,
  type FeatureRequestResult,
  type MyFeatureRequests,
} from '@bloom/contract/feature-requests';
import type { Db } from '@bloom/db/client';
import type { Clock } from '../../platform/clock';
import { countVotes, countVotesByFeature, findVote, insertVoteIfAbsent, listVotesOf } from './feature-votes.repository';

const isFeatureId = (value: string): value is FeatureId => (featureIds as readonly string[]).includes(value);

/**
 * Records the student's vote for a feature. A second vote (or two at once) changes nothing: the student
 * keeps their first vote and gets the same answer, with `isNew` false.
 */
export async function voteForFeature(db: Db, clock: Clock, userId: number, feature: FeatureId): Promise<{ result: FeatureRequestResult; isNew: boolean }> {
  const inserted = await insertVoteIfAbsent(db, { userId, feature, createdAt: clock.now() });
  const vote = inserted ?? (await findVote(db, userId, feature));
  if (!vote) throw new Error(`the vote of user ${userId} for ${feature} vanished`);
  return {
    result: {
      data: { feature, count: await countVotes(db, feature), voted_at: vote.createdAt.toISOString() },
      message: featureRequestMessages.thanks,
    },
    isNew: inserted !== undefined,
  };
}

/** Every votable feature with its real count, in the contract's order; features nobody voted for count 0. */
export async function listFeatureCounts(db: Db): Promise<AllFeatures> {
  const counts = new Map((await countVotesByFeature(db)).map((row) => [row.feature, row.count]));
  return { data: featureIds.map((feature) => ({ feature, count: counts.get(feature) ?? 0 })) };
}

export async function listOwnFeatureRequests(db: Db, userId: number): Promise<MyFeatureRequests> {
  const votes = await listVotesOf(db, userId);
  // A feature retired from the contract keeps its rows but is no longer offered.
  return { data: votes.flatMap((v) => (isFeatureId(v.feature) ? [{ feature: v.feature, voted_at: v.createdAt.toISOString() }] : [])) };
}
