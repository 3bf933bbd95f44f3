import type {
  AllocateSchoolCreditsRequest,
  CreditBalance,
  CreditEntryReason,
  CreditHistoryEntry,
  CreditInfo,
  SchoolCreditStatus,
} from '@bloom/contract/credits';
import { BOOKING_COST_CREDITS } from '@bloom/contract/credits';
import { findPlan } from '@bloom/contract/plans';
import type { Db } from '@bloom/db/client';
import { AppError } from '../../platform/errors';
import { changeCredits, creditInfo, creditStanding, isEligibleForSchoolCredits } from './credit-ledger.service';
import { insertSchoolCreditEntry, listCreditEntries, lockSchoolOfStudent, sumReceivedFromSchool, sumSchoolPool } from './credits.repository';

export async function getCreditBalance(db: Db, userId: number): Promise<{ balance: CreditBalance; creditInfo: CreditInfo }> {
  const standing = await creditStanding(db, userId);
  const available = standing.availableCredits;
  const canGetSchoolCredits = standing.remainingForStudent > 0;
  return {
    balance: {
      available_credits: available,
      school_name: standing.schoolName,
      school_credit_balance: standing.poolBalance,
      can_get_school_credits: canGetSchoolCredits,
      school_credit_per_student: standing.creditsPerStudent,
    },
    creditInfo: { available_credits: available, can_get_school_credits: canGetSchoolCredits },
  };
}

export function describeCreditCheck(available: number, canGetSchoolCredits: boolean): { can_book: boolean; message: string } {
  if (available >= BOOKING_COST_CREDITS) {
    if (available === 1) {
      return { can_book: true, message: 'You have 1 credit left, enough for this session. Top up soon so you can keep booking.' };
    }
    return { can_book: true, message: `You have ${available} credits available. Booking a session uses 1 credit.` };
  }
  const nextStep = canGetSchoolCredits
    ? 'Get free credits from your school or buy a plan to book a session.'
    : 'Buy a plan to book your next session.';
  return { can_book: false, message: `You have no session credits left. ${nextStep}` };
}

export async function checkCredits(db: Db, userId: number) {
  const info = await creditInfo(db, userId);
  const { can_book, message } = describeCreditCheck(info.available_credits, info.can_get_school_credits);
  return { check: { can_book, message, available_credits: info.available_credits }, creditInfo: info };
}

export async function getSchoolCreditStatus(db: Db, userId: number): Promise<SchoolCreditStatus> {
  const standing = await creditStanding(db, userId);
  return {
    school_name: standing.schoolName,
    is_partner: standing.isPartner,
    school_credit_balance: standing.poolBalance,
    school_credit_per_student: standing.creditsPerStudent,
    credits_received: standing.receivedByStudent,
    credits_remaining_for_you: standing.remainingForStudent,
    can_get_school_credits: standing.remainingForStudent > 0,
  };
}

const plural = (n: number) => `${n} credit${n === 1 ? '' : 's'}`;

/**
 * Moves credits from the student's school pool to the student in one transaction. The school row is
 * locked first, so concurrent allocations of one school see each other's entries: the pool never goes
 * below 0 and no student passes the per-student allowance. Grants the smaller of what was asked, the
 * allowance left and the pool; refuses when that is nothing.
 */
export async function allocateFromSchool(db: Db, userId: number, request: AllocateSchoolCreditsRequest) {
  const requested = request.credits_to_allocate;
  const note = request.notes ? request.notes : null;
  return db.transaction(async (tx) => {
    const school = await lockSchoolOfStudent(tx, userId);
    if (!school) {
      throw AppError.nonField('Your profile is not linked to a school, so there are no school credits for you.');
    }
    if (!school.isPartner) {
      throw AppError.nonField(`${school.name} does not fund session credits. You can buy a plan instead.`);
    }
    if (!isEligibleForSchoolCredits(school)) {
      throw AppError.nonField(`${school.name} funds credits for students whose verified email address belongs to the school.`);
    }
    const [pool, received] = [await sumSchoolPool(tx, school.id), await sumReceivedFromSchool(tx, school.id, userId)];
    const allowanceLeft = Math.max(0, school.creditsPerStudent - received);
    if (allowanceLeft === 0) {
      throw AppError.nonField(
        `You have already received all ${plural(school.creditsPerStudent)} ${school.name} provides per student. You can buy a plan for more sessions.`,
      );
    }
    if (pool <= 0) {
      throw AppError.nonField(`${school.name} has no credits left to give right now. You can buy a plan instead.`);
    }
    const granted = Math.min(requested, allowanceLeft, pool);
    const poolEntry = await insertSchoolCreditEntry(tx, { schoolId: school.id, amount: -granted, reason: 'allocation', userId, note });
    const change = await changeCredits(tx, { userId, amount: granted, reason: 'school_allocation', schoolCreditEntryId: poolEntry.id, note });
    // A positive entry is never refused; a missing result means the user row vanished.
    if (!change) throw AppError.notFound();
    const info = await creditInfo(tx, userId);
    const message =
      granted < requested
        ? `${plural(granted)} from ${school.name} ${granted === 1 ? 'was' : 'were'} added to your balance (you asked for ${requested}; that is all your school can give you right now).`
        : `${plural(granted)} from ${school.name} ${granted === 1 ? 'was' : 'were'} added to your balance.`;
    return {
      message,
      data: {
        credits_requested: requested,
        credits_allocated: granted,
        new_balance: change.balance,
        school_name: school.name,
        school_credit_balance: pool - granted,
        credits_remaining_for_you: Math.min(allowanceLeft - granted, pool - granted),
      },
      creditInfo: info,
    };
  });
}

function describeEntry(entry: { reason: CreditEntryReason; note: string | null; schoolName: string | null; planId: string | null }): string {
  switch (entry.reason) {
    case 'welcome':
      return 'Welcome credits';
    case 'booking':
      return 'Coaching session booked';
    case 'booking_refund':
      return 'Credit returned for a canceled session';
    case 'school_allocation':
      return entry.schoolName ? `Credits from ${entry.schoolName}` : 'Credits from your school';
    case 'purchase': {
      const plan = entry.planId ? findPlan(entry.planId) : undefined;
      return plan ? `${plan.name} plan purchase` : 'Credit purchase';
    }
    case 'adjustment':
      return entry.note ? `Adjustment: ${entry.note}` : 'Adjustment by the Bloom team';
  }
}

export async function getCreditHistory(db: Db, userId: number): Promise<CreditHistoryEntry[]> {
  const rows = await listCreditEntries(db, userId);
  return rows.map((row) => ({
    id: row.id,
    amount: row.amount,
    reason: row.reason,
    description: describeEntry(row),
    created_at: row.createdAt.toISOString(),
    booking_id: row.bookingId,
  }));
}
