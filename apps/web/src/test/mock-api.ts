import { vi } from 'vitest';

type Reply = [status: number, body?: unknown];
type Handler = (
  body: unknown,
  request: { url: string; headers: Record<string, string> },
) => Reply | Promise<Reply>;

export interface ApiCall {
  method: string;
  path: string;
  body: unknown;
  headers: Record<string, string>;
}

/**
 * Replaces global fetch with a table of `'METHOD /path'` handlers. Unlisted calls answer 404.
 * Returns the recorded calls so tests can assert what was (or was not) sent.
 */
export function mockApi(handlers: Record<string, Handler | Reply>) {
  const calls: ApiCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input);
    const path = url.split('?')[0] ?? url;
    const method = (init.method ?? 'GET').toUpperCase();
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : init.body;
    const headers = (init.headers ?? {}) as Record<string, string>;
    calls.push({ method, path, body, headers });
    const handler = handlers[`${method} ${path}`];
    const [status, payload] =
      handler === undefined
        ? [404, { message: 'Not found' }]
        : Array.isArray(handler)
          ? handler
          : await handler(body, { url, headers });
    return new Response(payload === undefined ? null : JSON.stringify(payload), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    calls,
    fetchMock,
    callsTo: (method: string, path: string) => calls.filter((c) => c.method === method && c.path === path),
  };
}
