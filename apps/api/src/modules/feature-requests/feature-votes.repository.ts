import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '@bloom/db/client';
import { featureVotes } from '@bloom/db/schema';

export type FeatureVoteRow = typeof featureVotes.$inferSelect;

/** Inserts the vote unless this student already voted for the feature (the unique index decides, also under races). */
export async function insertVoteIfAbsent(db: Db, values: { userId: number; feature: string; createdAt: Date }): Promise<FeatureVoteRow | undefined> {
  const [row] = await db.insert(featureVotes).values(values).onConflictDoNothing({ target: [featureVotes.userId, featureVotes.feature] }).returning();
  return row;
}

export async function findVote(db: Db, userId: number, feature: string): Promise<FeatureVoteRow | undefined> {
  const [row] = await db
    .select()
    .from(featureVotes)
    .where(and(eq(featureVotes.userId, userId), eq(featureVotes.feature, feature)));
  return row;
}

export async function countVotesByFeature(db: Db): Promise<{ feature: string; count: number }[]> {
  return db
    .select({ feature: featureVotes.feature, count: sql<number>`count(*)::int` })
    .from(featureVotes)
    .groupBy(featureVotes.feature);
}

export async function countVotes(db: Db, feature: string): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(featureVotes).where(eq(featureVotes.feature, feature));
  return row?.n ?? 0;
}

export async function listVotesOf(db: Db, userId: number): Promise<FeatureVoteRow[]> {
  return db.select().from(featureVotes).where(eq(featureVotes.userId, userId)).orderBy(asc(featureVotes.createdAt), asc(featureVotes.id));
}
