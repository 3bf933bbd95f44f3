import { eq, sql } from 'drizzle-orm';
import type { Db } from '@bloom/db/client';
import { users } from '@bloom/db/schema';
import { preparedRead } from '../../platform/prepared';

const userTimezone = preparedRead((db) =>
  db
    .select({ timezone: users.timezone, isMentor: users.isMentor })
    .from(users)
    .where(eq(users.id, sql.placeholder('userId')))
    .prepare('user_timezone'),
);

export async function findUserTimezone(db: Db, userId: number) {
  const [row] = await userTimezone(db).execute({ userId });
  return row;
}

export async function updateUserTimezone(db: Db, userId: number, timezone: string): Promise<void> {
  await db.update(users).set({ timezone }).where(eq(users.id, userId));
}
