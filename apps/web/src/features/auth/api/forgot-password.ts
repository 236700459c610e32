import { useMutation } from '@tanstack/react-query';
import { apiPaths } from '@hireloop/shared';
import { api } from '@/lib/api-client';
import type { MessageResponse } from './types';

export function forgotPassword(email: string): Promise<MessageResponse> {
  return api.post<MessageResponse>(apiPaths.auth.forgotPassword, { email }, { refreshOn401: false });
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}
