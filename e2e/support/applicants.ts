import { expect, type APIRequestContext } from '@playwright/test';
import { createAccount, type TestAccount } from './api-accounts';
import { auth, resumePdf } from './fixtures';

/** Uploads a one-page PDF resume (`resumePdf`: the name as heading, `line` below) for `seeker`. */
export async function uploadResume(
  request: APIRequestContext,
  seeker: Pick<TestAccount, 'token' | 'name'>,
  line: string,
  fileName = 'resume.pdf',
): Promise<void> {
  const res = await request.post('/api/user/resume', {
    headers: auth(seeker.token),
    multipart: {
      resume: { name: fileName, mimeType: 'application/pdf', buffer: await resumePdf(seeker.name, line) },
    },
  });
  expect(res.ok(), await res.text()).toBe(true);
}

/** Applies to `jobId` as `seeker` through the API; answers the application's id. */
export async function applyTo(
  request: APIRequestContext,
  seeker: TestAccount,
  jobId: string,
): Promise<string> {
  const res = await request.post(`/api/applications/${jobId}`, { headers: auth(seeker.token) });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { application: { _id: string } }).application._id;
}

interface SeekerOptions {
  name: string;
  /** The profile saved with PUT /api/user/profile; none when left out. */
  profile?: Record<string, unknown>;
  /** The line of the resume under the name: what matching reads. */
  resumeLine: string;
  resumeFileName?: string;
}

/** A new job seeker with the identity check done, a profile when given, and a PDF resume. */
export async function seekerWithResume(
  request: APIRequestContext,
  { name, profile, resumeLine, resumeFileName }: SeekerOptions,
): Promise<TestAccount> {
  const seeker = await createAccount(request, { role: 'jobseeker', kyc: true, name });
  if (profile) {
    const saved = await request.put('/api/user/profile', {
      headers: auth(seeker.token),
      data: { name, ...profile },
    });
    expect(saved.ok(), await saved.text()).toBe(true);
  }
  await uploadResume(request, seeker, resumeLine, resumeFileName);
  return seeker;
}
