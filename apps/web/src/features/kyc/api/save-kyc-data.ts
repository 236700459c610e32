import { api } from '@/lib/api-client';

export interface KycDataInput {
  name: string;
  dob: string;
  gender: string;
  pan: string;
}

/** PUT /api/kyc/data: keeps the verified details (the server stores the PAN masked and hashed). */
export function saveKycData(input: KycDataInput): Promise<{ success: boolean; message: string }> {
  return api.put('/api/kyc/data', input);
}
