import type { SQL } from 'drizzle-orm';
import type { Db } from '@bloom/db/client';

/**
 * Rows of a hand-written query; both drivers (PGlite and node-postgres) answer with `{ rows }`. Like every
 * statement with values, it is parsed and planned once per connection (packages/db naming-client.ts).
 */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
