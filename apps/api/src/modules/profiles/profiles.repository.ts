import { eq, sql } from 'drizzle-orm';
import type { Db } from '@bloom/db/client';
import { schools, studentProfiles, users } from '@bloom/db/schema';
import { preparedRead } from '../../platform/prepared';

export type ProfileValues = Partial<
  Pick<
    typeof studentProfiles.$inferInsert,
    | 'schoolId'
    | 'degree'
    | 'course'
    | 'state'
    | 'city'
    | 'sex'
    | 'languagePreference'
    | 'identifyAs'
    | 'isInternational'
    | 'associatedCountries'
    | 'isPaused'
    | 'isCompleted'
    | 'whatBringsYouJoy'
    | 'personalityType'
    | 'coachingStyle'
  >
>;

export type UserValues = Partial<Pick<typeof users.$inferInsert, 'firstName' | 'lastName' | 'timezone'>>;

const profileSelection = {
  profile: studentProfiles,
  user: {
    id: users.id,
    firstName: users.firstName,
    lastName: users.lastName,
    email: users.email,
    emailVerified: users.emailVerified,
    username: users.username,
    timezone: users.timezone,
  },
  schoolName: schools.name,
};

export type ProfileRow = NonNullable<Awaited<ReturnType<typeof findProfileByUserId>>>;

const profileOfUser = preparedRead((db) =>
  db
    .select(profileSelection)
    .from(studentProfiles)
    .innerJoin(users, eq(users.id, studentProfiles.userId))
    .leftJoin(schools, eq(schools.id, studentProfiles.schoolId))
    .where(eq(studentProfiles.userId, sql.placeholder('userId')))
    .prepare('profile_of_user'),
);

export async function findProfileByUserId(db: Db, userId: number) {
  const [row] = await profileOfUser(db).execute({ userId });
  return row;
}

/** Locks the profile row for the rest of the transaction, so two updates of one profile run in turn. */
export async function findProfileForUpdate(db: Db, profileId: number) {
  const [row] = await db.select().from(studentProfiles).where(eq(studentProfiles.id, profileId)).for('update');
  return row;
}

export async function updateProfileValues(db: Db, profileId: number, values: ProfileValues, now: Date): Promise<void> {
  await db
    .update(studentProfiles)
    .set({ ...values, updatedAt: now })
    .where(eq(studentProfiles.id, profileId));
}

export async function updateUserValues(db: Db, userId: number, values: UserValues): Promise<void> {
  if (Object.keys(values).length === 0) return;
  await db.update(users).set(values).where(eq(users.id, userId));
}

export async function updateProfileImageUrl(db: Db, profileId: number, imageUrl: string, now: Date): Promise<void> {
  await db.update(studentProfiles).set({ imageUrl, updatedAt: now }).where(eq(studentProfiles.id, profileId));
}
