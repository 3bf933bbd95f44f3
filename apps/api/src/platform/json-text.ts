import type { FastifyReply } from 'fastify';

/**
 * Answers with JSON already written as text, past the route's per-request schema check and serializer:
 * Fastify sends a string as it is when its type is JSON. For an answer kept in memory (checked against its
 * schema when it was written), one put together from such parts, or one built field by field as its
 * contract type (the leaderboard: checking ten rows per request was a tenth of the route's main thread on
 * PGlite); the route's tests check each against its schema.
 */
export function sendJsonText(reply: FastifyReply, text: string): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(text);
}
