import { eq, sql } from 'drizzle-orm';
import type { Db } from '@bloom/db/client';
import { confidenceLevels, growthAreas, schools, studentProfiles, users } from '@bloom/db/schema';
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

/**
 * What a profile answer is read at: the `xmin` (the transaction that last wrote it) of the profile, user and
 * school rows. A change to a growth area or its confidence levels rewrites the profile row (migration 0009),
 * so every change to what the answer shows changes this.
 */
const profileVersion = sql<string>`${studentProfiles}.xmin::text || ':' || ${users}.xmin::text || ':' || coalesce(${schools}.xmin::text, '')`;

const profileSelection = {
  version: profileVersion,
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
  /** The profile's growth areas with their confidence levels, oldest first, in the same query. */
  growthAreas: sql<ProfileGrowthArea[]>`(select coalesce(json_agg(json_build_object(
      'id', g.id, 'growth_area_id', g.growth_area_id, 'initial_confidence_level', g.initial_confidence_level, 'status', g.status,
      'confidence_levels', (select coalesce(json_agg(json_build_object('value', c.value) order by c.created_at, c.id), '[]'::json)
        from ${confidenceLevels} c where c.growth_area_id = g.id))
      order by g.created_at, g.id), '[]'::json)
    from ${growthAreas} g where g.student_profile_id = ${studentProfiles.id})`,
};

export interface ProfileGrowthArea {
  id: number;
  growth_area_id: string;
  initial_confidence_level: string;
  status: string;
  confidence_levels: { value: string }[];
}

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

const profileVersionOfUser = preparedRead((db) =>
  db
    .select({ version: profileVersion })
    .from(studentProfiles)
    .innerJoin(users, eq(users.id, studentProfiles.userId))
    .leftJoin(schools, eq(schools.id, studentProfiles.schoolId))
    .where(eq(studentProfiles.userId, sql.placeholder('userId')))
    .prepare('profile_version_of_user'),
);

/** The version `findProfileByUserId` would read the profile at now; undefined without a profile. */
export async function findProfileVersion(db: Db, userId: number): Promise<string | undefined> {
  const [row] = await profileVersionOfUser(db).execute({ userId });
  return row?.version;
}

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
