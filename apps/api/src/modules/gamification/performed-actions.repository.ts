import { and, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import { ledgerActionTypes } from '@bloom/contract/gamification';
import type { Db } from '@bloom/db/client';
import { badges, pointActions, pointEntries, rewardRedemptions, rewards } from '@bloom/db/schema';

export interface PerformedActionsFilter {
  userId: number;
  actionType?: string;
  /** Inclusive UTC dates (YYYY-MM-DD). */
  fromDate?: string;
  toDate?: string;
}

const nextDay = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) + 24 * 3600_000);

function whereOf(filter: PerformedActionsFilter): SQL | undefined {
  return and(
    eq(pointEntries.userId, filter.userId),
    filter.actionType ? eq(pointEntries.actionType, filter.actionType) : undefined,
    filter.fromDate ? gte(pointEntries.createdAt, new Date(`${filter.fromDate}T00:00:00Z`)) : undefined,
    filter.toDate ? lt(pointEntries.createdAt, nextDay(filter.toDate)) : undefined,
  );
}

export async function countPerformedActions(db: Db, filter: PerformedActionsFilter): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(pointEntries).where(whereOf(filter));
  return row?.n ?? 0;
}

/** Ledger rows newest first, with what names them: the action, the redeemed reward, the badge. */
export async function listPerformedActions(db: Db, filter: PerformedActionsFilter, offset: number, limit: number) {
  return db
    .select({
      id: pointEntries.id,
      kind: pointEntries.kind,
      actionType: pointEntries.actionType,
      points: pointEntries.points,
      reason: pointEntries.reason,
      createdAt: pointEntries.createdAt,
      actionPoints: pointActions.defaultPoints,
      actionDescription: pointActions.description,
      rewardName: rewards.productName,
      rewardCompany: rewards.company,
      badgeName: badges.name,
    })
    .from(pointEntries)
    .leftJoin(pointActions, eq(pointActions.actionType, pointEntries.actionType))
    .leftJoin(rewardRedemptions, eq(rewardRedemptions.pointEntryId, pointEntries.id))
    .leftJoin(rewards, eq(rewards.id, rewardRedemptions.rewardId))
    .leftJoin(
      badges,
      and(eq(pointEntries.actionType, ledgerActionTypes.badgeBonus), sql`${pointEntries.sourceKey} = 'badge:' || ${badges.id}`),
    )
    .where(whereOf(filter))
    .orderBy(desc(pointEntries.createdAt), desc(pointEntries.id))
    .offset(offset)
    .limit(limit);
}
