import type { FastifyInstance, FastifyRequest } from 'fastify';
import { errorCodes, genericErrorMessages } from '@bloom/contract/errors';
import { AppError, groupFieldErrors } from './errors';

/**
 * Checks every request passes through before any route sees it (docs/decisions/0013): the body's
 * media type is one the route consumes, and no text in the body, query or path holds characters
 * PostgreSQL cannot store. Registered once at the root, so every route, including ones added later, has them.
 */

export const unstorableTextMessage = 'This field contains characters that cannot be stored (a NUL character or broken Unicode).';

/**
 * NUL is refused by PostgreSQL in text and jsonb alike; a lone UTF-16 surrogate is not text at all (the
 * driver would turn it into U+FFFD, or jsonb refuse it).
 */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

function isStorableText(value: string): boolean {
  return !value.includes('\u0000') && !LONE_SURROGATE.test(value);
}

/** `[field path, message]` for every string (and object key) that cannot be stored, at most `limit`. */
export function findUnstorableText(value: unknown, limit = 20): [string, string][] {
  const found: [string, string][] = [];
  const visit = (current: unknown, path: string) => {
    if (found.length >= limit) return;
    if (typeof current === 'string') {
      if (!isStorableText(current)) found.push([path || 'non_field_errors', unstorableTextMessage]);
    } else if (Array.isArray(current)) {
      current.forEach((item, index) => visit(item, path ? `${path}.${index}` : String(index)));
    } else if (current !== null && typeof current === 'object' && !Buffer.isBuffer(current)) {
      for (const [key, item] of Object.entries(current)) {
        // A bad key is reported without repeating it: it would carry the same characters into the answer.
        if (!isStorableText(key)) found.push([path || 'non_field_errors', 'A field name contains characters that cannot be stored.']);
        else visit(item, path ? `${path}.${key}` : key);
      }
    }
  };
  visit(value, '');
  return found;
}

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
export const DEFAULT_CONSUMES = ['application/json'];

function carriesBody(request: FastifyRequest): boolean {
  const length = request.headers['content-length'];
  if (length !== undefined) return length !== '0';
  return request.headers['transfer-encoding'] !== undefined;
}

const mediaTypeOf = (contentType: string | undefined) => contentType?.split(';')[0]?.trim().toLowerCase() ?? '';

export function registerRequestContentChecks(app: FastifyInstance): void {
  // A route names what it reads in its schema's `consumes` (the OpenAPI field); JSON unless it says otherwise.
  app.addHook('preParsing', async (request, _reply, payload) => {
    if (request.is404 || !BODY_METHODS.has(request.method) || !carriesBody(request)) return payload;
    const consumes = (request.routeOptions.schema?.consumes as string[] | undefined) ?? DEFAULT_CONSUMES;
    if (!consumes.includes(mediaTypeOf(request.headers['content-type']))) {
      throw new AppError(415, errorCodes.unsupportedMediaType, genericErrorMessages.unsupportedMediaType);
    }
    return payload;
  });

  app.addHook('preValidation', async (request) => {
    const problems = [...findUnstorableText(request.params), ...findUnstorableText(request.query), ...findUnstorableText(request.body)];
    if (problems.length > 0) throw AppError.validation(groupFieldErrors(problems));
  });
}
