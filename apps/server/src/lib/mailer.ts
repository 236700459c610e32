import { createHash } from 'node:crypto';
import { chmodSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import { isValidEmail, toSingleLine } from '@hireloop/shared';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The same on every retry of one message, so a mail sent twice can be recognised as one. */
  messageId?: string;
  /** Extra headers, e.g. List-Unsubscribe (RFC 8058) on job alerts. */
  headers?: Record<string, string>;
}

/** A Message-ID made from a background job's key, at the domain of the sender's address. */
export function messageIdFor(key: string, from: string): string {
  const domain = from.match(/@([^>\s]+)>?\s*$/)?.[1] ?? 'localhost';
  return `<${createHash('sha256').update(key).digest('hex').slice(0, 32)}@${domain}>`;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

/** Real delivery over SMTP_URL. */
export function smtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(mail) {
      // nodemailer reads a string, in the headers and in the envelope alike, as an address list:
      // whatever slipped past validation must not reach a second recipient.
      if (!isValidEmail(mail.to)) throw new Error('refusing to mail anything but one plain address');
      await transport.sendMail({
        ...mail,
        from,
        to: { name: '', address: mail.to },
        envelope: { from, to: [mail.to] },
      });
    },
  };
}

/**
 * One header line. A line break in a value would start a header of its own (or the body), so every
 * control character becomes a space (review DI2); nodemailer encodes values itself over SMTP.
 */
const headerLine = (name: string, value: string) =>
  `${name.replace(/[^!-9;-~]/g, '')}: ${toSingleLine(value)}\n`;

/** Without SMTP, mails land in DATA_DIR/outbox, readable by the server's user only. */
export function outboxMailer(dataDir: string, from: string, log: FastifyBaseLogger): Mailer {
  const outbox = path.join(dataDir, 'outbox');
  return {
    async send(mail) {
      mkdirSync(outbox, { recursive: true, mode: 0o700 });
      // An outbox made by an earlier version may still be open to everyone.
      chmodSync(outbox, 0o700);
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const file = path.join(outbox, `${stamp}-${mail.to.replace(/[^a-z0-9@._-]/gi, '_')}.txt`);
      const headers = [
        ...(mail.messageId ? [headerLine('Message-ID', mail.messageId)] : []),
        ...Object.entries(mail.headers ?? {}).map(([name, value]) => headerLine(name, value)),
        headerLine('From', from),
        headerLine('To', mail.to),
        headerLine('Subject', mail.subject),
      ];
      writeFileSync(file, `${headers.join('')}\n${mail.text}\n`, { mode: 0o600 });
      // Body and subject may hold a code or a reset link: the log says only where to find the mail.
      log.info({ to: mail.to }, `mail written to ${file}`);
    },
  };
}
