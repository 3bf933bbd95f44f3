import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { errorCodes, genericErrorMessages, type FieldErrors } from '@bloom/contract/errors';

type ErrorBody = { detail: string; code?: string; [extra: string]: unknown } | FieldErrors;

/**
 * Thrown by services for every expected failure. `fields` makes it a validation error with the
 * `{"field": ["message"]}` shape; otherwise the body is `{"detail", "code"}` plus `extra`.
 */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly options: { fields?: FieldErrors; extra?: Record<string, unknown>; headers?: Record<string, string> } = {},
  ) {
    super(message);
  }

  get body(): ErrorBody {
    if (this.options.fields) return this.options.fields;
    return { detail: this.message, code: this.code, ...this.options.extra };
  }

  static validation(fields: FieldErrors): AppError {
    return new AppError(400, errorCodes.validation, 'Validation failed.', { fields });
  }

  static nonField(message: string, status = 400): AppError {
    return new AppError(status, errorCodes.validation, message, { fields: { non_field_errors: [message] } });
  }

  static notFound(message: string = genericErrorMessages.notFound): AppError {
    return new AppError(404, errorCodes.notFound, message);
  }

  static forbidden(message: string = genericErrorMessages.permissionDenied): AppError {
    return new AppError(403, errorCodes.permissionDenied, message);
  }

  static unauthenticated(message: string = genericErrorMessages.notAuthenticated): AppError {
    return new AppError(401, errorCodes.notAuthenticated, message);
  }

  static rateLimited(message: string, extra: Record<string, unknown> = {}, code: string = errorCodes.rateLimited): AppError {
    const retry = typeof extra.retry_after_seconds === 'number' ? { 'retry-after': String(extra.retry_after_seconds) } : undefined;
    return new AppError(429, code, message, { extra, headers: retry });
  }
}

/**
 * Groups `[field, message]` pairs into `{"field": ["message"]}`. Field names can come from the request
 * (unknown keys), so they are never looked up on a plain object: 'toString' or '__proto__' is just a name.
 */
export function groupFieldErrors(pairs: Iterable<readonly [field: string, message: string]>): FieldErrors {
  const byField = new Map<string, string[]>();
  for (const [field, message] of pairs) {
    const messages = byField.get(field);
    if (messages) messages.push(message);
    else byField.set(field, [message]);
  }
  return Object.fromEntries(byField);
}

/** Turns zod issues into `{"field": ["message"]}`; issues about the whole body go to non_field_errors. */
function fieldErrorsFromValidation(
  issues: { instancePath: string; message?: string; keyword?: string; params?: Record<string, unknown> }[],
): FieldErrors {
  const pairs: [string, string][] = [];
  for (const issue of issues) {
    const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
    if (issue.keyword === 'unrecognized_keys' && Array.isArray(issue.params?.keys)) {
      for (const key of issue.params.keys as string[]) pairs.push([field ? `${field}.${key}` : key, genericErrorMessages.unknownField]);
      continue;
    }
    pairs.push([field || 'non_field_errors', issue.message ?? 'Invalid value.']);
  }
  return groupFieldErrors(pairs);
}

const malformed = { status: 400, code: errorCodes.malformedBody, detail: genericErrorMessages.malformedBody };
const tooLarge = { status: 413, code: errorCodes.payloadTooLarge, detail: genericErrorMessages.payloadTooLarge };
const unsupported = { status: 415, code: errorCodes.unsupportedMediaType, detail: genericErrorMessages.unsupportedMediaType };

/** Client errors Fastify and its plugins raise themselves, by their code. */
const fastifyClientErrors: Record<string, { status: number; code: string; detail: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: malformed,
  FST_ERR_CTP_EMPTY_JSON_BODY: malformed,
  FST_ERR_CTP_BODY_TOO_LARGE: tooLarge,
  FST_ERR_CTP_INVALID_MEDIA_TYPE: unsupported,
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { ...malformed, detail: 'Invalid Content-Length header.' },
  FST_REQ_FILE_TOO_LARGE: tooLarge,
  FST_PARTS_LIMIT: tooLarge,
  FST_FILES_LIMIT: tooLarge,
  FST_FIELDS_LIMIT: tooLarge,
  FST_PROTO_VIOLATION: malformed,
  FST_INVALID_MULTIPART_CONTENT_TYPE: unsupported,
};

/**
 * Error bodies go out as plain JSON, never through the route's response schema: a route documents its
 * own error shapes, and a generic one (malformed JSON on a route whose 400 is field errors) must not turn
 * into a serialisation failure.
 */
function sendError(reply: FastifyReply, status: number, body: unknown) {
  return reply.status(status).type('application/json; charset=utf-8').serializer(JSON.stringify).send(body);
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      if (error.options.headers) void reply.headers(error.options.headers);
      return sendError(reply, error.status, error.body);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      return sendError(reply, 400, fieldErrorsFromValidation(error.validation));
    }
    const known = error.code ? fastifyClientErrors[error.code] : undefined;
    if (known) return sendError(reply, known.status, { detail: known.detail, code: known.code });
    if (error.statusCode === 429) {
      return sendError(reply, 429, { detail: genericErrorMessages.rateLimited, code: errorCodes.rateLimited });
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      // Other client errors Fastify raises itself (bad URL encoding, ...): keep the status, hide internals.
      return sendError(reply, error.statusCode, { detail: error.message || 'Bad request.', code: 'bad_request' });
    }
    request.log.error({ err: error }, 'unhandled error');
    return sendError(reply, 500, { detail: genericErrorMessages.serverError, code: errorCodes.serverError });
  });
}
