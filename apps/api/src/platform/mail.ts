import { eq, sql } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '@bloom/db/client';
import { jobs, outboxMessages } from '@bloom/db/schema';
import { preparedRead } from './prepared';
import { enqueueJobs, JOB_MARKED_DONE, jobRow, preparedJobCompletion, type JobRunner, type NewJob } from './jobs';

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
 * their own. Its text is the same for any number of each (the rows go in as arrays), so each connection
 * prepares it once and a request builds little of it.
 */
export async function queueMails(db: Db, messages: readonly MailMessage[], alongside: readonly NewJob[] = []): Promise<void> {
  if (messages.length === 0) return enqueueJobs(db, alongside);
  const messageColumn = (pick: (message: MailMessage) => string) => sql.param(messages.map(pick));
  const others = alongside.map(jobRow);
  const jobColumn = (pick: (job: ReturnType<typeof jobRow>) => string | null) => sql.param(others.map(pick));
  await db.execute(sql`
    with queued as (
      insert into ${outboxMessages} ("to", subject, text, html, attachments)
      select m."to", m.subject, m.text, m.html, m.attachments::jsonb
      from unnest(${messageColumn((m) => m.to)}::text[], ${messageColumn((m) => m.subject)}::text[], ${messageColumn((m) => m.text)}::text[],
        ${messageColumn((m) => m.html)}::text[], ${messageColumn((m) => JSON.stringify(m.attachments ?? []))}::text[]) as m("to", subject, text, html, attachments)
      returning id),
    others as (
      insert into ${jobs} (kind, payload, run_at, subject_key)
      select j.kind, j.payload::jsonb, j.run_at, j.subject_key
      from unnest(${jobColumn((j) => j.kind)}::text[], ${jobColumn((j) => JSON.stringify(j.payload))}::text[], ${jobColumn((j) => j.runAt?.toISOString() ?? null)}::timestamptz[],
        ${jobColumn((j) => j.subjectKey)}::text[]) as j(kind, payload, run_at, subject_key))
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

/** The outbox rows of a batch of mail jobs, in one statement. */
const outboxMessagesById = preparedRead((db) =>
  db
    .select()
    .from(outboxMessages)
    .where(sql`${outboxMessages.id} = any(${sql.placeholder('ids')}::int[])`)
    .prepare('outbox_messages_by_id'),
);

/** The outbox row marked sent and its job done, in one statement. */
const markSent = preparedJobCompletion('mark_mail_sent', (db) =>
  db
    .update(outboxMessages)
    .set({ status: 'sent', sentAt: sql`${sql.placeholder('now')}::timestamptz` })
    .where(eq(outboxMessages.id, sql.placeholder('messageId')))
    .getSQL(),
);

export function registerMailDelivery(
  runner: JobRunner,
  db: Db,
  transport: MailTransport,
  from: string,
  log: FastifyBaseLogger,
): void {
  runner.register(MAIL_JOB, {
    batch: async (payloads) => {
      const messages = await outboxMessagesById(db).execute({ ids: payloads.map((payload) => Number(payload.messageId)) });
      const byId = new Map(messages.map((message) => [message.id, message]));
      return async (payload, job) => {
        const message = byId.get(Number(payload.messageId));
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
        await markSent(db).execute({ jobId: job.id, now: new Date().toISOString(), messageId: message.id });
        log.info({ mailId: message.id, to: message.to, subject: message.subject, transport: transport.name }, 'mail delivered');
        return JOB_MARKED_DONE;
      };
    },
  });
}
