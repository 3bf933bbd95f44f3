import {
  GROWTH_AREAS_MAX_PER_STUDENT,
  growthMessages,
  type ConfidenceLevel,
  type ConfidenceLevelResponse,
  type GrowthArea,
  type GrowthAreaList,
  type GrowthAreaStatus,
} from '@bloom/contract/growth';
import type { Db } from '@bloom/db/client';
import type { Clock } from '../../platform/clock';
import { AppError } from '../../platform/errors';
import {
  countGrowthAreas,
  deleteGrowthArea,
  findGrowthAreaWithOwner,
  findProfileIdOfUser,
  insertConfidenceLevel,
  insertGrowthArea,
  listConfidenceLevelsOf,
  listGrowthAreasOfProfiles,
  updateGrowthAreaStatus,
  type ConfidenceLevelRow,
  type GrowthAreaRow,
} from './growth.repository';

function toGrowthArea(area: GrowthAreaRow, levels: ConfidenceLevelRow[]): GrowthArea {
  return {
    id: area.id,
    student_profile: area.studentProfileId,
    growth_area_id: area.growthAreaIds,
    initial_confidence_level: area.initialConfidenceLevel,
    status: area.status,
    confidence_levels: levels.map((l) => ({ id: l.id, value: l.value, created_at: l.createdAt.toISOString() })),
    created_at: area.createdAt.toISOString(),
  };
}

/** Growth areas of these profiles with their confidence levels, oldest first. */
export async function listGrowthAreasOf(db: Db, profileIds: number[]): Promise<GrowthArea[]> {
  const areas = await listGrowthAreasOfProfiles(db, profileIds);
  const levels = await listConfidenceLevelsOf(db, areas.map((a) => a.id));
  return areas.map((area) => toGrowthArea(area, levels.filter((l) => l.growthAreaId === area.id)));
}

/** A growth area of this student, or 404: another student's id is indistinguishable from a missing one. */
async function findOwnGrowthArea(db: Db, userId: number, id: number): Promise<GrowthAreaRow> {
  const row = await findGrowthAreaWithOwner(db, id);
  if (!row || row.ownerUserId !== userId) throw AppError.notFound();
  return row.area;
}

export async function createGrowthArea(
  db: Db,
  clock: Clock,
  userId: number,
  request: { student_profile?: number; growth_area_id: string; initial_confidence_level: ConfidenceLevel },
): Promise<GrowthArea> {
  return db.transaction(async (tx) => {
    const profileId = await findProfileIdOfUser(tx, userId);
    if (profileId === undefined) throw AppError.nonField(growthMessages.noProfile);
    if (request.student_profile !== undefined && request.student_profile !== profileId) {
      throw AppError.forbidden(growthMessages.notYourProfile);
    }
    if ((await countGrowthAreas(tx, profileId)) >= GROWTH_AREAS_MAX_PER_STUDENT) throw AppError.nonField(growthMessages.tooMany);
    const now = clock.now();
    const area = await insertGrowthArea(tx, {
      studentProfileId: profileId,
      growthAreaIds: request.growth_area_id,
      initialConfidenceLevel: request.initial_confidence_level,
      createdAt: now,
    });
    const level = await insertConfidenceLevel(tx, { growthAreaId: area.id, value: request.initial_confidence_level, createdAt: now });
    return toGrowthArea(area, [level]);
  });
}

export async function listOwnGrowthAreas(db: Db, userId: number): Promise<GrowthAreaList> {
  const profileId = await findProfileIdOfUser(db, userId);
  const areas = profileId === undefined ? [] : await listGrowthAreasOf(db, [profileId]);
  return { total_count: areas.length, growth_areas: areas };
}

export async function addConfidenceLevel(
  db: Db,
  clock: Clock,
  userId: number,
  request: { growth_area: number; value: ConfidenceLevel },
): Promise<ConfidenceLevelResponse> {
  const area = await findOwnGrowthArea(db, userId, request.growth_area);
  const level = await insertConfidenceLevel(db, { growthAreaId: area.id, value: request.value, createdAt: clock.now() });
  return {
    id: level.id,
    growth_area: area.id,
    value: level.value,
    created_at: level.createdAt.toISOString(),
    confidence_level: level.value,
  };
}

export async function changeGrowthAreaStatus(db: Db, userId: number, id: number, status: GrowthAreaStatus): Promise<GrowthArea> {
  await findOwnGrowthArea(db, userId, id);
  await updateGrowthAreaStatus(db, id, status);
  const [area] = await listGrowthAreasOfOne(db, id);
  return area!;
}

async function listGrowthAreasOfOne(db: Db, id: number): Promise<GrowthArea[]> {
  const row = await findGrowthAreaWithOwner(db, id);
  if (!row) return [];
  const levels = await listConfidenceLevelsOf(db, [id]);
  return [toGrowthArea(row.area, levels)];
}

export async function removeGrowthArea(db: Db, userId: number, id: number): Promise<void> {
  await findOwnGrowthArea(db, userId, id);
  await deleteGrowthArea(db, id);
}
