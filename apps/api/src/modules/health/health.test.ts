import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { createTestApp, createTestDatabase, type TestContext } from '../../test/helper';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx.close();
});

describe('GET /api/health/', () => {
  it('answers ok after a database round trip, with and without the trailing slash', async () => {
    for (const url of ['/api/health/', '/api/health']) {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ status: 'ok', database: 'ok' });
    }
  });

  it('carries the security headers: a JSON answer may load nothing and be framed nowhere', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/health/' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it('gives pages outside the JSON API the document policy', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/no-such-page' });
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['permissions-policy']).toContain('camera=()');
    // The API docs page brings its own script policy (Swagger UI's static CSP), still never framed elsewhere.
    const docs = await ctx.app.inject({ method: 'GET', url: '/api/docs/static/index.html' });
    expect(docs.headers['content-security-policy']).toContain("script-src 'self'");
    expect(docs.headers['x-frame-options']).toBe('DENY');
  });

  it('answers 503 when the database cannot be reached', async () => {
    const database = await createTestDatabase();
    const { app } = await buildApp({
      config: { ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }), webDistDir: undefined },
      db: database.db,
      jwtSecret: randomBytes(32).toString('hex'),
      logger: false,
    });
    await database.dispose();
    const res = await app.inject({ method: 'GET', url: '/api/health/' });
    await app.close();
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ status: 'error', database: 'unreachable' });
  });

  it('keeps health probes out of the request log, which still records every other request', async () => {
    const database = await createTestDatabase();
    const lines: { msg?: string; req?: { url?: string } }[] = [];
    const stream = { write: (line: string) => void lines.push(JSON.parse(line) as (typeof lines)[number]) };
    const { app } = await buildApp({
      config: { ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'info' }), webDistDir: undefined },
      db: database.db,
      jwtSecret: randomBytes(32).toString('hex'),
      logger: { level: 'info', stream },
    });
    await app.inject({ method: 'GET', url: '/api/health/' });
    await app.inject({ method: 'GET', url: '/api/no-such-thing/' });
    await app.close();
    await database.dispose();
    const requestLines = lines.filter((line) => line.req);
    expect(requestLines.map((line) => line.msg)).toEqual(['request completed']);
    const loggedUrls = requestLines.map((line) => line.req?.url);
    expect(loggedUrls).toEqual(['/api/no-such-thing/']);
  });

  it('answers JSON 404 for unknown API paths', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/no-such-thing/' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ detail: 'Not found.' });
  });

  it('serves the OpenAPI document generated from the route schemas', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(res.json().paths).toHaveProperty('/api/health/');
  });
});
