/*
 * Which characters a text field may hold (decision 008). Zod-free: the server's input hook
 * applies it to every string of every request, the zod helpers of `text.ts` to form fields.
 *
 * - Never, in any field: U+0000 (PostgreSQL text cannot hold it), a lone surrogate (not
 *   UTF-8), the other C0 controls and DEL: invisible, and nobody types them.
 * - Tab: allowed everywhere (pasted from spreadsheets and code; harmless on one line).
 * - Line feed: only in multi-line fields, alone or after a carriage return (CRLF).
 *   A carriage return on its own is refused: no form sends one, and it is the classic
 *   header and log injection character.
 * Nothing is rewritten: a value is stored exactly as sent, or refused with this message.
 */

/** Shown next to a field holding a refused character. */
export const FORBIDDEN_CHARACTER_MESSAGE = '使用できない文字が含まれています。';

// The hot path: without the unicode flag V8 scans two-byte (Japanese) strings several times
// faster. It matches every surrogate, paired ones too, so emoji take the second look.
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are the point
const SUSPECT = /[\u0000-\u0008\u000A-\u001F\u007F\uD800-\uDFFF]/;
// In unicode mode a surrogate pair is one code point above U+FFFF, so the surrogate range
// only matches a surrogate standing alone: emoji and other astral characters pass.
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are the point
const REFUSED_ON_ONE_LINE = /[\u0000-\u0008\u000A-\u001F\u007F\uD800-\uDFFF]/u;
const REFUSED_IN_MULTILINE =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are the point
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F\uD800-\uDFFF]|\r(?!\n)/u;

/**
 * Whether a value may be stored as it is: one regex test for nearly every value (the hot
 * path); a value with a surrogate pair or a line break gets a closer look.
 */
export function isAllowedText(value: string, multiline = false): boolean {
  if (!SUSPECT.test(value)) return true;
  if (!REFUSED_ON_ONE_LINE.test(value)) return true;
  return multiline && !REFUSED_IN_MULTILINE.test(value);
}
