import type { FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { eq } from 'drizzle-orm';
import { errorCodes, genericErrorMessages } from '@bloom/contract/errors';
import type { Db } from '@bloom/db/client';
import { users } from '@bloom/db/schema';
import { AppError } from './errors';
import type { TokenService } from './tokens';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the auth guard; read it with `currentUserId(request)`. */
    authUserId?: number;
  }
}

/** The onRequest hook of every protected route: a valid access token in `Authorization: Bearer ...`. */
export function createAuthGuard(tokens: TokenService): onRequestAsyncHookHandler {
  return async (request) => {
    const header = request.headers.authorization;
    const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
    if (!match) throw AppError.unauthenticated();
    const userId = await tokens.verify(match[1]!, 'access');
    if (userId === null) throw new AppError(401, errorCodes.tokenInvalid, genericErrorMessages.tokenInvalid);
    request.authUserId = userId;
  };
}

export function currentUserId(request: FastifyRequest): number {
  if (request.authUserId === undefined) throw AppError.unauthenticated();
  return request.authUserId;
}

/**
 * The onRequest hook of every route that spends or takes something (credits, bookings, stories, likes,
 * comments, redemptions, invitations, school membership): a signed-in user whose email is verified.
 * An unverified account may still verify, resend, read its own profile, set its timezone and log out.
 */
export function createVerifiedGuard(requireAuth: onRequestAsyncHookHandler, db: Db): onRequestAsyncHookHandler {
  return async function requireVerified(request, reply) {
    await requireAuth.call(this, request, reply);
    const [user] = await db.select({ emailVerified: users.emailVerified }).from(users).where(eq(users.id, currentUserId(request)));
    if (!user) throw new AppError(401, errorCodes.tokenInvalid, genericErrorMessages.tokenInvalid);
    if (!user.emailVerified) throw new AppError(403, errorCodes.emailNotVerified, genericErrorMessages.emailNotVerified);
  };
}
