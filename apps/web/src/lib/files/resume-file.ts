import { useQuery } from '@tanstack/react-query';
import { profileMessages, type profileContract, type ResponseOf } from '@hireloop/shared';
import { api } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';
import { fetchAuthorized } from './authorized-file';

/** GET {resume.fileUrl} as a Blob; the file needs the bearer token (fetchAuthorized). */
export async function getResumeFile(fileUrl: string, signal?: AbortSignal): Promise<Blob> {
  const res = await fetchAuthorized(fileUrl, signal);
  if (!res.ok) throw new ApiError(res.status, null, profileMessages.noFileToDownload);
  return res.blob();
}

export const resumeFileQuery = (fileUrl: string) => ({
  queryKey: ['resume-file', fileUrl] as const,
  queryFn: ({ signal }: { signal: AbortSignal }) => getResumeFile(fileUrl, signal),
  // The bytes behind a file URL never change (a new upload gets a new URL); keep them briefly only.
  staleTime: Infinity,
  gcTime: 60_000,
  retry: false,
});

/** POST {fileUrl}/view-link (profileContract.resumeViewLink); fileUrl is the resume-file path the server gave. */
type ViewLink = ResponseOf<typeof profileContract.resumeViewLink>;

/**
 * A short-lived same-origin URL of the PDF resume, for a frame while `enabled` (the preview is
 * open). The frame cannot send the bearer token, so the server signs a link for this login; its
 * last segment is the file's name, which the browser's PDF viewer shows as its title. The link
 * stays while the preview is open (the frame must not reload) and is dropped when it closes, so
 * each opening gets a fresh one. The server refuses a file whose bytes are not a PDF.
 */
export function useResumeViewUrl(fileUrl: string, enabled: boolean) {
  return useQuery({
    queryKey: ['resume-view-link', fileUrl] as const,
    queryFn: async ({ signal }) =>
      (await api.post<ViewLink>(`${fileUrl}/view-link`, undefined, { signal })).url,
    enabled,
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  });
}
