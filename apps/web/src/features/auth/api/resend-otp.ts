import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { MessageResponse } from './types';

export function resendOtp(email: string): Promise<MessageResponse> {
  return api.post<MessageResponse>('/api/auth/resend-otp', { email }, { refreshOn401: false });
}

export function useResendOtp() {
  return useMutation({ mutationFn: resendOtp });
}
