import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { ExistingUserResponse } from './types';

export function checkExistingUser(email: string): Promise<ExistingUserResponse> {
  return api.post<ExistingUserResponse>('/api/auth/check-existing-user', { email }, { refreshOn401: false });
}

export function useCheckExistingUser() {
  return useMutation({ mutationFn: checkExistingUser });
}
