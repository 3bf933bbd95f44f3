import { randomInt } from 'node:crypto';

const REFERRAL_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** Eight characters without look-alikes (no I, O, 0, 1): easy to read out and to type. */
export function generateReferralCode(): string {
  let code = '';
  for (let i = 0; i < 8; i += 1) code += REFERRAL_ALPHABET[randomInt(0, REFERRAL_ALPHABET.length)];
  return code;
}
