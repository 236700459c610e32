import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applications, notifications } from '../../src/db/schema';
import { createUser, insertJob } from '../../src/db/seed/factories';
import { openTestDatabase } from '../helper';

const MIGRATION = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../src/db/migrations/0022_quiet_notifications_and_urgent_mail.sql',
);

/** The statements of migration 0022 that fold unread notifications and make them unique. */
function foldingStatements(): string[] {
  return readFileSync(MIGRATION, 'utf8')
    .split('--> statement-breakpoint')
    .filter((statement) => /"ranked"|notifications_unread_once_idx/.test(statement));
}

describe('unread notifications written before migration 0022', () => {
  let database: Awaited<ReturnType<typeof openTestDatabase>>;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.drop());

  it('become one per application and kind: the newest, counting the others; read ones stay', async () => {
    const { db } = database;
    const seeker = await createUser(db, { email: 'seeker@example.com' });
    const employer = await createUser(db, { email: 'hr@example.com', role: 'employer' });
    const job = await insertJob(db, employer, { title: 'Welder' });
    const [application] = await db
      .insert(applications)
      .values({ jobId: job.id, applicantId: seeker.id })
      .returning({ id: applications.id });
    // As 0021 allowed: one row per event.
    await db.execute(sql`drop index notifications_unread_once_idx`);
    const at = (minute: number) => new Date(Date.UTC(2026, 2, 1, 9, minute));
    const row = (status: string, minute: number, readAt: Date | null = null) => ({
      userId: seeker.id,
      kind: 'application_status' as const,
      applicationId: application!.id,
      jobId: job.id,
      jobTitle: 'Welder',
      status,
      createdAt: at(minute),
      readAt,
    });
    await db
      .insert(notifications)
      .values([
        row('Applied', 0, at(1)),
        row('In Review', 2),
        row('Interview', 4),
        row('Rejected', 3),
        { ...row('Applied', 5), userId: employer.id, kind: 'new_application' as const, status: null },
      ]);

    for (const statement of foldingStatements()) await db.execute(sql.raw(statement));

    const left = await db
      .select({
        userId: notifications.userId,
        status: notifications.status,
        count: notifications.count,
        read: sql<boolean>`${notifications.readAt} is not null`,
      })
      .from(notifications)
      .where(eq(notifications.applicationId, application!.id))
      .orderBy(asc(notifications.createdAt));
    expect(left).toEqual([
      { userId: seeker.id, status: 'Applied', count: 1, read: true },
      { userId: seeker.id, status: 'Interview', count: 3, read: false },
      { userId: employer.id, status: null, count: 1, read: false },
    ]);
  });
});
