import { createHash } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from '@bloom/db/client';

const dialect = new PgDialect();

/**
 * Rows of a hand-written query; both drivers (PGlite and node-postgres) answer with `{ rows }`.
 *
 * `prepare`: for a hot statement of a write (issue 15), run it as a named statement, which PostgreSQL parses
 * and plans once per connection instead of on every call, inside a transaction too (where `preparedRead`
 * cannot go). Its name is taken from a hash of its text, so two texts never share a name; use it only for
 * statements whose text does not vary with their values (values go in as parameters), so that each
 * connection keeps a handful of them.
 */
export async function queryRows<T>(db: Db, query: SQL, { prepare = false }: { prepare?: boolean } = {}): Promise<T[]> {
  if (!prepare) {
    const result = (await db.execute(query)) as unknown as { rows: T[] };
    return result.rows;
  }
  const built = dialect.sqlToQuery(query);
  const name = `hot_${createHash('sha1').update(built.sql).digest('hex').slice(0, 24)}`;
  const result = (await db._.session.prepareQuery(built, undefined, name, false).execute()) as unknown as { rows: T[] };
  return result.rows;
}
