import { z } from 'zod';
import { APPLICATION_STATUSES, applicationMessages } from './application-status';

// The statuses, colours and messages live apart from this schema, so a screen that only shows a
// status (the job search's cards) does not load zod.
export * from './application-status';

export const statusUpdateSchema = z.object({
  status: z.enum(APPLICATION_STATUSES, { error: applicationMessages.invalidStatus }),
});

export type {
  Application,
  ApplicationApplicant,
  ApplicationEvent,
  ApplicantSummary,
} from './contract/applications';
