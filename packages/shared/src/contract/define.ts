import type { z } from 'zod';

/** The HTTP methods the API uses. */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * One endpoint of the API, declared once for the server (validation in, serialization out, the
 * OpenAPI document) and for the clients (paths and response types).
 */
export interface Endpoint {
  /** One method, or several answered by the same handler. */
  method: HttpMethod | readonly HttpMethod[];
  /** The full path as the server registers it, e.g. '/api/jobs/:id'. */
  path: string;
  summary?: string;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** Every body the endpoint answers with, by status code, its error responses included. */
  responses: Readonly<Record<number, z.ZodType>>;
}

/** Declares an endpoint, keeping the literal path and method and the exact schemas in its type. */
export function endpoint<const E extends Endpoint>(e: E): E {
  return e;
}

type SuccessStatus = 200 | 201 | 202 | 204;

/** The body of an endpoint's successful answer (its 2xx response schemas). */
export type ResponseOf<E extends Endpoint> = {
  [S in keyof E['responses']]: S extends SuccessStatus ? z.output<E['responses'][S]> : never;
}[keyof E['responses']];

/** What an endpoint's body schema accepts. */
export type BodyOf<E extends Endpoint> = E extends { body: infer B extends z.ZodType } ? z.input<B> : never;

/** The methods of an endpoint as a list. */
export const methodsOf = (e: Endpoint): readonly HttpMethod[] =>
  typeof e.method === 'string' ? [e.method] : e.method;

/** The path of an endpoint with its `:name` parameters filled in (each encoded). */
export function pathOf(e: Endpoint | string, params: Record<string, string> = {}): string {
  const path = typeof e === 'string' ? e : e.path;
  return path.replace(/:([A-Za-z_]\w*)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${path}: no value for :${name}`);
    return encodeURIComponent(value);
  });
}
