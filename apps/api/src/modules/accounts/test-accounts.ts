import { randomBytes, randomInt } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { creditEntries, emailCodes, outboxMessages, pointEntries, studentProfiles, users } from '@bloom/db/schema';
import { expect } from 'vitest';
import type { TestContext } from '../../test/helper';

/** Test-only helpers for the account calls. */

let counter = 0;

export function uniqueEmail(prefix = 'student', domain = 'example.edu'): string {
  counter += 1;
  return `${prefix}-${process.pid}-${counter}-${randomBytes(3).toString('hex')}@${domain}`;
}

/** A fresh client address per call unless one is given, so the per-client limit only bites where a test wants it. */
export function randomClientAddress(): string {
  return `10.${randomInt(0, 256)}.${randomInt(0, 256)}.${randomInt(1, 255)}`;
}

export async function post(
  ctx: TestContext,
  url: string,
  body: unknown,
  options: { remoteAddress?: string; headers?: Record<string, string> } = {},
): Promise<LightMyRequestResponse> {
  return ctx.app.inject({
    method: 'POST',
    url,
    payload: body as Record<string, unknown>,
    remoteAddress: options.remoteAddress ?? randomClientAddress(),
    headers: options.headers,
  });
}

export const PASSWORD = 'Correct-Horse-42';

export interface SignupPayload {
  email: string;
  password: string;
  [field: string]: unknown;
}

/** A valid signup body as the spec's client sends it; `overrides` may set any field to anything. */
export function signupPayload(overrides: Record<string, unknown> = {}): SignupPayload {
  const email = 'email' in overrides ? overrides.email : uniqueEmail();
  return {
    username: typeof email === 'string' ? email.toLowerCase() : undefined,
    first_name: 'Ada',
    last_name: 'Lovelace',
    password: PASSWORD,
    is_student: true,
    is_mentor: false,
    timezone: 'America/Chicago',
    referral_code: null,
    ...overrides,
    email,
  } as SignupPayload;
}

/** Every row a bad request could have written (rate-limit counters aside: they count every request). */
export async function countAccountWrites(ctx: TestContext) {
  const db = ctx.deps.db;
  const n = sql<number>`count(*)::int`;
  const [[u], [p], [c], [pt], [m], [codes], hashes] = await Promise.all([
    db.select({ n, verified: sql<number>`count(*) filter (where ${users.emailVerified})::int` }).from(users),
    db.select({ n }).from(studentProfiles),
    db.select({ n }).from(creditEntries),
    db.select({ n }).from(pointEntries),
    db.select({ n }).from(outboxMessages),
    db.select({ n, tries: sql<number>`coalesce(sum(${emailCodes.failedAttempts}), 0)::int` }).from(emailCodes),
    db.select({ hash: users.passwordHash }).from(users).orderBy(users.id),
  ]);
  return { users: u, profiles: p, credits: c, points: pt, mails: m, codes, hashes: hashes.map((h) => h.hash) };
}

export async function signUpStudent(ctx: TestContext, overrides: Record<string, unknown> = {}) {
  const payload = signupPayload(overrides);
  const res = await post(ctx, '/api/signup/', payload);
  expect(res.statusCode, res.body).toBe(201);
  return { payload, body: res.json() as { id: number; access: string; refresh: string; referral_code: string; email: string } };
}

interface OutboxItem {
  to: string;
  subject: string;
  text: string;
  html: string;
  status: string;
}

export async function readOutbox(ctx: TestContext, to: string): Promise<OutboxItem[]> {
  await ctx.deps.jobs.runDue();
  const res = await ctx.app.inject({ method: 'GET', url: `/api/dev/outbox/?to=${encodeURIComponent(to)}` });
  expect(res.statusCode).toBe(200);
  return res.json() as OutboxItem[];
}

/** The six-digit code of the newest mail to this address, as a person (or the e2e test) reads it. */
export async function readLatestCode(ctx: TestContext, to: string): Promise<string> {
  const [latest] = await readOutbox(ctx, to);
  expect(latest, `no mail to ${to}`).toBeDefined();
  return extractCode(latest!.text);
}

export function extractCode(text: string): string {
  const codes = text.match(/\b\d{6}\b/g) ?? [];
  expect(codes).toHaveLength(1);
  return codes[0]!;
}

/** A six-digit code that is not `code`. */
export function otherCode(code: string): string {
  return String((Number(code) + 1) % 1_000_000).padStart(6, '0');
}
