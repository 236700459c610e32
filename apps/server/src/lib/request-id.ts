import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

/**
 * An id from a proxy in front (X-Request-Id) joins our log lines to its own; taken only when it is
 * short and of plain characters, so a client cannot forge log structure or flood the logs with it.
 */
const SAFE_REQUEST_ID = /^[A-Za-z0-9._:-]{8,64}$/;

export const REQUEST_ID_HEADER = 'x-request-id';

/** Fastify's genReqId: the caller's id when it is safe, otherwise a new UUID (unique across processes). */
export function requestIdOf(req: IncomingMessage): string {
  const given = req.headers[REQUEST_ID_HEADER];
  return typeof given === 'string' && SAFE_REQUEST_ID.test(given) ? given : randomUUID();
}
