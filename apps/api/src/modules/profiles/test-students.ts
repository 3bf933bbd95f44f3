import { randomBytes } from 'node:crypto';
import { studentProfiles, users } from '@bloom/db/schema';
import type { TestContext } from '../../test/helper';

export interface TestStudent {
  userId: number;
  profileId: number;
  email: string;
  auth: { authorization: string };
}

let counter = 0;

/** A unique address per call, so tests in one file never collide. */
export function uniqueEmail(prefix = 'student', domain = 'example.edu'): string {
  counter += 1;
  return `${prefix}-${process.pid}-${counter}-${randomBytes(3).toString('hex')}@${domain}`;
}

/**
 * Test-only: a verified student with an empty profile, written straight to the database (the accounts
 * module's signup does this for real), and an access token for it.
 */
export async function createTestStudent(
  ctx: TestContext,
  options: { email?: string; withProfile?: boolean; referredByUserId?: number; timezone?: string } = {},
): Promise<TestStudent> {
  const email = options.email ?? uniqueEmail();
  const [user] = await ctx.deps.db
    .insert(users)
    .values({
      email,
      username: email.toLowerCase(),
      firstName: 'Test',
      lastName: 'Student',
      passwordHash: 'not-a-real-hash',
      emailVerified: true,
      referralCode: randomBytes(6).toString('hex'),
      referredByUserId: options.referredByUserId ?? null,
      timezone: options.timezone ?? 'UTC',
    })
    .returning({ id: users.id });
  let profileId = 0;
  if (options.withProfile !== false) {
    const [profile] = await ctx.deps.db.insert(studentProfiles).values({ userId: user!.id }).returning({ id: studentProfiles.id });
    profileId = profile!.id;
  }
  const { access } = await ctx.deps.tokens.issuePair(user!.id);
  return { userId: user!.id, profileId, email, auth: { authorization: `Bearer ${access}` } };
}
