import { useMutation } from '@tanstack/react-query';
import { apiPaths, type AuthResponse, type RegisterBody } from '@hireloop/shared';
import { api } from '@/lib/api-client';

export type RegisterInput = Omit<RegisterBody, 'userId'>;

export function register(input: RegisterInput): Promise<AuthResponse> {
  return api.post<AuthResponse>(apiPaths.auth.register, input, { refreshOn401: false });
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
