import { randomBytes } from 'node:crypto';
import { storyTagLabels } from '@bloom/contract/community-rules';
import type { Db } from '@bloom/db/client';
import type { Clock } from '../../platform/clock';
import { AppError } from '../../platform/errors';
import { hashPassword } from '../accounts/password-hashing';
import { changeWallCount } from './posts.repository';
import { addSearchWordsOf, vacuumCommunityTables, findCatchAllSchool, findSchool, insertSeedAuthors, insertStoryBatch } from './story-seeding.repository';

const openers = [
  'This semester I finally',
  'After a rough week I',
  'Small win today: I',
  'I used to think I could not, but I',
  'Three months ago I would never have believed I',
  'My roommate convinced me and I',
  'Quiet proud moment: I',
  'It took a lot of courage, but I',
];
const middles = [
  'asked for help during office hours in',
  'started a study group for',
  'kept a steady sleep schedule while preparing for',
  'walked every morning before my class in',
  'stopped comparing myself to others in',
  'spoke up in the discussion section of',
  'made a friend in the lab for',
  'turned a failed quiz into a plan for',
  'took real breaks while studying',
  'went to the counseling center and felt lighter about',
];
const topics = [
  'organic chemistry', 'calculus', 'statistics', 'microeconomics', 'philosophy', 'anatomy', 'linear algebra', 'sociology',
  'music theory', 'accounting', 'biology', 'physics', 'marketing', 'psychology', 'nursing clinicals', 'spanish',
  'creative writing', 'political science', 'data structures', 'art history', 'genetics', 'thermodynamics', 'journalism', 'architecture',
];
const closers = [
  'Grateful for everyone who cheered me on.',
  'Progress is progress, even when it is slow.',
  'If you are struggling too, you are not alone.',
  'Next goal: keep it going through finals.',
  'Tiny steps really do add up.',
  'I am learning to be kinder to myself.',
];
const comments = [
  'So proud of you!',
  'This made my day, thank you for sharing.',
  'Same here, it really helps.',
  'You inspired me to try this week.',
  'Keep going, you have got this.',
  'Love this, congrats!',
];
const firstNames = ['Ava', 'Liam', 'Noah', 'Mia', 'Zoe', 'Ethan', 'Aria', 'Leo', 'Maya', 'Omar', 'Priya', 'Sam', 'Jade', 'Kai', 'Nina', 'Theo'];
const lastNames = ['Nguyen', 'Garcia', 'Smith', 'Patel', 'Kim', 'Johnson', 'Lopez', 'Brown', 'Okafor', 'Chen', 'Davis', 'Silva'];

const BATCH_SIZE = 50_000;

export interface SeedStoriesOptions {
  count: number;
  /** Defaults to the catch-all school's open wall. */
  schoolId?: number;
  /** How many generated students write, like and comment (each like by a different one). */
  authors?: number;
  onProgress?: (done: number) => void;
}

export interface SeedStoriesResult {
  schoolId: number;
  schoolName: string;
  stories: number;
  likes: number;
  comments: number;
  authors: number;
  seconds: number;
}

/**
 * Fills a wall with generated stories, with likes and comments, in set-based batches of 50,000 (one
 * transaction each, so a long run keeps what it made). Stories are spread over the last year, newest last.
 * Meant for load tests and demos; the generated students cannot be signed into with a known password.
 */
export async function seedStories(db: Db, clock: Clock, options: SeedStoriesOptions): Promise<SeedStoriesResult> {
  const started = performance.now();
  const school = options.schoolId === undefined ? await findCatchAllSchool(db) : await findSchool(db, options.schoolId);
  if (!school) throw AppError.notFound(`No school with id ${options.schoolId}.`);
  const authorCount = options.authors ?? 50;
  const batchTag = randomBytes(4).toString('hex');
  const authorIds = await insertSeedAuthors(db, {
    schoolId: school.id,
    count: authorCount,
    batch: batchTag,
    passwordHash: await hashPassword(randomBytes(24).toString('hex')),
    firstNames,
    lastNames,
  });
  await addSearchWordsOf(db, [...openers, ...middles, ...topics, ...closers, ...storyTagLabels]);

  const newest = clock.now();
  const spacingSeconds = (365 * 24 * 3600) / Math.max(options.count, 1);
  let likes = 0;
  let commentsMade = 0;
  for (let from = 1; from <= options.count; from += BATCH_SIZE) {
    const to = Math.min(options.count, from + BATCH_SIZE - 1);
    const made = await db.transaction(async (tx) => {
      const result = await insertStoryBatch(tx, {
        schoolId: school.id,
        authorIds,
        from,
        to,
        total: options.count,
        newest,
        spacingSeconds,
        openers,
        middles,
        closers,
        topics,
        tags: storyTagLabels,
        comments,
      });
      await changeWallCount(tx, school.id, to - from + 1, 0);
      return result;
    });
    likes += made.likes;
    commentsMade += made.comments;
    options.onProgress?.(to);
  }
  await vacuumCommunityTables(db);
  return {
    schoolId: school.id,
    schoolName: school.name,
    stories: options.count,
    likes,
    comments: commentsMade,
    authors: authorIds.length,
    seconds: Math.round((performance.now() - started) / 100) / 10,
  };
}
