import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface CapturedMail {
  to: string[];
  raw: string;
  /** The Message-ID header, the same on every delivery of one outbox row. */
  messageId: string;
  subject: string;
}

export interface SmtpCapture {
  url: string;
  received: CapturedMail[];
  close(): Promise<void>;
}

const header = (raw: string, name: string) => new RegExp(`^${name}:\\s*(.+)$`, 'im').exec(raw)?.[1]?.trim() ?? '';

/**
 * A real SMTP listener on a free loopback port that keeps every message it is handed. `replyDelayMs`
 * holds each "250 OK" back (a slow mail server), so a sender killed mid-burst is often caught between
 * handing a message over and hearing that it was taken.
 */
export async function startSmtpCapture({ replyDelayMs = 0 } = {}): Promise<SmtpCapture> {
  const received: CapturedMail[] = [];
  const smtp = new SMTPServer({
    secure: false,
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw, messageId: header(raw, 'Message-ID'), subject: header(raw, 'Subject') });
        setTimeout(() => callback(), replyDelayMs);
      });
    },
  });
  smtp.on('error', () => undefined);
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => smtp.close(() => resolve())),
  };
}
