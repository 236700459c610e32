import { useMutation, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { apiPaths, jobAlertMessages, pathOf, type MessageEnvelope } from '@hireloop/shared';
import { alertQueryKeys } from '@/lib/alert-query-keys';
import { api } from '@/lib/api-client';
import { errorMessage } from '@/lib/api-error';

/** DELETE /api/alerts/{id}. */
export function deleteAlert(id: string): Promise<MessageEnvelope> {
  return api.delete(pathOf(apiPaths.alerts.remove, { id }));
}

export function useDeleteAlert(onDeleted: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAlert,
    onSuccess: async () => {
      toast.success(jobAlertMessages.deleted);
      onDeleted();
      await queryClient.invalidateQueries({ queryKey: alertQueryKeys.all });
    },
    onError: (error) => void toast.error(errorMessage(error, jobAlertMessages.deleteFailed)),
  });
}
