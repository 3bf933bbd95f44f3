import type { MailMessage } from '../../platform/mail';

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The invitation a student sends a friend: who invites them, and the /ref/{code} link that fills in the code. */
export function invitationMail(to: string, inviter: { firstName: string; lastInitial: string }, link: string): MailMessage {
  const name = `${inviter.firstName}${inviter.lastInitial ? ` ${inviter.lastInitial}.` : ''}`;
  const subject = `${name} invited you to Bloom`;
  const text = [
    'Hi,',
    '',
    `${name} uses Bloom, where college students meet coaches, share their stories and grow together, and thinks you would like it too.`,
    '',
    'Join with this link (it fills in their referral code):',
    link,
    '',
    'New students get 2 free coaching sessions.',
    '',
    'Take care,',
    'The Bloom team',
    '',
    `You received this because ${name} entered your address on Bloom. If you'd rather not join, just ignore this email.`,
  ].join('\n');
  const html = `<!doctype html><html lang="en"><body style="font-family:system-ui,sans-serif;color:#1f2937;line-height:1.5">
<p>Hi,</p>
<p>${escapeHtml(name)} uses Bloom, where college students meet coaches, share their stories and grow together, and thinks you would like it too.</p>
<p><a href="${escapeHtml(link)}" style="display:inline-block;background:#0f766e;color:#fff;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:600">Join Bloom</a></p>
<p>Or open this link: <a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>
<p>New students get 2 free coaching sessions.</p>
<p>Take care,<br>The Bloom team</p>
<p style="color:#6b7280;font-size:13px">You received this because ${escapeHtml(name)} entered your address on Bloom. If you'd rather not join, just ignore this email.</p>
</body></html>`;
  return { to, subject, text, html };
}
