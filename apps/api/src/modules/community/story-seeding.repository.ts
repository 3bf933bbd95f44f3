import { eq, sql } from 'drizzle-orm';
import type { Db } from '@bloom/db/client';
import { communityWords, schools } from '@bloom/db/schema';
import { queryRows } from '../../platform/query-rows';

export async function findSchool(db: Db, schoolId: number) {
  const [row] = await db.select({ id: schools.id, name: schools.name }).from(schools).where(eq(schools.id, schoolId));
  return row;
}

export async function findCatchAllSchool(db: Db) {
  const [row] = await db.select({ id: schools.id, name: schools.name }).from(schools).where(eq(schools.isCatchAll, true));
  return row;
}

const textArray = (values: readonly string[]) => sql`array[${sql.join(
  values.map((v) => sql`${v}`),
  sql`, `,
)}]::text[]`;

/** Creates `count` verified, onboarded students of the school in one statement; returns their user ids. */
export async function insertSeedAuthors(
  db: Db,
  { schoolId, count, batch, passwordHash, firstNames, lastNames }: { schoolId: number; count: number; batch: string; passwordHash: string; firstNames: readonly string[]; lastNames: readonly string[] },
): Promise<number[]> {
  const rows = await queryRows<{ user_id: number }>(
    db,
    sql`
    with new_users as (
      insert into users (email, username, first_name, last_name, password_hash, email_verified, referral_code, timezone)
      select 'seed-' || ${batch} || '-' || g || '@seed.bloom.invalid', 'seed-' || ${batch} || '-' || g || '@seed.bloom.invalid',
             (${textArray(firstNames)})[1 + (g * 7) % ${firstNames.length}], (${textArray(lastNames)})[1 + (g * 13) % ${lastNames.length}],
             ${passwordHash}, true, 'seed' || ${batch} || g, 'UTC'
      from generate_series(1, ${count}) g
      returning id)
    insert into student_profiles (user_id, school_id, is_completed, is_paused)
    select id, ${schoolId}, true, true from new_users
    returning user_id`,
  );
  return rows.map((row) => row.user_id);
}

export interface StoryBatch {
  schoolId: number;
  authorIds: number[];
  /** Series numbers of this batch: stories `from`..`to` of the whole run. */
  from: number;
  to: number;
  /** The run's last series number: the newest story. */
  total: number;
  /** The newest story's time; each story is `spacingSeconds` older than the one after it. */
  newest: Date;
  spacingSeconds: number;
  openers: readonly string[];
  middles: readonly string[];
  closers: readonly string[];
  topics: readonly string[];
  tags: readonly string[];
  comments: readonly string[];
}

/**
 * One set-based batch: the stories (text, tags, anonymity and counts drawn from the series number), their
 * likes and comments, all in three statements. Likers and commenters are consecutive authors after the
 * story's own, so no student likes a story twice. Returns how many likes and comments were written.
 */
export async function insertStoryBatch(db: Db, batch: StoryBatch): Promise<{ likes: number; comments: number }> {
  const authors = sql`${sql.raw(`array[${batch.authorIds.join(',')}]::int[]`)}`;
  const n = batch.authorIds.length;
  // Likes never reach the number of authors, so the consecutive likers are all different people.
  const maxLikes = Math.min(4, n - 1);
  const rows = await queryRows<{ likes: number; comments: number }>(
    db,
    sql`
    with series as (
      select g, (g * 2654435761::bigint) % 1000003 as h from generate_series(${batch.from}::int, ${batch.to}::int) g
    ), new_posts as (
      insert into community_posts (school_id, user_id, title, content, is_anonymous, tags, like_count, comment_count, created_at)
      select ${batch.schoolId}, (${authors})[1 + g % ${n}], 'Story',
             (${textArray(batch.openers)})[1 + h % ${batch.openers.length}] || ' ' ||
             (${textArray(batch.middles)})[1 + (h / 7) % ${batch.middles.length}] || ' ' ||
             (${textArray(batch.topics)})[1 + (h / 11) % ${batch.topics.length}] || '. ' ||
             (${textArray(batch.closers)})[1 + (h / 13) % ${batch.closers.length}],
             h % 5 = 0,
             case when h % 3 = 0 then '' else (${textArray(batch.tags)})[1 + (h / 17) % ${batch.tags.length}] end,
             (h / 19) % ${maxLikes + 1}, (h / 23) % 3,
             ${batch.newest.toISOString()}::timestamptz - make_interval(secs => ${batch.spacingSeconds}::float8 * (${batch.total}::int - g))
      from series
      returning id, user_id, like_count, comment_count, created_at
    ), new_likes as (
      insert into community_post_likes (post_id, user_id, created_at)
      select p.id, (${authors})[1 + (array_position(${authors}, p.user_id) - 1 + k) % ${n}], p.created_at + make_interval(mins => k)
      from new_posts p, generate_series(1, p.like_count) k
      returning 1
    ), new_comments as (
      insert into community_comments (post_id, user_id, content, created_at, updated_at)
      select p.id, (${authors})[1 + (array_position(${authors}, p.user_id) + k + 3) % ${n}],
             (${textArray(batch.comments)})[1 + (p.id + k) % ${batch.comments.length}],
             p.created_at + make_interval(hours => k), p.created_at + make_interval(hours => k)
      from new_posts p, generate_series(1, p.comment_count) k
      returning 1
    )
    select (select count(*) from new_likes)::int as likes, (select count(*) from new_comments)::int as comments`,
  );
  return rows[0] ?? { likes: 0, comments: 0 };
}

/** The words of the generated texts, for search (the generator uses only these). */
export async function addSearchWordsOf(db: Db, texts: readonly string[]): Promise<void> {
  await db.execute(sql`
    insert into ${communityWords} (word)
    select distinct lexeme from unnest(to_tsvector('simple', ${texts.join(' ')})) as t(lexeme)
    where lexeme ~ '^[[:alnum:]]+$' and length(lexeme) <= 40
    order by 1
    on conflict do nothing`);
}

/**
 * What a bulk load ends with: fresh planner statistics, the visibility map set (index-only scans of the
 * wall) and the full-text index's pending entries merged. Autovacuum would get there too, later.
 */
export async function vacuumCommunityTables(db: Db): Promise<void> {
  await db.execute(sql`vacuum (analyze) community_posts, community_post_likes, community_comments, community_words`);
}
