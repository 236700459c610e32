import { useMutation } from '@tanstack/react-query';
import { accountMessages, apiPaths, type DeleteAccountBody, type MessageEnvelope } from '@hireloop/shared';
import { api } from '@/lib/api-client';
import { setFlashMessage } from '@/lib/flash-message';
import { useSession } from '@/lib/session';

/** POST /api/account/delete: the account goes for good once the password is right. */
export function deleteAccount(body: DeleteAccountBody): Promise<MessageEnvelope> {
  return api.post<MessageEnvelope>(apiPaths.account.deleteAccount, body);
}

/** Deletes the account, then signs out to the home page, which says the account was deleted. */
export function useDeleteAccount() {
  const { logout } = useSession();
  return useMutation({
    mutationFn: deleteAccount,
    onSuccess: async () => {
      setFlashMessage(accountMessages.accountDeleted);
      await logout();
    },
  });
}
