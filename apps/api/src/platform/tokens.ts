import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';
import { randomUUID } from 'node:crypto';
import type { Clock } from './clock';

/** The one signing algorithm tokens are issued with and accepted in. */
const ALGORITHM = 'HS256';
const ISSUER = 'bloom';
export const ACCESS_TOKEN_TTL_SECONDS = 7 * 24 * 3600;
export const REFRESH_TOKEN_TTL_SECONDS = 30 * 24 * 3600;

export type TokenType = 'access' | 'refresh';

export interface TokenPair {
  access: string;
  refresh: string;
}

export interface TokenService {
  issuePair(userId: number): Promise<TokenPair>;
  /** Returns the user id, or null when the token is malformed, forged, expired or of the other type. */
  verify(token: string, type: TokenType): Promise<number | null>;
}

export function createTokenService(secret: string, clock: Clock): TokenService {
  const key = new TextEncoder().encode(secret);
  const nowSeconds = () => Math.floor(clock.now().getTime() / 1000);

  const sign = (userId: number, type: TokenType, ttl: number) =>
    new SignJWT({ token_type: type })
      .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
      .setSubject(String(userId))
      .setIssuer(ISSUER)
      .setJti(randomUUID())
      .setIssuedAt(nowSeconds())
      .setExpirationTime(nowSeconds() + ttl)
      .sign(key);

  return {
    async issuePair(userId) {
      return {
        access: await sign(userId, 'access', ACCESS_TOKEN_TTL_SECONDS),
        refresh: await sign(userId, 'refresh', REFRESH_TOKEN_TTL_SECONDS),
      };
    },
    async verify(token, type) {
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: [ALGORITHM],
          issuer: ISSUER,
          currentDate: clock.now(),
        });
        if (payload.token_type !== type) return null;
        const userId = Number(payload.sub);
        return Number.isSafeInteger(userId) && userId > 0 ? userId : null;
      } catch (error) {
        if (error instanceof joseErrors.JOSEError || error instanceof TypeError) return null;
        throw error;
      }
    },
  };
}
