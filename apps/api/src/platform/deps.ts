import type {
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  onRequestAsyncHookHandler,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '@bloom/db/client';
import type { Config } from '../config';
import type { Clock } from './clock';
import type { LevelRow } from '../modules/gamification/levels';
import type { JobRunner } from './jobs';
import type { ReferenceCache } from './reference-cache';
import type { FileStorage } from './storage';
import type { TokenService } from './tokens';

/** What every module receives: built once in buildApp, replaced piecewise in tests. */
export interface AppDeps {
  config: Config;
  db: Db;
  clock: Clock;
  tokens: TokenService;
  storage: FileStorage;
  jobs: JobRunner;
  /** Key for keyed hashes of short secrets (one-time codes), derived from the JWT secret. */
  hashKey: Buffer;
  /** The levels, kept in memory (platform/reference-cache.ts). */
  levels: ReferenceCache<LevelRow[]>;
  /** onRequest hook for routes that need a signed-in user. */
  requireAuth: onRequestAsyncHookHandler;
  /** onRequest hook for routes that spend or take something: a signed-in user with a verified email. */
  requireVerified: onRequestAsyncHookHandler;
}

export type App = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/** A module's routes: registered under /api by buildApp. */
export type RoutesPlugin = (app: App, deps: AppDeps) => Promise<void> | void;
