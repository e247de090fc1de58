import { describe, expect, it } from 'vitest';
import {
  indexDocument,
  type KeywordTerm,
  MAX_TERM_LENGTH,
  MAX_TERMS,
  normaliseForSearch,
  parseKeyword,
  segmentWords,
  toLexemeSetText,
  toLikePattern,
  toTsQuery,
  toTsvectorText,
} from './japanese-text';

// A tiny stand-in for PostgreSQL, so these tests need no database: it reads the literals the
// module produces, the way `$1::tsvector` and `$1::tsquery` do, and evaluates `@@` for the
// only query shapes the module builds (terms joined by &, each a phrase of adjacent lexemes).

function readTsvector(literal: string): Map<string, number[]> {
  const lexemes = new Map<string, number[]>();
  for (const [, lexeme, positions] of literal.matchAll(/'((?:[^']|'')+)':([\dA-D,]+)/g)) {
    lexemes.set(
      lexeme!.replace(/''/g, "'"),
      positions!.split(',').map((p) => Number.parseInt(p, 10)),
    );
  }
  return lexemes;
}

function readTsquery(query: string): string[][] {
  return query.split(' & ').map((phrase) =>
    phrase
      .replace(/^\(|\)$/g, '')
      .split(' <-> ')
      .map((operand) => operand.slice(1, -1).replace(/''/g, "'")),
  );
}

function phraseMatches(vector: Map<string, number[]>, lexemes: string[]): boolean {
  const [first, ...rest] = lexemes;
  return (vector.get(first!) ?? []).some((start) =>
    rest.every((lexeme, i) => vector.get(lexeme)?.includes(start + i + 1)),
  );
}

function tsqueryMatches(tsvector: string, tsquery: string | null): boolean {
  if (tsquery === null) return false;
  const vector = readTsvector(tsvector);
  return readTsquery(tsquery).every((phrase) => phraseMatches(vector, phrase));
}

interface Job {
  title: string;
  description: string;
}

/**
 * What the search service does: per term, its own lexemes, or a vocabulary lexeme of the
 * posting that contains its substring (the vocabulary table holds every posting's).
 */
function finds(job: Job, keyword: string): boolean {
  const { terms } = parseKeyword(keyword);
  if (terms.length === 0) return false;
  const { vector, vocabulary } = indexDocument([
    { text: job.title, weight: 'A' },
    { text: job.description, weight: 'B' },
  ]);
  return terms.every(
    (term) =>
      tsqueryMatches(vector, toTsQuery([term])) ||
      (term.substring !== null &&
        vocabulary.some((lexeme) => likeMatches(lexeme, toLikePattern(term.substring!)))),
  );
}

/** LIKE with backslash as its escape character, as PostgreSQL's default. */
function likeMatches(text: string, pattern: string): boolean {
  let source = '';
  for (let i = 0; i < pattern.length; i++) {
    const c = pattern[i]!;
    if (c === '%') source += '.*';
    else if (c === '_') source += '.';
    else source += (c === '\\' ? pattern[++i]! : c).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  }
  return new RegExp(`^${source}$`, 'su').test(text);
}

/** Only the full-text path: no help from substring search. */
function findsByLexemes(document: string, keyword: string): boolean {
  return tsqueryMatches(
    toTsvectorText([{ text: document, weight: 'B' }]),
    toTsQuery(parseKeyword(keyword).terms),
  );
}

const OPERAND = String.raw`'[\p{L}\p{M}\p{N}._-]+'`;
const PHRASE = `(?:${OPERAND}|\\(${OPERAND}(?: <-> ${OPERAND})+\\))`;
const SAFE_TSQUERY = new RegExp(`^${PHRASE}(?: & ${PHRASE})*$`, 'u');
const SAFE_TSVECTOR = /^(?:'[\p{L}\p{M}\p{N}._-]+':\d+[A-C]?(?:,\d+[A-C]?)*(?: |$))*$/u;

describe('Intl.Segmenter', () => {
  it('is there with Japanese data (full ICU)', () => {
    expect(Intl.Segmenter.supportedLocalesOf(['ja'])).toEqual(['ja']);
    const words = [...new Intl.Segmenter('ja', { granularity: 'word' }).segment('東京で勤務')]
      .filter((s) => s.isWordLike)
      .map((s) => s.segment);
    expect(words).toEqual(['東京', 'で', '勤務']);
  });
});

describe('normaliseForSearch', () => {
  it.each([
    ['ＡＷＳ', 'AWS'],
    ['サーバー', 'サーバ'],
    ['ｻｰﾊﾞｰ', 'サーバー'],
    ['ｻｰﾊﾞｰｻｲﾄﾞ', 'サーバーサイド'],
    ['Ｇｏ', 'go'],
    ['ＲｅａｃＴ', 'react'],
    ['ルビー・オン・レイルズ', 'ルビーオンレイルズ'],
    ['ルビー･オン･レイルズ', 'ルビーオンレイルズ'],
    ['コンピューター', 'コンピュータ'],
    ['ｺﾝﾋﾟｭｰﾀｰ', 'コンピュータ'],
    ['ユーザー', 'ユーザ'],
    ['データー', 'データ'],
    ['デ－タ', 'データ'],
    ['デ―タ', 'データ'],
    ['デ‐タ', 'データ'],
    ['サーーバー', 'サーバ'],
    ['Ｃ＃', 'c#'],
    ['C♯', 'c#'],
    ['Ｃ＋＋', 'c++'],
    ['．ＮＥＴ', '.net'],
    ['Ｎｏｄｅ．ｊｓ', 'node.js'],
    ['Objective‐C', 'objective-c'],
    ['Java™', 'java'],
    ['Go\u200Blang', 'golang'],
    ['\u202Eリモート\u202C', 'リモート'],
    ['フル　リモート', 'フル  リモート'],
    ['  東京\t\n勤務  ', '東京 勤務'],
  ])('%s and %s are the same', (a, b) => {
    expect(normaliseForSearch(a)).toBe(normaliseForSearch(b));
  });

  it.each([
    ['go', 'google'],
    ['java', 'javascript'],
    ['c', 'c#'],
    ['c#', 'c++'],
    ['c#', 'f#'],
    ['.net', 'net'],
    ['データ', 'デザイン'],
    // Why only a word-final ー is dropped: each pair is two different words.
    ['サーバー', 'サバ'],
    ['セール', 'セル'],
    ['スーパー', 'スパ'],
    ['ルール', 'ルル'],
    ['東京', '京都'],
  ])('%s and %s stay different', (a, b) => {
    expect(normaliseForSearch(a)).not.toBe(normaliseForSearch(b));
  });

  it('keeps the symbols of tech names', () => {
    expect(normaliseForSearch('C#, C++, Node.js, .NET, F#, Objective-C')).toBe(
      'c#, c++, node.js, .net, f#, objective-c',
    );
  });

  it('leaves dashes and dots alone outside katakana', () => {
    expect(normaliseForSearch('x86-64 java・kotlin 10〜20名 すごーい')).toBe(
      'x86-64 java・kotlin 10〜20名 すごーい',
    );
  });

  it('is idempotent', () => {
    for (const text of [
      'ｻｰﾊﾞｰ・ｻｲﾄﾞ',
      'アー・イ',
      'ア-・イ',
      'ルビー・オン・レイルズ',
      'Ｃ＃／．ＮＥＴ',
      'İstanbul ẞ Ω',
      'デ－－タ〜〜ベース',
    ]) {
      const once = normaliseForSearch(text);
      expect(normaliseForSearch(once)).toBe(once);
    }
  });
});

describe('segmentWords', () => {
  // The segmenter splits some compounds a person reads as one word (フル|リモート,
  // バック|エンド); keywords are split the same way, so the tests below still find them.
  it.each([
    [
      'フルリモート勤務可能なバックエンドエンジニア',
      ['リモート', '勤務', '可能', 'エンジニア'],
      [],
    ],
    ['サーバーサイドの開発', ['サーバ', 'サイド', '開発'], ['サーバー']],
    [
      '【フルリモート可】Go/TypeScriptでSaaSのバックエンドを開発',
      ['リモート', 'go', 'typescript', 'saas', '開発'],
      ['【', '】', '/', 'go/typescript'],
    ],
    ['東京都港区のオフィス', ['東京', '港区', 'オフィス'], ['京都']],
    ['機械学習エンジニア募集', ['機械', '学習', 'エンジニア', '募集'], []],
  ])('%s', (text, present, absent) => {
    const words = segmentWords(text);
    expect(words).toEqual(expect.arrayContaining(present));
    for (const word of absent) expect(words).not.toContain(word);
  });

  it('keeps tech names whole and distinct', () => {
    expect(
      segmentWords(
        'C#/.NET、C++17、C言語、F#、Objective-C、Node.js、React.js、ASP.NET、x86-64、Ruby on Rails',
      ),
    ).toEqual([
      'c#',
      '.net',
      'c++',
      '17',
      'c',
      '言語',
      'f#',
      'objective-c',
      'node.js',
      'react.js',
      'asp.net',
      'x86-64',
      'ruby',
      'on',
      'rails',
    ]);
  });

  it('drops punctuation, emoji and symbols, and dedupes in order', () => {
    expect(segmentWords('Go！Go！😀 #リモート ★★★ Go')).toEqual(['go', 'リモート']);
  });

  it('reads words inside Japanese and Latin mixed without spaces', () => {
    expect(segmentWords('AWSでの経験、Go言語、Reactによる開発')).toEqual(
      expect.arrayContaining(['aws', 'go', '言語', 'react', '開発']),
    );
  });

  it('gives nothing for text with no words', () => {
    expect(segmentWords('')).toEqual([]);
    expect(segmentWords(' 　\n\t')).toEqual([]);
    expect(segmentWords('!!! ??? 「」【】 ・・・ ――')).toEqual([]);
  });

  it('gets through a 20,000-character description', () => {
    const paragraph =
      '【業務内容】自社SaaSのバックエンド開発をお任せします。Go/TypeScript/AWSを利用し、' +
      'サーバーサイドの設計から運用まで担当いただきます。Node.jsやC#の経験も歓迎します。';
    const oneLine = paragraph.repeat(Math.ceil(20_000 / paragraph.length)).slice(0, 20_000);
    const words = segmentWords(oneLine);
    expect(words).toEqual(expect.arrayContaining(['go', 'typescript', 'aws', 'node.js', 'c#']));
    // No sentence end or space anywhere: chunks are cut anyway.
    expect(segmentWords('開発'.repeat(10_000))).toContain('開発');
  });
});

describe('toTsvectorText', () => {
  it('writes lexemes with positions and weights, fields apart', () => {
    expect(
      toTsvectorText([
        { text: 'Node.jsエンジニア', weight: 'A' },
        { text: 'C# C++', weight: 'D' },
      ]),
    ).toBe("'node.js':1A 'node':1A 'js':1A 'エンジニア':2A 'csharp':4 'cplusplus':5");
  });

  it('adds the parts of compound words at their own position, but not one-letter parts', () => {
    const vector = readTsvector(toTsvectorText([{ text: 'Objective-C 開発者', weight: 'B' }]));
    expect(Object.fromEntries(vector)).toEqual({
      'objective-c': [1],
      objective: [1],
      開発者: [2],
      開発: [2],
      発者: [2],
    });
  });

  it('is empty for empty text', () => {
    expect(toTsvectorText([])).toBe('');
    expect(toTsvectorText([{ text: '  ', weight: 'A' }])).toBe('');
  });

  it('stays within what PostgreSQL keeps for long texts', () => {
    const vector = readTsvector(
      toTsvectorText([{ text: 'Go と AWS '.repeat(20_000), weight: 'B' }]),
    );
    const goPositions = vector.get('go')!;
    expect(goPositions.length).toBe(256);
    expect(Math.max(...[...vector.values()].flat())).toBeLessThanOrEqual(16_383);
  });

  it('never writes a lexeme tsvector syntax would misread', () => {
    const hostile =
      "it's a:b & c|d !e (f) g* h\\i <-> 'j' ''k'' \u0000 \uD800 😀 \u202Eﾃｽﾄ\u202C Ｃ＃ " +
      'x'.repeat(500);
    const literal = toTsvectorText([{ text: hostile, weight: 'C' }]);
    expect(literal).toMatch(SAFE_TSVECTOR);
    expect(readTsvector(literal).has('テスト')).toBe(true);
  });
});

describe('indexDocument', () => {
  it("joins 2 and 3 adjacent Japanese words at the first one's position", () => {
    const { vector } = indexDocument([{ text: 'バックエンドエンジニア募集', weight: 'A' }]);
    const lexemes = readTsvector(vector);
    // バック|エンド|エンジニア|募集
    expect(lexemes.get('バックエンド')).toEqual([1]);
    expect(lexemes.get('バックエンドエンジニア')).toEqual([1]);
    expect(lexemes.get('エンドエンジニア募集')).toEqual([2]);
    expect(lexemes.has('バックエンドエンジニア募集')).toBe(false);
  });

  it('never joins across a space, punctuation, a line or Latin words', () => {
    const { vector } = indexDocument([
      { text: 'データ 基盤、決済。API設計\nリモート', weight: 'B' },
      { text: 'ワーク', weight: 'C' },
    ]);
    const lexemes = readTsvector(vector);
    expect(lexemes.has('データ基盤')).toBe(false);
    expect(lexemes.has('基盤決済')).toBe(false);
    expect(lexemes.has('api設計')).toBe(false);
    expect(lexemes.has('設計リモート')).toBe(false);
    expect(lexemes.has('リモートワーク')).toBe(false);
  });

  it('keeps Japanese lexemes of 3+ characters as its vocabulary', () => {
    const { vocabulary } = indexDocument([{ text: 'ビッグデータ基盤でGoを書く', weight: 'B' }]);
    expect(vocabulary).toContain('ビッグデータ');
    expect(vocabulary).toContain('ビッグデータ基盤');
    expect(vocabulary).not.toContain('基盤');
    expect(vocabulary).not.toContain('go');
  });
});

describe('toLexemeSetText', () => {
  it('lists the lexemes and joins once, without positions', () => {
    expect(toLexemeSetText('Go バックエンド Go')).toBe("'go' 'バック' 'バックエンド' 'エンド'");
    expect(toLexemeSetText('')).toBe('');
  });
});

describe('parseKeyword', () => {
  it.each<[string, Omit<KeywordTerm, 'lexemes'>[]]>([
    ['Go', [{ text: 'go', substring: null, short: true }]],
    ['C#', [{ text: 'c#', substring: null, short: true }]],
    ['東京', [{ text: '東京', substring: null, short: true }]],
    ['SRE', [{ text: 'sre', substring: null, short: false }]],
    ['Node.js', [{ text: 'node.js', substring: null, short: false }]],
    ['ｻｰﾊﾞｰ', [{ text: 'サーバ', substring: 'サーバ', short: false }]],
    ['バックエンド', [{ text: 'バックエンド', substring: 'バックエンド', short: false }]],
    ['ルビー', [{ text: 'ルビ', substring: null, short: true }]],
    [
      'ＡＷＳ　フルリモート',
      [
        { text: 'aws', substring: null, short: false },
        { text: 'フルリモート', substring: 'フルリモート', short: false },
      ],
    ],
    [
      'Ruby on Rails',
      [
        { text: 'ruby', substring: null, short: false },
        { text: 'on', substring: null, short: true },
        { text: 'rails', substring: null, short: false },
      ],
    ],
    ['go GO Ｇｏ', [{ text: 'go', substring: null, short: true }]],
    ['!!! 😀 「」', []],
    ['', []],
  ])('%s', (keyword, expected) => {
    const { terms, truncated } = parseKeyword(keyword);
    expect(terms.map(({ lexemes: _, ...rest }) => rest)).toEqual(expected);
    expect(truncated).toBe(false);
  });

  it.each([
    ['Go', ['go']],
    ['C#', ['csharp']],
    ['C++', ['cplusplus']],
    ['.NET', ['.net']],
    ['Node.js', ['node.js']],
    ['Objective-C', ['objective-c']],
    ['C/C++', ['c', 'cplusplus']],
    ['東京', ['東京']],
  ])('%s has lexemes %j', (keyword, lexemes) => {
    expect(parseKeyword(keyword).terms.map((t) => t.lexemes)).toEqual([lexemes]);
  });

  it.each([
    ['バックエンド', 'バックエンド'],
    ['フルリモート', 'フルリモート'],
    ['機械学習', '機械学習'],
    ['サーバーサイド', 'サーバサイド'],
    ['ルビー・オン・レイルズ', 'ルビオンレイルズ'],
  ])('segments %s into lexemes that spell %s', (keyword, spelt) => {
    expect(parseKeyword(keyword).terms.map((t) => t.lexemes.join(''))).toEqual([spelt]);
  });

  it.each([
    ['バックエンド', ['バックエンド']],
    ['サーバーサイド', ['サーバサイド']],
    ['バックエンドエンジニア', ['バックエンドエンジニア']],
    // 4 words: more than documents join, so a phrase of the words.
    ['決済サービスの開発', ['決済', 'サービス', 'の', '開発']],
    // Not adjacent, or not all Japanese: a phrase.
    ['データ/基盤', ['データ', '基盤']],
    ['AWS環境', ['aws', '環境']],
  ])('makes %s the lexemes %j', (keyword, lexemes) => {
    expect(parseKeyword(keyword).terms.map((t) => t.lexemes)).toEqual([lexemes]);
  });

  it(`keeps ${MAX_TERMS} terms of at most ${MAX_TERM_LENGTH} characters`, () => {
    const many = parseKeyword('a1 a2 a3 a4 a5 a6 a7 a8 a9 a10');
    expect(many.terms.map((t) => t.text)).toEqual(['a1', 'a2', 'a3', 'a4', 'a5', 'a6', 'a7', 'a8']);
    expect(many.truncated).toBe(true);

    const long = parseKeyword('エ'.repeat(80));
    expect(Array.from(long.terms[0]!.text)).toHaveLength(MAX_TERM_LENGTH);
    expect(long.truncated).toBe(true);

    expect(parseKeyword(`go ${'x '.repeat(600)}`).truncated).toBe(true);
  });
});

describe('toTsQuery', () => {
  it('requires every term, a phrase for a term of several words', () => {
    expect(toTsQuery(parseKeyword('C# C++ .NET Node.js').terms)).toBe(
      "'csharp' & 'cplusplus' & '.net' & 'node.js'",
    );
    expect(toTsQuery(parseKeyword('C/C++ 東京').terms)).toBe("('c' <-> 'cplusplus') & '東京'");
  });

  it('lets a term match any of its alternatives, never repeating its own lexeme', () => {
    const [data, go] = parseKeyword('データ基盤 Go').terms;
    const alternatives = new Map([[data!, ['データ基盤', 'ビッグデータ基盤', "it's"]]]);
    expect(toTsQuery([data!, go!], alternatives)).toBe(
      "('データ基盤' | 'ビッグデータ基盤' | 'its') & 'go'",
    );
  });

  it('is null when nothing can be searched', () => {
    expect(toTsQuery([])).toBeNull();
    expect(toTsQuery(parseKeyword('!!! ??? ・・・').terms)).toBeNull();
  });

  it.each([
    '',
    ' ',
    '!!!',
    "'",
    "''",
    "'; DROP TABLE jobs; --",
    '\\',
    '\\\\\\',
    'a\\',
    ':*',
    'go:*',
    'a & b | !c',
    '(((',
    '<-> <2>',
    '"Ruby on Rails"',
    'x'.repeat(1_000),
    'エンジニア'.repeat(200),
    'a '.repeat(500),
    '😀😀😀 👩‍💻',
    '\u202Eリモート\u202C \u200F\u200E',
    '\u0000\u0001\u007F',
    '\uD800\uDFFF\uDC00',
    'Ｃ＃　ｻｰﾊﾞｰ　Node.js',
  ])('is safe for %j', (keyword) => {
    const query = toTsQuery(parseKeyword(keyword).terms);
    if (query !== null) expect(query).toMatch(SAFE_TSQUERY);
  });

  it('cleans lexemes of hand-built terms too', () => {
    const term = { text: '', substring: null, short: false };
    expect(
      toTsQuery([
        { ...term, lexemes: ["it's", 'a\\b', 'x y', ':*', '&|!()'] },
        { ...term, lexemes: ['\u0000', 'z'.repeat(5_000)] },
      ]),
    ).toBe("('its' <-> 'ab' <-> 'xy')");
  });
});

describe('toLikePattern', () => {
  it("escapes LIKE's own characters", () => {
    expect(toLikePattern('サーバ')).toBe('%サーバ%');
    expect(toLikePattern('100%_\\')).toBe('%100\\%\\_\\\\%');
  });
});

describe('search over documents and keywords', () => {
  const jobs: Record<string, Job> = {
    backend: {
      title: 'バックエンドエンジニア（Go/AWS）【フルリモート可】',
      description:
        'SaaSプロダクトのサーバーサイド開発をお任せします。Go言語での開発経験3年以上。' +
        'AWS（ECS、Lambda）の利用経験。\n勤務地：東京都渋谷区（リモート勤務可）',
    },
    frontend: {
      title: 'フロントエンドエンジニア（React/TypeScript）',
      description:
        'React.jsとNext.jsを用いたWebアプリケーション開発。Node.jsでのBFF開発経験歓迎。' +
        '大阪オフィス勤務、週2日在宅。',
    },
    ml: {
      title: '機械学習エンジニア',
      description:
        'Pythonを用いた機械学習モデルの開発と運用。Google Cloud上のデータ基盤。' +
        'サーバサイドはJavaで実装されています。勤務地：京都府京都市',
    },
    game: {
      title: 'Unityゲームクライアントエンジニア（Ｃ＃）',
      description:
        'C#とUnityを使ったスマホゲーム開発。C++でのネイティブプラグイン開発経験があれば尚可。' +
        '.NETの知識歓迎。東京オフィス',
    },
    sre: {
      title: 'SRE（Site Reliability Engineer）',
      description:
        'Kubernetes、Terraform、ＡＷＳを用いたインフラの構築・運用。オンコール対応あり。' +
        'フルリモート（全国どこでも可）',
    },
    rails: {
      title: 'Ruby on Railsエンジニア',
      description:
        'ルビー・オン・レイルズでの自社サービス開発。JavaScriptでのフロント実装も担当。' +
        'ユーザー向け管理画面の改善。',
    },
    embedded: {
      title: '組み込みエンジニア（C言語）',
      description:
        'C言語での組み込みソフトウェア開発。Objective-Cの経験者歓迎。ｻｰﾊﾞｰ監視ツールの保守も担当。',
    },
    analyst: {
      title: 'データアナリスト',
      description: 'SQLとPythonでのデータ分析。Golangの経験は不要です。名古屋勤務。',
    },
  };

  it.each<[string, string[]]>([
    ['バックエンド', ['backend']],
    ['フルリモート', ['backend', 'sre']],
    ['リモート', ['backend', 'sre']],
    ['東京', ['backend', 'game']],
    ['京都', ['ml']],
    ['Go', ['backend']],
    ['golang', ['analyst']],
    ['Google', ['ml']],
    ['React', ['frontend']],
    ['サーバーサイド', ['backend', 'ml']],
    ['サーバサイド', ['backend', 'ml']],
    ['ＡＷＳ', ['backend', 'sre']],
    ['aws', ['backend', 'sre']],
    ['Node.js', ['frontend']],
    ['C#', ['game']],
    ['C++', ['game']],
    ['C', ['embedded']],
    ['.NET', ['game']],
    ['Objective-C', ['embedded']],
    ['Java', ['ml']],
    ['JavaScript', ['rails']],
    ['Ruby on Rails', ['rails']],
    ['ルビーオンレイルズ', ['rails']],
    ['レイルズ', ['rails']],
    ['機械学習', ['ml']],
    ['学習', ['ml']],
    ['SRE', ['sre']],
    ['ｻｰﾊﾞｰ', ['backend', 'ml', 'embedded']],
    ['ユーザ', ['rails']],
    ['データ', ['ml', 'analyst']],
    ['デザイン', []],
    ['経験', ['backend', 'frontend', 'game', 'embedded', 'analyst']],
    ['Python 機械学習', ['ml']],
    ['React 東京', []],
    ['エンジニア　東京', ['backend', 'game']],
    ['Kotlin', []],
    ['!!!', []],
  ])('%s finds %j', (keyword, expected) => {
    const found = Object.entries(jobs)
      .filter(([, job]) => finds(job, keyword))
      .map(([id]) => id);
    expect(found).toEqual(expected);
  });

  // Full text alone (the GIN-indexed path, and the only one for short terms) must already
  // find these; substring search is the safety net, not the mechanism.
  it.each([
    ['【フルリモート可】', 'フルリモート'],
    ['フルリモート勤務可能なバックエンドエンジニア', 'バックエンド'],
    ['フルリモート勤務可能なバックエンドエンジニア', 'バックエンドエンジニア'],
    ['サーバーサイドエンジニアを募集', 'サーバサイド'],
    ['サーバサイドエンジニアを募集', 'サーバーサイド'],
    ['ユーザーインターフェースの改善', 'ユーザ'],
    ['ﾃﾞｰﾀ分析', 'データ'],
    ['ルビー・オン・レイルズ', 'ルビーオンレイルズ'],
    ['機械学習エンジニア', '機械学習'],
    ['東京都港区', '東京'],
    ['大阪府', '大阪'],
    ['開発者募集', '開発'],
    ['React.jsとNext.js', 'React'],
    ['React.jsとNext.js', 'next.js'],
    ['C#/.NET', 'C#'],
    ['C#/.NET', '.NET'],
    ['Ｃ＋＋', 'C++'],
    ['Go/TypeScript', 'go'],
    ['Go/TypeScript', 'Go/TypeScript'],
    ['AWSでの経験', 'ＡＷＳ 経験'],
  ])('%s is found for %s by its lexemes', (document, keyword) => {
    expect(findsByLexemes(document, keyword)).toBe(true);
  });

  it.each([
    ['Google Cloud', 'go'],
    ['Golang', 'go'],
    ['JavaScript', 'java'],
    ['C#とC++', 'c'],
    ['C#', 'c++'],
    ['C++', 'c#'],
    ['F#', 'c#'],
    ['Objective-C', 'c'],
    ['データ分析', 'デザイン'],
    ['東京都', '京都'],
    ['スーパーマーケット', 'スパ'],
    ['セール', 'セル'],
    ['フロントエンド', 'バックエンド'],
    ['フルスタック', 'フルリモート'],
    ['Go', 'go typescript'],
  ])('%s is not found for %s', (document, keyword) => {
    expect(findsByLexemes(document, keyword)).toBe(false);
    expect(finds({ title: document, description: '' }, keyword)).toBe(false);
  });
});
