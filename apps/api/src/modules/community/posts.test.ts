import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { communityPosts, pointEntries } from '@bloom/db/schema';
import { createTestApp, type TestContext } from '../../test/helper';
import { findStudentWallPage } from './posts.repository';
import { seedStories } from './story-seeding.service';
import { catchAllSchoolId, communityCalls, createSchool, createWallStudent, shareStory, type TestStudent } from './test-fixtures';

let ctx: TestContext;
let calls: ReturnType<typeof communityCalls>;
let schoolId: number;

beforeAll(async () => {
  // The daily limits have their own tests (daily-limits.test.ts); here they stay out of the way.
  ctx = await createTestApp({ env: { STORY_DAILY_LIMIT: '1000', COMMENT_DAILY_LIMIT: '1000' } });
  calls = communityCalls(ctx);
  schoolId = await createSchool(ctx);
});
afterAll(async () => {
  await ctx.close();
});

const pointsOf = async (student: TestStudent, actionType: string) =>
  (await ctx.deps.db.select().from(pointEntries).where(eq(pointEntries.userId, student.userId))).filter((e) => e.actionType === actionType).reduce((sum, e) => sum + e.points, 0);

describe('POST /api/peer-support-posts/', () => {
  it('shares a trimmed story with its tags and answers with every field of the post and the points event', async () => {
    const author = await createWallStudent(ctx, schoolId, { firstName: 'Maya', lastName: 'rivera' });
    const res = await calls.share(author, { content: '  I finally asked for help in office hours.  ', is_anonymous: false, tags: ['Study Habits', 'resilience'] });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toEqual({
      id: expect.any(Number),
      title: 'Story',
      content: 'I finally asked for help in office hours.',
      is_anonymous: false,
      image: null,
      username: 'Maya R.',
      author: 'Maya R.',
      user_id: author.userId,
      created_at: expect.any(String),
      like_count: 0,
      comment_count: 0,
      is_liked_by_user: false,
      tags: 'Study Habits,Resilience',
      points_event: {
        action_type: 'community_sharing_story',
        points: 25,
        total_points: 25,
        level_up: null,
        badges: [expect.objectContaining({ name: 'Storyteller', description: 'Shared your first story', category: 'community' })],
      },
    });
    expect(await pointsOf(author, 'community_sharing_story')).toBe(25);

    // The first-story badge comes from the rewards module's badge rules, once.
    const second = await calls.share(author, { content: 'And I went back the week after.' });
    expect(second.json().points_event).toMatchObject({ points: 25, total_points: 50, badges: [] });
  });

  it('accepts tags as one comma-separated string and without a title', async () => {
    const author = await createWallStudent(ctx, schoolId);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/peer-support-posts/',
      headers: author.auth,
      payload: { content: 'Slept eight hours all week.', tags: 'sleep, Wellness Habits,sleep' },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ title: 'Story', tags: 'Sleep,Wellness Habits', is_anonymous: false });
  });

  it.each([
    [{ content: '   ' }, 'content', 'Write something to share.'],
    [{ content: 'x'.repeat(1001) }, 'content', 'A story can be at most 1000 characters.'],
    [{ content: 'ok', tags: ['Sleep', 'Not A Tag'] }, 'tags', '"Not A Tag" is not one of the story tags.'],
    [{ content: 'ok', tags: ['Sleep', 'Stress', 'Family', 'Identity', 'Heartbreak', 'Belonging', 'Internships', 'Gratitude', 'Motivation', 'Loneliness', 'Mindfulness'] }, 'tags', 'Choose at most 10 tags.'],
    [{ content: 'ok', title: 'My title' }, 'title', 'The title of a story is "Story".'],
  ])('refuses %j with a field error and stores nothing', async (payload, field, message) => {
    const author = await createWallStudent(ctx, schoolId);
    const res = await ctx.app.inject({ method: 'POST', url: '/api/peer-support-posts/', headers: author.auth, payload });
    expect(res.statusCode).toBe(400);
    expect(res.json()[field]).toEqual([message]);
    expect(await ctx.deps.db.select().from(communityPosts).where(eq(communityPosts.userId, author.userId))).toEqual([]);
  });

  it('keeps exactly 1000 characters', async () => {
    const author = await createWallStudent(ctx, schoolId);
    const res = await calls.share(author, { content: 'a'.repeat(1000) });
    expect(res.statusCode).toBe(201);
    expect(res.json().content).toHaveLength(1000);
  });

  it('stores HTML and script as typed: the answer carries the text, nothing is stripped or run', async () => {
    const author = await createWallStudent(ctx, schoolId);
    const content = '<script>alert("hi")</script><img src=x onerror=alert(1)> <b>bold</b> & more';
    const id = await shareStory(ctx, author, { content });
    expect((await calls.get(author, id)).json().content).toBe(content);
  });
});

describe('the answer of a new story', () => {
  it('is the story as anyone reading it back finds it, anonymous or not', async () => {
    const author = await createWallStudent(ctx, schoolId, { firstName: 'Leah', lastName: 'ortiz' });
    for (const is_anonymous of [false, true]) {
      const res = await calls.share(author, { content: 'Finished my first 10k!', is_anonymous, tags: ['Resilience'] });
      expect(res.statusCode).toBe(201);
      const { points_event: _points, ...answer } = res.json();
      expect((await calls.get(author, answer.id)).json()).toEqual(answer);
    }
  });
});

describe('the wall belongs to the school', () => {
  it("lists only the student's school, newest first, in pages of 10 with the spec's paged shape", async () => {
    const school = await createSchool(ctx);
    const author = await createWallStudent(ctx, school);
    const ids: number[] = [];
    for (let i = 0; i < 12; i += 1) ids.push(await shareStory(ctx, author, { content: `Story number ${i}` }));
    const elsewhere = await createWallStudent(ctx, schoolId);
    await shareStory(ctx, elsewhere, { content: 'From another school' });

    const first = await calls.list(author);
    expect(first.statusCode).toBe(200);
    const body = first.json();
    expect(body.results.map((p: { id: number }) => p.id)).toEqual(ids.slice(2).reverse());
    expect(body.total_pages).toBe(2);
    expect(body.previous).toBeNull();
    expect(body.next).toBe('/api/peer-support-posts/?page=2');

    const second = (await calls.list(author, 'page=2')).json();
    expect(second.results.map((p: { id: number }) => p.id)).toEqual([ids[1], ids[0]]);
    expect(second).toMatchObject({ total_pages: 2, next: null, previous: '/api/peer-support-posts/?page=1' });

    const small = (await calls.list(author, 'page=2&limit=5')).json();
    expect(small.results.map((p: { id: number }) => p.id)).toEqual(ids.slice(2, 7).reverse());
    expect(small).toMatchObject({ total_pages: 3, next: '/api/peer-support-posts/?page=3&limit=5', previous: '/api/peer-support-posts/?page=1&limit=5' });

    // The oldest end of the wall (read from the other direction) gives the same stories.
    const last = (await calls.list(author, 'page=3&limit=5')).json();
    expect(last.results.map((p: { id: number }) => p.id)).toEqual([ids[1], ids[0]]);
    expect((await calls.list(author, 'page=9')).json()).toMatchObject({ results: [], total_pages: 2 });
  });

  it('gives the same pages whether a page has a statement of its own (the first ten at size 10) or not', async () => {
    const school = await createSchool(ctx);
    const reader = await createWallStudent(ctx, school);
    await seedStories(ctx.deps.db, ctx.deps.clock, { count: 125, schoolId: school, authors: 5 });
    const idsOf = async (query: string) => ((await calls.list(reader, query)).json().results as { id: number }[]).map((p) => p.id);
    const byFifty = [...(await idsOf('limit=50')), ...(await idsOf('page=2&limit=50')), ...(await idsOf('page=3&limit=50'))];
    expect(byFifty).toHaveLength(125);
    for (const page of [1, 7, 10, 11, 13]) expect(await idsOf(`page=${page}`)).toEqual(byFifty.slice((page - 1) * 10, page * 10));
  });

  it('reads the first page of students asking at once in shared statements, each as if read alone', async () => {
    const [schoolA, schoolB] = [await createSchool(ctx), await createSchool(ctx)];
    const [a1, a2, b, open] = [await createWallStudent(ctx, schoolA), await createWallStudent(ctx, schoolA), await createWallStudent(ctx, schoolB), await createWallStudent(ctx, null)];
    const storyA = await shareStory(ctx, a1, { content: 'Story on wall A', is_anonymous: true });
    await shareStory(ctx, b, { content: 'Story on wall B' });
    expect((await calls.like(a2, storyA)).statusCode).toBe(200);
    // More students than one statement holds, one of them twice, and a user who does not exist.
    const readers = [a1.userId, a2.userId, b.userId, open.userId, a2.userId, 999_999_999, a1.userId, b.userId];
    const read = (userId: number) => findStudentWallPage(ctx.deps.db, { userId, limit: 10, offset: 0 });
    const alone = [];
    for (const userId of readers) alone.push(await read(userId));
    const together = await Promise.all(readers.map(read));
    expect(together).toEqual(alone);
    expect(together[5]).toBeUndefined();
    expect(together[1]!.stories.find((story) => story.id === storyA)).toEqual({ id: storyA, likeCount: 1, commentCount: 0, isLikedByViewer: true });
    expect(together[0]!.stories.find((story) => story.id === storyA)).toEqual({ id: storyA, likeCount: 1, commentCount: 0, isLikedByViewer: false });
    expect(together.map((wall) => wall?.schoolId)).toEqual([schoolA, schoolA, schoolB, await catchAllSchoolId(ctx), schoolA, undefined, schoolA, schoolB]);
    // Through the route, at once: the same pages as one at a time.
    const students = [a1, a2, b, open, a1];
    const pages = await Promise.all(students.map((student) => calls.list(student)));
    for (const [n, student] of students.entries()) expect(pages[n]!.json()).toEqual((await calls.list(student)).json());
  });

  it('answers 404 for another school\'s story on every call', async () => {
    const author = await createWallStudent(ctx, schoolId);
    const id = await shareStory(ctx, author, { content: 'Only for my school' });
    const outsider = await createWallStudent(ctx, await createSchool(ctx));
    const answers = await Promise.all([
      calls.get(outsider, id),
      calls.like(outsider, id),
      calls.unlike(outsider, id),
      calls.likers(outsider, id),
      calls.comments(outsider, id),
      calls.comment(outsider, id, 'hello'),
      calls.editComment(outsider, id, 1, 'hello'),
      calls.deleteComment(outsider, id, 1),
      calls.remove(outsider, id),
    ]);
    expect(answers.map((r) => r.statusCode)).toEqual(Array(9).fill(404));
    expect(answers[0]!.json()).toEqual({ detail: 'Post not found', code: 'not_found' });
    expect((await calls.list(outsider, 'search=school')).json().results).toEqual([]);
    expect((await calls.get(author, id)).json().like_count).toBe(0);
  });

  it('gives the students of the catch-all school (and those without a school yet) one open wall', async () => {
    const catchAll = await catchAllSchoolId(ctx);
    const a = await createWallStudent(ctx, catchAll);
    const b = await createWallStudent(ctx, null);
    const id = await shareStory(ctx, a, { content: 'Hello open wall' });
    expect((await calls.get(b, id)).statusCode).toBe(200);
    expect((await calls.list(b)).json().results.map((p: { id: number }) => p.id)).toContain(id);
    const member = await createWallStudent(ctx, schoolId);
    expect((await calls.get(member, id)).statusCode).toBe(404);
  });

  it('answers 404 for a story that does not exist and 400 for an id that is not one', async () => {
    const student = await createWallStudent(ctx, schoolId);
    expect((await calls.get(student, 999999)).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/peer-support-posts/abc/', headers: student.auth })).statusCode).toBe(400);
    expect((await calls.list(student, 'page=0')).statusCode).toBe(400);
    expect((await calls.list(student, 'limit=101')).statusCode).toBe(400);
  });
});

describe('anonymous stories', () => {
  it('never name their author to anyone else: post, list, search, likers, comments', async () => {
    const school = await createSchool(ctx);
    const author = await createWallStudent(ctx, school, { firstName: 'Secret', lastName: 'Writer', imageUrl: '/media/profiles/secret.jpg' });
    const reader = await createWallStudent(ctx, school, { firstName: 'Rae', lastName: 'Reader' });
    const id = await shareStory(ctx, author, { content: 'A quiet anonymous confession about homesickness', is_anonymous: true });
    await calls.like(author, id);
    await calls.like(reader, id);
    await calls.comment(author, id, 'Thank you all');
    await calls.comment(reader, id, 'You are not alone');

    const seen = [
      (await calls.get(reader, id)).json(),
      (await calls.list(reader)).json().results[0],
      (await calls.list(reader, 'search=homesickness')).json().results[0],
    ];
    for (const post of seen) expect(post).toMatchObject({ id, is_anonymous: true, username: null, author: null, user_id: null });

    const likers = (await calls.likers(reader, id)).json().results;
    expect(likers).toEqual(
      expect.arrayContaining([
        { id: null, username: 'Anonymous', profile_image: null, liked_at: expect.any(String) },
        { id: reader.userId, username: 'Rae R.', profile_image: null, liked_at: expect.any(String) },
      ]),
    );
    const comments = (await calls.comments(reader, id)).json().results;
    expect(comments[0]).toMatchObject({ content: 'Thank you all', username: 'Anonymous', user_id: null, user_image: null });
    expect(comments[1]).toMatchObject({ content: 'You are not alone', username: 'Rae R.', user_id: reader.userId });

    const everything = JSON.stringify(seen) + JSON.stringify(likers) + JSON.stringify(comments);
    expect(everything).not.toContain('Secret');
    expect(everything).not.toContain(`"user_id":${author.userId}`);
    expect(everything).not.toContain(`"id":${author.userId},"username"`);
    expect(everything).not.toContain('secret.jpg');
  });

  it('still show the author their own story (so they see delete), with their comments kept anonymous', async () => {
    const author = await createWallStudent(ctx, schoolId, { firstName: 'Secret', lastName: 'Writer' });
    const id = await shareStory(ctx, author, { content: 'Mine, anonymously', is_anonymous: true });
    await calls.comment(author, id, 'A note from me');
    expect((await calls.get(author, id)).json()).toMatchObject({ user_id: author.userId, username: 'Secret W.', is_anonymous: true });
    expect((await calls.comments(author, id)).json().results[0]).toMatchObject({ username: 'Anonymous', user_id: author.userId, user_image: null });
  });

  it('carry no email or demographic field anywhere in community answers', async () => {
    const author = await createWallStudent(ctx, schoolId);
    const id = await shareStory(ctx, author, { content: 'Fields check' });
    await calls.comment(author, id, 'and a comment');
    await calls.like(author, id);
    const bodies = [
      (await calls.get(author, id)).body,
      (await calls.list(author)).body,
      (await calls.likers(author, id)).body,
      (await calls.comments(author, id)).body,
    ].join('\n');
    expect(bodies).not.toContain(author.email);
    expect(bodies).not.toContain('@');
    for (const field of ['email', 'sex', 'gender', 'identify_as', 'is_international', 'language_preference', 'degree']) expect(bodies).not.toContain(`"${field}"`);
  });
});

describe('likes', () => {
  it('are idempotent, pay the liking points once, never again after unlike and like, and never for one\'s own story', async () => {
    const author = await createWallStudent(ctx, schoolId);
    const fan = await createWallStudent(ctx, schoolId);
    const id = await shareStory(ctx, author, { content: 'Like me' });

    const first = await calls.like(fan, id);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ post_id: id, like_count: 1, is_liked_by_user: true, points_event: { action_type: 'community_liking_story', points: 2 } });
    expect((await calls.like(fan, id)).json()).toMatchObject({ like_count: 1, is_liked_by_user: true, points_event: null });
    expect((await calls.get(fan, id)).json()).toMatchObject({ like_count: 1, is_liked_by_user: true });

    expect((await calls.unlike(fan, id)).json()).toMatchObject({ like_count: 0, is_liked_by_user: false, points_event: null });
    expect((await calls.unlike(fan, id)).json()).toMatchObject({ like_count: 0, is_liked_by_user: false });
    expect((await calls.like(fan, id)).json()).toMatchObject({ like_count: 1, points_event: null });
    expect(await pointsOf(fan, 'community_liking_story')).toBe(2);

    expect((await calls.like(author, id)).json()).toMatchObject({ like_count: 2, points_event: null });
    expect(await pointsOf(author, 'community_liking_story')).toBe(0);
    expect((await calls.get(author, id)).json().is_liked_by_user).toBe(true);
  });

  it('list the likers newest first with their liking time', async () => {
    const author = await createWallStudent(ctx, schoolId);
    const a = await createWallStudent(ctx, schoolId, { firstName: 'Ana', lastName: 'Lopez', imageUrl: '/media/profiles/ana.jpg' });
    const id = await shareStory(ctx, author, { content: 'Who likes this' });
    await calls.like(a, id);
    const res = await calls.likers(author, id);
    expect(res.json()).toEqual({
      results: [{ id: a.userId, username: 'Ana L.', profile_image: '/media/profiles/ana.jpg', liked_at: expect.any(String) }],
      total_pages: 1,
      next: null,
      previous: null,
    });
  });
});

describe('deleting a story', () => {
  it('is for its author only; it takes the sharing points back and leaves the wall', async () => {
    const author = await createWallStudent(ctx, schoolId);
    const other = await createWallStudent(ctx, schoolId);
    const id = await shareStory(ctx, author, { content: 'My first week in the library study group' });
    await calls.comment(other, id, 'Nice');
    await calls.like(other, id);
    expect(await pointsOf(author, 'community_sharing_story')).toBe(25);

    const refused = await calls.remove(other, id);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ detail: 'Only the author can delete this story.', code: 'permission_denied' });

    const res = await calls.remove(author, id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ detail: 'Post deleted.', points_reversed: 25 });
    expect(await pointsOf(author, 'community_sharing_story')).toBe(0);
    expect((await calls.get(author, id)).statusCode).toBe(404);
    expect((await calls.remove(author, id)).statusCode).toBe(404);
  });
});

describe('search', () => {
  let reader: TestStudent;
  let meditation: number;
  let internship: number;
  beforeAll(async () => {
    const school = await createSchool(ctx);
    const author = await createWallStudent(ctx, school);
    reader = await createWallStudent(ctx, school);
    meditation = await shareStory(ctx, author, { content: 'Ten minutes of meditation before my chemistry exam calmed me down.', tags: ['Mindfulness'] });
    internship = await shareStory(ctx, author, { content: 'I got the summer internship at the hospital lab!', tags: ['Internships', 'Small Wins'] });
    await shareStory(ctx, author, { content: 'Cooking dinner with my roommates every Sunday.' });
    const elsewhere = await createWallStudent(ctx, schoolId);
    await shareStory(ctx, elsewhere, { content: 'meditation at another school' });
  });

  const found = async (search: string) =>
    (await calls.list(reader, `search=${encodeURIComponent(search)}`)).json().results.map((p: { id: number }) => p.id) as number[];

  it('finds whole words, in any case, across forms of a word', async () => {
    expect(await found('Meditation')).toEqual([meditation]);
    expect(await found('meditating')).toEqual([meditation]);
    expect(await found('chemistry exam')).toEqual([meditation]);
  });

  it('finds partial words and small typos', async () => {
    expect(await found('medit')).toEqual([meditation]);
    expect(await found('intern')).toEqual([internship]);
    expect(await found('meditaton')).toEqual([meditation]);
    expect(await found('hospitl')).toEqual([internship]);
  });

  it('finds tags, needs every word, and finds nothing for unrelated words', async () => {
    expect(await found('small wins')).toEqual([internship]);
    expect(await found('meditation internship')).toEqual([]);
    expect(await found('volcano')).toEqual([]);
    expect(await found('the')).toEqual([]);
  });

  it('treats a search of only punctuation as no search, and answers the bounded page count', async () => {
    const all = (await calls.list(reader, 'search=%20%21%3F')).json();
    expect(all.results).toHaveLength(3);
    expect((await calls.list(reader, 'search=meditation')).json()).toMatchObject({ total_pages: 1, next: null, previous: null });
  });
});

describe('a search that matches a great many stories', () => {
  it('reaches the newest 200 (20 pages) and counts no further', async () => {
    const school = await createSchool(ctx);
    await seedStories(ctx.deps.db, ctx.deps.clock, { count: 230, schoolId: school, authors: 5 });
    const reader = await createWallStudent(ctx, school);
    expect((await calls.list(reader)).json().total_pages).toBe(23);
    const first = (await calls.list(reader, 'search=story')).json();
    expect(first.total_pages).toBe(20);
    const last = (await calls.list(reader, 'search=story&page=20')).json();
    expect(last.results).toHaveLength(10);
    expect(last.next).toBeNull();
    expect((await calls.list(reader, 'search=story&page=21')).json().results).toEqual([]);
  });
});

describe('comments', () => {
  it('are added, listed oldest first in pages, edited and deleted by their author only, keeping the count', async () => {
    const author = await createWallStudent(ctx, schoolId);
    const friend = await createWallStudent(ctx, schoolId, { firstName: 'Fran', lastName: 'Kim' });
    const id = await shareStory(ctx, author, { content: 'Comment on me' });

    const created = await calls.comment(friend, id, '  So proud of you  ');
    expect(created.statusCode).toBe(201);
    const comment = created.json();
    expect(comment).toEqual({
      id: expect.any(Number),
      post_id: id,
      content: 'So proud of you',
      username: 'Fran K.',
      user_id: friend.userId,
      user_image: null,
      created_at: expect.any(String),
      updated_at: expect.any(String),
      points_event: { action_type: 'community_comment_story', points: 5, total_points: expect.any(Number), level_up: null, badges: expect.any(Array) },
    });
    expect((await calls.comment(author, id, 'Thanks!')).json().points_event).toBeNull();
    expect((await calls.get(author, id)).json().comment_count).toBe(2);

    const page = (await calls.comments(author, id, 'page=1&limit=1')).json();
    expect(page).toMatchObject({ total_pages: 2, previous: null, next: `/api/peer-support-posts/${id}/comments/?page=2&limit=1` });
    expect(page.results[0].content).toBe('So proud of you');

    expect((await calls.editComment(author, id, comment.id, 'hijack')).statusCode).toBe(403);
    expect((await calls.deleteComment(author, id, comment.id)).statusCode).toBe(403);
    const edited = await calls.editComment(friend, id, comment.id, 'So very proud of you');
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ id: comment.id, content: 'So very proud of you' });

    expect((await calls.deleteComment(friend, id, comment.id)).statusCode).toBe(204);
    expect((await calls.comments(author, id)).json().results.map((c: { content: string }) => c.content)).toEqual(['Thanks!']);
    expect((await calls.get(author, id)).json().comment_count).toBe(1);
    expect(await pointsOf(friend, 'community_comment_story')).toBe(0);
    expect((await calls.deleteComment(friend, id, comment.id)).statusCode).toBe(404);
  });

  it('refuse empty and over-long text', async () => {
    const author = await createWallStudent(ctx, schoolId);
    const id = await shareStory(ctx, author, { content: 'Hello' });
    const empty = await calls.comment(author, id, '  ');
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({ content: ['Write something to share.'] });
    expect((await calls.comment(author, id, 'y'.repeat(1001))).json()).toEqual({ content: ['A comment can be at most 1000 characters.'] });
    expect((await calls.comment(author, id, 'y'.repeat(1000))).statusCode).toBe(201);
  });
});

describe('unverified accounts and signed-out callers', () => {
  it('an unverified student may read but not post, like, comment or delete', async () => {
    const author = await createWallStudent(ctx, schoolId);
    const id = await shareStory(ctx, author, { content: 'Verified story' });
    const unverified = await createWallStudent(ctx, schoolId, { verified: false });
    expect((await calls.get(unverified, id)).statusCode).toBe(200);
    const answers = await Promise.all([
      calls.share(unverified, { content: 'hi' }),
      calls.like(unverified, id),
      calls.unlike(unverified, id),
      calls.comment(unverified, id, 'hi'),
      calls.editComment(unverified, id, 1, 'hi'),
      calls.deleteComment(unverified, id, 1),
      calls.remove(unverified, id),
    ]);
    expect(answers.map((r) => r.statusCode)).toEqual(Array(7).fill(403));
    expect(answers.map((r) => r.json().code)).toEqual(Array(7).fill('email_not_verified'));
  });

  it('needs a bearer token', async () => {
    for (const url of ['/api/peer-support-posts/', '/api/peer-support-posts/1/', '/api/peer-support-posts/spotlight/']) {
      expect((await ctx.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    }
    expect((await ctx.app.inject({ method: 'POST', url: '/api/peer-support-posts/1/like/' })).statusCode).toBe(401);
  });
});

describe('the dashboard', () => {
  it('counts the student\'s own stories in GET /api/user-stats/', async () => {
    const author = await createWallStudent(ctx, schoolId);
    const first = await shareStory(ctx, author, { content: 'One' });
    await shareStory(ctx, author, { content: 'Two', is_anonymous: true });
    const stats = async (student: TestStudent) => (await ctx.app.inject({ method: 'GET', url: '/api/user-stats/', headers: student.auth })).json();
    expect((await stats(author)).community_posts).toBe(2);
    await calls.remove(author, first);
    expect((await stats(author)).community_posts).toBe(1);
    expect((await stats(await createWallStudent(ctx, schoolId))).community_posts).toBe(0);
  });

  it("spotlights the school's most liked stories of the last 30 days, keeping anonymous ones anonymous", async () => {
    const school = await createSchool(ctx);
    const author = await createWallStudent(ctx, school);
    const fans = await Promise.all([1, 2, 3].map(() => createWallStudent(ctx, school)));
    const spotlight = async () => (await ctx.app.inject({ method: 'GET', url: '/api/peer-support-posts/spotlight/', headers: fans[0]!.auth })).json();
    expect(await spotlight()).toEqual({ results: [] });

    const quiet = await shareStory(ctx, author, { content: 'Quiet win' });
    const loved = await shareStory(ctx, author, { content: 'Loved win', is_anonymous: true });
    const old = await shareStory(ctx, author, { content: 'Old win' });
    await ctx.deps.db.update(communityPosts).set({ createdAt: new Date(Date.now() - 40 * 24 * 3600 * 1000) }).where(eq(communityPosts.id, old));
    for (const fan of fans) {
      await calls.like(fan, loved);
      await calls.like(fan, old);
    }
    const body = await spotlight();
    expect(body.results.map((p: { id: number }) => p.id)).toEqual([loved, quiet]);
    expect(body.results[0]).toMatchObject({ username: null, user_id: null, like_count: 3 });
  });
});
