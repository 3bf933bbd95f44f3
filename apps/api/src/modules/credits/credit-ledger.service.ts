import type { CreditInfo } from '@bloom/contract/credits';
import type { Db } from '@bloom/db/client';
import { matchesSchoolDomain } from '../schools/school-domain';
import { appendCreditEntryWhenCovered, findCreditStanding, lockCreditOwner, sumCredits, type NewCreditEntry } from './credits.repository';

export async function creditBalance(db: Db, userId: number): Promise<number> {
  return sumCredits(db, userId);
}

export interface SchoolCreditStanding {
  schoolName: string | null;
  /** Only a partner school funds credits; for any other school the numbers below are 0. */
  isPartner: boolean;
  poolBalance: number;
  creditsPerStudent: number;
  /** What this student has received from the school so far. */
  receivedByStudent: number;
  /** What this student may still receive: the smaller of their remaining allowance and the pool. */
  remainingForStudent: number;
}

/**
 * School-funded credits go only to a student whose verified address matches the school's domain: a
 * made-up address at a partner's domain, or a student left in a school whose domain has since narrowed,
 * draws nothing from its pool.
 */
export function isEligibleForSchoolCredits(row: { isEmailVerified: boolean; domain: string | null; email: string }): boolean {
  return row.isEmailVerified && matchesSchoolDomain(row.domain, row.email);
}

/** The student's credit balance and school standing, in one query. */
export async function creditStanding(db: Db, userId: number): Promise<SchoolCreditStanding & { availableCredits: number }> {
  const row = await findCreditStanding(db, userId);
  const availableCredits = row?.availableCredits ?? 0;
  if (!row?.isPartner || row.schoolName === null || row.creditsPerStudent === null) {
    return { availableCredits, schoolName: row?.schoolName ?? null, isPartner: false, poolBalance: 0, creditsPerStudent: 0, receivedByStudent: 0, remainingForStudent: 0 };
  }
  const pool = Math.max(0, row.poolBalance);
  const received = Math.max(0, row.receivedByStudent);
  const allowanceLeft = isEligibleForSchoolCredits(row) ? Math.max(0, row.creditsPerStudent - received) : 0;
  return {
    availableCredits,
    schoolName: row.schoolName,
    isPartner: true,
    poolBalance: pool,
    creditsPerStudent: row.creditsPerStudent,
    receivedByStudent: received,
    remainingForStudent: Math.min(allowanceLeft, pool),
  };
}

/** The `credit_info` object every credit-changing response carries. */
export async function creditInfo(db: Db, userId: number): Promise<CreditInfo> {
  const standing = await creditStanding(db, userId);
  return creditInfoOf(standing, standing.availableCredits);
}

/**
 * `credit_info` from a school standing read before a change that leaves the school's side alone (a spend on
 * a booking, say) and the balance the change left.
 */
export function creditInfoOf(standing: Pick<SchoolCreditStanding, 'remainingForStudent'>, availableCredits: number): CreditInfo {
  return { available_credits: availableCredits, can_get_school_credits: standing.remainingForStudent > 0 };
}

/**
 * Appends a credit entry under the owner's row lock. Call inside a transaction. A negative entry that
 * would take the balance below zero is refused (returns null) and nothing is written. (A booking takes the
 * lock in its own first statement and spends in its insert's: `creditOwnerLock`, `creditEntryWhenCovered`.)
 */
export async function changeCredits(db: Db, entry: NewCreditEntry): Promise<{ balance: number } | null> {
  await lockCreditOwner(db, entry.userId);
  const { before, written } = await appendCreditEntryWhenCovered(db, entry);
  return written ? { balance: before + entry.amount } : null;
}
