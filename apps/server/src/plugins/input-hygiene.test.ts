import {
  FORBIDDEN_CHARACTER_MESSAGE,
  installJapaneseZodErrors,
  multilineText,
  REQUEST_ERROR_MESSAGES,
} from '@kiseki/contract';
import Fastify, { type FastifyInstance } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppError } from '../lib/errors';
import { errorHandlerPlugin } from './error-handler';
import { inputHygienePlugin, MAX_QUERY_PAIRS, parseQuery } from './input-hygiene';

const refused = (...fields: string[]) => ({
  error: {
    code: 'validation_failed',
    message: expect.any(String),
    fields: Object.fromEntries(fields.map((f) => [f, [FORBIDDEN_CHARACTER_MESSAGE]])),
  },
});

describe('parseQuery', () => {
  it('reads pairs like fast-querystring: repeated keys, `+`, no value, empty parts', () => {
    expect({ ...parseQuery('') }).toEqual({});
    expect({ ...parseQuery('a=1&b=x+y&a=2&a=3&c&=v&&d=') }).toEqual({
      a: ['1', '2', '3'],
      b: 'x y',
      c: '',
      '': 'v',
      d: '',
    });
    expect({ ...parseQuery('q=%E5%B1%B1%E7%94%B0+%F0%9F%8D%A3&x=a%3Db%26c') }).toEqual({
      q: '山田 🍣',
      x: 'a=b&c',
    });
    expect({ ...parseQuery('__proto__=1') }).toEqual({ ['__proto__']: '1' });
  });

  it('passes NUL through (the hook names it) and drops what does not decode', () => {
    expect({ ...parseQuery('a=%00') }).toEqual({ a: '\u0000' });
    expect({ ...parseQuery('a=%ED%A0%80&b=100%&%FF=1') }).toEqual({ a: '', b: '', '%FF': '1' });
  });
});

describe('inputHygienePlugin', () => {
  let app: FastifyInstance;
  const stored: unknown[] = [];

  beforeAll(async () => {
    installJapaneseZodErrors();
    app = Fastify({ routerOptions: { querystringParser: parseQuery } });
    app.setValidatorCompiler(validatorCompiler);
    await app.register(errorHandlerPlugin);
    await app.register(inputHygienePlugin);
    const r = app.withTypeProvider<ZodTypeProvider>();
    r.post(
      '/notes',
      {
        schema: {
          body: z.object({
            title: z.string(),
            body: multilineText().max(2000),
            items: z
              .array(z.object({ name: z.string(), memo: multilineText().optional() }))
              .default([]),
          }),
        },
      },
      async (request) => {
        stored.push(request.body);
        return request.body;
      },
    );
    r.post('/anything', async (request) => ({ body: request.body ?? null }));
    r.get(
      '/search/:tag',
      {
        schema: {
          params: z.object({ tag: z.string() }),
          querystring: z.object({ q: z.string().optional(), ids: z.array(z.string()).optional() }),
        },
      },
      async (request) => ({ params: request.params, query: request.query }),
    );
    r.get('/page', async (request) => ({ query: request.query }));
    r.post(
      '/guarded',
      {
        preValidation: async () => {
          throw new AppError('unauthenticated');
        },
        schema: { body: z.object({ name: z.string() }) },
      },
      async () => ({ ok: true }),
    );
    await app.ready();
  });
  afterAll(async () => app.close());

  const post = (url: string, payload: unknown) =>
    app.inject({ method: 'POST', url, payload: payload as object });
  const postRaw = (payload: string | Buffer, contentType = 'application/json') =>
    app.inject({
      method: 'POST',
      url: '/anything',
      payload,
      headers: { 'content-type': contentType },
    });

  it('stores Japanese, emoji, tabs and line breaks of multi-line fields exactly', async () => {
    const note = {
      title: '山田\t花子 🍣👨‍👩‍👧𠮷',
      body: '一行目\n二行目\r\n\t字下げ\n\n🎉 end ',
      items: [{ name: 'ｶﾅ', memo: 'a\r\nb' }, { name: 'x' }],
    };
    const res = await post('/notes', note);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(note);
    expect(stored.at(-1)).toEqual(note);
  });

  it('refuses line breaks in single-line fields, naming them like zod does', async () => {
    const res = await post('/notes', {
      title: 'a\nb',
      body: 'ok\n',
      items: [{ name: 'ok' }, { name: 'x\r\ny', memo: 'ok\n' }],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(refused('title', 'items.1.name'));
  });

  it('refuses NUL, lone surrogates, other controls and DEL even in multi-line fields', async () => {
    for (const bad of [
      '\u0000',
      '\uD800',
      '\uDFFF',
      '\u000B',
      '\u000C',
      '\u001B',
      '\u007F',
      'a\rb',
    ]) {
      const res = await post('/notes', {
        title: 't',
        body: `x${bad}y`,
        items: [{ name: 'n', memo: bad }],
      });
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(res.json()).toEqual(refused('body', 'items.0.memo'));
    }
  });

  it('checks bodies of routes without a schema, keys too (named by their object)', async () => {
    expect((await post('/anything', { a: { b: ['ok', 'no\u0000'] } })).json()).toEqual(
      refused('a.b.1'),
    );
    expect((await postRaw('{"a":{"k\\u0000":1}}')).json()).toEqual(refused('a'));
    expect((await postRaw('"\\u0000"')).json()).toEqual(refused('_'));
    const raw = await postRaw('{"a":"tab\\there, quote \\" and \\\\ backslash"}');
    expect(raw.json()).toEqual({ body: { a: 'tab\there, quote " and \\ backslash' } });
  });

  it('finds DEL sent as itself, which needs no escape in JSON', async () => {
    expect((await postRaw(Buffer.from('{"a":"x\u007fy"}'))).json()).toEqual(refused('a'));
  });

  it('names at most 20 fields, and walks deep bodies without exhausting the stack', async () => {
    const many = Object.fromEntries(Array.from({ length: 50 }, (_, i) => [`f${i}`, '\u0000']));
    const res = await post('/anything', many);
    expect(Object.keys(res.json().error.fields)).toHaveLength(20);
    const deep = `${'['.repeat(50_000)}"\\u0000"${']'.repeat(50_000)}`;
    const deepRes = await postRaw(deep);
    expect(deepRes.statusCode).toBe(400);
    expect(deepRes.json().error.code).toBe('validation_failed');
  });

  it('refuses bodies that are not UTF-8, or say another charset, instead of guessing', async () => {
    const notUtf8 = await postRaw(Buffer.from([0x22, 0xff, 0x22]));
    expect(notUtf8.statusCode).toBe(400);
    expect(notUtf8.json().error.message).toBe(REQUEST_ERROR_MESSAGES.notUtf8);
    // A surrogate written as CESU-8 bytes is not UTF-8 either.
    expect((await postRaw(Buffer.from([0x22, 0xed, 0xa0, 0x80, 0x22]))).statusCode).toBe(400);
    for (const type of [
      'application/json; charset=iso-8859-1',
      'application/json; charset=shift_jis',
    ]) {
      const res = await postRaw('{"a":"x"}', type);
      expect(res.statusCode, type).toBe(415);
      expect(res.json().error.message).toBe(REQUEST_ERROR_MESSAGES.unsupportedMediaType);
    }
    for (const type of [
      'application/json; charset=utf-8',
      'application/json; charset="UTF-8"',
      'application/json;charset=utf8',
    ]) {
      expect((await postRaw('{"a":"x"}', type)).json(), type).toEqual({ body: { a: 'x' } });
    }
    expect((await postRaw('{"a":"x"}', 'text/plain')).statusCode).toBe(415);
  });

  it('checks declared query strings and path parameters', async () => {
    const ok = await app.inject('/search/%E6%9D%B1%E4%BA%AC?q=a+b%09c&ids=1&ids=2');
    expect(ok.json()).toEqual({ params: { tag: '東京' }, query: { q: 'a b\tc', ids: ['1', '2'] } });
    expect((await app.inject('/search/a%00?q=%0A')).json()).toEqual(refused('tag', 'q'));
    expect((await app.inject('/search/a?ids=1&ids=%7F')).json()).toEqual(refused('ids.1'));
    expect((await app.inject('/search/a?q=%ED%A0%80')).json()).toEqual(refused('q'));
    expect((await app.inject('/search/a?q=100%')).json()).toEqual(refused('q'));
    // A key that is itself refused is never echoed: the query as a whole is named.
    expect((await app.inject('/search/a?%00=%FF')).json()).toEqual(refused('_'));
  });

  it('refuses a query of more than MAX_QUERY_PAIRS pairs', async () => {
    const query = Array.from({ length: MAX_QUERY_PAIRS + 1 }, (_, i) => `k${i}=1`).join('&');
    const res = await app.inject(`/search/a?${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(REQUEST_ERROR_MESSAGES.tooManyQueryParameters);
    const atLimit = query.slice(0, query.lastIndexOf('&'));
    expect((await app.inject(`/search/a?${atLimit}`)).statusCode).toBe(200);
  });

  it('leaves the query of a route that declares none alone (pages open whatever a link says)', async () => {
    expect((await app.inject('/page?utm=%00&x=100%')).statusCode).toBe(200);
  });

  it("runs after the route's own preValidation hooks: a guard's 401 comes first", async () => {
    const res = await post('/guarded', { name: '\u0000' });
    expect(res.statusCode).toBe(401);
  });
});
