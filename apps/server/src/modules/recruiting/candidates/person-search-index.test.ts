import { describe, expect, it } from 'vitest';
import { parseKeyword } from '../../jobs/search/japanese-text';
import { buildPersonSearchDocument, type SearchablePerson } from './person-search-index';

const person = (over: Partial<SearchablePerson> = {}): SearchablePerson => ({
  skillTags: [],
  languages: [],
  experiences: [],
  jobSummary: null,
  outputTitles: [],
  wantToDo: null,
  ...over,
});

/** The lexemes of a tsvector literal, without positions. */
const lexemesOf = (vector: string) =>
  new Set([...vector.matchAll(/'((?:[^']|'')*)'/g)].map((m) => m[1]!.replace(/''/g, "'")));

/** Whether every term of a keyword finds one of its own lexemes (no vocabulary needed). */
const matches = (p: SearchablePerson, keyword: string) => {
  const lexemes = lexemesOf(buildPersonSearchDocument(p).vector);
  return parseKeyword(keyword).terms.every((t) => t.lexemes.every((l) => lexemes.has(l)));
};

describe('person search document', () => {
  it('is empty for a person with nothing to search', () => {
    expect(buildPersonSearchDocument(person())).toEqual({ vector: '', vocabulary: [] });
  });

  it('holds skills, languages, career, output titles and want-to-do, as postings do', () => {
    const p = person({
      skillTags: ['Go', 'C#'],
      languages: ['Rust'],
      experiences: [
        {
          organizationName: '株式会社サンプルテック',
          positionName: 'テックリード',
          positionNames: ['バックエンドエンジニア'],
          clientCompanyName: null,
          description: '決済基盤の開発',
        },
      ],
      jobSummary: 'SREとして監視基盤を整備',
      outputTitles: ['Node.jsで作るサーバーサイド'],
      wantToDo: 'データ分析基盤を作りたい',
    });
    for (const keyword of [
      'go',
      'Ｇｏ',
      'c#',
      'rust',
      'バックエンド',
      'テックリード',
      'サンプルテック',
      '決済',
      'sre',
      'node.js',
      'サーバサイド',
      'データ分析',
    ]) {
      expect(matches(p, keyword), keyword).toBe(true);
    }
    for (const keyword of ['c', 'google', 'java', 'フロントエンド']) {
      expect(matches(p, keyword), keyword).toBe(false);
    }
  });

  it('weighs skills above career prose and output titles', () => {
    const { vector } = buildPersonSearchDocument(
      person({ skillTags: ['Go'], outputTitles: ['Kotlin入門'], wantToDo: 'Scalaを書きたい' }),
    );
    expect(vector).toMatch(/'go':\d+A/);
    expect(vector).toMatch(/'scala':\d+C/);
    expect(vector).toMatch(/'kotlin':\d+(?![\dABC])/);
  });

  it('keeps the vocabulary of Japanese words for substring terms', () => {
    const { vocabulary } = buildPersonSearchDocument(
      person({ wantToDo: 'ビッグデータ基盤の構築' }),
    );
    expect(vocabulary.some((l) => l.includes('データ'))).toBe(true);
  });
});
