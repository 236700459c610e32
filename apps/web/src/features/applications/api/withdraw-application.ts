import { useMutation, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import {
  apiPaths,
  applicationMessages,
  pathOf,
  type applicationsContract,
  type ResponseOf,
} from '@hireloop/shared';
import { api } from '@/lib/api-client';
import { errorMessage } from '@/lib/api-error';
import { jobQueryKeys } from '@/lib/job-query-keys';
import { myApplicationsKey } from './get-my-applications';

type WithdrawResponse = ResponseOf<typeof applicationsContract.withdraw>;

/** POST /api/applications/{id}/withdraw: the server refuses a final status (409) and others' applications (404). */
export function withdrawApplication(applicationId: string): Promise<WithdrawResponse> {
  return api.post<WithdrawResponse>(pathOf(apiPaths.applications.withdraw, { id: applicationId }));
}

/**
 * Withdraws with a toast, then reloads the applications and the jobs (whose badge gives way to
 * 'Apply Now' again while the job is open).
 */
export function useWithdrawApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: withdrawApplication,
    onSuccess: () => void toast.success(applicationMessages.withdrawn),
    onError: (error) => void toast.error(errorMessage(error, applicationMessages.withdrawFailed)),
    // Also after a refusal: a 409 means the list on screen is out of date.
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: myApplicationsKey });
      void queryClient.invalidateQueries({ queryKey: jobQueryKeys.all });
    },
  });
}
