import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rewardCodes, rewards } from '@bloom/db/schema';
import { createTestApp, type TestContext } from '../../test/helper';
import { operatorRunner } from '../coaching/test-operator';
import { ledgerOf, totalsAndLedgerSums } from '../gamification/test-points';
import { createTestStudent } from '../profiles/test-students';

let ctx: TestContext;
let dir: string;
beforeAll(async () => {
  ctx = await createTestApp();
  dir = await mkdtemp(path.join(tmpdir(), 'bloom-rewards-operator-'));
});
afterAll(async () => {
  await ctx.close();
  await rm(dir, { recursive: true, force: true });
});

const run = operatorRunner(() => ctx, () => dir);

const reward = (overrides: Record<string, unknown> = {}) => ({
  category: 'food',
  company: 'Green Bowl',
  product_name: 'Salad bowl',
  description: 'Any salad bowl, any size.',
  logo_url: '/rewards/green-bowl.svg',
  discount_value: 5,
  discount_measure: 'usd',
  points_needed: 150,
  expiry_date: '2027-12-31',
  link: 'https://greenbowl.example.org/redeem',
  terms_link: 'https://greenbowl.example.org/terms',
  codes: ['GB-1', 'GB-2'],
  ...overrides,
});

async function writeJson(name: string, value: unknown) {
  await writeFile(path.join(dir, name), JSON.stringify(value));
  return name;
}

describe('operator add-reward', () => {
  it('adds a reward with its code pool, then tops the pool up from the same file', async () => {
    const first = await run('add-reward', '--file', await writeJson('bowl.json', reward()));
    expect(first).toMatchObject({ code: 0, err: '' });
    expect(first.out).toMatch(/^Added reward \d+: Green Bowl – Salad bowl, 2 new codes\.$/);
    const [row] = await ctx.deps.db.select().from(rewards).where(eq(rewards.company, 'Green Bowl'));
    expect(row).toMatchObject({ category: 'food', productName: 'Salad bowl', discountValue: 5, discountMeasure: 'usd', pointsNeeded: 150, expiryDate: '2027-12-31', sharedCode: null });

    const again = await run('add-reward', '--file', await writeJson('bowl-more.json', reward({ company: 'GREEN BOWL', codes: ['GB-2', 'GB-3', 'GB-3'] })), '--json');
    expect(again.code).toBe(0);
    expect(JSON.parse(again.out)).toEqual([{ reward_id: row!.id, company: 'Green Bowl', product_name: 'Salad bowl', created: false, codes_added: 1 }]);
    const codes = await ctx.deps.db.select({ code: rewardCodes.code }).from(rewardCodes).where(eq(rewardCodes.rewardId, row!.id));
    expect(codes.map((c) => c.code).sort()).toEqual(['GB-1', 'GB-2', 'GB-3']);
  });

  it('adds an array of rewards, shared-code ones included, and lists them with their pools', async () => {
    const file = await writeJson('many.json', [
      reward({ company: 'Stretch Studio', product_name: 'Yoga class', category: 'wellness', codes: undefined, shared_code: 'STRETCH10' }),
      reward({ company: 'Page Turner', product_name: 'Paperback', category: 'retail', codes: ['PT-1'] }),
    ]);
    const res = await run('add-reward', '--file', file);
    expect(res.code).toBe(0);
    expect(res.out.split('\n')).toHaveLength(2);
    const listed = await run('list-rewards', '--json');
    const byCompany = Object.fromEntries(JSON.parse(listed.out).map((r: { company: string }) => [r.company, r]));
    expect(byCompany['Stretch Studio']).toMatchObject({ shared_code: 'STRETCH10', codes_total: 0 });
    expect(byCompany['Page Turner']).toMatchObject({ shared_code: null, codes_total: 1, codes_free: 1 });
    expect((await run('list-rewards')).out).toContain('Page Turner – Paperback');
  });

  it('refuses bad input with what is wrong, and adds nothing', async () => {
    const before = await ctx.deps.db.select().from(rewards);
    const bad = await run('add-reward', '--file', await writeJson('bad.json', [reward({ company: 'Fine Co' }), reward({ company: 'Broken Co', category: 'cars', points_needed: -1, codes: [] })]));
    expect(bad.code).toBe(1);
    expect(bad.err).toContain('reward 2:');
    expect(bad.err).toContain('category');
    expect(bad.err).toContain('points_needed');
    expect((await ctx.deps.db.select().from(rewards)).length).toBe(before.length);

    const noCodes = await run('add-reward', '--file', await writeJson('no-codes.json', reward({ company: 'Empty Co', codes: [] })));
    expect(noCodes.err).toBe('codes: give shared_code or a non-empty codes list');

    const both = await run('add-reward', '--file', await writeJson('both.json', reward({ company: 'Both Co', shared_code: 'X' })));
    expect(both.err).toContain('give either shared_code or codes, not both');
    expect((await run('add-reward')).err).toContain('--file');
    expect((await run('add-reward', '--file', 'missing.json')).err).toContain('Cannot read');
    const mismatch = await run('add-reward', '--file', await writeJson('mismatch.json', reward({ codes: undefined, shared_code: 'NOW-SHARED' })));
    expect(mismatch.err).toContain('exists with a pool of codes');
  });
});

describe('operator adjust-points', () => {
  it('adds and takes points with a reason, as ledger rows, and never below a balance of 0', async () => {
    const student = await createTestStudent(ctx);
    const add = await run('adjust-points', '--student', student.email.toUpperCase(), '--points', '120', '--reason', 'Campus event prize');
    expect(add).toMatchObject({ code: 0, err: '' });
    expect(add.out).toBe(`+120 points for ${student.email} (Campus event prize). Lifetime 120, balance 120.\nBadges earned: Explorer.`);

    const take = await run('adjust-points', '--student', String(student.userId), '--points=-20', '--reason', 'Duplicate prize', '--json');
    expect(JSON.parse(take.out)).toMatchObject({ points: -20, total_points: 100, point_balance: 100, badges_earned: [] });
    expect((await ledgerOf(ctx, student.userId)).map((r) => [r.kind, r.points, r.reason])).toEqual([
      ['adjustment', 120, 'Campus event prize'],
      ['adjustment', -20, 'Duplicate prize'],
    ]);

    const tooMuch = await run('adjust-points', '--student', student.email, '--points=-101', '--reason', 'Oops');
    expect(tooMuch.code).toBe(1);
    expect(tooMuch.err).toBe(`${student.email} has 100 points to spend; -101 would take the balance below 0.`);
    expect((await totalsAndLedgerSums(ctx, student.userId)).totals).toEqual({ totalPoints: 100, pointBalance: 100 });
  });

  it('refuses a missing reason, a zero or fractional amount, and an unknown student', async () => {
    const student = await createTestStudent(ctx);
    expect((await run('adjust-points', '--student', student.email, '--points', '10')).err).toContain('--reason');
    expect((await run('adjust-points', '--student', student.email, '--points', '0', '--reason', 'x')).err).toContain('other than 0');
    expect((await run('adjust-points', '--student', student.email, '--points', '1.5', '--reason', 'x')).err).toContain('whole number');
    expect((await run('adjust-points', '--student', student.email, '--points', '5', '--reason', '  ')).err).toContain('--reason');
    expect((await run('adjust-points', '--student', 'nobody@example.edu', '--points', '5', '--reason', 'x')).err).toBe('No student nobody@example.edu.');
    expect(await ledgerOf(ctx, student.userId)).toEqual([]);
  });
});
