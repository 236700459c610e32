import { apiPaths, type KycStatusResponse } from '@hireloop/shared';
import { api } from '@/lib/api-client';

export type { KycStatusResponse };

/**
 * PUT /api/kyc/status with the spec's payload: marks the identity check complete. The server
 * re-checks the PAN and name saved with PUT /api/kyc/data, not values sent here.
 */
export function updateKycStatus(): Promise<KycStatusResponse> {
  return api.put<KycStatusResponse>(apiPaths.kyc.complete, { kycCompleted: true });
}
