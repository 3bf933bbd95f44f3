import { eq } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '@bloom/db/client';
import { outboxMessages } from '@bloom/db/schema';
import { enqueueJob, type JobRunner } from './jobs';

export interface MailAttachment {
  filename: string;
  contentType: string;
  content: string;
}

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments?: MailAttachment[];
}

export const MAIL_JOB = 'mail.send';

/**
 * Records a message in the outbox and schedules its delivery, inside the caller's transaction: the mail
 * exists exactly when the change that caused it does. Delivery happens later and never fails a request.
 */
export async function queueMail(db: Db, message: MailMessage): Promise<void> {
  const [row] = await db
    .insert(outboxMessages)
    .values({
      to: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html,
      attachments: message.attachments ?? [],
    })
    .returning({ id: outboxMessages.id });
  await enqueueJob(db, { kind: MAIL_JOB, payload: { messageId: row!.id } });
}

export interface MailTransport {
  /** Without SMTP the outbox table is the transport and delivery only marks the row sent. */
  readonly name: 'outbox' | 'smtp';
  send(message: MailMessage & { from: string }): Promise<void>;
  close(): void;
}

export function createMailTransport(smtpUrl: string | undefined): MailTransport {
  if (!smtpUrl) return { name: 'outbox', send: async () => undefined, close: () => undefined };
  const transporter = nodemailer.createTransport(smtpUrl);
  return {
    name: 'smtp',
    async send(message) {
      await transporter.sendMail({
        from: message.from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        attachments: message.attachments?.map((a) => ({
          filename: a.filename,
          contentType: a.contentType,
          content: a.content,
        })),
      });
    },
    close: () => transporter.close(),
  };
}

export function registerMailDelivery(
  runner: JobRunner,
  db: Db,
  transport: MailTransport,
  from: string,
  log: FastifyBaseLogger,
): void {
  runner.register(MAIL_JOB, async (payload) => {
    const id = Number(payload.messageId);
    const [message] = await db.select().from(outboxMessages).where(eq(outboxMessages.id, id));
    if (!message || message.status === 'sent') return;
    await transport.send({
      from,
      to: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html,
      attachments: message.attachments as MailAttachment[],
    });
    await db.update(outboxMessages).set({ status: 'sent', sentAt: new Date() }).where(eq(outboxMessages.id, id));
    log.info({ mailId: id, to: message.to, subject: message.subject, transport: transport.name }, 'mail delivered');
  });
}
