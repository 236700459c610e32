import { useMutation } from '@tanstack/react-query';
import { saveKycData, type KycDataInput } from '../api/save-kyc-data';
import { updateKycStatus } from '../api/update-kyc-status';

/** Stores the verified details, then marks the check complete (the server re-checks what was stored). */
export async function submitKyc(input: KycDataInput) {
  await saveKycData(input);
  return updateKycStatus();
}

export function useSubmitKyc() {
  return useMutation({ mutationFn: submitKyc });
}
