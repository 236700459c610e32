import { z } from 'zod';
import { noNul } from './text-rules';
import { APPLICATION_STATUSES, APPLY_NOTE_MAX, applicationMessages } from './application-status';

// The statuses, colours and messages live apart from this schema, so a screen that only shows a
// status (the job search's cards) does not load zod.
export * from './application-status';

export const statusUpdateSchema = z.object({
  status: z.enum(APPLICATION_STATUSES, { error: applicationMessages.invalidStatus }),
});

/**
 * The body of applying: an optional short note to the employer. Blank is no note. The apply
 * confirmation's form and the server both check it with this schema.
 */
export const applyBodySchema = z.object({
  note: z
    .string()
    .trim()
    .max(APPLY_NOTE_MAX, { error: applicationMessages.noteTooLong })
    .check(noNul)
    .optional(),
});
export type ApplyBody = z.infer<typeof applyBodySchema>;
