import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths, type CreateAlertInput, type JobAlert } from '@hireloop/shared';
import { alertQueryKeys } from '@/lib/alert-query-keys';
import { api } from '@/lib/api-client';

/** POST /api/alerts: saves the search of Find Jobs as a job alert. */
export function createAlert(body: CreateAlertInput): Promise<{ message: string; alert: JobAlert }> {
  return api.post(apiPaths.alerts.create, body);
}

export function useCreateAlert() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAlert,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: alertQueryKeys.all }),
  });
}
