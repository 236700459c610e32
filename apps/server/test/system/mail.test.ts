import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authMessages, PRODUCT_NAME, serverMessages } from '@hireloop/shared';
import { buildApp } from '../../src/app';
import { otpCodes } from '../../src/db/schema';
import { outboxMailer, smtpMailer } from '../../src/lib/mailer';
import { otpMail } from '../../src/services/mail/templates';
import { call, createTestApp, openTestDatabase, testConfig, type TestApp, uniqueEmail } from '../helper';
import { sendOtp, verifyOtp } from '../auth/util';
import { startSmtp } from './smtp-server';

/** The decoded bodies of a MIME message, by content type. */
function mimeParts(raw: string): Record<string, string> {
  const boundary = raw.match(/boundary="?([^";\r\n]+)"?/i)?.[1];
  const chunks = boundary ? raw.split(`--${boundary}`).slice(1, -1) : [raw];
  const parts: Record<string, string> = {};
  for (const chunk of chunks) {
    const split = chunk.search(/\r?\n\r?\n/);
    const head = chunk.slice(0, split);
    const body = chunk.slice(split).trim();
    const type = head.match(/content-type:\s*([^;\r\n]+)/i)?.[1]?.toLowerCase() ?? 'text/plain';
    const encoding = head.match(/content-transfer-encoding:\s*(\S+)/i)?.[1]?.toLowerCase();
    parts[type] =
      encoding === 'base64'
        ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
        : encoding === 'quoted-printable'
          ? Buffer.from(
              body
                .replace(/=\r?\n/g, '')
                .replace(/=([0-9A-F]{2})/gi, (_, h: string) => String.fromCharCode(parseInt(h, 16))),
              'latin1',
            ).toString('utf8')
          : body;
  }
  return parts;
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as { port: number }).port;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe('mails: real SMTP delivery', () => {
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let t: TestApp;
  beforeAll(async () => {
    smtp = await startSmtp();
    t = await createTestApp({}, smtpMailer(smtp.url, 'HireLoop <no-reply@hireloop.test>'));
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('delivers the code over SMTP as a text and HTML message, and that code verifies', async () => {
    const email = uniqueEmail('smtp');
    const arriving = smtp.next();
    const res = await sendOtp(t, email);
    expect(res.status).toBe(200);
    const message = await arriving;

    expect(message.to).toEqual([email]);
    expect(message.from).toBe('no-reply@hireloop.test');
    expect(message.raw).toMatch(/^From: .*HireLoop.*<no-reply@hireloop\.test>/m);
    expect(message.raw).toMatch(new RegExp(`^To: ${email.replace(/[.]/g, '\\.')}`, 'm'));
    expect(message.raw).toMatch(/^Subject: .*HireLoop/m);
    expect(message.raw).toMatch(/multipart\/alternative/i);

    const parts = mimeParts(message.raw);
    expect(Object.keys(parts)).toEqual(expect.arrayContaining(['text/plain', 'text/html']));
    const code = parts['text/plain']!.match(/\b(\d{6})\b/)?.[1];
    expect(code).toMatch(/^\d{6}$/);
    expect(parts['text/plain']).toContain(PRODUCT_NAME);
    expect(parts['text/html']).toContain(PRODUCT_NAME);
    expect(parts['text/html']).toContain(code);

    const verified = await verifyOtp(t, email, code!);
    expect(verified.status).toBe(200);
    expect(verified.body.verified).toBe(true);
  });

  it('gives the SMTP server exactly one recipient, and refuses to mail a list-shaped address', async () => {
    const mailer = smtpMailer(smtp.url, 'HireLoop <no-reply@hireloop.test>');
    const plain = uniqueEmail('rcpt');
    const arriving = smtp.next();
    await mailer.send(otpMail(plain, '123456'));
    const message = await arriving;
    expect(message.to).toEqual([plain]);
    expect(message.raw.match(/^To: .*$/gm)).toEqual([`To: ${plain}`]);

    // Validation refuses these shapes; should one slip through, it must not become a list.
    const before = smtp.received.length;
    for (const smuggled of [
      'attacker@gmail.com,acme-robotics.com',
      '"x"<attacker@gmail.com>',
      'a@gmail.com;acme.com',
    ]) {
      await expect(mailer.send(otpMail(smuggled, '123456')), smuggled).rejects.toThrow();
    }
    expect(smtp.received.length).toBe(before);
  });
});

describe('mails: SMTP down', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(
      {},
      smtpMailer(`smtp://127.0.0.1:${await freePort()}`, 'HireLoop <no-reply@hireloop.test>'),
    );
  });
  afterAll(() => t.close());

  it('answers the send-failed message, keeps no code, and lets the user try again at once', async () => {
    const email = uniqueEmail('smtp-down');
    const res = await sendOtp(t, email);
    expect(res.status).toBe(502);
    // A 5xx answer carries the request's id, for a report to the operator.
    expect(res.body).toEqual({ message: authMessages.sendOtpFailed, requestId: expect.any(String) });
    expect(await t.database.db.select().from(otpCodes)).toEqual([]);
    // No 30-second wait: nothing was sent.
    const again = await sendOtp(t, email);
    expect(again.status).toBe(502);
    expect(again.body).not.toEqual({ message: serverMessages.otpResendTooSoon });
  });
});

describe('mails: outbox without SMTP', () => {
  it('outboxMailer writes the mail, code included, to a file under DATA_DIR/outbox', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'hireloop-outbox-'));
    try {
      const mailer = outboxMailer(dataDir, 'HireLoop <no-reply@hireloop.local>', pino({ level: 'silent' }));
      await mailer.send(otpMail('outbox@example.com', '042917'));
      const files = readdirSync(path.join(dataDir, 'outbox'));
      expect(files).toHaveLength(1);
      const content = readFileSync(path.join(dataDir, 'outbox', files[0]!), 'utf8');
      expect(content).toContain('To: outbox@example.com');
      expect(content).toContain('From: HireLoop <no-reply@hireloop.local>');
      expect(content).toMatch(/Subject: .*HireLoop/);
      expect(content).toContain('042917');
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('writes header values on one line each, so a line break in a subject adds no header (review DI2)', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'hireloop-outbox-headers-'));
    try {
      const mailer = outboxMailer(dataDir, 'HireLoop <no-reply@hireloop.local>', pino({ level: 'silent' }));
      await mailer.send({
        to: 'seeker@example.com',
        subject: '2 new jobs for "python\r\nBcc: x@evil.example\r\n\r\nfake body"',
        text: 'The body.',
        html: '<p>The body.</p>',
        headers: { 'List-Unsubscribe': '<https://example.test/u>\nBcc: y@evil.example' },
      });
      const [file] = readdirSync(path.join(dataDir, 'outbox'));
      const content = readFileSync(path.join(dataDir, 'outbox', file!), 'utf8');
      const [head, ...body] = content.split('\n\n');
      expect(head!.split('\n').map((line) => line.split(':')[0])).toEqual([
        'List-Unsubscribe',
        'From',
        'To',
        'Subject',
      ]);
      expect(head).toContain('Subject: 2 new jobs for "python Bcc: x@evil.example fake body"');
      expect(body.join('\n\n')).toBe('The body.\n');
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('logs only that a mail was written, never its body, and keeps the outbox private (0700, files 0600)', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'hireloop-outbox-log-'));
    const lines: string[] = [];
    const log = pino({ level: 'info' }, { write: (line: string) => lines.push(line) });
    try {
      await outboxMailer(dataDir, 'HireLoop <no-reply@hireloop.local>', log).send(
        otpMail('private@example.com', '731904'),
      );
      const outbox = path.join(dataDir, 'outbox');
      const [file] = readdirSync(outbox);
      expect(lines).toHaveLength(1);
      const entry = JSON.parse(lines[0]!) as Record<string, unknown>;
      expect(entry.msg).toBe(`mail written to ${path.join(outbox, file!)}`);
      expect(entry.to).toBe('private@example.com');
      expect(lines[0]).not.toContain('731904');
      expect(statSync(outbox).mode & 0o777).toBe(0o700);
      expect(statSync(path.join(outbox, file!)).mode & 0o777).toBe(0o600);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('is what the app uses when no SMTP_URL is set: the code lands in the outbox and verifies', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'hireloop-outbox-app-'));
    const database = await openTestDatabase();
    const config = testConfig(dataDir);
    expect(config.smtpUrl).toBeUndefined();
    const app = await buildApp({ config, database, webDist: null });
    try {
      const email = uniqueEmail('outbox-app');
      const res = await call(app, 'POST', '/api/auth/send-otp', { body: { email } });
      expect(res.status).toBe(200);
      const outbox = path.join(dataDir, 'outbox');
      const files = readdirSync(outbox).filter((f) => f.includes(email.split('@')[0]!));
      expect(files).toHaveLength(1);
      const content = readFileSync(path.join(outbox, files[0]!), 'utf8');
      expect(content).toContain(`To: ${email}`);
      const code = content.match(/\b(\d{6})\b/)?.[1];
      expect(code).toBeDefined();
      const verified = await call(app, 'POST', '/api/auth/verify-otp', { body: { email, otp: code } });
      expect(verified.status).toBe(200);
    } finally {
      await app.close();
      await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
