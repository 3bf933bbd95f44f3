import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { studentProfiles } from './accounts';

export const growthAreas = pgTable(
  'growth_areas',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    studentProfileId: integer('student_profile_id')
      .notNull()
      .references(() => studentProfiles.id, { onDelete: 'cascade' }),
    /** Comma-joined growth-area option ids, as the spec's payload carries them. */
    growthAreaIds: text('growth_area_id').notNull(),
    initialConfidenceLevel: text('initial_confidence_level').notNull(),
    status: text('status').notNull().default('active'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('growth_areas_profile_idx').on(t.studentProfileId)],
);

export const confidenceLevels = pgTable(
  'confidence_levels',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    growthAreaId: integer('growth_area_id')
      .notNull()
      .references(() => growthAreas.id, { onDelete: 'cascade' }),
    value: text('value').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('confidence_levels_growth_area_idx').on(t.growthAreaId)],
);
