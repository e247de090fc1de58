import { describe, expect, it } from 'vitest';
import {
  EMPTY_SEARCH,
  filterCount,
  parseSearchParams,
  searchHref,
  toApiQuery,
  toSearchParams,
  withChanges,
  withoutFilters,
} from './search-state';

const parse = (query: string) => parseSearchParams(new URLSearchParams(query));

describe('the engineer search in the URL', () => {
  it('reads every condition by the API’s names, in either list form', () => {
    const state = parse(
      'keyword=%20Go%20&page=3&sort_type=updated_at_desc&score_type=17&score_min=3.5' +
        '&hirability_levels[]=WANT_TO_HEAR&hirability_levels=JOB_CHANGE&tag_ids[]=4&tag_ids[]=1' +
        '&prefecture_codes[]=27&prefecture_codes[]=13&desired_salary_max=800' +
        '&work_styles[]=attendance&work_styles[]=fullRemote&years_min=5',
    );
    expect(state).toEqual({
      keyword: 'Go',
      page: 3,
      sortType: 'updated_at_desc',
      scoreType: 17,
      scoreMin: 3.5,
      hirabilityLevels: ['JOB_CHANGE', 'WANT_TO_HEAR'],
      tagIds: [1, 4],
      prefectureCodes: [13, 27],
      desiredSalaryMax: 800,
      workStyles: ['fullRemote', 'attendance'],
      yearsMin: 5,
    });
  });

  it('drops what could never be valid, so a mistyped URL still searches', () => {
    const state = parse(
      'page=0&sort_type=best&score_type=2&score_min=9&hirability_levels[]=MAYBE' +
        '&tag_ids[]=abc&tag_ids[]=-1&prefecture_codes[]=48&desired_salary_max=99999' +
        '&work_styles[]=moon&years_min=61&tag_ids[]=3&tag_ids[]=3',
    );
    expect(state).toEqual({ ...EMPTY_SEARCH, tagIds: [3] });
  });

  it('writes one canonical URL: defaults and page 1 left out, lists ordered', () => {
    expect(searchHref(EMPTY_SEARCH)).toBe('/company/candidates');
    const state = {
      ...EMPTY_SEARCH,
      keyword: 'Go',
      tagIds: [4, 1],
      workStyles: ['attendance', 'fullRemote'] as const,
      page: 2,
    };
    expect(toSearchParams(state).toString()).toBe(
      'keyword=Go&tag_ids%5B%5D=1&tag_ids%5B%5D=4&work_styles%5B%5D=fullRemote&work_styles%5B%5D=attendance&page=2',
    );
    expect(parse(toSearchParams(state).toString())).toEqual({
      ...state,
      tagIds: [1, 4],
      workStyles: ['fullRemote', 'attendance'],
    });
  });

  it('asks the API with the page always and lists as repeated keys', () => {
    expect(toApiQuery({ ...EMPTY_SEARCH, prefectureCodes: [13, 27], yearsMin: 3 })).toEqual({
      page: '1',
      'prefecture_codes[]': ['13', '27'],
      years_min: '3',
    });
  });

  it('goes back to page 1 on any change, and clearing keeps the keyword and order', () => {
    const state = {
      ...parse('keyword=Go&page=4&sort_type=updated_at_desc&years_min=3&tag_ids[]=1'),
    };
    expect(withChanges(state, { yearsMin: 5 }).page).toBe(1);
    expect(filterCount(state)).toBe(2);
    const cleared = withoutFilters(state);
    expect(cleared).toEqual({ ...EMPTY_SEARCH, keyword: 'Go', sortType: 'updated_at_desc' });
    expect(filterCount(cleared)).toBe(0);
  });
});
