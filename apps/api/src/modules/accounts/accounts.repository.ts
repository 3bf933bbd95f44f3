import { and, asc, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '@bloom/db/client';
import { emailCodes, schools, studentProfiles, users } from '@bloom/db/schema';

export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;
export type EmailCodeRow = typeof emailCodes.$inferSelect;
export type CodePurpose = EmailCodeRow['purpose'];

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email})`);
  return row;
}

/** The account, unless it was deleted (decision 0033). */
export async function findUserById(db: Db, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(and(eq(users.id, id), isNull(users.erasedAt)));
  return row;
}

/** Locks the users row for the rest of the transaction: resends and code checks of one user serialise. */
export async function lockUser(db: Db, id: number): Promise<void> {
  await db.select({ id: users.id }).from(users).where(eq(users.id, id)).for('update');
}

/** Codes are issued upper-case and typed in any case; an exact match (older codes) wins. */
export async function findUserIdByReferralCode(db: Db, code: string): Promise<number | undefined> {
  const rows = await db
    .select({ id: users.id, referralCode: users.referralCode })
    .from(users)
    .where(inArray(users.referralCode, [...new Set([code, code.toUpperCase()])]));
  return (rows.find((row) => row.referralCode === code) ?? rows[0])?.id;
}

export async function insertUser(db: Db, values: NewUser): Promise<UserRow> {
  const [row] = await db.insert(users).values(values).returning();
  return row!;
}

export async function updateUser(db: Db, id: number, values: Partial<Pick<NewUser, 'passwordHash' | 'emailVerified'>>): Promise<void> {
  await db.update(users).set(values).where(eq(users.id, id));
}

export async function findCatchAllSchoolId(db: Db): Promise<number | undefined> {
  const [row] = await db.select({ id: schools.id }).from(schools).where(eq(schools.isCatchAll, true));
  return row?.id;
}

export async function insertStudentProfile(db: Db, values: typeof studentProfiles.$inferInsert) {
  const [row] = await db.insert(studentProfiles).values(values).returning();
  return row!;
}

export async function insertEmailCode(db: Db, values: typeof emailCodes.$inferInsert): Promise<void> {
  await db.insert(emailCodes).values(values);
}

/** Ends every still-live code of this user and purpose: only the newest code sent ever works. */
export async function expireLiveCodes(db: Db, userId: number, purpose: CodePurpose, now: Date): Promise<void> {
  await db
    .update(emailCodes)
    .set({ expiresAt: now })
    .where(and(eq(emailCodes.userId, userId), eq(emailCodes.purpose, purpose), isNull(emailCodes.usedAt), gt(emailCodes.expiresAt, now)));
}

/** The newest code of this user and purpose, locked for the rest of the transaction. */
export async function findNewestCodeForUpdate(db: Db, userId: number, purpose: CodePurpose): Promise<EmailCodeRow | undefined> {
  const [row] = await db
    .select()
    .from(emailCodes)
    .where(and(eq(emailCodes.userId, userId), eq(emailCodes.purpose, purpose)))
    .orderBy(desc(emailCodes.createdAt), desc(emailCodes.id))
    .limit(1)
    .for('update');
  return row;
}

export async function markCodeUsed(db: Db, id: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(emailCodes)
    .set({ usedAt: now })
    .where(and(eq(emailCodes.id, id), isNull(emailCodes.usedAt)))
    .returning({ id: emailCodes.id });
  return rows.length > 0;
}

export async function countFailedAttempt(db: Db, id: number): Promise<number> {
  const [row] = await db
    .update(emailCodes)
    .set({ failedAttempts: sql`${emailCodes.failedAttempts} + 1` })
    .where(eq(emailCodes.id, id))
    .returning({ failedAttempts: emailCodes.failedAttempts });
  return row?.failedAttempts ?? 0;
}

/** When each resend after `since` was sent, oldest first. */
export async function listResendTimesSince(db: Db, userId: number, since: Date): Promise<Date[]> {
  const rows = await db
    .select({ createdAt: emailCodes.createdAt })
    .from(emailCodes)
    .where(
      and(
        eq(emailCodes.userId, userId),
        eq(emailCodes.purpose, 'verify_email'),
        eq(emailCodes.isResend, true),
        gt(emailCodes.createdAt, since),
      ),
    )
    .orderBy(asc(emailCodes.createdAt));
  return rows.map((row) => row.createdAt);
}

/** True when the error (or its cause, as Drizzle wraps driver errors) is a unique violation of this index. */
export function isUniqueViolationOf(error: unknown, constraint: string): boolean {
  for (let current: unknown = error; current && typeof current === 'object'; current = (current as { cause?: unknown }).cause) {
    const candidate = current as { code?: unknown; constraint?: unknown };
    if (candidate.code === '23505' && candidate.constraint === constraint) return true;
  }
  return false;
}
