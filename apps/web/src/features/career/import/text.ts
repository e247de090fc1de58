import { isAllowedText } from '@kiseki/contract/text-rules';

/**
 * Cleaning text read from a file so the API accepts it (decision 008's character rules):
 * control characters and lone surrogates never reach a request. Single-line fields have every
 * run of whitespace (line breaks included) folded into one space; multi-line fields keep their
 * line breaks as LF. Nothing visible is changed.
 */

// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are the point
const CONTROL_EXCEPT_TAB_LF = /[\u0000-\u0008\u000B-\u001F\u007F]/g;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** One line: trimmed, inner whitespace folded; '' when nothing is left. */
export function cleanLine(value: unknown): string {
  if (typeof value !== 'string') return '';
  const text = value
    .replace(LONE_SURROGATE, '')
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are the point
    .replace(/[\s\u0000-\u001F\u007F]+/g, ' ')
    .trim();
  return isAllowedText(text) ? text : '';
}

/** Several lines: CRLF and CR become LF, other controls go, blank lines at the ends too. */
export function cleanMultiline(value: string): string {
  const text = value
    .replace(LONE_SURROGATE, '')
    .replace(/\r\n?/g, '\n')
    .replace(CONTROL_EXCEPT_TAB_LF, '')
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  return isAllowedText(text, true) ? text : '';
}

/**
 * Cuts `text` to at most `max` characters as the server counts them (UTF-16 code units,
 * JavaScript's length), never splitting a surrogate pair.
 */
export function cut(text: string, max: number): string {
  if (text.length <= max) return text;
  let end = max;
  const last = text.charCodeAt(end - 1);
  if (last >= 0xd800 && last <= 0xdbff) end -= 1;
  return text.slice(0, end).trimEnd();
}
