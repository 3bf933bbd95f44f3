import { asc, eq } from 'drizzle-orm';
import { analyticsEvents } from '@bloom/db/schema';
import type { PersonalDataPart } from '../personal-data/personal-data';

/** The product analytics events sent while signed in. Erasing keeps the events but no longer ties them to the account. */
export const analyticsPersonalData: PersonalDataPart = {
  section: 'analytics_events',
  async exportPersonalData(db, userId) {
    const events = await db.select().from(analyticsEvents).where(eq(analyticsEvents.userId, userId)).orderBy(asc(analyticsEvents.id));
    return events.map((e) => ({
      category: e.category,
      action: e.action,
      label: e.label,
      properties: e.properties,
      occurred_at: e.occurredAt.toISOString(),
    }));
  },
  async erasePersonalData(tx, userId) {
    await tx.update(analyticsEvents).set({ userId: null }).where(eq(analyticsEvents.userId, userId));
  },
};
