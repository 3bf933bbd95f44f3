import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/helper';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ env: { SUPPORT_FORM_URL: 'https://help.example.edu/ticket', RESOURCES_URL: 'https://blog.example.org/students' } });
});
afterAll(async () => {
  await ctx.close();
});

describe('GET /api/app-config/', () => {
  it('tells the web app where the support form and the blog page are, without signing in', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/app-config/' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ support_form_url: 'https://help.example.edu/ticket', resources_url: 'https://blog.example.org/students' });
  });
});
