import { describe, expect, it } from 'vitest';
import { batchedRead } from './batched-read';

/** A read that records the keys of each statement and answers each key doubled (0 unknown). */
function recordingRead(maxKeys: number) {
  const statements: number[][] = [];
  const read = batchedRead(maxKeys, async (_db: object, keys: number[]) => {
    statements.push(keys);
    return new Map(keys.filter((key) => key !== 0).map((key) => [key, key * 2]));
  });
  return { read, statements };
}

describe('batchedRead', () => {
  it('answers the calls of one turn with one statement per handle, each key once and at most maxKeys keys in one', async () => {
    const { read, statements } = recordingRead(3);
    const db = {};
    const other = {};
    const answers = await Promise.all([read(db, 1), read(db, 2), read(db, 1), read(db, 0), read(db, 4), read(other, 5)]);
    expect(answers).toEqual([2, 4, 2, undefined, 8, 10]);
    expect(statements).toEqual([[1, 2, 0], [4], [5]]);
  });

  it('starts a new statement for calls made after a statement was sent', async () => {
    const { read, statements } = recordingRead(4);
    const db = {};
    expect(await read(db, 1)).toBe(2);
    expect(await read(db, 1)).toBe(2);
    expect(statements).toEqual([[1], [1]]);
  });

  it('fails every call of a failed statement, and only those', async () => {
    const db = {};
    let fail = true;
    const read = batchedRead(1, async (_db: object, keys: number[]) => {
      if (fail && keys[0] === 1) throw new Error('connection lost');
      return new Map(keys.map((key) => [key, key]));
    });
    const answers = await Promise.allSettled([read(db, 1), read(db, 1), read(db, 2)]);
    expect(answers.map((answer) => answer.status)).toEqual(['rejected', 'rejected', 'fulfilled']);
    fail = false;
    expect(await read(db, 1)).toBe(1);
  });
});
