import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestStudent, type TestStudent } from '../modules/profiles/test-students';
import { createTestApp, type TestContext } from './helper';

/**
 * Every documented call, with and without a token, gets odd path values and odd bodies. Whatever the
 * call, the answer is a 4xx (or a 2xx where the input happens to be acceptable), never a 5xx, and an
 * error answer is JSON. The routes come from the OpenAPI document, so a new call is covered as it lands.
 */
const oddPathValues = ['abc', '-1', '0', '99999999999999999999', '1.5', '%00', 'null'];
const oddBodies: { name: string; payload: string; contentType: string }[] = [
  { name: 'malformed JSON', payload: '{"email": ', contentType: 'application/json' },
  { name: 'a JSON array', payload: '[]', contentType: 'application/json' },
  { name: 'JSON null', payload: 'null', contentType: 'application/json' },
  { name: 'a JSON string', payload: '"hello"', contentType: 'application/json' },
  { name: 'unknown fields', payload: JSON.stringify({ zzz: 1, __proto__: { admin: true } }), contentType: 'application/json' },
  {
    name: 'wrong types everywhere',
    payload: JSON.stringify({ id: 'x', user_id: {}, email: 5, status: [], timezone: 12, start_time: 'soon', credits_to_allocate: 'ten', rating: 'high' }),
    contentType: 'application/json',
  },
  { name: 'odd Unicode', payload: JSON.stringify({ email: '\u0000\ud800@x.edu', first_name: '\u202e\uffff', notes: '\ud83d' }), contentType: 'application/json' },
  { name: 'a huge string', payload: JSON.stringify({ notes: 'x'.repeat(200_000), feedback: 'y'.repeat(200_000) }), contentType: 'application/json' },
  { name: 'plain text', payload: 'hello', contentType: 'text/plain' },
  {
    name: 'Object.prototype names as fields',
    payload: '{"toString":null,"constructor":1,"__proto__":{"x":1},"hasOwnProperty":2,"valueOf":[]}',
    contentType: 'application/json',
  },
];

interface Operation {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
}

let ctx: TestContext;
let student: TestStudent;
let operations: Operation[];

beforeAll(async () => {
  ctx = await createTestApp();
  student = await createTestStudent(ctx);
  const document = ctx.app.swagger() as { paths: Record<string, Record<string, unknown>> };
  operations = Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.keys(methods)
      .map((method) => method.toUpperCase())
      .filter((method): method is Operation['method'] => ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'].includes(method))
      .map((method) => ({ method, path })),
  );
});

afterAll(async () => {
  await ctx.close();
});

function expectNoServerError(response: { statusCode: number; body: string; headers: Record<string, unknown> }, label: string) {
  expect(response.statusCode, `${label} answered ${response.statusCode}: ${response.body.slice(0, 300)}`).toBeLessThan(500);
  if (response.statusCode >= 400 && response.body.length > 0) {
    expect(String(response.headers['content-type']), label).toMatch(/application\/json/);
  }
}

describe('bad input on every documented call', () => {
  it('finds the calls in the OpenAPI document', () => {
    expect(operations.length).toBeGreaterThan(40);
    expect(operations).toContainEqual({ method: 'POST', path: '/api/book-session/' });
  });

  it('never answers odd path values with a 5xx, signed in or not', async () => {
    const parameterised = operations.filter((operation) => operation.path.includes('{'));
    expect(parameterised.length).toBeGreaterThan(5);
    for (const operation of parameterised) {
      for (const value of oddPathValues) {
        const url = operation.path.replace(/\{[^}]+\}/g, value);
        for (const headers of [{}, student.auth]) {
          const response = await ctx.app.inject({ method: operation.method, url, headers, payload: operation.method === 'GET' || operation.method === 'DELETE' ? undefined : {} });
          expectNoServerError(response, `${operation.method} ${url}`);
        }
      }
    }
  });

  it('never answers odd bodies with a 5xx, signed in or not', async () => {
    const withBody = operations.filter((operation) => ['POST', 'PUT', 'PATCH'].includes(operation.method));
    for (const operation of withBody) {
      const url = operation.path.replace(/\{[^}]+\}/g, String(student.profileId));
      for (const body of oddBodies) {
        for (const headers of [{}, student.auth]) {
          const response = await ctx.app.inject({
            method: operation.method,
            url,
            headers: { ...headers, 'content-type': body.contentType },
            payload: body.payload,
          });
          expectNoServerError(response, `${operation.method} ${url} with ${body.name}`);
        }
      }
    }
  });

  it('never answers odd query strings with a 5xx', async () => {
    const gets = operations.filter((operation) => operation.method === 'GET' && !operation.path.includes('{'));
    for (const operation of gets) {
      for (const query of ['?timezone=Not/AZone', '?mentor_id=abc', '?status=%00', '?page=-1&page_size=999999', '?action=get_available_timezones&x[]=1']) {
        const response = await ctx.app.inject({ method: 'GET', url: `${operation.path}${query}`, headers: student.auth });
        expectNoServerError(response, `GET ${operation.path}${query}`);
      }
    }
  });
});
