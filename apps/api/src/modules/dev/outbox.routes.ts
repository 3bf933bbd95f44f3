import type { onRequestAsyncHookHandler } from 'fastify';
import { desc, sql } from 'drizzle-orm';
import { z } from 'zod';
import { outboxMessages } from '@bloom/db/schema';
import type { App, AppDeps } from '../../platform/deps';
import { AppError } from '../../platform/errors';

/**
 * The mailbox shows every one-time code, so it answers only a client on this machine. The socket's own
 * address decides, never a forwarding header: a proxy on this machine makes every client look local, so
 * behind one the mailbox must stay off (production turns it off altogether).
 */
function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  const ipv4 = address.startsWith('::ffff:') ? address.slice('::ffff:'.length) : address;
  return address === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(ipv4);
}

const onlyThisMachine: onRequestAsyncHookHandler = async (request) => {
  if (!isLoopback(request.socket.remoteAddress)) throw AppError.forbidden('The development mailbox answers only on this machine.');
};

const outboxItemSchema = z.object({
  id: z.number(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  attachments: z.array(z.object({ filename: z.string(), contentType: z.string(), content: z.string() })),
  status: z.string(),
  created_at: z.string(),
});

const querySchema = z.object({
  to: z.string().max(320).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

async function readOutbox(deps: AppDeps, query: z.infer<typeof querySchema>) {
  const rows = await deps.db
    .select()
    .from(outboxMessages)
    .where(query.to ? sql`lower(${outboxMessages.to}) = lower(${query.to})` : undefined)
    .orderBy(desc(outboxMessages.createdAt), desc(outboxMessages.id))
    .limit(query.limit);
  return rows.map((row) => ({
    id: row.id,
    to: row.to,
    subject: row.subject,
    text: row.text,
    html: row.html,
    attachments: row.attachments as z.infer<typeof outboxItemSchema>['attachments'],
    status: row.status,
    created_at: row.createdAt.toISOString(),
  }));
}

/** The development mailbox: every message the product sent, newest first. Off in production. */
export async function devOutboxRoutes(app: App, deps: AppDeps): Promise<void> {
  app.get(
    '/dev/outbox/',
    { onRequest: onlyThisMachine, schema: { tags: ['development'], querystring: querySchema, response: { 200: z.array(outboxItemSchema) } } },
    async (request) => readOutbox(deps, request.query),
  );
}

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export function devMailPage(app: App, deps: AppDeps): void {
  app.get('/dev/mail', { onRequest: onlyThisMachine, schema: { hide: true, querystring: querySchema } }, async (request, reply) => {
    const messages = await readOutbox(deps, request.query);
    const items = messages
      .map(
        (m) => `<article><header><strong>${escapeHtml(m.subject)}</strong><span>to ${escapeHtml(m.to)} · ${escapeHtml(
          m.created_at,
        )} · ${escapeHtml(m.status)}</span></header><pre>${escapeHtml(m.text)}</pre>${m.attachments
          .map((a) => `<p>Attachment: ${escapeHtml(a.filename)}</p>`)
          .join('')}</article>`,
      )
      .join('');
    return reply.type('text/html; charset=utf-8').send(`<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>Bloom dev mail</title>
<style>body{font-family:system-ui,sans-serif;max-width:48rem;margin:2rem auto;padding:0 1rem;color:#1f2937}
article{border:1px solid #e5e7eb;border-radius:12px;padding:1rem;margin:1rem 0}header{display:flex;flex-direction:column;gap:.25rem}
span{color:#4b5563;font-size:.875rem}pre{white-space:pre-wrap;font-family:inherit}</style></head>
<body><h1>Development mailbox</h1><p>Messages the app has sent, newest first. Only on this machine, and never in production.</p>
${items || '<p>No messages yet.</p>'}</body></html>`);
  });
}
