import type { Db } from '@bloom/db/client';

/**
 * A hot statement built once per database handle and kept as a prepared statement (drizzle's `prepare`, named
 * statements in PostgreSQL): a request binds its values and runs it, with no SQL built on the way
 * (issue 15: building queries was a fifth of the server's time under load). Mostly reads; also the job
 * runner's and the mail's writes, which run outside transactions. Only for the database handle itself,
 * never a transaction (called with one, it is built anew each time); the values go in through
 * `sql.placeholder(name)`.
 */
export function preparedRead<Q>(build: (db: Db) => Q): (db: Db) => Q {
  const byDatabase = new WeakMap<Db, Q>();
  return (db) => {
    let query = byDatabase.get(db);
    if (query === undefined) {
      query = build(db);
      byDatabase.set(db, query);
    }
    return query;
  };
}
