interface Waiting<V> {
  resolve(value: V | undefined): void;
  reject(error: unknown): void;
}

/**
 * A read by key (a student's id) whose calls made in the same turn of the event loop are answered by one
 * statement for all their keys (issue 15): under load, requests answered together share one round trip (a socket
 * write and read on each side, a bind in PostgreSQL), which costs more than the read itself. `read` answers the
 * keys it is given (a key it leaves out answers undefined); the statement is sent once the turn's callbacks have
 * run (setImmediate), so it starts after every request it answers arrived and sees at least what a statement of
 * its own would have seen. Kept per database handle, as prepared statements are; a failed statement fails each of
 * its calls. At most `maxKeys` keys go in one statement; more waiting at once make several.
 */
export function batchedRead<D extends object, K, V>(maxKeys: number, read: (db: D, keys: K[]) => Promise<Map<K, V>>): (db: D, key: K) => Promise<V | undefined> {
  const pendingOf = new WeakMap<D, Map<K, Waiting<V>[]>>();

  async function run(db: D, batch: Map<K, Waiting<V>[]>): Promise<void> {
    try {
      const found = await read(db, [...batch.keys()]);
      for (const [key, waiting] of batch) for (const call of waiting) call.resolve(found.get(key));
    } catch (error) {
      for (const waiting of batch.values()) for (const call of waiting) call.reject(error);
    }
  }

  function flush(db: D): void {
    const pending = pendingOf.get(db);
    pendingOf.delete(db);
    if (!pending) return;
    let batch = new Map<K, Waiting<V>[]>();
    for (const [key, waiting] of pending) {
      batch.set(key, waiting);
      if (batch.size === maxKeys) {
        void run(db, batch);
        batch = new Map();
      }
    }
    if (batch.size > 0) void run(db, batch);
  }

  return (db, key) =>
    new Promise<V | undefined>((resolve, reject) => {
      let pending = pendingOf.get(db);
      if (!pending) {
        pendingOf.set(db, (pending = new Map()));
        setImmediate(() => flush(db));
      }
      const waiting = pending.get(key);
      if (waiting) waiting.push({ resolve, reject });
      else pending.set(key, [{ resolve, reject }]);
    });
}
