import { HttpError, NetworkError } from './http';

const FALLBACK = 'An error occurred. Please try again.';

/** The server's own words: message, error, detail, non_field_errors, or the first field's first message. */
export function serverMessage(body: unknown): string | undefined {
  if (typeof body === 'string') return body.trim() || undefined;
  if (!body || typeof body !== 'object') return undefined;
  const record = body as Record<string, unknown>;
  for (const key of ['message', 'error', 'detail']) {
    const value = record[key];
    if (typeof value === 'string' && value) return value;
  }
  const nonField = record.non_field_errors;
  if (Array.isArray(nonField) && typeof nonField[0] === 'string') return nonField[0];
  for (const value of Object.values(record)) {
    if (Array.isArray(value) && typeof value[0] === 'string') return value[0];
  }
  return undefined;
}

/**
 * The spec's generic error table: one message per failure, derived in one place.
 * A 400 passes the server's words through, so callers can also read field errors from `error.body`.
 */
export function errorMessage(error: unknown): string {
  if (error instanceof NetworkError) return 'No response from the server. Please check your network connection.';
  if (error instanceof HttpError) {
    switch (error.status) {
      case 400:
        return serverMessage(error.body) ?? FALLBACK;
      case 401:
        return 'Unauthorized. Please log in again.';
      case 403:
        return 'Forbidden. You do not have permission to perform this action.';
      case 404:
        return 'Resource not found.';
      case 500:
        return 'Server error. Please try again later.';
      default:
        return `Unexpected error: ${serverMessage(error.body) ?? error.message}`;
    }
  }
  if (error instanceof Error && error.message) return `Unexpected error: ${error.message}`;
  return FALLBACK;
}

/** For flows whose spec says "server message, or <fallback>": the server's words first, whatever the status. */
export function serverMessageOr(error: unknown, fallback: string): string {
  if (error instanceof HttpError) return serverMessage(error.body) ?? fallback;
  if (error instanceof NetworkError) return 'No response from the server. Please check your network connection.';
  return fallback;
}

/** Field errors of a 400 (`{"email": ["..."]}`), first message per field. */
export function fieldErrors(error: unknown): Record<string, string> {
  if (!(error instanceof HttpError) || error.status !== 400 || !error.body || typeof error.body !== 'object') return {};
  const result: Record<string, string> = {};
  for (const [field, value] of Object.entries(error.body as Record<string, unknown>)) {
    if (Array.isArray(value) && typeof value[0] === 'string') result[field] = value[0];
  }
  return result;
}

/** The machine code of an error response (`vulgar_content`, `daily_limit_exceeded`, ...). */
export function errorCode(error: unknown): string | undefined {
  if (!(error instanceof HttpError) || !error.body || typeof error.body !== 'object') return undefined;
  const code = (error.body as Record<string, unknown>).code;
  return typeof code === 'string' ? code : undefined;
}
