import type { FastifyInstance } from 'fastify';
import { hasNul, serverMessages } from '@hireloop/shared';
import { badRequest } from '../lib/errors';

/**
 * Whether any string in `value`, object keys included, holds a NUL. A loop without spreading:
 * deeply nested or very long JSON arrays would overflow the stack otherwise.
 */
function containsNul(value: unknown): boolean {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const next = pending.pop();
    if (typeof next === 'string') {
      if (hasNul(next)) return true;
    } else if (Array.isArray(next)) {
      for (const item of next) pending.push(item);
    } else if (next && typeof next === 'object') {
      for (const [key, item] of Object.entries(next)) {
        if (hasNul(key)) return true;
        pending.push(item);
      }
    }
  }
  return false;
}

/**
 * The shared schemas refuse NUL field by field; this is the net under them, for every route and
 * every field a schema forgets: PostgreSQL cannot store NUL, so one would otherwise become a 500.
 */
export function registerNulRejection(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    if (containsNul(request.params) || containsNul(request.query) || containsNul(request.body)) {
      throw badRequest(serverMessages.textHasNul);
    }
  });
}
