import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, envVariableNames, loadConfig, secretVariables } from './config';

const strongSecret = () => randomBytes(32).toString('hex');
const productionSecrets = () => Object.fromEntries(secretVariables.map((secret) => [secret.name, strongSecret()]));

function problemsOf(source: Record<string, string>): string[] {
  try {
    loadConfig(source);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}

describe('secrets in production', () => {
  it('lists JWT_SECRET and PAYMENT_WEBHOOK_SECRET', () => {
    expect(secretVariables.map((secret) => secret.name)).toEqual(expect.arrayContaining(['JWT_SECRET', 'PAYMENT_WEBHOOK_SECRET']));
  });

  it('refuses to start while any secret is missing, naming the variable', () => {
    for (const secret of secretVariables) {
      const source: Record<string, string> = { NODE_ENV: 'production', ...productionSecrets() };
      delete source[secret.name];
      const problems = problemsOf(source);
      expect(problems, secret.name).toHaveLength(1);
      expect(problems[0]).toMatch(new RegExp(`^${secret.name}: `));
    }
  });

  it('refuses every published default of every secret, naming the variable', () => {
    const published = secretVariables.flatMap((secret) => secret.publishedValues.map((value) => ({ name: secret.name, value })));
    expect(published).toContainEqual({ name: 'PAYMENT_WEBHOOK_SECRET', value: 'dev-payment-webhook-secret' });
    for (const { name, value } of published) {
      const problems = problemsOf({ NODE_ENV: 'production', ...productionSecrets(), [name]: value });
      expect(problems, `${name}=${value}`).toEqual([expect.stringMatching(new RegExp(`^${name}: .*published`))]);
    }
  });

  it('starts with every secret set to a value of its own', () => {
    expect(problemsOf({ NODE_ENV: 'production', ...productionSecrets() })).toEqual([]);
  });

  it('keeps the laptop defaults outside production', () => {
    const config = loadConfig({ NODE_ENV: 'development' });
    expect(config.paymentWebhookSecret).toBe('dev-payment-webhook-secret');
    expect(config.jwtSecret).toBeUndefined();
  });

  it('has every secret-like variable on the list, so a new one cannot skip the production check', () => {
    const secretLike = envVariableNames.filter((name) => /SECRET|PASSWORD|TOKEN|_KEY$|API_KEY/.test(name));
    expect(secretLike.length).toBeGreaterThan(0);
    expect(secretVariables.map((secret) => secret.name).sort()).toEqual(expect.arrayContaining(secretLike.sort()));
  });
});

describe('what a start exposes', () => {
  it('listens on 127.0.0.1 unless HOST says otherwise', () => {
    expect(loadConfig({}).host).toBe('127.0.0.1');
    expect(loadConfig({ NODE_ENV: 'production', ...productionSecrets() }).host).toBe('127.0.0.1');
    expect(loadConfig({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
  });

  it('creates demo accounts outside production, and in production only when asked to', () => {
    expect(loadConfig({}).seedDemoData).toBe(true);
    expect(loadConfig({ NODE_ENV: 'test' }).seedDemoData).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production', ...productionSecrets() }).seedDemoData).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', ...productionSecrets(), SEED_DEMO_DATA: 'true' }).seedDemoData).toBe(true);
    expect(loadConfig({ SEED_DEMO_DATA: 'false' }).seedDemoData).toBe(false);
    expect(problemsOf({ SEED_DEMO_DATA: 'yes please' })).toEqual([expect.stringMatching(/^SEED_DEMO_DATA: /)]);
  });
});

describe('the server process', () => {
  it('exits at start in production with the published webhook secret, naming the variable', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'bloom-config-test-'));
    try {
      const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
        cwd: path.resolve(import.meta.dirname, '..'),
        env: {
          NODE_ENV: 'production',
          JWT_SECRET: strongSecret(),
          PAYMENT_WEBHOOK_SECRET: 'dev-payment-webhook-secret',
          DATA_DIR: dataDir,
          PORT: '0',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let output = '';
      child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
      // A server that starts anyway is stopped, so the test fails instead of hanging.
      const stopAnyway = setTimeout(() => child.kill('SIGTERM'), 60_000);
      const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
      clearTimeout(stopAnyway);
      expect(code).toBe(1);
      expect(output).toContain('PAYMENT_WEBHOOK_SECRET');
      expect(output).not.toContain('Bloom is running');
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 90_000);
});
