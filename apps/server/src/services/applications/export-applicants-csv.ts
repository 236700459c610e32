import { and, eq } from 'drizzle-orm';
import { APPLICANTS_CSV_COLUMNS, type ApplicantsFilter } from '@hireloop/shared';
import { applications, users, type UserRow } from '../../db/schema';
import type { ServiceContext } from '../context';
import { ownedJob } from '../jobs/owned-job';
import { hasStaleScores, recomputeScores } from './compute-score';
import { applicantsOrder, filterConditions } from './applicants-order';

/**
 * A spreadsheet reads a cell starting with one of these as a formula (CSV injection). The cell may
 * also be split where it holds a list separator (Excel in most European locales splits on `;`,
 * LibreOffice on what the user ticks), so a formula character at the start of any such piece, after
 * optional spaces, gets an apostrophe in front, which shows it as text (review DL2).
 */
const FORMULA_PIECE = /(^|[,;|\t\r\n])( *)(?=[=+\-@\t\r])/g;

/** One cell: defused wherever it could run as a formula, and always quoted (quotes doubled), so no separator in it splits it. */
export function csvCell(value: string | number | null): string {
  if (value === null) return '""';
  if (typeof value === 'number') return `"${value}"`;
  const text = value.replace(FORMULA_PIECE, "$1$2'");
  return `"${text.replace(/"/g, '""')}"`;
}

const csvLine = (cells: (string | number | null)[]) => `${cells.map(csvCell).join(',')}\r\n`;

/** The file's name: the job's title in plain letters, and the day. */
function fileNameOf(title: string, now: Date): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[^\w\s-]/g, '')
    .trim()
    .replace(/[\s_-]+/g, '-')
    .toLowerCase()
    .slice(0, 60);
  return `applicants-${slug || 'job'}-${now.toISOString().slice(0, 10)}.csv`;
}

/**
 * A job's applicants as CSV for its employer (RFC 4180, CRLF lines, a UTF-8 byte order mark so
 * spreadsheets read names in any script), in the list's order and with its filters.
 */
export async function exportApplicantsCsv(
  ctx: ServiceContext,
  employer: UserRow,
  jobId: string,
  filter: ApplicantsFilter,
): Promise<{ fileName: string; body: string }> {
  const job = await ownedJob(ctx, employer, jobId);
  if (await hasStaleScores(ctx.db, job.id))
    await recomputeScores(ctx.db, { jobId: job.id, stale: true }, ctx.clock.now());
  const rows = await ctx.db
    .select({
      name: users.name,
      email: users.email,
      createdAt: applications.createdAt,
      status: applications.status,
      matchScore: applications.matchScore,
    })
    .from(applications)
    .innerJoin(users, eq(users.id, applications.applicantId))
    .where(and(eq(applications.jobId, job.id), ...filterConditions(filter)))
    .orderBy(...applicantsOrder);
  const lines = rows.map((r) =>
    csvLine([r.name, r.email, r.createdAt.toISOString().slice(0, 10), r.status, r.matchScore, job.title]),
  );
  return {
    fileName: fileNameOf(job.title, ctx.clock.now()),
    body: `\uFEFF${csvLine([...APPLICANTS_CSV_COLUMNS])}${lines.join('')}`,
  };
}
