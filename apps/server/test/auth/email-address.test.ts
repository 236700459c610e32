import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validationMessages } from '@hireloop/shared';
import { isCompanyEmail } from '../../src/services/auth/company-email';
import { call, createTestApp, type TestApp } from '../helper';

// Each one reads as one address to a regex that only forbids spaces and a second @, and as a list
// or a display name to a mailer: the code would go to attacker@gmail.com for an acme domain.
const SMUGGLED = [
  'attacker@gmail.com,acme-robotics.com',
  '"x"<attacker@gmail.com>',
  'a@gmail.com;acme.com',
  'attacker@gmail.com <boss@acme-robotics.com>',
  'acme:attacker@gmail.com;',
  'attacker@gmail.com(acme-robotics.com)',
  'attacker\\@gmail.com@acme-robotics.com',
];

describe('one plain e-mail address (M2)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const invalid = { message: validationMessages.emailInvalid };

  it('refuses address lists and display names on send-otp, check-email and register, and mails nothing', async () => {
    for (const email of SMUGGLED) {
      for (const url of ['/api/auth/send-otp', '/api/auth/check-email', '/api/auth/check-existing-user']) {
        const res = await call(t.app, 'POST', url, { body: { email } });
        expect(res.status, `${url} ${email}`).toBe(400);
        expect(res.body).toEqual(invalid);
      }
      const register = await call(t.app, 'POST', '/api/auth/register', {
        body: {
          email,
          name: 'Mallory',
          password: 'Attacker123',
          role: 'employer',
          companyName: 'Acme Robotics',
          verificationToken: 'from-verify-otp',
        },
      });
      expect(register.status, email).toBe(400);
      expect(register.body).toEqual(invalid);
    }
    expect(t.mailer.sent).toEqual([]);
  });

  it('still takes a plain company address, in any case, with a plus and sub-domains', async () => {
    const res = await call(t.app, 'POST', '/api/auth/check-email', {
      body: { email: ' Hiring+Jobs@Mail.Acme-Robotics.com ' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ isCompanyDomain: true });
  });
});

describe('company-domain rule', () => {
  it('decides on the domain of one valid address: free mail and anything unparsable are not a company', () => {
    expect(isCompanyEmail('talent@acme-robotics.com')).toBe(true);
    expect(isCompanyEmail('Someone@GMAIL.com')).toBe(false);
    expect(isCompanyEmail('someone@outlook.com')).toBe(false);
    for (const email of SMUGGLED) expect(isCompanyEmail(email), email).toBe(false);
    expect(isCompanyEmail('no-domain@')).toBe(false);
  });
});
