import type { FastifyReply } from 'fastify';

/**
 * Answers with JSON already written as text (an answer kept in memory, checked against its schema when it
 * was written), past the route's per-request serializer: Fastify sends a string as it is when its type is JSON.
 */
export function sendJsonText(reply: FastifyReply, text: string): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(text);
}
