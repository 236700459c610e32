import { describe, expect, it } from 'vitest';
import {
  educationEntrySchema,
  employmentEntrySchema,
  headlineSchema,
  profileMessages,
  profileUpdateSchema,
  projectEntrySchema,
  skillsSchema,
} from './profile';
import { hasSkill, normalizeKeySkills } from './skills';

/** The messages of a failed parse, in order. */
function messages(
  schema: { safeParse(v: unknown): { success: boolean; error?: { issues: { message: string }[] } } },
  value: unknown,
) {
  const result = schema.safeParse(value);
  expect(result.success, JSON.stringify(value)).toBe(false);
  return result.error!.issues.map((i) => i.message);
}

const job = { title: 'SRE', company: 'Northwind', startDate: '2020-01', endDate: '2021-01' };

describe('dates of entries', () => {
  it('accepts YYYY-MM and YYYY-MM-DD, leap days included', () => {
    for (const [startDate, endDate] of [
      ['2020-01', '2020-12'],
      ['2020-02-29', '2021-02-28'],
      ['2000-02-29', '2000-03'],
      ['2019-12-31', '2020-01-01'],
    ]) {
      expect(
        employmentEntrySchema.safeParse({ ...job, startDate, endDate }).success,
        `${startDate} ${endDate}`,
      ).toBe(true);
    }
  });

  it('refuses other formats and days that are not on the calendar', () => {
    for (const bad of [
      '2020',
      '2020-1',
      '2020-1-5',
      '20-01',
      '2020/01',
      'Jan 2020',
      '2020-13',
      '2020-00',
      '2020-01-00',
      '2020-01-32',
      '2021-02-29',
      '1900-02-29',
      '2020-04-31',
      '2020-06-31',
      '2020-09-31',
      '2020-11-31',
    ]) {
      expect(messages(employmentEntrySchema, { ...job, startDate: bad, endDate: '2030-01' }), bad).toEqual([
        profileMessages.invalidDate,
      ]);
      expect(messages(employmentEntrySchema, { ...job, startDate: '2010-01', endDate: bad }), bad).toEqual([
        profileMessages.invalidDate,
      ]);
    }
  });

  it('trims dates and keeps the date of a full timestamp', () => {
    const parsed = employmentEntrySchema.parse({
      ...job,
      startDate: ' 2020-01-05 ',
      endDate: '2021-03-04T10:00:00.000Z',
    });
    expect(parsed).toMatchObject({ startDate: '2020-01-05', endDate: '2021-03-04' });
  });

  it('requires a start date', () => {
    expect(messages(employmentEntrySchema, { ...job, startDate: '' })).toEqual([
      profileMessages.startDateRequired,
    ]);
    expect(messages(employmentEntrySchema, { ...job, startDate: null })).toEqual([
      profileMessages.startDateRequired,
    ]);
  });

  it('requires an end date unless current, and clears it when current', () => {
    expect(messages(employmentEntrySchema, { ...job, endDate: '' })).toEqual([
      profileMessages.endDateRequired,
    ]);
    expect(employmentEntrySchema.parse({ ...job, endDate: '2031-01', isCurrentJob: true })).toMatchObject({
      endDate: '',
      isCurrentJob: true,
    });
    expect(
      educationEntrySchema.parse({
        degree: 'BSc',
        institution: 'X',
        startDate: '2020-01',
        isCurrentStudy: true,
      }).endDate,
    ).toBe('');
    expect(
      projectEntrySchema.parse({
        name: 'P',
        description: 'D',
        startDate: '2020-01',
        endDate: '2020-01',
        isCurrentProject: true,
      }).endDate,
    ).toBe('');
  });

  it('refuses an end before the start, allows the same date', () => {
    expect(messages(employmentEntrySchema, { ...job, startDate: '2021-02', endDate: '2021-01' })).toEqual([
      profileMessages.dateOrder,
    ]);
    expect(
      messages(employmentEntrySchema, { ...job, startDate: '2021-02-02', endDate: '2021-02-01' }),
    ).toEqual([profileMessages.dateOrder]);
    expect(
      employmentEntrySchema.safeParse({ ...job, startDate: '2021-02-02', endDate: '2021-02-02' }).success,
    ).toBe(true);
    // A current job's stale end date is not compared.
    expect(
      employmentEntrySchema.safeParse({
        ...job,
        startDate: '2021-02',
        endDate: '2020-01',
        isCurrentJob: true,
      }).success,
    ).toBe(true);
  });
});

describe('entry required fields', () => {
  it('employment: title and company', () => {
    expect(messages(employmentEntrySchema, { ...job, title: ' ' })).toEqual([
      profileMessages.employmentTitleRequired,
    ]);
    expect(messages(employmentEntrySchema, { ...job, company: undefined })).toEqual([
      profileMessages.employmentCompanyRequired,
    ]);
    expect(employmentEntrySchema.parse({ ...job, title: ' SRE ' })).toEqual({
      ...job,
      title: 'SRE',
      isCurrentJob: false,
      description: '',
    });
  });

  it('education: degree and institution; cgpa and description optional', () => {
    const edu = { degree: 'BSc', institution: 'IISc', startDate: '2015-08', endDate: '2019-05' };
    expect(educationEntrySchema.parse(edu)).toEqual({
      ...edu,
      isCurrentStudy: false,
      cgpa: '',
      description: '',
    });
    expect(messages(educationEntrySchema, { ...edu, degree: '' })).toEqual([profileMessages.degreeRequired]);
    expect(messages(educationEntrySchema, { ...edu, institution: null })).toEqual([
      profileMessages.institutionRequired,
    ]);
  });

  it('project: name and description', () => {
    const p = { name: 'P', description: 'D', startDate: '2020-01', endDate: '2020-02' };
    expect(projectEntrySchema.parse(p)).toEqual({
      ...p,
      technologies: '',
      isCurrentProject: false,
      role: '',
      link: '',
    });
    expect(messages(projectEntrySchema, { ...p, name: '' })).toEqual([profileMessages.projectNameRequired]);
    expect(messages(projectEntrySchema, { ...p, description: '   ' })).toEqual([
      profileMessages.projectDescriptionRequired,
    ]);
  });
});

describe('skills', () => {
  it('trims and allows up to 30 characters', () => {
    expect(skillsSchema.parse([' Go ', 'a'.repeat(30)])).toEqual(['Go', 'a'.repeat(30)]);
    expect(messages(skillsSchema, ['a'.repeat(31)])).toEqual([profileMessages.skillTooLong]);
  });

  it('refuses empty skills and duplicates, ignoring case as the job form does', () => {
    expect(messages(skillsSchema, ['  '])).toEqual([profileMessages.skillEmpty]);
    expect(messages(skillsSchema, ['Go', 'Go'])).toEqual([profileMessages.duplicateSkill]);
    expect(messages(skillsSchema, ['React', 'react'])).toEqual([profileMessages.duplicateSkill]);
    expect(messages(skillsSchema, ['Node.js', ' NODE.JS '])).toEqual([profileMessages.duplicateSkill]);
    expect(skillsSchema.parse(['Go', 'Golang'])).toEqual(['Go', 'Golang']);
  });
});

describe('hasSkill', () => {
  it('compares trimmed, ignoring case, like the key skills of a job', () => {
    expect(hasSkill(['React', 'Go'], ' react ')).toBe(true);
    expect(hasSkill(['React'], 'Preact')).toBe(false);
    expect(normalizeKeySkills(['React', 'react', ' REACT '])).toEqual(['React']);
  });
});

describe('headline', () => {
  it('refuses whitespace only, allows empty, trims', () => {
    expect(messages(headlineSchema, ' \n ')).toEqual([profileMessages.headlineBlank]);
    expect(headlineSchema.parse('')).toBe('');
    expect(headlineSchema.parse('  Hello  ')).toBe('Hello');
  });
});

describe('profileUpdateSchema', () => {
  it('drops fields a user may not set', () => {
    const parsed = profileUpdateSchema.parse({
      title: 'Dev',
      role: 'employer',
      email: 'x@y.z',
      kycCompleted: true,
      isVerified: true,
      isRegistrationComplete: true,
      resume: { fileUrl: 'x', fileName: 'y' },
      passwordHash: 'h',
    });
    expect(parsed).toEqual({ title: 'Dev' });
  });

  it('refuses a blank name or fullName', () => {
    expect(messages(profileUpdateSchema, { name: '  ' })).toEqual([profileMessages.nameRequired]);
    expect(messages(profileUpdateSchema, { fullName: '' })).toEqual([profileMessages.nameRequired]);
    expect(profileUpdateSchema.parse({ name: ' Asha ' })).toEqual({ name: 'Asha' });
  });

  it('accepts only our own WebP uploads (or null) for avatar and company logo', () => {
    expect(profileUpdateSchema.parse({ avatar: '/uploads/images/a-1_B.webp' })).toEqual({
      avatar: '/uploads/images/a-1_B.webp',
    });
    expect(profileUpdateSchema.parse({ avatar: { fileUrl: '/uploads/images/x.webp' } })).toEqual({
      avatar: '/uploads/images/x.webp',
    });
    expect(profileUpdateSchema.parse({ avatar: null, companyLogo: null })).toEqual({
      avatar: null,
      companyLogo: null,
    });
    for (const bad of [
      'javascript:alert(1)',
      'https://evil.example/x.webp',
      '/uploads/images/x.png',
      '/uploads/images/x.jpg',
      '/uploads/images/../x.webp',
      '/uploads/images/x.webp#',
      ' /uploads/images/x.webp',
      '',
    ]) {
      expect(messages(profileUpdateSchema, { avatar: bad }), bad).toEqual([profileMessages.invalidAvatar]);
      expect(messages(profileUpdateSchema, { companyLogo: bad }), bad).toEqual([
        profileMessages.invalidAvatar,
      ]);
    }
  });
});

describe('length limits', () => {
  it("name the field and its limit, in the product's words", () => {
    expect(messages(profileUpdateSchema, { name: 'A'.repeat(121) })).toEqual([
      'Full name must be 120 characters or fewer',
    ]);
    expect(messages(profileUpdateSchema, { phone: '1'.repeat(41) })).toEqual([
      'Phone number must be 40 characters or fewer',
    ]);
    expect(messages(employmentEntrySchema, { ...job, title: 'T'.repeat(161) })).toEqual([
      'Job title must be 160 characters or fewer',
    ]);
    expect(
      messages(
        skillsSchema,
        Array.from({ length: 101 }, (_, i) => `skill ${i}`),
      ),
    ).toEqual(['Please add no more than 100 skills']);
  });
});
