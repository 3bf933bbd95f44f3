import { eq } from 'drizzle-orm';
import type { Db } from '@bloom/db/client';
import { users } from '@bloom/db/schema';

export async function findReferralCode(db: Db, userId: number): Promise<string | undefined> {
  const [row] = await db.select({ referralCode: users.referralCode }).from(users).where(eq(users.id, userId));
  return row?.referralCode;
}
