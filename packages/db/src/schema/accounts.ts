import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { schools } from './schools';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** Stored as typed; compared through lower(email). */
    email: text('email').notNull(),
    username: text('username').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    passwordHash: text('password_hash').notNull(),
    isStudent: boolean('is_student').notNull().default(true),
    isMentor: boolean('is_mentor').notNull().default(false),
    emailVerified: boolean('email_verified').notNull().default(false),
    timezone: text('timezone').notNull().default('UTC'),
    referralCode: text('referral_code').notNull(),
    referredByUserId: integer('referred_by_user_id').references((): AnyPgColumn => users.id),
    /** Moves on at a password reset: every session started under an older epoch has ended. */
    sessionEpoch: integer('session_epoch').notNull().default(0),
    createdAt: createdAt(),
    /**
     * Set when the student deleted their account: the row stays, emptied of everything personal, so the
     * ledgers that point at it keep adding up (decision 0033). Its tokens are refused from then on.
     */
    erasedAt: timestamp('erased_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`),
    uniqueIndex('users_referral_code_key').on(t.referralCode),
  ],
);

/** One-time codes for email verification and password reset: hashed, short-lived, single use. */
export const emailCodes = pgTable(
  'email_codes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['verify_email', 'reset_password'] }).notNull(),
    codeHash: text('code_hash').notNull(),
    /** True when the code was sent by an explicit resend (counted against the resend cap). */
    isResend: boolean('is_resend').notNull().default(false),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('email_codes_user_purpose_idx').on(t.userId, t.purpose, t.createdAt)],
);

export const studentProfiles = pgTable('student_profiles', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  userId: integer('user_id')
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  schoolId: integer('school_id').references(() => schools.id),
  degree: text('degree'),
  course: text('course'),
  state: text('state'),
  city: text('city'),
  sex: text('sex'),
  languagePreference: text('language_preference'),
  identifyAs: text('identify_as'),
  isInternational: boolean('is_international').notNull().default(false),
  associatedCountries: text('associated_countries'),
  isPaused: boolean('is_paused').notNull().default(false),
  imageUrl: text('image_url'),
  isCompleted: boolean('is_completed').notNull().default(false),
  whatBringsYouJoy: text('what_brings_you_joy'),
  personalityType: text('personality_type'),
  coachingStyle: text('coaching_style'),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
