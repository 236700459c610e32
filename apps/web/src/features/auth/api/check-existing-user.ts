import { useMutation } from '@tanstack/react-query';
import { authContract } from '@hireloop/shared';
import { api } from '@/lib/api-client';
import type { ExistingUserResponse } from './types';

export function checkExistingUser(email: string): Promise<ExistingUserResponse> {
  return api.post<ExistingUserResponse>(
    authContract.checkExistingUser.path,
    { email },
    { refreshOn401: false },
  );
}

export function useCheckExistingUser() {
  return useMutation({ mutationFn: checkExistingUser });
}
