import { describe, expect, it } from 'vitest';
import type { Education, Experience } from '../../../shared/api/career';
import type { ImportedEducation, ImportedExperience } from './import-types';
import {
  educationListToSave,
  educationStatuses,
  experienceListToSave,
  experienceStatuses,
  isChosen,
  isSelectable,
  organizationKey,
  schoolKey,
  unregisteredEducations,
  unregisteredExperiences,
} from './merge';

const existingExperience = (over: Partial<Experience> = {}): Experience => ({
  id: 7,
  organizationName: '株式会社キセキ',
  positions: [2, 13],
  positionName: 'テックリード',
  isClientWork: true,
  clientCompanyName: 'クライアント株式会社',
  startYear: 2021,
  startMonth: 4,
  endYear: null,
  endMonth: null,
  description: '既存の説明',
  createdAt: 1_700_000_000,
  updatedAt: 1_700_000_000,
  ...over,
});

const imported = (over: Partial<ImportedExperience> = {}): ImportedExperience => ({
  organization_name: 'Kiseki, Inc.',
  position_name: 'SRE',
  start_year: 2021,
  start_month: 4,
  end_year: null,
  end_month: null,
  description: null,
  notes: [],
  ...over,
});

const existingEducation = (over: Partial<Education> = {}): Education => ({
  schoolType: 0,
  schoolName: '東京大学',
  endYear: 2016,
  endMonth: 3,
  enrollmentStatus: 0,
  major: '情報工学',
  ...over,
});

const importedEducation = (over: Partial<ImportedEducation> = {}): ImportedEducation => ({
  school_type: 0,
  school_name: '東京大学',
  end_year: 2016,
  end_month: 3,
  enrollment_status: 0,
  major: null,
  notes: [],
  ...over,
});

describe('organizationKey', () => {
  it.each([
    ['株式会社キセキ', 'キセキ'],
    ['キセキ株式会社', 'キセキ'],
    ['(株)キセキ', 'キセキ'],
    ['（株）キセキ', 'キセキ'],
    ['㈱キセキ', 'キセキ'],
    ['ｷｾｷ', 'キセキ'],
    ['  株式会社 キセキ  ', 'キセキ'],
    ['Kiseki, Inc.', 'kiseki'],
    ['KISEKI Co., Ltd.', 'kiseki'],
    ['Kiseki Corporation', 'kiseki'],
    ['Kiseki K.K.', 'kiseki'],
    ['Kiseki LLC', 'kiseki'],
    ['Ｋｉｓｅｋｉ　Ｉｎｃ．', 'kiseki'],
    ['合同会社エグザンプル', 'エグザンプル'],
    ['Example GmbH', 'example'],
  ])('%s → %s', (name, key) => {
    expect(organizationKey(name)).toBe(key);
  });

  it('keeps words that only contain a legal form', () => {
    expect(organizationKey('Cookpad Inc.')).toBe('cookpad');
    expect(organizationKey('Incubate Fund')).toBe('incubatefund');
    expect(organizationKey('Coincheck')).toBe('coincheck');
  });

  it('tells different companies apart', () => {
    expect(organizationKey('株式会社キセキ')).not.toBe(organizationKey('株式会社キセキラボ'));
  });

  it('keeps a name that is nothing but a legal form', () => {
    expect(organizationKey('株式会社')).toBe('株式会社');
    expect(organizationKey('Inc.')).toBe('inc');
  });
});

describe('schoolKey', () => {
  it('ignores width, case, spaces and punctuation', () => {
    expect(schoolKey(' 東京大学 ')).toBe(schoolKey('東京大学'));
    expect(schoolKey('Stanford  University')).toBe(schoolKey('ＳＴＡＮＦＯＲＤ University'));
    expect(schoolKey('東京大学')).not.toBe(schoolKey('東京大学大学院'));
  });
});

describe('experienceStatuses', () => {
  it('marks the same organization with the same start as registered', () => {
    const existing = [existingExperience({ organizationName: 'キセキ株式会社' })];
    expect(
      experienceStatuses(
        [
          imported({ organization_name: '(株)キセキ' }),
          imported({ organization_name: 'キセキ', start_month: 5 }),
          imported({ organization_name: 'キセキ', start_year: 2020 }),
          imported({ organization_name: 'キセキラボ' }),
        ],
        existing,
      ),
    ).toEqual(['registered', 'new', 'new', 'new']);
  });

  it('ignores the end, the title and the description', () => {
    const existing = [existingExperience({ endYear: 2024, endMonth: 3 })];
    expect(
      experienceStatuses(
        [imported({ organization_name: 'キセキ', position_name: 'x', description: 'y' })],
        existing,
      ),
    ).toEqual(['registered']);
  });

  it('marks a later repeat within the same file as repeated', () => {
    expect(
      experienceStatuses(
        [imported(), imported({ organization_name: 'KISEKI INC' }), imported()],
        [],
      ),
    ).toEqual(['new', 'repeated', 'repeated']);
  });

  it('answers one status per entry, none for none', () => {
    expect(experienceStatuses([], [existingExperience()])).toEqual([]);
  });
});

describe('educationStatuses', () => {
  it('marks the same school with the same end as registered', () => {
    expect(
      educationStatuses(
        [
          importedEducation({ school_name: '東京大学 ' }),
          importedEducation({ end_month: 9 }),
          importedEducation({ school_name: '京都大学' }),
          importedEducation({ school_name: '京都大学' }),
        ],
        [existingEducation()],
      ),
    ).toEqual(['registered', 'new', 'new', 'repeated']);
  });
});

describe('isSelectable and isChosen', () => {
  it('never lets a registered entry be chosen, even when its row says checked', () => {
    expect(isSelectable('registered')).toBe(false);
    expect(isSelectable('new')).toBe(true);
    expect(isSelectable('repeated')).toBe(true);
    expect(isChosen({ checked: true }, 'registered')).toBe(false);
    expect(isChosen({ checked: true }, 'new')).toBe(true);
    expect(isChosen({ checked: true }, 'repeated')).toBe(true);
    expect(isChosen({ checked: false }, 'new')).toBe(false);
  });
});

describe('unregisteredExperiences and unregisteredEducations', () => {
  it('keep only the chosen entries that do not match what exists, in order', () => {
    const rows = [
      { entry: imported({ organization_name: 'キセキ' }), positions: [5] },
      { entry: imported({ organization_name: 'Example', start_year: 2018 }), positions: [1] },
      { entry: imported({ organization_name: 'ｷｾｷ株式会社' }), positions: [2] },
    ];
    expect(unregisteredExperiences([existingExperience()], rows)).toEqual([rows[1]]);
    expect(
      unregisteredEducations(
        [existingEducation()],
        [importedEducation(), importedEducation({ school_name: '京都大学' })],
      ),
    ).toEqual([importedEducation({ school_name: '京都大学' })]);
  });
});

describe('experienceListToSave', () => {
  it('sends every existing experience unchanged with its id, then the new ones without', () => {
    const existing = [
      existingExperience(),
      existingExperience({
        id: 9,
        organizationName: 'Old',
        isClientWork: false,
        clientCompanyName: null,
      }),
    ];
    const list = experienceListToSave(existing, [
      {
        entry: imported({ description: '新しい説明', end_year: 2023, end_month: 3 }),
        positions: [5, 4, 5],
      },
    ]);
    expect(list).toEqual([
      {
        id: 7,
        organization_name: '株式会社キセキ',
        positions: [2, 13],
        position_name: 'テックリード',
        is_client_work: true,
        client_company_name: 'クライアント株式会社',
        start_year: 2021,
        start_month: 4,
        end_year: null,
        end_month: null,
        description: '既存の説明',
      },
      {
        id: 9,
        organization_name: 'Old',
        positions: [2, 13],
        position_name: 'テックリード',
        is_client_work: false,
        client_company_name: null,
        start_year: 2021,
        start_month: 4,
        end_year: null,
        end_month: null,
        description: '既存の説明',
      },
      {
        organization_name: 'Kiseki, Inc.',
        positions: [5, 4],
        position_name: 'SRE',
        is_client_work: false,
        client_company_name: null,
        start_year: 2021,
        start_month: 4,
        end_year: 2023,
        end_month: 3,
        description: '新しい説明',
      },
    ]);
    expect(list[2]).not.toHaveProperty('id');
  });
});

describe('educationListToSave', () => {
  it('sends every existing education in order, then the new ones', () => {
    expect(
      educationListToSave(
        [
          existingEducation(),
          existingEducation({ schoolName: '高校', schoolType: 5, major: null }),
        ],
        [
          importedEducation({
            school_name: '京都大学大学院',
            school_type: 2,
            end_year: 2018,
            major: '情報学',
          }),
        ],
      ),
    ).toEqual([
      {
        school_type: 0,
        school_name: '東京大学',
        end_year: 2016,
        end_month: 3,
        enrollment_status: 0,
        major: '情報工学',
      },
      {
        school_type: 5,
        school_name: '高校',
        end_year: 2016,
        end_month: 3,
        enrollment_status: 0,
        major: null,
      },
      {
        school_type: 2,
        school_name: '京都大学大学院',
        end_year: 2018,
        end_month: 3,
        enrollment_status: 0,
        major: '情報学',
      },
    ]);
  });
});

describe('saving never sends a registered entry again', () => {
  it('leaves out chosen experiences matching an existing one, sending only the new', () => {
    const list = experienceListToSave(
      [existingExperience()],
      [
        // Same company (legal form aside) and start as the existing one.
        { entry: imported({ organization_name: '(株)キセキ' }), positions: [5] },
        { entry: imported({ organization_name: 'Example', start_year: 2018 }), positions: [1] },
      ],
    );
    expect(list.map((item) => [item.id, item.organization_name])).toEqual([
      [7, '株式会社キセキ'],
      [undefined, 'Example'],
    ]);
  });

  it('leaves out chosen educations matching an existing one, sending only the new', () => {
    const list = educationListToSave(
      [existingEducation()],
      [importedEducation({ school_name: '東京 大学' }), importedEducation({ end_year: 2018 })],
    );
    expect(list.map((item) => [item.school_name, item.end_year])).toEqual([
      ['東京大学', 2016],
      ['東京大学', 2018],
    ]);
  });
});
