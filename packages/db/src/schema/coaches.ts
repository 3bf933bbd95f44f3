import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { mentorProfiles } from './coaching';

/**
 * A coach's private calendar feed (`/api/calendar/{selector}{verifier}.ics`). The selector finds the row;
 * the verifier is compared in constant time. Both are kept as they are so the operator can print the same
 * URL again; rotating replaces both, and the old URL answers 404 (decision 0031).
 */
export const coachCalendarFeeds = pgTable('coach_calendar_feeds', {
  mentorId: integer('mentor_id')
    .primaryKey()
    .references(() => mentorProfiles.id, { onDelete: 'cascade' }),
  selector: text('selector').notNull().unique(),
  verifier: text('verifier').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
