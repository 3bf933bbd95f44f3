import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingMessages } from '@bloom/contract/bookings';
import { bookings, communityPostLikes, communityPosts, creditEntries, jobs, outboxMessages, pointEntries, pointTotals, schoolCreditEntries, studentProfiles } from '@bloom/db/schema';
import { outboxMessageId, MAIL_JOB } from '../platform/mail';
import { createCoach, createStudent, slotAfter, type TestStudent } from '../modules/bookings/booking-test-fixtures';
import { BOOKING_REMINDER_JOB, bookingSubject } from '../modules/bookings/reminders';
import { createSchool } from '../modules/community/test-fixtures';
import { createPartnerSchool } from '../modules/credits/test-fixtures';
import { grantTestPoints } from '../modules/gamification/test-points';
import { createTestReward } from '../modules/rewards/test-rewards';
import { createTestApp, createTestDatabase, isPostgres, type TestContext } from './helper';
import { freePorts, serverProcess, throughEach, type Answer, type ServerProcess } from './server-processes';
import { startSmtpCapture, type SmtpCapture } from './smtp-capture';

/**
 * Issue 13: any number of server processes serve one school on one PostgreSQL. Two real server processes
 * (production settings, real SMTP) share one database; every race goes through both at once. This test
 * process only writes the fixtures (students, coaches, rewards) and reads the tables afterwards.
 *
 * A new race is a few lines: make its rows with `ctx`, send the requests with `throughEach(servers, ...)`,
 * then count what the tables hold.
 */
describe.runIf(isPostgres)('several server processes on one PostgreSQL', () => {
  let ctx: TestContext;
  let smtp: SmtpCapture;
  let dataDir: string;
  let servers: ServerProcess[];
  let coachId: number;
  const MAIL_FROM = 'Bloom <sessions@bloom.example>';

  beforeAll(async () => {
    const database = await createTestDatabase();
    const jwtSecret = randomBytes(32).toString('hex');
    ctx = await createTestApp({ database, jwtSecret });
    smtp = await startSmtpCapture({ replyDelayMs: 100 });
    dataDir = await mkdtemp(path.join(tmpdir(), 'bloom-processes-'));
    const env = {
      NODE_ENV: 'production',
      DATABASE_URL: database.url!,
      JWT_SECRET: jwtSecret,
      PAYMENT_WEBHOOK_SECRET: randomBytes(32).toString('hex'),
      SMTP_URL: smtp.url,
      MAIL_FROM,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      DATABASE_POOL_SIZE: '8',
      PUBLIC_URL: 'https://bloom.example',
    };
    const ports = await freePorts(2, 3440, 3499);
    servers = [serverProcess('server A', ports[0]!, env), serverProcess('server B', ports[1]!, env)];
    // Both start at once, as after a deploy: the migration lock lets one migrate while the other waits.
    await Promise.all(servers.map((server) => server.start()));
    coachId = await createCoach(ctx);
  }, 240_000);

  afterAll(async () => {
    await Promise.all((servers ?? []).map((server) => server.kill('SIGTERM')));
    await smtp?.close();
    await ctx?.close();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  const bearer = (student: TestStudent) => ({ authorization: student.headers.authorization });
  const book = (student: TestStudent, slot: { start_time: string; end_time: string }, mentorId = coachId) => (server: ServerProcess) =>
    server.call('POST', '/api/book-session/', {
      headers: bearer(student),
      body: { student_profile: student.profileId, mentor_profile: mentorId, ...slot, pre_session_note: 'N/A', is_default: false, is_rescheduled: false },
    });
  const allocate = (student: TestStudent) => (server: ServerProcess) =>
    server.call('POST', '/api/gamification/credits/allocate-from-school/', { headers: bearer(student), body: { credits_to_allocate: 1 } });
  const redeem = (student: TestStudent, rewardId: number) => (server: ServerProcess) =>
    server.call('POST', '/api/gamification/redeem-reward/', { headers: bearer(student), body: { reward_id: rewardId } });
  const statusesOf = (answers: Answer[]) => answers.map((a) => a.status);

  async function studentsAt(schoolId: number | null, count: number, credits = 2): Promise<TestStudent[]> {
    const students = await Promise.all(Array.from({ length: count }, () => createStudent(ctx, { credits })));
    if (schoolId !== null) {
      for (const student of students) await ctx.deps.db.update(studentProfiles).set({ schoolId }).where(eq(studentProfiles.id, student.profileId));
    }
    return students;
  }

  /** Waits until every mail job is done (or until the time is up), then gives the pollers a moment more. */
  async function mailQueueDrained(timeoutMs: number): Promise<number> {
    const deadline = Date.now() + timeoutMs;
    let open = Infinity;
    while (Date.now() < deadline) {
      const [row] = await ctx.deps.db
        .select({ n: sql<number>`count(*)::int` })
        .from(jobs)
        .where(and(eq(jobs.kind, MAIL_JOB), isNull(jobs.doneAt), isNull(jobs.canceledAt)));
      open = row!.n;
      if (open === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    await new Promise((resolve) => setTimeout(resolve, 2500));
    return open;
  }

  it('50 students booking one slot through both: exactly one booking', async () => {
    const students = await studentsAt(null, 50, 1);
    const slot = slotAfter(new Date(), 50);
    const answers = await throughEach(servers, students.map((s) => book(s, slot)));
    const statuses = statusesOf(answers);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 400)).toHaveLength(49);
    for (const answer of answers.filter((a) => a.status === 400)) expect(answer.body).toEqual({ non_field_errors: [bookingMessages.slotTaken] });
    const rows = await ctx.deps.db
      .select()
      .from(bookings)
      .where(and(eq(bookings.mentorId, coachId), eq(bookings.startTime, new Date(slot.start_time)), sql`${bookings.status} <> 'canceled'`));
    expect(rows).toHaveLength(1);
  }, 120_000);

  it('30 allocations from a pool of 10 through both: exactly 10 credits move, the pool ends at 0', async () => {
    const school = await createPartnerSchool(ctx.deps.db, { pool: 10, creditsPerStudent: 5 });
    const students = await studentsAt(school.id, 30);
    const answers = await throughEach(servers, students.map(allocate));
    expect(statusesOf(answers).filter((s) => s === 200)).toHaveLength(10);
    expect(statusesOf(answers).filter((s) => s === 400)).toHaveLength(20);
    const [pool] = await ctx.deps.db.select({ sum: sql<number>`sum(${schoolCreditEntries.amount})::int` }).from(schoolCreditEntries).where(eq(schoolCreditEntries.schoolId, school.id));
    expect(pool!.sum).toBe(0);
  }, 120_000);

  it('100 likes of one story through both processes: like_count is exactly 100, with 100 like rows and 100 awards', async () => {
    const schoolId = await createSchool(ctx);
    const [author, ...likers] = await studentsAt(schoolId, 101);
    const shared = await servers[0]!.call('POST', '/api/peer-support-posts/', { headers: bearer(author!), body: { content: 'Passed my first exam this term.' } });
    expect(shared.status).toBe(201);
    const storyId = (shared.body as { id: number }).id;
    const like = (student: TestStudent) => (server: ServerProcess) => server.call('POST', `/api/peer-support-posts/${storyId}/like/`, { headers: bearer(student) });
    const answers = await throughEach(servers, likers.map(like));
    expect(statusesOf(answers)).toEqual(Array(100).fill(200));
    const [story] = await ctx.deps.db.select({ likeCount: communityPosts.likeCount }).from(communityPosts).where(eq(communityPosts.id, storyId));
    expect(story!.likeCount).toBe(100);
    const likeRows = await ctx.deps.db.select().from(communityPostLikes).where(eq(communityPostLikes.postId, storyId));
    expect(likeRows).toHaveLength(100);
    const awards = await ctx.deps.db
      .select()
      .from(pointEntries)
      .where(and(eq(pointEntries.actionType, 'community_liking_story'), eq(pointEntries.sourceKey, `post:${storyId}`)));
    expect(awards).toHaveLength(100);
    expect(new Set(awards.map((a) => a.userId))).toEqual(new Set(likers.map((s) => s.userId)));
  }, 120_000);

  it('a reminder that falls due while both run is mailed once to the student and once to the coach', async () => {
    const [student] = await studentsAt(null, 1);
    const booked = await book(student!, slotAfter(new Date(), 60))(servers[0]!);
    expect(booked.status).toBe(201);
    const bookingId = (booked.body as { id: number }).id;
    await mailQueueDrained(30_000);
    // The 24-hour reminder is due now: both processes' pollers (every second) race for it.
    await ctx.deps.db
      .update(jobs)
      .set({ runAt: sql`now()` })
      .where(and(eq(jobs.subjectKey, bookingSubject(bookingId)), eq(jobs.kind, BOOKING_REMINDER_JOB), sql`${jobs.payload}->>'kind' = '24h'`));
    const reminderDone = async () =>
      (await ctx.deps.db.select({ doneAt: jobs.doneAt }).from(jobs).where(and(eq(jobs.subjectKey, bookingSubject(bookingId)), sql`${jobs.payload}->>'kind' = '24h'`)))[0]?.doneAt;
    for (let waited = 0; !(await reminderDone()) && waited < 30_000; waited += 250) await new Promise((resolve) => setTimeout(resolve, 250));
    expect(await mailQueueDrained(30_000)).toBe(0);
    const reminders = smtp.received.filter((m) => m.subject.startsWith('Reminder:'));
    const toStudent = reminders.filter((m) => m.to.includes(student!.email));
    expect(toStudent.map((m) => m.subject)).toEqual(['Reminder: your Bloom coaching session is tomorrow']);
    expect(reminders.filter((m) => m.subject.startsWith('Reminder: Bloom coaching session with'))).toHaveLength(1);
  }, 120_000);

  it('per-address and per-account limits hold across both processes', async () => {
    // Per address: 300 account requests a minute from one client (behind the proxy, X-Forwarded-For).
    const secondsIntoMinute = new Date().getSeconds();
    if (secondsIntoMinute > 40) await new Promise((resolve) => setTimeout(resolve, (61 - secondsIntoMinute) * 1000));
    const client = { 'x-forwarded-for': '203.0.113.77' };
    const check = (server: ServerProcess) => server.call('POST', '/api/check-verification/', { headers: client, body: { email: 'nobody@example.edu' } });
    const answers: Answer[] = [];
    for (let wave = 0; wave < 8; wave += 1) answers.push(...(await throughEach(servers, Array.from({ length: 40 }, () => check))));
    expect(statusesOf(answers).filter((s) => s === 429)).toHaveLength(20);
    expect(statusesOf(answers).filter((s) => s >= 500)).toEqual([]);

    // Per account: 10 data downloads an hour, asked for 14 times at once through both.
    const [student] = await studentsAt(null, 1);
    const downloads = await throughEach(servers, Array.from({ length: 14 }, () => (server: ServerProcess) => server.call('GET', '/api/account/data/', { headers: bearer(student!) })));
    expect(statusesOf(downloads).filter((s) => s === 200)).toHaveLength(10);
    expect(statusesOf(downloads).filter((s) => s === 429)).toHaveLength(4);

    // Per email: 10 failed sign-ins in 15 minutes, tried in turn on each process.
    const failed: number[] = [];
    for (let i = 0; i < 12; i += 1) {
      const res = await servers[i % 2]!.call('POST', '/api/login/', { headers: { 'x-forwarded-for': `198.51.100.${i}` }, body: { email: student!.email, password: 'wrong-password', type: 'student' } });
      failed.push(res.status);
    }
    expect(failed).toEqual([...Array(10).fill(400), 429, 429]);
  }, 180_000);

  it('SIGKILL of one process in a burst of bookings, allocations and redemptions: the other answers, balances equal their ledgers, no queued mail is lost', async () => {
    const school = await createPartnerSchool(ctx.deps.db, { pool: 20, creditsPerStudent: 1 });
    const students = await studentsAt(school.id, 60, 2);
    const rewardId = await createTestReward(ctx, { points_needed: 40, codes: Array.from({ length: 25 }, (_, i) => `KILL-${i}`) });
    for (const student of students) await grantTestPoints(ctx, student.userId, 100);
    const secondCoach = await createCoach(ctx);
    await mailQueueDrained(30_000);

    const [{ lastMailBefore }] = (await ctx.deps.db.select({ lastMailBefore: sql<number>`coalesce(max(${outboxMessages.id}), 0)::int` }).from(outboxMessages)) as [
      { lastMailBefore: number },
    ];
    const requests = students.flatMap((student, i) => [
      book(student, slotAfter(new Date(), 30 + i), i % 2 === 0 ? coachId : secondCoach),
      allocate(student),
      redeem(student, rewardId),
    ]);
    const [a, b] = servers as [ServerProcess, ServerProcess];
    const answers = requests.map((request, index) => {
      const server = index % 2 === 0 ? a : b;
      return request(server).then(
        (answer) => ({ server, answer, error: undefined }),
        (error: unknown) => ({ server, answer: undefined, error }),
      );
    });
    // Kill A once the burst has queued mail (so A is busy sending some when it dies); its open
    // transactions roll back with its connections.
    const queuedSoFar = async () =>
      (await ctx.deps.db.select({ n: sql<number>`count(*)::int` }).from(outboxMessages).where(gt(outboxMessages.id, lastMailBefore)))[0]!.n;
    const killDeadline = Date.now() + 60_000;
    while ((await queuedSoFar()) < 40 && Date.now() < killDeadline) await new Promise((resolve) => setTimeout(resolve, 25));
    const killedAt = new Date();
    await a.kill('SIGKILL');
    const settled = await Promise.all(answers);

    const fromB = settled.filter((s) => s.server === b);
    expect(fromB.filter((s) => s.error !== undefined)).toEqual([]);
    expect(fromB.map((s) => s.answer!.status).filter((status) => status >= 500)).toEqual([]);
    expect((await b.call('GET', '/api/health/')).body).toEqual({ status: 'ok', database: 'ok' });
    expect(settled.filter((s) => s.server === a && s.answer !== undefined).every((s) => s.answer!.status < 500)).toBe(true);

    await a.start();
    // A's leases on the mail it was sending lapse within a minute; then either process sends it.
    expect(await mailQueueDrained(150_000)).toBe(0);

    // Every balance is the sum of its ledger: points (totals kept by a trigger) and credits (bookings paid once each).
    const pointMismatches = await ctx.deps.db.execute(sql`
      select t.user_id from ${pointTotals} t
      left join (select user_id, sum(points) filter (where kind <> 'redeem') as total, sum(points) as balance from ${pointEntries} group by user_id) s on s.user_id = t.user_id
      where t.total_points <> coalesce(s.total, 0) or t.point_balance <> coalesce(s.balance, 0)`);
    expect((pointMismatches as unknown as { rows: unknown[] }).rows).toEqual([]);
    for (const student of students) {
      const [ledger] = await ctx.deps.db
        .select({ sum: sql<number>`coalesce(sum(${creditEntries.amount}), 0)::int`, spent: sql<number>`count(*) filter (where ${creditEntries.reason} = 'booking')::int` })
        .from(creditEntries)
        .where(eq(creditEntries.userId, student.userId));
      const [held] = await ctx.deps.db.select({ n: sql<number>`count(*)::int` }).from(bookings).where(eq(bookings.studentProfileId, student.profileId));
      expect(ledger!.spent).toBe(held!.n);
      expect(ledger!.sum).toBeGreaterThanOrEqual(0);
      const balance = await b.call('GET', '/api/gamification/credits/balance/', { headers: bearer(student) });
      expect((balance.body as { data: { available_credits: number } }).data.available_credits).toBe(ledger!.sum);
    }
    const [pool] = await ctx.deps.db.select({ sum: sql<number>`sum(${schoolCreditEntries.amount})::int` }).from(schoolCreditEntries).where(eq(schoolCreditEntries.schoolId, school.id));
    expect(pool!.sum).toBeGreaterThanOrEqual(0);

    // Every mail queued before the kill went out. The one A was handing over when it died may have reached
    // the mail server already (A never heard the "250 OK" to mark it sent): its second delivery carries the
    // same Message-ID, so the mailbox shows it once. Nothing else goes out twice.
    const queuedBefore = await ctx.deps.db.select().from(outboxMessages).where(and(gt(outboxMessages.id, lastMailBefore), lt(outboxMessages.createdAt, killedAt)));
    expect(queuedBefore.length).toBeGreaterThanOrEqual(40);
    expect(queuedBefore.filter((m) => m.status !== 'sent')).toEqual([]);
    const deliveredIds = new Set(smtp.received.map((m) => m.messageId));
    const lost = queuedBefore.filter((m) => !deliveredIds.has(outboxMessageId(m.id, m.createdAt, MAIL_FROM)));
    expect(lost).toEqual([]);
    const seen = new Map<string, number>();
    for (const m of smtp.received) seen.set(m.messageId, (seen.get(m.messageId) ?? 0) + 1);
    const repeated = [...seen.values()].filter((n) => n > 1).length;
    expect(Math.max(...seen.values())).toBeLessThanOrEqual(2);
    const [retried] = await ctx.deps.db.select({ n: sql<number>`count(*)::int` }).from(jobs).where(and(eq(jobs.kind, MAIL_JOB), gt(jobs.attempts, 1)));
    const answeredByA = settled.filter((s) => s.server === a && s.answer !== undefined).length;
    console.info(
      `several processes: A answered ${answeredByA} of ${settled.length / 2} requests before SIGKILL; ${queuedBefore.length} mails queued before the kill, ` +
        `${retried!.n} mail jobs run again after A's lease lapsed, ${repeated} delivered twice (same Message-ID)`,
    );
    expect(repeated).toBeLessThanOrEqual(1);
  }, 400_000);
});
