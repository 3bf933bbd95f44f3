import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Webhook signature: `x-bloom-signature: sha256=<hex>`, where <hex> is the lower-case hex HMAC-SHA256 of
 * the raw request body (the exact bytes sent) keyed with PAYMENT_WEBHOOK_SECRET.
 */
export function signWebhookBody(body: Buffer | string, secret: string): string {
  return `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;
}

const SIGNATURE_PATTERN = /^sha256=([0-9a-f]{64})$/i;

/** Constant-time comparison; a missing or malformed header is simply not valid. */
export function isValidWebhookSignature(body: Buffer, header: string | string[] | undefined, secret: string): boolean {
  if (typeof header !== 'string') return false;
  const match = SIGNATURE_PATTERN.exec(header.trim());
  if (!match) return false;
  const given = Buffer.from(match[1]!, 'hex');
  const expected = createHmac('sha256', secret).update(body).digest();
  return given.length === expected.length && timingSafeEqual(given, expected);
}
