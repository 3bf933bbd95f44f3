import { createServer, type AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs, outboxMessages } from '@bloom/db/schema';
import { createTestApp, createTestClock, type TestContext } from '../../test/helper';
import { MAIL_JOB } from '../../platform/mail';
import { extractCode, post, signupPayload } from './test-accounts';

interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
}

/** A real SMTP listener on a free port; `rejectNext` makes it refuse that many deliveries with a temporary error. */
const received: ReceivedMail[] = [];
let rejectNext = 0;
const smtp = new SMTPServer({
  secure: false,
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onRcptTo(address, _session, callback) {
    if (rejectNext > 0) {
      rejectNext -= 1;
      return callback(Object.assign(new Error('Mailbox busy, try again later'), { responseCode: 451 }));
    }
    callback();
  },
  onData(stream, session, callback) {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => {
      received.push({
        from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
        to: session.envelope.rcptTo.map((r) => r.address),
        raw: Buffer.concat(chunks).toString('utf8'),
      });
      callback();
    });
  },
});
smtp.on('error', () => undefined);

const clock = createTestClock();
/** Jobs are queued at the database's now(), so the clock must not lag behind the real time. */
async function runJobs(): Promise<number> {
  if (clock.now().getTime() < Date.now()) clock.set(new Date());
  return ctx.deps.jobs.runDue();
}
let ctx: TestContext;

beforeAll(async () => {
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  ctx = await createTestApp({ clock, env: { SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_FROM: 'Bloom <no-reply@bloom.test>' } });
});
afterAll(async () => {
  await ctx.close();
  await new Promise<void>((resolve) => smtp.close(resolve));
});

async function outboxRow(to: string) {
  const [row] = await ctx.deps.db.select().from(outboxMessages).where(eq(outboxMessages.to, to));
  return row!;
}

async function mailJobOf(messageId: number) {
  const rows = await ctx.deps.db.select().from(jobs).where(eq(jobs.kind, MAIL_JOB));
  return rows.find((job) => (job.payload as { messageId: number }).messageId === messageId)!;
}

describe('account mail over SMTP', () => {
  it('delivers the verification code to a real SMTP listener and marks the outbox row sent', async () => {
    const payload = signupPayload();
    const res = await post(ctx, '/api/signup/', payload);
    expect(res.statusCode).toBe(201);
    expect(received.filter((m) => m.to.includes(payload.email))).toHaveLength(0);

    await runJobs();
    const mails = received.filter((m) => m.to.includes(payload.email));
    expect(mails).toHaveLength(1);
    const row = await outboxRow(payload.email);
    const code = extractCode(row.text);
    expect(mails[0]!.from).toBe('no-reply@bloom.test');
    expect(mails[0]!.raw).toContain('Subject: Your Bloom verification code');
    expect(mails[0]!.raw).toContain(code);
    expect(row.status).toBe('sent');

    // The code from the delivered mail verifies the address.
    const verify = await post(ctx, '/api/verify-email/', { email: payload.email, otp: code });
    expect(verify.statusCode).toBe(200);
  });

  it('a failing send never fails the signup: the message stays pending and is retried until it goes out', async () => {
    rejectNext = 2;
    const payload = signupPayload();
    const res = await post(ctx, '/api/signup/', payload);
    expect(res.statusCode).toBe(201);

    await runJobs();
    let row = await outboxRow(payload.email);
    let job = await mailJobOf(row.id);
    expect(row.status).toBe('pending');
    expect(job).toMatchObject({ attempts: 1, doneAt: null });
    expect(job.lastError).toContain('Mailbox busy');
    // Backoff: not retried at once.
    expect(await ctx.deps.jobs.runDue()).toBe(0);

    clock.advance(31_000);
    await runJobs();
    job = await mailJobOf(row.id);
    expect(job.attempts).toBe(2);
    expect((await outboxRow(payload.email)).status).toBe('pending');

    clock.advance(61_000);
    await runJobs();
    row = await outboxRow(payload.email);
    job = await mailJobOf(row.id);
    expect(row.status).toBe('sent');
    expect(job.attempts).toBe(3);
    expect(job.doneAt).not.toBeNull();
    // Marked done in the statement that marks the mail sent: the earlier failure and the lease are cleared there.
    expect(job).toMatchObject({ lastError: null, lockedUntil: null });
    expect(received.filter((m) => m.to.includes(payload.email))).toHaveLength(1);
  });

  it('still answers the signup with 201 when the mail server cannot be reached at all', async () => {
    // A port that was free a moment ago: nothing listens there.
    const probe = createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const { port } = probe.address() as AddressInfo;
    await new Promise<void>((resolve) => probe.close(() => resolve()));
    const down = await createTestApp({ clock, env: { SMTP_URL: `smtp://127.0.0.1:${port}` } });
    try {
      const payload = signupPayload();
      const res = await post(down, '/api/signup/', payload);
      expect(res.statusCode).toBe(201);
      clock.set(new Date());
      await down.deps.jobs.runDue();
      const [row] = await down.deps.db.select().from(outboxMessages).where(eq(outboxMessages.to, payload.email));
      expect(row!.status).toBe('pending');
      const [job] = await down.deps.db.select().from(jobs).where(eq(jobs.kind, MAIL_JOB));
      expect(job!.attempts).toBe(1);
      expect(job!.lastError).toBeTruthy();
      expect(job!.canceledAt).toBeNull();
    } finally {
      await down.close();
    }
  });
});
