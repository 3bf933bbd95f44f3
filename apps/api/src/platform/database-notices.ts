import pg from 'pg';
import type { FastifyBaseLogger } from 'fastify';

/**
 * PostgreSQL notification channels through which one process tells the others that something they may
 * hold in memory changed. A notification is delivered when its transaction commits, never on rollback.
 */
export const noticeChannels = {
  /** A sign-in ended: payload `s:<session id>`, or `u:<user id>` for every sign-in of a user. */
  signInEnded: 'bloom_sign_in_ended',
  /** A reference table changed (a trigger of migration 0007 sends it): payload the table's name. */
  referenceChanged: 'bloom_reference_changed',
} as const;

export type NoticeChannel = (typeof noticeChannels)[keyof typeof noticeChannels];

const RECONNECT_MS = 1_000;

/**
 * A connection of this process's own that LISTENs to the channels. `onAvailability(false)` is called at
 * once and whenever the connection fails (a notice may have been missed: whoever caches must stop
 * trusting the cache), `onAvailability(true)` once the LISTEN is in place again (decision 0039).
 */
export function listenForDatabaseNotices(
  databaseUrl: string,
  handlers: Record<NoticeChannel, (payload: string) => void>,
  onAvailability: (isListening: boolean) => void,
  log: FastifyBaseLogger,
): { close(): Promise<void> } {
  let client: pg.Client | undefined;
  let isClosed = false;
  let retry: NodeJS.Timeout | undefined;
  onAvailability(false);

  function lost(error?: unknown) {
    onAvailability(false);
    if (isClosed || retry) return;
    if (error) log.warn({ err: error }, 'database notices lost; caches are off until they are back');
    client?.removeAllListeners();
    void client?.end().catch(() => undefined);
    client = undefined;
    retry = setTimeout(() => {
      retry = undefined;
      void connect();
    }, RECONNECT_MS);
    retry.unref();
  }

  async function connect() {
    const next = new pg.Client({ connectionString: databaseUrl, keepAlive: true });
    client = next;
    next.on('notification', (message) => handlers[message.channel as NoticeChannel]?.(message.payload ?? ''));
    next.on('error', lost);
    next.on('end', () => lost());
    try {
      await next.connect();
      for (const channel of Object.keys(handlers)) await next.query(`listen ${channel}`);
      if (client === next && !isClosed) onAvailability(true);
    } catch (error) {
      lost(error);
    }
  }

  void connect();
  return {
    async close() {
      isClosed = true;
      clearTimeout(retry);
      onAvailability(false);
      const last = client;
      client = undefined;
      last?.removeAllListeners();
      await last?.end().catch(() => undefined);
    },
  };
}
