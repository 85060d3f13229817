import type { MailMessage } from './mailer.js';

export function verificationEmail(options: {
  publicUrl: string;
  to: string;
  firstName: string;
  companyName: string | null;
  userId: string;
  code: string;
}): MailMessage {
  const link = `${options.publicUrl}/auth/register/verify?userId=${encodeURIComponent(options.userId)}&emailVerifyCode=${encodeURIComponent(options.code)}`;
  const masjid = options.companyName ? ` for ${options.companyName}` : '';
  const text = [
    `Assalamu alaikum ${options.firstName},`,
    '',
    `Your email address was added as a Minaret user${masjid}.`,
    'Please confirm it by opening this link (valid for 7 days):',
    '',
    link,
    '',
    'If you did not expect this email, you can ignore it.',
    '',
    'Minaret',
  ].join('\n');
  const html = `<p>Assalamu alaikum ${escapeHtml(options.firstName)},</p>
<p>Your email address was added as a Minaret user${escapeHtml(masjid)}.</p>
<p><a href="${escapeHtml(link)}">Confirm your email address</a> (the link is valid for 7 days).</p>
<p>If you did not expect this email, you can ignore it.</p>`;
  return { to: options.to, subject: 'Confirm your email address for Minaret', text, html, link };
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
