import { describe, expect, it } from 'vitest';
import { serverMessages, validationMessages as m } from './messages';
import { emailError } from './email';
import {
  loginPasswordError,
  otpError,
  passwordError,
  registerBodySchema,
  resetPasswordFormSchema,
  signupFormSchemas,
  type SignupFormInput,
} from './validation';
import { firstName, getInitials, isRole } from './helpers';

describe('e-mail rule', () => {
  it('requires and shapes', () => {
    expect(emailError('')).toBe(m.emailRequired);
    expect(emailError('   ')).toBe(m.emailRequired);
    expect(emailError('priya@')).toBe(m.emailInvalid);
    expect(emailError('priya@example.com')).toBeNull();
  });

  it('accepts one plain address, with the usual local-part characters and sub-domains', () => {
    for (const ok of [
      'priya@example.com',
      'priya.sharma+jobs@mail.acme-robotics.co.in',
      "o'neil_x-1@EXAMPLE.io",
      '  padded@example.com  ',
    ]) {
      expect(emailError(ok), ok).toBeNull();
    }
  });

  it('refuses lists, display names, quotes and odd domains: only one plain address may be mailed', () => {
    for (const bad of [
      'attacker@gmail.com,acme-robotics.com',
      '"x"<attacker@gmail.com>',
      'a@gmail.com;acme.com',
      'x <a@acme.com>',
      'a@acme.com (work)',
      'a@[127.0.0.1]',
      'a\\b@acme.com',
      'a b@acme.com',
      'a@acme.com\nBcc: b@evil.com',
      'a\u0000@acme.com',
      'a@b@acme.com',
      'a@acme',
      'a@acme.',
      'a@.acme.com',
      'a@acme..com',
      'a@-acme.com',
      'a@acme-.com',
      'a@acme_corp.com',
      'a@acme.c0m1',
      '@acme.com',
    ]) {
      expect(emailError(bad), JSON.stringify(bad)).toBe(m.emailInvalid);
    }
  });
});

describe('sign-up password rule', () => {
  it('gives the first failing message in the spec order', () => {
    expect(passwordError('')).toBe(m.passwordRequired);
    expect(passwordError('Ab1')).toBe(m.passwordMin8);
    expect(passwordError('ABCDEFG1')).toBe(m.passwordLowercase);
    expect(passwordError('abcdefg1')).toBe(m.passwordUppercase);
    expect(passwordError('Abcdefgh')).toBe(m.passwordNumber);
    expect(passwordError('Abcdefg1')).toBeNull();
  });

  it('login only needs 6 characters', () => {
    expect(loginPasswordError('')).toBe(m.passwordRequired);
    expect(loginPasswordError('abcde')).toBe(m.passwordMin6);
    expect(loginPasswordError('abcdef')).toBeNull();
  });
});

describe('OTP rule', () => {
  it('needs exactly 6 digits', () => {
    expect(otpError('')).toBe(m.otpRequired);
    expect(otpError('12345')).toBe(m.otpLength);
    expect(otpError('1234567')).toBe(m.otpLength);
    expect(otpError('123456')).toBeNull();
  });
});

describe('register payload', () => {
  const base = { email: 'A@Acme.com', name: ' Asha ', password: 'Password1', verificationToken: 'proof' };
  it('lower-cases the e-mail, trims the name, takes either role case-insensitively', () => {
    const parsed = registerBodySchema.parse({ ...base, role: 'JobSeeker' });
    expect(parsed).toMatchObject({ email: 'a@acme.com', name: 'Asha', role: 'jobseeker' });
  });
  it('refuses any other role', () => {
    expect(registerBodySchema.safeParse({ ...base, role: 'admin' }).success).toBe(false);
  });
  it('needs the token verify-otp answered, with the "not verified" message', () => {
    const { verificationToken: _, ...noToken } = base;
    for (const body of [noToken, { ...base, verificationToken: '' }, { ...base, verificationToken: 7 }]) {
      const res = registerBodySchema.safeParse({ ...body, role: 'jobseeker' });
      expect(res.error?.issues[0]?.message).toBe(serverMessages.emailNotVerified);
    }
  });
  it('needs a company name for an employer', () => {
    const res = registerBodySchema.safeParse({ ...base, role: 'employer' });
    expect(res.success).toBe(false);
    expect(res.error?.issues[0]?.message).toBe(m.companyNameRequired);
  });
});

describe('sign-up form', () => {
  const valid: SignupFormInput = {
    name: 'Asha Rao',
    companyName: 'Acme',
    email: 'asha@acme.io',
    password: 'Str0ngPass',
    acceptTerms: true,
    verificationToken: 'proof',
  };
  const unverified = { ...valid, verificationToken: null };
  /** The message the form shows: the first issue, in the order of the schema's keys. */
  const firstError = (role: 'jobseeker' | 'employer', values: object) => {
    const res = signupFormSchemas[role].safeParse(values);
    return res.success
      ? null
      : { field: res.error.issues[0]?.path[0], message: res.error.issues[0]?.message };
  };

  it('reports the rules in the spec order for job seekers', () => {
    const empty = { name: ' ', email: '', password: '', acceptTerms: false, verificationToken: null };
    expect(firstError('jobseeker', empty)?.message).toBe(m.fullNameRequired);
    expect(firstError('jobseeker', { ...empty, name: 'A' })?.message).toBe(m.signupEmailRequired);
    expect(firstError('jobseeker', { ...empty, name: 'A', email: 'a@b.co' })?.message).toBe(
      m.signupPasswordRequired,
    );
    expect(firstError('jobseeker', { ...unverified, acceptTerms: false })?.message).toBe(m.acceptTerms);
    expect(firstError('jobseeker', unverified)).toEqual({
      field: 'verificationToken',
      message: m.verifyOtpFirst,
    });
    expect(firstError('jobseeker', valid)).toBeNull();
  });

  it('applies the password rules after presence', () => {
    expect(firstError('jobseeker', { ...valid, password: 'short' })?.message).toBe(m.passwordMin8);
    expect(firstError('jobseeker', { ...valid, password: 'nouppercase1' })?.message).toBe(
      m.passwordUppercase,
    );
  });

  it('asks employers for a trimmed company name right after the name', () => {
    expect(firstError('employer', { ...valid, companyName: '  ', email: '' })).toEqual({
      field: 'companyName',
      message: m.companyNameRequired,
    });
    const { companyName: _, ...jobSeeker } = valid;
    expect(firstError('jobseeker', jobSeeker)).toBeNull();
  });

  it("says in words when a name or company name is too long, not in zod's default English", () => {
    expect(firstError('employer', { ...valid, name: 'A'.repeat(121) })).toEqual({
      field: 'name',
      message: 'Full name must be 120 characters or fewer',
    });
    expect(firstError('employer', { ...valid, companyName: 'A'.repeat(161) })).toEqual({
      field: 'companyName',
      message: 'Company name must be 160 characters or fewer',
    });
    expect(
      firstError('employer', { ...valid, name: 'A'.repeat(120), companyName: 'A'.repeat(160) }),
    ).toBeNull();
    const body = registerBodySchema.safeParse({
      email: 'asha@acme.io',
      name: 'Asha',
      password: 'Str0ngPass',
      role: 'employer',
      companyName: 'A'.repeat(161),
      verificationToken: 'proof',
    });
    expect(body.error?.issues.map((issue) => issue.message)).toEqual([
      'Company name must be 160 characters or fewer',
    ]);
  });

  it('trims the names and the e-mail, as the register body does', () => {
    const parsed = signupFormSchemas.employer.parse({
      ...valid,
      name: ' Asha ',
      companyName: ' Acme ',
      email: ' Asha@Acme.io ',
    });
    expect(parsed).toMatchObject({ name: 'Asha', companyName: 'Acme', email: 'Asha@Acme.io' });
  });
});

describe('reset password form', () => {
  const messages = (values: { password: string; confirm: string }) =>
    resetPasswordFormSchema.safeParse(values).error?.issues.map((issue) => [issue.path[0], issue.message]);

  it('requires both boxes', () => {
    expect(messages({ password: '', confirm: '' })).toEqual([
      ['password', m.passwordRequired],
      ['confirm', m.confirmRequired],
    ]);
  });

  it('says the boxes differ, also while the password breaks a rule', () => {
    expect(messages({ password: 'Str0ngPass', confirm: 'Str0ngPas' })).toEqual([
      ['confirm', m.passwordsDoNotMatch],
    ]);
    expect(messages({ password: 'short', confirm: 'shorter' })).toEqual([
      ['password', m.passwordMin8],
      ['confirm', m.passwordsDoNotMatch],
    ]);
    expect(messages({ password: 'Str0ngPass', confirm: 'Str0ngPass' })).toBeUndefined();
  });
});

describe('helpers', () => {
  it('initials take up to two words', () => {
    expect(getInitials('priya kumari sharma')).toBe('PK');
    expect(getInitials('  meera ')).toBe('M');
    expect(getInitials('')).toBe('');
  });
  it('first name and role comparison', () => {
    expect(firstName('Priya Sharma')).toBe('Priya');
    expect(isRole('EMPLOYER', 'employer')).toBe(true);
    expect(isRole(undefined, 'employer')).toBe(false);
  });
});
