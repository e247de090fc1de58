import { Parser } from 'htmlparser2';

/*
 * HTML from outside (feed entries, article bodies) made harmless. Both functions run the
 * input through a real HTML tokenizer (htmlparser2) and write their output from scratch:
 * text is always re-escaped and only allow-listed tags come out, so nothing the tokenizer
 * and a browser might read differently can turn into markup.
 */

/** Elements dropped together with everything inside them. */
const DROPPED_WITH_CONTENT = new Set([
  'script',
  'style',
  'template',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'noscript',
  'noembed',
  'noframes',
  'svg',
  'math',
  'textarea',
  'select',
  'option',
  'button',
  'title',
  'head',
  'xmp',
  'plaintext',
  'canvas',
  'audio',
  'video',
]);

/** Elements kept (without attributes, except a[href]). */
const ALLOWED = new Set([
  'p',
  'br',
  'a',
  'strong',
  'em',
  'code',
  'pre',
  'ul',
  'ol',
  'li',
  'blockquote',
  'h2',
  'h3',
  'h4',
]);

/** Tags kept under another name: close relatives of the allowed ones. */
const RENAMED: Record<string, string> = {
  b: 'strong',
  i: 'em',
  h1: 'h2',
  h5: 'h4',
  h6: 'h4',
};

/** Elements that separate words, so their text does not run together in plain text. */
const BLOCKS = new Set([
  'address',
  'article',
  'aside',
  'blockquote',
  'br',
  'dd',
  'div',
  'dl',
  'dt',
  'figcaption',
  'figure',
  'footer',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'header',
  'hr',
  'img',
  'li',
  'main',
  'nav',
  'ol',
  'p',
  'pre',
  'section',
  'table',
  'td',
  'th',
  'tr',
  'ul',
]);

/** C0/C1 controls other than whitespace, and lone surrogates: never useful, NUL breaks PostgreSQL. */
const UNWANTED_CHARS = new RegExp(
  [
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are the point
    /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/.source,
    /[\uD800-\uDBFF](?![\uDC00-\uDFFF])/.source,
    /(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/.source,
  ].join('|'),
  'g',
);

function cleanChars(text: string): string {
  return text.replace(UNWANTED_CHARS, '');
}

function escapeText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function escapeAttribute(value: string): string {
  return escapeText(value).replace(/"/g, '&quot;');
}

/** Walks the tokens, skipping dropped elements and their content. */
function walk(
  html: string,
  visit: {
    open(name: string, attribs: Record<string, string>): void;
    close(name: string): void;
    text(text: string): void;
  },
): void {
  /** Open elements as the tokenizer reports them; `skip` marks a dropped subtree. */
  const stack: { name: string; skip: boolean }[] = [];
  const skipping = () => stack.length > 0 && stack[stack.length - 1]?.skip === true;
  const parser = new Parser(
    {
      onopentag(name, attribs) {
        const skip = skipping() || DROPPED_WITH_CONTENT.has(name);
        stack.push({ name, skip });
        if (!skip) visit.open(name, attribs);
      },
      onclosetag(name) {
        // The tokenizer closes elements in order; tolerate a mismatch by unwinding to it.
        const index = stack.map((e) => e.name).lastIndexOf(name);
        if (index === -1) return;
        while (stack.length > index) {
          const element = stack.pop();
          if (element && !element.skip) visit.close(element.name);
        }
      },
      ontext(text) {
        if (!skipping()) visit.text(text);
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  );
  parser.write(html);
  parser.end();
  while (stack.length > 0) {
    const element = stack.pop();
    if (element && !element.skip) visit.close(element.name);
  }
}

/** Cuts text to at most maxChars characters (code points), ending with … when cut. */
function truncate(text: string, maxChars: number): string {
  const chars = Array.from(text);
  if (chars.length <= maxChars) return text;
  if (maxChars <= 0) return '';
  return `${chars
    .slice(0, maxChars - 1)
    .join('')
    .trimEnd()}…`;
}

/**
 * The text of an HTML fragment: tags removed (with the content of script, style and the
 * like), entities decoded, whitespace collapsed, at most maxChars characters (… when cut).
 */
export function toPlainText(html: string, maxChars: number): string {
  const parts: string[] = [];
  walk(html, {
    open(name) {
      if (BLOCKS.has(name)) parts.push(' ');
    },
    close(name) {
      if (BLOCKS.has(name)) parts.push(' ');
    },
    text(text) {
      parts.push(text);
    },
  });
  const text = cleanChars(parts.join('')).replace(/\s+/g, ' ').trim();
  return truncate(text, maxChars);
}

/** An absolute http(s) URL for a link, or null (javascript:, data:, relative without base...). */
function safeHref(href: string | undefined, baseUrl: string | undefined): string | null {
  if (href === undefined) return null;
  try {
    const url = new URL(href.trim(), baseUrl);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    if (url.username !== '' || url.password !== '') return null;
    return url.href;
  } catch {
    return null;
  }
}

export interface SanitizeOptions {
  /** Relative links are resolved against it; without it they lose their href. */
  baseUrl?: string;
}

/**
 * Keeps only p, br, a[href], strong, em, code, pre, ul, ol, li, blockquote and h2–h4, with
 * no other attribute. Links must be http(s) and get rel="noopener noreferrer nofollow".
 * Other elements are unwrapped (their text stays); script, style, iframe, object, svg and
 * the like go with their content; comments go.
 */
export function sanitizeHtml(html: string, options: SanitizeOptions = {}): string {
  const out: string[] = [];
  /** What each open element wrote: the closing tag to write, or '' when unwrapped. */
  const closers: string[] = [];
  walk(html, {
    open(name, attribs) {
      const tag = RENAMED[name] ?? name;
      if (!ALLOWED.has(tag)) {
        closers.push('');
        return;
      }
      if (tag === 'br') {
        out.push('<br>');
        closers.push('');
        return;
      }
      if (tag === 'a') {
        const href = safeHref(attribs.href, options.baseUrl);
        if (href === null) {
          closers.push('');
          return;
        }
        out.push(`<a href="${escapeAttribute(href)}" rel="noopener noreferrer nofollow">`);
        closers.push('</a>');
        return;
      }
      out.push(`<${tag}>`);
      closers.push(`</${tag}>`);
    },
    close() {
      out.push(closers.pop() ?? '');
    },
    text(text) {
      out.push(escapeText(cleanChars(text)));
    },
  });
  return out.join('').trim();
}
