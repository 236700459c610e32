import { api } from '@/lib/api-client';

export interface KycStatusInput {
  kycCompleted: boolean;
  pan: string;
  /** The national-ID name; the server re-checks it against the account name. */
  documentName: string;
}

export interface KycStatusResponse {
  success: boolean;
  kycCompleted: boolean;
  message: string;
}

/** PUT /api/kyc/status: marks the identity check complete. */
export function updateKycStatus(input: KycStatusInput): Promise<KycStatusResponse> {
  return api.put<KycStatusResponse>('/api/kyc/status', input);
}
