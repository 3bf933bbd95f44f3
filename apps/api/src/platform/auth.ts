import type { FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { errorCodes, genericErrorMessages } from '@bloom/contract/errors';
import { AppError } from './errors';
import type { AuthSession, TokenService } from './tokens';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the auth guard; read it with `currentUserId(request)` or `currentSession(request)`. */
    authSession?: AuthSession;
  }
}

/** The bearer token of the request, if it carries one. */
export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  return header ? /^Bearer\s+(\S+)$/i.exec(header)?.[1] : undefined;
}

/**
 * The onRequest hook of every protected route: a live access token in `Authorization: Bearer ...`.
 * One indexed query (tokens.verifyAccess), which also tells requireVerified whether the email is verified.
 */
export function createAuthGuard(tokens: TokenService): onRequestAsyncHookHandler {
  return async (request) => {
    const token = bearerToken(request);
    if (!token) throw AppError.unauthenticated();
    const session = await tokens.verifyAccess(token);
    if (!session) throw new AppError(401, errorCodes.tokenInvalid, genericErrorMessages.tokenInvalid);
    request.authSession = session;
  };
}

export function currentSession(request: FastifyRequest): AuthSession {
  if (request.authSession === undefined) throw AppError.unauthenticated();
  return request.authSession;
}

export function currentUserId(request: FastifyRequest): number {
  return currentSession(request).userId;
}

/**
 * The onRequest hook of every route that spends or takes something (credits, bookings, stories, likes,
 * comments, redemptions, invitations, school membership): a signed-in user whose email is verified.
 * An unverified account may still verify, resend, read its own profile, set its timezone and log out
 * (test/unverified-accounts.test.ts holds that list and checks every other route against it).
 */
export function createVerifiedGuard(requireAuth: onRequestAsyncHookHandler): onRequestAsyncHookHandler {
  return async function requireVerified(request, reply) {
    await requireAuth.call(this, request, reply);
    if (!currentSession(request).isEmailVerified) {
      throw new AppError(403, errorCodes.emailNotVerified, genericErrorMessages.emailNotVerified);
    }
  };
}
