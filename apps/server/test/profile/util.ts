import { expect } from 'vitest';
import { eq } from 'drizzle-orm';
import { applications, users, type JobRow, type UserRow } from '../../src/db/schema';
import { insertJob } from '../../src/db/seed/factories';
import { account, call, type Account, type TestApp } from '../helper';
import { makeImage } from './fixtures';
import { upload } from './multipart';

// Until every profile test imports them from '../helper'.
export { account, type Account } from '../helper';

/** An employer with one job, and an application from `applicant` to it. */
export async function employerWithApplicant(
  t: TestApp,
  applicant: UserRow,
): Promise<Account & { job: JobRow }> {
  const employer = await account(t, 'employer');
  const job = await insertJob(t.database.db, employer.user);
  await t.database.db
    .insert(applications)
    .values({ jobId: job.id, applicantId: applicant.id, status: 'Applied' });
  return { ...employer, job };
}

export async function userRow(t: TestApp, id: string): Promise<UserRow> {
  const row = await t.database.db.query.users.findFirst({ where: eq(users.id, id) });
  if (!row) throw new Error(`no user ${id}`);
  return row;
}

export async function me(t: TestApp, token: string) {
  const res = await call(t.app, 'GET', '/api/auth/me', { token });
  expect(res.status).toBe(200);
  return res.body.user;
}

export const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

/** A picture the signed-in user uploaded (not saved on the profile yet), answered as its URL. */
export async function uploadedPicture(t: TestApp, token: string): Promise<string> {
  const res = await upload(t.app, '/api/auth/upload-image', {
    token,
    files: [{ field: 'image', fileName: 'pic.png', data: await makeImage('png'), contentType: 'image/png' }],
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.imageUrl as string;
}
