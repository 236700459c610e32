import { useMutation } from '@tanstack/react-query';
import type { AuthResponse, RegisterBody } from '@hireloop/shared';
import { api } from '@/lib/api-client';

export type RegisterInput = Omit<RegisterBody, 'userId'>;

export function register(input: RegisterInput): Promise<AuthResponse> {
  return api.post<AuthResponse>('/api/auth/register', input, { refreshOn401: false });
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
