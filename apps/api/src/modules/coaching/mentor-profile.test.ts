import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coachingMessages } from '@bloom/contract/coaching';
import { mentorProfiles } from '@bloom/db/schema';
import { createTestApp, type TestContext } from '../../test/helper';
import { createCoach, createStudent, type TestStudent } from '../bookings/booking-test-fixtures';
import { sanitizeBio } from './bio-html';

let ctx: TestContext;
let student: TestStudent;

beforeAll(async () => {
  ctx = await createTestApp();
  student = await createStudent(ctx);
});
afterAll(async () => {
  await ctx.close();
});

const getProfile = (id: number | string) => ctx.app.inject({ method: 'GET', url: `/api/mentor-profiles/${id}/`, headers: student.headers });

const hostileBio = [
  '<p onclick="steal()">Hello <strong>there</strong></p>',
  '<script>alert(document.cookie)</script>',
  '<SCRIPT SRC=//evil.example/x.js></SCRIPT>',
  '<img src=x onerror="alert(1)">',
  '<svg onload=alert(1)><circle r=1 /></svg>',
  '<a href="javascript:alert(1)">one</a>',
  '<a href="  JaVaScRiPt:alert(1)">two</a>',
  '<a href="&#106;avascript:alert(1)">three</a>',
  '<a href="jav&#x09;ascript:alert(1)">four</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">five</a>',
  '<a href="vbscript:msgbox(1)">six</a>',
  '<iframe src="https://evil.example"></iframe>',
  '<object data="x.swf"></object><embed src="x.swf">',
  '<style>body{background:url(javascript:alert(1))}</style>',
  '<form action="https://evil.example"><input name=x></form>',
  '<div style="background:url(javascript:alert(1))" onmouseover=alert(1)>styled</div>',
  '<math><mi xlink:href="javascript:alert(1)">m</mi></math>',
  '<a href="https://example.org/ok" onfocus="x()" target="_self">safe link</a>',
].join('\n');

/** Nothing a browser would run: no script elements, no event handlers, no script URLs, no embedding tags. */
function expectNothingExecutable(html: string) {
  expect(html).not.toMatch(/<\s*script/i);
  expect(html).not.toMatch(/\son[a-z]+\s*=/i);
  expect(html).not.toMatch(/javascript\s*:/i);
  expect(html).not.toMatch(/vbscript\s*:/i);
  expect(html).not.toMatch(/data\s*:/i);
  expect(html).not.toMatch(/<\s*(iframe|object|embed|svg|math|style|form|input|img|meta|link|base)\b/i);
  expect(html).not.toMatch(/\sstyle\s*=/i);
  expect(html).not.toMatch(/&#/);
}

describe('coach bios', () => {
  it('are sanitised when stored: nothing executable survives, the harmless formatting and links do', async () => {
    const id = await createCoach(ctx, { bio_html: hostileBio });
    const [row] = await ctx.deps.db.select({ bio: mentorProfiles.bioHtml }).from(mentorProfiles).where(eq(mentorProfiles.id, id));
    expectNothingExecutable(row!.bio);
    expect(row!.bio).toContain('<p>Hello <strong>there</strong></p>');
    expect(row!.bio).toContain('<a href="https://example.org/ok" target="_blank" rel="noopener noreferrer nofollow">safe link</a>');
  });

  it('are sanitised again when served, even a row written around the service', async () => {
    const id = await createCoach(ctx);
    await ctx.deps.db.update(mentorProfiles).set({ bioHtml: hostileBio }).where(eq(mentorProfiles.id, id));
    const res = await getProfile(id);
    expect(res.statusCode).toBe(200);
    expectNothingExecutable(res.json().description);
    expect(res.json().description).toContain('<strong>there</strong>');
  });

  it('sanitising is stable: a clean bio comes back unchanged', () => {
    const clean = sanitizeBio(hostileBio);
    expect(sanitizeBio(clean)).toBe(clean);
  });
});

describe('GET /api/mentor-profiles/{id}/', () => {
  it("returns the coach profile of the spec's shape", async () => {
    const id = await createCoach(ctx, {
      first_name: 'Maya',
      last_name: 'Patel',
      city: 'Boston',
      state: 'MA',
      focus_area: 'Stress & Anxiety',
      rating: 4.9,
      years_of_experience: 9,
      specialties: ['Stress management', 'Exam anxiety'],
      credentials: ['ICF PCC'],
      qualification: 'MA, Counseling Psychology',
      bio_html: '<p>Calm and practical.</p>',
      timezone: 'america/new_york',
      photo_url: '/media/coaches/maya.jpg',
    });
    const res = await getProfile(id);
    expect(res.json()).toEqual({
      id,
      user: { first_name: 'Maya', last_name: 'Patel' },
      url: '/media/coaches/maya.jpg',
      focus_area: 'Stress & Anxiety',
      rating: 4.9,
      city: 'Boston',
      state: 'MA',
      years_of_experience: 9,
      specialties: ['Stress management', 'Exam anxiety'],
      credentials: ['ICF PCC'],
      description: '<p>Calm and practical.</p>',
      qualification: 'MA, Counseling Psychology',
      coaching_style: 'supportive_and_empathetic',
      timezone: 'America/New_York',
    });
  });

  it('404 "Coach not found" for unknown and inactive coaches; 400 for a malformed id; 401 without a token', async () => {
    const unknown = await getProfile(999_999);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ detail: coachingMessages.coachNotFound });
    const inactive = await createCoach(ctx);
    await ctx.deps.db.update(mentorProfiles).set({ isActive: false }).where(eq(mentorProfiles.id, inactive));
    expect((await getProfile(inactive)).statusCode).toBe(404);
    for (const bad of ['abc', '0', '-3', '1e3x']) expect((await getProfile(bad)).statusCode).toBe(400);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/mentor-profiles/1/' })).statusCode).toBe(401);
  });
});
