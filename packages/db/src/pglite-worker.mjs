// @ts-check
// The embedded database's own thread (decision 0037): PGlite runs here, so its queries never hold up the
// server's event loop. Each connection of the main thread's `pg` pool is a MessagePort carrying the
// PostgreSQL wire protocol; this thread runs them one unit (up to a Sync or a simple Query) at a time
// through PGlite's one session, and while a connection has a transaction open only that connection runs.
// Plain JavaScript: a worker thread starts without the TypeScript loader the server runs under.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

if (!parentPort) throw new Error('pglite-worker.mjs runs as a worker thread');
const main = parentPort;

/** @type {{ dataDir: string | null; loadDataDir?: { bytes: Uint8Array; type: string } }} */
const options = workerData;

/** PostgreSQL message types this thread looks at (one byte each). */
const SYNC = 0x53; // 'S'
const QUERY = 0x51; // 'Q'
const FLUSH = 0x48; // 'H'
const TERMINATE = 0x58; // 'X'
const PARSE = 0x50; // 'P'
const CLOSE = 0x43; // 'C' (from the client: close a statement or portal)
const BIND = 0x42; // 'B'
const DESCRIBE = 0x44; // 'D' (from the client)
const STATEMENT = 0x53; // 'S': what a Close or Describe is about (the other is 'P', a portal)
const PARSE_COMPLETE = 0x31; // '1'
const COMMAND_COMPLETE = 0x43; // 'C' (from the server)
const READY_FOR_QUERY = 0x5a; // 'Z'
const IDLE = 0x49; // 'I': the transaction status of a ReadyForQuery outside a transaction
const SSL_REQUEST_CODE = 80877103;
const PARSE_COMPLETE_MESSAGE = Uint8Array.of(PARSE_COMPLETE, 0, 0, 0, 4);

/**
 * @typedef {{ id: number; port: import('node:worker_threads').MessagePort; pending: Uint8Array; isStarted: boolean; isClosed: boolean }} Connection
 * @typedef {{ connection: Connection; messages: Uint8Array[] }} Unit
 */

const pglite = new PGlite({
  dataDir: options.dataDir || undefined,
  loadDataDir: options.loadDataDir ? new Blob([options.loadDataDir.bytes], { type: options.loadDataDir.type }) : undefined,
  // pg_trgm backs the community wall's search (trigram matching of partial words and typos).
  extensions: { pg_trgm },
});

/** PGlite's answer to a startup message, replayed to every connection: they all share its one session. */
let startupReply = new Uint8Array();
/** Named prepared statements the session holds: a second connection preparing one again is answered here. */
const preparedStatements = new Set();
/** The session's own names for the query texts (and parameter types) it has prepared. */
const statementCache = new Map();
/** Enough for every query the code makes; texts beyond it (say, lists of every length) run unprepared. */
const STATEMENT_CACHE_SIZE = 2000;
/** Set by a CREATE, ALTER or DROP: a prepared statement's rows may no longer have the shape it was planned for. */
let isCacheStale = false;
let statementCount = 0;
/** Units waiting for the session, oldest first. */
/** @type {Unit[]} */
const queue = [];
/** The connection whose transaction is open: only its units run until it ends. */
/** @type {Connection | null} */
let owner = null;
let isRunning = false;
let isClosing = false;
let nextConnectionId = 1;

/** @param {Uint8Array} a @param {Uint8Array} b */
function concat(a, b) {
  if (a.length === 0) return b;
  const joined = new Uint8Array(a.length + b.length);
  joined.set(a, 0);
  joined.set(b, a.length);
  return joined;
}

/** @param {Uint8Array} bytes @param {number} at */
function readInt32(bytes, at) {
  return ((bytes[at] << 24) | (bytes[at + 1] << 16) | (bytes[at + 2] << 8) | bytes[at + 3]) >>> 0;
}

/** @param {Uint8Array} message the NUL-terminated name right after a Parse message's header */
function statementName(message) {
  const end = message.indexOf(0, 5);
  return Buffer.from(message.subarray(5, end)).toString('utf8');
}

/** @param {string} text */
function simpleQuery(text) {
  const body = Buffer.from(`${text}\0`);
  const message = Buffer.alloc(5 + body.length);
  message[0] = QUERY;
  message.writeInt32BE(4 + body.length, 1);
  body.copy(message, 5);
  return new Uint8Array(message);
}

function startupMessage() {
  const body = Buffer.from('user\0postgres\0database\0postgres\0\0');
  const message = Buffer.alloc(8 + body.length);
  message.writeInt32BE(8 + body.length, 0);
  message.writeInt32BE(196608, 4); // protocol 3.0
  body.copy(message, 8);
  return new Uint8Array(message);
}

/** @param {Connection} connection @param {Uint8Array} bytes */
function send(connection, bytes) {
  if (connection.isClosed) return;
  // Its own copy, handed over rather than copied again.
  const owned = bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength ? bytes : bytes.slice();
  connection.port.postMessage(owned, [/** @type {ArrayBuffer} */ (owned.buffer)]);
}

/**
 * Messages from a connection, split at message boundaries; a unit ends at a Sync, a simple Query or a
 * Flush, and is queued for the session.
 * @param {Connection} connection
 * @param {Uint8Array} chunk
 * @param {Uint8Array[]} unit messages of the unit not yet complete
 */
function receive(connection, chunk, unit) {
  connection.pending = concat(connection.pending, chunk);
  let bytes = connection.pending;
  for (;;) {
    if (!connection.isStarted) {
      if (bytes.length < 8) break;
      const length = readInt32(bytes, 0);
      if (bytes.length < length) break;
      const code = readInt32(bytes, 4);
      bytes = bytes.subarray(length);
      if (code === SSL_REQUEST_CODE) {
        send(connection, Uint8Array.of(0x4e)); // 'N': no TLS inside a process
        continue;
      }
      connection.isStarted = true;
      send(connection, startupReply.slice());
      continue;
    }
    if (bytes.length < 5) break;
    const length = readInt32(bytes, 1) + 1;
    if (bytes.length < length) break;
    const message = bytes.subarray(0, length);
    bytes = bytes.subarray(length);
    const type = message[0];
    if (type === TERMINATE) {
      disconnect(connection);
      return;
    }
    unit.push(message);
    if (type === SYNC || type === QUERY || type === FLUSH) {
      queue.push({ connection, messages: unit.splice(0) });
    }
  }
  connection.pending = bytes.length === 0 ? new Uint8Array() : bytes.slice();
  run();
}

/** @param {Connection} connection */
function disconnect(connection) {
  if (connection.isClosed) return;
  connection.isClosed = true;
  connection.port.close();
  for (let i = queue.length - 1; i >= 0; i -= 1) if (queue[i]?.connection === connection) queue.splice(i, 1);
  if (owner === connection) {
    // A connection gone mid-transaction must not leave it open for everyone else.
    owner = null;
    pglite.execProtocolRawSync(simpleQuery('rollback'));
  }
  run();
}

/**
 * A Parse, Bind or Describe message naming `name` in place of the one it names (the first string after its
 * header; a Describe's starts after its kind byte).
 * @param {Uint8Array} message @param {string} name
 */
function renamed(message, name) {
  const type = message[0];
  const start = type === DESCRIBE ? 6 : 5;
  const skip = type === BIND ? message.indexOf(0, start) + 1 : start; // a Bind names its portal first
  const end = message.indexOf(0, skip);
  const encoded = Buffer.from(name);
  const result = Buffer.alloc(message.length - (end - skip) + encoded.length);
  result.set(message.subarray(0, skip), 0);
  encoded.copy(result, skip);
  result.set(message.subarray(end), skip + encoded.length);
  result.writeInt32BE(result.length - 1, 1);
  return new Uint8Array(result.buffer, result.byteOffset, result.length);
}

/** The statement a Bind message binds. @param {Uint8Array} message */
function boundStatement(message) {
  const start = message.indexOf(0, 5) + 1;
  return Buffer.from(message.subarray(start, message.indexOf(0, start))).toString('utf8');
}

/**
 * One unit through the session. Statements are prepared once: an unnamed Parse (how `pg` sends every
 * query) becomes a named statement of the session, and the same text later skips PostgreSQL's parse and
 * analysis; a named Parse another connection already made is skipped too. Each skipped Parse is answered
 * with the ParseComplete PostgreSQL would have sent.
 * @param {Unit} unit
 */
function execute(unit) {
  let skippedParses = 0;
  /** Names the forwarded Parses create, in order; [name, cache key] for the session's own. */
  /** @type {[string, string | undefined][]} */
  const parsing = [];
  /** What the unnamed statement of this unit is called in the session. */
  let unnamed = '';
  /** @type {Uint8Array[]} */
  const forwarded = [];
  for (const message of unit.messages) {
    const type = message[0];
    if (type === PARSE) {
      const name = statementName(message);
      if (name) {
        if (preparedStatements.has(name)) skippedParses += 1;
        else {
          parsing.push([name, undefined]);
          forwarded.push(message);
        }
        continue;
      }
      const key = Buffer.from(message.subarray(6)).toString('latin1');
      const cached = statementCache.get(key);
      if (cached) {
        unnamed = cached;
        skippedParses += 1;
      } else if (statementCache.size < STATEMENT_CACHE_SIZE) {
        unnamed = `_bloom_statement_${(statementCount += 1)}`;
        parsing.push([unnamed, key]);
        forwarded.push(renamed(message, unnamed));
      } else {
        unnamed = '';
        forwarded.push(message);
      }
    } else if (type === BIND && unnamed && boundStatement(message) === '') {
      forwarded.push(renamed(message, unnamed));
    } else if (type === DESCRIBE && unnamed && message[5] === STATEMENT && message[6] === 0) {
      forwarded.push(renamed(message, unnamed));
    } else {
      if (type === CLOSE && message[5] === STATEMENT) preparedStatements.delete(Buffer.from(message.subarray(6, message.indexOf(0, 6))).toString('utf8'));
      forwarded.push(message);
    }
  }
  const input = forwarded.length === 1 ? forwarded[0] : new Uint8Array(Buffer.concat(forwarded));
  // A copy: PGlite reuses its output buffer for the next query.
  let output = pglite.execProtocolRawSync(/** @type {Uint8Array} */ (input)).slice();
  // Which Parses made their statement (an error skips the rest of the unit), and whether the last
  // ReadyForQuery leaves this connection's transaction open.
  let parsed = 0;
  let status = -1;
  for (let at = 0; at + 5 <= output.length; at += readInt32(output, at + 1) + 1) {
    if (output[at] === PARSE_COMPLETE) parsed += 1;
    if (output[at] === READY_FOR_QUERY) status = output[at + 5];
    if (output[at] === COMMAND_COMPLETE && isSchemaChange(output.subarray(at + 5, at + 11))) isCacheStale = true;
  }
  for (const [name, key] of parsing.slice(0, parsed)) {
    preparedStatements.add(name);
    if (key !== undefined) statementCache.set(key, name);
  }
  for (let i = 0; i < skippedParses; i += 1) output = concat(PARSE_COMPLETE_MESSAGE, output);
  owner = status === IDLE ? null : unit.connection;
  send(unit.connection, output);
  if (isCacheStale && !owner) forgetCachedStatements();
}

/** @param {Uint8Array} tag the start of a CommandComplete's tag */
function isSchemaChange(tag) {
  const text = Buffer.from(tag).toString('latin1');
  return text.startsWith('CREATE') || text.startsWith('ALTER') || text.startsWith('DROP');
}

/**
 * After a schema change (once no transaction is open), the session's own statements are closed and
 * prepared again on their next use: PostgreSQL refuses to run a prepared statement whose rows changed
 * shape ("cached plan must not change result type"), where a fresh Parse would simply follow the schema.
 */
function forgetCachedStatements() {
  const closes = [...statementCache.values()].map((name) => {
    const encoded = Buffer.from(`S${name}\0`);
    const message = Buffer.alloc(5 + encoded.length);
    message[0] = CLOSE;
    message.writeInt32BE(4 + encoded.length, 1);
    encoded.copy(message, 5);
    preparedStatements.delete(name);
    return message;
  });
  statementCache.clear();
  isCacheStale = false;
  if (closes.length > 0) pglite.execProtocolRawSync(new Uint8Array(Buffer.concat([...closes, Buffer.from([SYNC, 0, 0, 0, 4])])));
}

/** Runs queued units one after another, yielding to messages between them. */
function run() {
  if (isRunning || isClosing) return;
  isRunning = true;
  try {
    for (;;) {
      const index = owner ? queue.findIndex((unit) => unit.connection === owner) : 0;
      if (index < 0 || queue.length === 0) break;
      const [unit] = queue.splice(index, 1);
      if (unit) execute(unit);
    }
  } finally {
    isRunning = false;
  }
}

/** @param {import('node:worker_threads').MessagePort} port */
function attach(port) {
  /** @type {Connection} */
  const connection = { id: nextConnectionId++, port, pending: new Uint8Array(), isStarted: false, isClosed: false };
  /** @type {Uint8Array[]} */
  const unit = [];
  port.on('message', (/** @type {Uint8Array} */ chunk) => receive(connection, chunk, unit));
  port.on('close', () => disconnect(connection));
}

main.on('message', async (/** @type {{ type: string; id: number; port?: import('node:worker_threads').MessagePort }} */ request) => {
  try {
    if (request.type === 'connect' && request.port) {
      attach(request.port);
    } else if (request.type === 'dump') {
      const blob = await pglite.dumpDataDir('none');
      const bytes = new Uint8Array(await blob.arrayBuffer());
      main.postMessage({ type: 'reply', id: request.id, value: { bytes, type: blob.type } }, [bytes.buffer]);
    } else if (request.type === 'close') {
      isClosing = true;
      await pglite.close();
      main.postMessage({ type: 'reply', id: request.id });
    }
  } catch (error) {
    main.postMessage({ type: 'reply', id: request.id, error: error instanceof Error ? error.message : String(error) });
  }
});

try {
  await pglite.waitReady;
  startupReply = pglite.execProtocolRawSync(startupMessage()).slice();
  main.postMessage({ type: 'ready' });
} catch (error) {
  main.postMessage({ type: 'failed', error: error instanceof Error ? error.message : String(error) });
}
