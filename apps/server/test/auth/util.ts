import { expect } from 'vitest';
import { call, type TestApp } from '../helper';

export const MINUTE = 60_000;
export const DAY = 24 * 60 * MINUTE;

/**
 * The User fields of docs/product.md section 3 (packages/shared/src/user.ts) every user-carrying answer has.
 */
export const USER_FIELDS = [
  '_id',
  'name',
  'fullName',
  'email',
  'role',
  'kycCompleted',
  'isVerified',
  'isRegistrationComplete',
  'avatar',
  'title',
  'company',
  'location',
  'phone',
  'experience',
  'ctc',
  'noticePeriod',
  'headline',
  'skills',
  'employment',
  'education',
  'projects',
  'resume',
  'companyName',
  'companyDescription',
  'companyLogo',
  'createdAt',
  'updatedAt',
] as const;

/** Asserts the spec's User shape and that nothing secret rides along. */
export function expectUser(user: any, expected: { email: string; name?: string; role?: string }) {
  for (const field of USER_FIELDS) expect(user, `user.${field}`).toHaveProperty(field);
  expect(user._id).toMatch(/^[0-9a-f-]{36}$/);
  expect(user.email).toBe(expected.email);
  if (expected.name) {
    expect(user.name).toBe(expected.name);
    expect(user.fullName).toBe(expected.name);
  }
  if (expected.role) expect(user.role).toBe(expected.role);
  expect(Array.isArray(user.skills)).toBe(true);
  expect(typeof user.kycCompleted).toBe('boolean');
  expect(typeof user.isVerified).toBe('boolean');
  expect(typeof user.isRegistrationComplete).toBe('boolean');
}

/** No password hash, no token hash, under any spelling, anywhere in the answer. */
export function expectNoSecrets(body: unknown) {
  // The opaque tokens are random text: leave them out so chance letters cannot trip the check.
  const text = JSON.stringify(body, (key, value) => (key === 'token' || key === 'refreshToken' ? '' : value));
  expect(text).not.toMatch(/argon2/i);
  expect(text).not.toContain('Hash');
  expect(text).not.toContain('hash');
  expect(text).not.toMatch(/password/i);
}

export async function sendOtp(t: TestApp, email: string, ip?: string) {
  return call(t.app, 'POST', '/api/auth/send-otp', { body: { email }, ...(ip ? { ip } : {}) });
}

export async function verifyOtp(t: TestApp, email: string, otp: string) {
  return call(t.app, 'POST', '/api/auth/verify-otp', { body: { email, otp } });
}

/**
 * Sends a code and verifies it: the e-mail is then verified on the server. Answers the one-time
 * token that proves it to register or complete-registration.
 */
export async function verifyEmail(t: TestApp, email: string): Promise<string> {
  const sent = await sendOtp(t, email);
  expect(sent.status, JSON.stringify(sent.body)).toBe(200);
  const res = await verifyOtp(t, email, t.mailer.lastOtp(email));
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.verificationToken as string;
}

export async function me(t: TestApp, token: string) {
  return call(t.app, 'GET', '/api/auth/me', { token });
}

export async function refresh(t: TestApp, refreshToken: string) {
  return call(t.app, 'POST', '/api/auth/refresh', { body: { refreshToken } });
}

/** A different code than `code`, still six digits. */
export function wrongCode(code: string, n = 1): string {
  return ((Number(code) + n) % 1_000_000).toString().padStart(6, '0');
}
