import { describe, expect, it } from 'vitest';
import { keepBounded, perDatabase } from './kept-map';

describe('keepBounded', () => {
  it('lets the older half go once the map is full, counting a key kept again as new', () => {
    const map = new Map<number, string>();
    for (const key of [1, 2, 3, 4]) keepBounded(map, key, `v${key}`, 4);
    keepBounded(map, 1, 'v1 again', 4);
    expect([...map.keys()]).toEqual([2, 3, 4, 1]);
    keepBounded(map, 5, 'v5', 4);
    expect([...map.entries()]).toEqual([
      [4, 'v4'],
      [1, 'v1 again'],
      [5, 'v5'],
    ]);
  });
});

describe('perDatabase', () => {
  it('gives each handle its own map, the same one every time', () => {
    const of = perDatabase<object, string, number>();
    const [a, b] = [{}, {}];
    of(a).set('x', 1);
    expect(of(a).get('x')).toBe(1);
    expect(of(b).has('x')).toBe(false);
  });
});
