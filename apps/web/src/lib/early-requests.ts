/**
 * Requests index.html's inline script starts before any module has loaded: the signed-in user and
 * the opened page's data (a job and its match on /job/:id, the first results on /find-jobs), so
 * they travel while the code downloads. The API client takes such a response instead of asking
 * again, once, for the same URL and token.
 */
interface EarlyRequests {
  /** The token the requests carried (null: none). */
  token: string | null;
  /** When they started (Date.now()). */
  at: number;
  responses: Record<string, Promise<Response> | undefined>;
}

declare global {
  interface Window {
    __earlyRequests?: EarlyRequests;
  }
}

/** As long as a query's data stays fresh (query-client.ts): older answers are asked for again. */
const MAX_AGE_MS = 30_000;

/** The response started early for `url` with `token`, or null; each is handed out once. */
export function takeEarlyResponse(url: string, token: string | null): Promise<Response> | null {
  const early = window.__earlyRequests;
  const response = early?.responses[url];
  if (!early || !response) return null;
  delete early.responses[url];
  if (early.token !== token || Date.now() - early.at > MAX_AGE_MS) return null;
  return response;
}
