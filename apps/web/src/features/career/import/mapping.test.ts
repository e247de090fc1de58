import { SCHOOL_TYPE } from '@kiseki/contract/career-rules';
import { describe, expect, it } from 'vitest';
import { inferSchoolType, majorFromDegreeName, mapEducation, mapExperience } from './mapping';

/** 2026-06 in Japan: experiences 1926–2026, education ends 1976–2032. */
const NOW = new Date('2026-06-15T03:00:00Z');

const experience = (over: Partial<Parameters<typeof mapExperience>[0]> = {}) =>
  mapExperience(
    {
      organization: '株式会社キセキ',
      title: 'バックエンドエンジニア',
      start: '2020-04',
      end: '2023-03',
      description: 'Go と PostgreSQL で API を開発',
      ...over,
    },
    NOW,
  );

const education = (over: Partial<Parameters<typeof mapEducation>[0]> = {}) =>
  mapEducation(
    { school: '東京大学', degree: '学士', major: '工学部 情報工学科', end: '2015-03', ...over },
    NOW,
  );

describe('mapExperience', () => {
  it('maps a complete entry', () => {
    expect(experience()).toEqual({
      entry: {
        organization_name: '株式会社キセキ',
        position_name: 'バックエンドエンジニア',
        start_year: 2020,
        start_month: 4,
        end_year: 2023,
        end_month: 3,
        description: 'Go と PostgreSQL で API を開発',
        notes: [],
      },
    });
  });

  it('reads a missing or "present" end as ongoing', () => {
    for (const end of [undefined, '', 'Present', '現在']) {
      const mapped = experience({ end });
      expect(mapped).toMatchObject({ entry: { end_year: null, end_month: null } });
    }
  });

  it('assumes January for a start year alone and December for an end year alone, noting it', () => {
    const mapped = experience({ start: '2018', end: '2020' });
    expect(mapped).toMatchObject({
      entry: { start_year: 2018, start_month: 1, end_year: 2020, end_month: 12 },
    });
    if (!('entry' in mapped)) throw new Error('expected an entry');
    expect(mapped.entry.notes).toEqual([
      '開始月の記載がないため1月としました',
      '終了月の記載がないため12月としました',
    ]);
  });

  it('ends a year-only end of this year in the current month, never in the future', () => {
    expect(experience({ start: '2026-01', end: '2026' })).toMatchObject({
      entry: { end_year: 2026, end_month: 6 },
    });
  });

  it('folds whitespace and line breaks in one-line fields, drops control characters', () => {
    const mapped = experience({
      organization: '  Kiseki\n Inc.\u0007 ',
      title: 'Senior\tEngineer',
      description: 'line 1\r\nline 2\u0000\rline 3',
    });
    expect(mapped).toMatchObject({
      entry: {
        organization_name: 'Kiseki Inc.',
        position_name: 'Senior Engineer',
        description: 'line 1\nline 2\nline 3',
      },
    });
  });

  it('keeps an empty title and description as null', () => {
    expect(experience({ title: '   ', description: '' })).toMatchObject({
      entry: { position_name: null, description: null },
    });
  });

  it('cuts an over-long title and description to the limits, noting it', () => {
    const mapped = experience({ title: 'あ'.repeat(150), description: 'い'.repeat(5000) });
    if (!('entry' in mapped)) throw new Error('expected an entry');
    expect(mapped.entry.position_name).toHaveLength(100);
    expect(mapped.entry.description).toHaveLength(4000);
    expect(mapped.entry.notes).toEqual([
      '役職名を文字数の上限で切り詰めました',
      '業務内容を文字数の上限で切り詰めました',
    ]);
  });

  it('never cuts an emoji in half', () => {
    const mapped = experience({ description: `${'a'.repeat(3999)}😀tail` });
    if (!('entry' in mapped)) throw new Error('expected an entry');
    expect(mapped.entry.description).toBe('a'.repeat(3999));
  });

  it.each([
    [{ organization: '' }, '会社・組織名がありません'],
    [{ organization: 42 }, '会社・組織名がありません'],
    [{ organization: 'x'.repeat(101) }, '会社・組織名が100文字を超えています'],
    [{ start: undefined }, '開始年月がありません'],
    [{ start: 'Present' }, '開始年月がありません'],
    [{ start: 'someday' }, '開始年月を読み取れません'],
    [{ start: '2019-13' }, '開始年月を読み取れません'],
    [{ start: '1925-12' }, '開始年が登録できる範囲外です'],
    [{ start: '2027-01', end: undefined }, '開始年が登録できる範囲外です'],
    [{ end: 'soon' }, '終了年月を読み取れません'],
    [{ end: '2030-03' }, '終了年が登録できる範囲外です'],
    [{ start: '2020-04', end: '2020-03' }, '終了年月が開始年月より前です'],
  ])('skips %o: %s', (over, reason) => {
    expect(experience(over)).toEqual({
      skipped: { kind: 'experience', label: expect.any(String), reason },
    });
  });

  it('labels a skipped entry by its organization, else its title', () => {
    expect(experience({ start: 'x' })).toMatchObject({ skipped: { label: '株式会社キセキ' } });
    expect(experience({ organization: '', title: 'SRE' })).toMatchObject({
      skipped: { label: 'SRE' },
    });
  });

  it('accepts the edges of the year window', () => {
    expect(experience({ start: '1926-01', end: '2026-06' })).toHaveProperty('entry');
  });
});

describe('mapEducation', () => {
  it('maps a graduated university entry', () => {
    expect(education()).toEqual({
      entry: {
        school_type: SCHOOL_TYPE.UNIVERSITY,
        school_name: '東京大学',
        end_year: 2015,
        end_month: 3,
        enrollment_status: 0,
        major: '工学部 情報工学科',
        notes: [],
      },
    });
  });

  it('assumes March (the Japanese graduation month) for a year alone', () => {
    const mapped = education({ end: '2012' });
    expect(mapped).toMatchObject({
      entry: { end_year: 2012, end_month: 3, notes: ['卒業月の記載がないため3月としました'] },
    });
  });

  it('marks a future end as expected to graduate, this month and before as graduated', () => {
    expect(education({ end: '2027-03' })).toMatchObject({ entry: { enrollment_status: 2 } });
    expect(education({ end: '2026-07' })).toMatchObject({ entry: { enrollment_status: 2 } });
    expect(education({ end: '2026-06' })).toMatchObject({ entry: { enrollment_status: 0 } });
  });

  it('keeps an empty major as null and cuts a long one', () => {
    expect(education({ major: '' })).toMatchObject({ entry: { major: null } });
    const mapped = education({ major: 'x'.repeat(120) });
    expect(mapped).toMatchObject({ entry: { notes: ['専攻を文字数の上限で切り詰めました'] } });
  });

  it.each([
    [{ school: '' }, '学校名がありません'],
    [{ school: '学'.repeat(101) }, '学校名が100文字を超えています'],
    [{ end: undefined }, '卒業（予定）年がありません'],
    [{ end: 'Present' }, '卒業（予定）年がありません'],
    [{ end: 'March' }, '終了年月を読み取れません'],
    [{ end: '1975-03' }, '卒業（予定）年が登録できる範囲外です'],
    [{ end: '2033-03' }, '卒業（予定）年が登録できる範囲外です'],
  ])('skips %o: %s', (over, reason) => {
    expect(education(over)).toMatchObject({ skipped: { kind: 'education', reason } });
  });
});

describe('inferSchoolType', () => {
  it.each([
    ['Bachelor', '', SCHOOL_TYPE.UNIVERSITY],
    ["Bachelor's degree", '', SCHOOL_TYPE.UNIVERSITY],
    ['B.S.', '', SCHOOL_TYPE.UNIVERSITY],
    ['BSc', '', SCHOOL_TYPE.UNIVERSITY],
    ['Bachelor of Engineering - BE', '', SCHOOL_TYPE.UNIVERSITY],
    ['学士（工学）', '', SCHOOL_TYPE.UNIVERSITY],
    ['', '早稲田大学', SCHOOL_TYPE.UNIVERSITY],
    ['Master', '', SCHOOL_TYPE.MASTER],
    ['Master of Science - MS', '', SCHOOL_TYPE.MASTER],
    ['M.Eng.', '', SCHOOL_TYPE.MASTER],
    ['MBA', '', SCHOOL_TYPE.MASTER],
    ['修士（情報学）', '', SCHOOL_TYPE.MASTER],
    ['博士前期課程', '', SCHOOL_TYPE.MASTER],
    ['', '京都大学大学院', SCHOOL_TYPE.MASTER],
    ['Doctor of Philosophy - PhD', '', SCHOOL_TYPE.DOCTOR],
    ['Ph.D.', '', SCHOOL_TYPE.DOCTOR],
    ['博士（工学）', '', SCHOOL_TYPE.DOCTOR],
    ['博士後期課程', '', SCHOOL_TYPE.DOCTOR],
    ['Associate degree', '', SCHOOL_TYPE.JUNIOR_COLLEGE],
    ['', '○○短期大学', SCHOOL_TYPE.JUNIOR_COLLEGE],
    ['短大', '', SCHOOL_TYPE.JUNIOR_COLLEGE],
    ['High School Diploma', '', SCHOOL_TYPE.HIGH_SCHOOL],
    ['', '県立○○高等学校', SCHOOL_TYPE.HIGH_SCHOOL],
    ['', '○○高校', SCHOOL_TYPE.HIGH_SCHOOL],
    ['', '東京工業高等専門学校', SCHOOL_TYPE.TECHNICAL_COLLEGE],
    ['高専', '', SCHOOL_TYPE.TECHNICAL_COLLEGE],
    [
      '',
      'National Institute of Technology, Tokyo College of Technology',
      SCHOOL_TYPE.TECHNICAL_COLLEGE,
    ],
    ['専門士', '', SCHOOL_TYPE.VOCATIONAL_SCHOOL],
    ['', 'HAL東京 専門学校', SCHOOL_TYPE.VOCATIONAL_SCHOOL],
    ['', '○○中学校', SCHOOL_TYPE.JUNIOR_HIGH],
    ['Ｍａｓｔｅｒ', '', SCHOOL_TYPE.MASTER],
    ['Certificate', 'Coursera', SCHOOL_TYPE.OTHERS],
    ['', '', SCHOOL_TYPE.OTHERS],
  ])('%s / %s → %i', (degree, school, type) => {
    expect(inferSchoolType(degree, school)).toBe(type);
  });

  it('lets the degree win over the school name', () => {
    expect(inferSchoolType('Master of Science', 'Stanford University')).toBe(SCHOOL_TYPE.MASTER);
  });

  it('does not read degrees into ordinary words', () => {
    // "ma" in "Diploma", "ms" in "Systems", "ba" in "Database", "dr" in "Andrew"
    expect(inferSchoolType('Diploma in Information Systems', '')).toBe(SCHOOL_TYPE.OTHERS);
    expect(inferSchoolType('Database course', 'Andrew Academy')).toBe(SCHOOL_TYPE.OTHERS);
  });
});

describe('majorFromDegreeName', () => {
  it.each([
    ['Bachelor of Engineering - BE, Computer Science', 'Computer Science'],
    ["Bachelor's degree, Information Technology", 'Information Technology'],
    ['修士、情報工学', '情報工学'],
    ['Master of Science in Computer Science', 'Computer Science'],
    ['学士（工学）', '工学'],
    ['Computer Science', 'Computer Science'],
    ['BS', ''],
    ['修士', ''],
    ['', ''],
  ])('%s → %s', (degree, major) => {
    expect(majorFromDegreeName(degree)).toBe(major);
  });
});
