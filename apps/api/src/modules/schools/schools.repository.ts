import { and, asc, eq, isNotNull, or } from 'drizzle-orm';
import type { Db } from '@bloom/db/client';
import { schools, studentProfiles, users } from '@bloom/db/schema';

export type SchoolRow = typeof schools.$inferSelect;

/** The student's email and the school their profile points to: what decides which schools they see. */
export async function findSchoolViewer(db: Db, userId: number) {
  const [row] = await db
    .select({
      userId: users.id,
      email: users.email,
      profileId: studentProfiles.id,
      profileSchoolId: studentProfiles.schoolId,
      isProfileCompleted: studentProfiles.isCompleted,
    })
    .from(users)
    .leftJoin(studentProfiles, eq(studentProfiles.userId, users.id))
    .where(eq(users.id, userId));
  return row;
}

/**
 * Active schools, plus the pending ones this student may see (their own requests and the school their
 * profile points to). Domain matching happens in code: the pattern language is JavaScript's.
 */
export async function listSchoolCandidates(db: Db, userId: number, profileSchoolId: number | null) {
  return db
    .select()
    .from(schools)
    .where(
      or(
        eq(schools.status, 'active'),
        eq(schools.createdByUserId, userId),
        profileSchoolId === null ? undefined : eq(schools.id, profileSchoolId),
      ),
    )
    .orderBy(asc(schools.name));
}

export async function findSchoolById(db: Db, id: number): Promise<SchoolRow | undefined> {
  const [row] = await db.select().from(schools).where(eq(schools.id, id));
  return row;
}

export async function findSchoolByNameKey(db: Db, nameKey: string): Promise<SchoolRow | undefined> {
  const [row] = await db.select().from(schools).where(eq(schools.nameKey, nameKey));
  return row;
}

/** Inserts unless a school with the same name key exists (the unique index decides, also under races). */
export async function insertSchoolIfAbsent(
  db: Db,
  values: { name: string; nameKey: string; createdByUserId: number },
): Promise<SchoolRow | undefined> {
  const [row] = await db
    .insert(schools)
    .values({ ...values, status: 'pending_review', domain: null })
    .onConflictDoNothing({ target: schools.nameKey })
    .returning();
  return row;
}

export async function setProfileSchool(db: Db, profileId: number, schoolId: number): Promise<void> {
  await db.update(studentProfiles).set({ schoolId }).where(and(eq(studentProfiles.id, profileId)));
}

/** Every resource link an operator has set, once each. */
export async function listResourceLinks(db: Db): Promise<string[]> {
  const rows = await db.selectDistinct({ link: schools.resourceLink }).from(schools).where(isNotNull(schools.resourceLink));
  return rows.flatMap((row) => (row.link ? [row.link] : []));
}
