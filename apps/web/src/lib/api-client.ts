import {
  apiPaths,
  type authContract,
  generalMessages,
  REQUEST_TIMEOUT_MS,
  type ResponseOf,
} from '@hireloop/shared';
import { ApiError } from './api-error';
import { clearSession, getRefreshToken, getToken, setTokens } from './auth-storage';
import { takeEarlyResponse } from './early-requests';

/** Same origin: the server serves the SPA and the API; Vite proxies /api in development. */
const BASE_URL = '';

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** A plain object is sent as JSON; FormData is sent as multipart. */
  body?: unknown;
  query?: Record<string, string | number | boolean | null | undefined>;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Set false for calls whose 401 means "wrong credentials", not "expired token". */
  refreshOn401?: boolean;
}

const REFRESH_LOCK = 'hireloop-refresh';

let refreshInFlight: Promise<boolean> | null = null;

/**
 * One refresh for all concurrent 401s; resolves true when new tokens are stored. Within a tab the
 * callers share one promise; across tabs (which share the stored tokens) a Web Lock lets one tab
 * trade the refresh token while the others wait and then take its result.
 */
function refreshTokens(failedToken: string): Promise<boolean> {
  refreshInFlight ??= withRefreshLock(() => refreshUnlessRotated(failedToken)).finally(() => {
    refreshInFlight = null;
  });
  return refreshInFlight;
}

async function withRefreshLock(task: () => Promise<boolean>): Promise<boolean> {
  if (!('locks' in navigator)) return task();
  return await navigator.locks.request(REFRESH_LOCK, task);
}

async function refreshUnlessRotated(failedToken: string): Promise<boolean> {
  const refreshToken = getRefreshToken();
  if (!refreshToken) return false;
  // Another tab refreshed while this one waited for the lock: its new tokens are already stored.
  const stored = getToken();
  if (stored && stored !== failedToken) return true;
  try {
    const res = await send(apiPaths.auth.refresh, { method: 'POST', body: { refreshToken } }, null);
    if (!res.ok) return false;
    const data = (await res.json()) as ResponseOf<typeof authContract.refresh>;
    setTokens(data.token, data.refreshToken);
    return true;
  } catch {
    return false;
  }
}

function buildUrl(path: string, query: RequestOptions['query']): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const qs = params.toString();
  return `${BASE_URL}${path}${qs ? `${path.includes('?') ? '&' : '?'}${qs}` : ''}`;
}

async function send(path: string, options: RequestOptions, token: string | null): Promise<Response> {
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) body = options.body;
  else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  if (token) headers.Authorization = `Bearer ${token}`;

  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, REQUEST_TIMEOUT_MS);
  const abortFromCaller = () => controller.abort();
  options.signal?.addEventListener('abort', abortFromCaller);

  try {
    return await fetch(buildUrl(path, options.query), {
      method: options.method ?? (body === undefined ? 'GET' : 'POST'),
      headers,
      body,
      signal: controller.signal,
    });
  } catch (error) {
    if (timedOut) {
      console.warn(generalMessages.requestTimeout);
      throw new ApiError(0, null, generalMessages.requestTimeout);
    }
    throw error;
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', abortFromCaller);
  }
}

/**
 * The answer index.html's script already asked for (early-requests.ts), for a plain GET of the
 * same URL with the same token; one that failed to arrive is asked for again.
 */
function sendEarly(path: string, options: RequestOptions, token: string | null): Promise<Response> | null {
  if ((options.method ?? 'GET') !== 'GET' || options.body !== undefined || options.headers) return null;
  const early = takeEarlyResponse(buildUrl(path, options.query), token);
  return early?.catch(() => send(path, options, token)) ?? null;
}

async function readBody(res: Response): Promise<unknown> {
  const text = await res.text();
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function serverMessageOf(data: unknown): string | null {
  if (data && typeof data === 'object' && 'message' in data) {
    const { message } = data as { message: unknown };
    if (typeof message === 'string' && message.trim()) return message;
  }
  return null;
}

/**
 * Calls the API and returns the parsed JSON body. Throws ApiError for any non-2xx answer.
 * A 401 on a call that carried a token triggers one shared refresh and one retry; if that fails
 * the stored session is cleared (docs/product.md section 8, "401 clears the local session").
 */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const token = getToken();
  let res = await (sendEarly(path, options, token) ?? send(path, options, token));

  if (res.status === 401 && token && options.refreshOn401 !== false) {
    const latest = getToken();
    const refreshed = latest && latest !== token ? true : await refreshTokens(token);
    if (refreshed) res = await send(path, options, getToken());
    if (res.status === 401) clearSession();
  }

  const data = await readBody(res);
  if (res.ok) return data as T;

  if (res.status >= 500) console.warn(generalMessages.serverError);
  const fallback = res.status >= 500 ? generalMessages.serverError : generalMessages.somethingWentWrong;
  throw new ApiError(res.status, serverMessageOf(data), fallback, data);
}

export const api = {
  get: <T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'GET' }),
  post: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'POST', body }),
  put: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'PUT', body }),
  patch: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'PATCH', body }),
  delete: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'DELETE', body }),
};
