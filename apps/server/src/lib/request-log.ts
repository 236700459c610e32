import type { FastifyRequest } from 'fastify';

/** Path segments that are secrets themselves: a reset link's token opens the account. */
const SECRET_PATH = /(\/reset-password\/)[^/?#]+/g;
/** Query values that are secrets: a resume view link's token opens the resume. */
const SECRET_QUERY = /([?&]token=)[^&#]+/g;

export function redactUrl(url: string): string {
  return url.replace(SECRET_PATH, '$1[redacted]').replace(SECRET_QUERY, '$1[redacted]');
}

/**
 * What the access log keeps of a request: no headers (tokens, cookies) and no body (passwords,
 * sign-up codes), and URLs without secrets in their path.
 */
export function serializeRequest(req: FastifyRequest) {
  return {
    method: req.method,
    url: redactUrl(req.url),
    host: req.host,
    remoteAddress: req.ip,
    remotePort: req.socket?.remotePort,
  };
}
