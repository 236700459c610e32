import { useMutation, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { apiPaths, jobAlertMessages, pathOf, type JobAlert, type UpdateAlertBody } from '@hireloop/shared';
import { alertQueryKeys } from '@/lib/alert-query-keys';
import { api } from '@/lib/api-client';

/** PUT /api/alerts/{id}: name, frequency, or whether its e-mails go out. */
export function updateAlert({ id, ...body }: UpdateAlertBody & { id: string }): Promise<{ alert: JobAlert }> {
  return api.put(pathOf(apiPaths.alerts.update, { id }), body);
}

export function useUpdateAlert(onSaved: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAlert,
    onSuccess: async () => {
      toast.success(jobAlertMessages.updated);
      onSaved();
      await queryClient.invalidateQueries({ queryKey: alertQueryKeys.all });
    },
  });
}
