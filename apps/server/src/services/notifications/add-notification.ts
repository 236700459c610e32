import type { NotificationKind } from '@hireloop/shared';
import type { Db } from '../../db/client';
import { notifications } from '../../db/schema';
import { publishLive } from '../../lib/live-events';

export interface NewNotification {
  userId: string;
  kind: NotificationKind;
  applicationId: string;
  jobId: string;
  jobTitle: string;
  status?: string;
  actorName?: string;
}

/**
 * A notification for the bell, inside the transaction of the change it tells of, and its live
 * event, sent when that transaction commits (docs/decisions/0024-notifications.md).
 */
export async function addNotification(tx: Db, n: NewNotification, now: Date): Promise<void> {
  await tx.insert(notifications).values({
    userId: n.userId,
    kind: n.kind,
    applicationId: n.applicationId,
    jobId: n.jobId,
    jobTitle: n.jobTitle,
    status: n.status ?? null,
    actorName: n.actorName ?? null,
    createdAt: now,
  });
  await publishLive(tx, n.userId, { kind: n.kind, applicationId: n.applicationId, jobId: n.jobId });
}
