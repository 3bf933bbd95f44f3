// `npm run operator -- <command> ...`: what has no screen is managed here (see `npm run operator -- help`).
import { mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { openDatabase } from '@bloom/db/client';
import { ConfigError, loadConfig } from '../src/config';
import { operatorAreas } from '../src/operator-commands';
import { systemClock } from '../src/platform/clock';
import { operatorHelp, runOperatorCommand } from '../src/platform/operator';
import { createFileStorage } from '../src/platform/storage';
import { seedReferenceData } from '../src/seed/reference-data';

const repoRoot = path.resolve(import.meta.dirname, '../../..');
// npm runs workspace scripts inside apps/api; paths the operator typed are relative to where they typed them.
const cwd = process.env.INIT_CWD ?? process.cwd();

async function isServerUsingEmbeddedDatabase(port: number): Promise<boolean> {
  try {
    const res = await fetch(`http://127.0.0.1:${port}/api/health/`, { signal: AbortSignal.timeout(800) });
    return res.ok;
  } catch {
    return false;
  }
}

async function main(): Promise<number> {
  let config;
  try {
    // The same data folder as `npm start`, which runs from the repository root.
    config = loadConfig({ ...process.env, DATA_DIR: path.resolve(cwd, process.env.DATA_DIR ?? path.join(repoRoot, 'data')) });
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      return 1;
    }
    throw error;
  }
  const argv = process.argv.slice(2);
  const needsDatabase = argv[0] !== undefined && !['help', '--help'].includes(argv[0]);
  if (!needsDatabase) {
    console.log(operatorHelp(operatorAreas));
    return argv[0] === undefined ? 2 : 0;
  }

  if (!config.databaseUrl && (await isServerUsingEmbeddedDatabase(config.port))) {
    console.error(
      `A Bloom server is answering on port ${config.port}. The embedded database serves one process at a time:\n` +
        'stop the server (Ctrl-C) and run this command again, or use PostgreSQL through DATABASE_URL.',
    );
    return 1;
  }
  await mkdir(config.mediaDir, { recursive: true });
  const database = await openDatabase(
    config.databaseUrl ? { kind: 'postgres', url: config.databaseUrl } : { kind: 'pglite', dataDir: path.join(config.dataDir, 'pglite') },
  );
  try {
    await database.migrate();
    await seedReferenceData(database.db);
    return await runOperatorCommand(operatorAreas, argv, {
      db: database.db,
      storage: createFileStorage(config.mediaDir),
      config,
      clock: systemClock,
      out: (line) => console.log(line),
      err: (line) => console.error(line),
      readFile,
      cwd,
    });
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
