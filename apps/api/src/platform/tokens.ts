import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';
import { randomUUID } from 'node:crypto';
import type { Db } from '@bloom/db/client';
import type { Clock } from './clock';
import { createSessionCache, type SessionCache } from './session-cache';
import {
  advanceSessionEpoch,
  endTokenFamily,
  findLiveSession,
  insertTokenFamily,
  lockTokenFamily,
  readSessionEpoch,
  setRefreshJti,
} from './token-families.repository';

/** The one signing algorithm tokens are issued with and accepted in. */
const ALGORITHM = 'HS256';
const ISSUER = 'bloom';
export const ACCESS_TOKEN_TTL_SECONDS = 7 * 24 * 3600;
/** A sign-in's absolute lifetime: refresh tokens rotate, but no rotation extends it. */
export const REFRESH_TOKEN_TTL_SECONDS = 30 * 24 * 3600;
/** User ids are PostgreSQL integers; a larger subject is no user (and must never reach a query). */
const USER_ID_MAX = 2_147_483_647;
const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export type TokenType = 'access' | 'refresh';

export interface TokenPair {
  access: string;
  refresh: string;
}

/** Who a live access token belongs to. */
export interface AuthSession {
  userId: number;
  sessionId: string;
  isEmailVerified: boolean;
}

export interface TokenService {
  /**
   * Starts a sign-in (a token family). `sessionEpoch` is the user's epoch as read together with the
   * password just checked, so a sign-in racing a password reset cannot outlive it; without it the
   * current epoch is read.
   */
  issuePair(userId: number, sessionEpoch?: number): Promise<TokenPair>;
  /** The session of a live access token, or null: malformed, forged, expired, other type, or ended. */
  verifyAccess(token: string): Promise<AuthSession | null>;
  /**
   * A new pair for the family's current refresh token, or null. A refresh token that was already used
   * ends its family: one of its two holders is not the student.
   */
  rotate(refreshToken: string): Promise<TokenPair | null>;
  endSession(sessionId: string): Promise<void>;
  /** Inside the caller's transaction: ends every session the user has (a password reset). */
  endAllSessions(tx: Db, userId: number): Promise<void>;
}

interface Claims {
  userId: number;
  sessionId: string;
  jti: string;
}

interface VerifiedClaims extends Claims {
  /** The token's `exp`, in milliseconds. */
  expiresAt: number;
}

function parseUserId(subject: unknown): number | null {
  if (typeof subject !== 'string' || !/^[1-9][0-9]{0,9}$/.test(subject)) return null;
  const id = Number(subject);
  return id <= USER_ID_MAX ? id : null;
}

/**
 * `sessionCache`: the server's (app.ts); without one every access token is checked in the database, as the
 * scripts and benchmarks that sign students in need.
 */
export function createTokenService(secret: string, clock: Clock, db: Db, sessionCache: SessionCache = createSessionCache()): TokenService {
  const key = new TextEncoder().encode(secret);
  const nowSeconds = () => Math.floor(clock.now().getTime() / 1000);

  const sign = (type: TokenType, claims: Claims, expiresAt: number) =>
    new SignJWT({ token_type: type, sid: claims.sessionId })
      .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
      .setSubject(String(claims.userId))
      .setIssuer(ISSUER)
      .setJti(claims.jti)
      .setIssuedAt(nowSeconds())
      .setExpirationTime(expiresAt)
      .sign(key);

  async function signPair(userId: number, sessionId: string, refreshJti: string, familyExpiresAt: Date): Promise<TokenPair> {
    const familyExpiry = Math.floor(familyExpiresAt.getTime() / 1000);
    return {
      access: await sign('access', { userId, sessionId, jti: randomUUID() }, Math.min(nowSeconds() + ACCESS_TOKEN_TTL_SECONDS, familyExpiry)),
      refresh: await sign('refresh', { userId, sessionId, jti: refreshJti }, familyExpiry),
    };
  }

  /** The one check of a token itself: signature, algorithm, issuer, expiry (required), type and claims. */
  async function readClaims(token: string, type: TokenType): Promise<VerifiedClaims | null> {
    try {
      const { payload } = await jwtVerify(token, key, {
        algorithms: [ALGORITHM],
        issuer: ISSUER,
        currentDate: clock.now(),
        requiredClaims: ['exp', 'iat', 'sub', 'jti', 'sid'],
      });
      const userId = parseUserId(payload.sub);
      const { sid, jti } = payload;
      if (payload.token_type !== type || userId === null) return null;
      if (typeof sid !== 'string' || !UUID_PATTERN.test(sid) || typeof jti !== 'string' || !UUID_PATTERN.test(jti)) return null;
      return { userId, sessionId: sid, jti, expiresAt: payload.exp! * 1000 };
    } catch (error) {
      if (error instanceof joseErrors.JOSEError || error instanceof TypeError) return null;
      throw error;
    }
  }

  return {
    async issuePair(userId, sessionEpoch) {
      const epoch = sessionEpoch ?? (await readSessionEpoch(db, userId));
      if (epoch === undefined) throw new Error(`no user ${userId} to sign in`);
      const family = {
        id: randomUUID(),
        userId,
        sessionEpoch: epoch,
        refreshJti: randomUUID(),
        expiresAt: new Date((nowSeconds() + REFRESH_TOKEN_TTL_SECONDS) * 1000),
      };
      await insertTokenFamily(db, family);
      return signPair(userId, family.id, family.refreshJti, family.expiresAt);
    },

    async verifyAccess(token) {
      const cached = sessionCache.get(token, clock.now().getTime());
      if (cached) return cached;
      const generation = sessionCache.generation();
      const claims = await readClaims(token, 'access');
      if (!claims) return null;
      const live = await findLiveSession(db, claims.sessionId, claims.userId);
      if (!live) return null;
      const session = { userId: claims.userId, sessionId: claims.sessionId, isEmailVerified: live.isEmailVerified };
      sessionCache.remember(token, session, claims.expiresAt, generation, clock.now().getTime());
      return session;
    },

    async rotate(refreshToken) {
      const claims = await readClaims(refreshToken, 'refresh');
      if (!claims) return null;
      return db.transaction(async (tx) => {
        const family = await lockTokenFamily(tx, claims.sessionId, claims.userId);
        if (!family?.isLive) return null;
        if (family.refreshJti !== claims.jti) {
          await endTokenFamily(tx, claims.sessionId, 'refresh_replayed', clock.now());
          sessionCache.forgetSession(claims.sessionId, clock.now().getTime());
          return null;
        }
        const refreshJti = randomUUID();
        await setRefreshJti(tx, claims.sessionId, refreshJti);
        return signPair(claims.userId, claims.sessionId, refreshJti, family.expiresAt);
      });
    },

    async endSession(sessionId) {
      await endTokenFamily(db, sessionId, 'logout', clock.now());
      sessionCache.forgetSession(sessionId, clock.now().getTime());
    },

    async endAllSessions(tx, userId) {
      await advanceSessionEpoch(tx, userId);
      sessionCache.forgetUser(userId, clock.now().getTime());
    },
  };
}
