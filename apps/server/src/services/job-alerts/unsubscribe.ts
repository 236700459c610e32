import { eq, sql } from 'drizzle-orm';
import { alertSearchSummary, jobAlertMessages } from '@hireloop/shared';
import { jobAlerts, type JobAlertRow } from '../../db/schema';
import { notFound } from '../../lib/errors';
import type { ServiceContext } from '../context';
import { alertOfToken } from './unsubscribe-token';

export interface UnsubscribeTarget {
  name: string;
  summary: string;
  active: boolean;
}

const targetOf = (row: JobAlertRow): UnsubscribeTarget => ({
  name: row.name,
  summary: alertSearchSummary(row.search),
  active: row.pausedAt === null,
});

/** The alert an unsubscribe link names, for the page that asks before unsubscribing. */
export async function unsubscribeTarget(ctx: ServiceContext, token: string): Promise<UnsubscribeTarget> {
  const alertId = await alertOfToken(ctx, token);
  const [row] = await ctx.db.select().from(jobAlerts).where(eq(jobAlerts.id, alertId));
  if (!row) throw notFound(jobAlertMessages.alertGone);
  return targetOf(row);
}

/**
 * Turns off the mails of the alert the link names, without signing in (the signed token is the
 * proof). The alert stays, paused, so its owner can turn it back on; doing it twice changes nothing.
 */
export async function unsubscribeFromAlert(ctx: ServiceContext, token: string): Promise<UnsubscribeTarget> {
  const alertId = await alertOfToken(ctx, token);
  const [row] = await ctx.db
    .update(jobAlerts)
    .set({ pausedAt: sql`coalesce(${jobAlerts.pausedAt}, ${ctx.clock.now().toISOString()}::timestamptz)` })
    .where(eq(jobAlerts.id, alertId))
    .returning();
  if (!row) throw notFound(jobAlertMessages.alertGone);
  return targetOf(row);
}
