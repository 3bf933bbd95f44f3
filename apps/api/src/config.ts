import { z } from 'zod';
import path from 'node:path';

/**
 * Every secret the server reads, in one list: production refuses to start while one is missing or is
 * still a value this repository prints (README, scripts, tests), and names the variable. A new secret is
 * added here and nowhere else in the schema below; config.test.ts fails on a secret-like variable that
 * is not on this list.
 */
export const secretVariables = [
  { name: 'JWT_SECRET', minLength: 32, developmentDefault: undefined, publishedValues: [] },
  {
    name: 'PAYMENT_WEBHOOK_SECRET',
    minLength: 16,
    developmentDefault: 'dev-payment-webhook-secret',
    publishedValues: ['dev-payment-webhook-secret'],
  },
] as const satisfies readonly SecretVariable[];

interface SecretVariable {
  name: string;
  minLength: number;
  /** Used outside production when the variable is unset; undefined means "required, or generated" (JWT_SECRET). */
  developmentDefault: string | undefined;
  /** Values anyone can read in this repository: never accepted in production. */
  publishedValues: readonly string[];
}

type SecretName = (typeof secretVariables)[number]['name'];

const secretShape = Object.fromEntries(
  secretVariables.map((secret) => [secret.name, z.string().min(secret.minLength, `must be at least ${secret.minLength} characters`).optional()]),
) as Record<SecretName, z.ZodOptional<z.ZodString>>;

const booleanSetting = z.enum(['true', 'false']).transform((value) => value === 'true');

/**
 * The only place that reads process.env. Every variable has a laptop-friendly default, except that
 * production refuses to start without its secrets (secretVariables).
 */
const envObject = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(500).default(20),
  SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
  MAIL_FROM: z.string().min(3).default('Bloom <no-reply@bloom.local>'),
  PUBLIC_URL: z.url().optional(),
  MEETING_URL_TEMPLATE: z
    .string()
    .refine((v) => v.includes('{room}'), 'must contain {room}')
    .default('https://meet.jit.si/bloom-{room}'),
  PURCHASE_URL: z.url().default('https://buy.stripe.com/test_bloom'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SUPPORT_FORM_URL: z.url().default('https://forms.gle/bloom-support'),
  STORY_DAILY_LIMIT: z.coerce.number().int().min(1).max(1000).default(3),
  COMMENT_DAILY_LIMIT: z.coerce.number().int().min(1).max(10000).default(20),
  SAFETY_ALERT_EMAIL: z.email().optional(),
  RESOURCES_URL: z.url({ protocol: /^https?$/ }).default('https://bloom.college/blog'),
  TERMS_URL: z.url({ protocol: /^https?$/ }).optional(),
  PRIVACY_URL: z.url({ protocol: /^https?$/ }).optional(),
  /** Unset: demo data outside production only. */
  SEED_DEMO_DATA: booleanSetting.optional(),
  ...secretShape,
});

/** Every variable the server reads. */
export const envVariableNames = Object.keys(envObject.shape);

const envSchema = envObject.superRefine((env, ctx) => {
  if (env.NODE_ENV !== 'production') return;
  for (const secret of secretVariables) {
    const value = env[secret.name];
    if (value === undefined) {
      ctx.addIssue({ code: 'custom', path: [secret.name], message: 'is required in production' });
    } else if ((secret.publishedValues as readonly string[]).includes(value)) {
      ctx.addIssue({ code: 'custom', path: [secret.name], message: 'is a published default; production needs a secret of its own' });
    }
  }
});

export type Env = z.infer<typeof envSchema>;

export interface Config {
  env: Env['NODE_ENV'];
  isProduction: boolean;
  port: number;
  host: string;
  dataDir: string;
  mediaDir: string;
  databaseUrl: string | undefined;
  /** Connections this process keeps to PostgreSQL at most (docs/scaling.md). */
  databasePoolSize: number;
  /** Undefined means: generate one and keep it in the data folder. */
  jwtSecret: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  publicUrl: string;
  meetingUrlTemplate: string;
  purchaseUrl: string;
  paymentWebhookSecret: string;
  logLevel: Env['LOG_LEVEL'];
  supportFormUrl: string;
  /** Stories and comments one student may publish per day (their own timezone's calendar day). */
  storyDailyLimit: number;
  commentDailyLimit: number;
  /** Who is told (without the text) when a story or comment is held back as a sign of distress. */
  safetyAlertEmail: string | undefined;
  /** The provider's blog page shown on /resources (in a frame, so its origin is in the CSP's frame-src). */
  resourcesUrl: string;
  /** When set, /terms and /privacy redirect here instead of showing the app's own pages. */
  termsUrl: string | undefined;
  privacyUrl: string | undefined;
  /** Demo accounts, coaches and sessions at start (SEED_DEMO_DATA; by default outside production only). */
  seedDemoData: boolean;
  /** Built web app served at /; absent in API-only tests. */
  webDistDir: string | undefined;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
}

/** The secret's value, or outside production its development default (production has checked it is set). */
function secretValue(env: Env, name: SecretName): string | undefined {
  return env[name] ?? secretVariables.find((secret) => secret.name === name)?.developmentDefault;
}

export function loadConfig(source: Record<string, string | undefined> = process.env): Config {
  // An empty variable means "not set", as in most shells' `FOO= npm start`.
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((i) => `${i.path.join('.') || 'environment'}: ${i.message}`));
  }
  const env = parsed.data;
  const paymentWebhookSecret = secretValue(env, 'PAYMENT_WEBHOOK_SECRET');
  if (paymentWebhookSecret === undefined) throw new ConfigError(['PAYMENT_WEBHOOK_SECRET: is required']);
  const dataDir = path.resolve(env.DATA_DIR);
  return {
    env: env.NODE_ENV,
    isProduction: env.NODE_ENV === 'production',
    port: env.PORT,
    host: env.HOST,
    dataDir,
    mediaDir: path.join(dataDir, 'media'),
    databaseUrl: env.DATABASE_URL,
    databasePoolSize: env.DATABASE_POOL_SIZE,
    jwtSecret: env.JWT_SECRET,
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ''),
    meetingUrlTemplate: env.MEETING_URL_TEMPLATE,
    purchaseUrl: env.PURCHASE_URL,
    paymentWebhookSecret,
    logLevel: env.LOG_LEVEL,
    supportFormUrl: env.SUPPORT_FORM_URL,
    storyDailyLimit: env.STORY_DAILY_LIMIT,
    commentDailyLimit: env.COMMENT_DAILY_LIMIT,
    safetyAlertEmail: env.SAFETY_ALERT_EMAIL,
    resourcesUrl: env.RESOURCES_URL,
    termsUrl: env.TERMS_URL,
    privacyUrl: env.PRIVACY_URL,
    seedDemoData: env.SEED_DEMO_DATA ?? env.NODE_ENV !== 'production',
    webDistDir: path.resolve(import.meta.dirname, '../../web/dist'),
  };
}

/** The PostgreSQL server the test suite uses in place of PGlite, when set. */
export function testDatabaseUrl(source: Record<string, string | undefined> = process.env): string | undefined {
  return source.TEST_DATABASE_URL || undefined;
}
