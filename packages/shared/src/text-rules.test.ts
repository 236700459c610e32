import { describe, expect, it } from 'vitest';
import { idSchema, isId } from './ids';
import { jobFormSchema, jobSearchSchema } from './jobs';
import { serverMessages } from './messages';
import { profileUpdateSchema } from './profile';
import { INT4_MAX, isSingleLine, toSingleLine } from './text-rules';
import { registerBodySchema } from './validation';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? null : result.error!.issues[0]!.message;

const job = {
  title: 'SRE',
  description: 'Keep it running.',
  requirements: 'Linux',
  companyName: 'Northwind',
  salaryMin: 1,
  salaryMax: 2,
  experienceMin: 1,
  experienceMax: 2,
  openings: 1,
};

describe('text fields of the forms', () => {
  it('refuse a NUL character in any text, multi-line or not', () => {
    for (const change of [
      { description: 'a\u0000b' },
      { location: '\u0000' },
      { keySkills: ['Go\u0000'] },
      { education: 'B\u0000' },
    ]) {
      expect(firstMessage(jobFormSchema.safeParse({ ...job, ...change }))).toBe(serverMessages.textHasNul);
    }
    for (const change of [{ headline: 'x\u0000' }, { skills: ['Go\u0000'] }, { phone: '1\u0000' }]) {
      expect(firstMessage(profileUpdateSchema.safeParse(change))).toBe(serverMessages.textHasNul);
    }
    expect(firstMessage(jobSearchSchema.safeParse({ location: 'Pune\u0000' }))).toBe(
      serverMessages.textHasNul,
    );
  });

  it('keep names, job titles and company names on one line', () => {
    for (const value of [
      'A\r\nBcc: x@evil.example',
      'A\tB',
      'A\u0000',
      'A\u001b[31m',
      'A\u0085B',
      'A\u2029B',
    ]) {
      for (const field of ['title', 'companyName']) {
        const result = jobFormSchema.safeParse({ ...job, [field]: value });
        expect(firstMessage(result), `${field} ${JSON.stringify(value)}`).toBe(
          serverMessages.textNotSingleLine,
        );
      }
      for (const field of ['name', 'fullName', 'companyName']) {
        const result = profileUpdateSchema.safeParse({ [field]: value });
        expect(firstMessage(result), `${field} ${JSON.stringify(value)}`).toBe(
          serverMessages.textNotSingleLine,
        );
      }
    }
    const signup = { email: 'a@b.example', name: 'A\nB', password: 'Password1', role: 'jobseeker' };
    expect(
      registerBodySchema.safeParse({ ...signup, verificationToken: 't' }).error?.issues[0]?.message,
    ).toBe(serverMessages.textNotSingleLine);
  });

  it('keep line breaks and tabs in multi-line text, and accents and emoji everywhere', () => {
    const result = jobFormSchema.safeParse({ ...job, title: 'Ingénieur ☕', description: 'One\r\n\tTwo' });
    expect(result.success).toBe(true);
    expect(result.data?.description).toBe('One\r\n\tTwo');
    expect(
      profileUpdateSchema.safeParse({ name: 'Zoë Ørsted', headline: 'Line one\nLine two' }).success,
    ).toBe(true);
  });
});

describe('making a text one line', () => {
  it('turns each run of control characters into one space and trims the ends', () => {
    expect(toSingleLine('python\r\nBcc: x@evil.example')).toBe('python Bcc: x@evil.example');
    expect(toSingleLine('\ta \u2028 b\u0085c\u0000\n')).toBe('a b c');
    expect(toSingleLine('React  in Pune')).toBe('React in Pune');
    expect(isSingleLine(toSingleLine('a\r\n\r\nb\u2029'))).toBe(true);
  });
});

describe('numbers of the job search', () => {
  it('stop at what a PostgreSQL integer holds', () => {
    expect(
      jobSearchSchema.safeParse({ minSalary: String(INT4_MAX), maxSalary: String(INT4_MAX) }).success,
    ).toBe(true);
    for (const key of ['minSalary', 'maxSalary']) {
      expect(jobSearchSchema.safeParse({ [key]: String(INT4_MAX + 1) }).success, key).toBe(false);
      expect(jobSearchSchema.safeParse({ [key]: '1e400' }).success, key).toBe(false);
    }
  });
});

describe('ids', () => {
  it('are UUIDs exactly as PostgreSQL generates them', () => {
    expect(isId('3f2c1a9e-8b7d-4c6e-9a5f-1e2d3c4b5a69')).toBe(true);
    expect(isId('3F2C1A9E-8B7D-4C6E-9A5F-1E2D3C4B5A69')).toBe(true);
    for (const id of [
      '-'.repeat(36),
      'abcdef0123456789abcdef0123456789----',
      'zzzzzzzz-zzzz-4zzz-8zzz-zzzzzzzzzzzz',
      '3f2c1a9e-8b7d-4c6e-9a5f-1e2d3c4b5a6',
      ' 3f2c1a9e-8b7d-4c6e-9a5f-1e2d3c4b5a69',
      '3f2c1a9e-8b7d-4c6e-9a5f-1e2d3c4b5a69\n',
      '../../etc/passwd',
      '',
    ]) {
      expect(isId(id), id).toBe(false);
      expect(idSchema.safeParse(id).success, id).toBe(false);
    }
  });
});
