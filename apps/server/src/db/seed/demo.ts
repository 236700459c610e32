import { count } from 'drizzle-orm';
import type { Db } from '../client';
import { users, type UserRow } from '../schema';
import { insertGeneratedJobs, saveSomeJobs } from './demo-jobs';
import { createUser, type NewUser } from './factories';

export const DEMO_PASSWORD = 'Demo@1234';

export const DEMO_ACCOUNTS: (NewUser & { note: string })[] = [
  {
    email: 'priya.sharma@example.com',
    name: 'Priya Sharma',
    role: 'jobseeker',
    kycCompleted: true,
    kycCompletedAt: new Date('2026-01-15T10:00:00Z'),
    kycPanMasked: '******234F',
    kycNameMatchRatio: 1,
    title: 'Frontend Engineer',
    location: 'Bangalore',
    note: 'job seeker, identity check done',
  },
  {
    email: 'arjun.mehta@example.com',
    name: 'Arjun Mehta',
    role: 'jobseeker',
    kycCompleted: false,
    title: 'Data Analyst',
    location: 'Pune',
    note: 'job seeker, identity check not done yet',
  },
  {
    email: 'talent@acme-robotics.com',
    name: 'Meera Iyer',
    role: 'employer',
    companyName: 'Acme Robotics',
    companyDescription: 'Industrial robots and the software that runs them, built in Bangalore since 2012.',
    note: 'employer',
  },
  {
    email: 'hiring@brightpath.io',
    name: 'Daniel Okafor',
    role: 'employer',
    companyName: 'BrightPath Health',
    companyDescription: 'Digital care for clinics: scheduling, records and remote consultations.',
    note: 'employer',
  },
];

const MORE_EMPLOYERS: NewUser[] = [
  { email: 'careers@finstack.in', name: 'Rohan Gupta', companyName: 'FinStack Payments' },
  { email: 'jobs@greenleaf-retail.com', name: 'Ananya Rao', companyName: 'GreenLeaf Retail' },
  { email: 'people@cloudnest.io', name: 'Sara Lindqvist', companyName: 'CloudNest' },
  { email: 'hr@skyline-hotels.com', name: 'Vikram Singh', companyName: 'Skyline Hotels' },
].map((e) => ({
  ...e,
  role: 'employer' as const,
  companyDescription: `${e.companyName} is growing and hiring across teams.`,
}));

const DEMO_JOB_COUNT = 300;

export async function isEmpty(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(users);
  return (row?.n ?? 0) === 0;
}

async function ensureUser(db: Db, account: NewUser): Promise<{ user: UserRow; created: boolean }> {
  const existing = await db.query.users.findFirst({ where: (u, { eq }) => eq(u.email, account.email) });
  if (existing) return { user: existing, created: false };
  return { user: await createUser(db, { ...account, password: DEMO_PASSWORD }), created: true };
}

/** Fills the database with demo accounts and jobs. What is already there is left alone. */
export async function seedDemo(db: Db): Promise<void> {
  const byEmail = new Map<string, UserRow>();
  let createdEmployers = false;
  for (const account of [...DEMO_ACCOUNTS.map(({ note: _note, ...a }) => a), ...MORE_EMPLOYERS]) {
    const { user, created } = await ensureUser(db, account);
    byEmail.set(user.email, user);
    if (created && user.role === 'employer') createdEmployers = true;
  }
  if (!createdEmployers) return;
  const employers = [...byEmail.values()].filter((u) => u.role === 'employer');
  const jobIds = await insertGeneratedJobs(db, employers, DEMO_JOB_COUNT, { seed: 2026 });
  const seeker = byEmail.get('priya.sharma@example.com');
  if (seeker) await saveSomeJobs(db, seeker, jobIds.filter((_, i) => i % 37 === 5).slice(0, 6));
}
