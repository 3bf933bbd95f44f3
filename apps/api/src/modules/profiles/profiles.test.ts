import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { confidenceLevels, growthAreas, schools, studentProfiles, users } from '@bloom/db/schema';
import { createTestApp, type TestContext } from '../../test/helper';
import { CATCH_ALL_SCHOOL_NAME } from '../../seed/reference-data';
import { schoolNameKey } from '../schools/school-name';
import { createTestStudent, type TestStudent } from './test-students';

let ctx: TestContext;
let catchAllId: number;
beforeAll(async () => {
  ctx = await createTestApp();
  const [row] = await ctx.deps.db.select().from(schools).where(eq(schools.name, CATCH_ALL_SCHOOL_NAME));
  catchAllId = row!.id;
});
afterAll(async () => {
  await ctx.close();
});

const onboarding = (student: TestStudent, schoolId: number | string = catchAllId) => ({
  id: student.profileId,
  user: { first_name: 'Ana', last_name: 'Lopez' },
  schoolId,
  degree: 'bachelors',
  course: 'Biology',
  state: 'Ohio',
  city: 'Columbus',
  language_preference: 'English, Spanish',
  identify_as: 'latinx_hispanic',
  sex: 'female',
  is_international: false,
  is_completed: true,
});

const update = (method: 'PUT' | 'PATCH', student: TestStudent, profileId: number, payload: object) =>
  ctx.app.inject({ method, url: `/api/student-profiles/${profileId}/`, headers: student.auth, payload });

async function readRows(student: TestStudent) {
  const [profile] = await ctx.deps.db.select().from(studentProfiles).where(eq(studentProfiles.id, student.profileId));
  const [user] = await ctx.deps.db.select().from(users).where(eq(users.id, student.userId));
  return { profile: profile!, user: user! };
}

async function addSchool(domain: string | null, status: 'active' | 'pending_review' = 'active', createdByUserId?: number) {
  const name = `Profile Test School ${Math.random().toString(36).slice(2)}`;
  const [row] = await ctx.deps.db.insert(schools).values({ name, nameKey: schoolNameKey(name), domain, status, createdByUserId }).returning();
  return row!;
}

describe('GET /api/student-profiles/', () => {
  it('needs a signed-in user', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/student-profiles/' });
    expect(res.statusCode).toBe(401);
  });

  it('answers an empty list for an account without a profile', async () => {
    const student = await createTestStudent(ctx, { withProfile: false });
    const res = await ctx.app.inject({ method: 'GET', url: '/api/student-profiles/', headers: student.auth });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
  });

  it("answers a one-item list with every field of the student's own profile", async () => {
    const student = await createTestStudent(ctx, { timezone: 'America/Chicago' });
    await createTestStudent(ctx); // someone else's profile never shows up
    const res = await ctx.app.inject({ method: 'GET', url: '/api/student-profiles', headers: student.auth });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      {
        id: student.profileId,
        user: {
          id: student.userId,
          first_name: 'Test',
          last_name: 'Student',
          email: student.email,
          email_verified: true,
          username: student.email.toLowerCase(),
        },
        school: null,
        schoolId: null,
        degree: null,
        course: null,
        state: null,
        city: null,
        sex: null,
        language_preference: null,
        identify_as: null,
        is_international: false,
        associated_countries: null,
        is_paused: false,
        url: null,
        timezone: 'America/Chicago',
        is_completed: false,
        what_brings_you_joy: null,
        personality_type: null,
        coaching_style: null,
        growth_areas: [],
      },
    ]);
  });
});

describe("the profile's kept answer (decision 0039)", () => {
  it('follows every change to the profile, its user, its school and its growth areas, whoever makes it', async () => {
    const student = await createTestStudent(ctx);
    const read = async () => {
      const res = await ctx.app.inject({ method: 'GET', url: '/api/student-profiles/', headers: student.auth });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
      const [profile] = res.json() as { school: string | null; city: string | null; user: { first_name: string }; timezone: string; growth_areas: { growth_area_id: string; confidence_levels: { value: string }[] }[] }[];
      return profile!;
    };
    expect(await read()).toMatchObject({ school: null, city: null, growth_areas: [] });
    expect(await read()).toMatchObject({ school: null, city: null });

    // Changes made in the database directly (another process, an operator's SQL) show at the next request.
    await ctx.deps.db.update(studentProfiles).set({ city: 'Dayton' }).where(eq(studentProfiles.id, student.profileId));
    expect((await read()).city).toBe('Dayton');
    await ctx.deps.db.update(users).set({ firstName: 'Renamed', timezone: 'Europe/Paris' }).where(eq(users.id, student.userId));
    expect(await read()).toMatchObject({ user: { first_name: 'Renamed' }, timezone: 'Europe/Paris' });
    const school = await addSchool(null);
    await ctx.deps.db.update(studentProfiles).set({ schoolId: school.id }).where(eq(studentProfiles.id, student.profileId));
    expect((await read()).school).toBe(school.name);
    await ctx.deps.db.update(schools).set({ name: `${school.name} (renamed)` }).where(eq(schools.id, school.id));
    expect((await read()).school).toBe(`${school.name} (renamed)`);

    const [area] = await ctx.deps.db.insert(growthAreas).values({ studentProfileId: student.profileId, growthAreaIds: '1,2', initialConfidenceLevel: 'low' }).returning();
    expect((await read()).growth_areas).toMatchObject([{ growth_area_id: '1,2', confidence_levels: [] }]);
    await ctx.deps.db.insert(confidenceLevels).values({ growthAreaId: area!.id, value: 'medium' });
    expect((await read()).growth_areas).toMatchObject([{ confidence_levels: [{ value: 'medium' }] }]);
    await ctx.deps.db.update(confidenceLevels).set({ value: 'high' }).where(eq(confidenceLevels.growthAreaId, area!.id));
    expect((await read()).growth_areas).toMatchObject([{ confidence_levels: [{ value: 'high' }] }]);
    await ctx.deps.db.delete(confidenceLevels).where(eq(confidenceLevels.growthAreaId, area!.id));
    expect((await read()).growth_areas).toMatchObject([{ confidence_levels: [] }]);
    await ctx.deps.db.delete(growthAreas).where(eq(growthAreas.id, area!.id));
    expect((await read()).growth_areas).toEqual([]);
  });
});

describe('PUT /api/student-profiles/{id}/ (onboarding)', () => {
  it('applies the onboarding submission and answers the updated profile with the school name', async () => {
    const student = await createTestStudent(ctx);
    const res = await update('PUT', student, student.profileId, onboarding(student, String(catchAllId)));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: student.profileId,
      user: { first_name: 'Ana', last_name: 'Lopez' },
      school: CATCH_ALL_SCHOOL_NAME,
      schoolId: catchAllId,
      degree: 'bachelors',
      course: 'Biology',
      state: 'Ohio',
      city: 'Columbus',
      language_preference: 'English, Spanish',
      identify_as: 'latinx_hispanic',
      sex: 'female',
      is_international: false,
      is_completed: true,
    });
    const { profile, user } = await readRows(student);
    expect(profile).toMatchObject({ schoolId: catchAllId, degree: 'bachelors', city: 'Columbus', isCompleted: true });
    expect(user).toMatchObject({ firstName: 'Ana', lastName: 'Lopez' });

    const list = await ctx.app.inject({ method: 'GET', url: '/api/student-profiles/', headers: student.auth });
    expect(list.json()[0]).toMatchObject({ is_completed: true, school: CATCH_ALL_SCHOOL_NAME });
  });

  it('refuses to complete onboarding without its fields, with the spec texts, and changes nothing', async () => {
    const student = await createTestStudent(ctx);
    const res = await update('PUT', student, student.profileId, {
      id: student.profileId,
      user: { first_name: 'Ana', last_name: 'Lopez' },
      schoolId: null,
      degree: '',
      course: '',
      state: '  ',
      language_preference: '',
      is_international: false,
      is_completed: true,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      schoolId: ['School name is required'],
      degree: ['Degree is required'],
      state: ['State name is required'],
      city: ['City name is required'],
      sex: ['Gender is required'],
      language_preference: ['Language preference is required'],
      identify_as: ['Race/Ethnicity is required'],
    });
    const { profile, user } = await readRows(student);
    expect(profile.isCompleted).toBe(false);
    expect(user.firstName).toBe('Test');
  });

  it('accepts every degree, gender and ethnicity of the option mappings', async () => {
    const student = await createTestStudent(ctx);
    for (const degree of ['high_school', 'associates', 'bachelors', 'masters', 'doctorate', 'certificate']) {
      expect((await update('PATCH', student, student.profileId, { degree })).statusCode).toBe(200);
    }
    for (const sex of ['male', 'female', 'non-binary', 'other', 'wish_not_to_disclose']) {
      expect((await update('PATCH', student, student.profileId, { sex })).statusCode).toBe(200);
    }
    const ethnicities = 'native_american_alaska_native,asian_american_pacific_islander,bipoc_asian_african_middle_east,native_hawaiian_pacific_islander,latinx_hispanic,european,multiracial,do_not_know,not_sure';
    const res = await update('PATCH', student, student.profileId, { identify_as: ethnicities });
    expect(res.statusCode).toBe(200);
    expect(res.json().identify_as).toBe(ethnicities);
  });

  it('refuses values outside the option mappings, naming the field', async () => {
    const student = await createTestStudent(ctx);
    const res = await update('PUT', student, student.profileId, {
      degree: 'phd',
      sex: 'robot',
      identify_as: 'european,martian',
      coaching_style: 'supportive_and_empathetic,yelling',
      personality_type: 'grumpy',
      is_international: 'yes',
    });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.degree).toEqual(['"phd" is not a valid choice.']);
    expect(body.sex).toEqual(['"robot" is not a valid choice.']);
    expect(body.identify_as).toEqual(['"martian" is not a valid choice.']);
    expect(body.coaching_style).toEqual(['"yelling" is not a valid choice.']);
    expect(body.personality_type).toEqual(['"grumpy" is not a valid choice.']);
    expect(body.is_international).toHaveLength(1);
    const { profile } = await readRows(student);
    expect(profile.degree).toBeNull();
  });

  it('stores comma-separated styles and personality types without spaces or repeats', async () => {
    const student = await createTestStudent(ctx);
    const res = await update('PUT', student, student.profileId, {
      coaching_style: 'structured_and_goal_focused, holistic_and_mindful,structured_and_goal_focused',
      personality_type: 'creative_and_flexible , social_and_collaborative',
      what_brings_you_joy: 'Hiking and music',
      associated_countries: 'Mexico, Canada',
      timezone: 'Asia/Tokyo',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      coaching_style: 'structured_and_goal_focused,holistic_and_mindful',
      personality_type: 'creative_and_flexible,social_and_collaborative',
      what_brings_you_joy: 'Hiking and music',
      associated_countries: 'Mexico, Canada',
      timezone: 'Asia/Tokyo',
    });
    expect((await readRows(student)).user.timezone).toBe('Asia/Tokyo');
  });

  it('refuses an unknown timezone and an overlong text', async () => {
    const student = await createTestStudent(ctx);
    const res = await update('PATCH', student, student.profileId, { timezone: 'Mars/Olympus_Mons', city: 'Lima' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ timezone: ['"Mars/Olympus_Mons" is not a valid timezone.'] });
    const long = await update('PATCH', student, student.profileId, { city: 'x'.repeat(201) });
    expect(long.statusCode).toBe(400);
    expect(long.json().city).toHaveLength(1);
    expect((await readRows(student)).profile.city).toBeNull();
  });

  it('accepts only schools the student may see: matching, open, catch-all or their own pending one', async () => {
    const student = await createTestStudent(ctx);
    const someoneElse = await createTestStudent(ctx);
    const restricted = await addSchool('@elsewhere\\.edu$');
    const othersPending = await addSchool(null, 'pending_review', someoneElse.userId);
    const ownPending = await addSchool(null, 'pending_review', student.userId);
    const matching = await addSchool('@example\\.edu$');

    for (const schoolId of [restricted.id, othersPending.id, 2_000_000_000]) {
      const res = await update('PATCH', student, student.profileId, { schoolId });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ schoolId: ['Select a valid school.'] });
    }
    expect((await readRows(student)).profile.schoolId).toBeNull();

    for (const schoolId of [ownPending.id, matching.id, catchAllId]) {
      const res = await update('PATCH', student, student.profileId, { schoolId });
      expect(res.statusCode).toBe(200);
      expect(res.json().schoolId).toBe(schoolId);
    }
  });

  it('refuses ids that are not whole numbers in range', async () => {
    const student = await createTestStudent(ctx);
    for (const schoolId of ['abc', 1.5, -3, 99_999_999_999]) {
      expect((await update('PATCH', student, student.profileId, { schoolId })).statusCode).toBe(400);
    }
    for (const id of ['abc', '99999999999', '-1']) {
      const res = await ctx.app.inject({ method: 'PATCH', url: `/api/student-profiles/${id}/`, headers: student.auth, payload: { city: 'X' } });
      expect(res.statusCode).toBe(400);
    }
  });
});

describe('PATCH /api/student-profiles/{id}/', () => {
  it('pauses the tour with the exact tour-ending payload and ignores the unset user fields', async () => {
    const student = await createTestStudent(ctx);
    await update('PUT', student, student.profileId, onboarding(student));
    const res = await update('PATCH', student, student.profileId, {
      id: student.profileId,
      user: { username: undefined, email: undefined },
      password: undefined,
      is_paused: true,
      city: 'Columbus',
      state: 'Ohio',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ is_paused: true, city: 'Columbus', state: 'Ohio', is_completed: true, degree: 'bachelors' });
    expect((await readRows(student)).profile.isPaused).toBe(true);
    const withNullUser = await update('PATCH', student, student.profileId, { user: null, is_paused: false });
    expect(withNullUser.statusCode).toBe(200);
    expect(withNullUser.json().user.first_name).toBe('Ana');
  });

  it('never applies unlisted fields: user id, email, username, password, verification, picture, owner', async () => {
    const student = await createTestStudent(ctx);
    const other = await createTestStudent(ctx);
    const before = await readRows(student);
    const res = await update('PATCH', student, student.profileId, {
      id: other.profileId,
      user: { id: other.userId, email: 'hijack@evil.test', username: 'hijack', first_name: 'Renamed', password: 'new-password-1', email_verified: false, is_mentor: true },
      email: 'hijack@evil.test',
      username: 'hijack',
      password: 'new-password-1',
      email_verified: false,
      user_id: other.userId,
      userId: other.userId,
      url: 'https://evil.test/x.jpg',
      image_url: 'https://evil.test/x.jpg',
      referral_code: 'HIJACK',
      school: 'Injected School',
      created_at: '2000-01-01T00:00:00Z',
    });
    expect(res.statusCode).toBe(200);
    const after = await readRows(student);
    expect(after.user).toEqual({ ...before.user, firstName: 'Renamed' });
    expect(after.profile).toEqual({ ...before.profile, updatedAt: after.profile.updatedAt });
    // The profile named in the body is not the one changed.
    const [otherProfile] = await ctx.deps.db.select().from(users).where(eq(users.id, other.userId));
    expect(otherProfile!.firstName).toBe('Test');
  });

  it("answers 404 for another student's profile and changes nothing, for PUT and PATCH", async () => {
    const owner = await createTestStudent(ctx);
    const intruder = await createTestStudent(ctx);
    const ownerBefore = await readRows(owner);
    const intruderBefore = await readRows(intruder);
    for (const method of ['PUT', 'PATCH'] as const) {
      const res = await update(method, intruder, owner.profileId, { ...onboarding(owner), is_paused: true });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ detail: 'Not found.' });
    }
    expect(await readRows(owner)).toEqual(ownerBefore);
    expect(await readRows(intruder)).toEqual(intruderBefore);
  });

  it('answers 404 for a profile that does not exist', async () => {
    const student = await createTestStudent(ctx);
    const res = await update('PATCH', student, 2_000_000_000, { city: 'X' });
    expect(res.statusCode).toBe(404);
  });

  it('needs a signed-in user', async () => {
    const student = await createTestStudent(ctx);
    const res = await ctx.app.inject({ method: 'PATCH', url: `/api/student-profiles/${student.profileId}/`, payload: { city: 'X' } });
    expect(res.statusCode).toBe(401);
  });

  it('completes a profile whose fields were set earlier, and lets the student edit later without required checks', async () => {
    const student = await createTestStudent(ctx);
    const { is_completed: _ignored, ...fields } = onboarding(student);
    expect((await update('PATCH', student, student.profileId, fields)).statusCode).toBe(200);
    expect((await update('PATCH', student, student.profileId, { is_completed: true })).statusCode).toBe(200);
    const cleared = await update('PATCH', student, student.profileId, { course: '', what_brings_you_joy: null });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json()).toMatchObject({ course: null, what_brings_you_joy: null, is_completed: true });
  });

  it('refuses a blank first or last name', async () => {
    const student = await createTestStudent(ctx);
    const res = await update('PATCH', student, student.profileId, { user: { first_name: '   ' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ 'user.first_name': ['This field may not be blank.'] });
  });
});
