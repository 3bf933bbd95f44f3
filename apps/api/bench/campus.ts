import { randomBytes } from 'node:crypto';
import { desc, eq, like } from 'drizzle-orm';
import { openDatabase } from '@bloom/db/client';
import { communityPosts, creditEntries, studentProfiles, users } from '@bloom/db/schema';
import { hashPassword } from '../src/modules/accounts/password-hashing';
import { seedStories } from '../src/modules/community/story-seeding.service';
import { systemClock } from '../src/platform/clock';
import { createTokenService } from '../src/platform/tokens';
import { seedReferenceData } from '../src/seed/reference-data';
import { seedCoachesAndBookings } from './availability.bench';

export const CAMPUS_PASSWORD = 'Bench-Password-2026';

export interface CampusStudent {
  id: number;
  profileId: number;
  email: string;
  /** A live access token (its sign-in is a token family row). */
  token: string;
}

export interface Campus {
  /** The secret the tokens are signed with: the server under test must use it. */
  jwtSecret: string;
  coachIds: number[];
  /** 250 verified students, without a school (the catch-all school's open wall), 1,000 credits each. */
  students: CampusStudent[];
  /** The wall's 100 newest stories. */
  storyIds: number[];
}

/**
 * A campus on PostgreSQL for the request benchmarks: reference data, 50 coaches with 5,000 bookings,
 * 250 signed-in students and a wall of `wallStories` stories.
 */
export async function seedCampus(databaseUrl: string, { wallStories, now = new Date() }: { wallStories: number; now?: Date }): Promise<Campus> {
  const jwtSecret = randomBytes(32).toString('hex');
  const database = await openDatabase({ kind: 'postgres', url: databaseUrl });
  try {
    const { db } = database;
    await database.migrate();
    await seedReferenceData(db);
    const { coachIds } = await seedCoachesAndBookings(db, now);
    await db.update(users).set({ passwordHash: await hashPassword(CAMPUS_PASSWORD) }).where(like(users.email, 'bench-student-%'));
    const rows = await db
      .select({ id: users.id, email: users.email, profileId: studentProfiles.id })
      .from(studentProfiles)
      .innerJoin(users, eq(users.id, studentProfiles.userId))
      .where(like(users.email, 'bench-student-%'));
    const wall = await seedStories(db, systemClock, { count: wallStories });
    const newest = await db.select({ id: communityPosts.id }).from(communityPosts).where(eq(communityPosts.schoolId, wall.schoolId)).orderBy(desc(communityPosts.createdAt)).limit(100);
    await db.insert(creditEntries).values(rows.map((s) => ({ userId: s.id, amount: 1000, reason: 'adjustment' as const, note: 'bench' })));
    const tokens = createTokenService(jwtSecret, systemClock, db);
    const students: CampusStudent[] = [];
    for (const s of rows) students.push({ ...s, token: (await tokens.issuePair(s.id)).access });
    return { jwtSecret, coachIds, students, storyIds: newest.map((story) => story.id) };
  } finally {
    await database.close();
  }
}
