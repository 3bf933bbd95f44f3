import type { APIRequestContext } from '@playwright/test';

/** One message of the development mailbox (GET /api/dev/outbox/, newest first). */
export interface OutboxMessage {
  id: number;
  to: string;
  subject: string;
  text: string;
  html: string;
  created_at: string;
}

export async function readOutbox(request: APIRequestContext, to: string): Promise<OutboxMessage[]> {
  const response = await request.get('/api/dev/outbox/', { params: { to } });
  if (!response.ok()) throw new Error(`outbox answered ${response.status()}`);
  return (await response.json()) as OutboxMessage[];
}

/** The id of the newest message to this address (0 when none): pass it to `waitForCode` as `afterId`. */
export async function latestOutboxId(request: APIRequestContext, to: string): Promise<number> {
  const [newest] = await readOutbox(request, to);
  return newest?.id ?? 0;
}

/**
 * The six-digit code of the newest message to `to` that is newer than `afterId`, as a person would read
 * it from their inbox. Polls, since mail is queued in the same transaction and may land a moment later.
 */
export async function waitForCode(
  request: APIRequestContext,
  to: string,
  { afterId = 0, subject, timeoutMs = 10_000 }: { afterId?: number; subject?: RegExp; timeoutMs?: number } = {},
): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const messages = await readOutbox(request, to);
    for (const message of messages) {
      if (message.id <= afterId || (subject && !subject.test(message.subject))) continue;
      const code = /\b(\d{6})\b/.exec(message.text)?.[1];
      if (code) return code;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no code mailed to ${to} within ${timeoutMs} ms`);
}
