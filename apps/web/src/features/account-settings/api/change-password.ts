import { useMutation } from '@tanstack/react-query';
import { apiPaths, type ChangePasswordBody, type MessageEnvelope } from '@hireloop/shared';
import { api } from '@/lib/api-client';

/**
 * POST /api/account/password. A wrong current password answers 400 (not 401), so the client keeps
 * the session and the form shows the message.
 */
export function changePassword(body: ChangePasswordBody): Promise<MessageEnvelope> {
  return api.post<MessageEnvelope>(apiPaths.account.changePassword, body);
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
