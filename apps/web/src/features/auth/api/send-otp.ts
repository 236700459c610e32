import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { apiPaths, type Role } from '@hireloop/shared';
import type { MessageResponse } from './types';

/** The role lets the server refuse an employer's free-mail address before it mails a code. */
export function sendOtp({ email, role }: { email: string; role: Role }): Promise<MessageResponse> {
  return api.post<MessageResponse>(apiPaths.auth.sendOtp, { email, role }, { refreshOn401: false });
}

export function useSendOtp() {
  return useMutation({ mutationFn: sendOtp });
}
