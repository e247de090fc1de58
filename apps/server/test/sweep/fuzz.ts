import type { IdentityName } from './harness';
import { exampleOf, type JsonSchema, type Operation, typeOf } from './openapi';

/*
 * The fuzz plan: hostile values in every place an operation takes input (each JSON body field,
 * the body as a whole, each query parameter, each path parameter), drawn from a fixed seed so a
 * run is the same every time and a case keeps its id (F0001…) until the operations change.
 */

/** The committed seed; SWEEP_SEED explores others locally. */
export const FUZZ_SEED = 0x6b15_e5ee;

/** mulberry32: a tiny 32-bit PRNG, good enough to pick test values reproducibly. */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export class Rng {
  private readonly next: () => number;
  constructor(seed: number) {
    this.next = mulberry32(seed);
  }
  float(): number {
    return this.next();
  }
  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)]!;
  }
}

/** JSON text spliced in as is: numbers JSON.stringify cannot write, nesting too deep for it. */
export class RawJson {
  constructor(readonly text: string) {}
}

/** JSON.stringify that leaves RawJson pieces as they are. */
export function jsonText(value: unknown): string {
  if (value instanceof RawJson) return value.text;
  if (Array.isArray(value)) return `[${value.map(jsonText).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value).map(([k, v]) => `${JSON.stringify(k)}:${jsonText(v)}`);
    return `{${entries.join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

const HUNDRED_K = 100_000;
const nested = (depth: number, kind: 'array' | 'object') =>
  kind === 'array'
    ? '['.repeat(depth) + ']'.repeat(depth)
    : `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;

type ValueClass = readonly [label: string, make: (rng: Rng, schema: JsonSchema) => unknown];

/** Hostile values for one JSON field, whatever its declared type. */
const FIELD_CLASSES: readonly ValueClass[] = [
  ['NUL', (rng) => rng.pick(['\u0000', 'sweep\u0000', 'a\u0000b@example.jp'])],
  ['lone surrogate', (rng) => rng.pick(['\ud800', 'a\udc00b', '\udbff@example.jp'])],
  ['right-to-left marks', (rng) => rng.pick(['\u202egpj.exe', 'a\u200fb\u200f', '\u2067x\u2069'])],
  [
    '100k characters',
    (rng) =>
      rng.pick([
        'a'.repeat(HUNDRED_K),
        'あ'.repeat(HUNDRED_K),
        `${'a'.repeat(HUNDRED_K)}@example.jp`,
      ]),
  ],
  [
    'wrong type',
    (rng, schema) => {
      switch (typeOf(schema)) {
        case 'integer':
        case 'number':
          return rng.pick(['1', 'abc', true, null]);
        case 'boolean':
          return rng.pick(['true', 1, null, 'false']);
        case 'object':
          return rng.pick(['x', 1, null]);
        case 'array':
          return rng.pick(['x', {}, null]);
        default:
          return rng.pick([12345, true, null, {}]);
      }
    },
  ],
  [
    'array where a scalar is expected',
    (rng, schema) => {
      const example = exampleOf(schema);
      return rng.pick([[example], [example, example], []]);
    },
  ],
  [
    'deep nesting',
    (rng) => new RawJson(nested(rng.pick([64, 1000, 10_000]), rng.pick(['array', 'object']))),
  ],
  [
    'huge number',
    (rng) =>
      new RawJson(
        rng.pick([
          '1e400',
          '123456789012345678901234567890',
          '9007199254740993',
          '2147483648',
          '1.7976931348623157e308',
        ]),
      ),
  ],
  [
    'zero or negative number',
    (rng) => new RawJson(rng.pick(['0', '-1', '-0', '-2147483649', '-1e400'])),
  ],
];

type BodyClass = readonly [
  label: string,
  make: (rng: Rng, example: unknown) => { text: string; contentType: string },
];
const json = (text: string) => ({ text, contentType: 'application/json' });
const withKeys = (example: unknown, extra: string) => {
  const text = jsonText(example ?? {});
  if (!text.startsWith('{')) return `{${extra}}`;
  return text === '{}' ? `{${extra}}` : `{${extra},${text.slice(1)}`;
};

/** Hostile bodies as a whole, for every operation that takes one (POST, PUT, PATCH, DELETE). */
const BODY_CLASSES: readonly BodyClass[] = [
  [
    'unknown keys',
    (_rng, example) =>
      json(
        withKeys(example, '"sweep_unknown":"x","is_admin":true,"user_id":1,"id":1,"role":"admin"'),
      ),
  ],
  [
    'prototype keys',
    (rng, example) =>
      json(
        withKeys(
          example,
          rng.pick([
            '"__proto__":{"is_admin":true}',
            '"constructor":{"prototype":{"is_admin":true}}',
          ]),
        ),
      ),
  ],
  ['array body', (_rng, example) => json(`[${jsonText(example ?? {})}]`)],
  ['scalar body', (rng) => json(rng.pick(['"sweep"', '42', 'null', 'true']))],
  [
    'deep nesting body',
    (rng) => json(nested(rng.pick([1000, 10_000, 100_000]), rng.pick(['array', 'object']))),
  ],
  [
    'malformed JSON',
    (rng) => json(rng.pick(['{"a":', "{'a':1}", '{"a":1}}', '{"a":"\u0000"}', '\u0000'])),
  ],
  [
    'wrong content type',
    (rng, example) => ({
      text: jsonText(example ?? {}),
      contentType: rng.pick([
        'text/plain',
        'application/x-www-form-urlencoded',
        'multipart/form-data; boundary=sweep',
        'application/json; charset=utf-16',
      ]),
    }),
  ],
  ['empty body', () => json('')],
];

type UrlClass = readonly [label: string, make: (rng: Rng, schema: JsonSchema) => string | null];

/** Hostile raw (already percent-encoded) values for a query or path parameter. */
const URL_CLASSES: readonly UrlClass[] = [
  ['NUL', (rng) => rng.pick(['%00', 'a%00b', '1%00'])],
  // UTF-8 for U+D800…U+DFFF, which no valid UTF-8 contains: how a lone surrogate travels in a URL.
  ['lone surrogate', (rng) => rng.pick(['%ED%A0%80', 'a%ED%B0%80', '%ED%AF%BF1'])],
  ['right-to-left marks', (rng) => rng.pick(['%E2%80%AEabc', 'a%E2%80%8Fb', '%E2%81%A71'])],
  ['100k characters', (rng) => rng.pick(['a', '1']).repeat(HUNDRED_K)],
  ['malformed percent-encoding', (rng) => rng.pick(['%', '%zz', '%E3%81', 'a%2'])],
  [
    'wrong type',
    (rng, schema) => {
      const type = typeOf(schema);
      if (type === 'integer' || type === 'number') {
        return rng.pick(['abc', '1.5', 'true', '0x10', '1e3', '%201']);
      }
      if (type === 'boolean') return rng.pick(['yes', '2', '']);
      return null; // any text is a string
    },
  ],
  [
    'huge number',
    (rng) => rng.pick(['99999999999999999999', '2147483648', '1e400', '9007199254740993']),
  ],
  ['zero or negative number', (rng) => rng.pick(['0', '-1', '-0', '-2147483649'])],
];
const PATH_ARRAY = ['1,2', '%5B1,2%5D', '1;2'];
const QUERY_UNKNOWN_KEYS =
  'sweep_unknown=%00&is_admin=true&__proto__=x&constructor%5Bprototype%5D%5Bis_admin%5D=1';

export interface FuzzCase {
  /** Stable while the operations stay the same: SWEEP_CASE=F0042 runs just this one. */
  id: string;
  op: Operation;
  identity: IdentityName;
  probe: string;
  url: string;
  body?: { text: string; contentType: string };
  /**
   * The probe puts a NUL or a lone surrogate into a value the operation reads: text that
   * PostgreSQL cannot store or that is not Unicode, so the answer must be a refusal (4xx).
   */
  mustRefuse: boolean;
}

/** Probe classes whose values no field may hold (see FuzzCase.mustRefuse). */
const REFUSED_CLASSES = new Set(['NUL', 'lone surrogate']);

export interface FuzzOptions {
  seed: number;
  /** Who sends every case of an operation, and who sends a sample of them. */
  callers(op: Operation): { primary: IdentityName; others: IdentityName[] };
  /** Path parameters naming a real resource, so body and query cases reach the handler. */
  pathParams(op: Operation): Record<string, string | number>;
  /** Share of the cases the other callers send. */
  othersShare: number;
}

/**
 * Every probe of every operation, for its primary caller, plus a seeded sample for the
 * others. Each case changes one thing in an otherwise valid request.
 */
export function planFuzz(operations: readonly Operation[], opts: FuzzOptions): FuzzCase[] {
  const rng = new Rng(opts.seed);
  const cases: FuzzCase[] = [];

  for (const op of operations) {
    const probes: {
      probe: string;
      url: string;
      body?: { text: string; contentType: string } | undefined;
      mustRefuse?: boolean;
    }[] = [];
    const n = () => cases.length + probes.length;
    const params = Object.fromEntries(
      Object.entries(opts.pathParams(op)).map(([k, v]) => [k, encodeURIComponent(String(v))]),
    );
    const path = (raw: Record<string, string> = {}) =>
      op.path.replace(/\{([^}]+)\}/g, (_m, name: string) => raw[name] ?? params[name] ?? '1');
    const query = (n: number, replace?: { name: string; raw: string[] }) => {
      const parts: string[] = [];
      for (const p of op.queryParams) {
        if (p.name === replace?.name) {
          for (const raw of replace.raw) parts.push(`${p.name}=${raw}`);
        } else if (p.required) {
          parts.push(`${p.name}=${encodeURIComponent(String(exampleOf(p.schema, p.name, n)))}`);
        }
      }
      return parts.length ? `?${parts.join('&')}` : '';
    };
    const exampleBody = (n: number) => (op.body ? exampleOf(op.body, '', n) : undefined);

    // Each field of the JSON body.
    if (op.body) {
      for (const field of leafFields(op.body)) {
        for (const [label, make] of FIELD_CLASSES) {
          const i = n();
          const body = setAt(exampleBody(i), field.path, make(rng, field.schema));
          probes.push({
            probe: `body.${field.path.join('.')} ← ${label}`,
            url: path() + query(i),
            body: json(jsonText(body)),
            mustRefuse: REFUSED_CLASSES.has(label),
          });
        }
      }
    }
    // The body as a whole: for every unsafe operation, whether it declares a body or not.
    if (op.unsafe) {
      for (const [label, make] of BODY_CLASSES) {
        const i = n();
        probes.push({
          probe: `body ← ${label}`,
          url: path() + query(i),
          body: make(rng, exampleBody(i)),
        });
      }
    }
    const bodyFor = (i: number) => {
      const example = exampleBody(i);
      return op.unsafe && example !== undefined ? json(jsonText(example)) : undefined;
    };
    // Each query parameter, and unknown ones.
    for (const p of op.queryParams) {
      for (const [label, make] of URL_CLASSES) {
        const raw = make(rng, p.schema);
        if (raw === null) continue;
        const i = n();
        probes.push({
          probe: `query ${p.name} ← ${label}`,
          url: path() + query(i, { name: p.name, raw: [raw] }),
          body: bodyFor(i),
          mustRefuse: REFUSED_CLASSES.has(label),
        });
      }
      const i = n();
      const two = encodeURIComponent(String(exampleOf(p.schema, p.name, i)));
      probes.push({
        probe: `query ${p.name} ← array where a scalar is expected (repeated key)`,
        url: path() + query(i, { name: p.name, raw: [two, two] }),
        body: bodyFor(i),
      });
    }
    {
      const i = n();
      const q = query(i);
      probes.push({
        probe: 'query ← unknown keys',
        url: `${path()}${q ? `${q}&` : '?'}${QUERY_UNKNOWN_KEYS}`,
        body: bodyFor(i),
      });
    }
    // Each path parameter.
    for (const p of op.pathParams) {
      const classes: UrlClass[] = [
        ...URL_CLASSES,
        ['array where a scalar is expected', (r) => r.pick(PATH_ARRAY)],
      ];
      for (const [label, make] of classes) {
        const raw = make(rng, p.schema);
        if (raw === null) continue;
        const i = n();
        probes.push({
          probe: `path ${p.name} ← ${label}`,
          url: path({ [p.name]: raw }) + query(i),
          body: bodyFor(i),
          mustRefuse: REFUSED_CLASSES.has(label),
        });
      }
    }

    const { primary, others } = opts.callers(op);
    for (const probe of probes) {
      const callers = [primary, ...others.filter(() => rng.float() < opts.othersShare)];
      for (const identity of callers) {
        cases.push({
          id: `F${String(cases.length + 1).padStart(4, '0')}`,
          op,
          identity,
          probe: probe.probe,
          url: probe.url,
          ...(probe.body ? { body: probe.body } : {}),
          mustRefuse: probe.mustRefuse ?? false,
        });
      }
    }
  }
  return cases;
}

interface Field {
  path: string[];
  schema: JsonSchema;
}

/** The body's fields down to scalars (objects within objects, three levels at most). */
function leafFields(schema: JsonSchema, path: string[] = []): Field[] {
  if (typeOf(schema) !== 'object' || !schema.properties || path.length >= 3) {
    return path.length ? [{ path, schema }] : [];
  }
  const fields = Object.entries(schema.properties).flatMap(([k, v]) => leafFields(v, [...path, k]));
  return path.length && fields.length === 0 ? [{ path, schema }] : fields;
}

function setAt(target: unknown, path: string[], value: unknown): unknown {
  if (path.length === 0) return value;
  const [head, ...rest] = path as [string, ...string[]];
  const object = (target !== null && typeof target === 'object' ? target : {}) as Record<
    string,
    unknown
  >;
  return { ...object, [head]: setAt(object[head], rest, value) };
}
