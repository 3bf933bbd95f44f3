import { z } from 'zod';

/**
 * The error wire shapes the client reads (Django REST style):
 * - field validation: `{"email": ["Email is required"], "non_field_errors": ["..."]}`
 * - everything else: `{"detail": "...", "code": "..."}`; `code` only where the client branches on it.
 * A 429 may also carry the time when trying again makes sense.
 */
export const fieldErrorsSchema = z.record(z.string(), z.array(z.string()));
export type FieldErrors = z.infer<typeof fieldErrorsSchema>;

export const detailErrorSchema = z.object({
  detail: z.string(),
  code: z.string().optional(),
  next_resend_time: z.string().optional(),
  retry_after_seconds: z.number().optional(),
});
export type DetailError = z.infer<typeof detailErrorSchema>;

/** Machine codes the web app branches on. */
export const errorCodes = {
  validation: 'validation_error',
  notAuthenticated: 'not_authenticated',
  tokenInvalid: 'token_not_valid',
  permissionDenied: 'permission_denied',
  emailNotVerified: 'email_not_verified',
  notFound: 'not_found',
  rateLimited: 'rate_limit_exceeded',
  dailyLimitExceeded: 'daily_limit_exceeded',
  vulgarContent: 'vulgar_content',
  suicidalContent: 'suicidal_content',
  conflict: 'conflict',
  malformedBody: 'parse_error',
  payloadTooLarge: 'payload_too_large',
  unsupportedMediaType: 'unsupported_media_type',
  serverError: 'server_error',
} as const;
export type ErrorCode = (typeof errorCodes)[keyof typeof errorCodes];

/** Texts of the generic errors the server itself produces. */
export const genericErrorMessages = {
  notFound: 'Not found.',
  notAuthenticated: 'Authentication credentials were not provided.',
  tokenInvalid: 'Given token not valid for any token type',
  permissionDenied: 'You do not have permission to perform this action.',
  emailNotVerified: 'Please verify your email address before you do this.',
  malformedBody: 'Malformed request body: it is not valid JSON.',
  payloadTooLarge: 'Request body is too large.',
  unsupportedMediaType: 'Unsupported media type in request.',
  rateLimited: 'Too many requests. Please try again later.',
  serverError: 'A server error occurred. Please try again later.',
  unknownField: 'This field is not allowed.',
  requiredField: 'This field is required.',
} as const;
