import { asc, inArray } from 'drizzle-orm';
import { confidenceLevels, growthAreas } from '@bloom/db/schema';
import { profileIdOf, type PersonalDataPart } from '../personal-data/personal-data';

/** Growth areas and the confidence levels recorded for them; erasing deletes both. */
export const growthPersonalData: PersonalDataPart = {
  section: 'growth_areas',
  async exportPersonalData(db, userId) {
    const areas = await db.select().from(growthAreas).where(inArray(growthAreas.studentProfileId, profileIdOf(db, userId))).orderBy(asc(growthAreas.id));
    const levels = areas.length
      ? await db.select().from(confidenceLevels).where(inArray(confidenceLevels.growthAreaId, areas.map((a) => a.id))).orderBy(asc(confidenceLevels.id))
      : [];
    return areas.map((area) => ({
      growth_area_id: area.growthAreaIds,
      initial_confidence_level: area.initialConfidenceLevel,
      status: area.status,
      created_at: area.createdAt.toISOString(),
      confidence_levels: levels.filter((l) => l.growthAreaId === area.id).map((l) => ({ value: l.value, created_at: l.createdAt.toISOString() })),
    }));
  },
  async erasePersonalData(tx, userId) {
    await tx.delete(growthAreas).where(inArray(growthAreas.studentProfileId, profileIdOf(tx, userId)));
  },
};
