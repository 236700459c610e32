import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { LiveNotification } from '@hireloop/shared';
import type { Database, Db } from '../db/client';

/** The one NOTIFY channel of live events; PostgreSQL keeps channels per database. */
export const LIVE_CHANNEL = 'hireloop_live';

/** What a subscriber hears: a notification, or `resync` when some may have been missed. */
export type LiveMessage = { type: 'notification'; data: LiveNotification } | { type: 'resync' };
export type LiveListener = (message: LiveMessage) => void;

/**
 * Sends `event` to `userId`'s open streams, in every process, through pg_notify inside the
 * caller's transaction: PostgreSQL (and PGlite) deliver it only when the transaction commits, and
 * never when it rolls back. The payload holds ids only (NOTIFY takes at most 8,000 bytes).
 */
export async function publishLive(tx: Db, userId: string, event: LiveNotification): Promise<void> {
  await tx.execute(sql`select pg_notify(${LIVE_CHANNEL}, ${JSON.stringify({ userId, event })})`);
}

/**
 * This process's subscribers to live events, fed by LISTEN on the database (docs/decisions/
 * 0024-notifications.md): on PostgreSQL every process listens on a connection of its own, so a
 * change made through any process reaches the streams open on all of them.
 */
export class LiveEvents {
  private readonly listeners = new Map<string, Set<LiveListener>>();
  private stopListening: (() => Promise<void>) | null = null;

  constructor(
    private readonly database: Pick<Database, 'listen'>,
    private readonly log: FastifyBaseLogger,
  ) {}

  async start(): Promise<void> {
    this.stopListening = await this.database.listen(
      LIVE_CHANNEL,
      {
        message: (payload) => this.deliver(payload),
        gap: () => {
          this.log.info('live events: listening again; open streams are told to read again');
          for (const set of this.listeners.values()) for (const listener of set) listener({ type: 'resync' });
        },
      },
      (err) => this.log.warn({ err }, 'live events: connection to the database lost'),
    );
  }

  async stop(): Promise<void> {
    const stop = this.stopListening;
    this.stopListening = null;
    await stop?.();
  }

  /** Listens to `userId`'s events; answers the function that stops. */
  subscribe(userId: string, listener: LiveListener): () => void {
    let set = this.listeners.get(userId);
    if (!set) this.listeners.set(userId, (set = new Set()));
    set.add(listener);
    return () => {
      set.delete(listener);
      if (set.size === 0 && this.listeners.get(userId) === set) this.listeners.delete(userId);
    };
  }

  /** How many of `userId`'s streams this process holds. */
  subscribers(userId: string): number {
    return this.listeners.get(userId)?.size ?? 0;
  }

  private deliver(payload: string): void {
    let parsed: { userId: string; event: LiveNotification };
    try {
      parsed = JSON.parse(payload) as typeof parsed;
    } catch {
      return;
    }
    for (const listener of this.listeners.get(parsed.userId) ?? []) {
      listener({ type: 'notification', data: parsed.event });
    }
  }
}
