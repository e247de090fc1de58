import { jobSearchQuerySchema } from '@kiseki/contract/jobs';
import { describe, expect, it } from 'vitest';
import { camelizeKeys } from '../../../shared/api/case';
import { choicesWire } from '../../../shared/ui/jobs/test-fixtures';
import { pageWindow } from '../../../shared/ui/Paging/Paging';
import { deriveChoices, type SearchConditionChoicesReply } from './choices';
import { chipsOf } from './FilterChips';
import {
  EMPTY_SEARCH,
  filterCount,
  parseSearchParams,
  searchHref,
  toApiQuery,
  toggleValue,
  toSearchParams,
  withChanges,
  withoutFilters,
} from './search-state';
import { initialPaging } from './use-job-search';

const parse = (query: string) => parseSearchParams(new URLSearchParams(query));

describe('search state in the URL', () => {
  it('reads every API parameter and writes them back in one canonical order', () => {
    const state = parse(
      'sort_type=annual_salary_at_desc&page=3&work_styles[]=partialRemote&work_styles[]=fullRemote' +
        '&prog_lang_ids[]=4&prog_lang_ids[]=1&positions[]=BACKEND_ENGINEER&keyword=%E3%83%90%E3%83%83%E3%82%AF' +
        '&annual_salary_min=600&preferred_condition_ids[]=11&business_types[]=1&employment_types[]=fulltime' +
        '&framework_ids[]=18&db_ids[]=30&infra_ids[]=40',
    );
    expect(state).toMatchObject({
      keyword: 'バック',
      page: 3,
      annualSalaryMin: 600,
      sortType: 'annual_salary_at_desc',
    });
    expect(state.lists.work_styles).toEqual(['fullRemote', 'partialRemote']);
    expect(state.lists.prog_lang_ids).toEqual(['1', '4']);
    expect(decodeURIComponent(toSearchParams(state).toString())).toBe(
      'keyword=バック&positions[]=BACKEND_ENGINEER&prog_lang_ids[]=1&prog_lang_ids[]=4' +
        '&framework_ids[]=18&db_ids[]=30&infra_ids[]=40&business_types[]=1' +
        '&employment_types[]=fulltime&work_styles[]=fullRemote&work_styles[]=partialRemote' +
        '&preferred_condition_ids[]=11&annual_salary_min=600&sort_type=annual_salary_at_desc&page=3',
    );
    // Written and read again, it is the same search.
    expect(parseSearchParams(toSearchParams(state))).toEqual(state);
  });

  it('accepts the bracket-less form and drops duplicates and impossible values', () => {
    const state = parse(
      'work_styles=fullRemote&work_styles[]=fullRemote&work_styles[]=onTheMoon&prog_lang_ids[]=0' +
        '&prog_lang_ids[]=abc&prog_lang_ids[]=3&business_types[]=9&positions[]=backend&page=0' +
        '&annual_salary_min=-1&sort_type=random',
    );
    expect(state.lists.work_styles).toEqual(['fullRemote']);
    expect(state.lists.prog_lang_ids).toEqual(['3']);
    expect(state.lists.business_types).toEqual([]);
    expect(state.lists.positions).toEqual([]);
    expect(state.page).toBe(1);
    expect(state.annualSalaryMin).toBeNull();
    expect(state.sortType).toBeNull();
  });

  it('bounds the page (1–500), the salary (0–5000) and the keyword (100 characters)', () => {
    expect(parse('page=500').page).toBe(500);
    expect(parse('page=501').page).toBe(1);
    expect(parse('annual_salary_min=5000').annualSalaryMin).toBe(5000);
    expect(parse('annual_salary_min=5001').annualSalaryMin).toBeNull();
    expect(parse('annual_salary_min=0').annualSalaryMin).toBeNull();
    expect(parse(`keyword=${'あ'.repeat(120)}`).keyword).toHaveLength(100);
    expect(parse('keyword=%20%20Go%20').keyword).toBe('Go');
  });

  it('leaves defaults out of the URL', () => {
    expect(toSearchParams(EMPTY_SEARCH).toString()).toBe('');
    expect(searchHref(EMPTY_SEARCH)).toBe('/jobs/search');
    expect(searchHref({ ...EMPTY_SEARCH, page: 2 })).toBe('/jobs/search?page=2');
  });

  it('sends what the URL holds, in the shape the server schema accepts', () => {
    const state = parse(
      'keyword=Go&work_styles[]=fullRemote&prog_lang_ids[]=4&infra_ids[]=40&page=2&annual_salary_min=600',
    );
    const query = toApiQuery(state);
    expect(query).toEqual({
      keyword: 'Go',
      page: '2',
      'work_styles[]': ['fullRemote'],
      'prog_lang_ids[]': ['4'],
      'infra_ids[]': ['40'],
      annual_salary_min: '600',
    });
    const parsed = jobSearchQuerySchema.parse(query);
    expect(parsed).toMatchObject({ page: 2, 'prog_lang_ids[]': [4], annual_salary_min: 600 });
  });

  it('starts again at page 1 when a condition changes', () => {
    const state = parse('page=4&work_styles[]=fullRemote');
    const added = toggleValue(state, 'prog_lang_ids', '4', true);
    expect(added.page).toBe(1);
    expect(added.lists.prog_lang_ids).toEqual(['4']);
    const removed = toggleValue(added, 'work_styles', 'fullRemote', false);
    expect(removed.lists.work_styles).toEqual([]);
    expect(withChanges(state, { sortType: 'updated_at_desc' }).page).toBe(1);
    expect(
      filterCount(parse('work_styles[]=fullRemote&prog_lang_ids[]=4&annual_salary_min=500')),
    ).toBe(3);
    const cleared = withoutFilters(
      parse('keyword=Go&work_styles[]=fullRemote&sort_type=updated_at_desc'),
    );
    expect(cleared).toMatchObject({ keyword: 'Go', sortType: 'updated_at_desc' });
    expect(filterCount(cleared)).toBe(0);
  });
});

describe('chips', () => {
  const choices = deriveChoices(camelizeKeys(choicesWire) as SearchConditionChoicesReply);

  it('names every chosen condition and removes just that one', () => {
    const state = parse(
      'keyword=Go&annual_salary_min=600&positions[]=BACKEND_ENGINEER&prog_lang_ids[]=4' +
        '&infra_ids[]=40&business_types[]=3&employment_types[]=freelance&work_styles[]=fullRemote' +
        '&preferred_condition_ids[]=11',
    );
    const chips = chipsOf(state, choices);
    expect(chips.map((chip) => chip.label)).toEqual([
      'キーワード：Go',
      '年収 600万円以上',
      'バックエンドエンジニア',
      'Go',
      'AWS',
      'SES',
      '業務委託',
      'フルリモート',
      'フレックス',
    ]);
    const withoutAws = chips.find((chip) => chip.label === 'AWS')?.without;
    expect(withoutAws?.lists.infra_ids).toEqual([]);
    expect(withoutAws?.lists.prog_lang_ids).toEqual(['4']);
    expect(chips[0]?.without.keyword).toBe('');
  });
});

describe('choices', () => {
  it('derives tagIds, tagsById, tagsByName, positionNameKeys and positionNamesByKey', () => {
    const choices = deriveChoices(camelizeKeys(choicesWire) as SearchConditionChoicesReply);
    expect(choices.tagIds).toEqual(choicesWire.tags.map((tag) => tag.id));
    expect(choices.tagsById.get(40)?.name).toBe('AWS');
    expect(choices.tagsByName.get('Go')?.id).toBe(4);
    expect(choices.positionNameKeys[0]).toBe('FRONTEND_ENGINEER');
    expect(choices.positionNamesByKey.get('BACKEND_ENGINEER')).toBe('バックエンドエンジニア');
    expect(choices.tagsByGroup.database.map((tag) => tag.name)).toContain('PostgreSQL');
    expect(choices.tagsByGroup.language.every((tag) => tag.group === 'language')).toBe(true);
  });
});

describe('paging', () => {
  it('holds the default maxPage of 2 before the first answer (spec section 9)', () => {
    expect(initialPaging(1)).toEqual({ totalCount: 0, maxPage: 2, page: 1, perPage: 20 });
  });

  it.each([
    [1, 1, [1]],
    [1, 5, [1, 2, 3, 4, 5]],
    [1, 10, [1, 2, 3, 'gap', 10]],
    [6, 12, [1, 'gap', 4, 5, 6, 7, 8, 'gap', 12]],
    [4, 10, [1, 2, 3, 4, 5, 6, 'gap', 10]],
    [10, 10, [1, 'gap', 8, 9, 10]],
  ] as const)('page %i of %i shows %j', (page, maxPage, expected) => {
    expect(pageWindow(page, maxPage)).toEqual(expected);
  });

  it('shows nothing when there is no page', () => {
    expect(pageWindow(1, 0)).toEqual([]);
  });
});
