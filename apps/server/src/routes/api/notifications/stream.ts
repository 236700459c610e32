import type { FastifyInstance } from 'fastify';
import { notificationMessages, notificationsContract as api } from '@hireloop/shared';
import { routeSchema } from '../../../lib/contract-route';
import { tooManyRequests } from '../../../lib/errors';
import type { LiveMessage } from '../../../lib/live-events';
import { requireUser } from '../../../plugins/authenticate';
import { liveSessionUser } from '../../../services/auth/tokens';
import type { ServiceContext } from '../../../services/context';

/**
 * A comment this often keeps proxies and balancers (which drop connections idle for 60 s or so)
 * from closing the stream, and is when the stream checks that its login is still live.
 */
export const HEARTBEAT_MS = 25_000;
/** Streams of one user in one process: a few tabs and devices, not a connection flood. */
export const MAX_STREAMS_PER_USER = 5;
/** What the browser waits before it opens the stream again, when it uses EventSource. */
const RETRY_MS = 3_000;

const frame = (message: LiveMessage) =>
  message.type === 'resync'
    ? 'event: resync\ndata: {}\n\n'
    : `event: notification\ndata: ${JSON.stringify(message.data)}\n\n`;

/**
 * GET /api/notifications/stream: server-sent events of the signed-in user's new notifications,
 * until the client goes, the login ends (checked at each heartbeat), or the app closes: open
 * streams are ended before the server waits for its requests, so a shutdown never hangs on them.
 */
export function registerNotificationStream(
  app: FastifyInstance,
  ctx: ServiceContext,
  heartbeatMs: number = HEARTBEAT_MS,
): void {
  const open = new Set<() => void>();
  app.addHook('preClose', async () => {
    for (const end of [...open]) end();
  });

  app.get('/stream', { schema: routeSchema(api.stream) }, async (req, reply) => {
    const user = requireUser(req);
    const sessionId = req.sessionId!;
    if (ctx.live.subscribers(user.id) >= MAX_STREAMS_PER_USER) {
      throw tooManyRequests(notificationMessages.tooManyStreams);
    }
    reply.hijack();
    const res = reply.raw;
    res.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
      // nginx and similar proxies would otherwise hold the events back in their buffers.
      'x-accel-buffering': 'no',
      'x-request-id': req.id,
    });
    res.write(`retry: ${RETRY_MS}\n: connected\n\n`);

    let ended = false;
    // The session check answers after a moment, when the stream may have ended meanwhile.
    const write = (text: string) => {
      if (!ended) res.write(text);
    };
    const unsubscribe = ctx.live.subscribe(user.id, (message) => write(frame(message)));
    const heartbeat = setInterval(() => {
      liveSessionUser(ctx.db, user.id, sessionId).then(
        (live) => (live ? write(': ping\n\n') : end()),
        // The database did not answer: keep the stream; the next heartbeat asks again.
        () => write(': ping\n\n'),
      );
    }, heartbeatMs);
    const end = () => {
      if (ended) return;
      ended = true;
      clearInterval(heartbeat);
      unsubscribe();
      open.delete(end);
      res.end();
    };
    open.add(end);
    res.on('close', end);
  });
}
