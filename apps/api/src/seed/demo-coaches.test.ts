import { rm } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mentorProfiles, mentorWeeklyAvailability, questionChoices, questions } from '@bloom/db/schema';
import { createTestApp, createTestClock, type TestContext } from '../test/helper';
import { createStudent } from '../modules/bookings/booking-test-fixtures';
import { sanitizeBio } from '../modules/coaching/bio-html';
import { DEMO_COACHES, seedDemoCoaches } from './demo-coaches';
import { COACH_QUESTIONS, seedDemoQuestions } from './demo-questions';

let ctx: TestContext;
const clock = createTestClock(new Date(Date.now() + 3600_000));

beforeAll(async () => {
  ctx = await createTestApp({ clock });
  await seedDemoQuestions(ctx.deps);
  await seedDemoCoaches(ctx.deps);
});
afterAll(async () => {
  await ctx.close();
});

describe('demo coaches and questionnaire', () => {
  it('seeds at least 12 coaches across focus areas, styles and timezones, each with hours, a photo and a clean bio', async () => {
    const coaches = await ctx.deps.db.select().from(mentorProfiles);
    expect(coaches.length).toBe(DEMO_COACHES.length);
    expect(coaches.length).toBeGreaterThanOrEqual(12);
    expect(new Set(coaches.map((c) => c.focusArea)).size).toBeGreaterThanOrEqual(8);
    expect(new Set(coaches.map((c) => c.coachingStyle)).size).toBe(4);
    const zones = new Set(coaches.map((c) => c.timezone));
    for (const zone of ['Asia/Tokyo', 'Asia/Kolkata', 'Australia/Sydney', 'Europe/London', 'America/New_York']) expect(zones).toContain(zone);
    const weekly = await ctx.deps.db.select().from(mentorWeeklyAvailability);
    for (const coach of coaches) {
      expect(weekly.some((w) => w.mentorId === coach.id)).toBe(true);
      expect(coach.bioHtml.length).toBeGreaterThan(20);
      expect(sanitizeBio(coach.bioHtml)).toBe(coach.bioHtml);
      expect(coach.photoUrl).toMatch(/^\/media\/coaches\/[a-z-]+\.jpg$/);
      const meta = await sharp(path.join(ctx.config.mediaDir, coach.photoUrl!.replace('/media/', ''))).metadata();
      expect(meta).toMatchObject({ format: 'jpeg', width: 256, height: 256 });
    }
  });

  it('serves the photos under /media/', async () => {
    const [coach] = await ctx.deps.db.select().from(mentorProfiles).limit(1);
    const res = await ctx.app.inject({ method: 'GET', url: coach!.photoUrl! });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
  });

  it('is idempotent: a second run adds nothing, and redraws only a missing photo', async () => {
    const before = await ctx.deps.db.select().from(mentorProfiles);
    const questionCount = (await ctx.deps.db.select().from(questions)).length;
    const choiceCount = (await ctx.deps.db.select().from(questionChoices)).length;
    const missing = path.join(ctx.config.mediaDir, before[0]!.photoUrl!.replace('/media/', ''));
    await rm(missing);
    await seedDemoQuestions(ctx.deps);
    await seedDemoCoaches(ctx.deps);
    expect(await ctx.deps.db.select().from(mentorProfiles)).toEqual(before);
    expect((await ctx.deps.db.select().from(questions)).length).toBe(questionCount);
    expect((await ctx.deps.db.select().from(questionChoices)).length).toBe(choiceCount);
    expect(questionCount).toBe(COACH_QUESTIONS.length);
    expect((await sharp(missing).metadata()).format).toBe('jpeg');
  });

  it("some coaches' working days cross a New York student's midnight", async () => {
    const student = await createStudent(ctx, { timezone: 'America/New_York' });
    const coaches = await ctx.deps.db.select().from(mentorProfiles);
    let crossing = 0;
    for (const coach of coaches) {
      const res = await ctx.app.inject({ method: 'GET', url: `/api/time-slots/availability/?mentor_id=${coach.id}&timezone=America/New_York`, headers: student.headers });
      expect(res.statusCode).toBe(200);
      const slots = Object.entries(res.json() as Record<string, { start_time: string; end_time: string }[]>).flatMap(([date, list]) => list.map((s) => ({ date, ...s })));
      expect(slots.length).toBeGreaterThan(0);
      slots.sort((a, b) => a.start_time.localeCompare(b.start_time));
      if (slots.some((s, i) => i > 0 && slots[i - 1]!.end_time === s.start_time && slots[i - 1]!.date !== s.date)) crossing += 1;
    }
    expect(crossing).toBeGreaterThanOrEqual(3);
  });

  it('the seeded questionnaire matches a student with three seeded coaches', async () => {
    const student = await createStudent(ctx);
    const list = (await ctx.app.inject({ method: 'GET', url: '/api/questions/', headers: student.headers })).json() as {
      id: number;
      question_type: string;
      is_mandatory: boolean;
      choices: { id: number }[];
    }[];
    const answers = list.map((q) =>
      q.question_type === 'multiple_choice'
        ? { question: q.id, selected_choice: q.choices[0]!.id, answer_text: null }
        : { question: q.id, selected_choice: null, answer_text: q.is_mandatory ? 'Feel less stressed about exams' : 'Skipped' },
    );
    const res = await ctx.app.inject({ method: 'POST', url: '/api/student-responses/', headers: student.headers, payload: answers });
    expect(res.statusCode).toBe(201);
    const matched = res.json().matches as { from_user_profile: { id: number; url: string } }[];
    expect(matched).toHaveLength(3);
    expect(matched.every((m) => m.from_user_profile.url.startsWith('/media/coaches/'))).toBe(true);
    // The first choice of the focus question is stress: every match works on it.
    const coaches = await ctx.deps.db.select().from(mentorProfiles);
    for (const m of matched) expect(coaches.find((c) => c.id === m.from_user_profile.id)!.growthAreas).toContain('stress');
  });
});
