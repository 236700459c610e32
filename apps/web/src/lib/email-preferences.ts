import { useQuery } from '@tanstack/react-query';
import { apiPaths, type accountContract, type ResponseOf } from '@hireloop/shared';
import { api } from '@/lib/api-client';

export type PreferencesResponse = ResponseOf<typeof accountContract.getPreferences>;

/**
 * GET /api/account/preferences: which optional e-mails the signed-in user gets. Read by account
 * settings, which changes them, and by the job alerts page, which says when alert mails are off.
 */
export function getEmailPreferences(signal?: AbortSignal): Promise<PreferencesResponse> {
  return api.get<PreferencesResponse>(apiPaths.account.preferences, { signal });
}

export const emailPreferencesKey = ['account', 'preferences'] as const;

export function useEmailPreferences() {
  return useQuery({
    queryKey: emailPreferencesKey,
    queryFn: ({ signal }) => getEmailPreferences(signal),
    meta: { errorMessage: 'Loading the e-mail preferences failed' },
  });
}
