import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { communityComments, communityPosts, distressReports, jobs, outboxMessages, users } from '@bloom/db/schema';
import { createTestApp, createTestClock, type TestContext } from '../../test/helper';
import { communityCalls, createSchool, createWallStudent, shareStory } from './test-fixtures';

const ALERT_ADDRESS = 'safety-team@bloom.example';
const DISTRESS = 'Honestly I want to die, nothing is getting better.';
const VULGAR = 'This fucking exam was total bullshit.';

let ctx: TestContext;
let calls: ReturnType<typeof communityCalls>;
let schoolId: number;
// 23:00 in New York on a winter day: an hour before that student's midnight.
const clock = createTestClock(new Date('2026-01-15T04:00:00Z'));

beforeAll(async () => {
  ctx = await createTestApp({ clock, env: { SAFETY_ALERT_EMAIL: ALERT_ADDRESS } });
  calls = communityCalls(ctx);
  schoolId = await createSchool(ctx);
});
afterAll(async () => {
  await ctx.close();
});

const postsOf = (userId: number) => ctx.deps.db.select().from(communityPosts).where(eq(communityPosts.userId, userId));

describe('moderation before anything is stored', () => {
  it('refuses a vulgar story with 400 vulgar_content and stores nothing', async () => {
    const student = await createWallStudent(ctx, schoolId);
    const res = await calls.share(student, { content: VULGAR });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 'vulgar_content', detail: 'This message includes words that go against our community values.' });
    expect(await postsOf(student.userId)).toEqual([]);
  });

  it('refuses a story showing distress with 400 suicidal_content, keeps a report and queues an alert mail without the text', async () => {
    const student = await createWallStudent(ctx, schoolId, { firstName: 'Jordan', lastName: 'Lee' });
    const before = clock.now();
    const res = await calls.share(student, { content: DISTRESS, is_anonymous: true });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 'suicidal_content', detail: 'Your message seems to express serious distress.' });
    expect(await postsOf(student.userId)).toEqual([]);

    const reports = await ctx.deps.db.select().from(distressReports).where(eq(distressReports.userId, student.userId));
    expect(reports).toEqual([
      expect.objectContaining({ schoolId, source: 'story', text: DISTRESS, status: 'open', postId: null, createdAt: before }),
    ]);

    const [mail] = await ctx.deps.db.select().from(outboxMessages).where(eq(outboxMessages.to, ALERT_ADDRESS));
    expect(mail!.subject).toBe(`Bloom safety alert: a student may need support (report ${reports[0]!.id})`);
    expect(mail!.text).toContain('Jordan Lee');
    expect(mail!.text).toContain(student.email);
    expect(mail!.text).toContain(before.toISOString());
    expect(mail!.text).not.toContain('want to die');
    expect(mail!.html).not.toContain('want to die');
    // Delivery is a due job: the running server's job loop (1 s) sends it well within a minute.
    const pending = await ctx.deps.db.select().from(jobs).where(eq(jobs.kind, 'mail.send'));
    expect(pending.some((job) => (job.payload as { messageId: number }).messageId === mail!.id && job.runAt === null)).toBe(true);
    await ctx.deps.jobs.runDue();
    const [sent] = await ctx.deps.db.select().from(outboxMessages).where(eq(outboxMessages.id, mail!.id));
    expect(sent!.status).toBe('sent');
  });

  it('screens comments and comment edits the same way', async () => {
    const author = await createWallStudent(ctx, schoolId);
    const commenter = await createWallStudent(ctx, schoolId);
    const postId = await shareStory(ctx, author, { content: 'A calm story' });

    expect((await calls.comment(commenter, postId, VULGAR)).json().code).toBe('vulgar_content');
    const distress = await calls.comment(commenter, postId, DISTRESS);
    expect(distress.statusCode).toBe(400);
    expect(distress.json().code).toBe('suicidal_content');
    expect(await ctx.deps.db.select().from(communityComments).where(eq(communityComments.userId, commenter.userId))).toEqual([]);
    expect(await ctx.deps.db.select().from(distressReports).where(eq(distressReports.userId, commenter.userId))).toEqual([
      expect.objectContaining({ source: 'comment', postId, text: DISTRESS }),
    ]);

    const ok = (await calls.comment(commenter, postId, 'Lovely')).json();
    const edit = await calls.editComment(commenter, postId, ok.id, VULGAR);
    expect(edit.statusCode).toBe(400);
    expect(edit.json().code).toBe('vulgar_content');
    expect((await calls.comments(author, postId)).json().results[0].content).toBe('Lovely');
    expect((await calls.get(author, postId)).json().comment_count).toBe(1);
  });
});

describe('daily limits, counted in the database per student and day', () => {
  it("allows 3 stories a day; the 4th answers 429 daily_limit_exceeded; refused attempts do not count; the student's midnight resets it", async () => {
    const student = await createWallStudent(ctx, schoolId);
    await ctx.deps.db.update(users).set({ timezone: 'America/New_York' }).where(eq(users.id, student.userId));
    await calls.share(student, { content: VULGAR });
    await calls.share(student, { content: DISTRESS });
    for (const n of [1, 2, 3]) expect((await calls.share(student, { content: `Story ${n}` })).statusCode).toBe(201);
    const refused = await calls.share(student, { content: 'Story 4' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      code: 'daily_limit_exceeded',
      detail: 'You have reached your daily limit for posting stories. Please try again tomorrow.',
    });
    expect(await postsOf(student.userId)).toHaveLength(3);
    // Deleting a story does not give a new one back for the day.
    const [first] = await postsOf(student.userId);
    await calls.remove(student, first!.id);
    expect((await calls.share(student, { content: 'Story 5' })).statusCode).toBe(429);

    clock.advance(90 * 60 * 1000); // 00:30 the next day in New York (still the same UTC day).
    expect((await calls.share(student, { content: 'A new day' })).statusCode).toBe(201);
    clock.advance(-90 * 60 * 1000);
  });

  it('allows 20 comments a day; the 21st answers 429 rate_limit_exceeded', async () => {
    const author = await createWallStudent(ctx, schoolId);
    const commenter = await createWallStudent(ctx, schoolId);
    const postId = await shareStory(ctx, author, { content: 'Talk to me' });
    await calls.comment(commenter, postId, VULGAR);
    for (let n = 1; n <= 20; n += 1) expect((await calls.comment(commenter, postId, `Comment ${n}`)).statusCode).toBe(201);
    const refused = await calls.comment(commenter, postId, 'One more');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ code: 'rate_limit_exceeded', detail: 'You have reached the maximum number of comments allowed per day.' });
    // Editing is not a new comment.
    const [first] = (await calls.comments(commenter, postId)).json().results;
    expect((await calls.editComment(commenter, postId, first.id, 'Edited')).statusCode).toBe(200);
    expect((await calls.get(author, postId)).json().comment_count).toBe(20);
  });
});

describe('without SAFETY_ALERT_EMAIL', () => {
  it('keeps the report and sends no mail', async () => {
    const quiet = await createTestApp({ env: {} });
    try {
      const school = await createSchool(quiet);
      const student = await createWallStudent(quiet, school);
      expect((await communityCalls(quiet).share(student, { content: DISTRESS })).statusCode).toBe(400);
      expect(await quiet.deps.db.select().from(distressReports)).toHaveLength(1);
      expect(await quiet.deps.db.select().from(outboxMessages)).toEqual([]);
    } finally {
      await quiet.close();
    }
  });
});
