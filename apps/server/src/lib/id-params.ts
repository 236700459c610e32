import type { FastifySchemaValidationError } from 'fastify';
import { serverMessages } from '@hireloop/shared';
import { notFound } from './errors';

/** Params of a route whose path ends in a resource's `:id` (declared once in the API contract). */
export { idParams } from '@hireloop/shared';

/**
 * The schema error formatter of a route with an id in its path: a malformed id is answered like an
 * unknown one, with that resource's 404, so nobody learns which ids could exist. Errors in the body
 * or the query keep their 400 and message.
 */
export function malformedIdIsNotFound(message: string) {
  return (errors: FastifySchemaValidationError[], dataVar: string): Error =>
    dataVar === 'params' ? notFound(message) : new Error(errors[0]?.message ?? serverMessages.invalidInput);
}
