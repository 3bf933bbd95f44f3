import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '@bloom/db/client';
import { tokenFamilies, users } from '@bloom/db/schema';
import { noticeChannels } from './database-notices';
import { preparedRead } from './prepared';

export type NewTokenFamily = typeof tokenFamilies.$inferInsert;

export async function insertTokenFamily(db: Db, family: NewTokenFamily): Promise<void> {
  await db.insert(tokenFamilies).values(family);
}

export async function readSessionEpoch(db: Db, userId: number): Promise<number | undefined> {
  const [row] = await db.select({ sessionEpoch: users.sessionEpoch }).from(users).where(eq(users.id, userId));
  return row?.sessionEpoch;
}

/**
 * The one query behind every access token: the family is live and begun in the user's current session
 * epoch. Two primary-key lookups in one statement.
 */
const liveSession = preparedRead((db) =>
  db
    .select({ isEmailVerified: users.emailVerified })
    .from(tokenFamilies)
    .innerJoin(users, eq(users.id, tokenFamilies.userId))
    .where(
      and(
        eq(tokenFamilies.id, sql.placeholder('familyId')),
        eq(tokenFamilies.userId, sql.placeholder('userId')),
        isNull(tokenFamilies.endedAt),
        eq(tokenFamilies.sessionEpoch, users.sessionEpoch),
      ),
    )
    .prepare('live_session'),
);

export async function findLiveSession(db: Db, familyId: string, userId: number): Promise<{ isEmailVerified: boolean } | undefined> {
  const [row] = await liveSession(db).execute({ familyId, userId });
  return row;
}

/** The family with its row locked for the rest of the transaction: refreshes of one family queue. */
export async function lockTokenFamily(db: Db, familyId: string, userId: number) {
  const [row] = await db
    .select({
      refreshJti: tokenFamilies.refreshJti,
      expiresAt: tokenFamilies.expiresAt,
      isLive: sql<boolean>`${tokenFamilies.endedAt} is null and ${tokenFamilies.sessionEpoch} = ${users.sessionEpoch}`,
    })
    .from(tokenFamilies)
    .innerJoin(users, eq(users.id, tokenFamilies.userId))
    .where(and(eq(tokenFamilies.id, familyId), eq(tokenFamilies.userId, userId)))
    .for('update', { of: tokenFamilies });
  return row;
}

export async function setRefreshJti(db: Db, familyId: string, refreshJti: string): Promise<void> {
  await db.update(tokenFamilies).set({ refreshJti }).where(eq(tokenFamilies.id, familyId));
}

export async function endTokenFamily(db: Db, familyId: string, reason: NonNullable<NewTokenFamily['endReason']>, now: Date): Promise<void> {
  await db
    .update(tokenFamilies)
    .set({ endedAt: now, endReason: reason })
    .where(and(eq(tokenFamilies.id, familyId), isNull(tokenFamilies.endedAt)));
  await announceSignInEnded(db, { sessionId: familyId });
}

/** Tells every process (their session caches) that a sign-in, or all of a user's, ended: on commit. */
async function announceSignInEnded(db: Db, ending: { sessionId: string } | { userId: number }): Promise<void> {
  const payload = 'sessionId' in ending ? `s:${ending.sessionId}` : `u:${ending.userId}`;
  await db.execute(sql`select pg_notify(${noticeChannels.signInEnded}, ${payload})`);
}

export async function advanceSessionEpoch(db: Db, userId: number): Promise<void> {
  await db
    .update(users)
    .set({ sessionEpoch: sql`${users.sessionEpoch} + 1` })
    .where(eq(users.id, userId));
  await announceSignInEnded(db, { userId });
}
