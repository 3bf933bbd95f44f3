import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { confidenceLevels, growthAreas } from '@bloom/db/schema';
import { createTestApp, createTestClock, type TestContext } from '../../test/helper';
import { createTestStudent, type TestStudent } from '../profiles/test-students';

const clock = createTestClock(new Date('2026-03-01T12:00:00Z'));
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ clock });
});
afterAll(async () => {
  await ctx.close();
});

const createArea = (student: TestStudent, body: object) =>
  ctx.app.inject({ method: 'POST', url: '/api/growth-areas/', headers: student.auth, payload: body });

async function areaRow(id: number) {
  const [row] = await ctx.deps.db.select().from(growthAreas).where(eq(growthAreas.id, id));
  return row;
}
async function levelValues(areaId: number) {
  const rows = await ctx.deps.db.select().from(confidenceLevels).where(eq(confidenceLevels.growthAreaId, areaId)).orderBy(confidenceLevels.id);
  return rows.map((r) => r.value);
}
async function countAreas(profileId: number) {
  const [row] = await ctx.deps.db.select({ n: sql<number>`count(*)::int` }).from(growthAreas).where(eq(growthAreas.studentProfileId, profileId));
  return row!.n;
}

describe('POST /api/growth-areas/', () => {
  it('stores the walkthrough choice with its initial confidence level and answers 201', async () => {
    const student = await createTestStudent(ctx);
    const res = await createArea(student, {
      student_profile: student.profileId,
      growth_area_id: 'stress, sleep,time-management,stress',
      initial_confidence_level: 'moderate',
    });
    expect(res.statusCode).toBe(201);
    const area = res.json();
    expect(area).toEqual({
      id: expect.any(Number),
      student_profile: student.profileId,
      growth_area_id: 'stress,sleep,time-management',
      initial_confidence_level: 'moderate',
      status: 'active',
      confidence_levels: [{ id: expect.any(Number), value: 'moderate', created_at: '2026-03-01T12:00:00.000Z' }],
      created_at: '2026-03-01T12:00:00.000Z',
    });
    expect(await levelValues(area.id)).toEqual(['moderate']);

    const profile = await ctx.app.inject({ method: 'GET', url: '/api/student-profiles/', headers: student.auth });
    expect(profile.json()[0].growth_areas).toEqual([
      { id: area.id, growth_area_id: 'stress,sleep,time-management', initial_confidence_level: 'moderate', status: 'active', confidence_levels: [{ value: 'moderate' }] },
    ]);
  });

  it('accepts all twelve options and every confidence level', async () => {
    const student = await createTestStudent(ctx);
    const all = 'confidence,stress,friends,professional,loneliness,career,relationships,sleep,time-management,academic,health,mindfulness';
    for (const level of ['very-low', 'low', 'moderate', 'high', 'very-high']) {
      const res = await createArea(student, { growth_area_id: all, initial_confidence_level: level });
      expect(res.statusCode).toBe(201);
      expect(res.json().growth_area_id).toBe(all);
    }
  });

  it('refuses unknown options, an empty choice and an unknown confidence level', async () => {
    const student = await createTestStudent(ctx);
    const cases: [object, Record<string, string[]>][] = [
      [{ growth_area_id: 'stress,astrology', initial_confidence_level: 'low' }, { growth_area_id: ['"astrology" is not a valid growth area.'] }],
      [{ growth_area_id: ' , ', initial_confidence_level: 'low' }, { growth_area_id: ['Choose at least one growth area.'] }],
      [{ growth_area_id: 'stress', initial_confidence_level: 'extreme' }, { initial_confidence_level: ['"extreme" is not a valid choice.'] }],
    ];
    for (const [body, errors] of cases) {
      const res = await createArea(student, body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(errors);
    }
    expect(await countAreas(student.profileId)).toBe(0);
  });

  it("refuses another student's profile (403) and creates nothing", async () => {
    const owner = await createTestStudent(ctx);
    const intruder = await createTestStudent(ctx);
    const res = await createArea(intruder, { student_profile: owner.profileId, growth_area_id: 'stress', initial_confidence_level: 'low' });
    expect(res.statusCode).toBe(403);
    expect(await countAreas(owner.profileId)).toBe(0);
    expect(await countAreas(intruder.profileId)).toBe(0);
  });

  it('refuses an account without a profile, and more than 50 records', async () => {
    const noProfile = await createTestStudent(ctx, { withProfile: false });
    const res = await createArea(noProfile, { growth_area_id: 'stress', initial_confidence_level: 'low' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ non_field_errors: ['No student profile found.'] });

    const busy = await createTestStudent(ctx);
    await ctx.deps.db
      .insert(growthAreas)
      .values(Array.from({ length: 50 }, () => ({ studentProfileId: busy.profileId, growthAreaIds: 'stress', initialConfidenceLevel: 'low' })));
    const full = await createArea(busy, { growth_area_id: 'sleep', initial_confidence_level: 'low' });
    expect(full.statusCode).toBe(400);
    expect(full.json()).toEqual({ non_field_errors: ['You can keep at most 50 growth areas.'] });
  });

  it('needs a signed-in student', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/growth-areas/', payload: { growth_area_id: 'stress', initial_confidence_level: 'low' } });
    expect(res.statusCode).toBe(401);
  });
});

describe('GET /api/student-growth-areas/', () => {
  it("lists only the student's own growth areas with total_count", async () => {
    const student = await createTestStudent(ctx);
    const other = await createTestStudent(ctx);
    await createArea(student, { growth_area_id: 'stress', initial_confidence_level: 'low' });
    await createArea(student, { growth_area_id: 'career', initial_confidence_level: 'high' });
    await createArea(other, { growth_area_id: 'sleep', initial_confidence_level: 'high' });
    const res = await ctx.app.inject({ method: 'GET', url: '/api/student-growth-areas/', headers: student.auth });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.total_count).toBe(2);
    expect(body.growth_areas.map((a: { growth_area_id: string }) => a.growth_area_id)).toEqual(['stress', 'career']);
  });

  it('answers an empty list without a profile', async () => {
    const noProfile = await createTestStudent(ctx, { withProfile: false });
    const res = await ctx.app.inject({ method: 'GET', url: '/api/student-growth-areas/', headers: noProfile.auth });
    expect(res.json()).toEqual({ total_count: 0, growth_areas: [] });
  });
});

describe('POST /api/confidence-levels/', () => {
  it('records a new level and carries confidence_level', async () => {
    const student = await createTestStudent(ctx);
    const area = (await createArea(student, { growth_area_id: 'stress', initial_confidence_level: 'low' })).json();
    clock.advance(60_000);
    const res = await ctx.app.inject({ method: 'POST', url: '/api/confidence-levels/', headers: student.auth, payload: { growth_area: area.id, value: 'high' } });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ id: expect.any(Number), growth_area: area.id, value: 'high', created_at: '2026-03-01T12:01:00.000Z', confidence_level: 'high' });
    expect(await levelValues(area.id)).toEqual(['low', 'high']);
  });

  it("answers 404 for another student's growth area and records nothing; 400 for a bad value", async () => {
    const owner = await createTestStudent(ctx);
    const intruder = await createTestStudent(ctx);
    const area = (await createArea(owner, { growth_area_id: 'stress', initial_confidence_level: 'low' })).json();
    const res = await ctx.app.inject({ method: 'POST', url: '/api/confidence-levels/', headers: intruder.auth, payload: { growth_area: area.id, value: 'high' } });
    expect(res.statusCode).toBe(404);
    const bad = await ctx.app.inject({ method: 'POST', url: '/api/confidence-levels/', headers: owner.auth, payload: { growth_area: area.id, value: 'sky-high' } });
    expect(bad.statusCode).toBe(400);
    expect(await levelValues(area.id)).toEqual(['low']);
  });
});

describe('PATCH and DELETE /api/growth-areas/{id}/', () => {
  it('changes the status of your own growth area', async () => {
    const student = await createTestStudent(ctx);
    const area = (await createArea(student, { growth_area_id: 'stress', initial_confidence_level: 'low' })).json();
    const res = await ctx.app.inject({ method: 'PATCH', url: `/api/growth-areas/${area.id}/`, headers: student.auth, payload: { status: 'completed' } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: area.id, status: 'completed', confidence_levels: [{ value: 'low' }] });
    expect((await areaRow(area.id))!.status).toBe('completed');
    const bad = await ctx.app.inject({ method: 'PATCH', url: `/api/growth-areas/${area.id}/`, headers: student.auth, payload: { status: 'exploded' } });
    expect(bad.statusCode).toBe(400);
    expect((await areaRow(area.id))!.status).toBe('completed');
  });

  it('deletes your own growth area (204) and the total drops by one', async () => {
    const student = await createTestStudent(ctx);
    const first = (await createArea(student, { growth_area_id: 'stress', initial_confidence_level: 'low' })).json();
    await createArea(student, { growth_area_id: 'sleep', initial_confidence_level: 'low' });
    const res = await ctx.app.inject({ method: 'DELETE', url: `/api/growth-areas/${first.id}/`, headers: student.auth });
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect(await areaRow(first.id)).toBeUndefined();
    expect(await levelValues(first.id)).toEqual([]);
    const list = await ctx.app.inject({ method: 'GET', url: '/api/student-growth-areas/', headers: student.auth });
    expect(list.json().total_count).toBe(1);
  });

  it("answers 404 for another student's growth area and changes nothing", async () => {
    const owner = await createTestStudent(ctx);
    const intruder = await createTestStudent(ctx);
    const area = (await createArea(owner, { growth_area_id: 'stress', initial_confidence_level: 'low' })).json();
    const patch = await ctx.app.inject({ method: 'PATCH', url: `/api/growth-areas/${area.id}/`, headers: intruder.auth, payload: { status: 'archived' } });
    expect(patch.statusCode).toBe(404);
    const del = await ctx.app.inject({ method: 'DELETE', url: `/api/growth-areas/${area.id}/`, headers: intruder.auth });
    expect(del.statusCode).toBe(404);
    expect(await areaRow(area.id)).toMatchObject({ status: 'active', studentProfileId: owner.profileId });
  });

  it('answers 404 for an id that does not exist and 400 for one that is not a number', async () => {
    const student = await createTestStudent(ctx);
    expect((await ctx.app.inject({ method: 'DELETE', url: '/api/growth-areas/2000000000/', headers: student.auth })).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'DELETE', url: '/api/growth-areas/abc/', headers: student.auth })).statusCode).toBe(400);
  });
});
