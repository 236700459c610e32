import { useMutation } from '@tanstack/react-query';
import { apiPaths } from '@hireloop/shared';
import { api } from '@/lib/api-client';
import type { VerifyOtpResponse } from './types';

export interface VerifyOtpInput {
  email: string;
  otp: string;
}

export function verifyOtp(input: VerifyOtpInput): Promise<VerifyOtpResponse> {
  return api.post<VerifyOtpResponse>(apiPaths.auth.verifyOtp, input, { refreshOn401: false });
}

export function useVerifyOtp() {
  return useMutation({ mutationFn: verifyOtp });
}
