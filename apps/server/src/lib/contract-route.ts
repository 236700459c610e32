import type { Endpoint } from '@hireloop/shared';

type Pick_<E, K extends keyof Endpoint> = E extends { [P in K]: infer S } ? S : undefined;

/** The Fastify route schema of a contract endpoint, with the schemas' exact types. */
export interface RouteSchemaOf<E extends Endpoint> {
  summary?: string;
  tags: string[];
  params: Pick_<E, 'params'>;
  querystring: Pick_<E, 'query'>;
  body: Pick_<E, 'body'>;
  response: E['responses'];
}

/**
 * A route's `schema` from its contract entry: params, query and body are validated on the way in,
 * and the reply is serialized through the response schema of its status code, so a field the
 * contract does not list never leaves the server. The OpenAPI document lists all of it.
 */
export function routeSchema<const E extends Endpoint>(e: E): RouteSchemaOf<E> {
  const schema: Record<string, unknown> = { response: e.responses, tags: [areaOf(e.path)] };
  if (e.summary) schema.summary = e.summary;
  if (e.params) schema.params = e.params;
  if (e.query) schema.querystring = e.query;
  if (e.body) schema.body = e.body;
  return schema as unknown as RouteSchemaOf<E>;
}

/** The endpoints of the process itself rather than of the product. */
const SYSTEM_PATHS = new Set(['health', 'ready', 'config']);

/** The API reference groups endpoints by area: /api/jobs/... under "jobs", /api/health under "system". */
function areaOf(path: string): string {
  const [first = '', second = ''] = path.split('/').filter(Boolean);
  if (first !== 'api') return first;
  return SYSTEM_PATHS.has(second) ? 'system' : second;
}
