import { describe, expect, it } from 'vitest';
import { isImportError } from './import-types';
import { kindOfFileName, parseLinkedIn } from './linkedin';

const NOW = new Date('2026-06-15T03:00:00Z');

const POSITIONS = [
  'Company Name,Title,Description,Location,Started On,Finished On',
  '"Kiseki, Inc.",Senior Backend Engineer,"Designed the matching API.',
  '- Go, PostgreSQL',
  '- ""Zero downtime"" migrations",Tokyo,Apr 2021,',
  '株式会社サンプル,フロントエンドエンジニア,React でデザインシステムを構築,東京都,Jul 2018,Mar 2021',
  'Side Project,Founder,,,2017,2018',
  ',No company,,,Jan 2015,Dec 2015',
  '',
].join('\r\n');

const EDUCATION = [
  'School Name,Start Date,End Date,Notes,Degree Name,Activities',
  '東京工業大学,2016,2018,,"修士, 情報工学",ロボコン',
  'Stanford University,Sep 2012,Jun 2016,,"Bachelor of Science - BS, Computer Science",',
  'Coursera,,,,Certificate,',
  '',
].join('\r\n');

const SKILLS = '\uFEFFName\r\nGo\r\nTypeScript\r\nKubernetes\r\nGo\r\n';

const errorOf = (fn: () => unknown): string => {
  try {
    fn();
  } catch (error) {
    if (isImportError(error)) return error.message;
    throw error;
  }
  throw new Error('expected an ImportError');
};

describe('parseLinkedIn', () => {
  it('reads all three files of the export', () => {
    const result = parseLinkedIn(
      [
        { name: 'Positions.csv', text: POSITIONS },
        { name: 'Education.csv', text: EDUCATION },
        { name: 'Skills.csv', text: SKILLS },
      ],
      { now: NOW },
    );
    expect(result.source).toBe('linkedin');
    expect(result.files).toEqual(['Positions.csv', 'Education.csv', 'Skills.csv']);
    expect(result.experiences).toEqual([
      {
        organization_name: 'Kiseki, Inc.',
        position_name: 'Senior Backend Engineer',
        start_year: 2021,
        start_month: 4,
        end_year: null,
        end_month: null,
        description: 'Designed the matching API.\n- Go, PostgreSQL\n- "Zero downtime" migrations',
        notes: [],
      },
      {
        organization_name: '株式会社サンプル',
        position_name: 'フロントエンドエンジニア',
        start_year: 2018,
        start_month: 7,
        end_year: 2021,
        end_month: 3,
        description: 'React でデザインシステムを構築',
        notes: [],
      },
      {
        organization_name: 'Side Project',
        position_name: 'Founder',
        start_year: 2017,
        start_month: 1,
        end_year: 2018,
        end_month: 12,
        description: null,
        notes: ['開始月の記載がないため1月としました', '終了月の記載がないため12月としました'],
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
        notes: ['卒業月の記載がないため3月としました'],
      },
      {
        school_type: 0,
        school_name: 'Stanford University',
        end_year: 2016,
        end_month: 6,
        enrollment_status: 0,
        major: 'Computer Science',
        notes: [],
      },
    ]);
    expect(result.skills).toEqual(['Go', 'TypeScript', 'Kubernetes']);
    expect(result.skipped).toEqual([
      { kind: 'experience', label: 'No company', reason: '会社・組織名がありません' },
      { kind: 'education', label: 'Coursera', reason: '卒業（予定）年がありません' },
    ]);
  });

  it('reads a single file, with LF line ends and odd column case', () => {
    const result = parseLinkedIn(
      [
        {
          name: 'Positions.csv',
          text: 'company name,TITLE,started on,finished on\nAcme,SRE,Jan 2020,Feb 2022\n',
        },
      ],
      { now: NOW },
    );
    expect(result.experiences).toHaveLength(1);
    expect(result.experiences[0]).toMatchObject({
      organization_name: 'Acme',
      end_year: 2022,
      end_month: 2,
    });
  });

  it('knows a renamed file by its header', () => {
    const result = parseLinkedIn([{ name: 'export (1).csv', text: EDUCATION }], { now: NOW });
    expect(result.educations).toHaveLength(2);
  });

  it('skips rows of empty cells', () => {
    const result = parseLinkedIn(
      [
        {
          name: 'Positions.csv',
          text: 'Company Name,Title,Started On,Finished On\n,,,\nA,B,2020,\n',
        },
      ],
      { now: NOW },
    );
    expect(result.experiences).toHaveLength(1);
    expect(result.skipped).toEqual([]);
  });

  it('refuses a known file without its columns, naming the columns', () => {
    expect(
      errorOf(() =>
        parseLinkedIn([{ name: 'Positions.csv', text: 'Company,Role\nA,B\n' }], { now: NOW }),
      ),
    ).toBe(
      'Positions.csv の見出し行が想定と異なります（必要な列: Company Name, Title, Started On）。LinkedIn からエクスポートしたままのファイルを選んでください。',
    );
  });

  it('refuses a CSV it cannot place', () => {
    expect(errorOf(() => parseLinkedIn([{ name: 'data.csv', text: 'a,b\n1,2\n' }]))).toBe(
      'どの LinkedIn のファイルか判別できませんでした。Positions.csv・Education.csv・Skills.csv のいずれかを選んでください。',
    );
  });

  it('refuses an empty file and a broken quote', () => {
    expect(errorOf(() => parseLinkedIn([{ name: 'Positions.csv', text: '\uFEFF\r\n' }]))).toBe(
      'ファイルが空です。',
    );
    expect(
      errorOf(() =>
        parseLinkedIn([
          { name: 'Positions.csv', text: 'Company Name,Title,Started On\n"Acme,SRE,2020\n' },
        ]),
      ),
    ).toBe('Positions.csv を CSV として読み込めませんでした（引用符が閉じられていません）。');
  });

  it('refuses an export holding only skills: nothing to import', () => {
    expect(errorOf(() => parseLinkedIn([{ name: 'Skills.csv', text: SKILLS }]))).toBe(
      '読み込める職歴・学歴が見つかりませんでした。',
    );
  });
});

describe('kindOfFileName', () => {
  it('knows the export names in any folder and case', () => {
    expect(kindOfFileName('Positions.csv')).toBe('positions');
    expect(kindOfFileName('Basic_LinkedInDataExport_01-01-2026/Education.csv')).toBe('education');
    expect(kindOfFileName('export\\SKILLS.CSV')).toBe('skills');
    expect(kindOfFileName('Connections.csv')).toBeUndefined();
  });
});
