import { useQuery } from '@tanstack/react-query';
import { profileMessages } from '@hireloop/shared';
import { api } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';
import { getToken } from '@/lib/auth-storage';

function fetchWithToken(fileUrl: string, signal?: AbortSignal): Promise<Response> {
  const token = getToken();
  return fetch(fileUrl, { headers: token ? { Authorization: `Bearer ${token}` } : {}, signal });
}

/**
 * GET {resume.fileUrl} as a Blob. The file needs the bearer token, so a plain link cannot open it.
 * The API client only reads JSON or text, so the bytes are fetched here; on a 401 a cheap call
 * through the client lets it refresh the token (one shared refresh), then the file is asked again.
 */
export async function getResumeFile(fileUrl: string, signal?: AbortSignal): Promise<Blob> {
  let res = await fetchWithToken(fileUrl, signal);
  if (res.status === 401) {
    await api.get('/api/auth/me', { signal });
    res = await fetchWithToken(fileUrl, signal);
  }
  if (!res.ok) throw new ApiError(res.status, null, profileMessages.noFileToDownload);
  return res.blob();
}

/** Whether the bytes start like a PDF document (`%PDF-`). */
export async function looksLikePdf(blob: Blob): Promise<boolean> {
  const head = new Uint8Array(await blob.slice(0, 5).arrayBuffer());
  return String.fromCharCode(...head) === '%PDF-';
}

export const resumeFileQuery = (fileUrl: string) => ({
  queryKey: ['resume-file', fileUrl] as const,
  queryFn: ({ signal }: { signal: AbortSignal }) => getResumeFile(fileUrl, signal),
  // The bytes behind a file URL never change (a new upload gets a new URL); keep them briefly only.
  staleTime: Infinity,
  gcTime: 60_000,
  retry: false,
});

/** The resume's bytes while `enabled` (the preview is open). */
export function useResumeFile(fileUrl: string, enabled: boolean) {
  return useQuery({ ...resumeFileQuery(fileUrl), enabled });
}

/** The resume's bytes while `enabled`, checked to really be a PDF. */
export function usePdfResume(fileUrl: string, enabled: boolean) {
  return useQuery({
    queryKey: ['resume-pdf', fileUrl] as const,
    queryFn: async ({ signal }) => {
      const blob = await getResumeFile(fileUrl, signal);
      if (!(await looksLikePdf(blob))) throw new Error('The file is not a PDF');
      return blob;
    },
    enabled,
    staleTime: Infinity,
    gcTime: 60_000,
    retry: false,
  });
}
