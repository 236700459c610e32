import { useMutation } from '@tanstack/react-query';
import { saveKycData, type KycDataInput } from '../api/save-kyc-data';
import { updateKycStatus } from '../api/update-kyc-status';

/** Stores the verified details, then marks the check complete (the server re-checks PAN and name). */
export async function submitKyc(input: KycDataInput) {
  await saveKycData(input);
  return updateKycStatus({ kycCompleted: true, pan: input.pan, documentName: input.name });
}

export function useSubmitKyc() {
  return useMutation({ mutationFn: submitKyc });
}
