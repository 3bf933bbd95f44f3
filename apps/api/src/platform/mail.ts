import { eq, sql } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '@bloom/db/client';
import { jobs, outboxMessages } from '@bloom/db/schema';
import { completeJob, enqueueJobs, JOB_MARKED_DONE, jobsInsert, type JobRunner, type NewJob } from './jobs';

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
  await queueMails(db, [message]);
}

/**
 * `queueMail` for several messages, in one statement: the outbox rows and their delivery jobs, and any other
 * jobs of the same change (`alongside`, a booking's reminders say), which would otherwise take a round trip of
 * their own.
 */
export async function queueMails(db: Db, messages: readonly MailMessage[], alongside: readonly NewJob[] = []): Promise<void> {
  if (messages.length === 0) return enqueueJobs(db, alongside);
  const outbox = db
    .insert(outboxMessages)
    .values(messages.map((message) => ({ to: message.to, subject: message.subject, text: message.text, html: message.html, attachments: message.attachments ?? [] })))
    .returning({ id: outboxMessages.id });
  const others = alongside.length > 0 ? sql`, others as (${jobsInsert(db, alongside).getSQL()})` : sql``;
  await db.execute(sql`
    with queued as (${outbox.getSQL()})${others}
    insert into ${jobs} (kind, payload) select ${MAIL_JOB}, jsonb_build_object('messageId', queued.id) from queued`);
}

export interface MailTransport {
  /** Without SMTP the outbox table is the transport and delivery only marks the row sent. */
  readonly name: 'outbox' | 'smtp';
  /** `messageId` is the same on every try of one outbox row, so a mailbox shows a repeated delivery once. */
  send(message: MailMessage & { from: string; messageId: string }): Promise<void>;
  close(): void;
}

export function createMailTransport(smtpUrl: string | undefined): MailTransport {
  if (!smtpUrl) return { name: 'outbox', send: async () => undefined, close: () => undefined };
  // Every wait ends well inside a job's lease (platform/jobs.ts), so a slow server never gets one
  // message sent by two processes at once.
  const transporter = nodemailer.createTransport({ url: smtpUrl, connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 30_000 });
  return {
    name: 'smtp',
    async send(message) {
      await transporter.sendMail({
        messageId: message.messageId,
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

/** The Message-ID of an outbox row: `<outbox.12.1732350000000@bloom.example>`, on the sender's domain. */
export function outboxMessageId(id: number, createdAt: Date, from: string): string {
  const domain = /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? 'bloom.local';
  return `<outbox.${id}.${createdAt.getTime()}@${domain}>`;
}

export function registerMailDelivery(
  runner: JobRunner,
  db: Db,
  transport: MailTransport,
  from: string,
  log: FastifyBaseLogger,
): void {
  runner.register(MAIL_JOB, async (payload, job) => {
    const id = Number(payload.messageId);
    const [message] = await db.select().from(outboxMessages).where(eq(outboxMessages.id, id));
    if (!message || message.status === 'sent') return;
    await transport.send({
      messageId: outboxMessageId(message.id, message.createdAt, from),
      from,
      to: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html,
      attachments: message.attachments as MailAttachment[],
    });
    const sentAt = new Date();
    await completeJob(db, job.id, sentAt, db.update(outboxMessages).set({ status: 'sent', sentAt }).where(eq(outboxMessages.id, id)));
    log.info({ mailId: id, to: message.to, subject: message.subject, transport: transport.name }, 'mail delivered');
    return JOB_MARKED_DONE;
  });
}
