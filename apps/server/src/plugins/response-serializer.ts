import { isDeepStrictEqual } from 'node:util';
import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify/types/schema';
import { serializerCompiler as checkingSerializerCompiler } from 'fastify-type-provider-zod';
import { type ZodType, z } from 'zod';

/**
 * How responses are turned into JSON (decision 007):
 * - `check`: zod checks the body against the route's contract schema, then JSON.stringify;
 * - `compiled`: a serializer compiled once per route from the schema's JSON Schema writes
 *   only the declared keys, refuses a body missing a required key, and checks nothing else;
 * - `both`: checks with zod, writes with the compiled serializer, and fails the request when
 *   the two disagree, so every test and development request proves the production path.
 */
export type ResponseSerialization = 'check' | 'compiled' | 'both';

export const responseSerializationFor = (env: string): ResponseSerialization =>
  env === 'production' ? 'compiled' : 'both';

type ZodRouteSchema = ZodType | { properties: ZodType };

const zodOf = (schema: ZodRouteSchema): ZodType =>
  schema instanceof z.ZodType ? schema : schema.properties;

/** fast-json-stringify over the schema's output side, as a JSON Schema draft 7 document. */
const compile = (schema: ZodType): ((data: unknown) => string) =>
  fastJson(
    z.toJSONSchema(schema, { target: 'draft-7', io: 'output', unrepresentable: 'any' }) as object,
  );

export function responseSerializerCompiler(
  mode: ResponseSerialization,
): FastifySerializerCompiler<ZodRouteSchema> {
  return (route) => {
    const checked = checkingSerializerCompiler(route as never) as (data: unknown) => string;
    if (mode === 'check') return checked;
    const compiled = compile(zodOf(route.schema));
    if (mode === 'compiled') return compiled;
    return (data) => {
      const expected = checked(data);
      const written = compiled(data);
      if (!isDeepStrictEqual(JSON.parse(written), JSON.parse(expected))) {
        throw new Error(
          `The compiled serializer of ${route.method} ${route.url} (${route.httpStatus}) wrote ${written} where the contract gives ${expected}`,
        );
      }
      return written;
    };
  };
}
