import { z } from 'zod';
import { KYC_SIMULATION_MODES } from '../kyc-flow';
import { endpoint } from './define';
import { errorResponses, fileBody } from './common';
import { apiPaths } from './paths';

const healthSchema = z.object({ status: z.literal('ok') });
export type Health = z.infer<typeof healthSchema>;

const checkResultSchema = z.object({ status: z.enum(['up', 'down']), reason: z.string().optional() });

const readySchema = z.object({
  status: z.enum(['ready', 'not-ready', 'shutting-down']),
  /**
   * Only to `Authorization: Bearer <METRICS_TOKEN>`, since the reasons name the infrastructure; by
   * name: database, dataDir and load always; redis and storage (the S3 bucket) when configured.
   */
  checks: z.record(z.string(), checkResultSchema).optional(),
});
export type Ready = z.infer<typeof readySchema>;

/** Liveness and readiness for orchestrators and balancers, the settings the web app needs at start, and the public pictures. */
export const systemContract = {
  health: endpoint({
    method: 'GET',
    path: apiPaths.system.health,
    summary: 'Whether the process is alive: answers without asking the database or any other service',
    responses: { 200: healthSchema },
  }),
  ready: endpoint({
    method: 'GET',
    path: apiPaths.system.ready,
    summary:
      'Whether this process should get traffic: the database, the data directory and (when configured) Redis and the object store answer, and it is not shutting down (503 when not). Each check and its reason only with the METRICS_TOKEN bearer; the answer is reused for a second',
    responses: { 200: readySchema, 503: readySchema },
  }),
  config: endpoint({
    method: 'GET',
    path: apiPaths.system.config,
    summary: "The product's name and how identity checks are simulated",
    responses: { 200: z.object({ productName: z.string(), kycSimulation: z.enum(KYC_SIMULATION_MODES) }) },
  }),
  image: endpoint({
    method: 'GET',
    path: apiPaths.system.image,
    summary: 'An avatar or a company logo (WebP); names are random and never change',
    params: z.object({ name: z.string().regex(/^[A-Za-z0-9_-]+\.webp$/) }),
    responses: { 200: fileBody, ...errorResponses(404) },
  }),
};
