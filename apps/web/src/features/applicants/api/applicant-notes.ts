import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  apiPaths,
  pathOf,
  type ApplicantNote,
  type ApplicantNoteInput,
  type applicationsContract,
  type ResponseOf,
} from '@hireloop/shared';
import { api } from '@/lib/api-client';

export type { ApplicantNote };

/** The one owner of the notes' query key. */
const notesKey = (applicationId: string) => ['applications', applicationId, 'notes'] as const;

/** GET /api/applications/{id}/notes: the employer's private notes, newest first. */
export function useApplicantNotes(applicationId: string) {
  return useQuery({
    queryKey: notesKey(applicationId),
    queryFn: ({ signal }) =>
      api.get<ResponseOf<typeof applicationsContract.notes>>(
        pathOf(apiPaths.applications.notes, { id: applicationId }),
        { signal },
      ),
    select: (data) => data.notes,
    meta: { errorMessage: 'Loading the notes failed' },
  });
}

/** POST /api/applications/{id}/notes; the new note goes on top of the list. */
export function useAddApplicantNote(applicationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ApplicantNoteInput) =>
      api.post<ResponseOf<typeof applicationsContract.addNote>>(
        pathOf(apiPaths.applications.addNote, { id: applicationId }),
        input,
      ),
    onSuccess: ({ note }) =>
      queryClient.setQueryData<{ notes: ApplicantNote[] }>(notesKey(applicationId), (data) => ({
        notes: [note, ...(data?.notes ?? [])],
      })),
  });
}

/** DELETE /api/applications/{id}/notes/{noteId}. */
export function useDeleteApplicantNote(applicationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (noteId: string) =>
      api.delete<ResponseOf<typeof applicationsContract.deleteNote>>(
        pathOf(apiPaths.applications.deleteNote, { id: applicationId, noteId }),
      ),
    onSuccess: (_data, noteId) =>
      queryClient.setQueryData<{ notes: ApplicantNote[] }>(notesKey(applicationId), (data) =>
        data ? { notes: data.notes.filter((n) => n._id !== noteId) } : data,
      ),
  });
}
