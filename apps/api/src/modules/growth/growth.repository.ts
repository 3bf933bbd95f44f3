import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '@bloom/db/client';
import { confidenceLevels, growthAreas, studentProfiles } from '@bloom/db/schema';

export type GrowthAreaRow = typeof growthAreas.$inferSelect;
export type ConfidenceLevelRow = typeof confidenceLevels.$inferSelect;

export async function findProfileIdOfUser(db: Db, userId: number): Promise<number | undefined> {
  const [row] = await db.select({ id: studentProfiles.id }).from(studentProfiles).where(eq(studentProfiles.userId, userId));
  return row?.id;
}

/** The growth area with the user id of the student it belongs to. */
export async function findGrowthAreaWithOwner(db: Db, id: number) {
  const [row] = await db
    .select({ area: growthAreas, ownerUserId: studentProfiles.userId })
    .from(growthAreas)
    .innerJoin(studentProfiles, eq(studentProfiles.id, growthAreas.studentProfileId))
    .where(eq(growthAreas.id, id));
  return row;
}

export async function countGrowthAreas(db: Db, profileId: number): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(growthAreas).where(eq(growthAreas.studentProfileId, profileId));
  return row?.n ?? 0;
}

export async function insertGrowthArea(
  db: Db,
  values: { studentProfileId: number; growthAreaIds: string; initialConfidenceLevel: string; createdAt: Date },
): Promise<GrowthAreaRow> {
  const [row] = await db.insert(growthAreas).values(values).returning();
  return row!;
}

export async function insertConfidenceLevel(
  db: Db,
  values: { growthAreaId: number; value: string; createdAt: Date },
): Promise<ConfidenceLevelRow> {
  const [row] = await db.insert(confidenceLevels).values(values).returning();
  return row!;
}

export async function listGrowthAreasOfProfiles(db: Db, profileIds: number[]): Promise<GrowthAreaRow[]> {
  if (profileIds.length === 0) return [];
  return db
    .select()
    .from(growthAreas)
    .where(inArray(growthAreas.studentProfileId, profileIds))
    .orderBy(asc(growthAreas.createdAt), asc(growthAreas.id));
}

export async function listConfidenceLevelsOf(db: Db, growthAreaIds: number[]): Promise<ConfidenceLevelRow[]> {
  if (growthAreaIds.length === 0) return [];
  return db
    .select()
    .from(confidenceLevels)
    .where(inArray(confidenceLevels.growthAreaId, growthAreaIds))
    .orderBy(asc(confidenceLevels.createdAt), asc(confidenceLevels.id));
}

export async function updateGrowthAreaStatus(db: Db, id: number, status: string): Promise<GrowthAreaRow | undefined> {
  const [row] = await db.update(growthAreas).set({ status }).where(eq(growthAreas.id, id)).returning();
  return row;
}

export async function deleteGrowthArea(db: Db, id: number): Promise<void> {
  await db.delete(growthAreas).where(eq(growthAreas.id, id));
}
