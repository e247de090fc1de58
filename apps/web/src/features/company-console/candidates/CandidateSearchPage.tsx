import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useEffect, useId, useMemo, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { isApiError } from '../../../shared/api/errors';
import { usePageTitle } from '../../../shared/hooks/usePageTitle';
import { useViewport } from '../../../shared/hooks/useViewport';
import buttons from '../../../shared/ui/button.module.css';
import { ErrorNote } from '../../../shared/ui/jobs/ErrorNote';
import { Paging } from '../../../shared/ui/Paging/Paging';
import { candidateSearchQuery } from './api';
import { CandidateCard } from './CandidateCard';
import { CandidateFilters } from './CandidateFilters';
import styles from './CandidateSearchPage.module.css';
import {
  CANDIDATE_SEARCH_KEYWORD_MAX_LENGTH,
  CANDIDATE_SEARCH_PER_PAGE,
  CANDIDATE_SEARCH_SORT_LABELS,
  CANDIDATE_SEARCH_SORT_TYPES,
} from './labels';
import { candidatesJa } from './messages';
import {
  type CandidateSearchState,
  EMPTY_SEARCH,
  filterCount,
  parseSearchParams,
  SEARCH_PATH,
  searchHref,
  toSearchParams,
  withChanges,
} from './search-state';

const t = candidatesJa.search;

function KeywordForm({ keyword, onSearch }: { keyword: string; onSearch(k: string): void }) {
  const [value, setValue] = useState(keyword);
  const id = useId();
  return (
    <search className={styles.keywordBox}>
      <form
        className={styles.keywordForm}
        onSubmit={(event) => {
          event.preventDefault();
          onSearch(value.trim());
        }}
      >
        <label htmlFor={id} className={styles.keywordLabel}>
          {t.keyword}
        </label>
        <div className={styles.keywordRow}>
          <input
            id={id}
            type="search"
            className={styles.keywordInput}
            value={value}
            maxLength={CANDIDATE_SEARCH_KEYWORD_MAX_LENGTH}
            placeholder={t.keywordPlaceholder}
            aria-describedby={`${id}-hint`}
            autoComplete="off"
            enterKeyHint="search"
            onChange={(event) => setValue(event.currentTarget.value)}
          />
          <button type="submit" className={buttons.primary}>
            {t.submit}
          </button>
        </div>
        <p id={`${id}-hint`} className={styles.hint}>
          {t.keywordHint}
        </p>
      </form>
    </search>
  );
}

function SortSelect({
  state,
  onChange,
}: {
  state: CandidateSearchState;
  onChange(next: CandidateSearchState): void;
}) {
  const id = useId();
  return (
    <div className={styles.sort}>
      <label htmlFor={id} className={styles.sortLabel}>
        {t.sort}
      </label>
      <select
        id={id}
        className={styles.select}
        value={state.sortType}
        onChange={(event) =>
          onChange(
            withChanges(state, {
              sortType: event.currentTarget.value as CandidateSearchState['sortType'],
            }),
          )
        }
      >
        {CANDIDATE_SEARCH_SORT_TYPES.map((sort) => (
          <option key={sort} value={sort}>
            {CANDIDATE_SEARCH_SORT_LABELS[sort]}
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * The filter panel: beside the results on wide screens; on phones folded under a toggle
 * above them, so the results are what a phone shows first.
 */
function FilterPanel({
  state,
  onChange,
  mobile,
}: {
  state: CandidateSearchState;
  onChange(next: CandidateSearchState): void;
  mobile: boolean;
}) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const titleId = useId();
  if (!mobile) {
    return (
      <aside className={styles.sidebar} aria-labelledby={titleId}>
        <h2 id={titleId} className={styles.sidebarTitle}>
          {t.filters}
        </h2>
        <CandidateFilters state={state} onChange={onChange} />
      </aside>
    );
  }
  return (
    <div className={styles.mobileFilters}>
      <button
        type="button"
        className={`${buttons.secondary} ${buttons.small} ${styles.filterToggle}`}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        {t.openFilters(filterCount(state))}
      </button>
      <section id={panelId} className={styles.sidebar} aria-labelledby={titleId} hidden={!open}>
        <h2 id={titleId} className={styles.sidebarTitle}>
          {t.filters}
        </h2>
        <CandidateFilters state={state} onChange={onChange} />
      </section>
    </div>
  );
}

function ResultsSkeleton() {
  return (
    <div className={styles.skeletons} aria-busy="true">
      <p className="visually-hidden">{t.loading}</p>
      {[0, 1, 2].map((row) => (
        <div key={row} className={styles.skeleton} />
      ))}
    </div>
  );
}

/**
 * /company/candidates: keyword, filters, the number of matching engineers, their cards in
 * the chosen order and page links. The whole search lives in the URL, so reload, share, back
 * and forward all give the same search.
 */
export function CandidateSearchPage() {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => parseSearchParams(params), [params]);
  usePageTitle(state.keyword ? t.titleWithKeyword(state.keyword) : t.title);
  const viewport = useViewport();
  const results = useQuery(candidateSearchQuery(state));
  const resultsHeading = useRef<HTMLHeadingElement>(null);
  // One clock for every card's 「更新：…」 label, read when an answer arrives.
  const nowSeconds = useMemo(
    () => Math.floor((results.dataUpdatedAt || Date.now()) / 1000),
    [results.dataUpdatedAt],
  );

  const commit = (next: CandidateSearchState) => setParams(toSearchParams(next));

  // Another page of the same search starts at its top, for eyes and for screen readers. A
  // changed condition also goes back to page 1, but focus then stays where the person is.
  const conditions = toSearchParams({ ...state, page: 1 }).toString();
  const shown = useRef({ page: state.page, conditions });
  useEffect(() => {
    const before = shown.current;
    shown.current = { page: state.page, conditions };
    if (before.page === state.page || before.conditions !== conditions) return;
    resultsHeading.current?.focus({ preventScroll: true });
    resultsHeading.current?.scrollIntoView?.({ block: 'start' });
  }, [state.page, conditions]);

  const candidates = results.data?.candidates ?? [];
  const paging = results.data?.paging;
  const here = searchHref(state);
  const hasConditions = state.keyword !== '' || filterCount(state) > 0;

  let body: ReactNode;
  if (results.data && paging) {
    if (candidates.length > 0) {
      body = (
        <>
          <ul className={styles.list} aria-busy={results.isPlaceholderData || undefined}>
            {candidates.map((candidate) => (
              <li key={candidate.userId}>
                <CandidateCard
                  candidate={candidate}
                  scoreType={state.scoreType}
                  nowSeconds={nowSeconds}
                  fromSearch={here}
                />
              </li>
            ))}
          </ul>
          <Paging
            page={paging.page}
            maxPage={paging.maxPage}
            compact={viewport === 'mobile'}
            hrefFor={(page) => searchHref({ ...state, page })}
          />
        </>
      );
    } else if (paging.totalCount > 0) {
      body = (
        <div className={styles.empty} role="status">
          <p className={styles.emptyTitle}>{t.pastEnd}</p>
          <Link to={searchHref({ ...state, page: 1 })} className={buttons.secondary}>
            {t.firstPage}
          </Link>
        </div>
      );
    } else {
      body = (
        <div className={styles.empty} role="status">
          <p className={styles.emptyTitle}>{t.empty}</p>
          <ul className={styles.emptyHints}>
            {t.emptyHints.map((hint) => (
              <li key={hint}>{hint}</li>
            ))}
          </ul>
          {hasConditions ? (
            <button
              type="button"
              className={buttons.secondary}
              onClick={() => commit({ ...EMPTY_SEARCH, sortType: state.sortType })}
            >
              {t.clearAll}
            </button>
          ) : null}
        </div>
      );
    }
  } else if (results.isError) {
    const badQuery = isApiError(results.error) && results.error.status === 400;
    body = (
      <ErrorNote>
        {badQuery ? t.badQuery : t.loadFailed}{' '}
        {badQuery ? (
          <Link to={SEARCH_PATH} className={`${buttons.secondary} ${buttons.small}`}>
            {t.clearAll}
          </Link>
        ) : (
          <button
            type="button"
            className={`${buttons.secondary} ${buttons.small}`}
            onClick={() => results.refetch()}
          >
            {candidatesJa.retry}
          </button>
        )}
      </ErrorNote>
    );
  } else {
    body = <ResultsSkeleton />;
  }

  const first = paging ? (paging.page - 1) * (paging.perPage || CANDIDATE_SEARCH_PER_PAGE) + 1 : 0;
  const last = first + candidates.length - 1;

  return (
    <div className={styles.page}>
      <div className={styles.titleBlock}>
        <h1 className={styles.title}>{t.title}</h1>
        <p className={styles.lead}>{t.lead}</p>
      </div>
      <KeywordForm
        key={state.keyword}
        keyword={state.keyword}
        onSearch={(keyword) => commit(withChanges(state, { keyword }))}
      />
      <div className={styles.layout}>
        <FilterPanel state={state} onChange={commit} mobile={viewport === 'mobile'} />
        <section className={styles.results} aria-labelledby="candidate-results-title">
          <div className={styles.toolbar}>
            <h2
              id="candidate-results-title"
              ref={resultsHeading}
              tabIndex={-1}
              className={styles.countHeading}
            >
              <span className={styles.countLabel}>{t.results}</span>
              <span className={styles.count} aria-live="polite">
                {paging ? t.count(paging.totalCount) : '—'}
              </span>
            </h2>
            <SortSelect state={state} onChange={commit} />
          </div>
          {candidates.length > 0 ? (
            <p className={styles.hint}>{t.pageSummary(first, last)}</p>
          ) : null}
          {results.isPlaceholderData ? (
            <p className="visually-hidden" role="status">
              {t.updating}
            </p>
          ) : null}
          {body}
        </section>
      </div>
    </div>
  );
}

export { CandidateSearchPage as Component };
