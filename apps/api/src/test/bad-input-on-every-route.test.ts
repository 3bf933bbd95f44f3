import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestStudent, type TestStudent } from '../modules/profiles/test-students';
import { unstorableTextMessage } from '../platform/request-content';
import { createTestApp, type TestContext } from './helper';

/**
 * Every documented call, with and without a token, gets odd path values and odd bodies. Whatever the
 * call, the answer is a 4xx (or a 2xx where the input happens to be acceptable), never a 5xx, and an
 * error answer is JSON. The routes come from the OpenAPI document, so a new call is covered as it lands.
 */
/** Names every JavaScript object inherits: a lookup table indexed by a request value must not find them. */
const inheritedNames = ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf'];
const oddPathValues = ['abc', '-1', '0', '99999999999999999999', '1.5', '%00', 'null', ...inheritedNames];
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
  /** The top-level fields of its JSON body and its query parameters, as documented. */
  bodyFields: string[];
  queryFields: string[];
}

interface OpenApiOperation {
  parameters?: { in: string; name: string }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}
interface JsonSchema {
  properties?: Record<string, unknown>;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  items?: JsonSchema;
}

/** Every property name a body schema can have, through unions and arrays of objects. */
function propertyNames(schema: JsonSchema | undefined): string[] {
  if (!schema) return [];
  return [
    ...Object.keys(schema.properties ?? {}),
    ...[...(schema.anyOf ?? []), ...(schema.oneOf ?? [])].flatMap(propertyNames),
  ];
}

let ctx: TestContext;
let student: TestStudent;
let operations: Operation[];

beforeAll(async () => {
  ctx = await createTestApp();
  student = await createTestStudent(ctx);
  const document = ctx.app.swagger() as { paths: Record<string, Record<string, OpenApiOperation>> };
  operations = Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods)
      .map(([method, operation]) => ({ method: method.toUpperCase(), operation }))
      .filter((entry): entry is { method: Operation['method']; operation: OpenApiOperation } =>
        ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'].includes(entry.method),
      )
      .map(({ method, operation }) => {
        const content = operation.requestBody?.content ?? {};
        return {
          method,
          path,
          bodyFields: [...new Set(Object.values(content).flatMap((media) => propertyNames(media.schema)))],
          queryFields: (operation.parameters ?? []).filter((parameter) => parameter.in === 'query').map((parameter) => parameter.name),
        };
      }),
  );
});

afterAll(async () => {
  await ctx.close();
});

/** A fresh sign-in per request: some calls (logout) end the session they are sent with. */
async function signedIn() {
  const { access } = await ctx.deps.tokens.issuePair(student.userId);
  return { authorization: `Bearer ${access}` };
}

function expectNoServerError(response: { statusCode: number; body: string; headers: Record<string, unknown> }, label: string) {
  expect(response.statusCode, `${label} answered ${response.statusCode}: ${response.body.slice(0, 300)}`).toBeLessThan(500);
  if (response.statusCode >= 400 && response.body.length > 0) {
    expect(String(response.headers['content-type']), label).toMatch(/application\/json/);
  }
}

describe('bad input on every documented call', () => {
  it('finds the calls in the OpenAPI document', () => {
    expect(operations.length).toBeGreaterThan(40);
    expect(operations).toContainEqual(expect.objectContaining({ method: 'POST', path: '/api/book-session/' }));
  });

  it('never answers odd path values with a 5xx, signed in or not', async () => {
    const parameterised = operations.filter((operation) => operation.path.includes('{'));
    expect(parameterised.length).toBeGreaterThan(5);
    for (const operation of parameterised) {
      for (const value of oddPathValues) {
        const url = operation.path.replace(/\{[^}]+\}/g, value);
        for (const headers of [{}, await signedIn()]) {
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
        for (const headers of [{}, await signedIn()]) {
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
        const response = await ctx.app.inject({ method: 'GET', url: `${operation.path}${query}`, headers: await signedIn() });
        expectNoServerError(response, `GET ${operation.path}${query}`);
      }
    }
  });

  it('never answers names every object inherits, as any query or body value, with a 5xx', async () => {
    for (const operation of operations.filter((candidate) => candidate.queryFields.length > 0 || candidate.bodyFields.length > 0)) {
      const url = operation.path.replace(/\{[^}]+\}/g, String(student.profileId));
      for (const name of inheritedNames) {
        const query = operation.queryFields.map((field) => `${field}=${name}`).join('&');
        const payload = operation.bodyFields.length > 0 ? Object.fromEntries(operation.bodyFields.map((field) => [field, name])) : undefined;
        const response = await ctx.app.inject({ method: operation.method, url: query ? `${url}?${query}` : url, headers: await signedIn(), payload });
        expectNoServerError(response, `${operation.method} ${url}?${query} ${JSON.stringify(payload)}`);
      }
    }
  });

  it('refuses NUL and broken Unicode in every documented text field, query and path value with a 400 field error', async () => {
    // Routes that do not parse a JSON body: the webhook checks its signature over the raw bytes first;
    // the credit check reads no body at all.
    const rawBodyRoutes: Record<string, number> = { 'POST /api/payments/webhook/': 400, 'POST /api/gamification/credits/check/': 200 };
    const withBodyFields = operations.filter((operation) => operation.bodyFields.length > 0);
    expect(withBodyFields.length).toBeGreaterThan(15);
    const unstorable = ['a\u0000b', '\ud800', 'x\udfff', '\udc00\ud800'];
    for (const operation of withBodyFields) {
      const url = operation.path.replace(/\{[^}]+\}/g, String(student.profileId));
      for (const value of unstorable) {
        const payload = Object.fromEntries(operation.bodyFields.map((field) => [field, value]));
        const res = await ctx.app.inject({ method: operation.method, url, headers: await signedIn(), payload });
        const label = `${operation.method} ${operation.path} with ${JSON.stringify(value)}`;
        expect(res.statusCode, `${label}: ${res.body.slice(0, 300)}`).toBe(400);
        expect(res.json(), label).toEqual(Object.fromEntries(operation.bodyFields.map((field) => [field, [unstorableTextMessage]])));
      }
      const nested = { [operation.bodyFields[0]!]: [{ text: 'fine', deeper: { note: 'bad\u0000' } }] };
      const res = await ctx.app.inject({ method: operation.method, url, headers: await signedIn(), payload: nested });
      expect(res.json(), `${operation.method} ${operation.path} nested`).toEqual({ [`${operation.bodyFields[0]}.0.deeper.note`]: [unstorableTextMessage] });
    }
    for (const [route, status] of Object.entries(rawBodyRoutes)) {
      const [method, url] = route.split(' ') as [Operation['method'], string];
      const res = await ctx.app.inject({ method, url, headers: await signedIn(), payload: { id: 'a\u0000b', data: { plan_id: '\ud800' } } });
      expect(res.statusCode, route).toBe(status);
    }
    for (const operation of operations.filter((candidate) => candidate.queryFields.length > 0)) {
      const url = operation.path.replace(/\{[^}]+\}/g, String(student.profileId));
      const query = operation.queryFields.map((field) => `${field}=a%00b`).join('&');
      const res = await ctx.app.inject({ method: operation.method, url: `${url}?${query}`, headers: await signedIn() });
      expect(res.statusCode, `${operation.method} ${url}?${query}`).toBe(400);
      expect(res.json()).toEqual(Object.fromEntries(operation.queryFields.map((field) => [field, [unstorableTextMessage]])));
    }
    for (const operation of operations.filter((candidate) => candidate.path.includes('{'))) {
      const url = operation.path.replace(/\{[^}]+\}/g, '1%00');
      const res = await ctx.app.inject({ method: operation.method, url, headers: await signedIn(), payload: operation.method === 'GET' ? undefined : {} });
      expect(res.statusCode, `${operation.method} ${url}`).toBe(400);
      expect(Object.values(res.json() as Record<string, string[]>).flat(), `${operation.method} ${url}`).toContain(unstorableTextMessage);
    }
  });

  it('answers 415 to a body of a media type the call does not read', async () => {
    const withBody = operations.filter((operation) => ['POST', 'PUT', 'PATCH'].includes(operation.method));
    for (const operation of withBody) {
      const url = operation.path.replace(/\{[^}]+\}/g, String(student.profileId));
      const route = ctx.routes.find((candidate) => candidate.method === operation.method && candidate.url === operation.path.replace(/\{([^}]+)\}/g, ':$1'));
      expect(route, `${operation.method} ${operation.path} is registered`).toBeDefined();
      const readsJson = route!.consumes.includes('application/json');
      const wrong = [
        { contentType: 'application/xml', payload: '<a/>' },
        { contentType: 'text/plain', payload: 'hello' },
        { contentType: 'application/x-www-form-urlencoded', payload: 'a=1' },
        readsJson ? { contentType: 'multipart/form-data; boundary=x', payload: '--x\r\n\r\nhello\r\n--x--' } : { contentType: 'application/json', payload: '{}' },
      ];
      for (const body of wrong) {
        const res = await ctx.app.inject({ method: operation.method, url, headers: { ...await signedIn(), 'content-type': body.contentType }, payload: body.payload });
        expect(res.statusCode, `${operation.method} ${url} with ${body.contentType}: ${res.body.slice(0, 200)}`).toBe(415);
        expect(res.json()).toEqual({ detail: 'Unsupported media type in request.', code: 'unsupported_media_type' });
      }
    }
  });
});
