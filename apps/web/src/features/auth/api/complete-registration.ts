import { useMutation } from '@tanstack/react-query';
import { apiPaths, type AuthResponse, type RegisterBody } from '@hireloop/shared';
import { api } from '@/lib/api-client';

/** Finishes a registration whose e-mail was verified earlier but never completed. */
export type CompleteRegistrationInput = RegisterBody & { userId: string };

export function completeRegistration(input: CompleteRegistrationInput): Promise<AuthResponse> {
  return api.post<AuthResponse>(apiPaths.auth.completeRegistration, input, { refreshOn401: false });
}

export function useCompleteRegistration() {
  return useMutation({ mutationFn: completeRegistration });
}
