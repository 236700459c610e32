import { http, HttpResponse, type HttpHandler } from 'msw';
import { server } from './msw';
import { notFound } from './handlers';

type Reply = [status: number, body?: unknown];
type Handler = (
  body: unknown,
  request: { url: string; headers: Record<string, string> },
) => Reply | Promise<Reply>;

export interface ApiCall {
  method: string;
  path: string;
  /** The path and query string as the app asked for them. */
  url: string;
  /** JSON bodies parsed, multipart bodies as FormData. */
  body: unknown;
  /** Header names as the app writes them (`Authorization`, `Content-Type`). */
  headers: Record<string, string>;
}

/** `cache-control` → `Cache-Control`: MSW hands over headers in lower case. */
const headerName = (name: string) =>
  name.replace(/(^|-)([a-z])/g, (_, dash: string, c: string) => dash + c.toUpperCase());

async function readBody(request: Request): Promise<unknown> {
  const type = request.headers.get('content-type') ?? '';
  if (type.startsWith('multipart/form-data')) {
    // As the test's own FormData and File (jsdom's), not Node's, so that `instanceof` holds. Node's
    // fetch reads neither the name nor the bytes of a jsdom File: tests can check its field and type.
    const form = new FormData();
    for (const [name, value] of await request.formData()) {
      form.append(
        name,
        typeof value === 'string'
          ? value
          : new File([await value.arrayBuffer()], value.name, { type: value.type }),
      );
    }
    return form;
  }
  const text = await request.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** The calls of the latest `mockApi` of the running test, and each call by MSW's request id. */
let recording: { calls: ApiCall[]; byId: Map<string, ApiCall> } | null = null;

// Recorded as the app calls fetch, before any answer: a test may look right after the call.
server.events.on('request:start', ({ request, requestId }) => {
  if (!recording) return;
  const url = new URL(request.url);
  const call: ApiCall = {
    method: request.method,
    path: url.pathname,
    url: url.pathname + url.search,
    body: undefined,
    headers: Object.fromEntries([...request.headers].map(([name, value]) => [headerName(name), value])),
  };
  recording.calls.push(call);
  recording.byId.set(requestId, call);
});

/** The recorded call of a request, its body read (before the handler answers). */
async function recorded(request: Request, requestId: string): Promise<ApiCall> {
  const call = recording?.byId.get(requestId);
  if (!call) throw new Error(`${request.method} ${request.url} was not recorded`);
  call.body = await readBody(request.clone());
  return call;
}

const reply = ([status, payload]: Reply) =>
  new HttpResponse(payload === undefined ? null : JSON.stringify(payload), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

/**
 * Answers the app's API calls from a table of `'METHOD /path'` handlers (MSW handlers on the test
 * server, replacing those of an earlier `mockApi` of the same test); unlisted calls answer 404.
 * Returns the recorded calls so tests can assert what was (or was not) sent.
 */
export function mockApi(table: Record<string, Handler | Reply>) {
  const calls: ApiCall[] = [];
  recording = { calls, byId: new Map() };
  const listed: HttpHandler[] = Object.entries(table).map(([key, handler]) => {
    const [method = '', path = ''] = key.split(' ');
    return http[method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete'](
      path,
      async ({ request, requestId }) => {
        const call = await recorded(request, requestId);
        if (Array.isArray(handler)) return reply(handler);
        try {
          return reply(await handler(call.body, { url: call.url, headers: call.headers }));
        } catch {
          return HttpResponse.error(); // a handler that throws is a failed network request
        }
      },
    );
  });
  const unlisted = http.all('*', async ({ request, requestId }) => {
    await recorded(request, requestId);
    return notFound();
  });
  server.use(...listed, unlisted);
  return {
    calls,
    callsTo: (method: string, path: string) => calls.filter((c) => c.method === method && c.path === path),
  };
}
