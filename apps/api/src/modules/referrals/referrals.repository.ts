import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { INVITATIONS_PER_DAY, INVITATION_ADDRESS_COOLDOWN_DAYS } from '@bloom/contract/referrals';
import type { Db } from '@bloom/db/client';
import { pointEntries, referralInvitationAddresses, referralInvitationDays, referralInvitations, referrals, users } from '@bloom/db/schema';

export async function findStudentForReferrals(db: Db, userId: number) {
  const [row] = await db
    .select({ id: users.id, email: users.email, firstName: users.firstName, lastName: users.lastName, referralCode: users.referralCode })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

export async function findUserEmail(db: Db, userId: number): Promise<string | undefined> {
  const [row] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  return row?.email;
}

export async function hasAccountWithEmail(db: Db, email: string): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(sql`lower(${users.email}) = lower(${email})`);
  return row !== undefined;
}

export async function isMailboxReferred(db: Db, referredEmailKey: string): Promise<boolean> {
  const [row] = await db.select({ id: referrals.id }).from(referrals).where(eq(referrals.referredEmailKey, referredEmailKey));
  return row !== undefined;
}

export async function insertReferral(db: Db, values: typeof referrals.$inferInsert): Promise<void> {
  await db.insert(referrals).values(values);
}

/** Marks the referral of a newly verified student done; returns the referrer once, undefined after. */
export async function markReferralCompleted(db: Db, referredUserId: number, now: Date): Promise<number | undefined> {
  const [row] = await db
    .update(referrals)
    .set({ completedAt: now })
    .where(and(eq(referrals.referredUserId, referredUserId), isNull(referrals.completedAt)))
    .returning({ referrerUserId: referrals.referrerUserId });
  return row?.referrerUserId;
}

export async function countReferrals(db: Db, referrerUserId: number): Promise<{ total: number; completed: number }> {
  const [row] = await db
    .select({
      total: sql<number>`count(*)::int`,
      completed: sql<number>`(count(*) filter (where ${referrals.completedAt} is not null))::int`,
    })
    .from(referrals)
    .where(eq(referrals.referrerUserId, referrerUserId));
  return row ?? { total: 0, completed: 0 };
}

/** Points the referral awards gave, net of any taken back. */
export async function sumReferralPoints(db: Db, userId: number, actionType: string): Promise<number> {
  const [row] = await db
    .select({ points: sql<number>`coalesce(sum(${pointEntries.points}), 0)::int` })
    .from(pointEntries)
    .where(and(eq(pointEntries.userId, userId), eq(pointEntries.actionType, actionType), inArray(pointEntries.kind, ['earn', 'reversal'])));
  return row?.points ?? 0;
}

/**
 * Takes the address's weekly slot: writes the invitation time unless the last one is under a week old.
 * Returns false (and changes nothing) inside the week. One statement, so concurrent invitations to one
 * address cannot both pass.
 */
export async function claimInvitationAddress(db: Db, emailKey: string, now: Date): Promise<boolean> {
  const rows = await db
    .insert(referralInvitationAddresses)
    .values({ emailKey, lastInvitedAt: now })
    .onConflictDoUpdate({
      target: referralInvitationAddresses.emailKey,
      set: { lastInvitedAt: now },
      setWhere: sql`${referralInvitationAddresses.lastInvitedAt} <= ${new Date(now.getTime() - INVITATION_ADDRESS_COOLDOWN_DAYS * 24 * 3600_000)}`,
    })
    .returning({ emailKey: referralInvitationAddresses.emailKey });
  return rows.length > 0;
}

export async function findLastInvitation(db: Db, emailKey: string): Promise<Date | undefined> {
  const [row] = await db.select().from(referralInvitationAddresses).where(eq(referralInvitationAddresses.emailKey, emailKey));
  return row?.lastInvitedAt;
}

/** Counts one invitation on the student's day; false (nothing counted) once the day holds the limit. */
export async function countInvitationOnDay(db: Db, inviterUserId: number, day: string): Promise<boolean> {
  const rows = await db
    .insert(referralInvitationDays)
    .values({ inviterUserId, day, sent: 1 })
    .onConflictDoUpdate({
      target: [referralInvitationDays.inviterUserId, referralInvitationDays.day],
      set: { sent: sql`${referralInvitationDays.sent} + 1` },
      setWhere: sql`${referralInvitationDays.sent} < ${INVITATIONS_PER_DAY}`,
    })
    .returning({ sent: referralInvitationDays.sent });
  return rows.length > 0;
}

export async function insertInvitation(db: Db, values: typeof referralInvitations.$inferInsert): Promise<void> {
  await db.insert(referralInvitations).values(values);
}
