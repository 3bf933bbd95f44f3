import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { PAYMENT_SIGNATURE_HEADER } from '@bloom/contract/payments';
import { users } from '@bloom/db/schema';
import { signUpStudent } from '../modules/accounts/test-accounts';
import { signWebhookBody } from '../modules/payments/webhook-signature';
import { DEMO_STUDENT } from '../seed/demo-accounts';
import { seedDemoData } from '../seed/seed';
import { createTestApp, type TestContext } from './helper';
import { fromSchema, multipartRequest, nastyString, urlEncode, urlValue, type JsonSchema } from './request-arbitraries';

/**
 * `npm run fuzz`: at least RUNS_PER_OPERATION generated requests to every registered route, each built
 * from the route's own OpenAPI description (so a new route is fuzzed as it lands), against the demo data.
 * The pass mark is no 5xx at all: whatever a request holds, the answer is the client's error, never the
 * server's. A failure prints the smallest request fast-check could shrink it to and the server's log.
 */
const RUNS_PER_OPERATION = 1000;

interface Operation {
  method: string;
  /** As registered: /api/bookings/:id/ */
  url: string;
  consumes: string[];
  body: JsonSchema | undefined;
  path: Record<string, JsonSchema>;
  query: Record<string, JsonSchema>;
  requiredQuery: string[];
}

interface OpenApiOperation {
  parameters?: { in: string; name: string; required?: boolean; schema?: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

/** The webhook reads raw bytes, so its body is not in the document; this is what the provider sends. */
const webhookEvent: JsonSchema = {
  type: 'object',
  required: ['id', 'type', 'data'],
  properties: {
    id: { type: 'string', pattern: '^evt_[a-z0-9]{1,20}$' },
    type: { type: 'string', enum: ['checkout.completed', 'checkout.expired'] },
    data: {
      type: 'object',
      required: ['user_id', 'plan_id'],
      properties: {
        user_id: { anyOf: [{ type: 'integer', minimum: 1, maximum: 2_147_483_647 }, { type: 'string', pattern: '^\\d{1,12}$' }] },
        plan_id: { type: 'string', enum: ['monthly', 'semester', 'annual', 'lifetime'] },
      },
    },
  },
};
const bodyOverrides: Record<string, JsonSchema> = { 'POST /api/payments/webhook/': webhookEvent };

const mediaTypes = [
  'text/plain',
  'application/xml',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/json; charset=latin1',
  'APPLICATION/JSON',
  'application/json-patch+json',
  'image/jpeg',
];

type AuthKind = 'student' | 'unverified' | 'none' | 'garbage';

const serverErrors: string[] = [];
let requestsSent = 0;
let serverErrorAnswers = 0;
/** Per operation, how many answers of each status: shows the requests reach past validation. */
const statuses = new Map<string, Map<number, number>>();

// Set up at load time, so that the routes are known when the tests are declared.
const ctx: TestContext = await createTestApp({
  logger: { level: 'error', stream: { write: (line: string) => void serverErrors.push(line) } },
});
await seedDemoData(ctx.deps, ctx.app.log);
const [demo] = await ctx.deps.db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_STUDENT.email));
const studentId = demo!.id;
const unverifiedId = (await signUpStudent(ctx)).body.id;
const sampleImage = await sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 200, g: 80, b: 40 } } }).jpeg().toBuffer();
const operations = listOperations();

function listOperations(): Operation[] {
  const document = ctx.app.swagger() as { paths: Record<string, Record<string, OpenApiOperation>> };
  const documented = new Map<string, OpenApiOperation>();
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(methods)) documented.set(`${method.toUpperCase()} ${path.replace(/\{([^}]+)\}/g, ':$1')}`, operation);
  }
  const seen = new Set<string>();
  return ctx.routes
    .filter((route) => route.method !== 'HEAD' && (route.url.startsWith('/api/') || route.url.startsWith('/dev/')) && !route.url.startsWith('/api/docs'))
    .filter((route) => !seen.has(`${route.method} ${route.url}`) && seen.add(`${route.method} ${route.url}`))
    .map((route) => {
      const key = `${route.method} ${route.url}`;
      const operation = documented.get(key) ?? {};
      const parameters = operation.parameters ?? [];
      const byPlace = (place: string) =>
        Object.fromEntries(parameters.filter((p) => p.in === place).map((p) => [p.name, p.schema ?? {}])) as Record<string, JsonSchema>;
      const path = byPlace('path');
      for (const name of route.url.match(/:([A-Za-z_]+)/g) ?? []) path[name.slice(1)] ??= { type: 'integer', minimum: 1 };
      return {
        method: route.method,
        url: route.url,
        consumes: route.consumes,
        body: bodyOverrides[key] ?? Object.values(operation.requestBody?.content ?? {})[0]?.schema,
        path,
        query: byPlace('query'),
        requiredQuery: parameters.filter((p) => p.in === 'query' && p.required).map((p) => p.name),
      };
    });
}

afterAll(async () => {
  const lines = [...statuses].map(([label, counts]) => `  ${label}: ${[...counts].sort(([a], [b]) => a - b).map(([status, n]) => `${status}x${n}`).join(' ')}`);
  console.info(`fuzz: ${requestsSent} requests over ${operations.length} operations, ${serverErrorAnswers} answered 5xx\n${lines.join('\n')}`);
  await ctx.close();
});

function requestFor(operation: Operation) {
  const now = new Date();
  const pathValues = fc.record(Object.fromEntries(Object.entries(operation.path).map(([name, schema]) => [name, urlValue(schema, now, name)])));
  const queryValues = fc.record(
    Object.fromEntries(Object.entries(operation.query).map(([name, schema]) => [name, urlValue(schema, now, name)])),
    { requiredKeys: operation.requiredQuery },
  );
  const extraQuery = fc.option(fc.tuple(fc.oneof(fc.string({ maxLength: 8 }), nastyString).map(urlEncode), urlValue(undefined, now)), { freq: 5 });
  const takesBody = ['POST', 'PUT', 'PATCH', 'DELETE'].includes(operation.method);
  const multipart = operation.consumes.includes('multipart/form-data');
  const jsonBody = fc.oneof(
    { weight: 12, arbitrary: fromSchema(operation.body ?? {}, now).map((value) => JSON.stringify(value) ?? 'null') },
    { weight: 1, arbitrary: fc.string({ maxLength: 60 }) },
    { weight: 1, arbitrary: fromSchema(operation.body ?? {}, now).map((value) => (JSON.stringify(value) ?? '').slice(0, -1)) },
  );
  const body: fc.Arbitrary<{ contentType: string | undefined; payload: string | Buffer | undefined }> = !takesBody
    ? fc.constant({ contentType: undefined, payload: undefined })
    : multipart
      ? fc.oneof(
          { weight: 8, arbitrary: multipartRequest({ files: ['image'], texts: ['user_id'] }, sampleImage) },
          { weight: 1, arbitrary: fc.record({ contentType: fc.constantFrom(...mediaTypes, 'application/json'), payload: jsonBody }) },
        )
      : fc.oneof(
          { weight: 8, arbitrary: fc.record({ contentType: fc.constant('application/json'), payload: jsonBody }) },
          { weight: 1, arbitrary: fc.record({ contentType: fc.constantFrom(...mediaTypes), payload: fc.oneof(jsonBody, fc.string({ maxLength: 40 })) }) },
          { weight: 1, arbitrary: fc.constant({ contentType: undefined, payload: undefined }) },
        );
  return fc.record({
    auth: fc.oneof(
      { weight: 8, arbitrary: fc.constant<AuthKind>('student') },
      { weight: 1, arbitrary: fc.constantFrom<AuthKind>('unverified', 'none', 'garbage') },
    ),
    path: pathValues,
    query: queryValues,
    extraQuery,
    body,
    signed: fc.boolean(),
    remoteAddress: fc.ipV4(),
  });
}

async function authorization(kind: AuthKind): Promise<Record<string, string>> {
  switch (kind) {
    // A fresh sign-in per request: logout ends the one it is sent with.
    case 'student':
      return { authorization: `Bearer ${(await ctx.deps.tokens.issuePair(studentId)).access}` };
    case 'unverified':
      return { authorization: `Bearer ${(await ctx.deps.tokens.issuePair(unverifiedId)).access}` };
    case 'garbage':
      return { authorization: 'Bearer eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiI5OTk5OTk5OTk5OSJ9.x' };
    case 'none':
      return {};
  }
}

describe('every route, fuzzed', () => {
  it('found the routes', () => {
    expect(operations.length).toBeGreaterThan(40);
  });

  it.each(operations.map((operation) => [`${operation.method} ${operation.url}`, operation] as const))('%s', async (label, operation) => {
    let runs = 0;
    await fc.assert(
      fc.asyncProperty(requestFor(operation), async (request) => {
        const url = operation.url.replace(/:([A-Za-z_]+)/g, (_, name: string) => request.path[name] ?? '1');
        const query = [...Object.entries(request.query), ...(request.extraQuery ? [request.extraQuery] : [])].map(([k, v]) => `${k}=${v}`).join('&');
        const headers: Record<string, string> = { ...(await authorization(request.auth)) };
        if (request.body.contentType !== undefined) headers['content-type'] = request.body.contentType;
        if (request.signed && request.body.payload !== undefined && operation.url === '/api/payments/webhook/') {
          headers[PAYMENT_SIGNATURE_HEADER] = signWebhookBody(request.body.payload, ctx.config.paymentWebhookSecret);
        }
        const errorsBefore = serverErrors.length;
        const response = await ctx.app.inject({
          method: operation.method as 'GET',
          url: query ? `${url}?${query}` : url,
          headers,
          payload: request.body.payload,
          remoteAddress: request.remoteAddress,
        });
        runs += 1;
        requestsSent += 1;
        const counts = statuses.get(label) ?? new Map<number, number>();
        counts.set(response.statusCode, (counts.get(response.statusCode) ?? 0) + 1);
        statuses.set(label, counts);
        if (response.statusCode >= 500) {
          serverErrorAnswers += 1;
          throw new Error(`${label} answered ${response.statusCode}: ${response.body.slice(0, 200)}\nserver log: ${serverErrors.slice(errorsBefore).join('').slice(0, 2000)}`);
        }
        if (response.statusCode >= 400 && response.body.length > 0 && !String(response.headers['content-type']).includes('application/json')) {
          throw new Error(`${label} answered ${response.statusCode} without JSON: ${String(response.headers['content-type'])}`);
        }
      }),
      { numRuns: RUNS_PER_OPERATION, markInterruptAsFailure: true },
    );
    expect(runs, label).toBeGreaterThanOrEqual(RUNS_PER_OPERATION);
  }, 900_000);
});
