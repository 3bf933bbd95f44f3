import { getTableColumns, type InferSelectModel, type SQL, type Table } from 'drizzle-orm';
import type { Db } from '@bloom/db/client';

/**
 * Rows of a hand-written query; both drivers (PGlite and node-postgres) answer with `{ rows }`. Like every
 * statement with values, it is parsed and planned once per connection (packages/db naming-client.ts).
 */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** A table's row as the query builder answers it, from a hand-written query's columns of that table (`select booking.*`). */
export function tableRowOf<T extends Table>(table: T, raw: Record<string, unknown>): InferSelectModel<T> {
  const row: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(getTableColumns(table))) {
    const value = raw[column.name];
    row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return row as InferSelectModel<T>;
}
