import { useMutation } from '@tanstack/react-query';
import { apiPaths } from '@hireloop/shared';
import { api } from '@/lib/api-client';
import type { ExistingUserResponse } from './types';

export function checkExistingUser(email: string): Promise<ExistingUserResponse> {
  return api.post<ExistingUserResponse>(apiPaths.auth.checkExistingUser, { email }, { refreshOn401: false });
}

export function useCheckExistingUser() {
  return useMutation({ mutationFn: checkExistingUser });
}
