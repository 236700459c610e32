import { z } from 'zod';
import { idSchema } from '../ids';

export { idSchema };

/** Params of a route whose path ends in a resource's `:id` (one strict id schema everywhere). */
export const idParams = z.object({ id: idSchema });

/**
 * Every error the server sends (plugins/error-handler.ts): what is wrong, and nothing else. A
 * server error (5xx) adds the request's id, which the user can quote and the logs carry.
 */
export const errorBody = z.object({
  message: z.string(),
  requestId: z.string().optional().meta({ description: 'On 5xx answers: the X-Request-Id of the request' }),
});
export type ErrorBody = z.infer<typeof errorBody>;

/** The `{ success, message }` envelope of an action with nothing more to say. */
export const messageEnvelope = z.object({ success: z.literal(true), message: z.string() });
export type MessageEnvelope = z.infer<typeof messageEnvelope>;

/** The envelope plus what the action returns, e.g. `withMessage({ job: jobSchema })`. */
export const withMessage = <S extends z.ZodRawShape>(shape: S) => messageEnvelope.extend(shape);

/**
 * A 429: the error body, or the rate limiter's `{ statusCode, message }` when a client sends more
 * requests a minute than any screen does.
 */
export const tooManyBody = errorBody.extend({ statusCode: z.number().optional() });

type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422;

/**
 * Error responses by status code, all with the error body. 400: the input failed its schema;
 * 401: not signed in; 403: signed in with another role or not the owner; 404: no such resource
 * (a malformed id too).
 */
export function errorResponses<const C extends readonly ErrorStatus[]>(
  ...codes: C
): { [K in C[number]]: typeof errorBody } {
  return Object.fromEntries(codes.map((c) => [c, errorBody])) as { [K in C[number]]: typeof errorBody };
}

/** The 429 of an endpoint with a limit of its own (attempts per address or account). */
export const tooMany = { 429: tooManyBody } as const;

/**
 * A file sent as it is (a resume, an image), not as JSON. Listed so the document shows the
 * answer; a file's bytes are never serialized through it.
 */
export const fileBody = z
  .unknown()
  .meta({ description: 'The file itself', type: 'string', format: 'binary' });
