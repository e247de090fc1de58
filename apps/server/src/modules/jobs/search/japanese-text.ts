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
 * term gives its lexemes (one join for Japanese of up to 3 words, else a phrase of adjacent
 * lexemes), a `substring` when the term has 3+ characters and Japanese script (Japanese has
 * no spaces, so segments are not reliable word boundaries; Latin words are, and substring
 * search would let java find javascript), and `short` for 1-2 characters, which match only
 * as whole lexemes (go never matches google; 東京 matches 東京都).
 *
 * Substrings (the caller): every Japanese lexeme of 3+ characters a document has (`vocabulary`
 * of `indexDocument`) is kept in a vocabulary table with a pg_trgm index. A substring term is
 * looked up there (`LIKE toLikePattern(substring)`) and its matches become alternatives of the
 * term: データ基盤 also matches the lexeme ビッグデータ基盤. Trigram candidates are rechecked
 * on short vocabulary entries instead of every matching posting's text.
 *
 * Storage (the caller): `search_vector tsvector` written as `$1::tsvector` from
 * `indexDocument`, queried as `search_vector @@ $1::tsquery` from `toTsQuery`: literal casts,
 * never `to_tsvector`/`to_tsquery`, whose parser would split node.js, objective-c and .net
 * again.
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
/** Adjacent Japanese words indexed as one lexeme: 2 and 3 (バックエンドエンジニア). */
const MAX_JOINED_WORDS = 3;

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
  return [...new Set(wordsOf(text).map((w) => w.text))];
}

export type SearchWeight = 'A' | 'B' | 'C' | 'D';

export interface IndexedDocument {
  /** A tsvector literal with positions and weights, for `$1::tsvector`. */
  vector: string;
  /** Japanese lexemes of 3+ characters: what substring terms are looked up in. */
  vocabulary: string[];
}

/**
 * The fields' lexemes with positions and weights, e.g. `'バック':1A 'エンド':2A 'go':4B`, to
 * be stored as `$1::tsvector` (not through `to_tsvector`). Fields are numbered on from one
 * another with a gap, so a phrase or a join never spans two fields. Empty text gives '' (an
 * empty tsvector).
 */
export function indexDocument(
  fields: readonly { text: string; weight: SearchWeight }[],
): IndexedDocument {
  const positions = new Map<string, string[]>();
  let position = 0;
  for (const field of fields) {
    const words = wordsOf(field.text);
    for (let i = 0; i < words.length; i++) {
      position = Math.min(position + 1, MAX_POSITION);
      const label = field.weight === 'D' ? String(position) : `${position}${field.weight}`;
      for (const lexeme of lexemesAt(words, i)) {
        const labels = positions.get(lexeme);
        if (!labels) positions.set(lexeme, [label]);
        else if (labels.length < MAX_POSITIONS_PER_LEXEME && !labels.includes(label)) {
          labels.push(label);
        }
      }
    }
    position = Math.min(position + 1, MAX_POSITION);
  }
  const vocabulary: string[] = [];
  for (const lexeme of positions.keys()) {
    if (lexeme.length >= 3 && JAPANESE_SCRIPT.test(lexeme) && Array.from(lexeme).length >= 3) {
      vocabulary.push(lexeme);
    }
  }
  return {
    vector: Array.from(
      positions,
      ([lexeme, labels]) => `${quote(lexeme)}:${labels.join(',')}`,
    ).join(' '),
    vocabulary,
  };
}

/** `indexDocument(fields).vector`. */
export function toTsvectorText(fields: readonly { text: string; weight: SearchWeight }[]): string {
  return indexDocument(fields).vector;
}

/**
 * The lexemes of a short text without positions (`'go' 'バックエンド'`), for a column that
 * only answers "does this text have every term", such as the title's relevance tier: small
 * enough to stay in the table row, so checking it costs no read of the large vector.
 */
export function toLexemeSetText(text: string): string {
  const words = wordsOf(text);
  const lexemes = new Set<string>();
  for (let i = 0; i < words.length; i++) {
    for (const lexeme of lexemesAt(words, i)) lexemes.add(lexeme);
  }
  return Array.from(lexemes, quote).join(' ');
}

export interface KeywordTerm {
  /** The term as normalised, for display and logs. */
  text: string;
  /** Lexemes that must appear at adjacent positions, in order (one for most terms). */
  lexemes: string[];
  /**
   * The term as one lexeme, to be looked up inside longer vocabulary lexemes
   * (`LIKE toLikePattern(substring)`); null when the term must not match as a substring.
   */
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
    const words = wordsOf(text);
    const wordLexemes = words.map((w) => toLexeme(w.text)).filter(Boolean);
    if (wordLexemes.length === 0 || seen.has(text)) continue;
    // A Japanese term of up to 3 words is the join its documents hold as one lexeme.
    const joinable =
      words.length === wordLexemes.length &&
      words.every((w, i) => JAPANESE_SCRIPT.test(w.text) && (i === 0 || w.adjacent));
    const joined = joinable ? safeLexeme(wordLexemes.join('')) : '';
    const lexemes = joined && words.length <= MAX_JOINED_WORDS ? [joined] : wordLexemes;
    if (terms.length === MAX_TERMS) {
      truncated = true;
      break;
    }
    seen.add(text);
    const length = Array.from(text).length;
    terms.push({
      text,
      lexemes,
      substring: joined && Array.from(joined).length >= 3 ? joined : null,
      short: length <= 2,
    });
  }
  return { terms, truncated };
}

/**
 * A tsquery literal requiring every term, for `$1::tsquery`; null when no term has a lexeme.
 * A term matches as its lexemes (adjacent, when several) or as any of its `alternatives`
 * (the vocabulary lexemes that contain its substring). Lexemes are re-cleaned, so hand-built
 * terms are safe too.
 */
export function toTsQuery(
  terms: readonly KeywordTerm[],
  alternatives: ReadonlyMap<KeywordTerm, readonly string[]> = new Map(),
): string | null {
  const conditions: string[] = [];
  for (const term of terms) {
    const lexemes = term.lexemes.map(safeLexeme).filter(Boolean);
    if (lexemes.length === 0) continue;
    const operands = [
      lexemes.length === 1 ? quote(lexemes[0]!) : `(${lexemes.map(quote).join(' <-> ')})`,
    ];
    const own = lexemes.length === 1 ? lexemes[0] : null;
    for (const alternative of new Set((alternatives.get(term) ?? []).map(safeLexeme))) {
      if (alternative && alternative !== own) operands.push(quote(alternative));
    }
    conditions.push(operands.length === 1 ? operands[0]! : `(${operands.join(' | ')})`);
  }
  return conditions.length > 0 ? conditions.join(' & ') : null;
}

/** `%substring%` with LIKE's own characters escaped (backslash is LIKE's default escape). */
export function toLikePattern(substring: string): string {
  return `%${substring.replace(/[\\%_]/g, '\\$&')}%`;
}

interface Word {
  text: string;
  /** Nothing (no space, no punctuation) stands between it and the word before it. */
  adjacent: boolean;
}

function wordsOf(text: string): Word[] {
  const words: Word[] = [];
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

/**
 * The lexemes a document holds at word i: the word, its parts, and its joins with the next
 * one or two words when all are Japanese and nothing stands between them.
 */
function lexemesAt(words: readonly Word[], i: number): Set<string> {
  const word = words[i]!.text;
  const lexemes = new Set([word, ...partsOf(word)].map(toLexeme));
  if (JAPANESE_SCRIPT.test(word)) {
    let joined = toLexeme(word);
    for (let j = i + 1; j < i + MAX_JOINED_WORDS && j < words.length; j++) {
      const next = words[j]!;
      if (!next.adjacent || !JAPANESE_SCRIPT.test(next.text)) break;
      joined += toLexeme(next.text);
      lexemes.add(safeLexeme(joined));
    }
  }
  lexemes.delete('');
  return lexemes;
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

function collectWords(chunk: string, words: Word[]): void {
  const segments = Array.from(segmenter.segment(chunk));
  // Where the last word ended; a chunk's first word never joins the previous chunk's last.
  let previousEnd = -1;
  for (let i = 0; i < segments.length; i++) {
    const segment = segments[i]!;
    const start = segment.index;
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
    const last = segments[i]!;
    const adjacent = start === previousEnd;
    previousEnd = last.index + last.segment.length;
    if (word && word.length <= MAX_WORD_LENGTH) words.push({ text: word, adjacent });
    else previousEnd = -1;
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
