/** How long reference rows are kept when no notice says they changed (a backstop, not the mechanism). */
const REFERENCE_TTL_MS = 60_000;

/**
 * A small table that every student's reads consult and only operators change (the levels), kept in
 * memory. Every change to such a table commits a `referenceChanged` notice naming it (a statement trigger,
 * migration 0007) that drops the copy in every process; while the notices cannot be heard, every read asks
 * the database (decision 0039).
 */
export interface ReferenceCache<T> {
  read(): Promise<T>;
  /** A `referenceChanged` notice: the name of the table that changed. */
  applyNotice(table: string): void;
  setEnabled(isEnabled: boolean): void;
}

export function createReferenceCache<T>(table: string, load: () => Promise<T>, now: () => number = Date.now): ReferenceCache<T> {
  let isEnabled = true;
  let cached: { value: Promise<T>; until: number } | undefined;
  return {
    read() {
      if (!isEnabled) return load();
      if (cached && cached.until > now()) return cached.value;
      // Readers arriving while it loads share the load; a notice arriving meanwhile drops it (the load may
      // have read the table before the change committed). A failed load is not kept.
      const entry = { value: load(), until: now() + REFERENCE_TTL_MS };
      cached = entry;
      entry.value.catch(() => {
        if (cached === entry) cached = undefined;
      });
      return entry.value;
    },
    applyNotice(changedTable) {
      if (changedTable === table) cached = undefined;
    },
    setEnabled(enabled) {
      isEnabled = enabled;
      cached = undefined;
    },
  };
}
