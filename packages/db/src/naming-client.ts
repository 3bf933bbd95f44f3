import { createHash } from 'node:crypto';
import pg from 'pg';

/**
 * Named statements one connection keeps at most. A connection sees the statements its requests make, the
 * hot ones first; texts past this (say, lists of every length) run unnamed, parsed and planned each time as
 * before. Each kept statement costs its PostgreSQL backend about 40 KB (a moderate statement with its generic
 * plan, measured), so 20 connections hold at most about 170 MB of them.
 */
export const MAX_NAMED_STATEMENTS = 200;

/** Statement names by text, shared by the connections; bounded the same way. */
const nameByText = new Map<string, string>();
const MAX_KNOWN_TEXTS = 4 * MAX_NAMED_STATEMENTS;

function nameOf(text: string): string {
  let name = nameByText.get(text);
  if (name === undefined) {
    name = `s_${createHash('sha1').update(text).digest('hex').slice(0, 24)}`;
    if (nameByText.size < MAX_KNOWN_TEXTS) nameByText.set(text, name);
  }
  return name;
}

type QueryConfig = { text?: unknown; name?: unknown; values?: unknown };

/**
 * A PostgreSQL connection that prepares every statement with values once (issue 15): `pg` sends such a
 * statement unnamed, and PostgreSQL parses, analyses and plans it on every call (about 0.15 ms of its CPU a
 * statement, most of a short write's). Named by a hash of its text, the statement is parsed once per
 * connection and later calls only bind and run it, inside transactions too. The embedded database does the
 * same in its worker (pglite-worker.mjs), where every connection shares one session.
 *
 * A statement's text never varies with its values (drizzle and `sql` templates send values as parameters),
 * so the names stay few. Statements without values (BEGIN, COMMIT, DDL, several statements in one text)
 * keep the simple protocol.
 */
export class NamingClient extends pg.Client {
  private readonly names = new Set<string>();

  // pg's query() has many overloads; this sees each call's arguments as they come and passes them on.
  override query(...args: unknown[]): never {
    const [config, values] = args as [unknown, unknown];
    const query: QueryConfig | undefined = typeof config === 'string' ? { text: config } : typeof config === 'object' && config !== null && !('submit' in config) ? (config as QueryConfig) : undefined;
    const params = values ?? query?.values;
    if (query && query.name === undefined && typeof query.text === 'string' && Array.isArray(params) && params.length > 0) {
      const name = nameOf(query.text);
      if (this.names.has(name) || this.names.size < MAX_NAMED_STATEMENTS) {
        this.names.add(name);
        args[0] = { ...query, name };
      }
    }
    return (super.query as (...a: unknown[]) => never)(...args);
  }
}
