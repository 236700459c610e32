import { z } from 'zod';
import { serverMessages } from './messages';

/**
 * Every id is a UUID as PostgreSQL generates it. Checking the exact shape before a query keeps
 * look-alikes (36 dashes, hex of the right length) from reaching PostgreSQL's uuid parser.
 */
const ID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

export const isId = (value: string): boolean => ID_PATTERN.test(value);

/** The one id schema: route parameters and ids in bodies. */
export const idSchema = z.string().regex(ID_PATTERN, serverMessages.notFound);
