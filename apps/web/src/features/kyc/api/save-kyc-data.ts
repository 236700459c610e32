import { apiPaths, type KycDataBody, type KycDataSaved } from '@hireloop/shared';
import { api } from '@/lib/api-client';

export type KycDataInput = KycDataBody;

/** PUT /api/kyc/data: keeps the verified details (the server stores the PAN masked and hashed). */
export function saveKycData(input: KycDataInput): Promise<KycDataSaved> {
  return api.put<KycDataSaved>(apiPaths.kyc.saveData, input);
}
