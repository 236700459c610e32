import { z } from 'zod';
import { ALERT_FREQUENCIES, ALERT_NAME_MAX, jobAlertMessages } from './job-alerts-text';
import { jobSearchFields, salaryRangeInOrder } from './jobs';
import { noNul, singleLine } from './text-rules';

export * from './job-alerts-text';

/**
 * The saved search of an alert: the keywords and the filters of Find Jobs, as its query string
 * names them. Paging, sort and "posted within" have no meaning for an alert (it sends what is new).
 */
export const alertSearchSchema = jobSearchFields
  .pick({
    keyword: true,
    location: true,
    type: true,
    category: true,
    minSalary: true,
    maxSalary: true,
    experience: true,
    remoteOnly: true,
    workMode: true,
  })
  .strip()
  .superRefine(salaryRangeInOrder);
export type AlertSearch = z.output<typeof alertSearchSchema>;

const alertName = z
  .string()
  .trim()
  .max(ALERT_NAME_MAX, jobAlertMessages.nameTooLong)
  .check(noNul)
  .check(singleLine);
const frequency = z.enum(ALERT_FREQUENCIES, { error: jobAlertMessages.frequencyRequired });

/** POST /api/alerts: the search, how often, and an optional name (else the keywords). */
export const createAlertBodySchema = z.object({
  name: alertName.optional(),
  frequency,
  search: alertSearchSchema,
});
export type CreateAlertBody = z.output<typeof createAlertBodySchema>;
export type CreateAlertInput = z.input<typeof createAlertBodySchema>;

/** The name and frequency fields of the create and edit dialogs. */
export const alertSettingsFormSchema = z.object({ name: alertName, frequency });
export type AlertSettingsForm = z.infer<typeof alertSettingsFormSchema>;

/** PUT /api/alerts/:id: any of the name, the frequency and whether mails go out. */
export const updateAlertBodySchema = z.object({
  name: alertName.optional(),
  frequency: frequency.optional(),
  active: z.boolean().optional(),
});
export type UpdateAlertBody = z.output<typeof updateAlertBodySchema>;

/** A saved search as the API answers it (the input schema's coercions have run). */
const savedSearchSchema = z.object({
  keyword: z.string().optional(),
  location: z.string().optional(),
  type: z.string().optional(),
  category: z.string().optional(),
  minSalary: z.number().optional(),
  maxSalary: z.number().optional(),
  experience: z.number().optional(),
  remoteOnly: z.boolean().optional(),
  workMode: z.string().optional(),
}) satisfies z.ZodType<AlertSearch>;

export const jobAlertSchema = z.object({
  _id: z.string(),
  name: z.string(),
  frequency: z.enum(ALERT_FREQUENCIES),
  search: savedSearchSchema,
  /** False once unsubscribed from a mail; the alert stays and can be turned back on. */
  active: z.boolean(),
  lastSentAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type JobAlert = z.infer<typeof jobAlertSchema>;
