import { count } from 'drizzle-orm';
import type { Db } from '../client';
import { users } from '../schema';
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

export async function isEmpty(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(users);
  return (row?.n ?? 0) === 0;
}

/** Fills the database with demo accounts. Accounts already there are left alone. */
export async function seedDemo(db: Db): Promise<void> {
  for (const { note: _note, ...account } of DEMO_ACCOUNTS) {
    const existing = await db.query.users.findFirst({ where: (u, { eq }) => eq(u.email, account.email) });
    if (!existing) await createUser(db, { ...account, password: DEMO_PASSWORD });
  }
}
