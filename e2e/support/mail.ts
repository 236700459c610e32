import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { MAIL_DIR } from './env';

interface CapturedMail {
  to: string[];
  raw: string;
}

function mailsTo(address: string): CapturedMail[] {
  const files = readdirSync(MAIL_DIR).sort();
  return files
    .map((f) => JSON.parse(readFileSync(path.join(MAIL_DIR, f), 'utf8')) as CapturedMail)
    .filter((m) => m.to.includes(address.toLowerCase()));
}

/** Waits for the n-th mail (1-based) to `address` that the real SMTP server received. */
export async function waitForMail(address: string, nth = 1, timeoutMs = 15_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const mails = mailsTo(address);
    if (mails.length >= nth) return decodeQuotedPrintable(mails[nth - 1]!.raw);
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no mail #${nth} to ${address} within ${timeoutMs} ms`);
}

export function mailCount(address: string): number {
  return mailsTo(address).length;
}

function decodeQuotedPrintable(raw: string): string {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16)));
}

export async function waitForOtp(address: string, nth = 1): Promise<string> {
  const mail = await waitForMail(address, nth);
  const code = mail.match(/verification code is (\d{6})/)?.[1];
  if (!code) throw new Error(`no code in the mail to ${address}`);
  return code;
}

export async function waitForResetLink(address: string, nth = 1): Promise<string> {
  const mail = await waitForMail(address, nth);
  const link = mail.match(/https?:\/\/\S+\/reset-password\/[A-Za-z0-9_-]+/)?.[0];
  if (!link) throw new Error(`no reset link in the mail to ${address}`);
  return link;
}
