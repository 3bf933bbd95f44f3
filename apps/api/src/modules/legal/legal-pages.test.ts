import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/helper';

describe('/terms and /privacy', () => {
  let configured: TestContext;
  let plain: TestContext;
  beforeAll(async () => {
    // One after the other: two apps starting at once on a busy machine can miss Fastify's plugin timeout.
    configured = await createTestApp({ env: { TERMS_URL: 'https://legal.example.org/terms', PRIVACY_URL: 'https://legal.example.org/privacy' } });
    plain = await createTestApp();
  });
  afterAll(async () => {
    await configured?.close();
    await plain?.close();
  });

  it('redirect to TERMS_URL and PRIVACY_URL when the operator sets them', async () => {
    for (const [url, location] of [
      ['/terms', 'https://legal.example.org/terms'],
      ['/privacy', 'https://legal.example.org/privacy'],
    ]) {
      const res = await configured.app.inject({ method: 'GET', url: url! });
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe(location);
    }
  });

  it("are left to the web app's own pages otherwise", async () => {
    // The test app serves no built web app, so the path falls through to the not-found handler.
    const res = await plain.app.inject({ method: 'GET', url: '/terms' });
    expect(res.statusCode).toBe(404);
    expect(res.headers.location).toBeUndefined();
  });
});
