import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { type ResponseSerialization, responseSerializerCompiler } from './response-serializer';

const serializerOf = (mode: ResponseSerialization, schema: z.ZodType) =>
  responseSerializerCompiler(mode)({
    schema,
    method: 'GET',
    url: '/api/test/',
    httpStatus: '200',
  } as never);

const profile = z.object({
  user: z.object({
    id: z.number().int(),
    name: z.string(),
    birthdate: z.string().nullable(),
    role: z.enum(['engineer', 'recruiter']),
  }),
  tags: z.array(z.string()),
  fields: z.record(z.string(), z.array(z.string())),
  note: z.string().optional(),
});
const sample = {
  user: { id: 7, name: '山田 "太郎" </script>\n', birthdate: null, role: 'engineer' as const },
  tags: ['TypeScript', 'Go'],
  fields: { email: ['入力してください'] },
};

describe('response serialization', () => {
  it('writes the same JSON whether checked by zod or compiled', () => {
    const checked = serializerOf('check', profile)(sample);
    expect(JSON.parse(serializerOf('compiled', profile)(sample))).toEqual(JSON.parse(checked));
    expect(JSON.parse(serializerOf('both', profile)(sample))).toEqual(sample);
  });

  it('writes only the declared keys in production, never a stray internal field', () => {
    const leaky = { ...sample, passwordHash: 'argon2id$…', user: { ...sample.user, email: 'x@y' } };
    const written = JSON.parse(serializerOf('compiled', profile)(leaky));
    expect(written).toEqual(sample);
  });

  it('refuses a body missing a required key, in every mode', () => {
    const broken = { tags: [], fields: {} };
    for (const mode of ['check', 'compiled', 'both'] as const) {
      expect(() => serializerOf(mode, profile)(broken), mode).toThrow();
    }
  });

  it('fails a test or development request when the compiled serializer disagrees with zod', () => {
    // A codec writes its encoded side; the JSON Schema of its output side cannot say how.
    const epochSeconds = z.codec(z.number(), z.date(), {
      decode: (s) => new Date(s * 1000),
      encode: (d) => d.getTime() / 1000,
    });
    const schema = z.object({ at: epochSeconds });
    const data = { at: new Date('2026-11-23T00:00:00Z') };
    expect(JSON.parse(serializerOf('check', schema)(data))).toEqual({ at: 1795392000 });
    expect(() => serializerOf('both', schema)(data)).toThrow(/compiled serializer of GET/);
  });
});
