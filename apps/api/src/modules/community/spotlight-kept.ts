import type { Db } from '@bloom/db/client';

/** How long a school's spotlight (which stories, not their counts) is kept before it is chosen again. */
const SPOTLIGHT_KEPT_MS = 30_000;

interface Kept {
  ids: readonly number[];
  until: number;
}

/** Per database handle, like prepared statements: each test app and process has its own. */
const keptByDb = new WeakMap<Db, Map<number, Kept>>();

function keptOf(db: Db): Map<number, Kept> {
  let kept = keptByDb.get(db);
  if (!kept) keptByDb.set(db, (kept = new Map()));
  return kept;
}

/**
 * Which stories a school's spotlight shows, kept in memory for 30 s (decision 0039): choosing them reads
 * a month of the wall, showing them reads three rows. A like, an unlike or a new story in this process
 * drops its school's choice at once; those made in another process show within 30 s. Only a full
 * spotlight is kept, so a young wall shows its first stories at once.
 */
export const spotlightKept = {
  ids(db: Db, schoolId: number, now: Date): readonly number[] | undefined {
    const kept = keptOf(db).get(schoolId);
    return kept && kept.until > now.getTime() ? kept.ids : undefined;
  },
  keep(db: Db, schoolId: number, ids: readonly number[], now: Date): void {
    keptOf(db).set(schoolId, { ids, until: now.getTime() + SPOTLIGHT_KEPT_MS });
  },
  forget(db: Db, schoolId: number): void {
    keptOf(db).delete(schoolId);
  },
};
