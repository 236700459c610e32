import { randomBytes } from 'node:crypto';
import { expect, type APIRequestContext } from '@playwright/test';
import type { authContract, ResponseOf } from '@hireloop/shared';
import { uniqueEmail } from './accounts';
import { waitForOtp } from './mail';

/** Meets the sign-up rules (8+ characters, lower, upper, digit). */
export const TEST_PASSWORD = 'Start@2024x';

export interface TestAccount {
  email: string;
  password: string;
  name: string;
  role: 'jobseeker' | 'employer';
  token: string;
}

interface AccountOptions {
  role?: 'jobseeker' | 'employer';
  /** Job seekers only: mark the identity check complete. */
  kyc?: boolean;
  name?: string;
  email?: string;
}

/**
 * A fresh account made through the public API, with the code read from the real SMTP server, for
 * tests that change an account (password, sessions) and must not touch the demo accounts. The code
 * is the first mail to the address.
 */
export async function createAccount(request: APIRequestContext, options: AccountOptions = {}) {
  const role = options.role ?? 'jobseeker';
  const name = options.name ?? (role === 'employer' ? 'Erin Employer' : 'Jamie Seeker');
  const email = options.email ?? uniqueEmail(role === 'employer' ? 'boss' : 'seeker');

  const sent = await request.post('/api/auth/send-otp', { data: { email } });
  expect(sent.ok(), await sent.text()).toBe(true);
  const otp = await waitForOtp(email);
  const verified = await request.post('/api/auth/verify-otp', { data: { email, otp } });
  expect(verified.ok(), await verified.text()).toBe(true);
  const { verificationToken } = (await verified.json()) as ResponseOf<typeof authContract.verifyOtp>;

  const registered = await request.post('/api/auth/register', {
    data: {
      email,
      name,
      password: TEST_PASSWORD,
      role,
      ...(role === 'employer' ? { companyName: 'E2E Corp' } : {}),
      verificationToken,
    },
  });
  expect(registered.ok(), await registered.text()).toBe(true);
  const { token } = (await registered.json()) as ResponseOf<typeof authContract.register>;

  if (options.kyc) await completeIdentityCheck(request, token, name);

  return { email, password: TEST_PASSWORD, name, role, token } satisfies TestAccount;
}

/** A well-formed PAN no other test account uses: the server links one PAN to one account. */
export function uniquePan(): string {
  const letters = Array.from(randomBytes(5), (b) => String.fromCharCode(65 + (b % 26))).join('');
  return `${letters}${String(randomBytes(2).readUInt16BE() % 10_000).padStart(4, '0')}Z`;
}

/** The identity check as the web app completes it: the verified details, then the spec's payload. */
export async function completeIdentityCheck(request: APIRequestContext, token: string, name: string) {
  const headers = { Authorization: `Bearer ${token}` };
  const saved = await request.put('/api/kyc/data', {
    headers,
    data: { name, dob: '1995-06-15', gender: 'Female', pan: uniquePan() },
  });
  expect(saved.ok(), await saved.text()).toBe(true);
  const kyc = await request.put('/api/kyc/status', { headers, data: { kycCompleted: true } });
  expect(kyc.ok(), await kyc.text()).toBe(true);
}
