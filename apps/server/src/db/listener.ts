import pg from 'pg';

/** What a listener is told: each NOTIFY payload, and that some may have been missed. */
export interface ListenHandlers {
  message(payload: string): void;
  /** The connection was lost and is back: notifications sent in between never arrived. */
  gap(): void;
}

const FIRST_RETRY_MS = 500;
const LAST_RETRY_MS = 15_000;

/**
 * LISTEN on a PostgreSQL connection of its own, outside the pool: a pooled connection is handed
 * to other queries and would miss notifications between them. A lost connection is opened again
 * with a growing wait (0.5 s up to 15 s) and the handlers hear `gap`, so subscribers can read
 * again what they may have missed; so does a first connection that fails. Answers the function
 * that stops listening.
 */
export async function listenPostgres(
  url: string,
  channel: string,
  handlers: ListenHandlers,
  onError: (err: Error) => void,
): Promise<() => Promise<void>> {
  let client: pg.Client | null = null;
  let stopped = false;
  let retryMs = FIRST_RETRY_MS;
  let timer: NodeJS.Timeout | undefined;

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: url, fallback_application_name: 'hireloop listen' });
    next.on('notification', (msg) => {
      if (msg.channel === channel && msg.payload !== undefined) handlers.message(msg.payload);
    });
    next.on('error', (err) => {
      onError(err);
      lost(next);
    });
    next.on('end', () => lost(next));
    try {
      await next.connect();
      await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    } catch (err) {
      next.end().catch(() => undefined);
      throw err;
    }
    if (stopped) {
      await next.end();
      return;
    }
    client = next;
    retryMs = FIRST_RETRY_MS;
  };

  const lost = (which: pg.Client) => {
    if (stopped || client !== which) return;
    client = null;
    which.end().catch(() => undefined);
    retry();
  };

  const retry = () => {
    timer = setTimeout(() => {
      connect().then(
        () => handlers.gap(),
        (err: Error) => {
          onError(err);
          retryMs = Math.min(retryMs * 2, LAST_RETRY_MS);
          if (!stopped) retry();
        },
      );
    }, retryMs);
    timer.unref();
  };

  // A database that does not answer at start is the same as one lost later: the app starts (and
  // answers 503 meanwhile, as without live events), and listening begins once it answers.
  await connect().catch((err: Error) => {
    onError(err);
    retry();
  });
  return async () => {
    stopped = true;
    clearTimeout(timer);
    const last = client;
    client = null;
    await last?.end().catch(() => undefined);
  };
}
