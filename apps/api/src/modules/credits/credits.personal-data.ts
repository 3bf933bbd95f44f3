import { asc, eq } from 'drizzle-orm';
import { creditEntries, paymentEvents } from '@bloom/db/schema';
import type { PersonalDataPart } from '../personal-data/personal-data';

/**
 * The credit ledger and the purchases that paid into it. Erasing keeps both: a ledger is kept without
 * the person (the emptied account row it points at says nothing about them).
 */
export const creditsPersonalData: PersonalDataPart = {
  section: 'credits',
  async exportPersonalData(db, userId) {
    const entries = await db.select().from(creditEntries).where(eq(creditEntries.userId, userId)).orderBy(asc(creditEntries.id));
    const purchases = await db.select().from(paymentEvents).where(eq(paymentEvents.userId, userId)).orderBy(asc(paymentEvents.createdAt));
    return {
      balance: entries.reduce((sum, e) => sum + e.amount, 0),
      ledger: entries.map((e) => ({
        amount: e.amount,
        reason: e.reason,
        session_id: e.bookingId,
        note: e.note,
        created_at: e.createdAt.toISOString(),
      })),
      purchases: purchases.map((p) => ({ event_id: p.eventId, plan_id: p.planId, credits: p.credits, created_at: p.createdAt.toISOString() })),
    };
  },
  async erasePersonalData() {},
};
