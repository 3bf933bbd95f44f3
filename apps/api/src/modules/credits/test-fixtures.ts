import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { WELCOME_CREDITS } from '@bloom/contract/credits';
import type { Db } from '@bloom/db/client';
import { creditEntries, schoolCreditEntries, schools, studentProfiles, users } from '@bloom/db/schema';
import type { TestContext } from '../../test/helper';
import { schoolNameKey } from '../schools/school-name';
import { changeCredits } from './credit-ledger.service';

/**
 * Test-only rows for the credit tests. Signup is built elsewhere; until then a student is a users row,
 * a student_profiles row and the welcome credits, written the way signup writes them.
 */
const unique = () => randomBytes(6).toString('hex');

export async function createPartnerSchool(db: Db, options: { pool: number; creditsPerStudent?: number; isPartner?: boolean; name?: string }) {
  const name = options.name ?? `Test University ${unique()}`;
  const [school] = await db
    .insert(schools)
    .values({ name, nameKey: schoolNameKey(name), isPartner: options.isPartner ?? true, creditsPerStudent: options.creditsPerStudent ?? 5 })
    .returning();
  if (options.pool > 0) await db.insert(schoolCreditEntries).values({ schoolId: school!.id, amount: options.pool, reason: 'deposit' });
  return school!;
}

export async function depositSchoolCredits(db: Db, schoolId: number, amount: number) {
  await db.insert(schoolCreditEntries).values({ schoolId, amount, reason: 'deposit' });
}

export interface TestStudent {
  userId: number;
  studentProfileId: number;
  token: string;
}

export async function createStudent(
  ctx: TestContext,
  options: { schoolId?: number | null; welcomeCredits?: boolean } = {},
): Promise<TestStudent> {
  const db = ctx.deps.db;
  const tag = unique();
  const created = await db.transaction(async (tx) => {
    const [user] = await tx
      .insert(users)
      .values({
        email: `student-${tag}@example.edu`,
        username: `student-${tag}`,
        firstName: 'Test',
        lastName: 'Student',
        passwordHash: 'not-a-real-hash',
        referralCode: `REF${tag.toUpperCase()}`,
        emailVerified: true,
      })
      .returning({ id: users.id });
    const [profile] = await tx
      .insert(studentProfiles)
      .values({ userId: user!.id, schoolId: options.schoolId ?? null })
      .returning({ id: studentProfiles.id });
    if (options.welcomeCredits ?? true) {
      await changeCredits(tx, { userId: user!.id, amount: WELCOME_CREDITS, reason: 'welcome' });
    }
    return { userId: user!.id, studentProfileId: profile!.id };
  });
  // After the commit: the sign-in (token family) refers to the new user row.
  const { access } = await ctx.deps.tokens.issuePair(created.userId);
  return { ...created, token: access };
}

export const bearer = (student: TestStudent) => ({ authorization: `Bearer ${student.token}` });

/** Ledger sums read straight from the tables, independent of the code under test. */
export async function ledgerSum(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${creditEntries.amount}), 0)::int` })
    .from(creditEntries)
    .where(eq(creditEntries.userId, userId));
  return row!.total;
}

export async function schoolPoolSum(db: Db, schoolId: number): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${schoolCreditEntries.amount}), 0)::int` })
    .from(schoolCreditEntries)
    .where(eq(schoolCreditEntries.schoolId, schoolId));
  return row!.total;
}
