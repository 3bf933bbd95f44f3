import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/helper';
import { signUpStudent } from '../accounts/test-accounts';

let ctx: TestContext;
let email: string;
beforeAll(async () => {
  ctx = await createTestApp();
  ({
    payload: { email },
  } = await signUpStudent(ctx));
  await ctx.deps.jobs.runDue();
});
afterAll(async () => {
  await ctx.close();
});

const read = (url: string, remoteAddress: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url, remoteAddress, headers });

describe('the development mailbox', () => {
  it('shows the one-time codes to a client on this machine', async () => {
    for (const address of ['127.0.0.1', '::1', '::ffff:127.0.0.1', '127.8.9.10']) {
      const outbox = await read(`/api/dev/outbox/?to=${encodeURIComponent(email)}`, address);
      expect(outbox.statusCode, address).toBe(200);
      expect(outbox.json()[0].text).toMatch(/\b\d{6}\b/);
      const page = await read('/dev/mail', address);
      expect(page.statusCode, address).toBe(200);
      expect(page.body).toContain(email);
    }
  });

  it('answers any other client 403 and shows nothing, whatever it claims in its headers', async () => {
    for (const address of ['10.0.0.5', '192.168.1.20', '203.0.113.9', '::ffff:10.0.0.1', 'fe80::1', '2001:db8::1']) {
      for (const url of ['/api/dev/outbox/', `/api/dev/outbox/?to=${encodeURIComponent(email)}`, '/dev/mail', '/dev/mail?to=x']) {
        const res = await read(url, address, { 'x-forwarded-for': '127.0.0.1', 'x-real-ip': '127.0.0.1', host: 'localhost' });
        expect(res.statusCode, `${address} ${url}`).toBe(403);
        expect(res.json()).toEqual({ detail: 'The development mailbox answers only on this machine.', code: 'permission_denied' });
        expect(res.body).not.toContain(email);
      }
    }
  });

  it('does not exist in production', async () => {
    const production = await createTestApp({
      env: { NODE_ENV: 'production', JWT_SECRET: randomBytes(32).toString('hex'), PAYMENT_WEBHOOK_SECRET: randomBytes(32).toString('hex') },
    });
    try {
      await signUpStudent(production);
      expect((await production.app.inject({ method: 'GET', url: '/api/dev/outbox/' })).statusCode).toBe(404);
      expect((await production.app.inject({ method: 'GET', url: '/dev/mail' })).statusCode).toBe(404);
    } finally {
      await production.close();
    }
  });
});
