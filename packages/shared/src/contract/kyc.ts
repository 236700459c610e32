import { z } from 'zod';
import { endpoint } from './define';
import { errorResponses, messageEnvelope } from './common';
import { apiPaths } from './paths';

/** The spec's payload; the PAN and name checked are the ones saved with PUT /data. */
export const kycStatusBodySchema = z.object({
  kycCompleted: z.boolean({ error: 'kycCompleted must be true or false' }),
});

export const kycDataBodySchema = z.object({
  name: z.string().trim().min(1, 'Name is required').max(200),
  dob: z.string().trim().min(1, 'Date of birth is required').max(40),
  gender: z.string().max(40).optional(),
  pan: z.string().max(20),
});
export type KycDataBody = z.input<typeof kycDataBodySchema>;

export const kycStatusSchema = z.object({
  success: z.literal(true),
  kycCompleted: z.boolean(),
  message: z.string(),
  completedAt: z.string().nullable(),
  /** The PAN the check was completed with, masked; null before. */
  panMasked: z.string().nullable(),
});
export type KycStatusResponse = z.infer<typeof kycStatusSchema>;

/** The details kept by PUT /api/kyc/data: the PAN only masked. */
export const kycDataSchema = z.object({
  name: z.string(),
  dob: z.string(),
  gender: z.string(),
  panMasked: z.string(),
  updatedAt: z.string(),
});
export type KycData = z.infer<typeof kycDataSchema>;

export const kycDataSavedSchema = messageEnvelope.extend({ data: kycDataSchema });
export type KycDataSaved = z.infer<typeof kycDataSavedSchema>;

/** /api/kyc: the identity check, for signed-in job seekers. */
export const kycContract = {
  status: endpoint({
    method: 'GET',
    path: apiPaths.kyc.status,
    summary: 'Whether the identity check is complete',
    responses: { 200: kycStatusSchema, ...errorResponses(401, 403) },
  }),
  complete: endpoint({
    method: 'PUT',
    path: apiPaths.kyc.complete,
    summary: 'Complete the identity check with the details saved before',
    body: kycStatusBodySchema,
    responses: { 200: kycStatusSchema, ...errorResponses(400, 401, 403, 409) },
  }),
  saveData: endpoint({
    method: 'PUT',
    path: apiPaths.kyc.saveData,
    summary: 'Keep the verified details (the PAN masked and hashed)',
    body: kycDataBodySchema,
    responses: { 200: kycDataSavedSchema, ...errorResponses(400, 401, 403, 409) },
  }),
};
