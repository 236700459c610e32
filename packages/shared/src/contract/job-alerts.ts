import { z } from 'zod';
import { createAlertBodySchema, jobAlertSchema, updateAlertBodySchema } from '../job-alerts';
import { endpoint } from './define';
import { errorResponses, idParams, messageEnvelope, withMessage } from './common';
import { apiPaths } from './paths';

export const alertResponseSchema = withMessage({ alert: jobAlertSchema });

/** The unsubscribe link's token (signed, names one alert); in the query, as the mail's link has it. */
export const unsubscribeQuerySchema = z.object({ token: z.string().max(500) });

/** What the unsubscribe page shows of the alert the token names. */
export const unsubscribeTargetSchema = withMessage({
  alert: z.object({ name: z.string(), summary: z.string(), active: z.boolean() }),
});
export type UnsubscribeTarget = z.infer<typeof unsubscribeTargetSchema>;

/** /api/alerts: the signed-in job seeker's job alerts (docs/decisions/0023-job-alerts.md). */
export const jobAlertsContract = {
  list: endpoint({
    method: 'GET',
    path: apiPaths.alerts.list,
    summary: 'The job alerts, newest first',
    responses: { 200: z.array(jobAlertSchema), ...errorResponses(401, 403) },
  }),
  create: endpoint({
    method: 'POST',
    path: apiPaths.alerts.create,
    summary: 'Save a search (keywords and filters) as a daily or weekly job alert',
    body: createAlertBodySchema,
    responses: { 201: alertResponseSchema, ...errorResponses(400, 401, 403, 409) },
  }),
  update: endpoint({
    method: 'PUT',
    path: apiPaths.alerts.update,
    summary: 'Rename a job alert, change how often it is sent, or turn its e-mails on or off',
    params: idParams,
    body: updateAlertBodySchema,
    responses: { 200: alertResponseSchema, ...errorResponses(400, 401, 403, 404) },
  }),
  remove: endpoint({
    method: 'DELETE',
    path: apiPaths.alerts.remove,
    summary: 'Delete a job alert',
    params: idParams,
    responses: { 200: messageEnvelope, ...errorResponses(401, 403, 404) },
  }),
  unsubscribeTarget: endpoint({
    method: 'GET',
    path: apiPaths.alerts.unsubscribe,
    summary: 'The alert an unsubscribe link names (no sign-in; changes nothing)',
    query: unsubscribeQuerySchema,
    responses: { 200: unsubscribeTargetSchema, ...errorResponses(400, 404) },
  }),
  unsubscribe: endpoint({
    method: 'POST',
    path: apiPaths.alerts.unsubscribe,
    summary: 'Stop the e-mails of the alert an unsubscribe link names (no sign-in; RFC 8058 one-click)',
    query: unsubscribeQuerySchema,
    responses: { 200: unsubscribeTargetSchema, ...errorResponses(400, 404) },
  }),
};
