import fc from 'fast-check';

/**
 * fast-check arbitraries for whole HTTP requests, generated from a route's OpenAPI description: mostly
 * values of the documented shape (so requests get past validation into the services and the database),
 * mixed at every level with what a careless client or an attacker sends instead.
 */

export interface JsonSchema {
  type?: string | string[];
  nullable?: boolean;
  enum?: unknown[];
  const?: unknown;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean | number;
  exclusiveMaximum?: boolean | number;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
}

/** Strings that have broken servers: control and bidi characters, broken UTF-16, injections, extremes. */
export const nastyString = fc.constantFrom(
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udfff',
  '\u202eevil',
  '\uffff\ufffe',
  '%00',
  "'; drop table users; --",
  '<script>alert(1)</script>',
  '../../../etc/passwd',
  '${7*7}{{7*7}}',
  '\u{1F4A5}'.repeat(300),
  'x'.repeat(5000),
  '9'.repeat(400),
  '-0',
  'NaN',
  'Infinity',
  '1e309',
  '0x1F',
  'null',
  'true',
  '2026-02-30T25:61:00Z',
  '0000-00-00T00:00:00Z',
  '9999-12-31T23:59:59.999Z',
  '275760-09-13T00:00:00.001Z',
  '2026-01-01',
  'Etc/GMT+14',
  'America/New_York',
  '__proto__',
  'constructor',
  'toString',
);

export const nastyNumber = fc.constantFrom(0, -1, 1, 2, 3, 2_147_483_647, 2_147_483_648, -2_147_483_649, 9_007_199_254_740_991, 1e21, 1e308, -1e308, 0.5, -0.5, 5e-324);

/** Any JSON a client could send in place of the expected value. */
export const junk: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: nastyString },
  { weight: 3, arbitrary: nastyNumber },
  { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.constantFrom(null, true, false, [], {}) },
);

const HALF_HOUR = 30 * 60 * 1000;

/** Instants on the half hour around now (where bookings and availability live), and anywhere else. */
function instant(now: Date): fc.Arbitrary<string> {
  const base = Math.floor(now.getTime() / HALF_HOUR) * HALF_HOUR;
  return fc.oneof(
    { weight: 2, arbitrary: fc.integer({ min: -96, max: 48 * 60 }).map((slots) => new Date(base + slots * HALF_HOUR).toISOString()) },
    { weight: 2, arbitrary: fc.integer({ min: -3600, max: 3600 }).map((seconds) => new Date(now.getTime() + seconds * 1000).toISOString()) },
    { weight: 1, arbitrary: fc.date({ min: new Date('1970-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }).map((d) => d.toISOString()) },
  );
}

function numberBounds(schema: JsonSchema, fallbackMin: number, fallbackMax: number): { min: number; max: number } {
  let min = schema.minimum ?? fallbackMin;
  let max = schema.maximum ?? fallbackMax;
  if (schema.exclusiveMinimum === true) min += 1;
  else if (typeof schema.exclusiveMinimum === 'number') min = schema.exclusiveMinimum + 1;
  if (schema.exclusiveMaximum === true) max -= 1;
  else if (typeof schema.exclusiveMaximum === 'number') max = schema.exclusiveMaximum - 1;
  return { min, max };
}

/**
 * Plain strings named like these rarely pass the server's own checks at random; a likely value gets the
 * request past validation into the code behind it.
 */
const likelyByName = (now: Date): [RegExp, fc.Arbitrary<string>][] => [
  [
    /email/,
    fc
      .tuple(fc.stringMatching(/^[a-z][a-z0-9.]{0,12}$/), fc.constantFrom('example.edu', 'state.edu', 'bloom.local', 'riverside.edu'))
      .map(([local, domain]) => `${local}@${domain}`),
  ],
  [/(first|last)_name|^(city|state|course|school_name)$/, fc.stringMatching(/^[A-Z][a-z]{1,12}( [A-Z][a-z]{1,12})?$/)],
  [/date$/, fc.integer({ min: -10, max: 60 }).map((days) => new Date(now.getTime() + days * 86_400_000).toISOString().slice(0, 10))],
  [/timezone/, fc.constantFrom('UTC', 'America/New_York', 'Europe/London', 'Asia/Kolkata', 'Pacific/Chatham', 'America/St_Johns', 'Not/AZone')],
  [/password/, fc.string({ minLength: 8, maxLength: 40 })],
  [/growth_area_id/, fc.subarray(['confidence', 'stress', 'friends', 'career', 'sleep', 'unknown'], { minLength: 1 }).map((ids) => ids.join(','))],
];

function stringOf(schema: JsonSchema, now: Date, name: string): fc.Arbitrary<string> {
  if (schema.format === 'date-time') return instant(now);
  if (schema.format === 'email') return fc.emailAddress();
  const likely = likelyByName(now).find(([pattern]) => pattern.test(name))?.[1];
  if (likely) return fc.oneof({ weight: 4, arbitrary: likely }, { weight: 1, arbitrary: fc.string({ maxLength: schema.maxLength ?? 60 }) });
  if (schema.pattern) {
    try {
      return fc.stringMatching(new RegExp(schema.pattern));
    } catch {
      // A pattern fast-check cannot generate from: fall through to plain strings.
    }
  }
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.max(minLength, Math.min(schema.maxLength ?? 60, 300));
  return fc.oneof(
    { weight: 4, arbitrary: fc.string({ minLength, maxLength }) },
    { weight: 1, arbitrary: fc.string({ unit: 'grapheme', minLength, maxLength }) },
    { weight: 1, arbitrary: fc.constant('x'.repeat(schema.maxLength ?? 1000)) },
  );
}

/** A value of the schema's shape; `name` is the field it is for, if any. */
function shaped(schema: JsonSchema, now: Date, depth: number, name: string): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum && schema.enum.length > 0) return fc.constantFrom(...schema.enum);
  const alternatives = [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])];
  if (alternatives.length > 0) return fc.oneof(...alternatives.map((alternative) => fromSchema(alternative, now, depth, name)));
  if (schema.allOf && schema.allOf.length > 0) return fromSchema(schema.allOf[0]!, now, depth, name);
  const types = [schema.type ?? (schema.properties ? 'object' : 'any')].flat();
  const byType = types.map((type): fc.Arbitrary<unknown> => {
    switch (type) {
      case 'string':
        return stringOf(schema, now, name);
      case 'integer': {
        const { min, max } = numberBounds(schema, -1_000_000, 1_000_000);
        // Small ids hit rows that exist; the rest covers the documented range.
        return fc.oneof(fc.integer({ min: Math.max(min, 1), max: Math.max(Math.min(max, 40), Math.max(min, 1)) }), fc.integer({ min, max }));
      }
      case 'number': {
        const { min, max } = numberBounds(schema, -1e9, 1e9);
        return fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
      }
      case 'boolean':
        return fc.boolean();
      case 'null':
        return fc.constant(null);
      case 'array': {
        const minLength = schema.minItems ?? 0;
        const maxLength = Math.max(minLength, Math.min(schema.maxItems ?? 4, 4));
        return depth > 4 ? fc.constant([]) : fc.array(fromSchema(schema.items ?? {}, now, depth + 1, name), { minLength, maxLength });
      }
      case 'object': {
        const properties = schema.properties ?? {};
        const record = fc.record(
          Object.fromEntries(Object.entries(properties).map(([key, property]) => [key, fromSchema(property, now, depth + 1, key)])),
          { requiredKeys: (schema.required ?? []).filter((key) => key in properties) },
        );
        const extra = typeof schema.additionalProperties === 'object' ? schema.additionalProperties : undefined;
        const extras = fc.dictionary(fc.oneof(fc.string({ maxLength: 12 }), nastyString), extra ? fromSchema(extra, now, depth + 1, name) : junk, {
          minKeys: extra ? 0 : 1,
          maxKeys: 3,
        });
        // Unknown fields now and then: most schemas refuse them, which would stop the request at validation.
        const more = extra ? extras : fc.oneof({ weight: 9, arbitrary: fc.constant({}) }, { weight: 1, arbitrary: extras });
        return fc.tuple(record, more).map(([known, added]) => ({ ...added, ...known }));
      }
      default:
        return junk;
    }
  });
  const value = byType.length === 1 ? byType[0]! : fc.oneof(...byType);
  return schema.nullable ? fc.option(value, { nil: null, freq: 6 }) : value;
}

/** Mostly the schema's shape, sometimes anything at all: every level of a body gets both. */
export function fromSchema(schema: JsonSchema, now: Date, depth = 0, name = ''): fc.Arbitrary<unknown> {
  return fc.oneof({ weight: 24, arbitrary: shaped(schema, now, depth, name) }, { weight: 1, arbitrary: junk });
}

const LONE_SURROGATES = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** encodeURIComponent cannot encode a lone surrogate; raw escapes (urlValue) send broken bytes instead. */
export const urlEncode = (value: string) => encodeURIComponent(value.replace(LONE_SURROGATES, '\ufffd'));

/** A path or query value as it appears in a URL, already encoded. */
export function urlValue(schema: JsonSchema | undefined, now: Date, name = ''): fc.Arbitrary<string> {
  const value = fc.oneof(
    { weight: 12, arbitrary: shaped(schema ?? {}, now, 0, name).map((v) => (typeof v === 'string' ? v : JSON.stringify(v) ?? '')) },
    { weight: 1, arbitrary: nastyString },
    { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 20 }) },
  );
  return fc.oneof(
    { weight: 19, arbitrary: value.map(urlEncode) },
    // Raw percent escapes, including ones that decode to nothing valid.
    { weight: 1, arbitrary: fc.constantFrom('%', '%zz', '%ff%fe', '%c0%80', '%ed%a0%80', '%00', '..%2f..%2f') },
  );
}

export interface MultipartPart {
  name: string;
  filename?: string;
  contentType?: string;
  data: Buffer;
}

export function multipartBody(parts: MultipartPart[], boundary: string): Buffer {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `form-data; name="${part.name}"${part.filename !== undefined ? `; filename="${part.filename}"` : ''}`;
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n${part.contentType ? `Content-Type: ${part.contentType}\r\n` : ''}\r\n`),
      part.data,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(chunks);
}

/** A multipart form of the expected fields, or near it, with right and wrong boundaries and cut bodies. */
export function multipartRequest(fields: { files: string[]; texts: string[] }, sampleFile: Buffer): fc.Arbitrary<{ contentType: string; payload: Buffer }> {
  const name = fc.oneof({ weight: 6, arbitrary: fc.constantFrom(...fields.files, ...fields.texts) }, { weight: 1, arbitrary: fc.string({ maxLength: 10 }) });
  const data = fc.oneof(
    fc.constant(sampleFile),
    fc.uint8Array({ maxLength: 2048 }).map((bytes) => Buffer.from(bytes)),
    fc.oneof(fc.string({ maxLength: 20 }), nastyString, fc.integer({ min: -5, max: 100 }).map(String)).map((text) => Buffer.from(text)),
  );
  const part = fc.record(
    {
      name,
      filename: fc.oneof(fc.constant('photo.jpg'), fc.string({ maxLength: 30 }), nastyString),
      contentType: fc.constantFrom('image/jpeg', 'image/png', 'text/plain', 'application/octet-stream', ''),
      data,
    },
    { requiredKeys: ['name', 'data'] },
  );
  return fc
    .record({
      parts: fc.array(part, { maxLength: 4 }),
      boundary: fc.oneof({ weight: 5, arbitrary: fc.constant('fuzz-boundary-1') }, { weight: 1, arbitrary: fc.string({ maxLength: 80 }) }),
      declared: fc.oneof(
        { weight: 6, arbitrary: fc.constant<'same' | 'other' | 'none'>('same') },
        { weight: 1, arbitrary: fc.constantFrom<'same' | 'other' | 'none'>('other', 'none') },
      ),
      cutAt: fc.option(fc.double({ min: 0, max: 1, noNaN: true }), { freq: 5 }),
    })
    .map(({ parts, boundary, declared, cutAt }) => {
      const full = multipartBody(parts, boundary);
      const payload = cutAt === null ? full : full.subarray(0, Math.floor(full.length * cutAt));
      const contentType =
        declared === 'same' ? `multipart/form-data; boundary=${boundary}` : declared === 'other' ? 'multipart/form-data; boundary=another' : 'multipart/form-data';
      return { contentType, payload };
    });
}
