import { describe, expect, it } from 'vitest';
import {
  FORBIDDEN_CHARACTER_MESSAGE,
  isAllowedText,
  isMultilineAt,
  multilineText,
  singleLineText,
} from './text';
import { z } from './zod';

const LONE_HIGH = '\uD800';
const LONE_LOW = '\uDC00';

describe('isAllowedText', () => {
  it('takes Japanese, emoji (surrogate pairs), tabs and every printable character', () => {
    for (const value of [
      '',
      '山田 花子',
      'ｶﾀｶﾅ＆全角　空白',
      '🍣👨‍👩‍👧𠮷',
      'a\tb',
      '\u00A0\u200B\u202E',
      '~!@#%^',
    ]) {
      expect(isAllowedText(value), JSON.stringify(value)).toBe(true);
      expect(isAllowedText(value, true), JSON.stringify(value)).toBe(true);
    }
  });

  it('refuses NUL, lone surrogates, C0 controls and DEL everywhere', () => {
    const refused = ['\u0000', LONE_HIGH, LONE_LOW, `a${LONE_HIGH}b`, `${LONE_LOW}${LONE_HIGH}`];
    for (let code = 0; code < 0x20; code++) {
      if (code !== 0x09 && code !== 0x0a && code !== 0x0d) refused.push(String.fromCharCode(code));
    }
    refused.push('\u007F');
    for (const value of refused) {
      expect(isAllowedText(`x${value}y`), JSON.stringify(value)).toBe(false);
      expect(isAllowedText(`x${value}y`, true), JSON.stringify(value)).toBe(false);
    }
  });

  it('allows LF and CRLF in multi-line text only, and a lone CR nowhere', () => {
    for (const value of ['a\nb', 'a\r\nb', '\n\n', 'a\r\n\tb\n']) {
      expect(isAllowedText(value), JSON.stringify(value)).toBe(false);
      expect(isAllowedText(value, true), JSON.stringify(value)).toBe(true);
    }
    for (const value of ['a\rb', 'a\r', '\r\r\n', 'a\n\rb']) {
      expect(isAllowedText(value, true), JSON.stringify(value)).toBe(false);
    }
  });
});

describe('singleLineText and multilineText', () => {
  it('refuse with the message a form shows next to the field', () => {
    const one = singleLineText().max(10);
    const many = multilineText().max(10);
    expect(one.parse('a\tb')).toBe('a\tb');
    expect(many.parse('a\r\nb')).toBe('a\r\nb');
    expect(one.safeParse('a\nb').error?.issues[0]?.message).toBe(FORBIDDEN_CHARACTER_MESSAGE);
    expect(many.safeParse('a\u0000').error?.issues[0]?.message).toBe(FORBIDDEN_CHARACTER_MESSAGE);
    expect(many.safeParse('a\rb').success).toBe(false);
  });
});

describe('isMultilineAt', () => {
  const note = multilineText().trim().max(2000);
  const schema = z.object({
    title: singleLineText(),
    body: multilineText(),
    note: note.optional().nullable(),
    piped: multilineText().pipe(z.string().transform((v) => v.length)),
    items: z.array(z.object({ name: z.string(), memo: multilineText().default('') })),
    pair: z.tuple([z.string(), multilineText()]),
    byKey: z.record(z.string(), multilineText()),
    either: z.union([z.object({ a: multilineText() }), z.object({ b: z.string() })]),
    lazy: z.lazy(() => z.object({ text: multilineText() })),
  });

  it('finds fields marked multi-line through wrappers, arrays, tuples, records and unions', () => {
    for (const path of [
      ['body'],
      ['note'],
      ['piped'],
      ['items', 3, 'memo'],
      ['pair', 1],
      ['byKey', 'any'],
      ['either', 'a'],
      ['lazy', 'text'],
    ]) {
      expect(isMultilineAt(schema, path), path.join('.')).toBe(true);
    }
  });

  it('treats everything else as single-line', () => {
    for (const path of [
      [],
      ['title'],
      ['items', 0, 'name'],
      ['items', 'x', 'memo'],
      ['pair', 0],
      ['either', 'b'],
      ['unknown'],
      ['body', 'deeper'],
    ]) {
      expect(isMultilineAt(schema, path), path.join('.')).toBe(false);
    }
    expect(isMultilineAt(undefined, ['body'])).toBe(false);
    expect(isMultilineAt({ type: 'object' }, ['body'])).toBe(false);
  });

  it('stops on a lazy schema that refers to itself without nesting', () => {
    const loop: z.ZodType = z.lazy(() => z.union([loop, z.string()]));
    expect(isMultilineAt(loop, ['x'])).toBe(false);
  });
});
