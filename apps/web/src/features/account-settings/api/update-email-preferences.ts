import { useMutation, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { accountMessages, apiPaths, type EmailPreferences } from '@hireloop/shared';
import { api } from '@/lib/api-client';
import { errorMessage } from '@/lib/api-error';
import { emailPreferencesKey, type PreferencesResponse } from '@/lib/email-preferences';

/** PUT /api/account/preferences with the switches that changed. */
export function updateEmailPreferences(changes: Partial<EmailPreferences>): Promise<PreferencesResponse> {
  return api.put<PreferencesResponse>(apiPaths.account.updatePreferences, changes);
}

/** Saves a switch at once; the stored answer replaces the cached preferences. */
export function useUpdateEmailPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateEmailPreferences,
    onSuccess: (data) => {
      queryClient.setQueryData(emailPreferencesKey, data);
      toast.success(accountMessages.preferencesSaved);
    },
    onError: (error) => void toast.error(errorMessage(error, accountMessages.preferencesFailed)),
  });
}
