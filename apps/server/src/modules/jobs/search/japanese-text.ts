/**
 * Japanese-aware text for job search on PostgreSQL and PGlite (full text + pg_trgm). Pure: no
 * database access. Documents and keywords go through the same functions, so they always agree.
 *
 * Normalising (`normaliseForSearch`), context-free so the same characters normalise the same
 * way whether they sit in a long description or in a one-word keyword:
 * - NFKC (ＡＷＳ → AWS, ｻｰﾊﾞｰ → サーバー, ＃ → #), lower case, invisible characters
 *   (zero-width, bidi marks, variation selectors, lone surrogates) removed, controls → space.
 * - Dash-like characters between katakana (－ ― ‐ 〜 …) become ー; repeated ー collapse.
 * - Middle dots between katakana are dropped (ルビー・オン・レイルズ → ルビーオンレイルズ).
 * - ー at the END of a katakana run is dropped (サーバー → サーバ). Only the end: dropping every
 *   ー would merge real, different words (セール/セル "sale"/"cell", スーパー/スパ, ルール/ルル)
 *   and shorten many 3-character words into 2-character ones that lose substring search.
 *   Ending-only dropping keeps the query a prefix of any longer spelling, so substring search
 *   still finds サーバー inside サーバーサイド; a ー inside a compound (サーバーサイド vs
 *   サーバサイド) is caught by the words: each segment also loses its final ー (サーバ|サイド).
 *
 * Words (`segmentWords`): text is split into lines and lines into chunks of at most 2,000
 * characters at sentence ends (Intl.Segmenter slows badly on long strings), segmented by one
 * cached `Intl.Segmenter('ja', { granularity: 'word' })`, then tech tokens the segmenter breaks
 * are put back together: c#, f#, c++, .net, objective-c, x86-64. Dotted forms (node.js,
 * asp.net) are already whole. Inside words only letters, marks, digits, `.`, `_`, `-` remain.
 *
 * Lexemes (what the tsvector holds): words with `#` → `sharp` and `+` → `plus` (c# → csharp,
 * c++ → cplusplus, so c, c#, c++ stay apart and the forms people also type, CSharp, match). No
 * lexeme can hold a character tsquery syntax cares about (' : & | ! ( ) * \ < > space); they
 * are quoted and escaped anyway. Documents also get, at the word's own position, its parts of
 * 2+ characters (node.js → node, js; objective-c → objective but not c) and, for kanji words of
 * 3+ characters, their 2-kanji pieces (開発者 → 開発, 発者), so a 2-kanji keyword finds them.
 *
 * Keywords (`parseKeyword`): whitespace (full-width too) separates terms, all required. Each
 * term gives a phrase of adjacent lexemes (the segmenter splits バックエンド into バック|エンド
 * in documents and keywords alike), a `substring` for pg_trgm when the term has 3+ characters
 * and Japanese script (Japanese has no spaces, so segments are not reliable word boundaries;
 * Latin words are, and substring search would let java find javascript), and `short` for 1-2
 * characters, which match only as whole lexemes (go never matches google; 東京 matches 東京都).
 *
 * Storage (the caller): `search_vector tsvector` written as `$1::tsvector` from
 * `toTsvectorText`, queried as `search_vector @@ $1::tsquery` from `toTsQuery`: literal casts,
 * never `to_tsvector`/`to_tsquery`, whose parser would split node.js, objective-c and .net
 * again. `search_text text` = `normaliseForSearch(title + '\n' + description)` with a pg_trgm
 * GIN index, matched with `LIKE toLikePattern(term.substring)`. A term matches when its phrase
 * or (if it has one) its substring matches.
 */

// Katakana letters (not ー U+30FC, not ・ U+30FB), iteration marks, small katakana extension.
const KATAKANA = '\\u30A1-\\u30FA\\u30FD-\\u30FF\\u31F0-\\u31FF';

/** Tsvector positions stop at 16,383; PostgreSQL clamps larger ones to it. */
const MAX_POSITION = 16_383;
/** PostgreSQL keeps 256 positions per lexeme and drops the rest silently. */
const MAX_POSITIONS_PER_LEXEME = 256;
/** Longer "words" are URLs, hashes and base64: nobody searches for them, they bloat the index. */
const MAX_WORD_LENGTH = 64;
/** A word's lexeme is a little longer than the word (c++ → cplusplus); far below 2,046 bytes. */
const MAX_LEXEME_LENGTH = MAX_WORD_LENGTH * 4;
/** Intl.Segmenter's cost grows faster than the length of the string. */
const MAX_CHUNK_LENGTH = 2_000;

/** Terms beyond this are ignored (`truncated`): each adds a condition to the query. */
export const MAX_TERMS = 8;
/** Characters of one term kept (`truncated` when cut); longer is not a word anyone types. */
export const MAX_TERM_LENGTH = 50;
/** Only this much of a keyword is read, so a huge query string costs nothing. */
export const MAX_KEYWORD_LENGTH = 1_000;

const TRADEMARK_SIGNS = /[\u2120\u2122]/g; // NFKC turns Java™ into "javatm"
const MUSIC_SHARP = /\u266F/g; // C♯ is written for C#
const INVISIBLE = /[\p{Default_Ignorable_Code_Point}\p{Cs}]/gu;
const CONTROL = /\p{Cc}/gu;
const KANA_DASHES = new RegExp(
  `(?<=[${KATAKANA}ー])[\\-\\u2010-\\u2015\\u2212\\u2500\\u2501\\u301C~ー]+(?=[${KATAKANA}])`,
  'gu',
);
const KANA_DOTS = new RegExp(`(?<=[${KATAKANA}ー])[・\\u00B7]+(?=[${KATAKANA}])`, 'gu');
const KANA_FINAL_MARK = new RegExp(`(?<=[${KATAKANA}])ー+(?![${KATAKANA}ー])`, 'gu');
const WORD_FINAL_MARK = new RegExp(`(?<=[${KATAKANA}])ー+$`, 'u');
const HYPHENS = /[\u2010-\u2013\u2212]/g;
const WHITESPACE = /\s+/g;
const LINE_BREAK = /\r\n|[\n\r\u2028\u2029]/;

const NOT_WORD_CHARACTER = /[^\p{L}\p{M}\p{N}._]/gu;
const EDGE_PUNCTUATION = /^[._]+|[._]+$/g;
const ENDS_LATIN = /\p{sc=Latin}$/u;
const STARTS_LATIN = /^\p{sc=Latin}/u;
const ENDS_LATIN_OR_DIGIT = /[\p{sc=Latin}\p{Nd}]$/u;
const STARTS_LATIN_OR_DIGIT = /^[\p{sc=Latin}\p{Nd}]/u;
const PART_SEPARATOR = /[._-]/;
const KANJI_WORD = /^\p{sc=Han}{3,}$/u;
const JAPANESE_SCRIPT = /[\p{sc=Han}\p{sc=Hiragana}\p{sc=Katakana}ー]/u;
const NOT_LEXEME_CHARACTER = /[^\p{L}\p{M}\p{N}._-]/gu;

const segmenter = new Intl.Segmenter('ja', { granularity: 'word' });

/** Search form of any text; documents, the trigram column and keywords all use it. */
export function normaliseForSearch(text: string): string {
  return text
    .replace(TRADEMARK_SIGNS, ' ')
    .replace(MUSIC_SHARP, '#')
    .replace(INVISIBLE, '')
    .replace(CONTROL, ' ')
    .normalize('NFKC')
    .toLowerCase()
    .normalize('NFKC')
    .replace(KANA_DASHES, 'ー')
    .replace(KANA_DOTS, '')
    .replace(KANA_FINAL_MARK, '')
    .replace(HYPHENS, '-')
    .replace(WHITESPACE, ' ')
    .trim();
}

/** The distinct searchable words of a text, in order of first appearance, readable (c#, not csharp). */
export function segmentWords(text: string): string[] {
  return [...new Set(wordsOf(text))];
}

export type SearchWeight = 'A' | 'B' | 'C' | 'D';

/**
 * A tsvector literal of the fields' lexemes with positions and weights, e.g.
 * `'バック':1A 'エンド':2A 'go':4B`, to be stored as `$1::tsvector` (not through
 * `to_tsvector`). Fields are numbered on from one another with a gap, so a phrase never spans
 * two fields. Empty text gives '' (an empty tsvector).
 */
export function toTsvectorText(fields: readonly { text: string; weight: SearchWeight }[]): string {
  const positions = new Map<string, string[]>();
  let position = 0;
  for (const field of fields) {
    for (const word of wordsOf(field.text)) {
      position = Math.min(position + 1, MAX_POSITION);
      const label = field.weight === 'D' ? String(position) : `${position}${field.weight}`;
      for (const lexeme of new Set([word, ...partsOf(word)].map(toLexeme))) {
        if (!lexeme) continue;
        const labels = positions.get(lexeme);
        if (!labels) positions.set(lexeme, [label]);
        else if (labels.length < MAX_POSITIONS_PER_LEXEME && !labels.includes(label)) {
          labels.push(label);
        }
      }
    }
    position = Math.min(position + 1, MAX_POSITION);
  }
  return Array.from(positions, ([lexeme, labels]) => `${quote(lexeme)}:${labels.join(',')}`).join(
    ' ',
  );
}

export interface KeywordTerm {
  /** The term as normalised, for display and logs. */
  text: string;
  /** Lexemes that must appear at adjacent positions, in order (one for most terms). */
  lexemes: string[];
  /** For `search_text LIKE toLikePattern(substring)`; null when the term must not use it. */
  substring: string | null;
  /** 1-2 characters: matched only as whole lexemes (no substring search). */
  short: boolean;
}

export interface ParsedKeyword {
  /** Every term must match; empty when nothing searchable was typed. */
  terms: KeywordTerm[];
  /** Part of the keyword was ignored (too many terms, a term or the keyword too long). */
  truncated: boolean;
}

/** Terms of a keyword as a person typed it; never throws. */
export function parseKeyword(keyword: string): ParsedKeyword {
  let truncated = keyword.length > MAX_KEYWORD_LENGTH;
  const terms: KeywordTerm[] = [];
  const seen = new Set<string>();
  for (const typed of normaliseForSearch(keyword.slice(0, MAX_KEYWORD_LENGTH)).split(' ')) {
    const characters = Array.from(typed);
    if (characters.length > MAX_TERM_LENGTH) truncated = true;
    // Normalised again: cutting can leave a katakana word ending in ー.
    const text = normaliseForSearch(characters.slice(0, MAX_TERM_LENGTH).join(''));
    const lexemes = wordsOf(text).map(toLexeme).filter(Boolean);
    if (lexemes.length === 0 || seen.has(text)) continue;
    if (terms.length === MAX_TERMS) {
      truncated = true;
      break;
    }
    seen.add(text);
    const length = Array.from(text).length;
    terms.push({
      text,
      lexemes,
      substring: length >= 3 && JAPANESE_SCRIPT.test(text) ? text : null,
      short: length <= 2,
    });
  }
  return { terms, truncated };
}

/**
 * A tsquery literal requiring every term (its lexemes adjacent), for `$1::tsquery`; null when
 * no term has a lexeme. Lexemes are re-cleaned, so hand-built terms are safe too. For
 * "phrase or substring" per term, call it with one term at a time.
 */
export function toTsQuery(terms: readonly KeywordTerm[]): string | null {
  const phrases: string[] = [];
  for (const term of terms) {
    const lexemes = term.lexemes.map(safeLexeme).filter(Boolean);
    if (lexemes.length === 0) continue;
    const phrase = lexemes.map(quote).join(' <-> ');
    phrases.push(lexemes.length === 1 ? phrase : `(${phrase})`);
  }
  return phrases.length > 0 ? phrases.join(' & ') : null;
}

/** `%substring%` with LIKE's own characters escaped (backslash is LIKE's default escape). */
export function toLikePattern(substring: string): string {
  return `%${substring.replace(/[\\%_]/g, '\\$&')}%`;
}

function wordsOf(text: string): string[] {
  const words: string[] = [];
  for (const line of text.split(LINE_BREAK)) {
    let rest = normaliseForSearch(line);
    while (rest.length > MAX_CHUNK_LENGTH) {
      const cut = chunkEnd(rest);
      collectWords(rest.slice(0, cut), words);
      rest = rest.slice(cut);
    }
    if (rest) collectWords(rest, words);
  }
  return words;
}

/** Where to end a chunk: after the last sentence end or space in its second half, else anywhere. */
function chunkEnd(text: string): number {
  for (let end = MAX_CHUNK_LENGTH; end > MAX_CHUNK_LENGTH / 2; end--) {
    const last = text[end - 1];
    if (last === '。' || last === '!' || last === '?' || last === ' ') return end;
  }
  const code = text.charCodeAt(MAX_CHUNK_LENGTH - 1);
  // Never between the halves of a surrogate pair.
  return code >= 0xd800 && code <= 0xdbff ? MAX_CHUNK_LENGTH - 1 : MAX_CHUNK_LENGTH;
}

function collectWords(chunk: string, words: string[]): void {
  const segments = Array.from(segmenter.segment(chunk));
  for (let i = 0; i < segments.length; i++) {
    const segment = segments[i]!;
    let word: string;
    if (segment.isWordLike) {
      word = cleanWord(segment.segment);
    } else if (
      segment.segment === '.' &&
      segments[i + 1]?.isWordLike &&
      STARTS_LATIN.test(segments[i + 1]!.segment) &&
      !(segments[i - 1]?.isWordLike && ENDS_LATIN_OR_DIGIT.test(segments[i - 1]!.segment))
    ) {
      // .net, .io: the segmenter leaves a leading dot out of the word.
      word = `.${cleanWord(segments[i + 1]!.segment)}`;
      i++;
    } else {
      continue;
    }
    // objective-c, x86-64: the segmenter splits at the hyphen; "c" alone is a different word.
    while (ENDS_LATIN_OR_DIGIT.test(word) && segments[i + 1]?.segment === '-') {
      const next = segments[i + 2];
      const part = next?.isWordLike ? cleanWord(next.segment) : '';
      if (!STARTS_LATIN_OR_DIGIT.test(part)) break;
      word += `-${part}`;
      i += 2;
    }
    // c#, f#, c++, g++: the segmenter drops # and + as punctuation, which would turn them into c.
    if (ENDS_LATIN.test(word)) {
      if (segments[i + 1]?.segment === '#') {
        word += '#';
        i++;
      } else if (segments[i + 1]?.segment === '+') {
        let pluses = 0;
        while (segments[i + 1]?.segment === '+') {
          pluses++;
          i++;
        }
        word += pluses === 1 ? '+' : '++';
      }
    }
    word = word.replace(WORD_FINAL_MARK, '');
    if (word && word.length <= MAX_WORD_LENGTH) words.push(word);
  }
}

function cleanWord(segment: string): string {
  return segment.replace(NOT_WORD_CHARACTER, '').replace(EDGE_PUNCTUATION, '');
}

/** Extra document-only lexemes at a word's own position (never used to build a query). */
function partsOf(word: string): string[] {
  const parts: string[] = [];
  if (PART_SEPARATOR.test(word)) {
    for (const part of word.split(PART_SEPARATOR)) {
      if (Array.from(part).length >= 2 && part !== word) parts.push(part);
    }
  }
  if (KANJI_WORD.test(word)) {
    const kanji = Array.from(word);
    for (let i = 0; i + 1 < kanji.length; i++) parts.push(`${kanji[i]}${kanji[i + 1]}`);
  }
  return parts;
}

function toLexeme(word: string): string {
  return safeLexeme(word.replace(/#/g, 'sharp').replace(/\+/g, 'plus'));
}

/** Hand-built terms pass here too: an over-long lexeme is dropped (PostgreSQL refuses 2 KB+). */
function safeLexeme(lexeme: string): string {
  const safe = lexeme.replace(NOT_LEXEME_CHARACTER, '');
  return safe.length <= MAX_LEXEME_LENGTH ? safe : '';
}

/** Quoted for tsvector and tsquery input; lexemes hold neither ' nor \, escaped all the same. */
function quote(lexeme: string): string {
  return `'${lexeme.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;
}
