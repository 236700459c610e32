import { and, count, desc, eq } from 'drizzle-orm';
import {
  defaultAlertName,
  jobAlertMessages,
  MAX_ALERTS_PER_USER,
  type CreateAlertBody,
  type JobAlert,
  type UpdateAlertBody,
} from '@hireloop/shared';
import { jobAlerts, users, type JobAlertRow, type UserRow } from '../../db/schema';
import { conflict, notFound } from '../../lib/errors';
import type { ServiceContext } from '../context';
import { intervalOf } from './schedule';

export function toAlert(row: JobAlertRow): JobAlert {
  return {
    _id: row.id,
    name: row.name,
    frequency: row.frequency,
    search: row.search,
    active: row.pausedAt === null,
    lastSentAt: row.lastSentAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The one ownership check of an alert: someone else's alert is answered like a missing one (404). */
async function ownedAlert(ctx: ServiceContext, user: UserRow, alertId: string): Promise<JobAlertRow> {
  const [row] = await ctx.db
    .select()
    .from(jobAlerts)
    .where(and(eq(jobAlerts.id, alertId), eq(jobAlerts.userId, user.id)));
  if (!row) throw notFound(jobAlertMessages.notFound);
  return row;
}

export async function listAlerts(ctx: ServiceContext, user: UserRow): Promise<JobAlert[]> {
  const rows = await ctx.db
    .select()
    .from(jobAlerts)
    .where(eq(jobAlerts.userId, user.id))
    .orderBy(desc(jobAlerts.createdAt), desc(jobAlerts.id));
  return rows.map(toAlert);
}

/**
 * Saves a search as an alert. Its first mail lists the jobs posted after this moment, one day or
 * one week from now; at most MAX_ALERTS_PER_USER per person (the user row is locked so two
 * requests at once cannot both pass the count).
 */
export async function createAlert(
  ctx: ServiceContext,
  user: UserRow,
  body: CreateAlertBody,
): Promise<JobAlert> {
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, user.id)).for('update');
    const [mine] = await tx.select({ n: count() }).from(jobAlerts).where(eq(jobAlerts.userId, user.id));
    if (Number(mine?.n ?? 0) >= MAX_ALERTS_PER_USER) throw conflict(jobAlertMessages.tooMany);
    const frequency = body.frequency;
    const [row] = await tx
      .insert(jobAlerts)
      .values({
        userId: user.id,
        name: body.name || defaultAlertName(body.search),
        search: body.search,
        frequency,
        lastRunAt: now,
        nextRunAt: new Date(now.getTime() + intervalOf(ctx.config, frequency)),
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    return toAlert(row!);
  });
}

/**
 * Renames an alert, changes how often it runs (the next run counts from the last one), or turns
 * its mails back on or off. Turned back on, it starts afresh from now: no mail of what was posted
 * while it was off.
 */
export async function updateAlert(
  ctx: ServiceContext,
  user: UserRow,
  alertId: string,
  body: UpdateAlertBody,
): Promise<JobAlert> {
  const row = await ownedAlert(ctx, user, alertId);
  const now = ctx.clock.now();
  const frequency = body.frequency ?? row.frequency;
  const resumed = body.active === true && row.pausedAt !== null;
  const since = resumed ? now : row.lastRunAt;
  const pausedAt = body.active === undefined ? row.pausedAt : body.active ? null : (row.pausedAt ?? now);
  const [updated] = await ctx.db
    .update(jobAlerts)
    .set({
      name: body.name === undefined ? row.name : body.name || defaultAlertName(row.search),
      frequency,
      pausedAt,
      lastRunAt: since,
      nextRunAt:
        frequency !== row.frequency || resumed
          ? new Date(since.getTime() + intervalOf(ctx.config, frequency))
          : row.nextRunAt,
      updatedAt: now,
    })
    .where(eq(jobAlerts.id, row.id))
    .returning();
  return toAlert(updated!);
}

export async function deleteAlert(ctx: ServiceContext, user: UserRow, alertId: string): Promise<void> {
  const row = await ownedAlert(ctx, user, alertId);
  await ctx.db.delete(jobAlerts).where(eq(jobAlerts.id, row.id));
}
