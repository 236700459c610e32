import { OTP_VALID_MINUTES, PRODUCT_NAME, RESET_TOKEN_VALID_MINUTES } from '@hireloop/shared';
import type { Mail } from '../../lib/mailer';

export const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const SOMEONE_USED_THIS_ADDRESS = `You received this e-mail because someone used this address on ${PRODUCT_NAME}. If it wasn't you, you can ignore it.`;

export function layout(title: string, body: string, footer = SOMEONE_USED_THIS_ADDRESS): string {
  return `<!doctype html><html><body style="margin:0;background:#f4f4f8;font-family:Arial,Helvetica,sans-serif;color:#1e1b4b">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 12px">
<table role="presentation" width="100%" style="max-width:520px;background:#ffffff;border-radius:12px;padding:32px">
<tr><td style="font-size:20px;font-weight:bold;color:#4f46e5;padding-bottom:16px">${PRODUCT_NAME}</td></tr>
<tr><td style="font-size:18px;font-weight:bold;padding-bottom:12px">${escapeHtml(title)}</td></tr>
<tr><td style="font-size:15px;line-height:1.6">${body}</td></tr>
<tr><td style="font-size:12px;color:#6b7280;padding-top:24px">${footer}</td></tr>
</table></td></tr></table></body></html>`;
}

export function otpMail(to: string, code: string): Mail {
  return {
    to,
    subject: `${PRODUCT_NAME} verification code: ${code}`,
    text:
      `Your ${PRODUCT_NAME} verification code is ${code}.\n\n` +
      `It is valid for ${OTP_VALID_MINUTES} minutes and can be used once.\n` +
      `If you did not ask for it, ignore this e-mail.\n\n- The ${PRODUCT_NAME} team`,
    html: layout(
      'Your verification code',
      `<p>Enter this code to verify your e-mail address:</p>
<p style="font-size:32px;letter-spacing:8px;font-weight:bold;color:#4f46e5">${code}</p>
<p>It is valid for ${OTP_VALID_MINUTES} minutes and can be used once.</p>`,
    ),
  };
}

export function resetMail(to: string, name: string, link: string): Mail {
  return {
    to,
    subject: `Reset your ${PRODUCT_NAME} password`,
    text:
      `Hi ${name || 'there'},\n\nSomeone asked to reset the password of your ${PRODUCT_NAME} account.\n` +
      `Open this link to choose a new one (valid for ${RESET_TOKEN_VALID_MINUTES} minutes, once):\n\n${link}\n\n` +
      `If it wasn't you, ignore this e-mail: your password stays as it is.\n\n- The ${PRODUCT_NAME} team`,
    html: layout(
      'Reset your password',
      `<p>Hi ${escapeHtml(name || 'there')},</p>
<p>Someone asked to reset the password of your ${PRODUCT_NAME} account. The link is valid for ${RESET_TOKEN_VALID_MINUTES} minutes and works once.</p>
<p><a href="${escapeHtml(link)}" style="display:inline-block;background:#4f46e5;color:#fff;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:bold">Choose a new password</a></p>
<p style="font-size:13px;color:#6b7280">Or paste this address into your browser: ${escapeHtml(link)}</p>
<p>If it wasn't you, ignore this e-mail: your password stays as it is.</p>`,
    ),
  };
}

export function statusMail(
  to: string,
  name: string,
  jobTitle: string,
  companyName: string,
  status: string,
  publicUrl: string,
): Mail {
  const link = `${publicUrl}/applications`;
  const where = companyName ? `${jobTitle} at ${companyName}` : jobTitle;
  return {
    to,
    subject: `Your application for ${where}: ${status}`,
    text:
      `Hi ${name || 'there'},\n\nThe status of your application for ${where} is now: ${status}.\n\n` +
      `See all your applications: ${link}\n\n- The ${PRODUCT_NAME} team`,
    html: layout(
      'Your application was updated',
      `<p>Hi ${escapeHtml(name || 'there')},</p>
<p>The status of your application for <strong>${escapeHtml(where)}</strong> is now: <strong>${escapeHtml(status)}</strong>.</p>
<p><a href="${escapeHtml(link)}" style="display:inline-block;background:#4f46e5;color:#fff;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:bold">See your applications</a></p>`,
    ),
  };
}
