import { eq, sql } from 'drizzle-orm';
import type { Db } from '@bloom/db/client';
import { rewardRedemptions } from '@bloom/db/schema';

export async function countRedemptions(db: Db, userId: number): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(rewardRedemptions).where(eq(rewardRedemptions.userId, userId));
  return row?.n ?? 0;
}
