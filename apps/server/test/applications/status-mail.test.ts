import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicationEvents, type UserRow } from '../../src/db/schema';
import { insertJob, createUser } from '../../src/db/seed/factories';
import { call, createTestApp, type TestApp, signIn } from '../helper';

const resume = { fileUrl: '/api/user/resume/file/00000000-0000-4000-8000-000000000000', fileName: 'cv.pdf' };
const MINUTE = 60_000;

describe('status e-mails to applicants', () => {
  let t: TestApp;
  let employer: UserRow;
  let employerToken: string;
  let seekerToken: string;
  const seekerEmail = 'flipped@example.com';

  beforeAll(async () => {
    t = await createTestApp();
    employer = await createUser(t.database.db, {
      email: 'hr@flipflop.example',
      role: 'employer',
      companyName: 'FlipFlop',
    });
    await createUser(t.database.db, { email: seekerEmail, kycCompleted: true, resume, skills: ['Go'] });
    employerToken = (await signIn(t, 'hr@flipflop.example')).token;
    seekerToken = (await signIn(t, seekerEmail)).token;
  });
  afterAll(() => t.close());

  async function application(title: string): Promise<string> {
    const job = await insertJob(t.database.db, employer, { title, keySkills: ['Go'] });
    const applied = await call(t.app, 'POST', `/api/applications/${job.id}`, { token: seekerToken });
    expect(applied.status).toBe(201);
    return applied.body.application._id as string;
  }
  const setStatus = (id: string, status: string) =>
    call(t.app, 'PUT', `/api/applications/${id}/status`, { token: employerToken, body: { status } });
  const mailsAbout = async (title: string) => {
    await t.app.backgroundWork.drain();
    return t.mailer.sent.filter((m) => m.to === seekerEmail && m.subject.includes(title)).length;
  };
  const events = async (id: string) =>
    (await t.database.db.select().from(applicationEvents).where(eq(applicationEvents.applicationId, id)))
      .map((e) => e.toStatus)
      .sort();

  it('sends no mail and keeps no event when the status does not change, even when sent twice at once', async () => {
    const id = await application('Same Status Engineer');
    const answers = await Promise.all([setStatus(id, 'In Review'), setStatus(id, 'In Review')]);
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    expect(await setStatus(id, 'In Review')).toMatchObject({ status: 200 });
    expect(await events(id)).toEqual(['Applied', 'In Review']);
    expect(await mailsAbout('Same Status Engineer')).toBe(1);
  });

  it('mails at most once per application in 10 minutes; later changes are stored without a mail', async () => {
    const id = await application('Flip Flop Engineer');
    const other = await application('Other Engineer');
    for (const status of ['In Review', 'Accepted', 'Rejected', 'Interview']) {
      expect((await setStatus(id, status)).status).toBe(200);
      t.clock.advance(MINUTE);
    }
    expect(await mailsAbout('Flip Flop Engineer')).toBe(1);
    expect(await events(id)).toEqual(['Accepted', 'Applied', 'In Review', 'Interview', 'Rejected']);
    const mine = await call(t.app, 'GET', '/api/applications/my', { token: seekerToken });
    expect(mine.body.find((a: { _id: string }) => a._id === id).status).toBe('Interview');
    // Another application of the same applicant has its own allowance.
    expect((await setStatus(other, 'In Review')).status).toBe(200);
    expect(await mailsAbout('Other Engineer')).toBe(1);

    t.clock.advance(10 * MINUTE);
    expect((await setStatus(id, 'Hired')).status).toBe(200);
    expect(await mailsAbout('Flip Flop Engineer')).toBe(2);
  });
});
