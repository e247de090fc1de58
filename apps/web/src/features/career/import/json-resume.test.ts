import { describe, expect, it } from 'vitest';
import { isImportError } from './import-types';
import { parseJsonResume, workDescription } from './json-resume';

const NOW = new Date('2026-06-15T03:00:00Z');
const parse = (value: unknown) =>
  parseJsonResume(typeof value === 'string' ? value : JSON.stringify(value), {
    fileName: 'resume.json',
    now: NOW,
  });

const errorOf = (fn: () => unknown): string => {
  try {
    fn();
  } catch (error) {
    if (isImportError(error)) return error.message;
    throw error;
  }
  throw new Error('expected an ImportError');
};

const RESUME = {
  $schema: 'https://raw.githubusercontent.com/jsonresume/resume-schema/v1.0.0/schema.json',
  basics: { name: '山田 太郎', label: 'Software Engineer', email: 'taro@example.jp' },
  work: [
    {
      name: '株式会社キセキ',
      position: 'バックエンドエンジニア',
      url: 'https://kiseki.example.jp',
      startDate: '2021-04-01',
      summary: '求人マッチング基盤の API を開発。',
      highlights: ['Go への移行を主導', 'レイテンシを 40% 削減'],
    },
    {
      name: 'Example Corp.',
      position: 'Frontend Engineer',
      startDate: '2018-07',
      endDate: '2021-03',
      summary: 'Built the React design system.',
    },
  ],
  education: [
    {
      institution: '東京工業大学',
      area: '情報工学',
      studyType: '修士',
      startDate: '2016-04',
      endDate: '2018-03',
    },
    {
      institution: 'University of Tokyo',
      area: 'Computer Science',
      studyType: 'Bachelor',
      endDate: '2016',
    },
  ],
  skills: [
    { name: 'Go', level: 'Master', keywords: ['gRPC'] },
    { name: 'TypeScript' },
    { name: 'Go' },
  ],
  projects: [{ name: 'OSS', description: 'ignored' }],
};

describe('parseJsonResume', () => {
  it('reads work, education and skills of a v1 resume', () => {
    const result = parse(RESUME);
    expect(result.source).toBe('json-resume');
    expect(result.files).toEqual(['resume.json']);
    expect(result.skipped).toEqual([]);
    expect(result.skills).toEqual(['Go', 'TypeScript']);
    expect(result.experiences).toEqual([
      {
        organization_name: '株式会社キセキ',
        position_name: 'バックエンドエンジニア',
        start_year: 2021,
        start_month: 4,
        end_year: null,
        end_month: null,
        description:
          '求人マッチング基盤の API を開発。\n・Go への移行を主導\n・レイテンシを 40% 削減',
        notes: [],
      },
      {
        organization_name: 'Example Corp.',
        position_name: 'Frontend Engineer',
        start_year: 2018,
        start_month: 7,
        end_year: 2021,
        end_month: 3,
        description: 'Built the React design system.',
        notes: [],
      },
    ]);
    expect(result.educations).toEqual([
      {
        school_type: 2,
        school_name: '東京工業大学',
        end_year: 2018,
        end_month: 3,
        enrollment_status: 0,
        major: '情報工学',
        notes: [],
      },
      {
        school_type: 0,
        school_name: 'University of Tokyo',
        end_year: 2016,
        end_month: 3,
        enrollment_status: 0,
        major: 'Computer Science',
        notes: ['卒業月の記載がないため3月としました'],
      },
    ]);
  });

  it('reads "company" of files written for the older schema', () => {
    const result = parse({
      work: [
        {
          company: 'Old Style Inc.',
          position: 'SRE',
          startDate: '2015-01-01',
          endDate: '2017-12-31',
        },
      ],
    });
    expect(result.experiences[0]).toMatchObject({
      organization_name: 'Old Style Inc.',
      end_year: 2017,
      end_month: 12,
    });
  });

  it('accepts a resume with only education, and a leading byte-order mark', () => {
    const result = parseJsonResume(
      `\uFEFF${JSON.stringify({ education: [{ institution: '筑波大学', endDate: '2027-03' }] })}`,
      { now: NOW },
    );
    expect(result.experiences).toEqual([]);
    expect(result.educations[0]).toMatchObject({
      school_name: '筑波大学',
      enrollment_status: 2,
      school_type: 0,
    });
  });

  it('lists unusable entries as skipped with a reason, keeping the rest', () => {
    const result = parse({
      work: [
        { name: 'OK', startDate: '2020-01' },
        { position: 'No company', startDate: '2020-01' },
        { name: 'No start' },
        'not an object',
        { name: 'Backwards', startDate: '2020-05', endDate: '2019-01' },
      ],
      education: [{ institution: 'No end' }, null],
    });
    expect(result.experiences.map((e) => e.organization_name)).toEqual(['OK']);
    expect(result.skipped).toEqual([
      { kind: 'experience', label: 'No company', reason: '会社・組織名がありません' },
      { kind: 'experience', label: 'No start', reason: '開始年月がありません' },
      { kind: 'experience', label: '', reason: '項目の形式が正しくありません' },
      { kind: 'experience', label: 'Backwards', reason: '終了年月が開始年月より前です' },
      { kind: 'education', label: 'No end', reason: '卒業（予定）年がありません' },
      { kind: 'education', label: '', reason: '項目の形式が正しくありません' },
    ]);
  });

  it('ignores highlights that are not text', () => {
    expect(workDescription({ highlights: ['a', 3, null, ' ', 'b'] })).toBe('・a\n・b');
    expect(workDescription({ summary: '', highlights: 'x' })).toBe('');
  });

  it.each([
    ['', 'ファイルが空です。'],
    ['   \n', 'ファイルが空です。'],
    ['{ "work": [', 'JSONとして読み込めませんでした。ファイルの内容をご確認ください。'],
    ['<html></html>', 'JSONとして読み込めませんでした。ファイルの内容をご確認ください。'],
  ])('refuses %j', (text, message) => {
    expect(errorOf(() => parse(text))).toBe(message);
  });

  it.each([
    ['an array', []],
    ['a string', '"resume"'],
    ['a number', '42'],
    ['null', null],
    ['no work or education', { basics: { name: 'x' } }],
    ['work that is not a list', { work: { name: 'x' } }],
    ['education that is not a list', { work: [], education: 'x' }],
  ])('refuses %s as not a JSON Resume', (_name, value) => {
    expect(errorOf(() => parse(value))).toBe(
      'JSON Resume の形式ではありません。work または education を含むファイルを選んでください。',
    );
  });

  it('refuses a resume with nothing to import', () => {
    expect(errorOf(() => parse({ work: [], education: [] }))).toBe(
      '読み込める職歴・学歴が見つかりませんでした。',
    );
  });
});
