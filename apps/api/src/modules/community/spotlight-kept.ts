import type { Db } from '@bloom/db/client';
import { keepBounded, perDatabase } from '../../platform/kept-map';

/** How long a school's spotlight (which stories, not their counts) is kept before it is chosen again. */
const SPOTLIGHT_KEPT_MS = 30_000;
/** Past this many students remembered, the older half is let go. */
const MAX_VIEWERS = 20_000;

interface Kept {
  ids: readonly number[];
  until: number;
}

const choicesOf = perDatabase<Db, number, Kept>();
const schoolOfViewer = perDatabase<Db, number, number>();

/**
 * Which stories a school's spotlight shows, kept in memory for 30 s (decision 0039): choosing them reads
 * a month of the wall, showing them reads three rows. A like, an unlike or a new story in this process
 * drops its school's choice at once; those made in another process show within 30 s. Only a full
 * spotlight is kept, so a young wall shows its first stories at once. Each viewer's school is remembered
 * too, so that a kept spotlight is shown in one query (which checks that it is still the viewer's school).
 */
export const spotlightKept = {
  /** The kept choice of the school the viewer was last seen on, if there is one and it is fresh. */
  forViewer(db: Db, userId: number, now: Date): { schoolId: number; ids: readonly number[] } | undefined {
    const schoolId = schoolOfViewer(db).get(userId);
    if (schoolId === undefined) return undefined;
    const kept = choicesOf(db).get(schoolId);
    return kept && kept.until > now.getTime() ? { schoolId, ids: kept.ids } : undefined;
  },
  seen(db: Db, userId: number, schoolId: number): void {
    keepBounded(schoolOfViewer(db), userId, schoolId, MAX_VIEWERS);
  },
  keep(db: Db, schoolId: number, ids: readonly number[], now: Date): void {
    choicesOf(db).set(schoolId, { ids, until: now.getTime() + SPOTLIGHT_KEPT_MS });
  },
  forget(db: Db, schoolId: number): void {
    choicesOf(db).delete(schoolId);
  },
};
