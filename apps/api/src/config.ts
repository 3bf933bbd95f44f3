import { z } from 'zod';
import path from 'node:path';

/**
 * The only place that reads process.env. Every variable has a laptop-friendly default, except that
 * production refuses to start without JWT_SECRET.
 */
const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().min(1).default('0.0.0.0'),
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
    JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
    MAIL_FROM: z.string().min(3).default('Bloom <no-reply@bloom.local>'),
    PUBLIC_URL: z.url().optional(),
    MEETING_URL_TEMPLATE: z
      .string()
      .refine((v) => v.includes('{room}'), 'must contain {room}')
      .default('https://meet.jit.si/bloom-{room}'),
    PURCHASE_URL: z.url().default('https://buy.stripe.com/test_bloom'),
    PAYMENT_WEBHOOK_SECRET: z.string().min(16).default('dev-payment-webhook-secret'),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    SUPPORT_FORM_URL: z.url().default('https://forms.gle/bloom-support'),
    RESOURCES_URL: z.url({ protocol: /^https?$/ }).default('https://bloom.college/blog'),
    TERMS_URL: z.url({ protocol: /^https?$/ }).optional(),
    PRIVACY_URL: z.url({ protocol: /^https?$/ }).optional(),
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV === 'production' && !env.JWT_SECRET) {
      ctx.addIssue({ code: 'custom', path: ['JWT_SECRET'], message: 'is required in production' });
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
  /** The provider's blog page shown on /resources (in a frame, so its origin is in the CSP's frame-src). */
  resourcesUrl: string;
  /** When set, /terms and /privacy redirect here instead of showing the app's own pages. */
  termsUrl: string | undefined;
  privacyUrl: string | undefined;
  /** Built web app served at /; absent in API-only tests. */
  webDistDir: string | undefined;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
}

export function loadConfig(source: Record<string, string | undefined> = process.env): Config {
  // An empty variable means "not set", as in most shells' `FOO= npm start`.
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((i) => `${i.path.join('.') || 'environment'}: ${i.message}`));
  }
  const env = parsed.data;
  const dataDir = path.resolve(env.DATA_DIR);
  return {
    env: env.NODE_ENV,
    isProduction: env.NODE_ENV === 'production',
    port: env.PORT,
    host: env.HOST,
    dataDir,
    mediaDir: path.join(dataDir, 'media'),
    databaseUrl: env.DATABASE_URL,
    jwtSecret: env.JWT_SECRET,
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ''),
    meetingUrlTemplate: env.MEETING_URL_TEMPLATE,
    purchaseUrl: env.PURCHASE_URL,
    paymentWebhookSecret: env.PAYMENT_WEBHOOK_SECRET,
    logLevel: env.LOG_LEVEL,
    supportFormUrl: env.SUPPORT_FORM_URL,
    resourcesUrl: env.RESOURCES_URL,
    termsUrl: env.TERMS_URL,
    privacyUrl: env.PRIVACY_URL,
    webDistDir: path.resolve(import.meta.dirname, '../../web/dist'),
  };
}

/** The PostgreSQL server the test suite uses in place of PGlite, when set. */
export function testDatabaseUrl(source: Record<string, string | undefined> = process.env): string | undefined {
  return source.TEST_DATABASE_URL || undefined;
}
