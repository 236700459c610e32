import { MATCH_SCORE_VERSION } from '@hireloop/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applications } from '../../src/db/schema';
import { insertJob, createUser } from '../../src/db/seed/factories';
import { scoreFor } from '../../src/services/applications/compute-score';
import { call, createTestApp, type TestApp, signIn } from '../helper';

const resume = { fileUrl: '/api/user/resume/file/00000000-0000-4000-8000-000000000000', fileName: 'cv.pdf' };

describe('scores stored by the previous match score version', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('are recomputed with the current method when the employer reads the list', async () => {
    const db = t.database.db;
    const employer = await createUser(db, {
      email: 'hr@city-care.com',
      role: 'employer',
      companyName: 'City Care',
    });
    const job = await insertJob(db, employer, {
      title: 'Staff Nurse (ICU)',
      location: 'Lucknow',
      education: 'B.Sc Nursing / GNM',
      keySkills: ['Critical Care Nursing', 'Ventilator Management', 'Basic Life Support'],
    });
    const nurse = await createUser(db, {
      email: 'nurse@example.com',
      kycCompleted: true,
      resume,
      title: 'Registered Nurse',
      experience: '4 Years',
      location: 'Lucknow',
      employment: [
        {
          title: 'Nurse - Medical ICU',
          company: 'KGMU',
          startDate: '2021-01',
          endDate: '',
          isCurrentJob: true,
          description: 'Nursing care of critically ill patients on ventilators; BLS for new staff.',
        },
      ],
      education: [
        {
          degree: 'B.Sc. Nursing',
          institution: 'KGMU',
          startDate: '2016-07',
          endDate: '2020-06',
          isCurrentStudy: false,
          cgpa: '',
          description: '',
        },
      ],
    });
    const applied = await call(t.app, 'POST', `/api/applications/${job.id}`, {
      token: (await signIn(t, 'nurse@example.com')).token,
    });
    expect(applied.status).toBe(201);
    await db
      .update(applications)
      .set({ matchScore: 3, scoreVersion: MATCH_SCORE_VERSION - 1 })
      .where(eq(applications.id, applied.body.application._id));

    const list = await call(t.app, 'GET', `/api/applications/job/${job.id}`, {
      token: (await signIn(t, 'hr@city-care.com')).token,
    });
    expect(list.status).toBe(200);
    const expected = scoreFor(job, nurse, t.clock.now()).score;
    expect(expected).toBeGreaterThan(60);
    expect(list.body[0].matchScore).toBe(expected);
    const [row] = await db
      .select()
      .from(applications)
      .where(eq(applications.id, applied.body.application._id));
    expect(row!.scoreVersion).toBe(MATCH_SCORE_VERSION);
    expect(row!.matchScore).toBe(expected);
  });
});
