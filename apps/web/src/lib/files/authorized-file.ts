import { apiPaths } from '@hireloop/shared';
import { api } from '@/lib/api-client';
import { getToken } from '@/lib/auth-storage';

function fetchWithToken(url: string, signal?: AbortSignal): Promise<Response> {
  const token = getToken();
  return fetch(url, { headers: token ? { Authorization: `Bearer ${token}` } : {}, signal });
}

/**
 * GET a file that needs the bearer token (a plain link cannot send it). The API client only reads
 * JSON or text, so the bytes are fetched here; on a 401 a cheap call through the client lets it
 * refresh the token (one shared refresh), then the file is asked again.
 */
export async function fetchAuthorized(url: string, signal?: AbortSignal): Promise<Response> {
  const res = await fetchWithToken(url, signal);
  if (res.status !== 401) return res;
  await api.get(apiPaths.auth.me, { signal });
  return fetchWithToken(url, signal);
}

/** Saves fetched bytes to the device under `fileName`. */
export function saveBlob(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser a moment to start the download before the URL goes away.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
