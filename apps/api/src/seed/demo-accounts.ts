import { eq } from 'drizzle-orm';
import type { Db } from '@bloom/db/client';
import { confidenceLevels, growthAreas, schoolCreditEntries, schools, studentProfiles } from '@bloom/db/schema';
import type { AppDeps } from '../platform/deps';
import { findUserByEmail, isUniqueViolationOf } from '../modules/accounts/accounts.repository';
import { createStudentAccount } from '../modules/accounts/accounts.service';
import { hashPassword } from '../modules/accounts/password-hashing';
import { schoolNameKey } from '../modules/schools/school-name';

/** The demo student of the README: verified and onboarded, so signing in lands on /dashboard. */
export const DEMO_STUDENT = {
  email: 'demo@bloom.local',
  password: 'BloomDemo2026!',
  firstName: 'Demo',
  lastName: 'Student',
  timezone: 'America/New_York',
} as const;

interface DemoSchool {
  name: string;
  /**
   * A regular expression matched case-insensitively against the student's whole email address (it is
   * not anchored for you: end it with `$`). '*', '.*' or empty opens the school to every student.
   */
  domain: string;
  resourceLink: string;
  creditsPerStudent: number;
  /** The first deposit into the school's credit pool. */
  pool: number;
}

export const DEMO_SCHOOLS: DemoSchool[] = [
  {
    name: 'Bloom Demo University',
    domain: '.*@bloom\\.local$',
    resourceLink: 'https://wellness.example.edu/bloom-demo',
    creditsPerStudent: 5,
    pool: 200,
  },
  {
    name: 'State University',
    domain: '.*@(mail\\.)?state\\.edu$',
    resourceLink: 'https://wellness.example.edu/state-university',
    creditsPerStudent: 5,
    pool: 500,
  },
  {
    name: 'Riverside Community College',
    domain: '.*@riverside\\.edu$',
    resourceLink: 'https://wellness.example.edu/riverside',
    creditsPerStudent: 3,
    pool: 150,
  },
  {
    name: 'Northbridge Institute of Technology',
    domain: '.*@(.+\\.)?northbridge\\.edu$',
    resourceLink: 'https://wellness.example.edu/northbridge',
    creditsPerStudent: 4,
    pool: 300,
  },
];

/** A school that already exists (by its name key) is left as the operator keeps it. */
async function seedPartnerSchools(db: Db): Promise<void> {
  for (const school of DEMO_SCHOOLS) {
    await db.transaction(async (tx) => {
      const [created] = await tx
        .insert(schools)
        .values({
          name: school.name,
          nameKey: schoolNameKey(school.name),
          domain: school.domain,
          resourceLink: school.resourceLink,
          isPartner: true,
          creditsPerStudent: school.creditsPerStudent,
        })
        .onConflictDoNothing()
        .returning({ id: schools.id });
      if (created) {
        await tx.insert(schoolCreditEntries).values({ schoolId: created.id, amount: school.pool, reason: 'deposit', note: 'Demo pool' });
      }
    });
  }
}

/** Created once with everything a real signup and onboarding give; an existing account is never touched. */
async function seedDemoStudent(deps: AppDeps): Promise<void> {
  const { db } = deps;
  if (await findUserByEmail(db, DEMO_STUDENT.email)) return;
  const passwordHash = await hashPassword(DEMO_STUDENT.password);
  try {
    await db.transaction(async (tx) => {
      const { profileId } = await createStudentAccount(tx, deps, {
        email: DEMO_STUDENT.email,
        firstName: DEMO_STUDENT.firstName,
        lastName: DEMO_STUDENT.lastName,
        passwordHash,
        timezone: DEMO_STUDENT.timezone,
        referredByUserId: null,
        isEmailVerified: true,
      });
      const [school] = await tx.select({ id: schools.id }).from(schools).where(eq(schools.nameKey, schoolNameKey(DEMO_SCHOOLS[0]!.name)));
      await tx
        .update(studentProfiles)
        .set({
          schoolId: school?.id,
          degree: 'bachelors',
          course: 'Psychology',
          state: 'New York',
          city: 'New York',
          sex: 'wish_not_to_disclose',
          languagePreference: 'English',
          identifyAs: 'multiracial',
          isInternational: false,
          whatBringsYouJoy: 'Morning runs, good coffee and long talks with friends',
          personalityType: 'creative_and_flexible',
          coachingStyle: 'supportive_and_empathetic',
          isCompleted: true,
          // The guided tour stays available from Help; it does not open over the demo by itself.
          isPaused: true,
        })
        .where(eq(studentProfiles.id, profileId));
      const [area] = await tx
        .insert(growthAreas)
        .values({ studentProfileId: profileId, growthAreaIds: 'stress,time-management,sleep', initialConfidenceLevel: 'moderate' })
        .returning({ id: growthAreas.id });
      await tx.insert(confidenceLevels).values({ growthAreaId: area!.id, value: 'moderate' });
    });
  } catch (error) {
    // Another process seeded the same account a moment ago.
    if (isUniqueViolationOf(error, 'users_email_lower_key')) return;
    throw error;
  }
}

export async function seedDemoAccounts(deps: AppDeps): Promise<void> {
  await seedPartnerSchools(deps.db);
  await seedDemoStudent(deps);
}
