import { eq } from 'drizzle-orm';
import { profileMessages } from '@hireloop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema';
import { insertJob } from '../../src/db/seed/factories';
import { call, createTestApp, type TestApp, account, login } from '../helper';
import { me, uploadedPicture, userRow } from './util';

const employment = (overrides: Record<string, unknown> = {}) => ({
  title: 'Backend Engineer',
  company: 'Northwind Labs',
  startDate: '2019-04',
  endDate: '2022-08',
  isCurrentJob: false,
  description: 'Payments team.',
  ...overrides,
});

const education = (overrides: Record<string, unknown> = {}) => ({
  degree: 'B.Tech Computer Science',
  institution: 'IIT Madras',
  startDate: '2014-07',
  endDate: '2018-05',
  isCurrentStudy: false,
  cgpa: '8.4',
  description: '',
  ...overrides,
});

const project = (overrides: Record<string, unknown> = {}) => ({
  name: 'Route Planner',
  description: 'Plans delivery routes.',
  technologies: 'TypeScript, PostgreSQL',
  startDate: '2021-01-15',
  endDate: '2021-06-30',
  isCurrentProject: false,
  role: 'Lead',
  link: 'https://example.com/route-planner',
  ...overrides,
});

describe('PUT /api/user/profile', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  /** PUTs `body` as a fresh job seeker and expects a 400 with `message`; the profile stays as it was. */
  async function refused(body: Record<string, unknown>, message: string) {
    const { user, token } = await account(t);
    const res = await call(t.app, 'PUT', '/api/user/profile', { token, body });
    expect(res.status, JSON.stringify(res.body)).toBe(400);
    expect(res.body.message).toBe(message);
    const row = await userRow(t, user.id);
    expect(row.updatedAt).toEqual(user.updatedAt);
    expect(row.employment).toEqual([]);
    expect(row.education).toEqual([]);
    expect(row.projects).toEqual([]);
    expect(row.skills).toEqual([]);
    expect(row.headline).toBe('');
  }

  async function accepted(token: string, body: Record<string, unknown>) {
    const res = await call(t.app, 'PUT', '/api/user/profile', { token, body });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body;
  }

  it('needs a signed-in user', async () => {
    const res = await call(t.app, 'PUT', '/api/user/profile', { body: { title: 'Hacker' } });
    expect(res.status).toBe(401);
  });

  it('merges the given fields and answers the updated user, nested and at the top level', async () => {
    const { user, token } = await account(t, 'jobseeker', { name: 'Asha Rao' });
    t.clock.advance(60_000);
    const first = await accepted(token, {
      title: 'Backend Engineer',
      location: 'Pune',
      phone: '+91 98765 43210',
      experience: '3 Years 2 Months',
      ctc: '18 LPA',
      noticePeriod: '30 days',
      headline: '  Backend engineer who likes boring, reliable systems  ',
    });
    expect(first.success).toBe(true);
    expect(first.message).toBe(profileMessages.profileUpdated);
    expect(first.user).toMatchObject({
      _id: user.id,
      name: 'Asha Rao',
      fullName: 'Asha Rao',
      title: 'Backend Engineer',
      location: 'Pune',
      phone: '+91 98765 43210',
      experience: '3 Years 2 Months',
      ctc: '18 LPA',
      noticePeriod: '30 days',
      headline: 'Backend engineer who likes boring, reliable systems',
    });
    expect(first.user.updatedAt).toBe(t.clock.now().toISOString());
    // The same user at the top level, for clients that read either.
    const { success, message, user: nested, ...top } = first;
    expect(success).toBe(true);
    expect(message).toBe(profileMessages.profileUpdated);
    expect(top).toEqual(nested);

    // A second call with one field leaves the others alone.
    const second = await accepted(token, { phone: '+91 90000 00000', skills: ['Go', 'SQL'] });
    expect(second.user).toMatchObject({
      title: 'Backend Engineer',
      location: 'Pune',
      phone: '+91 90000 00000',
      skills: ['Go', 'SQL'],
      headline: 'Backend engineer who likes boring, reliable systems',
    });
    const row = await userRow(t, user.id);
    expect(row).toMatchObject({
      title: 'Backend Engineer',
      location: 'Pune',
      phone: '+91 90000 00000',
      skills: ['Go', 'SQL'],
    });
    expect((await me(t, token)).phone).toBe('+91 90000 00000');
  });

  it('changes the name through name or fullName, and never blanks it', async () => {
    const { user, token } = await account(t, 'jobseeker', { name: 'Asha Rao' });
    expect((await accepted(token, { name: '  Asha  R. Rao ' })).user.name).toBe('Asha  R. Rao');
    expect((await accepted(token, { fullName: 'Asha Rao-Iyer' })).user).toMatchObject({
      name: 'Asha Rao-Iyer',
      fullName: 'Asha Rao-Iyer',
    });
    for (const body of [
      { name: '' },
      { name: '    ' },
      { name: null },
      { fullName: '' },
      { fullName: ' \t ' },
    ]) {
      const res = await call(t.app, 'PUT', '/api/user/profile', { token, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.message).toBe(profileMessages.nameRequired);
    }
    expect((await userRow(t, user.id)).name).toBe('Asha Rao-Iyer');
  });

  describe('employment entries', () => {
    it('stores complete entries, current ones without an end date', async () => {
      const { user, token } = await account(t);
      const body = await accepted(token, {
        employment: [
          employment(),
          employment({
            title: 'Staff Engineer',
            startDate: '2022-09-01',
            endDate: '2030-01',
            isCurrentJob: true,
          }),
        ],
      });
      expect(body.user.employment).toEqual([
        employment(),
        employment({ title: 'Staff Engineer', startDate: '2022-09-01', endDate: '', isCurrentJob: true }),
      ]);
      expect((await userRow(t, user.id)).employment[1]).toMatchObject({ isCurrentJob: true, endDate: '' });
    });

    it('fills optional fields: description empty, isCurrentJob false', async () => {
      const { token } = await account(t);
      const body = await accepted(token, {
        employment: [{ title: 'QA', company: 'Initech', startDate: '2020-01', endDate: '2020-02' }],
      });
      expect(body.user.employment).toEqual([
        {
          title: 'QA',
          company: 'Initech',
          startDate: '2020-01',
          endDate: '2020-02',
          isCurrentJob: false,
          description: '',
        },
      ]);
    });

    it('requires the job title', async () => {
      await refused(
        { employment: [employment({ title: undefined })] },
        profileMessages.employmentTitleRequired,
      );
      await refused({ employment: [employment({ title: '   ' })] }, profileMessages.employmentTitleRequired);
    });

    it('requires the company', async () => {
      await refused({ employment: [employment({ company: '' })] }, profileMessages.employmentCompanyRequired);
      await refused(
        { employment: [employment({ company: null })] },
        profileMessages.employmentCompanyRequired,
      );
    });

    it('requires the start date', async () => {
      await refused({ employment: [employment({ startDate: '' })] }, profileMessages.startDateRequired);
      await refused(
        { employment: [employment({ startDate: undefined })] },
        profileMessages.startDateRequired,
      );
    });

    it('requires an end date unless it is the current job', async () => {
      await refused({ employment: [employment({ endDate: '' })] }, profileMessages.endDateRequired);
      await refused(
        { employment: [employment({ endDate: undefined, isCurrentJob: false })] },
        profileMessages.endDateRequired,
      );
      const { token } = await account(t);
      const body = await accepted(token, { employment: [employment({ endDate: '', isCurrentJob: true })] });
      expect(body.user.employment[0]).toMatchObject({ endDate: '', isCurrentJob: true });
    });

    it('refuses an end before the start, and allows the same month', async () => {
      await refused(
        { employment: [employment({ startDate: '2022-05', endDate: '2021-12' })] },
        profileMessages.dateOrder,
      );
      await refused(
        { employment: [employment({ startDate: '2022-05-20', endDate: '2022-05-19' })] },
        profileMessages.dateOrder,
      );
      const { token } = await account(t);
      const body = await accepted(token, {
        employment: [employment({ startDate: '2022-05', endDate: '2022-05' })],
      });
      expect(body.user.employment[0]).toMatchObject({ startDate: '2022-05', endDate: '2022-05' });
    });

    it('refuses dates that are not YYYY-MM or YYYY-MM-DD, or not on the calendar', async () => {
      for (const bad of [
        '2022/05/01',
        '05-2022',
        'May 2022',
        '2022-13',
        '2022-00',
        '2022-05-32',
        '2023-02-30',
        '22-05',
      ]) {
        await refused(
          { employment: [employment({ startDate: bad, endDate: '2024-01' })] },
          profileMessages.invalidDate,
        );
        await refused(
          { employment: [employment({ startDate: '2010-01', endDate: bad })] },
          profileMessages.invalidDate,
        );
      }
    });
  });

  describe('education entries', () => {
    it('stores complete entries, current ones without an end date', async () => {
      const { user, token } = await account(t);
      const body = await accepted(token, {
        education: [education(), education({ degree: 'M.Tech', endDate: '2026-05', isCurrentStudy: true })],
      });
      expect(body.user.education).toEqual([
        education(),
        education({ degree: 'M.Tech', endDate: '', isCurrentStudy: true }),
      ]);
      expect((await userRow(t, user.id)).education).toHaveLength(2);
    });

    it('requires degree, institution and start date', async () => {
      await refused({ education: [education({ degree: ' ' })] }, profileMessages.degreeRequired);
      await refused(
        { education: [education({ institution: undefined })] },
        profileMessages.institutionRequired,
      );
      await refused({ education: [education({ startDate: '' })] }, profileMessages.startDateRequired);
    });

    it('requires an end date unless currently studying, in order, and well formed', async () => {
      await refused({ education: [education({ endDate: '' })] }, profileMessages.endDateRequired);
      await refused(
        { education: [education({ startDate: '2018-01', endDate: '2017-12' })] },
        profileMessages.dateOrder,
      );
      await refused({ education: [education({ endDate: '2018-5' })] }, profileMessages.invalidDate);
    });
  });

  describe('project entries', () => {
    it('stores complete entries, in-progress ones without an end date', async () => {
      const { token } = await account(t);
      const body = await accepted(token, {
        projects: [project(), project({ name: 'Chat', endDate: '2027-01', isCurrentProject: true })],
      });
      expect(body.user.projects).toEqual([
        project(),
        project({ name: 'Chat', endDate: '', isCurrentProject: true }),
      ]);
    });

    it('requires name, description and start date', async () => {
      await refused({ projects: [project({ name: '' })] }, profileMessages.projectNameRequired);
      await refused(
        { projects: [project({ description: '  ' })] },
        profileMessages.projectDescriptionRequired,
      );
      await refused({ projects: [project({ startDate: undefined })] }, profileMessages.startDateRequired);
    });

    it('requires an end date unless in progress, in order, and well formed', async () => {
      await refused({ projects: [project({ endDate: null })] }, profileMessages.endDateRequired);
      await refused(
        { projects: [project({ startDate: '2021-06-02', endDate: '2021-06-01' })] },
        profileMessages.dateOrder,
      );
      await refused({ projects: [project({ startDate: 'yesterday' })] }, profileMessages.invalidDate);
    });
  });

  describe('skills', () => {
    it('stores trimmed skills of up to 30 characters', async () => {
      const { user, token } = await account(t);
      const thirty = 'x'.repeat(30);
      const body = await accepted(token, { skills: [' React ', thirty, 'Preact'] });
      expect(body.user.skills).toEqual(['React', thirty, 'Preact']);
      expect((await userRow(t, user.id)).skills).toEqual(['React', thirty, 'Preact']);
      expect((await accepted(token, { skills: [] })).user.skills).toEqual([]);
    });

    it('refuses a skill of 31 characters', async () => {
      await refused({ skills: ['Go', 'y'.repeat(31)] }, profileMessages.skillTooLong);
    });

    it('refuses an empty or whitespace-only skill', async () => {
      await refused({ skills: [''] }, profileMessages.skillEmpty);
      await refused({ skills: ['Go', '   '] }, profileMessages.skillEmpty);
    });

    it('refuses duplicates, ignoring case as the job form does', async () => {
      await refused({ skills: ['Go', 'SQL', 'Go'] }, profileMessages.duplicateSkill);
      await refused({ skills: ['Go', ' Go'] }, profileMessages.duplicateSkill);
      await refused({ skills: ['React', 'react'] }, profileMessages.duplicateSkill);
      await refused({ skills: ['Node.js', 'NODE.JS'] }, profileMessages.duplicateSkill);
    });
  });

  describe('headline', () => {
    it('refuses whitespace-only text', async () => {
      await refused({ headline: '   ' }, profileMessages.headlineBlank);
      await refused({ headline: '\n\t ' }, profileMessages.headlineBlank);
    });

    it('stores it trimmed, past the 120-character guidance, and can clear it', async () => {
      const { token } = await account(t);
      const long = 'a'.repeat(300);
      expect((await accepted(token, { headline: ` ${long} ` })).user.headline).toBe(long);
      expect((await accepted(token, { headline: '' })).user.headline).toBe('');
    });
  });

  it('ignores fields a user may not set: role, e-mail, flags, resume, password hash', async () => {
    const { user, token } = await account(t, 'jobseeker', { kycCompleted: false });
    const before = await userRow(t, user.id);
    const body = await accepted(token, {
      title: 'Still allowed',
      role: 'employer',
      email: 'attacker@evil.example',
      kycCompleted: true,
      isVerified: false,
      isRegistrationComplete: false,
      resume: { fileUrl: 'https://evil.example/malware.pdf', fileName: 'cv.pdf' },
      resumeKey: 'resumes/other.pdf',
      resumeText: 'injected',
      passwordHash: '$argon2id$v=19$m=19456,t=2,p=1$fake$fake',
      password: 'NewPassword1',
      _id: '00000000-0000-4000-8000-000000000000',
      id: '00000000-0000-4000-8000-000000000000',
      createdAt: '2000-01-01T00:00:00.000Z',
      kycPanMasked: '******999Z',
    });
    expect(body.user).toMatchObject({
      _id: user.id,
      title: 'Still allowed',
      role: 'jobseeker',
      email: user.email,
      kycCompleted: false,
      isVerified: true,
      isRegistrationComplete: true,
      resume: null,
    });
    const profile = await me(t, token);
    expect(profile).toMatchObject({
      _id: user.id,
      role: 'jobseeker',
      email: user.email,
      kycCompleted: false,
      isVerified: true,
      isRegistrationComplete: true,
      resume: null,
      createdAt: before.createdAt.toISOString(),
    });
    const after = await userRow(t, user.id);
    expect(after).toMatchObject({
      role: 'jobseeker',
      email: before.email,
      kycCompleted: false,
      isVerified: true,
      isRegistrationComplete: true,
      resume: null,
      resumeKey: null,
      resumeText: '',
      passwordHash: before.passwordHash,
      kycPanMasked: null,
      createdAt: before.createdAt,
    });
    // The old password still works, the "new" one does not.
    expect((await login(t, user.email)).status).toBe(200);
    expect((await login(t, user.email, 'NewPassword1')).status).toBe(401);
    expect(
      await t.database.db.query.users.findFirst({ where: eq(users.email, 'attacker@evil.example') }),
    ).toBeUndefined();
  });

  it("ignores a job seeker's company fields", async () => {
    const { user, token } = await account(t);
    const body = await accepted(token, {
      companyName: 'Fake Corp',
      companyDescription: 'We are hiring!',
      companyLogo: '/uploads/images/abc.webp',
      company: 'Northwind Labs',
    });
    expect(body.user).toMatchObject({
      companyName: '',
      companyDescription: '',
      companyLogo: null,
      company: 'Northwind Labs',
    });
    expect(await userRow(t, user.id)).toMatchObject({
      companyName: '',
      companyDescription: '',
      companyLogo: null,
    });
  });

  it("shows an employer's new company name on their jobs, and not on other employers' jobs", async () => {
    const employer = await account(t, 'employer', { companyName: 'Old Name Ltd' });
    const other = await account(t, 'employer', { companyName: 'Bystander Inc' });
    const job = await insertJob(t.database.db, employer.user);
    const otherJob = await insertJob(t.database.db, other.user);
    const before = await call(t.app, 'GET', `/api/jobs/${job.id}`, { token: employer.token });
    expect(before.body.company.companyName).toBe('Old Name Ltd');

    const logo = await uploadedPicture(t, employer.token);
    const body = await accepted(employer.token, {
      companyName: '  New Name Pvt Ltd ',
      companyDescription: 'Robots for warehouses.',
      companyLogo: logo,
    });
    expect(body.user).toMatchObject({
      companyName: 'New Name Pvt Ltd',
      companyDescription: 'Robots for warehouses.',
      companyLogo: logo,
    });
    const after = await call(t.app, 'GET', `/api/jobs/${job.id}`, { token: employer.token });
    expect(after.status).toBe(200);
    expect(after.body.company.companyName).toBe('New Name Pvt Ltd');
    const untouched = await call(t.app, 'GET', `/api/jobs/${otherJob.id}`, { token: other.token });
    expect(untouched.body.company.companyName).toBe('Bystander Inc');
  });

  describe('avatar', () => {
    it('accepts our own uploaded pictures, as a string or {fileUrl}, and null to remove', async () => {
      const { user, token } = await account(t);
      const [first, second] = [await uploadedPicture(t, token), await uploadedPicture(t, token)];
      expect((await accepted(token, { avatar: first })).user.avatar).toBe(first);
      expect((await accepted(token, { avatar: { fileUrl: second } })).user.avatar).toBe(second);
      expect((await userRow(t, user.id)).avatar).toBe(second);
      expect((await accepted(token, { avatar: null })).user.avatar).toBeNull();
      expect((await userRow(t, user.id)).avatar).toBeNull();
    });

    it('refuses script, external, data and look-alike URLs', async () => {
      for (const avatar of [
        'javascript:alert(1)',
        'https://evil.example/a.webp',
        '//evil.example/uploads/images/a.webp',
        'data:image/webp;base64,AAAA',
        '/uploads/images/../../etc/passwd.webp',
        '/uploads/images/a.webp?x=1',
        '/uploads/images/a.svg',
        '/uploads/images/a.png',
        '/uploads/resumes/a.webp',
        'https://hireloop.example/uploads/images/a.webp',
        { fileUrl: 'javascript:alert(1)' },
        '',
      ]) {
        const { user, token } = await account(t, 'jobseeker', { avatar: '/uploads/images/mine.webp' });
        const res = await call(t.app, 'PUT', '/api/user/profile', { token, body: { avatar } });
        expect(res.status, JSON.stringify(avatar)).toBe(400);
        expect(res.body.message).toBe(profileMessages.invalidAvatar);
        expect((await userRow(t, user.id)).avatar).toBe('/uploads/images/mine.webp');
      }
    });

    it("refuses the same for an employer's company logo", async () => {
      const { token } = await account(t, 'employer');
      const res = await call(t.app, 'PUT', '/api/user/profile', {
        token,
        body: { companyLogo: 'javascript:alert(1)' },
      });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(profileMessages.invalidAvatar);
    });
  });
});
