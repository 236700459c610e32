import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { MessageResponse } from './types';

export function sendOtp(email: string): Promise<MessageResponse> {
  return api.post<MessageResponse>('/api/auth/send-otp', { email }, { refreshOn401: false });
}

export function useSendOtp() {
  return useMutation({ mutationFn: sendOtp });
}
