import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schools, studentProfiles } from '@bloom/db/schema';
import { createTestApp, isPostgres, type TestContext } from '../../test/helper';
import { CATCH_ALL_SCHOOL_NAME } from '../../seed/reference-data';
import { createTestStudent, uniqueEmail } from '../profiles/test-students';
import { schoolNameKey } from './school-name';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx.close();
});

let schoolCounter = 0;
async function addSchool(values: { domain: string | null; status?: 'active' | 'pending_review'; createdByUserId?: number }) {
  schoolCounter += 1;
  const name = `Test School ${process.pid}-${schoolCounter}-${Math.random().toString(36).slice(2, 8)}`;
  const [row] = await ctx.deps.db
    .insert(schools)
    .values({ name, nameKey: schoolNameKey(name), domain: values.domain, status: values.status ?? 'active', createdByUserId: values.createdByUserId })
    .returning();
  return row!;
}

async function listSchoolIds(auth: { authorization: string }): Promise<number[]> {
  const res = await ctx.app.inject({ method: 'GET', url: '/api/schools/', headers: auth });
  expect(res.statusCode).toBe(200);
  return res.json<{ school_id: number }[]>().map((s) => s.school_id);
}

describe('GET /api/schools/', () => {
  it('needs a signed-in student', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/schools/' });
    expect(res.statusCode).toBe(401);
  });

  it('lists schools whose domain pattern matches the email, open ones, invalid patterns, and the catch-all last', async () => {
    const osu = await addSchool({ domain: '@osu\\.edu$' });
    const other = await addSchool({ domain: '@umich\\.edu$' });
    const star = await addSchool({ domain: '*' });
    const dotStar = await addSchool({ domain: '.*' });
    const empty = await addSchool({ domain: '' });
    const nullDomain = await addSchool({ domain: null });
    const invalid = await addSchool({ domain: '([unclosed' });
    const student = await createTestStudent(ctx, { email: uniqueEmail('buckeye', 'OSU.edu') });

    const res = await ctx.app.inject({ method: 'GET', url: '/api/schools/', headers: student.auth });
    const list = res.json<{ school_id: number; school_name: string; school_domain: string | null; resource_link: string | null; status: string; is_catch_all: boolean }[]>();
    const ids = list.map((s) => s.school_id);
    expect(ids).toEqual(expect.arrayContaining([osu.id, star.id, dotStar.id, empty.id, nullDomain.id, invalid.id]));
    expect(ids).not.toContain(other.id);
    expect(list.at(-1)).toMatchObject({ school_name: CATCH_ALL_SCHOOL_NAME, is_catch_all: true, status: 'active' });
    expect(list.find((s) => s.school_id === osu.id)).toEqual({
      school_id: osu.id,
      school_name: osu.name,
      school_domain: '@osu\\.edu$',
      resource_link: null,
      status: 'active',
      is_catch_all: false,
    });
  });

  it('never runs a pattern that could backtrack catastrophically, and answers at once', async () => {
    const evil = await addSchool({ domain: '^(a+)+$' });
    const student = await createTestStudent(ctx, { email: `${'a'.repeat(40)}${schoolCounter}@example.edu` });
    const started = Date.now();
    const ids = await listSchoolIds(student.auth);
    expect(Date.now() - started).toBeLessThan(2000);
    expect(ids).not.toContain(evil.id);
  });

  it('shows a pending school only to the student who asked for it', async () => {
    const asker = await createTestStudent(ctx);
    const other = await createTestStudent(ctx);
    const pending = await addSchool({ domain: null, status: 'pending_review', createdByUserId: asker.userId });
    expect(await listSchoolIds(asker.auth)).toContain(pending.id);
    expect(await listSchoolIds(other.auth)).not.toContain(pending.id);

    await ctx.deps.db.update(schools).set({ status: 'active' }).where(eq(schools.id, pending.id));
    expect(await listSchoolIds(other.auth)).toContain(pending.id);
  });

  it("always lists the school the student's profile points to", async () => {
    const restricted = await addSchool({ domain: '@nowhere\\.edu$' });
    const student = await createTestStudent(ctx);
    expect(await listSchoolIds(student.auth)).not.toContain(restricted.id);
    await ctx.deps.db.update(studentProfiles).set({ schoolId: restricted.id }).where(eq(studentProfiles.id, student.profileId));
    expect(await listSchoolIds(student.auth)).toContain(restricted.id);
  });
});

describe('POST /api/schools/create/', () => {
  const create = (auth: { authorization: string }, body: unknown) =>
    ctx.app.inject({ method: 'POST', url: '/api/schools/create/', headers: auth, payload: body as object });

  it('needs a signed-in student', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/schools/create/', payload: { school_name: 'Nope' } });
    expect(res.statusCode).toBe(401);
  });

  it('refuses an empty, blank, missing or one-letter name with the spec texts', async () => {
    const student = await createTestStudent(ctx);
    for (const body of [{ school_name: '' }, { school_name: '    ' }, {}]) {
      const res = await create(student.auth, body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ school_name: ['School name is required.'] });
    }
    const short = await create(student.auth, { school_name: '  A ' });
    expect(short.statusCode).toBe(400);
    expect(short.json()).toEqual({ school_name: ['School name must be at least 2 characters long.'] });
    const long = await create(student.auth, { school_name: 'x'.repeat(201) });
    expect(long.statusCode).toBe(400);
    expect(long.json().school_name).toHaveLength(1);
  });

  it('adds a school for review, visible to its creator only, and puts it on their unfinished profile', async () => {
    const creator = await createTestStudent(ctx);
    const other = await createTestStudent(ctx);
    const name = `Riverbend   Community College ${schoolCounter++}`;
    const res = await create(creator.auth, { school_name: `  ${name} ` });
    expect(res.statusCode).toBe(201);
    const school = res.json();
    expect(school).toMatchObject({ school_name: name.replace(/\s+/g, ' '), status: 'pending_review', school_domain: null, is_catch_all: false });

    const [row] = await ctx.deps.db.select().from(schools).where(eq(schools.id, school.school_id));
    expect(row).toMatchObject({ status: 'pending_review', createdByUserId: creator.userId });
    const [profile] = await ctx.deps.db.select().from(studentProfiles).where(eq(studentProfiles.id, creator.profileId));
    expect(profile!.schoolId).toBe(school.school_id);

    expect(await listSchoolIds(creator.auth)).toContain(school.school_id);
    expect(await listSchoolIds(other.auth)).not.toContain(school.school_id);
  });

  it('returns the existing school for the same name in another case and spacing, never a duplicate', async () => {
    const first = await createTestStudent(ctx);
    const second = await createTestStudent(ctx);
    const name = `Lakeside Institute ${schoolCounter++}`;
    const created = await create(first.auth, { school_name: name });
    expect(created.statusCode).toBe(201);
    const again = await create(second.auth, { school_name: `  ${name.toUpperCase().replace(' ', '   ')}  ` });
    expect(again.statusCode).toBe(200);
    expect(again.json().school_id).toBe(created.json().school_id);
    const rows = await ctx.deps.db.select().from(schools).where(eq(schools.nameKey, schoolNameKey(name)));
    expect(rows).toHaveLength(1);
    // The second student asked for it too, so they can now choose it.
    expect(await listSchoolIds(second.auth)).toContain(created.json().school_id);
  });

  it('returns the catch-all school when its name is typed', async () => {
    const student = await createTestStudent(ctx);
    const res = await create(student.auth, { school_name: CATCH_ALL_SCHOOL_NAME.toLowerCase() });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ is_catch_all: true, status: 'active' });
  });

  it('refuses to hand a restricted school to a student whose email does not match', async () => {
    const restricted = await addSchool({ domain: '@closed\\.edu$' });
    const student = await createTestStudent(ctx);
    const res = await create(student.auth, { school_name: restricted.name });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ school_name: ['This school is only available to students with a matching school email address.'] });
    const [profile] = await ctx.deps.db.select().from(studentProfiles).where(eq(studentProfiles.id, student.profileId));
    expect(profile!.schoolId).toBeNull();
  });

  it('leaves the school of a student who finished onboarding alone', async () => {
    const student = await createTestStudent(ctx);
    await ctx.deps.db.update(studentProfiles).set({ isCompleted: true }).where(eq(studentProfiles.id, student.profileId));
    const res = await create(student.auth, { school_name: `Hilltop College ${schoolCounter++}` });
    expect(res.statusCode).toBe(201);
    const [profile] = await ctx.deps.db.select().from(studentProfiles).where(eq(studentProfiles.id, student.profileId));
    expect(profile!.schoolId).toBeNull();
  });

  it('limits how many schools one student can ask for in a day', async () => {
    const student = await createTestStudent(ctx);
    for (let i = 0; i < 10; i += 1) {
      expect((await create(student.auth, { school_name: `Flood College ${process.pid} ${schoolCounter} ${i}` })).statusCode).toBe(201);
    }
    const res = await create(student.auth, { school_name: `Flood College ${process.pid} ${schoolCounter} extra` });
    expect(res.statusCode).toBe(429);
    expect(res.json().detail).toBe('You have added too many schools today. Please try again tomorrow.');
  });
});

describe.runIf(isPostgres)('POST /api/schools/create/ under concurrency', () => {
  it('creates one school when many students ask for the same name at once', async () => {
    const students = await Promise.all(Array.from({ length: 12 }, () => createTestStudent(ctx)));
    const name = `Concurrent University ${process.pid} ${schoolCounter++}`;
    const responses = await Promise.all(
      students.map((s, i) =>
        ctx.app.inject({
          method: 'POST',
          url: '/api/schools/create/',
          headers: s.auth,
          payload: { school_name: i % 2 === 0 ? name : ` ${name.toLowerCase()} ` },
        }),
      ),
    );
    const statuses = responses.map((r) => r.statusCode).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 200)).toHaveLength(11);
    const ids = new Set(responses.map((r) => r.json().school_id));
    expect(ids.size).toBe(1);
    const rows = await ctx.deps.db.select().from(schools).where(eq(schools.nameKey, schoolNameKey(name)));
    expect(rows).toHaveLength(1);
  });
});
