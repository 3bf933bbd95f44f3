import { eq } from 'drizzle-orm';
import type { Db } from '@bloom/db/client';
import { analyticsEvents, users } from '@bloom/db/schema';

export type NewAnalyticsEvent = typeof analyticsEvents.$inferInsert;

export async function userExists(db: Db, userId: number): Promise<boolean> {
  const rows = await db.select({ id: users.id }).from(users).where(eq(users.id, userId));
  return rows.length > 0;
}

export async function insertAnalyticsEvents(db: Db, events: NewAnalyticsEvent[]): Promise<void> {
  if (events.length > 0) await db.insert(analyticsEvents).values(events);
}
