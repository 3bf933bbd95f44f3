import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '@bloom/db/client';
import type { RoutesPlugin } from '../../platform/deps';

const healthSchema = z.object({ status: z.literal('ok'), database: z.literal('ok') });
const unhealthySchema = z.object({ status: z.literal('error'), database: z.literal('unreachable') });

/** Load balancer probes: left out of the request log (app.ts). */
export const isHealthProbe = (url: string | undefined) => url !== undefined && url.startsWith('/api/health');

/** How long one successful database round trip vouches for the database. */
const FRESH_MS = 1000;

/**
 * Probes arrive from load balancers every few seconds and in bursts during a rollout. Concurrent probes
 * share one in-flight `select 1`, and a success vouches for a second, so probing cannot load the database.
 */
function createDatabaseCheck(db: Db, now: () => number) {
  let inFlight: Promise<void> | undefined;
  let lastOkAt = -Infinity;
  return async () => {
    if (now() - lastOkAt < FRESH_MS) return;
    inFlight ??= db
      .execute(sql`select 1`)
      .then(() => {
        lastOkAt = now();
      })
      .finally(() => {
        inFlight = undefined;
      });
    await inFlight;
  };
}

export const healthRoutes: RoutesPlugin = (app, { db }) => {
  const checkDatabase = createDatabaseCheck(db, () => performance.now());
  app.get(
    '/health/',
    {
      // Probes are not worth a log line each (app.ts leaves them out of the request log), nor a child
      // logger each: they log through the server's own logger, and only failures, at error level.
      childLoggerFactory: (logger) => logger,
      // The schema documents the answer; two fixed literals need no validation on the way out.
      serializerCompiler: () => (data) => JSON.stringify(data),
      schema: {
        tags: ['platform'],
        summary: 'Liveness, including a database round trip',
        response: { 200: healthSchema, 503: unhealthySchema },
      },
    },
    async (request, reply) => {
      try {
        await checkDatabase();
      } catch (error) {
        request.log.error({ err: error }, 'health check: database unreachable');
        return reply.status(503).send({ status: 'error' as const, database: 'unreachable' as const });
      }
      return { status: 'ok' as const, database: 'ok' as const };
    },
  );
};
