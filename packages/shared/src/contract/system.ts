import { z } from 'zod';
import { KYC_SIMULATION_MODES } from '../kyc-flow';
import { endpoint } from './define';
import { errorResponses, fileBody } from './common';
import { apiPaths } from './paths';

const healthSchema = z.object({
  status: z.enum(['ok', 'error']),
  database: z.enum(['up', 'down']),
  storage: z.enum(['ok', 'unwritable', 'low-space']),
  reason: z.string().optional(),
});
export type Health = z.infer<typeof healthSchema>;

/** Health for load balancers, the settings the web app needs at start, and the public pictures. */
export const systemContract = {
  health: endpoint({
    method: 'GET',
    path: apiPaths.system.health,
    summary: 'Whether the database answers and the data directory takes writes (503 when not)',
    responses: { 200: healthSchema, 503: healthSchema },
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
