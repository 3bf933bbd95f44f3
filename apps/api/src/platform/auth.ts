import type { FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { errorCodes, genericErrorMessages } from '@bloom/contract/errors';
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
