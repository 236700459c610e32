import { describe, expect, it } from 'vitest';
import { validationMessages as m } from '@hireloop/shared';
import { firstSignupError, type SignupValues } from './signup-validation';

const valid: SignupValues = {
  fullName: 'Asha Rao',
  companyName: 'Acme',
  email: 'asha@acme.io',
  password: 'Str0ngPass',
  acceptTerms: true,
};

describe('firstSignupError', () => {
  it('reports the rules in the spec order for job seekers', () => {
    const empty = { fullName: ' ', email: '', password: '', acceptTerms: false };
    expect(firstSignupError(empty, 'jobseeker', false)?.message).toBe(m.fullNameRequired);
    expect(firstSignupError({ ...empty, fullName: 'A' }, 'jobseeker', false)?.message).toBe(
      m.signupEmailRequired,
    );
    expect(firstSignupError({ ...empty, fullName: 'A', email: 'a@b.co' }, 'jobseeker', false)?.message).toBe(
      m.signupPasswordRequired,
    );
    expect(firstSignupError({ ...valid, acceptTerms: false }, 'jobseeker', false)?.message).toBe(
      m.acceptTerms,
    );
    expect(firstSignupError(valid, 'jobseeker', false)?.message).toBe(m.verifyOtpFirst);
    expect(firstSignupError(valid, 'jobseeker', true)).toBeNull();
  });

  it('applies the password rules after presence', () => {
    expect(firstSignupError({ ...valid, password: 'short' }, 'jobseeker', true)?.message).toBe(
      m.passwordMin8,
    );
    expect(firstSignupError({ ...valid, password: 'nouppercase1' }, 'jobseeker', true)?.message).toBe(
      m.passwordUppercase,
    );
  });

  it('asks employers for a trimmed company name right after the name', () => {
    expect(firstSignupError({ ...valid, companyName: '  ', email: '' }, 'employer', true)).toEqual({
      field: 'companyName',
      message: m.companyNameRequired,
    });
    expect(firstSignupError({ ...valid, companyName: undefined }, 'jobseeker', true)).toBeNull();
  });
});
