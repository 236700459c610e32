import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  apiPaths,
  pathOf,
  type ApplicationStatus,
  type applicationsContract,
  type ResponseOf,
} from '@hireloop/shared';
import { api } from '@/lib/api-client';
import { applicantsPagesKey, type ApplicantsPages } from './get-applicants-page';

interface UpdateStatusInput {
  applicationId: string;
  status: ApplicationStatus;
}

type UpdateStatusResponse = ResponseOf<typeof applicationsContract.updateStatus>;

/** PUT /api/applications/{applicationId}/status with { status } (docs/product.md section 7). */
export function updateApplicationStatus({ applicationId, status }: UpdateStatusInput) {
  return api.put<UpdateStatusResponse>(pathOf(apiPaths.applications.updateStatus, { id: applicationId }), {
    status,
  });
}

/** The status change; on success every loaded page of the job shows the new status at once. */
export function useUpdateApplicationStatus(jobId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateApplicationStatus,
    onSuccess: (_data, { applicationId, status }) => {
      queryClient.setQueriesData<ApplicantsPages>({ queryKey: applicantsPagesKey(jobId) }, (data) =>
        data
          ? {
              ...data,
              pages: data.pages.map((page) => ({
                ...page,
                applications: page.applications.map((a) => (a._id === applicationId ? { ...a, status } : a)),
              })),
            }
          : data,
      );
    },
  });
}
