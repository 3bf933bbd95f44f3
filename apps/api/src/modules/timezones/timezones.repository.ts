import { eq } from 'drizzle-orm';
import type { Db } from '@bloom/db/client';
import { users } from '@bloom/db/schema';

export async function findUserTimezone(db: Db, userId: number) {
  const [row] = await db.select({ timezone: users.timezone, isMentor: users.isMentor }).from(users).where(eq(users.id, userId));
  return row;
}

export async function updateUserTimezone(db: Db, userId: number, timezone: string): Promise<void> {
  await db.update(users).set({ timezone }).where(eq(users.id, userId));
}
