import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { OTP_LENGTH } from '@bloom/contract/accounts';

/** Six random digits from the operating system's CSPRNG, leading zeros kept. */
export function generateOneTimeCode(): string {
  return String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0');
}

interface CodeOwner {
  userId: number;
  purpose: string;
}

/**
 * Codes are stored as an HMAC keyed with a server secret and bound to their user and purpose: a copy of
 * the table alone gives no code away (six digits are too few for an unkeyed hash to hide), and equal
 * codes of two users do not look equal.
 */
export function hashOneTimeCode(key: Buffer, owner: CodeOwner, code: string): string {
  return createHmac('sha256', key).update(`${owner.userId}:${owner.purpose}:${code}`).digest('hex');
}

export function isSameCode(key: Buffer, owner: CodeOwner, code: string, storedHash: string): boolean {
  const given = Buffer.from(hashOneTimeCode(key, owner, code), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return given.length === stored.length && timingSafeEqual(given, stored);
}
