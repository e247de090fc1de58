import type { FastifyInstance } from 'fastify';

/*
 * The sweep's view of /api/openapi.json: one entry per operation, with what the sweep needs
 * to call it (path and query parameters, the JSON body's schema). Everything the sweep does is
 * derived from this list, so a new route is swept as soon as it is described.
 */

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const METHODS: readonly HttpMethod[] = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];
const UNSAFE: ReadonlySet<string> = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The parts of JSON Schema (as @fastify/swagger writes it from zod) the sweep reads. */
export interface JsonSchema {
  $ref?: string;
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number | boolean;
  minItems?: number;
  nullable?: boolean;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
}

export interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema: JsonSchema;
}

export interface Operation {
  /** `METHOD /path/{param}` as in OpenAPI: the key of every list in this folder. */
  key: string;
  method: HttpMethod;
  /** The OpenAPI path template, `/api/admin/users/{id}`. */
  path: string;
  /** The same path the way Fastify registers it, `/api/admin/users/:id`. */
  routeUrl: string;
  unsafe: boolean;
  tags: string[];
  pathParams: Parameter[];
  queryParams: Parameter[];
  /** The JSON request body's schema, when the operation declares one. */
  body: JsonSchema | undefined;
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, unknown>>;
  components?: { schemas?: Record<string, JsonSchema> };
}

/** `/api/x/{id}` → `/api/x/:id` (and back), the two spellings of one route. */
export const toRouteUrl = (path: string) => path.replace(/\{([^}]+)\}/g, ':$1');
export const toOpenApiPath = (url: string) => url.replace(/:([A-Za-z0-9_]+)(\([^)]*\))?/g, '{$1}');

export const isUnsafe = (method: string) => UNSAFE.has(method);

/** Reads /api/openapi.json from the app, the way any client would. */
export async function loadOperations(
  app: FastifyInstance,
): Promise<{ doc: OpenApiDocument; operations: Operation[] }> {
  const res = await app.inject({ method: 'GET', url: '/api/openapi.json' });
  if (res.statusCode !== 200) {
    throw new Error(`/api/openapi.json answered ${res.statusCode}: ${res.body.slice(0, 300)}`);
  }
  const doc = res.json() as OpenApiDocument;
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const [lower, raw] of Object.entries(item)) {
      const method = lower.toUpperCase() as HttpMethod;
      if (!METHODS.includes(method)) continue;
      const op = raw as {
        tags?: string[];
        parameters?: Parameter[];
        requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
      };
      const params = (op.parameters ?? []).map((p) => ({ ...p, schema: deref(doc, p.schema) }));
      const bodySchema = op.requestBody?.content?.['application/json']?.schema;
      operations.push({
        key: `${method} ${path}`,
        method,
        path,
        routeUrl: toRouteUrl(path),
        unsafe: isUnsafe(method),
        tags: op.tags ?? [],
        pathParams: params.filter((p) => p.in === 'path'),
        queryParams: params.filter((p) => p.in === 'query'),
        body: bodySchema ? deref(doc, bodySchema) : undefined,
      });
    }
  }
  return { doc, operations };
}

/** Resolves `$ref`s to components (the doc has none today; zod registries would add them). */
export function deref(doc: OpenApiDocument, schema: JsonSchema, depth = 0): JsonSchema {
  if (depth > 20) return schema;
  let s = schema;
  while (s.$ref) {
    const name = s.$ref.replace('#/components/schemas/', '');
    const target = doc.components?.schemas?.[name];
    if (!target) throw new Error(`unresolved $ref ${s.$ref}`);
    s = target;
  }
  const out: JsonSchema = { ...s };
  if (s.properties) {
    out.properties = Object.fromEntries(
      Object.entries(s.properties).map(([k, v]) => [k, deref(doc, v, depth + 1)]),
    );
  }
  if (s.items) out.items = deref(doc, s.items, depth + 1);
  for (const key of ['anyOf', 'oneOf', 'allOf'] as const) {
    const list = s[key];
    if (list) out[key] = list.map((v) => deref(doc, v, depth + 1));
  }
  return out;
}

/** The main type of a schema: `integer`, `string`, …; the first of a union. */
export function typeOf(schema: JsonSchema): string {
  if (schema.const !== undefined) return typeof schema.const;
  if (schema.enum?.length) return typeof schema.enum[0];
  if (Array.isArray(schema.type)) return schema.type.find((t) => t !== 'null') ?? 'null';
  if (schema.type) return schema.type;
  const first = schema.anyOf?.[0] ?? schema.oneOf?.[0] ?? schema.allOf?.[0];
  if (first) return typeOf(first);
  if (schema.properties) return 'object';
  return 'unknown';
}

/**
 * A value the schema accepts, as plain as possible: what the sweep sends when it is not
 * probing that part. `uniq` makes addresses differ between requests (sign-up and reset count
 * requests per address).
 */
export function exampleOf(schema: JsonSchema, name = '', uniq = 0): unknown {
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  if (schema.default !== undefined) return schema.default;
  const variant = schema.anyOf?.[0] ?? schema.oneOf?.[0];
  if (variant && !schema.type) return exampleOf(variant, name, uniq);
  if (schema.allOf?.length && !schema.type) {
    return Object.assign({}, ...schema.allOf.map((s) => exampleOf(s, name, uniq)));
  }
  switch (typeOf(schema)) {
    case 'string':
      return exampleString(schema, name, uniq);
    case 'integer':
    case 'number': {
      const exclusive = typeof schema.exclusiveMinimum === 'number';
      const min = exclusive ? (schema.exclusiveMinimum as number) + 1 : (schema.minimum ?? 1);
      return Math.min(Math.max(min, 1), schema.maximum ?? Number.MAX_SAFE_INTEGER);
    }
    case 'boolean':
      // true: `false` often means "decline" (the terms modal signs the person out).
      return true;
    case 'array':
      return schema.minItems && schema.items
        ? Array.from({ length: schema.minItems }, () => exampleOf(schema.items!, name, uniq))
        : [];
    case 'object':
      return Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([key, value]) => [
          key,
          exampleOf(value, key, uniq),
        ]),
      );
    default:
      return null;
  }
}

function exampleString(schema: JsonSchema, name: string, uniq: number): string {
  let value: string;
  if (schema.format === 'email' || /mail/i.test(name)) value = `sweep${uniq}@example.jp`;
  else if (/password/i.test(name)) value = 'sweep-Password-0042';
  else value = 'sweep';
  const min = schema.minLength ?? 0;
  if (value.length < min) value = value.padEnd(min, 'x');
  return schema.maxLength !== undefined ? value.slice(0, schema.maxLength) : value;
}
