// Vitest 5 targets Node 22 and calls Map.groupBy (Node 21+) when it reports failures. This machine runs
// Node 20, so the reporter would crash exactly when a test fails; this fills the gap.
declare global {
  interface MapConstructor {
    groupBy<K, T>(items: Iterable<T>, keyOf: (item: T, index: number) => K): Map<K, T[]>;
  }
}

if (typeof Map.groupBy !== 'function') {
  Map.groupBy = function groupBy<K, T>(items: Iterable<T>, keyOf: (item: T, index: number) => K): Map<K, T[]> {
    const groups = new Map<K, T[]>();
    let index = 0;
    for (const item of items) {
      const key = keyOf(item, index++);
      const group = groups.get(key);
      if (group) group.push(item);
      else groups.set(key, [item]);
    }
    return groups;
  };
}

export {};
