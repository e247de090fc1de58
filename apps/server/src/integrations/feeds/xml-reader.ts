/*
 * A small, strict-enough XML reader for feeds. It builds a tree of elements with resolved
 * namespaces and never expands anything but the five predefined entities and character
 * references: a document that declares entities (billion laughs, XXE) is refused, and
 * nothing is ever fetched. Unknown entity references (&nbsp; in a sloppy feed) are kept as
 * written, for the HTML layer to read.
 */

export interface XmlElement {
  /** The name as written, prefix included ('content:encoded'). */
  name: string;
  /** The name without its prefix ('encoded'). */
  local: string;
  /** The namespace URI the prefix (or the default namespace) stands for, or null. */
  ns: string | null;
  /** Attribute values (entities decoded) by name as written ('xml:base', 'href'). */
  attrs: Record<string, string>;
  children: XmlNode[];
  /** Where the element's content starts and ends in the source (for raw XHTML content). */
  innerStart: number;
  innerEnd: number;
}

export type XmlNode = XmlElement | string;

export interface XmlDocument {
  root: XmlElement;
  source: string;
}

export class XmlError extends Error {
  constructor(message: string, offset: number) {
    super(`${message} (at character ${offset})`);
    this.name = 'XmlError';
  }
}

const MAX_DEPTH = 256;
const NAME = /[A-Za-z_:\u00C0-\uFFFF][\w.:\-\u00B7\u00C0-\uFFFF]*/y;
const SPACE = /[ \t\r\n]*/y;
const XML_NS = 'http://www.w3.org/XML/1998/namespace';

const PREDEFINED: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };

/** Decodes the predefined entities and character references; leaves others as written. */
export function decodeXmlEntities(text: string): string {
  if (!text.includes('&')) return text;
  return text.replace(/&(#x[0-9a-fA-F]{1,8}|#[0-9]{1,10}|lt|gt|amp|quot|apos);/g, (whole, ref) => {
    if (ref[0] !== '#') return PREDEFINED[ref] ?? whole;
    const code =
      ref[1] === 'x' ? Number.parseInt(ref.slice(2), 16) : Number.parseInt(ref.slice(1), 10);
    const valid =
      code === 0x9 ||
      code === 0xa ||
      code === 0xd ||
      (code >= 0x20 && code <= 0xd7ff) ||
      (code >= 0xe000 && code <= 0xfffd) ||
      (code >= 0x10000 && code <= 0x10ffff);
    return valid ? String.fromCodePoint(code) : '\uFFFD';
  });
}

/** Parses a whole document. Throws XmlError when it is not well-formed enough to trust. */
export function parseXml(source: string): XmlDocument {
  const n = source.length;
  let i = source.charCodeAt(0) === 0xfeff ? 1 : 0;
  const stack: XmlElement[] = [];
  const scopes: Map<string, string | null>[] = [new Map([['xml', XML_NS]])];
  let root: XmlElement | null = null;

  const fail = (message: string, at = i): never => {
    throw new XmlError(message, at);
  };
  const appendText = (text: string, at: number) => {
    const parent = stack[stack.length - 1];
    if (!parent) {
      if (text.trim() !== '') fail('text outside the root element', at);
      return;
    }
    const last = parent.children.length - 1;
    if (typeof parent.children[last] === 'string') parent.children[last] += text;
    else parent.children.push(text);
  };
  const readName = (at: number): string => {
    NAME.lastIndex = at;
    const match = NAME.exec(source);
    if (!match) return fail('expected a name', at);
    return match[0];
  };
  const skipSpace = (at: number): number => {
    SPACE.lastIndex = at;
    SPACE.exec(source);
    return SPACE.lastIndex;
  };
  const resolve = (qualified: string, scope: Map<string, string | null>, isAttribute: boolean) => {
    const colon = qualified.indexOf(':');
    const prefix = colon === -1 ? '' : qualified.slice(0, colon);
    const local = colon === -1 ? qualified : qualified.slice(colon + 1);
    if (prefix === '' && isAttribute) return { local, ns: null };
    // An undeclared prefix is tolerated (some feeds forget xmlns:dc) and means no namespace.
    return { local, ns: scope.get(prefix) ?? null };
  };

  while (i < n) {
    const lt = source.indexOf('<', i);
    if (lt === -1) {
      appendText(decodeXmlEntities(source.slice(i)), i);
      break;
    }
    if (lt > i) appendText(decodeXmlEntities(source.slice(i, lt)), i);
    i = lt;

    if (source.startsWith('<?', i)) {
      const end = source.indexOf('?>', i + 2);
      if (end === -1) fail('unterminated processing instruction');
      i = end + 2;
      continue;
    }
    if (source.startsWith('<!--', i)) {
      const end = source.indexOf('-->', i + 4);
      if (end === -1) fail('unterminated comment');
      i = end + 3;
      continue;
    }
    if (source.startsWith('<![CDATA[', i)) {
      const end = source.indexOf(']]>', i + 9);
      if (end === -1) fail('unterminated CDATA section');
      if (stack.length === 0) fail('CDATA outside the root element');
      appendText(source.slice(i + 9, end), i);
      i = end + 3;
      continue;
    }
    if (source.startsWith('<!', i)) {
      if (!source.startsWith('<!DOCTYPE', i) || root || stack.length > 0) {
        fail('unexpected declaration');
      }
      // Skip the DOCTYPE, internal subset included; refuse entity declarations outright.
      let j = i + 9;
      let depth = 0;
      for (; j < n; j++) {
        const c = source[j];
        if (c === '"' || c === "'") {
          const close = source.indexOf(c, j + 1);
          if (close === -1) fail('unterminated DOCTYPE', j);
          j = close;
        } else if (c === '[') depth++;
        else if (c === ']') depth--;
        else if (c === '>' && depth <= 0) break;
        else if (c === '<' && source.startsWith('<!ENTITY', j)) {
          fail('entity declarations are not accepted', j);
        }
      }
      if (j >= n) fail('unterminated DOCTYPE');
      i = j + 1;
      continue;
    }
    if (source.startsWith('</', i)) {
      const name = readName(i + 2);
      const end = skipSpace(i + 2 + name.length);
      if (source[end] !== '>') fail(`malformed end tag </${name}`);
      const open = stack.pop();
      if (!open) return fail(`end tag </${name}> without a start tag`);
      if (open.name !== name) fail(`end tag </${name}> does not close <${open.name}>`);
      open.innerEnd = i;
      scopes.pop();
      if (stack.length === 0) root = open;
      i = end + 1;
      continue;
    }

    // A start tag.
    if (root) fail('content after the root element');
    const name = readName(i + 1);
    let j = i + 1 + name.length;
    const rawAttrs: [string, string][] = [];
    let selfClosing = false;
    for (;;) {
      const afterSpace = skipSpace(j);
      const c = source[afterSpace];
      if (c === '>') {
        j = afterSpace + 1;
        break;
      }
      if (c === '/' && source[afterSpace + 1] === '>') {
        selfClosing = true;
        j = afterSpace + 2;
        break;
      }
      if (afterSpace === j) fail(`malformed start tag <${name}`, afterSpace);
      const attrName = readName(afterSpace);
      let k = skipSpace(afterSpace + attrName.length);
      if (source[k] !== '=') fail(`attribute ${attrName} without a value`, k);
      k = skipSpace(k + 1);
      const quote = source[k];
      if (quote !== '"' && quote !== "'") fail(`attribute ${attrName} not quoted`, k);
      const close = source.indexOf(quote as string, k + 1);
      if (close === -1) fail(`unterminated attribute ${attrName}`, k);
      const raw = source.slice(k + 1, close);
      if (raw.includes('<')) fail(`'<' in attribute ${attrName}`, k);
      if (rawAttrs.some(([existing]) => existing === attrName)) {
        fail(`duplicate attribute ${attrName}`, afterSpace);
      }
      rawAttrs.push([attrName, decodeXmlEntities(raw).replace(/[\t\n\r]/g, ' ')]);
      j = close + 1;
    }

    const parentScope = scopes[scopes.length - 1] as Map<string, string | null>;
    let scope = parentScope;
    for (const [attrName, value] of rawAttrs) {
      if (attrName === 'xmlns' || attrName.startsWith('xmlns:')) {
        if (scope === parentScope) scope = new Map(parentScope);
        scope.set(attrName === 'xmlns' ? '' : attrName.slice(6), value === '' ? null : value);
      }
    }
    const { local, ns } = resolve(name, scope, false);
    const element: XmlElement = {
      name,
      local,
      ns,
      attrs: Object.fromEntries(rawAttrs),
      children: [],
      innerStart: j,
      innerEnd: j,
    };
    const parent = stack[stack.length - 1];
    if (parent) parent.children.push(element);
    i = j;
    if (selfClosing) {
      if (!parent) root = element;
      continue;
    }
    if (stack.length >= MAX_DEPTH) fail('elements nested too deeply');
    stack.push(element);
    scopes.push(scope);
  }

  const open = stack[stack.length - 1];
  if (open) fail(`<${open.name}> is never closed`, n);
  if (!root) return fail('no root element', n);
  return { root, source };
}

/** Child elements, optionally only those with this local name (and one of these namespaces). */
export function childElements(
  element: XmlElement,
  local?: string,
  namespaces?: readonly (string | null)[],
): XmlElement[] {
  const out: XmlElement[] = [];
  for (const child of element.children) {
    if (typeof child === 'string') continue;
    if (local !== undefined && child.local !== local) continue;
    if (namespaces && !namespaces.includes(child.ns)) continue;
    out.push(child);
  }
  return out;
}

/** The first such child element, or undefined. */
export function childElement(
  element: XmlElement,
  local: string,
  namespaces?: readonly (string | null)[],
): XmlElement | undefined {
  return childElements(element, local, namespaces)[0];
}

/** All text inside an element, descendants included. */
export function textContent(element: XmlElement): string {
  let out = '';
  for (const child of element.children) {
    out += typeof child === 'string' ? child : textContent(child);
  }
  return out;
}
