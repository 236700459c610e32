import { z } from 'zod';
import { idSchema } from '@hireloop/shared';

/** The resume whose text a background job reads again: its owner and the file it must still be. */
export const resumeTextTarget = z.object({
  userId: idSchema,
  resumeKey: z.string().regex(/^resumes\/[0-9a-f-]{36}\.(pdf|docx|doc)$/),
});
export type ResumeTextTarget = z.infer<typeof resumeTextTarget>;
