import { useMutation } from '@tanstack/react-query';
import { apiPaths, type AuthResponse } from '@hireloop/shared';
import { api } from '@/lib/api-client';

export interface LoginInput {
  email: string;
  password: string;
  rememberMe: boolean;
}

export function login(input: LoginInput): Promise<AuthResponse> {
  // A 401 here means wrong credentials, not an expired token.
  return api.post<AuthResponse>(apiPaths.auth.login, input, { refreshOn401: false });
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
