import { randomUUID } from 'node:crypto';
import { count, eq, isNull, and } from 'drizzle-orm';
import { MATCH_SCORE_VERSION } from '@hireloop/shared';
import type { FileStorage } from '../../lib/storage';
import { scoreFor } from '../../services/applications/compute-score';
import type { Db } from '../client';
import { applicationEvents, applications, jobs, users, type JobRow, type UserRow } from '../schema';
import { insertGeneratedJobs, saveSomeJobs } from './demo-jobs';
import { DEMO_SEEKERS, resumeLines, type DemoSeeker } from './demo-people';
import { createUser, type NewUser } from './factories';
import { makeResumePdf } from './resume-pdf';

export const DEMO_PASSWORD = 'Demo@1234';

/** The accounts the README and the start-up banner list. */
export const DEMO_ACCOUNTS: { email: string; note: string }[] = [
  { email: 'priya.sharma@example.com', note: 'job seeker, identity check done, full profile' },
  { email: 'arjun.mehta@example.com', note: 'job seeker, identity check not done yet' },
  { email: 'talent@acme-robotics.com', note: 'employer (Acme Robotics), has applicants' },
  { email: 'hiring@brightpath.io', note: 'employer (BrightPath Health)' },
];

const EMPLOYERS: NewUser[] = [
  {
    email: 'talent@acme-robotics.com',
    name: 'Meera Iyer',
    companyName: 'Acme Robotics',
    companyDescription: 'Industrial robots and the software that runs them, built in Bangalore since 2012.',
    companyWebsite: 'https://acme-robotics.com',
    companySize: '201-1000',
    companyLocations: ['Bangalore', 'Pune'],
  },
  {
    email: 'hiring@brightpath.io',
    name: 'Daniel Okafor',
    companyName: 'BrightPath Health',
    companyDescription: 'Digital care for clinics: scheduling, records and remote consultations.',
    companyWebsite: 'https://brightpath.io',
    companySize: '51-200',
    companyLocations: ['Hyderabad'],
  },
  { email: 'careers@finstack.in', name: 'Rohan Gupta', companyName: 'FinStack Payments' },
  { email: 'jobs@greenleaf-retail.com', name: 'Ananya Rao', companyName: 'GreenLeaf Retail' },
  { email: 'people@cloudnest.io', name: 'Sara Lindqvist', companyName: 'CloudNest' },
  { email: 'hr@skyline-hotels.com', name: 'Vikram Singh', companyName: 'Skyline Hotels' },
].map((e) => ({
  companyDescription: `${e.companyName} is growing and hiring across teams.`,
  ...e,
  role: 'employer' as const,
}));

const DEMO_JOB_COUNT = 300;
const DAY = 86_400_000;
const STATUS_PATH = [
  'Applied',
  'In Review',
  'Interview',
  'Hired',
  'Rejected',
  'Applied',
  'Accepted',
  'In Review',
];

export async function isEmpty(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(users);
  return (row?.n ?? 0) === 0;
}

async function ensureUser(
  db: Db,
  account: NewUser,
  password: string,
): Promise<{ user: UserRow; created: boolean }> {
  const existing = await db.query.users.findFirst({ where: eq(users.email, account.email) });
  if (existing) return { user: existing, created: false };
  return { user: await createUser(db, { ...account, password }), created: true };
}

/** A demo job seeker with a full profile and a real PDF resume in storage. */
async function createSeeker(
  db: Db,
  storage: FileStorage,
  p: DemoSeeker,
  options: { password: string; now: Date },
): Promise<UserRow> {
  const { password, now } = options;
  const { appliesTo: _appliesTo, ...profile } = p;
  const lines = resumeLines(p);
  const id = randomUUID();
  const key = `resumes/${id}.pdf`;
  const pdf = makeResumePdf(lines);
  await storage.put(key, pdf);
  return createUser(db, {
    ...profile,
    role: 'jobseeker',
    password,
    ...(p.kycCompleted
      ? {
          kycCompletedAt: new Date(now.getTime() - 40 * DAY),
          kycPanMasked: '******234F',
          kycNameMatchRatio: 1,
        }
      : {}),
    resume: {
      fileUrl: `/api/user/resume/file/${id}`,
      fileName: `${p.name.replace(/\s+/g, '-')}-Resume.pdf`,
      fileSize: pdf.length,
      fileType: 'application/pdf',
      lastUpdated: new Date(now.getTime() - 20 * DAY).toISOString(),
    },
    resumeKey: key,
    resumeText: lines.join('\n'),
  });
}

/**
 * Applications from the demo job seekers: each applies to the two Acme Robotics jobs they match
 * best (so the demo employer has ranked applicants) and two other jobs of their field, at dates
 * over the last weeks, with statuses moved along and every change kept.
 */
async function seedApplications(db: Db, seekers: UserRow[], acme: UserRow, now: Date): Promise<void> {
  const open = await db.query.jobs.findMany({ where: and(eq(jobs.isClosed, false), isNull(jobs.deletedAt)) });
  let n = 0;
  for (const seeker of seekers.filter((s) => s.kycCompleted)) {
    const words = DEMO_SEEKERS.find((d) => d.email === seeker.email)?.appliesTo ?? [];
    const ranked = (list: JobRow[]) =>
      list
        .map((job) => ({ job, result: scoreFor(job, seeker, now) }))
        .sort((a, b) => b.result.score - a.result.score);
    const atAcme = ranked(open.filter((j) => j.employerId === acme.id)).slice(0, 2);
    const elsewhere = ranked(
      open.filter(
        (j) => j.employerId !== acme.id && words.some((w) => j.title.toLowerCase().includes(w.toLowerCase())),
      ),
    ).slice(0, 2);
    for (const { job, result } of [...atAcme, ...elsewhere]) {
      const appliedAt = new Date(now.getTime() - (3 + ((n * 5) % 24)) * DAY);
      const path = STATUS_PATH.slice(0, 1 + (n % 4));
      const final = STATUS_PATH[(n * 3) % STATUS_PATH.length]!;
      const statuses = path.includes(final) ? path : [...path, final];
      const updatedAt = new Date(appliedAt.getTime() + (statuses.length - 1) * DAY);
      const [row] = await db
        .insert(applications)
        .values({
          jobId: job.id,
          applicantId: seeker.id,
          status: statuses.at(-1)!,
          matchScore: result.score,
          matchBreakdown: result.breakdown,
          scoreVersion: MATCH_SCORE_VERSION,
          createdAt: appliedAt,
          updatedAt,
        })
        .onConflictDoNothing()
        .returning({ id: applications.id });
      if (row) {
        await db.insert(applicationEvents).values(
          statuses.map((to, i) => ({
            applicationId: row.id,
            actorId: i === 0 ? seeker.id : job.employerId,
            fromStatus: i === 0 ? null : statuses[i - 1]!,
            toStatus: to,
            createdAt: new Date(appliedAt.getTime() + i * DAY),
          })),
        );
      }
      n++;
    }
  }
}

/**
 * Fills the database with demo accounts, jobs and applications. What is already there is left
 * alone, passwords included; answers how many accounts were created with `password`.
 */
export async function seedDemo(
  db: Db,
  storage: FileStorage,
  options: { password?: string; now?: Date } = {},
): Promise<{ createdAccounts: number }> {
  const { password = DEMO_PASSWORD, now = new Date() } = options;
  const employers: UserRow[] = [];
  let createdEmployers = 0;
  for (const account of EMPLOYERS) {
    const { user, created } = await ensureUser(db, account, password);
    employers.push(user);
    if (created) createdEmployers++;
  }
  const seekers: UserRow[] = [];
  let createdSeekers = 0;
  for (const person of DEMO_SEEKERS) {
    const existing = await db.query.users.findFirst({ where: eq(users.email, person.email) });
    if (existing) seekers.push(existing);
    else {
      seekers.push(await createSeeker(db, storage, person, { password, now }));
      createdSeekers++;
    }
  }
  const createdAccounts = createdEmployers + createdSeekers;
  if (createdEmployers === 0) return { createdAccounts };
  const jobIds = await insertGeneratedJobs(db, employers, DEMO_JOB_COUNT, { seed: 2026, now });
  const priya = seekers.find((s) => s.email === 'priya.sharma@example.com');
  if (priya) await saveSomeJobs(db, priya, jobIds.filter((_, i) => i % 37 === 5).slice(0, 6), now);
  await seedApplications(db, seekers, employers[0]!, now);
  return { createdAccounts };
}
