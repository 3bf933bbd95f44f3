import Fastify, { LogController, type FastifyServerOptions } from 'fastify';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { createHmac } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '@bloom/db/client';
import { errorCodes, genericErrorMessages } from '@bloom/contract/errors';
import type { Config } from './config';
import { createAuthGuard, createVerifiedGuard } from './platform/auth';
import { systemClock, type Clock } from './platform/clock';
import type { App, AppDeps, RoutesPlugin } from './platform/deps';
import { registerErrorHandling } from './platform/errors';
import { DEFAULT_CONSUMES, registerRequestContentChecks } from './platform/request-content';
import { registerSecurityHeaders } from './platform/security-headers';
import { createJobRunner } from './platform/jobs';
import { createMailTransport, registerMailDelivery, type MailTransport } from './platform/mail';
import { createFileStorage } from './platform/storage';
import { createSessionCache } from './platform/session-cache';
import { listenForDatabaseNotices, noticeChannels } from './platform/database-notices';
import { createReferenceCache } from './platform/reference-cache';
import { listLevels } from './modules/gamification/points.repository';
import { createTokenService } from './platform/tokens';
import { appConfigRoutes } from './modules/app-config/app-config.routes';
import { healthRoutes, isHealthProbe } from './modules/health/health.routes';
import { devOutboxRoutes, devMailPage } from './modules/dev/outbox.routes';
import { coachingRoutes } from './modules/coaching/coaching.routes';
import { bookingsRoutes } from './modules/bookings/bookings.routes';
import { accountsRoutes } from './modules/accounts/accounts.routes';
import { schoolsRoutes } from './modules/schools/schools.routes';
import { profilesRoutes } from './modules/profiles/profiles.routes';
import { growthRoutes } from './modules/growth/growth.routes';
import { timezonesRoutes } from './modules/timezones/timezones.routes';
import { analyticsRoutes } from './modules/analytics/analytics.routes';
import { userStatsRoutes } from './modules/gamification/user-stats.routes';
import { userPointsRoutes } from './modules/gamification/user-points.routes';
import { gamificationRoutes } from './modules/gamification/gamification.routes';
import { rewardsRoutes } from './modules/rewards/rewards.routes';
import { referralsRoutes } from './modules/referrals/referrals.routes';
import { creditsRoutes } from './modules/credits/credits.routes';
import { paymentsRoutes } from './modules/payments/payments.routes';
import { communityRoutes } from './modules/community/community.routes';
import { featureRequestsRoutes } from './modules/feature-requests/feature-requests.routes';
import { personalDataRoutes } from './modules/personal-data/personal-data.routes';
import { createFramedOrigins } from './modules/schools/framed-origins';
import { registerLegalPageRedirects } from './modules/legal/legal-pages';

/** Every module's routes, in the order they are registered under /api. */
const modules: RoutesPlugin[] = [
  healthRoutes,
  appConfigRoutes,
  accountsRoutes,
  profilesRoutes,
  schoolsRoutes,
  timezonesRoutes,
  growthRoutes,
  analyticsRoutes,
  userStatsRoutes,
  userPointsRoutes,
  gamificationRoutes,
  rewardsRoutes,
  referralsRoutes,
  coachingRoutes,
  bookingsRoutes,
  creditsRoutes,
  paymentsRoutes,
  communityRoutes,
  featureRequestsRoutes,
  personalDataRoutes,
];

export interface BuildAppOptions {
  config: Config;
  db: Db;
  /** Required: server.ts reads or creates it in the data folder. */
  jwtSecret: string;
  clock?: Clock;
  mailTransport?: MailTransport;
  logger?: FastifyServerOptions['logger'];
}

/** A route as registered: tests walk them all (unverified accounts, bad input). */
export interface RegisteredRoute {
  method: string;
  url: string;
  /** The media types its body may have (the schema's `consumes`; JSON unless it says otherwise). */
  consumes: string[];
}

export async function buildApp(options: BuildAppOptions): Promise<{ app: App; deps: AppDeps; routes: RegisteredRoute[] }> {
  const { config, db } = options;
  const clock = options.clock ?? systemClock;

  const app = Fastify({
    logger: options.logger ?? { level: config.logLevel },
    routerOptions: { ignoreTrailingSlash: true },
    // One line a request, written when it is answered (below), instead of Fastify's two.
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: 1024 * 1024,
    trustProxy: config.isProduction ? 'loopback' : false,
  }).withTypeProvider<ZodTypeProvider>();

  const routes: RegisteredRoute[] = [];
  app.addHook('onRoute', (route) => {
    const consumes = (route.schema?.consumes as string[] | undefined) ?? DEFAULT_CONSUMES;
    for (const method of [route.method].flat()) routes.push({ method, url: route.url, consumes });
  });

  app.addHook('onResponse', (request, reply, done) => {
    if (!isHealthProbe(request.url)) request.log.info({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
    done();
  });

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);

  // What this process keeps in memory (decision 0039). With PostgreSQL (DATABASE_URL) other processes may
  // end a sign-in or change a reference table: they say so through the database's notices.
  const sessionCache = createSessionCache();
  const levels = createReferenceCache('levels', () => listLevels(db));
  const notices = config.databaseUrl
    ? listenForDatabaseNotices(
        config.databaseUrl,
        {
          [noticeChannels.signInEnded]: (payload) => sessionCache.applyNotice(payload, clock.now().getTime()),
          [noticeChannels.referenceChanged]: (table) => levels.applyNotice(table),
        },
        (isListening) => {
          sessionCache.setEnabled(isListening);
          levels.setEnabled(isListening);
        },
        app.log,
      )
    : undefined;
  const tokens = createTokenService(options.jwtSecret, clock, db, sessionCache);
  const jobs = createJobRunner(db, clock, app.log);
  const mailTransport = options.mailTransport ?? createMailTransport(config.smtpUrl);
  registerMailDelivery(jobs, db, mailTransport, config.mailFrom, app.log);
  app.addHook('onClose', async () => {
    await notices?.close();
    await jobs.stop();
    mailTransport.close();
  });

  const requireAuth = createAuthGuard(tokens);
  const deps: AppDeps = {
    config,
    db,
    clock,
    tokens,
    storage: createFileStorage(config.mediaDir),
    jobs,
    levels,
    hashKey: createHmac('sha256', options.jwtSecret).update('bloom one-time codes').digest(),
    requireAuth,
    requireVerified: createVerifiedGuard(requireAuth),
  };

  const framedOrigins = createFramedOrigins({ db, clock, fixedLinks: [config.resourcesUrl], log: app.log });
  app.addHook('onReady', () => framedOrigins.refresh());
  registerSecurityHeaders(app, { isProduction: config.isProduction, frameSources: framedOrigins });
  registerRequestContentChecks(app);
  await app.register(multipart, { limits: { fileSize: 5 * 1024 * 1024, files: 1, fields: 10, parts: 12 } });

  await app.register(swagger, {
    openapi: {
      info: { title: 'Bloom API', version: '1.0.0', description: 'The API behind the Bloom student web app.' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });

  await app.register(
    async (api) => {
      for (const register of modules) await register(api as App, deps);
      if (!config.isProduction) await devOutboxRoutes(api as App, deps);
    },
    { prefix: '/api' },
  );
  if (!config.isProduction) devMailPage(app, deps);
  registerLegalPageRedirects(app, config);

  await app.register(fastifyStatic, {
    root: config.mediaDir,
    prefix: '/media/',
    decorateReply: false,
    index: false,
    // Uploaded files are images; never let a browser sniff them into something else.
    setHeaders: (res) => void res.header('X-Content-Type-Options', 'nosniff'),
  });

  const webDist = config.webDistDir;
  const hasWeb = webDist !== undefined && existsSync(path.join(webDist, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDist,
      prefix: '/',
      wildcard: false,
      index: false,
      // The build writes .br and .gz beside each asset (apps/web/precompress.ts).
      preCompressed: true,
      setHeaders: (res, filePath) => {
        const isHashedAsset = filePath.includes(`${path.sep}assets${path.sep}`);
        void res.header('Cache-Control', isHashedAsset ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '';
    const isApi = pathname === '/api' || pathname.startsWith('/api/') || pathname.startsWith('/media/');
    if (!isApi && hasWeb && (request.method === 'GET' || request.method === 'HEAD')) {
      // Client-side routes (and the client's 404 page) are all served by the single-page app.
      return reply.header('Cache-Control', 'no-cache').sendFile('index.html', webDist!);
    }
    return reply.status(404).send({ detail: genericErrorMessages.notFound, code: errorCodes.notFound });
  });

  return { app, deps, routes };
}
