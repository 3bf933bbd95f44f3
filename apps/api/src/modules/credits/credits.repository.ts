import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '@bloom/db/client';
import { creditEntries, paymentEvents, schoolCreditEntries, schools, studentProfiles, users } from '@bloom/db/schema';
import { preparedRead } from '../../platform/prepared';
import { queryRows } from '../../platform/query-rows';

export type NewCreditEntry = typeof creditEntries.$inferInsert;

/**
 * Locks the owner's users row for the rest of the transaction. Every change to a student's credits
 * takes this lock first, so two spends of the same student run one after the other. 'no key update'
 * serialises these changes without blocking other transactions that only insert rows referencing the user.
 */
export async function lockCreditOwner(db: Db, userId: number): Promise<boolean> {
  const rows = await queryRows(db, creditOwnerLock(userId));
  return rows.length > 0;
}

/**
 * The statement of `lockCreditOwner`, for a caller that takes the lock inside a statement of its own (a
 * template rather than the query builder: it runs inside transactions, where it cannot be prepared).
 * `when`: taken only once this holds, so a caller can order it after its other locks.
 */
export function creditOwnerLock(userId: number, when: SQL = sql`true`): SQL {
  return sql`select 1 from ${users} where ${users.id} = ${userId}::int and ${when} for no key update`;
}

export async function sumCredits(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${creditEntries.amount}), 0)::int` })
    .from(creditEntries)
    .where(eq(creditEntries.userId, userId));
  return row?.total ?? 0;
}

/**
 * In one statement, under the owner's lock (`lockCreditOwner`, taken by an earlier statement so that this
 * one's snapshot sees every change committed before it): the balance before, and the entry appended only
 * when that balance covers it.
 */
export async function appendCreditEntryWhenCovered(db: Db, entry: NewCreditEntry): Promise<{ before: number; written: boolean }> {
  const [row] = await queryRows<{ before: number; written: boolean }>(
    db,
    sql`with ${creditEntryWhenCovered(entry)} select before, exists (select 1 from written) as written from balance`,
  );
  return row!;
}

/**
 * The CTEs of `appendCreditEntryWhenCovered`, for a caller that appends the entry inside a statement of its
 * own: `balance` (the balance before) and `written` (the entry, appended only when that balance covers it).
 * `bookingId` may be SQL: a booking inserted by the same statement.
 */
export function creditEntryWhenCovered(entry: Omit<NewCreditEntry, 'bookingId'> & { bookingId?: number | SQL | null }): SQL {
  return sql`balance as (select coalesce(sum(${creditEntries.amount}), 0)::int as before from ${creditEntries} where ${creditEntries.userId} = ${entry.userId}::int),
      written as (
        insert into ${creditEntries} (user_id, amount, reason, booking_id, school_credit_entry_id, payment_event_id, note, created_at)
        select ${entry.userId}::int, ${entry.amount}::int, ${entry.reason}, ${entry.bookingId ?? null}::int, ${entry.schoolCreditEntryId ?? null}::int,
          ${entry.paymentEventId ?? null}::text, ${entry.note ?? null}::text, coalesce(${entry.createdAt?.toISOString() ?? null}::timestamptz, now())
        from balance where balance.before + ${entry.amount}::int >= 0
        returning 1)`;
}

/**
 * In one round trip: the student's credit balance, and their school (if any) with its pool balance and
 * what this student has already received from it. Undefined for no such user.
 */
const creditStandingRow = preparedRead((db) => {
  const userId = sql.placeholder('userId');
  return db
    .select({
      availableCredits: sql<number>`(select coalesce(sum(c.amount), 0)::int from ${creditEntries} c where c.user_id = ${users.id})`,
      schoolName: schools.name,
      isPartner: schools.isPartner,
      creditsPerStudent: schools.creditsPerStudent,
      domain: schools.domain,
      email: users.email,
      isEmailVerified: users.emailVerified,
      poolBalance: sql<number>`(select coalesce(sum(e.amount), 0)::int from ${schoolCreditEntries} e where e.school_id = ${schools.id})`,
      receivedByStudent: sql<number>`(select coalesce(-sum(e.amount), 0)::int from ${schoolCreditEntries} e where e.school_id = ${schools.id} and e.user_id = ${userId} and e.reason = 'allocation')`,
    })
    .from(users)
    .leftJoin(studentProfiles, eq(studentProfiles.userId, users.id))
    .leftJoin(schools, eq(schools.id, studentProfiles.schoolId))
    .where(eq(users.id, userId))
    .prepare('credit_standing');
});

export async function findCreditStanding(db: Db, userId: number) {
  const [row] = await creditStandingRow(db).execute({ userId });
  return row;
}

export type NewSchoolCreditEntry = typeof schoolCreditEntries.$inferInsert;

/**
 * The student's school, with its row locked for the rest of the transaction: every allocation from one
 * school's pool takes this lock first, so concurrent allocations of that school run one after the other.
 * ('no key update': a signup or profile naming this school is not held up.) Lock order is always the
 * school, then the student's users row (in changeCredits); nothing takes them the other way round.
 */
export async function lockSchoolOfStudent(db: Db, userId: number) {
  const [row] = await db
    .select({
      id: schools.id,
      name: schools.name,
      isPartner: schools.isPartner,
      creditsPerStudent: schools.creditsPerStudent,
      domain: schools.domain,
      email: users.email,
      isEmailVerified: users.emailVerified,
    })
    .from(studentProfiles)
    .innerJoin(schools, eq(schools.id, studentProfiles.schoolId))
    .innerJoin(users, eq(users.id, studentProfiles.userId))
    .where(eq(studentProfiles.userId, userId))
    .for('no key update', { of: schools });
  return row;
}

export async function sumSchoolPool(db: Db, schoolId: number): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${schoolCreditEntries.amount}), 0)::int` })
    .from(schoolCreditEntries)
    .where(eq(schoolCreditEntries.schoolId, schoolId));
  return row?.total ?? 0;
}

export async function sumReceivedFromSchool(db: Db, schoolId: number, userId: number): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`coalesce(-sum(${schoolCreditEntries.amount}), 0)::int` })
    .from(schoolCreditEntries)
    .where(
      and(eq(schoolCreditEntries.schoolId, schoolId), eq(schoolCreditEntries.userId, userId), eq(schoolCreditEntries.reason, 'allocation')),
    );
  return row?.total ?? 0;
}

export async function insertSchoolCreditEntry(db: Db, entry: NewSchoolCreditEntry) {
  const [row] = await db.insert(schoolCreditEntries).values(entry).returning();
  return row!;
}

/** The owner's credit entries, newest first, with what the history needs to describe each one. */
export async function listCreditEntries(db: Db, userId: number) {
  return db
    .select({
      id: creditEntries.id,
      amount: creditEntries.amount,
      reason: creditEntries.reason,
      bookingId: creditEntries.bookingId,
      note: creditEntries.note,
      createdAt: creditEntries.createdAt,
      schoolName: schools.name,
      planId: paymentEvents.planId,
    })
    .from(creditEntries)
    .leftJoin(schoolCreditEntries, eq(schoolCreditEntries.id, creditEntries.schoolCreditEntryId))
    .leftJoin(schools, eq(schools.id, schoolCreditEntries.schoolId))
    .leftJoin(paymentEvents, eq(paymentEvents.eventId, creditEntries.paymentEventId))
    .where(eq(creditEntries.userId, userId))
    .orderBy(desc(creditEntries.createdAt), desc(creditEntries.id));
}

export type NewPaymentEvent = typeof paymentEvents.$inferInsert;

/** Records a provider event once: returns null when an event with this id is already stored. */
export async function insertPaymentEventOnce(db: Db, event: NewPaymentEvent) {
  const [row] = await db.insert(paymentEvents).values(event).onConflictDoNothing({ target: paymentEvents.eventId }).returning({ eventId: paymentEvents.eventId });
  return row ?? null;
}
