import { OTP_VALID_MINUTES } from '@bloom/contract/accounts';
import type { MailMessage } from '../../platform/mail';

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

interface Recipient {
  email: string;
  firstName: string;
}

/**
 * The code is the only six-digit number in the text body (tests and people both look for it there), and
 * it never goes into the subject, which mail clients show in notifications on a locked screen.
 */
function codeMail(to: Recipient, subject: string, intro: string, code: string, outro: string): MailMessage {
  const text = [
    `Hi ${to.firstName},`,
    '',
    intro,
    '',
    `    ${code}`,
    '',
    `The code works for ${OTP_VALID_MINUTES} minutes and only once.`,
    outro,
    '',
    'Take care,',
    'The Bloom team',
  ].join('\n');
  const html = `<!doctype html><html lang="en"><body style="font-family:system-ui,sans-serif;color:#1f2937;line-height:1.5">
<p>Hi ${escapeHtml(to.firstName)},</p>
<p>${escapeHtml(intro)}</p>
<p style="font-size:28px;font-weight:700;letter-spacing:6px;margin:24px 0">${code}</p>
<p>The code works for ${OTP_VALID_MINUTES} minutes and only once. ${escapeHtml(outro)}</p>
<p>Take care,<br>The Bloom team</p>
</body></html>`;
  return { to: to.email, subject, text, html };
}

export function verificationCodeMail(to: Recipient, code: string): MailMessage {
  return codeMail(
    to,
    'Your Bloom verification code',
    'Welcome to Bloom! Enter this code to verify your email address:',
    code,
    "If you didn't create a Bloom account, you can safely ignore this email.",
  );
}

export function passwordResetCodeMail(to: Recipient, code: string): MailMessage {
  return codeMail(
    to,
    'Reset your Bloom password',
    'We received a request to reset your password. Enter this code to choose a new one:',
    code,
    "If you didn't ask for this, you can ignore this email; your password stays the same.",
  );
}
