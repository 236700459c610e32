import type { FieldValues, Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';

/**
 * react-hook-form validation with one of the shared entry schemas (the same the server uses). Those
 * schemas accept loose input (null becomes ''), so their input type is `unknown`; the form's values
 * are always the entry itself, which is what this resolver is typed for.
 */
export function entryResolver<T extends FieldValues>(schema: z.ZodType<T>): Resolver<T, unknown, T> {
  return zodResolver(schema as z.ZodType<T, T>);
}
