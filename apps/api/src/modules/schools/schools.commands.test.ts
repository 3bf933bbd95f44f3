import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schoolCreditEntries, schools, studentProfiles } from '@bloom/db/schema';
import { CATCH_ALL_SCHOOL_NAME } from '../../seed/reference-data';
import { createTestApp, createTestClock, isPostgres, type TestContext } from '../../test/helper';
import { operatorRunner } from '../coaching/test-operator';
import { bearer, createPartnerSchool, createStudent, schoolPoolSum } from '../credits/test-fixtures';
import { createTestStudent, type TestStudent } from '../profiles/test-students';
import { FRAMED_ORIGINS_TTL_MS } from './framed-origins';

const clock = createTestClock();
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ clock });
});
afterAll(async () => {
  await ctx.close();
});

const runOperator = operatorRunner(() => ctx);
const run = (...argv: string[]) => runOperator('school', ...argv);

let counter = 0;
const uniqueName = (base: string) => `${base} ${process.pid}-${++counter}`;

/** A school added through the student's own call, as onboarding's 'Add Your School' does. */
async function requestSchoolAs(student: TestStudent, name: string): Promise<number> {
  const res = await ctx.app.inject({ method: 'POST', url: '/api/schools/create/', headers: student.auth, payload: { school_name: name } });
  expect(res.statusCode).toBe(201);
  return res.json<{ school_id: number }>().school_id;
}

const schoolRow = async (id: number) => (await ctx.deps.db.select().from(schools).where(eq(schools.id, id)))[0];
const schoolOfProfile = async (profileId: number) => (await ctx.deps.db.select().from(studentProfiles).where(eq(studentProfiles.id, profileId)))[0]!.schoolId;
const visibleSchoolIds = async (student: TestStudent) =>
  (await ctx.app.inject({ method: 'GET', url: '/api/schools/', headers: student.auth })).json<{ school_id: number }[]>().map((s) => s.school_id);

describe('operator school list, approve, rename', () => {
  it('lists the schools students added that wait for review, with who added them, as text and --json', async () => {
    const asker = await createTestStudent(ctx);
    const name = uniqueName('Riverbend College');
    const id = await requestSchoolAs(asker, name);

    const text = await run('list');
    expect(text.code).toBe(0);
    expect(text.out).toContain(`#${id}  ${name}  (added `);
    expect(text.out).toContain(`by ${asker.email}; 1 student)`);
    expect(text.out).not.toContain(CATCH_ALL_SCHOOL_NAME);

    const json = await run('list', '--json');
    const rows = JSON.parse(json.out) as { id: number; name: string; status: string; created_by: string; students: number }[];
    expect(rows.find((r) => r.id === id)).toMatchObject({ name, status: 'pending_review', created_by: asker.email, students: 1 });
    expect(rows.every((r) => r.status === 'pending_review')).toBe(true);

    const all = JSON.parse((await run('list', '--all', '--json')).out) as { name: string; is_catch_all: boolean }[];
    expect(all.find((r) => r.is_catch_all)?.name).toBe(CATCH_ALL_SCHOOL_NAME);
  });

  it('approves a school by id or name, after which other students whose email matches see it', async () => {
    const asker = await createTestStudent(ctx);
    const other = await createTestStudent(ctx);
    const name = uniqueName('Lakeshore Tech');
    const id = await requestSchoolAs(asker, name);
    expect(await visibleSchoolIds(other)).not.toContain(id);

    expect(await run('approve', name.toUpperCase())).toMatchObject({ code: 0, out: `Approved "${name}" (id ${id}).` });
    expect(await visibleSchoolIds(other)).toContain(id);
    expect((await run('approve', String(id))).out).toBe(`"${name}" (id ${id}) is already active.`);
  });

  it('renames a school, refusing a name another school has or a name too short', async () => {
    const first = await createPartnerSchool(ctx.deps.db, { pool: 0, name: uniqueName('Old Name') });
    const second = await createPartnerSchool(ctx.deps.db, { pool: 0, name: uniqueName('Taken Name') });
    const renamed = uniqueName('Brand New Name');
    expect(await run('rename', String(first.id), '--name', `  ${renamed}  `)).toMatchObject({ code: 0, out: `School ${first.id} is now called "${renamed}".` });
    expect((await schoolRow(first.id))!.name).toBe(renamed);

    const clash = await run('rename', String(first.id), '--name', second.name.toLowerCase());
    expect(clash.code).toBe(1);
    expect(clash.err).toContain(`"${second.name}" (id ${second.id}) already has that name`);
    const short = await run('rename', String(first.id), '--name', 'A');
    expect(short).toMatchObject({ code: 1, err: '--name: School name must be at least 2 characters long.' });
    expect((await schoolRow(first.id))!.name).toBe(renamed);
  });
});

describe('operator school merge and reject', () => {
  it("moves the students, the pool's ledger (allowance already used included) and any other reference, then deletes the school", async () => {
    const from = await createPartnerSchool(ctx.deps.db, { pool: 100, creditsPerStudent: 3, name: uniqueName('Ohio St') });
    const into = await createPartnerSchool(ctx.deps.db, { pool: 50, creditsPerStudent: 3, name: uniqueName('Ohio State University') });
    const students = await Promise.all([createStudent(ctx, { schoolId: from.id }), createStudent(ctx, { schoolId: from.id })]);
    const allocate = await ctx.app.inject({
      method: 'POST',
      url: '/api/gamification/credits/allocate-from-school/',
      headers: bearer(students[0]!),
      payload: { credits_to_allocate: 2 },
    });
    expect(allocate.statusCode).toBe(200);
    // A table added later (another area's) that points at schools moves too.
    await ctx.deps.db.execute(sql`create table if not exists merge_test_notes (id serial primary key, school_id integer references schools(id))`);
    await ctx.deps.db.execute(sql`insert into merge_test_notes (school_id) values (${from.id}), (${from.id})`);

    const res = await run('merge', String(from.id), '--into', into.name);
    expect(res.code).toBe(0);
    expect(res.out).toContain(`Merged "${from.name}" (id ${from.id}) into "${into.name}" (id ${into.id}): moved `);
    expect(res.out).toContain('2 in student_profiles.school_id');
    expect(res.out).toContain('2 in school_credit_entries.school_id');
    expect(res.out).toContain('2 in merge_test_notes.school_id');
    expect(res.out).toContain(`pool of "${into.name}" is now 148.`);

    expect(await schoolRow(from.id)).toBeUndefined();
    for (const student of students) expect(await schoolOfProfile(student.studentProfileId)).toBe(into.id);
    expect(await schoolPoolSum(ctx.deps.db, into.id)).toBe(148);
    const notes = await ctx.deps.db.execute(sql`select count(*)::int as n from merge_test_notes where school_id = ${into.id}`);
    expect(JSON.stringify(notes)).toContain('"n":2');

    // The 2 credits already taken count against the allowance of 3 at the new school.
    const again = await ctx.app.inject({
      method: 'POST',
      url: '/api/gamification/credits/allocate-from-school/',
      headers: bearer(students[0]!),
      payload: { credits_to_allocate: 3 },
    });
    expect(again.statusCode).toBe(200);
    expect(again.json().data.credits_allocated).toBe(1);
  });

  it('refuses merges that would lose or misplace something, changing nothing', async () => {
    const funded = await createPartnerSchool(ctx.deps.db, { pool: 40, name: uniqueName('Funded') });
    const unfunded = await createPartnerSchool(ctx.deps.db, { pool: 0, isPartner: false, name: uniqueName('Unfunded') });
    const asker = await createTestStudent(ctx);
    const pending = await requestSchoolAs(asker, uniqueName('Pending Place'));
    const [catchAll] = await ctx.deps.db.select().from(schools).where(eq(schools.isCatchAll, true));

    const cases: [string[], string][] = [
      [['merge', String(funded.id), '--into', String(unfunded.id)], 'funds no credits. Make it a partner first'],
      [['merge', String(catchAll!.id), '--into', String(funded.id)], 'is the catch-all school'],
      [['merge', String(funded.id), '--into', String(pending)], 'is still waiting for review. Approve it first'],
      [['merge', String(funded.id), '--into', String(funded.id)], 'cannot be merged into itself'],
      [['merge', String(funded.id)], '--into'],
      [['merge', 'No Such School 123', '--into', String(funded.id)], 'No school with id or name "No Such School 123"'],
    ];
    for (const [argv, message] of cases) {
      const res = await run(...argv);
      expect(res.code, argv.join(' ')).toBe(1);
      expect(res.err).toContain(message);
    }
    expect(await schoolPoolSum(ctx.deps.db, funded.id)).toBe(40);
    expect(await schoolRow(funded.id)).toBeDefined();
  });

  it('rejects a school waiting for review: its students move to the catch-all; an active school cannot be rejected', async () => {
    const asker = await createTestStudent(ctx);
    const name = uniqueName('Not A Real School');
    const id = await requestSchoolAs(asker, name);
    expect(await schoolOfProfile(asker.profileId)).toBe(id);

    const res = await run('reject', String(id));
    expect(res.code).toBe(0);
    expect(res.out).toContain(`Rejected "${name}" (id ${id}); its students now belong to "${CATCH_ALL_SCHOOL_NAME}"`);
    expect(await schoolRow(id)).toBeUndefined();
    const [catchAll] = await ctx.deps.db.select().from(schools).where(eq(schools.isCatchAll, true));
    expect(await schoolOfProfile(asker.profileId)).toBe(catchAll!.id);

    const active = await createPartnerSchool(ctx.deps.db, { pool: 0, name: uniqueName('Active U') });
    const refused = await run('reject', String(active.id));
    expect(refused.code).toBe(1);
    expect(refused.err).toContain('only schools waiting for review can be rejected');
  });
});

describe('operator school set', () => {
  it("sets the domain, resource link, per-student allowance, and the pool through the ledger's deposits and withdrawals", async () => {
    const school = await createPartnerSchool(ctx.deps.db, { pool: 0, isPartner: false, name: uniqueName('Settings U') });
    const res = await run('set', String(school.id), '--domain', '@settings\\.edu$', '--resource-link', 'https://wellness.settings.edu/help', '--credit-pool', '300', '--per-student', '4');
    expect(res.code).toBe(0);
    expect(res.out).toBe(`Updated "${school.name}" (id ${school.id}): domain @settings\\.edu$; link https://wellness.settings.edu/help; partner, pool 300 (+300), 4 per student.`);
    expect(await schoolRow(school.id)).toMatchObject({ domain: '@settings\\.edu$', resourceLink: 'https://wellness.settings.edu/help', isPartner: true, creditsPerStudent: 4 });

    expect((await run('set', String(school.id), '--credit-pool', '120')).code).toBe(0);
    const entries = await ctx.deps.db.select().from(schoolCreditEntries).where(eq(schoolCreditEntries.schoolId, school.id)).orderBy(schoolCreditEntries.id);
    expect(entries.map((e) => [e.reason, e.amount])).toEqual([
      ['deposit', 300],
      ['withdrawal', -180],
    ]);
    expect(await schoolPoolSum(ctx.deps.db, school.id)).toBe(120);

    expect((await run('set', String(school.id), '--resource-link', 'none', '--partner', 'no')).code).toBe(0);
    expect(await schoolRow(school.id)).toMatchObject({ resourceLink: null, isPartner: false });
  });

  it('refuses bad values with a clear message and exit code 1, changing nothing', async () => {
    const school = await createPartnerSchool(ctx.deps.db, { pool: 10, name: uniqueName('Strict U') });
    const cases: [string[], string][] = [
      [['set', String(school.id), '--domain', '([unclosed'], 'is not a valid regular expression'],
      [['set', String(school.id), '--domain', '^(a+)+@x\\.edu$'], 'could take very long to match'],
      [['set', String(school.id), '--resource-link', 'http://plain.example.edu/'], 'is not an https:// address'],
      [['set', String(school.id), '--resource-link', 'javascript:alert(1)'], 'is not an https:// address'],
      [['set', String(school.id), '--credit-pool=-5'], '--credit-pool: a whole number'],
      [['set', String(school.id), '--credit-pool', '2000000'], '--credit-pool: a whole number from 0 to 1000000'],
      [['set', String(school.id), '--per-student', 'ten'], '--per-student: a whole number'],
      [['set', String(school.id), '--partner', 'maybe'], '--partner: yes or no.'],
      [['set', String(school.id)], 'Nothing to set'],
      [['set'], 'which school?'],
      [['set', '999999', '--per-student', '3'], 'No school with id or name "999999"'],
      [['explode'], 'say what to do: list, approve, rename, merge, reject, set'],
      [['list', '--bogus'], "Unknown option '--bogus'"],
      [['approve', 'a', 'b'], 'unexpected "b"'],
    ];
    for (const [argv, message] of cases) {
      const res = await run(...argv);
      expect(res.code, argv.join(' ')).toBe(1);
      expect(res.err, argv.join(' ')).toContain(message);
    }
    expect(await schoolRow(school.id)).toMatchObject({ domain: null, resourceLink: null, isPartner: true, creditsPerStudent: 5 });
    expect(await schoolPoolSum(ctx.deps.db, school.id)).toBe(10);
  });

  it("puts a new resource link's origin into the pages' frame-src within the cache time, without a restart", async () => {
    const school = await createPartnerSchool(ctx.deps.db, { pool: 0, name: uniqueName('Framed U') });
    expect((await run('set', String(school.id), '--resource-link', 'https://counseling.framed-u.edu/students')).code).toBe(0);
    clock.advance(FRAMED_ORIGINS_TTL_MS);
    const frameSrc = async () => String((await ctx.app.inject({ method: 'GET', url: '/campus-resources' })).headers['content-security-policy']);
    await frameSrc();
    await expect.poll(frameSrc).toContain('https://counseling.framed-u.edu');
  });
});

/** Races need real connections: PostgreSQL only. */
describe.runIf(isPostgres)('operator school commands under concurrency (PostgreSQL)', () => {
  it('ten operators setting the pool at once leave exactly the pool they asked for', async () => {
    const school = await createPartnerSchool(ctx.deps.db, { pool: 7, name: uniqueName('Busy U') });
    const results = await Promise.all(Array.from({ length: 10 }, () => run('set', String(school.id), '--credit-pool', '100')));
    expect(results.map((r) => r.code)).toEqual(Array(10).fill(0));
    expect(await schoolPoolSum(ctx.deps.db, school.id)).toBe(100);
  });

  it('a merge running with allocations from the merged pool never overdraws or loses a credit', async () => {
    const from = await createPartnerSchool(ctx.deps.db, { pool: 10, creditsPerStudent: 1, name: uniqueName('Racing From') });
    const into = await createPartnerSchool(ctx.deps.db, { pool: 5, creditsPerStudent: 1, name: uniqueName('Racing Into') });
    const students = await Promise.all(Array.from({ length: 20 }, () => createStudent(ctx, { schoolId: from.id })));
    const [merge, ...allocations] = await Promise.all([
      run('merge', String(from.id), '--into', String(into.id)),
      ...students.map((s) =>
        ctx.app.inject({ method: 'POST', url: '/api/gamification/credits/allocate-from-school/', headers: bearer(s), payload: { credits_to_allocate: 1 } }),
      ),
    ]);
    expect(merge!.code).toBe(0);
    expect(allocations.map((r) => r.statusCode).filter((s) => s >= 500)).toEqual([]);
    const granted = allocations.filter((r) => r.statusCode === 200).length;
    expect(await schoolPoolSum(ctx.deps.db, into.id)).toBe(15 - granted);
    expect(await schoolPoolSum(ctx.deps.db, into.id)).toBeGreaterThanOrEqual(0);
  }, 60_000);
});
