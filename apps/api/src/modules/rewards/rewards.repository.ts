import { and, asc, desc, eq, gte, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '@bloom/db/client';
import { pointTotals, referenceVersions, rewardCodes, rewardRedemptions, rewards, users } from '@bloom/db/schema';
import { preparedRead } from '../../platform/prepared';

export type RewardRow = typeof rewards.$inferSelect;
export type NewReward = typeof rewards.$inferInsert;

/** Active and not past its last day (`today` is a UTC date). */
const isRedeemable = (today: string | SQL) => and(eq(rewards.isActive, true), or(isNull(rewards.expiryDate), gte(rewards.expiryDate, today)));

/** The student's spendable points and the version of the rewards (migration 0008), in one query. */
const balanceAndCatalogueVersion = preparedRead((db) =>
  db
    .select({
      pointBalance: sql<number>`coalesce(${pointTotals.pointBalance}, 0)`,
      catalogueVersion: sql<number>`coalesce((select ${referenceVersions.version} from ${referenceVersions} where ${referenceVersions.name} = 'rewards'), 0)`,
    })
    .from(users)
    .leftJoin(pointTotals, eq(pointTotals.userId, users.id))
    .where(eq(users.id, sql.placeholder('userId')))
    .prepare('reward_balance_and_catalogue_version'),
);

export async function findBalanceAndCatalogueVersion(db: Db, userId: number): Promise<{ pointBalance: number; catalogueVersion: number }> {
  const [row] = await balanceAndCatalogueVersion(db).execute({ userId });
  return row ?? { pointBalance: 0, catalogueVersion: 0 };
}

/** The active rewards, cheapest first, and the version they are, read in one snapshot. */
export async function loadActiveRewards(db: Db): Promise<{ version: number; rows: RewardRow[] }> {
  return db.transaction(
    async (tx) => {
      const [stamp] = await tx.select({ version: referenceVersions.version }).from(referenceVersions).where(eq(referenceVersions.name, 'rewards'));
      const rows = await tx.select().from(rewards).where(eq(rewards.isActive, true)).orderBy(asc(rewards.pointsNeeded), asc(rewards.id));
      return { version: stamp?.version ?? 0, rows };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

export async function findRedeemableReward(db: Db, rewardId: number, today: string): Promise<RewardRow | undefined> {
  const [row] = await db.select().from(rewards).where(and(eq(rewards.id, rewardId), isRedeemable(today)));
  return row;
}

export async function hasRedeemed(db: Db, userId: number, rewardId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: rewardRedemptions.id })
    .from(rewardRedemptions)
    .where(and(eq(rewardRedemptions.userId, userId), eq(rewardRedemptions.rewardId, rewardId)));
  return row !== undefined;
}

/**
 * Takes the oldest free code of the reward. Rows other transactions are claiming right now are skipped
 * (FOR UPDATE SKIP LOCKED), so concurrent redemptions never wait on, or get, the same code.
 */
export async function claimFreeCode(db: Db, rewardId: number, now: Date): Promise<{ id: number; code: string } | undefined> {
  const [free] = await db
    .select({ id: rewardCodes.id, code: rewardCodes.code })
    .from(rewardCodes)
    .where(and(eq(rewardCodes.rewardId, rewardId), isNull(rewardCodes.claimedAt)))
    .orderBy(asc(rewardCodes.id))
    .limit(1)
    .for('update', { skipLocked: true });
  if (!free) return undefined;
  await db.update(rewardCodes).set({ claimedAt: now }).where(eq(rewardCodes.id, free.id));
  return free;
}

export async function insertRedemption(db: Db, values: typeof rewardRedemptions.$inferInsert) {
  const [row] = await db.insert(rewardRedemptions).values(values).returning();
  return row!;
}

/** The student's redemptions with their rewards, newest first. */
const redemptionsOf = preparedRead((db) =>
  db
    .select({ redemption: rewardRedemptions, reward: rewards })
    .from(rewardRedemptions)
    .innerJoin(rewards, eq(rewards.id, rewardRedemptions.rewardId))
    .where(eq(rewardRedemptions.userId, sql.placeholder('userId')))
    .orderBy(desc(rewardRedemptions.redeemedAt), desc(rewardRedemptions.id))
    .prepare('redemptions_of'),
);

export async function listRedemptions(db: Db, userId: number) {
  return redemptionsOf(db).execute({ userId });
}

// ---- the operator's catalogue ----

export async function findRewardByName(db: Db, company: string, productName: string): Promise<RewardRow | undefined> {
  const [row] = await db
    .select()
    .from(rewards)
    .where(and(sql`lower(${rewards.company}) = lower(${company})`, sql`lower(${rewards.productName}) = lower(${productName})`));
  return row;
}

export async function insertReward(db: Db, values: NewReward): Promise<RewardRow> {
  const [row] = await db.insert(rewards).values(values).returning();
  return row!;
}

/** Adds the codes the pool does not hold yet; returns how many were new. */
export async function insertRewardCodes(db: Db, rewardId: number, codes: string[]): Promise<number> {
  let added = 0;
  for (let i = 0; i < codes.length; i += 1000) {
    const rows = await db
      .insert(rewardCodes)
      .values(codes.slice(i, i + 1000).map((code) => ({ rewardId, code })))
      .onConflictDoNothing()
      .returning({ id: rewardCodes.id });
    added += rows.length;
  }
  return added;
}

/** Every reward with its pool: codes in total and still free. */
export async function listRewardsWithPools(db: Db) {
  return db
    .select({
      reward: rewards,
      codes: sql<number>`count(${rewardCodes.id})::int`,
      freeCodes: sql<number>`(count(${rewardCodes.id}) filter (where ${rewardCodes.claimedAt} is null))::int`,
    })
    .from(rewards)
    .leftJoin(rewardCodes, eq(rewardCodes.rewardId, rewards.id))
    .groupBy(rewards.id)
    .orderBy(asc(rewards.category), asc(rewards.pointsNeeded), asc(rewards.id));
}

/** A student account by id or email (any case). */
export async function findStudentAccount(db: Db, ref: string) {
  const byId = /^\d+$/.test(ref) ? eq(users.id, Number(ref)) : sql`lower(${users.email}) = lower(${ref})`;
  const [row] = await db.select({ id: users.id, email: users.email, isStudent: users.isStudent }).from(users).where(byId);
  return row;
}
