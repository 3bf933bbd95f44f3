import { communityMessages } from '@bloom/contract/community-rules';
import { errorCodes } from '@bloom/contract/errors';
import type { Db } from '@bloom/db/client';
import type { AppDeps } from '../../platform/deps';
import { AppError } from '../../platform/errors';
import { queueMail } from '../../platform/mail';
import { findUserById } from '../accounts/accounts.repository';
import { insertDistressReport } from './distress-reports.repository';
import { moderatePost } from './moderation/moderate';

export interface ScreenedText {
  userId: number;
  schoolId: number;
  source: 'story' | 'comment';
  /** The story a comment is written under. */
  postId?: number;
  text: string;
}

/**
 * Runs a story or comment through moderation before anything is stored. Vulgar text is refused. Text
 * showing distress is refused too, and kept as a report for a person to follow up, with an alert mail
 * (who and when, never the text) to SAFETY_ALERT_EMAIL when it is set. A refusal never counts toward
 * the daily limits: those are counted only when something is published.
 */
export async function screenContent(deps: Pick<AppDeps, 'db' | 'clock' | 'config'>, input: ScreenedText): Promise<void> {
  const verdict = await moderatePost(input.text);
  if (verdict === 'allowed') return;
  if (verdict === 'vulgar') throw new AppError(400, errorCodes.vulgarContent, communityMessages.vulgar);
  await deps.db.transaction(async (tx) => {
    const reportId = await insertDistressReport(tx, {
      userId: input.userId,
      schoolId: input.schoolId,
      source: input.source,
      postId: input.postId ?? null,
      text: input.text,
      createdAt: deps.clock.now(),
    });
    if (deps.config.safetyAlertEmail) await queueSafetyAlert(tx, deps.config.safetyAlertEmail, reportId, input, deps.clock.now());
  });
  throw new AppError(400, errorCodes.suicidalContent, communityMessages.distress);
}

async function queueSafetyAlert(db: Db, to: string, reportId: number, input: ScreenedText, at: Date): Promise<void> {
  const student = await findUserById(db, input.userId);
  const who = student ? `${student.firstName} ${student.lastName} <${student.email}> (user ${student.id})` : `user ${input.userId}`;
  const lines = [
    'A student may need support.',
    '',
    `Who: ${who}`,
    `When: ${at.toISOString()}`,
    `What: a ${input.source} they tried to post was held back by the community wall's distress check and not published.`,
    '',
    `Please reach out to them. The report is number ${reportId}; read it and mark it handled with:`,
    '  npm run operator -- distress-reports',
    `  npm run operator -- distress-reports --handle ${reportId} --note "what was done"`,
  ];
  const text = lines.join('\n');
  const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  await queueMail(db, {
    to,
    subject: `Bloom safety alert: a student may need support (report ${reportId})`,
    text,
    html: `<pre style="font-family: inherit; white-space: pre-wrap">${escape(text)}</pre>`,
  });
}
