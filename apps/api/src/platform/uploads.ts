import type { FastifyRequest } from 'fastify';
import { errorCodes } from '@bloom/contract/errors';
import { AppError, groupFieldErrors } from './errors';
import { findUnstorableText } from './request-content';

export const malformedMultipartMessage = 'The upload is not a valid multipart/form-data body.';

export interface MultipartForm {
  /** The first file sent under each field name. */
  files: Map<string, Buffer>;
  /** The first text value sent under each field name ('' when it was cut at the size limit). */
  fields: Map<string, string>;
}

/**
 * Reads a whole multipart/form-data body; every upload route reads its body through this. Files are
 * capped while streaming (the plugin's fileSize limit, a 413 through the error handler). Whatever else
 * the parser refuses (no or the wrong boundary, a truncated body, bytes that are not multipart) is a
 * 400, and text fields pass the same check for unstorable characters as JSON bodies.
 */
export async function readMultipartForm(request: FastifyRequest): Promise<MultipartForm> {
  const form: MultipartForm = { files: new Map(), fields: new Map() };
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (!form.files.has(part.fieldname)) form.files.set(part.fieldname, bytes);
      } else if (!form.fields.has(part.fieldname)) {
        form.fields.set(part.fieldname, part.valueTruncated ? '' : String(part.value));
      }
    }
  } catch (error) {
    // The plugin's own errors (limits, not multipart) carry their 4xx; the parser's carry nothing.
    const status = (error as { statusCode?: unknown }).statusCode;
    if (typeof status === 'number' && status >= 400 && status < 500) throw error;
    throw new AppError(400, errorCodes.malformedBody, malformedMultipartMessage);
  }
  const unstorable = findUnstorableText(Object.fromEntries(form.fields));
  if (unstorable.length > 0) throw AppError.validation(groupFieldErrors(unstorable));
  return form;
}
