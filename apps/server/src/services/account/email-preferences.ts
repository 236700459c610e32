import { eq } from 'drizzle-orm';
import type { EmailPreferences } from '@hireloop/shared';
import { users, type UserRow } from '../../db/schema';
import type { ServiceContext } from '../context';

export function preferencesOf(user: UserRow): EmailPreferences {
  return { applicationStatusMails: user.mailApplicationStatus, jobAlertMails: user.mailJobAlerts };
}

/** Turns the optional e-mails on or off; a switch left out keeps its value. */
export async function updateEmailPreferences(
  ctx: ServiceContext,
  user: UserRow,
  input: Partial<EmailPreferences>,
): Promise<EmailPreferences> {
  const [row] = await ctx.db
    .update(users)
    .set({
      mailApplicationStatus: input.applicationStatusMails,
      mailJobAlerts: input.jobAlertMails,
      updatedAt: ctx.clock.now(),
    })
    .where(eq(users.id, user.id))
    .returning();
  return preferencesOf(row!);
}
