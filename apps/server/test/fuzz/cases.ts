/**
 * Malformed inputs derived from the OpenAPI document: what an attacker or a broken client sends.
 * Every case must be answered with a 4xx `{ message }` (or a success), never a 5xx.
 */

export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  enum?: unknown[];
  allOf?: JsonSchema[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  nullable?: boolean;
}

export interface Operation {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  pathParams: string[];
  queryParams: { name: string; schema: JsonSchema }[];
  body: JsonSchema | null;
}

export interface Case {
  name: string;
  url: string;
  payload?: string | Buffer;
  contentType?: string;
}

interface OpenApiDocument {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: { in: string; name: string; schema: JsonSchema }[];
        requestBody?: { content: Record<string, { schema: JsonSchema }> };
      }
    >
  >;
}

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

export function operationsOf(doc: OpenApiDocument): Operation[] {
  const ops: Operation[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [m, op] of Object.entries(methods)) {
      const method = m.toUpperCase() as Operation['method'];
      if (!METHODS.includes(method)) continue;
      const params = op.parameters ?? [];
      ops.push({
        method,
        path,
        pathParams: params.filter((p) => p.in === 'path').map((p) => p.name),
        queryParams: params.filter((p) => p.in === 'query').map((p) => ({ name: p.name, schema: p.schema })),
        body: op.requestBody?.content['application/json']?.schema ?? null,
      });
    }
  }
  return ops;
}

const typeOf = (schema: JsonSchema): string => {
  const merged = schema.allOf?.[0] ?? schema.anyOf?.[0] ?? schema.oneOf?.[0];
  if (merged) return typeOf(merged);
  return (Array.isArray(schema.type) ? schema.type[0] : schema.type) ?? 'string';
};

/** A plausible value for a field, so that one broken field is the only thing wrong with a body. */
function sample(schema: JsonSchema, name = ''): unknown {
  if (schema.enum?.length) return schema.enum[0];
  if (schema.nullable) return null;
  switch (typeOf(schema)) {
    case 'object':
      return Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([key, s]) => [key, sample(s, key)]),
      );
    case 'array':
      return [sample(schema.items ?? {}, name)];
    case 'integer':
    case 'number':
      // Ranges (salaryMin/salaryMax, experienceMin/experienceMax) must be in order.
      return /max/i.test(name) ? 2 : 1;
    case 'boolean':
      return true;
    default:
      if (/email/i.test(name)) return 'fuzz@example.com';
      if (/password/i.test(name)) return 'Password1';
      if (/otp/i.test(name)) return '123456';
      if (/date/i.test(name)) return '2020-01';
      return 'text';
  }
}

/** Every path to a string inside `value` (object keys and array indexes). */
function stringPaths(value: unknown, at: (string | number)[] = []): (string | number)[][] {
  if (typeof value === 'string') return [at];
  if (Array.isArray(value)) return value.flatMap((v, i) => stringPaths(v, [...at, i]));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([k, v]) => stringPaths(v, [...at, k]));
  return [];
}

function setAt(value: unknown, at: (string | number)[], replacement: unknown): unknown {
  const copy = structuredClone(value) as Record<string | number, unknown>;
  let node = copy;
  at.slice(0, -1).forEach((key) => (node = node[key] as Record<string | number, unknown>));
  node[at.at(-1)!] = replacement;
  return copy;
}

/** Each top-level field replaced by `replace(schema of the field)`. */
function mapFields(body: JsonSchema, replace: (s: JsonSchema) => unknown) {
  return Object.fromEntries(Object.entries(body.properties ?? {}).map(([k, s]) => [k, replace(s)]));
}

const wrongType = (s: JsonSchema): unknown =>
  ({ string: 12345, integer: 'abc', number: 'abc', boolean: 'yes', array: 'not-a-list', object: [1] })[
    typeOf(s)
  ] ?? null;

export function bodyCases(op: Operation, url: string): Case[] {
  const json = (name: string, value: unknown): Case => ({
    name,
    url,
    payload: JSON.stringify(value),
    contentType: 'application/json',
  });
  const cases: Case[] = [
    json('empty object', {}),
    json('null', null),
    json('array', [1, 2]),
    json('string', 'text'),
    { name: 'broken JSON', url, payload: '{"a":', contentType: 'application/json' },
    // No closing boundary: busboy fails mid-stream.
    {
      name: 'truncated multipart',
      url,
      payload: '--XYZ\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n\r\n%PDF-1.4 x',
      contentType: 'multipart/form-data; boundary=XYZ',
    },
  ];
  if (!op.body || typeOf(op.body) !== 'object') return cases;
  const base = sample(op.body) as Record<string, unknown>;
  const strings = stringPaths(base);
  const inside = (at: (string | number)[], text: string) => {
    const value = String(at.reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], base));
    return setAt(base, at, `${value.slice(0, 1)}${text}${value.slice(1)}`);
  };
  const allNul = strings.reduce<unknown>((v, at) => setAt(v, at, `a\u0000b`), base);
  cases.push(
    json('plausible body', base),
    json('NUL in every string field', allNul),
    ...strings.map((at) => json(`NUL in ${at.join('.')}`, inside(at, '\u0000'))),
    ...strings.map((at) => json(`control chars in ${at.join('.')}`, inside(at, '\r\nBcc: a@evil\u0007'))),
    json('wrong types', mapFields(op.body, wrongType)),
    json(
      'huge numbers',
      mapFields(op.body, (s) => (typeOf(s) === 'integer' ? 99_999_999_999 : 1e308)),
    ),
    json(
      'negative numbers',
      mapFields(op.body, () => -1),
    ),
    json(
      'nested objects',
      mapFields(op.body, () => ({ a: { b: { c: 'd' } } })),
    ),
    json(
      'very long strings',
      mapFields(op.body, () => 'x'.repeat(100_000)),
    ),
  );
  return cases;
}

const QUERY_VALUES: [string, string][] = [
  ['NUL', '%00'],
  ['NUL inside', 'a%00b'],
  ['huge integer', '99999999999'],
  ['beyond double', '1e400'],
  ['negative', '-1'],
  ['fraction', '1.5'],
  ['text', 'abc'],
  ['invalid percent-encoding', '%E0%A4%A'],
  ['very long', 'x'.repeat(5000)],
];

export function queryCases(op: Operation, url: string): Case[] {
  const names = op.queryParams.length ? op.queryParams.map((p) => p.name) : ['unexpected'];
  return names.flatMap((name) => [
    ...QUERY_VALUES.map(([label, value]) => ({
      name: `query ${name}=${label}`,
      url: `${url}?${name}=${value}`,
    })),
    { name: `query ${name} twice`, url: `${url}?${name}=1&${name}=2` },
    { name: `query ${name}[] object`, url: `${url}?${name}[a]=1` },
  ]);
}

export const MALFORMED_IDS: [string, string][] = [
  ['36 dashes', '-'.repeat(36)],
  ['36 hex and dashes, not a UUID', '0123456789ab-cdef-0123-4567-89abcdef01'],
  ['non-hex UUID shape', 'zzzzzzzz-zzzz-zzzz-zzzz-zzzzzzzzzzzz'],
  ['nil UUID', '00000000-0000-0000-0000-000000000000'],
  ['path traversal', '..%2F..%2Fetc%2Fpasswd'],
  ['NUL', '%00'],
  ['NUL inside a UUID', '00000000-0000-4000-8000-0000000%0000'],
  ['very long', 'a'.repeat(90)],
  ['far too long', 'a'.repeat(5000)],
  ['SQL', encodeURIComponent("1' or '1'='1")],
];

/** With a plausible body, so that a route validating its body still gets to the id. */
export function pathCases(op: Operation, fill: (param: string) => string): Case[] {
  const body =
    op.body && op.method !== 'GET'
      ? { payload: JSON.stringify(sample(op.body)), contentType: 'application/json' }
      : {};
  return op.pathParams.flatMap((param) =>
    MALFORMED_IDS.map(([label, value]) => ({
      name: `${param} = ${label}`,
      url: urlOf(op, (p) => (p === param ? value : fill(p))),
      ...body,
    })),
  );
}

export function urlOf(op: Operation, fill: (param: string) => string): string {
  return op.path.replace(/\{(\w+)\}/g, (_m, name: string) => fill(name));
}
