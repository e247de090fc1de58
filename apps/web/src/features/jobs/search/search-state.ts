import type { JobSearchSortType } from '@kiseki/contract/jobs';
import {
  ANNUAL_SALARY_MAX_MAN_YEN,
  BUSINESS_TYPE_IDS,
  EMPLOYMENT_TYPE_KEYS,
  JOB_SEARCH_KEYWORD_MAX_LENGTH,
  JOB_SEARCH_PAGE_MAX,
  JOB_SEARCH_SORT_TYPES,
  WORK_STYLE_KEYS,
} from '../../../shared/ui/jobs/labels';

/**
 * The job search as it lives in the address bar. The parameters are the API's own names
 * (`keyword`, `positions[]`, `prog_lang_ids[]`, ..., `annual_salary_min`, `sort_type`,
 * `page`), so a shared or reloaded URL is exactly the search that was on screen, and the
 * query sent to the server is the URL's, value for value.
 */

/** The filters that take several values, in the order the screen lists them. */
export const LIST_PARAMS = [
  'positions',
  'prog_lang_ids',
  'framework_ids',
  'db_ids',
  'infra_ids',
  'business_types',
  'employment_types',
  'work_styles',
  'preferred_condition_ids',
] as const;
export type ListParam = (typeof LIST_PARAMS)[number];

export interface JobSearchState {
  keyword: string;
  page: number;
  /** Values as the URL writes them, deduplicated and in a canonical order. */
  lists: Readonly<Record<ListParam, readonly string[]>>;
  annualSalaryMin: number | null;
  sortType: JobSearchSortType | null;
}

const ID = /^[1-9][0-9]{0,5}$/;
const POSITION_KEY = /^[A-Z][A-Z_]{0,59}$/;
const oneOf =
  (allowed: readonly (string | number)[]) =>
  (value: string): boolean =>
    allowed.map(String).includes(value);

/**
 * What each list may hold. The server is the authority (a tag of the wrong group is its 400);
 * this only drops what could never be valid, so a mistyped URL still searches.
 */
const VALID: Record<ListParam, (value: string) => boolean> = {
  positions: (value) => POSITION_KEY.test(value),
  prog_lang_ids: (value) => ID.test(value),
  framework_ids: (value) => ID.test(value),
  db_ids: (value) => ID.test(value),
  infra_ids: (value) => ID.test(value),
  business_types: oneOf(BUSINESS_TYPE_IDS),
  employment_types: oneOf(EMPLOYMENT_TYPE_KEYS),
  work_styles: oneOf(WORK_STYLE_KEYS),
  preferred_condition_ids: (value) => ID.test(value),
};

/** The server's bound on one parameter's values. */
const LIST_MAX = 50;

const ORDERS: Partial<Record<ListParam, readonly string[]>> = {
  employment_types: EMPLOYMENT_TYPE_KEYS,
  work_styles: WORK_STYLE_KEYS,
};

/** One canonical order, so the same search is one URL and one cache entry. */
function canonical(param: ListParam, values: Iterable<string>): string[] {
  const unique = [...new Set(values)].filter(VALID[param]).slice(0, LIST_MAX);
  const order = ORDERS[param];
  if (order) return unique.sort((a, b) => order.indexOf(a) - order.indexOf(b));
  if (param === 'positions') return unique.sort();
  return unique.sort((a, b) => Number(a) - Number(b));
}

const emptyLists = (): Record<ListParam, string[]> =>
  Object.fromEntries(LIST_PARAMS.map((param) => [param, []])) as unknown as Record<
    ListParam,
    string[]
  >;

export const EMPTY_SEARCH: JobSearchState = {
  keyword: '',
  page: 1,
  lists: emptyLists(),
  annualSalaryMin: null,
  sortType: null,
};

function intIn(raw: string | null, min: number, max: number): number | null {
  if (raw === null || !/^[0-9]{1,6}$/.test(raw.trim())) return null;
  const value = Number(raw.trim());
  return value >= min && value <= max ? value : null;
}

/** Reads the search from the URL; each list accepts `key[]=` (the API's form) and `key=`. */
export function parseSearchParams(params: URLSearchParams): JobSearchState {
  const lists = emptyLists();
  for (const param of LIST_PARAMS) {
    lists[param] = canonical(param, [...params.getAll(`${param}[]`), ...params.getAll(param)]);
  }
  const sort = params.get('sort_type');
  const salary = intIn(params.get('annual_salary_min'), 0, ANNUAL_SALARY_MAX_MAN_YEN);
  return {
    keyword: (params.get('keyword') ?? '').trim().slice(0, JOB_SEARCH_KEYWORD_MAX_LENGTH),
    page: intIn(params.get('page'), 1, JOB_SEARCH_PAGE_MAX) ?? 1,
    lists,
    annualSalaryMin: salary === 0 ? null : salary,
    sortType: sort && oneOf(JOB_SEARCH_SORT_TYPES)(sort) ? (sort as JobSearchSortType) : null,
  };
}

/** The URL of a search: the API's parameter names, defaults left out, page 1 unwritten. */
export function toSearchParams(state: JobSearchState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.keyword) params.set('keyword', state.keyword);
  for (const param of LIST_PARAMS) {
    for (const value of state.lists[param]) params.append(`${param}[]`, value);
  }
  if (state.annualSalaryMin !== null) {
    params.set('annual_salary_min', String(state.annualSalaryMin));
  }
  if (state.sortType) params.set('sort_type', state.sortType);
  if (state.page > 1) params.set('page', String(state.page));
  return params;
}

export const searchHref = (state: JobSearchState): string => {
  const query = toSearchParams(state).toString();
  return query ? `/jobs/search?${query}` : '/jobs/search';
};

/** The query of GET /api/job_descriptions/search (arrays repeat `key[]=`). */
export function toApiQuery(state: JobSearchState): Record<string, string | readonly string[]> {
  const query: Record<string, string | readonly string[]> = { page: String(state.page) };
  if (state.keyword) query.keyword = state.keyword;
  for (const param of LIST_PARAMS) {
    if (state.lists[param].length > 0) query[`${param}[]`] = state.lists[param];
  }
  if (state.annualSalaryMin !== null) query.annual_salary_min = String(state.annualSalaryMin);
  if (state.sortType) query.sort_type = state.sortType;
  return query;
}

/** A changed condition starts again at page 1: page 7 of another search means nothing. */
export function withList(
  state: JobSearchState,
  param: ListParam,
  values: Iterable<string>,
): JobSearchState {
  return {
    ...state,
    page: 1,
    lists: { ...state.lists, [param]: canonical(param, values) },
  };
}

export function toggleValue(
  state: JobSearchState,
  param: ListParam,
  value: string,
  on: boolean,
): JobSearchState {
  const current = state.lists[param].filter((item) => item !== value);
  return withList(state, param, on ? [...current, value] : current);
}

export const withChanges = (
  state: JobSearchState,
  changes: Partial<Omit<JobSearchState, 'lists' | 'page'>>,
): JobSearchState => ({ ...state, ...changes, page: 1 });

/** Every condition dropped; the keyword and the order stay (they are not filters). */
export const withoutFilters = (state: JobSearchState): JobSearchState => ({
  ...state,
  page: 1,
  lists: emptyLists(),
  annualSalaryMin: null,
});

/** How many filter values are chosen (the mobile button's count). */
export const filterCount = (state: JobSearchState): number =>
  LIST_PARAMS.reduce((sum, param) => sum + state.lists[param].length, 0) +
  (state.annualSalaryMin === null ? 0 : 1);
