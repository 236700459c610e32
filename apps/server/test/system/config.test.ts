import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config';

const SECRET = 'a-secret-that-is-at-least-32-characters-long';

/** Loads with only the given variables (never the real environment). */
const load = (env: Record<string, string>) => loadConfig(env);

function refusal(env: Record<string, string>): string {
  try {
    load(env);
  } catch (err) {
    expect(err).toBeInstanceOf(ConfigError);
    return (err as Error).message;
  }
  throw new Error(`accepted ${JSON.stringify(env)}`);
}

describe('configuration', () => {
  const dirs: string[] = [];
  const tempDir = () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'hireloop-config-'));
    dirs.push(dir);
    return dir;
  };
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it('has the defaults of the configuration contract', () => {
    const config = load({ JWT_SECRET: SECRET });
    expect(config).toMatchObject({
      nodeEnv: 'development',
      port: 8000,
      host: '127.0.0.1',
      databaseUrl: undefined,
      dataDir: path.resolve('./data'),
      publicUrl: 'http://localhost:8000',
      jwtSecret: SECRET,
      smtpUrl: undefined,
      kycSimulation: 'random',
      seedDemo: 'auto',
      logLevel: 'info',
      rateLimitMultiplier: 1,
      trustProxy: false,
      mailOutbox: false,
    });
  });

  it('derives PUBLIC_URL from PORT when unset, and drops a trailing slash when set', () => {
    expect(load({ JWT_SECRET: SECRET, PORT: '9100' }).publicUrl).toBe('http://localhost:9100');
    expect(load({ JWT_SECRET: SECRET, PUBLIC_URL: 'https://jobs.example.test/' }).publicUrl).toBe(
      'https://jobs.example.test',
    );
  });

  it('treats empty values as unset', () => {
    const config = load({ JWT_SECRET: SECRET, PORT: '', DATABASE_URL: '', SMTP_URL: '', KYC_SIMULATION: '' });
    expect(config.port).toBe(8000);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.smtpUrl).toBeUndefined();
    expect(config.kycSimulation).toBe('random');
  });

  it('reads valid values', () => {
    const config = load({
      NODE_ENV: 'production',
      JWT_SECRET: SECRET,
      PORT: '3000',
      HOST: '0.0.0.0',
      DATABASE_URL: 'postgresql://u:p@db:5432/hireloop',
      SMTP_URL: 'smtps://u:p@mail.example.test:465',
      KYC_SIMULATION: 'pass',
      SEED_DEMO: 'never',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_MULTIPLIER: '2.5',
    });
    expect(config).toMatchObject({
      nodeEnv: 'production',
      port: 3000,
      host: '0.0.0.0',
      databaseUrl: 'postgresql://u:p@db:5432/hireloop',
      smtpUrl: 'smtps://u:p@mail.example.test:465',
      kycSimulation: 'pass',
      seedDemo: 'never',
      logLevel: 'warn',
      rateLimitMultiplier: 2.5,
    });
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['KYC_SIMULATION', 'maybe'],
    ['SEED_DEMO', 'sometimes'],
    ['DATABASE_URL', 'mysql://x'],
    ['RATE_LIMIT_MULTIPLIER', '0'],
    ['RATE_LIMIT_MULTIPLIER', '-3'],
    ['NODE_ENV', 'staging'],
    ['LOG_LEVEL', 'loud'],
    ['SMTP_URL', 'http://mail.example.test'],
    ['PUBLIC_URL', 'jobs.example.test'],
    ['JWT_SECRET', 'short'],
  ])('refuses %s=%s with a message naming the variable', (name, value) => {
    const message = refusal({ JWT_SECRET: SECRET, [name]: value });
    expect(message).toMatch(/^Invalid configuration:/);
    expect(message).toContain(`${name}:`);
  });

  it('names every bad variable at once', () => {
    const message = refusal({ JWT_SECRET: SECRET, PORT: 'abc', SEED_DEMO: 'sometimes' });
    expect(message).toContain('PORT:');
    expect(message).toContain('SEED_DEMO:');
  });

  it('requires JWT_SECRET in production', () => {
    const message = refusal({ NODE_ENV: 'production', DATA_DIR: tempDir() });
    expect(message).toContain('JWT_SECRET');
    expect(message).toMatch(/production/);
  });

  it('outside production, generates a secret once into DATA_DIR and keeps it', () => {
    const dataDir = tempDir();
    const first = load({ DATA_DIR: dataDir });
    const file = path.join(dataDir, 'jwt-secret');
    expect(existsSync(file)).toBe(true);
    expect(first.jwtSecret.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(file, 'utf8').trim()).toBe(first.jwtSecret);
    expect(load({ DATA_DIR: dataDir }).jwtSecret).toBe(first.jwtSecret);
    expect(load({ DATA_DIR: tempDir() }).jwtSecret).not.toBe(first.jwtSecret);
  });

  it('refuses a jwt-secret file that is empty or shorter than 32 characters, naming the file', () => {
    for (const content of ['', '   \n', 'x'.repeat(31)]) {
      const dataDir = tempDir();
      const file = path.join(dataDir, 'jwt-secret');
      writeFileSync(file, content);
      const message = refusal({ DATA_DIR: dataDir });
      expect(message).toContain(file);
      expect(message).toContain('32 characters');
    }
  });

  it('trusts no proxy by default; TRUST_PROXY takes a hop count or addresses and CIDRs', () => {
    expect(load({ JWT_SECRET: SECRET }).trustProxy).toBe(false);
    expect(load({ JWT_SECRET: SECRET, TRUST_PROXY: '0' }).trustProxy).toBe(false);
    expect(load({ JWT_SECRET: SECRET, TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(
      load({ JWT_SECRET: SECRET, TRUST_PROXY: '10.0.0.0/8, 192.0.2.7,2001:db8::/32,::1, loopback' })
        .trustProxy,
    ).toEqual(['10.0.0.0/8', '192.0.2.7', '2001:db8::/32', '::1', 'loopback']);
  });

  it.each([
    'true',
    '*',
    '10.0.0.0/33',
    '2001:db8::/129',
    '300.1.1.1',
    'proxy.example.test',
    '10.0.0.1,,',
    '-1',
    '1.5',
  ])('refuses TRUST_PROXY=%s with a message naming it', (value) => {
    const message = refusal({ JWT_SECRET: SECRET, TRUST_PROXY: value });
    expect(message).toMatch(/^Invalid configuration:/);
    expect(message).toContain('TRUST_PROXY:');
  });

  it('in production without SMTP_URL, refuses to start unless MAIL_OUTBOX=1', () => {
    const message = refusal({ NODE_ENV: 'production', JWT_SECRET: SECRET });
    expect(message).toContain('MAIL_OUTBOX');
    expect(message).toContain('SMTP_URL');
    expect(load({ NODE_ENV: 'production', JWT_SECRET: SECRET, MAIL_OUTBOX: '1' }).mailOutbox).toBe(true);
    expect(load({ NODE_ENV: 'production', JWT_SECRET: SECRET, SMTP_URL: 'smtp://mail:25' }).mailOutbox).toBe(
      false,
    );
    expect(load({ JWT_SECRET: SECRET }).mailOutbox).toBe(false);
    expect(refusal({ JWT_SECRET: SECRET, MAIL_OUTBOX: 'yes' })).toContain('MAIL_OUTBOX:');
  });

  it('takes a claim delay for the background runner outside production only, as a whole number of ms', () => {
    expect(load({ JWT_SECRET: SECRET }).backgroundWorkClaimDelayMs).toBe(0);
    expect(
      load({ JWT_SECRET: SECRET, BACKGROUND_WORK_CLAIM_DELAY_MS: '5000' }).backgroundWorkClaimDelayMs,
    ).toBe(5000);
    expect(refusal({ JWT_SECRET: SECRET, BACKGROUND_WORK_CLAIM_DELAY_MS: 'soon' })).toContain(
      'BACKGROUND_WORK_CLAIM_DELAY_MS:',
    );
    expect(
      refusal({
        NODE_ENV: 'production',
        JWT_SECRET: SECRET,
        MAIL_OUTBOX: '1',
        BACKGROUND_WORK_CLAIM_DELAY_MS: '1',
      }),
    ).toContain('BACKGROUND_WORK_CLAIM_DELAY_MS: a test setting');
  });

  it('takes the alert sweep interval, and a shorter alert day outside production only', () => {
    expect(load({ JWT_SECRET: SECRET })).toMatchObject({
      alertSweepEveryMs: 300_000,
      alertDayMs: 86_400_000,
    });
    expect(load({ JWT_SECRET: SECRET, ALERT_SWEEP_EVERY_MS: '1000', ALERT_DAY_MS: '20000' })).toMatchObject({
      alertSweepEveryMs: 1000,
      alertDayMs: 20_000,
    });
    expect(refusal({ JWT_SECRET: SECRET, ALERT_SWEEP_EVERY_MS: '10' })).toContain('ALERT_SWEEP_EVERY_MS:');
    expect(
      refusal({ NODE_ENV: 'production', JWT_SECRET: SECRET, MAIL_OUTBOX: '1', ALERT_DAY_MS: '20000' }),
    ).toContain('ALERT_DAY_MS: a test setting');
  });

  it('names every production problem at once', () => {
    const message = refusal({ NODE_ENV: 'production', DATA_DIR: tempDir() });
    expect(message).toContain('JWT_SECRET');
    expect(message).toContain('MAIL_OUTBOX');
  });
});
