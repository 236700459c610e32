import { z } from 'zod';
import { ALERT_FREQUENCIES, ALERT_NAME_MAX, jobAlertMessages, jobAlertsText } from './job-alerts-text';
import { jobSearchFields, salaryRangeInOrder } from './jobs';
import { noNul, singleLine, toSingleLine } from './text-rules';

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

/**
 * The name an alert gets without one: its keywords, else its location, else "Any job". The
 * keywords may hold line breaks, a name may not (it goes into mail subjects; review DI2).
 */
export function defaultAlertName(search: AlertSearch): string {
  const text =
    toSingleLine(search.keyword ?? '') || toSingleLine(search.location ?? '') || jobAlertsText.anyJob;
  return text.length > ALERT_NAME_MAX ? `${text.slice(0, ALERT_NAME_MAX - 1)}…` : text;
}

/** A one-line summary of a saved search: "react · Pune · Full-Time · ₹5,00,000+". */
export function alertSearchSummary(search: AlertSearch): string {
  const parts = [
    search.keyword,
    search.location,
    search.type?.split(',').join(', '),
    search.category?.split(',').join(', '),
    search.workMode?.split(',').join(', '),
    search.remoteOnly ? 'Remote only' : undefined,
    search.minSalary !== undefined ? `Salary from ${search.minSalary.toLocaleString('en-IN')}` : undefined,
    search.maxSalary !== undefined ? `Salary up to ${search.maxSalary.toLocaleString('en-IN')}` : undefined,
    search.experience !== undefined ? `${search.experience} years experience` : undefined,
  ].filter((p): p is string => Boolean(p && p.trim()));
  return parts.length ? parts.join(' · ') : jobAlertsText.anyJob;
}

/** The Find Jobs query of a saved search, e.g. `{ q: 'react', location: 'Pune' }`. */
export function alertSearchQuery(search: AlertSearch): Record<string, string> {
  const query: Record<string, string> = {};
  for (const [key, value] of Object.entries(search)) {
    if (value === undefined || value === '' || value === false) continue;
    query[key === 'keyword' ? 'q' : key] = String(value);
  }
  return query;
}
