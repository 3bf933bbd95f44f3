import { sql } from 'drizzle-orm';
import { boolean, check, customType, index, integer, pgTable, primaryKey, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { schools } from './schools';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * Stories of the community wall. A wall is one school's: every read filters by `school_id`. The trigram
 * index on `content` is hand-written at the end of the migration (it needs the pg_trgm extension first).
 */
export const communityPosts = pgTable(
  'community_posts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull().default('Story'),
    content: text('content').notNull(),
    isAnonymous: boolean('is_anonymous').notNull().default(false),
    /** The labels of the fixed tag list, comma-separated, as the client reads them. */
    tags: text('tags').notNull().default(''),
    /** Kept in the same transaction as each like and comment, so a page never counts rows. */
    likeCount: integer('like_count').notNull().default(0),
    commentCount: integer('comment_count').notNull().default(0),
    searchVector: tsvector('search_vector')
      .notNull()
      .generatedAlwaysAs(sql`to_tsvector('english', title || ' ' || content || ' ' || replace(tags, ',', ' '))`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Read backwards for the wall's newest-first order (DESC NULLS FIRST), forwards for its oldest end.
    index('community_posts_wall_idx').on(t.schoolId, t.createdAt, t.id),
    index('community_posts_user_idx').on(t.userId, t.createdAt),
    index('community_posts_search_idx').using('gin', t.searchVector),
    check('community_posts_counts_not_negative', sql`${t.likeCount} >= 0 and ${t.commentCount} >= 0`),
  ],
);

/** One row per student and story: the primary key makes a second like of the same story a no-op. */
export const communityPostLikes = pgTable(
  'community_post_likes',
  {
    postId: integer('post_id')
      .notNull()
      .references(() => communityPosts.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.postId, t.userId] }),
    index('community_post_likes_post_idx').on(t.postId, t.createdAt),
    // A student's own likes, in order: their data's download and its erasure (and the cascade of a deleted user).
    index('community_post_likes_user_idx').on(t.userId, t.createdAt),
  ],
);

export const communityComments = pgTable(
  'community_comments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    postId: integer('post_id')
      .notNull()
      .references(() => communityPosts.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    content: text('content').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('community_comments_post_idx').on(t.postId, t.createdAt, t.id)],
);

/**
 * How many stories each wall holds, kept with every post and delete: `total_pages` never counts rows. The
 * count is kept in stripes (a story counts in stripe `id % WALL_COUNT_STRIPES`), so that stories posted at
 * once on one wall change different rows instead of queueing for one until each commits (issue 15); the
 * wall's count is the sum of its stripes. A count added in bulk (seeding) goes to stripe 0, so one stripe
 * alone may be below zero; the sum never is.
 */
export const WALL_COUNT_STRIPES = 16;
export const communityWalls = pgTable(
  'community_walls',
  {
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id),
    stripe: smallint('stripe').notNull().default(0),
    postCount: integer('post_count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.schoolId, t.stripe] })],
);

/**
 * Every word that appears in a story, for search: a query word that is partial or misspelt is matched
 * against these by trigram (an index hand-written in the migration), and the words found are then looked
 * up in the stories' full-text index. Words are never removed; a word no story still has finds nothing.
 */
export const communityWords = pgTable('community_words', {
  word: text('word').primaryKey(),
});

/**
 * A story or comment the moderation held back as a sign of distress, kept for a person to follow up.
 * Nothing is published; the text is here and nowhere else (the alert mail carries no text).
 */
export const distressReports = pgTable(
  'distress_reports',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    schoolId: integer('school_id').references(() => schools.id),
    source: text('source', { enum: ['story', 'comment'] }).notNull(),
    /** The story a refused comment was written under. */
    postId: integer('post_id').references(() => communityPosts.id, { onDelete: 'set null' }),
    text: text('text').notNull(),
    status: text('status', { enum: ['open', 'handled'] }).notNull().default('open'),
    handledAt: timestamp('handled_at', { withTimezone: true }),
    handledNote: text('handled_note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('distress_reports_open_idx').on(t.createdAt).where(sql`${t.status} = 'open'`)],
);
