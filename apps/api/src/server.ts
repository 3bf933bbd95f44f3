import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { openDatabase } from '@bloom/db/client';
import { buildApp } from './app';
import { warmSentenceEncoder } from './modules/community/moderation/sentence-encoder';
import { ConfigError, loadConfig, type Config } from './config';
import { resolveJwtSecret } from './platform/jwt-secret';
import { seedDemoData } from './seed/seed';
import { seedReferenceData } from './seed/reference-data';

function readConfig(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

async function main() {
  const config = readConfig();
  await mkdir(config.mediaDir, { recursive: true });
  const database = await openDatabase(
    config.databaseUrl
      ? { kind: 'postgres', url: config.databaseUrl, maxConnections: config.databasePoolSize }
      : { kind: 'pglite', dataDir: path.join(config.dataDir, 'pglite') },
  );
  await database.migrate();
  await seedReferenceData(database.db);
  const jwtSecret = await resolveJwtSecret(config.jwtSecret, config.dataDir);
  const { app, deps } = await buildApp({ config, db: database.db, jwtSecret });
  // A school's server has no demo student with a published password (decision 0034).
  if (config.seedDemoData) await seedDemoData(deps, app.log);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    try {
      await app.close();
      await database.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  deps.jobs.start();
  // The wall's second reading of posts near the line (decision 0036, session 12) loads its encoder in its own thread.
  warmSentenceEncoder().catch((error: unknown) => app.log.warn({ err: error }, 'the sentence encoder did not start: posts are read by the rules and the distress model alone'));
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  app.log.info(`Bloom is running at http://localhost:${port} (database: ${database.kind})`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
