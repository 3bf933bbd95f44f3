import { and, desc, eq, gte, inArray, sql, type Placeholder, type SQL, type SQLWrapper } from 'drizzle-orm';
import { alias, type PgSelect } from 'drizzle-orm/pg-core';
import type { Db } from '@bloom/db/client';
import { queryRows } from '../../platform/query-rows';
import { communityPostLikes, communityPosts, communityWalls, communityWords, schools, studentProfiles, users, WALL_COUNT_STRIPES } from '@bloom/db/schema';
import { batchedRead } from '../../platform/batched-read';
import { preparedRead } from '../../platform/prepared';
import { POSTS_PAGE_SIZE } from '@bloom/contract/community-rules';

/** Joins a student's school: the one on their profile, or the catch-all school's open wall without one. */
const isStudentsWall = sql`${schools.id} = coalesce(${studentProfiles.schoolId}, (select id from ${schools} where ${schools.isCatchAll}))`;

/**
 * A query from `users` joined to the student's wall: their profile, their school, and its number of stories
 * (`wallPostCount`, the sum of its kept stripes, joined once so that a query may use it in several places
 * as a plain value: as a subquery at each use, it was summed at each and kept the page's conditions from
 * being decided once).
 */
function onStudentWall<Q extends PgSelect>(query: Q) {
  return query
    .leftJoin(studentProfiles, eq(studentProfiles.userId, users.id))
    .innerJoin(schools, isStudentsWall)
    .leftJoinLateral(sql`(select coalesce(sum(w.post_count), 0)::int as post_count from ${communityWalls} w where w.school_id = ${schools.id}) as wall_count`, sql`true`);
}

const wallPostCount = sql<number>`wall_count.post_count`;

/**
 * The wall a student reads and writes (their school's, or the catch-all school's open wall) with the
 * number of stories on it, kept with every post and delete, and the student's name (a new story's author).
 */
const studentWallRow = preparedRead((db) =>
  onStudentWall(
    db
      .select({
        schoolId: schools.id,
        schoolName: schools.name,
        postCount: wallPostCount,
        firstName: users.firstName,
        lastName: users.lastName,
      })
      .from(users)
      .$dynamic(),
  )
    .where(eq(users.id, sql.placeholder('userId')))
    .prepare('student_wall'),
);

export async function findStudentWall(
  db: Db,
  userId: number,
): Promise<{ schoolId: number; schoolName: string; postCount: number; firstName: string; lastName: string } | undefined> {
  const [row] = await studentWallRow(db).execute({ userId });
  return row;
}

/** What never changes in a story (stories are not edited) and its author's name. */
const storyBodyColumns = {
  id: communityPosts.id,
  schoolId: communityPosts.schoolId,
  userId: communityPosts.userId,
  title: communityPosts.title,
  content: communityPosts.content,
  isAnonymous: communityPosts.isAnonymous,
  tags: communityPosts.tags,
  createdAt: communityPosts.createdAt,
  authorFirstName: users.firstName,
  authorLastName: users.lastName,
};

/** A story with its author's public details and whether the viewer liked it. */
function postColumns(viewerId: number | Placeholder) {
  return {
    ...storyBodyColumns,
    likeCount: communityPosts.likeCount,
    commentCount: communityPosts.commentCount,
    isLikedByViewer: sql<boolean>`exists (select 1 from ${communityPostLikes} where ${communityPostLikes.postId} = ${communityPosts.id} and ${communityPostLikes.userId} = ${viewerId})`,
  };
}

/** What never changes in a story and its author's name (story-bodies-kept.ts keeps it). */
export interface StoryBody {
  id: number;
  schoolId: number;
  userId: number;
  title: string;
  content: string;
  isAnonymous: boolean;
  tags: string;
  createdAt: Date;
  authorFirstName: string;
  authorLastName: string;
}

/** A story with its author's public details, its counts and whether the viewer liked it. */
export type PostRow = StoryBody & { likeCount: number; commentCount: number; isLikedByViewer: boolean };

const author = alias(users, 'author');

/**
 * The student's wall and one story on it (with its author's public details, counts and whether the
 * student liked it), in one query. No row when the user is unknown; `post` null when the story is not on
 * their wall.
 */
const storyOnStudentWall = preparedRead((db) =>
  onStudentWall(
    db
      .select({
        schoolId: schools.id,
        schoolName: schools.name,
        postCount: wallPostCount,
        id: communityPosts.id,
        userId: communityPosts.userId,
        title: communityPosts.title,
        content: communityPosts.content,
        isAnonymous: communityPosts.isAnonymous,
        tags: communityPosts.tags,
        createdAt: communityPosts.createdAt,
        authorFirstName: author.firstName,
        authorLastName: author.lastName,
        likeCount: communityPosts.likeCount,
        commentCount: communityPosts.commentCount,
        isLikedByViewer: sql<boolean>`exists (select 1 from ${communityPostLikes} where ${communityPostLikes.postId} = ${communityPosts.id} and ${communityPostLikes.userId} = ${users.id})`,
      })
      .from(users)
      .$dynamic(),
  )
    .leftJoin(communityPosts, and(eq(communityPosts.id, sql.placeholder('postId')), eq(communityPosts.schoolId, schools.id)))
    .leftJoin(author, eq(author.id, communityPosts.userId))
    .where(eq(users.id, sql.placeholder('userId')))
    .prepare('story_on_student_wall'),
);

export async function findStoryOnStudentWall(
  db: Db,
  userId: number,
  postId: number,
): Promise<{ wall: { schoolId: number; schoolName: string; postCount: number }; post: PostRow | null } | undefined> {
  const [row] = await storyOnStudentWall(db).execute({ userId, postId });
  if (!row) return undefined;
  const { schoolId, schoolName, postCount, ...post } = row;
  const wall = { schoolId, schoolName, postCount };
  const { id, userId: authorId, title, content, isAnonymous, tags, createdAt, authorFirstName, authorLastName } = post;
  if (id === null || authorId === null || title === null || content === null || isAnonymous === null || tags === null || createdAt === null) return { wall, post: null };
  return {
    wall,
    post: {
      id,
      schoolId,
      userId: authorId,
      title,
      content,
      isAnonymous,
      tags,
      createdAt,
      authorFirstName: authorFirstName ?? '',
      authorLastName: authorLastName ?? '',
      likeCount: post.likeCount ?? 0,
      commentCount: post.commentCount ?? 0,
      isLikedByViewer: post.isLikedByViewer,
    },
  };
}

/** Full rows of the stories a subquery picks (a page of ids), in one query, in the given order. */
function postsWithIds(db: Db, ids: SQLWrapper, viewerId: number | Placeholder, order: SQL[]) {
  return db
    .select(postColumns(viewerId))
    .from(communityPosts)
    .innerJoin(users, eq(users.id, communityPosts.userId))
    .where(inArray(communityPosts.id, ids))
    .orderBy(...order);
}

const newestFirst = [desc(communityPosts.createdAt), desc(communityPosts.id)];

/** Locks the story for a change by its author (delete); undefined when it is not on this wall. */
export async function lockPostOnWall(db: Db, postId: number, schoolId: number) {
  const [row] = await db
    .select({ id: communityPosts.id, userId: communityPosts.userId, isAnonymous: communityPosts.isAnonymous })
    .from(communityPosts)
    .where(and(eq(communityPosts.id, postId), eq(communityPosts.schoolId, schoolId)))
    .for('update');
  return row;
}

/** What changes in a story, read live on every page, and whether the viewer liked it. */
export interface StoryCounts {
  id: number;
  likeCount: number;
  commentCount: number;
  isLikedByViewer: boolean;
}

/** The stories of `ids` without their counts (any order); a story deleted since is missing. */
const storyBodiesByIds = preparedRead((db) =>
  db
    .select(storyBodyColumns)
    .from(communityPosts)
    .innerJoin(users, eq(users.id, communityPosts.userId))
    .where(sql`${communityPosts.id} = any(${sql.placeholder('ids')}::int[])`)
    .prepare('story_bodies_by_ids'),
);

export async function findStoryBodies(db: Db, ids: readonly number[]): Promise<StoryBody[]> {
  return storyBodiesByIds(db).execute({ ids });
}

const storyCountColumns = sql`${communityPosts.id}, ${communityPosts.likeCount}, ${communityPosts.commentCount}, ${communityPosts.createdAt}`;

/**
 * The student's wall (their school's, or the catch-all school's) and some of its stories, in one query:
 * which stories (`stories`, a subquery of `storyCountColumns` that may refer to `schools.id`) with their
 * live counts and the student's likes, in `order` (of the columns of `page`); the stories themselves come
 * from story-bodies-kept.ts. The caller says which students (`where` on `users.id`): a row for each one known.
 */
function studentWallWithStories(db: Db, stories: SQL, order: SQL) {
  const liked = sql`exists (select 1 from ${communityPostLikes} where ${communityPostLikes.postId} = page.id and ${communityPostLikes.userId} = ${users.id})`;
  return onStudentWall(
    db
      .select({
        viewerId: users.id,
        schoolId: schools.id,
        schoolName: schools.name,
        postCount: wallPostCount,
        stories: sql<[id: number, likeCount: number, commentCount: number, isLiked: boolean][]>`(select coalesce(json_agg(json_build_array(page.id, page.like_count, page.comment_count, ${liked})
          order by ${order}), '[]') from ${stories} as page)`,
      })
      .from(users)
      .$dynamic(),
  );
}

/** One student (`userId`). */
const oneStudent = eq(users.id, sql.placeholder('userId'));

type WallStories = { schoolId: number; schoolName: string; postCount: number; stories: StoryCounts[] };

function toWallStories(row: { schoolId: number; schoolName: string; postCount: number; stories: [number, number, number, boolean][] }): WallStories {
  const stories = row.stories.map(([id, likeCount, commentCount, isLikedByViewer]) => ({ id, likeCount, commentCount, isLikedByViewer }));
  return { schoolId: row.schoolId, schoolName: row.schoolName, postCount: row.postCount, stories };
}

/**
 * One page of the wall, newest first. Only ids are skipped through (an index-only scan); past the middle
 * of the wall the page is read from the oldest end, so no page skips more than half the wall. The first
 * page (`offset` 0) skips nothing and is read from the newest end alone: the oldest end's branch can never
 * hold a row there, yet its mere presence in the plan cost PostgreSQL about a fifth of the statement (issue 15).
 */
function studentWallPageQuery(db: Db, limit: SQL, offset: SQL | 0) {
  const total = wallPostCount;
  const onThisWall = sql`${communityPosts.schoolId} = ${schools.id}`;
  if (offset === 0) {
    const page = sql`(select ${storyCountColumns} from ${communityPosts} where ${onThisWall}
      order by ${communityPosts.createdAt} desc, ${communityPosts.id} desc limit ${limit})`;
    return studentWallWithStories(db, page, sql`page.created_at desc, page.id desc`);
  }
  const page = sql`(
    (select ${storyCountColumns} from ${communityPosts} where ${onThisWall} and ${offset} * 2 <= ${total}
      order by ${communityPosts.createdAt} desc, ${communityPosts.id} desc limit ${limit} offset ${offset})
    union all
    (select ${storyCountColumns} from ${communityPosts} where ${onThisWall} and ${offset} * 2 > ${total}
      order by ${communityPosts.createdAt}, ${communityPosts.id}
      limit greatest(0, least(${limit}, ${total} - ${offset})) offset greatest(0, ${total} - ${offset} - ${limit})))`;
  return studentWallWithStories(db, page, sql`page.created_at desc, page.id desc`);
}

/** Any page of any size, its size and offset bound as values. */
const studentWallPageOfAnySize = preparedRead((db) =>
  studentWallPageQuery(db, sql`${sql.placeholder('limit')}::int`, sql`${sql.placeholder('offset')}::int`)
    .where(oneStudent)
    .prepare('student_wall_page'),
);

/**
 * The pages after the first, up to the tenth, at the wall's own page size, each its own statement with the size
 * and offset written in. PostgreSQL cannot plan a LIMIT or OFFSET it is not told once for all values, so it planned
 * the statement above afresh on every call (0.5 ms, five times its running time, issue 15); these are planned once
 * per connection. Pages further in are rarer and take the statement above; the first page has its own (below).
 */
const PREPARED_FIRST_PAGES = 10;
const studentWallNextPages = Array.from({ length: PREPARED_FIRST_PAGES - 1 }, (_, index) =>
  preparedRead((db) =>
    studentWallPageQuery(db, sql.raw(String(POSTS_PAGE_SIZE)), sql.raw(String((index + 1) * POSTS_PAGE_SIZE)))
      .where(oneStudent)
      .prepare(`student_wall_page_${index + 2}`),
  ),
);

/**
 * The students' first pages one statement reads: 1, 2, 4 or 8 (a batch of 3 goes in the statement for 4, its last
 * student id 0, no one's). A statement of 8 parts costs each PostgreSQL connection about 1.3 MB kept (its plan),
 * so the four sizes about 2.5 MB, where every size up to 8 would cost 6 MB.
 */
const FIRST_PAGE_BATCHES = [1, 2, 4, 8];
const NO_STUDENT = 0;

/**
 * The wall's first page for several students at once: the one-student statement once per student (`userId0`,
 * `userId1`, ...), joined by UNION ALL, so that each part keeps the plan made once for one student (an array of
 * students let PostgreSQL plan each call afresh for the array's length, or hash whole tables).
 */
const studentWallFirstPageFor = FIRST_PAGE_BATCHES.map((size) =>
  preparedRead((db) => {
    const forStudent = (n: number) => studentWallPageQuery(db, sql.raw(String(POSTS_PAGE_SIZE)), 0).where(eq(users.id, sql.placeholder(`userId${n}`)));
    const [first, ...others] = Array.from({ length: size }, (_, n) => forStudent(n));
    return others.reduce((union, part) => union.unionAll(part), first!.$dynamic()).prepare(`student_wall_first_page_x${size}`);
  }),
);

/**
 * The first page, read for all the students asking for it in the same turn of the event loop (`batchedRead`):
 * under load, one round trip answers several requests, where each cost a socket write and read in the server
 * and PostgreSQL, and a bind, more than the page itself (issue 15).
 */
const studentWallFirstPage = batchedRead(FIRST_PAGE_BATCHES.at(-1)!, async (db: Db, userIds: number[]) => {
  const index = FIRST_PAGE_BATCHES.findIndex((size) => size >= userIds.length);
  const values = Object.fromEntries(Array.from({ length: FIRST_PAGE_BATCHES[index]! }, (_, n) => [`userId${n}`, userIds[n] ?? NO_STUDENT]));
  const rows = await studentWallFirstPageFor[index]!(db).execute(values);
  return new Map(rows.map((row) => [row.viewerId, toWallStories(row)]));
});

function studentWallPage(db: Db, limit: number, offset: number) {
  const nextPage = limit === POSTS_PAGE_SIZE && offset % limit === 0 ? studentWallNextPages[offset / limit - 1] : undefined;
  return nextPage ? nextPage(db) : studentWallPageOfAnySize(db);
}

export async function findStudentWallPage(
  db: Db,
  { userId, limit, offset }: { userId: number; limit: number; offset: number },
): Promise<WallStories | undefined> {
  if (limit === POSTS_PAGE_SIZE && offset === 0) return studentWallFirstPage(db, userId);
  const [row] = await studentWallPage(db, limit, offset).execute({ userId, limit, offset });
  return row && toWallStories(row);
}

/** How many stories the spotlight shows. */
export const SPOTLIGHT_SIZE = 3;
const spotlightIdNames = Array.from({ length: SPOTLIGHT_SIZE }, (_, index) => `id${index}`);

/**
 * The student's wall and, of the stories a spotlight chose (exactly SPOTLIGHT_SIZE ids, each its own
 * value so that PostgreSQL plans the statement once), those still on it, most liked first.
 */
const studentWallSpotlight = preparedRead((db) => {
  const ids = sql.join(
    spotlightIdNames.map((name) => sql`${sql.placeholder(name)}::int`),
    sql`, `,
  );
  const chosen = sql`(select ${storyCountColumns} from ${communityPosts} where ${communityPosts.id} in (${ids}) and ${communityPosts.schoolId} = ${schools.id})`;
  return studentWallWithStories(db, chosen, sql`page.like_count desc, page.created_at desc, page.id desc`)
    .where(oneStudent)
    .prepare('student_wall_spotlight');
});

export async function findStudentWallSpotlight(db: Db, userId: number, ids: readonly number[]): Promise<WallStories | undefined> {
  if (ids.length !== SPOTLIGHT_SIZE) throw new Error(`a spotlight holds ${SPOTLIGHT_SIZE} stories`);
  const values = Object.fromEntries(spotlightIdNames.map((name, index) => [name, ids[index]]));
  const [row] = await studentWallSpotlight(db).execute({ userId, ...values });
  return row && toWallStories(row);
}

/**
 * The words of the wall that each query word may stand for, in one query: those it begins (a partial
 * word) and, from three letters on, the closest by trigram similarity (a small typo). The query word
 * itself always counts. Answers one list per query word, in order.
 */
export async function expandSearchWords(db: Db, words: string[]): Promise<string[][]> {
  const given = sql.join(
    words.map((word) => sql`${word}`),
    sql`, `,
  );
  const rows = await queryRows<{ term: string; word: string }>(
    db,
    sql`
    select t.term, w.word from unnest(array[${given}]::text[]) as t(term)
    cross join lateral (
      (select ${communityWords.word} as word from ${communityWords}
        where length(t.term) >= 3 and ${communityWords.word} like t.term || '%' order by length(${communityWords.word}), ${communityWords.word} limit 12)
      union
      (select ${communityWords.word} from ${communityWords}
        where length(t.term) >= 3 and ${communityWords.word} % t.term and similarity(${communityWords.word}, t.term) >= 0.4
        order by similarity(${communityWords.word}, t.term) desc limit 4)
    ) w`,
  );
  return words.map((word) => [word, ...rows.filter((row) => row.term === word && row.word !== word).map((row) => row.word)]);
}

/** Every query word must match one of its expansions: (w1 | w1' | ...) & (w2 | ...). */
export function searchQuery(expansions: string[][]): SQL {
  const perWord = expansions.map((words) => sql.join(words.map((w) => sql`plainto_tsquery('english', ${w})`), sql` || `));
  return sql.join(perWord.map((q) => sql`(${q})`), sql` && `);
}

export async function countSearchMatches(db: Db, schoolId: number, query: SQL, cap: number): Promise<number> {
  const rows = await queryRows<{ n: number }>(db, sql`
    select count(*)::int as n from (
      select 1 from ${communityPosts}
      where ${communityPosts.schoolId} = ${schoolId} and ${communityPosts.searchVector} @@ (${query})
      limit ${cap}) matches`);
  return rows[0]?.n ?? 0;
}

export async function listSearchPage(
  db: Db,
  { schoolId, viewerId, query, limit, offset }: { schoolId: number; viewerId: number; query: SQL; limit: number; offset: number },
): Promise<PostRow[]> {
  const ids = db
    .select({ id: communityPosts.id })
    .from(communityPosts)
    .where(and(eq(communityPosts.schoolId, schoolId), sql`${communityPosts.searchVector} @@ (${query})`))
    .orderBy(...newestFirst)
    .limit(limit)
    .offset(offset);
  return postsWithIds(db, ids, viewerId, newestFirst);
}

const mostLiked = [desc(communityPosts.likeCount), ...newestFirst];

/** The school's most liked stories since `since` (ties: the newer first). */
const mostLikedPosts = preparedRead((db) => {
  const ids = db
    .select({ id: communityPosts.id })
    .from(communityPosts)
    .where(and(eq(communityPosts.schoolId, sql.placeholder('schoolId')), gte(communityPosts.createdAt, sql`${sql.placeholder('since')}::timestamptz`)))
    .orderBy(...mostLiked)
    .limit(sql.placeholder('limit'));
  return postsWithIds(db, ids, sql.placeholder('viewerId'), mostLiked).prepare('most_liked_posts');
});

export async function listMostLiked(db: Db, { schoolId, viewerId, since, limit }: { schoolId: number; viewerId: number; since: Date; limit: number }) {
  return mostLikedPosts(db).execute({ schoolId, viewerId, since: since.toISOString(), limit });
}

/**
 * Stores a new story and adds the words of `searchText` to the wall's search vocabulary, in one statement;
 * returns the story's id.
 */
export async function insertStory(
  db: Db,
  story: { schoolId: number; userId: number; title: string; content: string; isAnonymous: boolean; tags: string; createdAt: Date },
  searchText: string,
): Promise<number> {
  const [row] = await queryRows<{ id: number }>(
    db,
    sql`with words as (${newSearchWords(searchText)})
    insert into ${communityPosts} (school_id, user_id, title, content, is_anonymous, tags, created_at)
    values (${story.schoolId}::int, ${story.userId}::int, ${story.title}, ${story.content}, ${story.isAnonymous}, ${story.tags}, ${story.createdAt.toISOString()}::timestamptz)
    returning id`,
  );
  return row!.id;
}

/** Deletes the story (its likes and comments go with it); false when it was already gone. */
export async function deletePost(db: Db, postId: number): Promise<boolean> {
  const rows = await db.delete(communityPosts).where(eq(communityPosts.id, postId)).returning({ id: communityPosts.id });
  return rows.length > 0;
}

/** Adds `delta` to the wall's count, in the stripe of `storyId` (0 for a count added in bulk). */
export async function changeWallCount(db: Db, schoolId: number, delta: number, storyId: number): Promise<void> {
  await db
    .insert(communityWalls)
    .values({ schoolId, stripe: storyId % WALL_COUNT_STRIPES, postCount: delta })
    .onConflictDoUpdate({ target: [communityWalls.schoolId, communityWalls.stripe], set: { postCount: sql`${communityWalls.postCount} + ${delta}` } });
}

/**
 * One school's wall folds into another's (a school merge): its story counts are added to the other's, stripe
 * by stripe, and its own wall rows go, so the merge can move the stories themselves like any other row.
 */
export async function foldWallInto(db: Db, fromSchoolId: number, intoSchoolId: number): Promise<void> {
  await db.execute(sql`
    insert into ${communityWalls} (school_id, stripe, post_count)
    select ${intoSchoolId}, stripe, post_count from ${communityWalls} where school_id = ${fromSchoolId}
    on conflict (school_id, stripe) do update set post_count = ${communityWalls}.post_count + excluded.post_count`);
  await db.delete(communityWalls).where(eq(communityWalls.schoolId, fromSchoolId));
}

/**
 * The statement adding the words of a text to the search vocabulary. Sorted, so that two stories adding the
 * same new words at once wait for each other instead of deadlocking.
 */
function newSearchWords(text: string): SQL {
  return sql`
    insert into ${communityWords} (word)
    select distinct lexeme from unnest(to_tsvector('simple', ${text}::text)) as t(lexeme)
    where lexeme ~ '^[[:alnum:]]+$' and length(lexeme) <= 40
    order by 1
    on conflict do nothing`;
}

/** Adds the words of a text to the search vocabulary (a story written without `insertStory`). */
export async function addSearchWords(db: Db, text: string): Promise<void> {
  await db.execute(newSearchWords(text));
}

/**
 * Adds the student's like to a story of their own wall, in one statement that finds the story on their wall
 * first: undefined when it is not there (another school's, or gone); `isNew` false when they had already
 * liked it. With the story's author, school and like count before this like.
 */
export async function likeStoryOnStudentWall(
  db: Db,
  userId: number,
  postId: number,
): Promise<{ isNew: boolean; authorId: number; schoolId: number; likeCount: number } | undefined> {
  const [row] = await queryRows<{ isNew: boolean; authorId: number; schoolId: number; likeCount: number }>(
    db,
    sql`with story as (
      select ${communityPosts.id} as id, ${communityPosts.userId} as author_id, ${communityPosts.schoolId} as school_id, ${communityPosts.likeCount} as like_count
      from ${users}
      left join ${studentProfiles} on ${studentProfiles.userId} = ${users.id}
      join ${schools} on ${isStudentsWall}
      join ${communityPosts} on ${communityPosts.id} = ${postId}::int and ${communityPosts.schoolId} = ${schools.id}
      where ${users.id} = ${userId}::int),
    liked as (insert into ${communityPostLikes} (post_id, user_id) select id, ${userId}::int from story on conflict do nothing returning post_id)
    select exists (select 1 from liked) as "isNew", author_id as "authorId", school_id as "schoolId", like_count as "likeCount" from story`,
  );
  return row;
}

export async function deleteLike(db: Db, postId: number, userId: number): Promise<boolean> {
  const rows = await db
    .delete(communityPostLikes)
    .where(and(eq(communityPostLikes.postId, postId), eq(communityPostLikes.userId, userId)))
    .returning({ postId: communityPostLikes.postId });
  return rows.length > 0;
}

/** Moves a counter of the story by `delta` (a row lock serialises concurrent changes); returns the new counts. */
export async function changePostCounts(db: Db, postId: number, change: { likes?: number; comments?: number }) {
  const [row] = await queryRows<{ likeCount: number; commentCount: number }>(
    db,
    sql`update ${communityPosts} set like_count = like_count + ${change.likes ?? 0}::int, comment_count = comment_count + ${change.comments ?? 0}::int
      where id = ${postId} returning like_count as "likeCount", comment_count as "commentCount"`,
  );
  return row;
}

export async function listLikers(db: Db, postId: number, { limit, offset }: { limit: number; offset: number }) {
  return db
    .select({
      userId: communityPostLikes.userId,
      likedAt: communityPostLikes.createdAt,
      firstName: users.firstName,
      lastName: users.lastName,
      imageUrl: studentProfiles.imageUrl,
    })
    .from(communityPostLikes)
    .innerJoin(users, eq(users.id, communityPostLikes.userId))
    .leftJoin(studentProfiles, eq(studentProfiles.userId, communityPostLikes.userId))
    .where(eq(communityPostLikes.postId, postId))
    .orderBy(desc(communityPostLikes.createdAt), desc(communityPostLikes.userId))
    .limit(limit)
    .offset(offset);
}
