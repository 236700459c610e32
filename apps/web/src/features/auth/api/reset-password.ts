import { useMutation } from '@tanstack/react-query';
import { apiPaths } from '@hireloop/shared';
import { api } from '@/lib/api-client';
import type { MessageResponse } from './types';

export interface ResetPasswordInput {
  token: string;
  password: string;
}

export function resetPassword(input: ResetPasswordInput): Promise<MessageResponse> {
  return api.post<MessageResponse>(apiPaths.auth.resetPassword, input, { refreshOn401: false });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
