/**
 * Keeps `value` under `key` in a map used as a bounded memory of answers: past `max` entries, the older half
 * (by when they were kept) is let go first.
 */
export function keepBounded<K, V>(map: Map<K, V>, key: K, value: V, max: number): void {
  map.delete(key);
  if (map.size >= max) {
    let drop = Math.floor(map.size / 2);
    for (const oldest of map.keys()) {
      if (drop-- <= 0) break;
      map.delete(oldest);
    }
  }
  map.set(key, value);
}

/** A map per database handle, like prepared statements: each test app and process has its own. */
export function perDatabase<D extends object, K, V>(): (db: D) => Map<K, V> {
  const byDb = new WeakMap<D, Map<K, V>>();
  return (db) => {
    let map = byDb.get(db);
    if (!map) byDb.set(db, (map = new Map()));
    return map;
  };
}
