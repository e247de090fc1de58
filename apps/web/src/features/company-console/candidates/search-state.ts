import type { CandidateSearchSortType } from '@kiseki/contract/candidate-search';
import type { HirabilityLevel } from '@kiseki/contract/career-rules';
import type { WorkStyle } from '@kiseki/contract/master/job-conditions';
import { ANNUAL_SALARY_MAX_MAN_YEN, WORK_STYLE_KEYS } from '../../../shared/ui/jobs/labels';
import {
  CANDIDATE_SCORE_TYPES,
  CANDIDATE_SEARCH_KEYWORD_MAX_LENGTH,
  CANDIDATE_SEARCH_LIST_MAX,
  CANDIDATE_SEARCH_PAGE_MAX,
  CANDIDATE_SEARCH_SORT_TYPES,
  CANDIDATE_YEARS_MAX,
  type CandidateScoreType,
  HIRABILITY_LEVELS,
} from './labels';

/**
 * The engineer search as it lives in the address bar. Parameters carry the API's own names
 * (`keyword`, `score_type`, `hirability_levels[]`, `tag_ids[]` …), so a shared or reloaded URL
 * is the search that was on screen and the request repeats the URL value for value. Defaults
 * are left out, so one search is one URL (and one cache entry).
 */

export const SEARCH_PATH = '/company/candidates';

export interface CandidateSearchState {
  keyword: string;
  page: number;
  sortType: CandidateSearchSortType;
  scoreType: CandidateScoreType;
  /** At least this score of `scoreType` (1 to 5); null for any. */
  scoreMin: number | null;
  hirabilityLevels: readonly HirabilityLevel[];
  tagIds: readonly number[];
  prefectureCodes: readonly number[];
  /** People whose desired salary (万円) is at most this. */
  desiredSalaryMax: number | null;
  workStyles: readonly WorkStyle[];
  yearsMin: number | null;
}

export const DEFAULT_SORT: CandidateSearchSortType = 'score_desc';
export const DEFAULT_SCORE_TYPE: CandidateScoreType = 1000;

export const EMPTY_SEARCH: CandidateSearchState = {
  keyword: '',
  page: 1,
  sortType: DEFAULT_SORT,
  scoreType: DEFAULT_SCORE_TYPE,
  scoreMin: null,
  hirabilityLevels: [],
  tagIds: [],
  prefectureCodes: [],
  desiredSalaryMax: null,
  workStyles: [],
  yearsMin: null,
};

function intIn(raw: string | null, min: number, max: number): number | null {
  if (raw === null || !/^[0-9]{1,6}$/.test(raw.trim())) return null;
  const value = Number(raw.trim());
  return value >= min && value <= max ? value : null;
}

function scoreIn(raw: string | null): number | null {
  if (raw === null || !/^[0-9](\.[0-9]{1,2})?$/.test(raw.trim())) return null;
  const value = Number(raw.trim());
  return value > 0 && value <= 5 ? value : null;
}

/** Values of `key[]=` (the API's form) and `key=`, those `read` accepts, each once. */
function listOf<T>(params: URLSearchParams, key: string, read: (raw: string) => T | null): T[] {
  const values: T[] = [];
  for (const raw of [...params.getAll(`${key}[]`), ...params.getAll(key)]) {
    const value = read(raw);
    if (value !== null && !values.includes(value)) values.push(value);
  }
  return values.slice(0, CANDIDATE_SEARCH_LIST_MAX);
}

const oneOf =
  <T extends string | number>(allowed: readonly T[]) =>
  (raw: string): T | null =>
    allowed.find((item) => String(item) === raw) ?? null;

/** Lists in one canonical order: the screen's order for enumerations, ascending for ids. */
const inOrder = <T>(values: readonly T[], order: readonly T[]): T[] =>
  [...values].sort((a, b) => order.indexOf(a) - order.indexOf(b));
const ascending = (values: readonly number[]): number[] => [...values].sort((a, b) => a - b);

/**
 * Reads the search from the URL. The server is the authority (an unknown tag id is its 400);
 * this only drops what could never be valid, so a mistyped URL still searches.
 */
export function parseSearchParams(params: URLSearchParams): CandidateSearchState {
  const sort = oneOf(CANDIDATE_SEARCH_SORT_TYPES)(params.get('sort_type') ?? '');
  const scoreType = oneOf<CandidateScoreType>(CANDIDATE_SCORE_TYPES)(
    params.get('score_type') ?? '',
  );
  return {
    keyword: (params.get('keyword') ?? '').trim().slice(0, CANDIDATE_SEARCH_KEYWORD_MAX_LENGTH),
    page: intIn(params.get('page'), 1, CANDIDATE_SEARCH_PAGE_MAX) ?? 1,
    sortType: sort ?? DEFAULT_SORT,
    scoreType: scoreType ?? DEFAULT_SCORE_TYPE,
    scoreMin: scoreIn(params.get('score_min')),
    hirabilityLevels: inOrder(
      listOf(params, 'hirability_levels', oneOf(HIRABILITY_LEVELS)),
      HIRABILITY_LEVELS,
    ),
    tagIds: ascending(listOf(params, 'tag_ids', (raw) => intIn(raw, 1, 999_999))),
    prefectureCodes: ascending(listOf(params, 'prefecture_codes', (raw) => intIn(raw, 1, 47))),
    desiredSalaryMax: intIn(params.get('desired_salary_max'), 1, ANNUAL_SALARY_MAX_MAN_YEN),
    workStyles: inOrder(listOf(params, 'work_styles', oneOf(WORK_STYLE_KEYS)), WORK_STYLE_KEYS),
    yearsMin: intIn(params.get('years_min'), 1, CANDIDATE_YEARS_MAX),
  };
}

/** The parameters of a search, by the API's names; what the server assumes is left out. */
function entries(state: CandidateSearchState): [string, string][] {
  const list: [string, string][] = [];
  if (state.keyword) list.push(['keyword', state.keyword]);
  if (state.scoreType !== DEFAULT_SCORE_TYPE) list.push(['score_type', String(state.scoreType)]);
  if (state.scoreMin !== null) list.push(['score_min', String(state.scoreMin)]);
  for (const level of inOrder(state.hirabilityLevels, HIRABILITY_LEVELS)) {
    list.push(['hirability_levels[]', level]);
  }
  for (const id of ascending(state.tagIds)) list.push(['tag_ids[]', String(id)]);
  for (const code of ascending(state.prefectureCodes)) {
    list.push(['prefecture_codes[]', String(code)]);
  }
  if (state.desiredSalaryMax !== null) {
    list.push(['desired_salary_max', String(state.desiredSalaryMax)]);
  }
  for (const style of inOrder(state.workStyles, WORK_STYLE_KEYS)) {
    list.push(['work_styles[]', style]);
  }
  if (state.yearsMin !== null) list.push(['years_min', String(state.yearsMin)]);
  if (state.sortType !== DEFAULT_SORT) list.push(['sort_type', state.sortType]);
  return list;
}

/** The URL's query: page 1 unwritten. */
export function toSearchParams(state: CandidateSearchState): URLSearchParams {
  const params = new URLSearchParams(entries(state));
  if (state.page > 1) params.set('page', String(state.page));
  return params;
}

export function searchHref(state: CandidateSearchState): string {
  const query = toSearchParams(state).toString();
  return query ? `${SEARCH_PATH}?${query}` : SEARCH_PATH;
}

/** The query of GET /api/company/candidates/search (repeated keys for lists). */
export function toApiQuery(state: CandidateSearchState): Record<string, string | string[]> {
  const query: Record<string, string | string[]> = { page: String(state.page) };
  for (const [key, value] of entries(state)) {
    const previous = query[key];
    if (key.endsWith('[]')) query[key] = [...(Array.isArray(previous) ? previous : []), value];
    else query[key] = value;
  }
  return query;
}

/** A changed condition starts again at page 1: page 7 of another search means nothing. */
export const withChanges = (
  state: CandidateSearchState,
  changes: Partial<Omit<CandidateSearchState, 'page'>>,
): CandidateSearchState => ({ ...state, ...changes, page: 1 });

export function toggled<T>(values: readonly T[], value: T, on: boolean): T[] {
  const rest = values.filter((item) => item !== value);
  return on ? [...rest, value] : rest;
}

/** Every condition of the filter panel dropped; the keyword and the order stay. */
export const withoutFilters = (state: CandidateSearchState): CandidateSearchState => ({
  ...EMPTY_SEARCH,
  keyword: state.keyword,
  sortType: state.sortType,
});

/** How many filters are set (the phone's toggle shows it). */
export const filterCount = (state: CandidateSearchState): number =>
  (state.scoreMin === null ? 0 : 1) +
  state.hirabilityLevels.length +
  state.tagIds.length +
  state.prefectureCodes.length +
  (state.desiredSalaryMax === null ? 0 : 1) +
  state.workStyles.length +
  (state.yearsMin === null ? 0 : 1);
