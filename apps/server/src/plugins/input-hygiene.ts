import { isUtf8 } from 'node:buffer';
import {
  FORBIDDEN_CHARACTER_MESSAGE,
  isAllowedText,
  isMultilineAt,
  REQUEST_ERROR_MESSAGES,
} from '@kiseki/contract';
import type {
  FastifyInstance,
  FastifyRequest,
  FastifySchema,
  preValidationHookHandler,
} from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/errors';

/*
 * Decision 008. Every string a request carries (JSON body, query string, path parameters)
 * must be text PostgreSQL can store and a person could have typed: one rule, for all routes,
 * checked before zod. Single-line unless the route's schema marks the field `multilineText()`.
 */

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by our JSON parser when the body's text has no escape (so no refused character). */
    bodyWithoutEscapes: boolean;
  }
}

/**
 * Far more pairs than any screen sends (every prefecture and tech tag at once stays below);
 * past this the query is refused rather than parsed. 1000 is also the `qs` default.
 */
export const MAX_QUERY_PAIRS = 1000;
/** Fields named in one answer at most: enough for any form, small for a hostile body. */
const MAX_REPORTED_FIELDS = 20;

interface QueryProblems {
  /** Keys whose key or value does not decode as UTF-8 (`%ED%A0%80`, a stray `%`). */
  undecodable: string[];
  tooMany: boolean;
}
/** Problems the query parser found, by the object it returned (rare, so kept aside). */
const queryProblems = new WeakMap<object, QueryProblems>();

const decode = (raw: string): string | null => {
  const spaced = raw.includes('+') ? raw.replaceAll('+', ' ') : raw;
  if (!spaced.includes('%')) return spaced;
  try {
    return decodeURIComponent(spaced);
  } catch {
    return null;
  }
};

/**
 * The router's query string parser: fast-querystring's results (repeated keys become arrays,
 * `+` is a space), except that a component which does not decode is reported instead of
 * being passed on undecoded, and a query of more than MAX_QUERY_PAIRS pairs is reported.
 */
export function parseQuery(input: string): Record<string, string | string[]> {
  const result: Record<string, string | string[]> = Object.create(null);
  if (input.length === 0) return result;
  let problems: QueryProblems | undefined;
  const problemsOf = () => {
    problems ??= { undecodable: [], tooMany: false };
    return problems;
  };
  let pairs = 0;
  let start = 0;
  let eq = -2; // the next '=' at or after `start`, -1 when there is none: one scan in all
  while (start <= input.length) {
    let end = input.indexOf('&', start);
    if (end === -1) end = input.length;
    if (end > start) {
      if (++pairs > MAX_QUERY_PAIRS) {
        problemsOf().tooMany = true;
        break;
      }
      if (eq !== -1 && eq < start) eq = input.indexOf('=', start);
      const hasValue = eq !== -1 && eq < end;
      const rawKey = input.slice(start, hasValue ? eq : end);
      const key = decode(rawKey);
      const value = hasValue ? decode(input.slice(eq + 1, end)) : '';
      const name = key ?? rawKey;
      if (key === null || value === null) problemsOf().undecodable.push(name);
      const stored = value ?? '';
      const current = result[name];
      if (current === undefined) result[name] = stored;
      else if (Array.isArray(current)) current.push(stored);
      else result[name] = [current, stored];
    }
    start = end + 1;
  }
  if (problems) queryProblems.set(result, problems);
  return result;
}

/** Bytes that may stand for a refused character in a URL: percent-escapes and raw controls. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are the point
const URL_NEEDS_CHECK = /[%\u0000-\u001F\u007F]/;
/**
 * In valid UTF-8 JSON, a string can only hold a control character or a surrogate through a
 * `\` escape (raw ones are not JSON), and DEL only as itself: without either, nothing to check.
 */
const JSON_NEEDS_CHECK = /[\\\u007F]/;

type Segment = string | number;
interface PathNode {
  parent: PathNode | null;
  key: Segment;
}
const pathOf = (node: PathNode | null): Segment[] => {
  const segments: Segment[] = [];
  for (let n = node; n; n = n.parent) segments.push(n.key);
  return segments.reverse();
};
const isPlainObject = (value: object): value is Record<string, unknown> => {
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
};

/**
 * Adds to `fields` every string of `value` that may not be stored, named the way the error
 * handler names zod issues (`items.0.name`, `_` for the root); a refused key, by its object. Iterative, so a
 * deeply nested body cannot exhaust the stack; stops after MAX_REPORTED_FIELDS.
 */
function collectRefused(
  value: unknown,
  schema: unknown,
  fields: Record<string, string[]>,
  count: { n: number },
): void {
  const stack: [unknown, PathNode | null][] = [[value, null]];
  const refuse = (node: PathNode | null) => {
    const name = pathOf(node).join('.') || '_';
    if (!fields[name]) {
      fields[name] = [FORBIDDEN_CHARACTER_MESSAGE];
      count.n++;
    }
  };
  while (stack.length > 0 && count.n < MAX_REPORTED_FIELDS) {
    const [current, node] = stack.pop()!;
    if (typeof current === 'string') {
      if (
        !isAllowedText(current) &&
        !(isAllowedText(current, true) && isMultilineAt(schema, pathOf(node)))
      ) {
        refuse(node);
      }
    } else if (typeof current === 'object' && current !== null) {
      if (Array.isArray(current)) {
        for (let i = current.length - 1; i >= 0; i--) {
          stack.push([current[i], { parent: node, key: i }]);
        }
      } else if (isPlainObject(current)) {
        const keys = Object.keys(current);
        for (let i = keys.length - 1; i >= 0; i--) {
          const key = keys[i]!;
          // A refused key is reported on the object holding it: answers never echo one.
          if (!isAllowedText(key)) refuse(node);
          else stack.push([current[key], { parent: node, key }]);
        }
      }
    }
  }
}

type RouteSchemas = Pick<FastifySchema, 'body' | 'querystring' | 'params'>;

/**
 * The check of one route: runs after its own preValidation hooks (guards: 401 comes first).
 * The body is always looked at; query and path parameters when the route declares them
 * (undeclared ones reach nothing: the type provider types them `unknown`, and pages such as
 * `/` open whatever a link put in their query, like every other page of the web app).
 */
function inputTextHook(schema: RouteSchemas): preValidationHookHandler {
  const urlParts = schema.querystring !== undefined || schema.params !== undefined;
  return function checkInputText(request, _reply, done) {
    let fields: Record<string, string[]> | undefined;
    const count = { n: 0 };
    const problems =
      schema.querystring !== undefined && request.query
        ? queryProblems.get(request.query)
        : undefined;
    if (problems?.tooMany) {
      done(new AppError('validation_failed', REQUEST_ERROR_MESSAGES.tooManyQueryParameters));
      return;
    }
    if (urlParts && URL_NEEDS_CHECK.test(request.url)) {
      fields = Object.create(null) as Record<string, string[]>;
      if (schema.querystring !== undefined) {
        for (const key of problems?.undecodable ?? []) {
          fields[isAllowedText(key) ? key : '_'] = [FORBIDDEN_CHARACTER_MESSAGE];
          count.n++;
        }
        collectRefused(request.query, schema.querystring, fields, count);
      }
      if (schema.params !== undefined) {
        // The router's params object has a prototype of its own: walk a plain copy.
        collectRefused({ ...(request.params as object) }, schema.params, fields, count);
      }
    }
    if (!request.bodyWithoutEscapes && request.body !== undefined && request.body !== null) {
      fields ??= Object.create(null) as Record<string, string[]>;
      collectRefused(request.body, schema.body, fields, count);
    }
    done(
      fields && count.n > 0 ? new AppError('validation_failed', undefined, { fields }) : undefined,
    );
  };
}
const isInputTextHook = (hook: unknown) =>
  typeof hook === 'function' && hook.name === 'checkInputText';

const CHARSET = /;\s*charset\s*=\s*"?([^";\s]*)/i;

/**
 * The edge rules of decision 008, for every route registered after this plugin:
 * - JSON bodies must be UTF-8 (a `charset` other than utf-8 is 415, bytes that are not
 *   UTF-8 are 400) instead of being decoded with replacement characters;
 * - `text/plain` bodies are not parsed (415): the API speaks JSON only;
 * - every string of the body, and of the query and path parameters a route declares, passes
 *   `isAllowedText` (multi-line where the route's zod schema says `multilineText()`).
 * Register it before any route, and set `routerOptions.querystringParser` to `parseQuery`.
 */
export const inputHygienePlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('bodyWithoutEscapes', false);

  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('text/plain');
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'buffer' },
    (request: FastifyRequest, raw: Buffer, done) => {
      const charset = CHARSET.exec(request.headers['content-type'] ?? '')?.[1]?.toLowerCase();
      if (charset !== undefined && charset !== 'utf-8' && charset !== 'utf8') {
        done(
          new AppError('validation_failed', REQUEST_ERROR_MESSAGES.unsupportedMediaType, {
            status: 415,
          }),
        );
        return;
      }
      if (!isUtf8(raw)) {
        done(new AppError('validation_failed', REQUEST_ERROR_MESSAGES.notUtf8));
        return;
      }
      const text = raw.toString('utf8');
      request.bodyWithoutEscapes = !JSON_NEEDS_CHECK.test(text);
      parseJson(request, text, done);
    },
  );

  app.addHook('onRoute', (route) => {
    const schema = route.schema ?? {};
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const bodyless = methods.every((m) => m === 'GET' || m === 'HEAD');
    // Pages, assets and other GETs without declared input: nothing to look at.
    if (bodyless && schema.querystring === undefined && schema.params === undefined) return;
    const hook = inputTextHook(schema);
    const own = route.preValidation;
    if (own === undefined) route.preValidation = hook;
    else if (Array.isArray(own)) {
      if (!own.some(isInputTextHook)) route.preValidation = [...own, hook];
    } else if (!isInputTextHook(own)) route.preValidation = [own, hook];
  });
});
