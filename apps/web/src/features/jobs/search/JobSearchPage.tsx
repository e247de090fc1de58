import * as Dialog from '@radix-ui/react-dialog';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useEffect, useId, useMemo, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { isApiError } from '../../../shared/api/errors';
import { usePageTitle } from '../../../shared/hooks/usePageTitle';
import { useViewport } from '../../../shared/hooks/useViewport';
import buttons from '../../../shared/ui/button.module.css';
import dialog from '../../../shared/ui/dialog/Dialog.module.css';
import { ErrorNote } from '../../../shared/ui/jobs/ErrorNote';
import { formatCount } from '../../../shared/ui/jobs/format';
import { JobCard } from '../../../shared/ui/jobs/JobCard';
import cards from '../../../shared/ui/jobs/JobCard.module.css';
import {
  JOB_SEARCH_KEYWORD_MAX_LENGTH,
  JOB_SEARCH_SORT_LABELS,
  JOB_SEARCH_SORT_TYPES,
} from '../../../shared/ui/jobs/labels';
import { Paging } from '../../../shared/ui/Paging/Paging';
import { searchChoicesQuery } from '../api';
import { jobsJa } from '../messages';
import type { SearchConditionChoices } from './choices';
import { FilterChips } from './FilterChips';
import styles from './JobSearchPage.module.css';
import { SearchFilters } from './SearchFilters';
import {
  EMPTY_SEARCH,
  filterCount,
  type JobSearchState,
  parseSearchParams,
  searchHref,
  toSearchParams,
  withChanges,
  withoutFilters,
} from './search-state';
import { useJobSearch } from './use-job-search';

const t = jobsJa.search;

function KeywordForm({ state, onSearch }: { state: JobSearchState; onSearch(k: string): void }) {
  const [keyword, setKeyword] = useState(state.keyword);
  const id = useId();
  const hintId = useId();
  return (
    <search className={styles.keywordBox}>
      <form
        className={styles.keywordForm}
        onSubmit={(event) => {
          event.preventDefault();
          onSearch(keyword.trim());
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
            value={keyword}
            maxLength={JOB_SEARCH_KEYWORD_MAX_LENGTH}
            placeholder={t.keywordPlaceholder}
            aria-describedby={hintId}
            autoComplete="off"
            enterKeyHint="search"
            onChange={(event) => setKeyword(event.currentTarget.value)}
          />
          <button type="submit" className={buttons.primary}>
            {t.submit}
          </button>
        </div>
        <p id={hintId} className={styles.hint}>
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
  state: JobSearchState;
  onChange(next: JobSearchState): void;
}) {
  const id = useId();
  // With a keyword the server's default is relevance (おすすめ順); without, popularity, which
  // is then also the menu's default rather than a second entry.
  const withKeyword = state.keyword !== '';
  const value = state.sortType ?? (withKeyword ? '' : 'popularity_desc');
  return (
    <div className={styles.sort}>
      <label htmlFor={id} className={styles.sortLabel}>
        {t.sort}
      </label>
      <select
        id={id}
        className={styles.select}
        value={value}
        onChange={(event) => {
          const chosen = event.currentTarget.value;
          const isDefault = chosen === '' || (!withKeyword && chosen === 'popularity_desc');
          onChange(
            withChanges(state, {
              sortType: isDefault ? null : (chosen as JobSearchState['sortType']),
            }),
          );
        }}
      >
        {withKeyword ? <option value="">{t.relevance}</option> : null}
        {JOB_SEARCH_SORT_TYPES.map((sort) => (
          <option key={sort} value={sort}>
            {JOB_SEARCH_SORT_LABELS[sort]}
          </option>
        ))}
      </select>
    </div>
  );
}

/** Phones: the filters in a full-screen dialog, changed as a draft and applied at once. */
function FilterDialog({
  state,
  choices,
  onApply,
}: {
  state: JobSearchState;
  choices: SearchConditionChoices | undefined;
  onApply(next: JobSearchState): void;
}) {
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState(state);
  const viewport = useViewport();
  const count = filterCount(state);
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (next) setDraft(state);
        setOpen(next);
      }}
    >
      <Dialog.Trigger className={`${buttons.secondary} ${buttons.small}`}>
        {t.openFilters(count)}
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className={dialog.overlay} />
        <Dialog.Content className={styles.sheet} data-viewport={viewport}>
          <div className={styles.sheetHeader}>
            <Dialog.Title className={styles.sheetTitle}>{t.filters}</Dialog.Title>
            <Dialog.Close className={styles.sheetClose} aria-label={t.close}>
              <svg viewBox="0 0 16 16" width="18" height="18" aria-hidden="true" focusable="false">
                <path d="M4 4l8 8M12 4l-8 8" className={styles.chipCross} />
              </svg>
            </Dialog.Close>
          </div>
          <Dialog.Description className="visually-hidden">{t.anyOfHint}</Dialog.Description>
          <div className={styles.sheetBody}>
            {choices ? (
              <SearchFilters state={draft} choices={choices} onChange={setDraft} />
            ) : (
              <p className={styles.hint}>{t.choicesFailed}</p>
            )}
          </div>
          <div className={styles.sheetFooter}>
            <button
              type="button"
              className={buttons.secondary}
              onClick={() => setDraft(withoutFilters(draft))}
            >
              {t.clear}
            </button>
            <button
              type="button"
              className={buttons.primary}
              onClick={() => {
                onApply(draft);
                setOpen(false);
              }}
            >
              {t.apply}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function ResultsSkeleton() {
  return (
    <div className={styles.skeletons} aria-busy="true">
      <p className="visually-hidden">{jobsJa.loading}</p>
      {[0, 1, 2].map((row) => (
        <div key={row} className={styles.skeleton} />
      ))}
    </div>
  );
}

/**
 * /jobs/search: keyword and filters, chips of what is chosen, the number of matching jobs,
 * the results (salary on every one) and page links. The whole search is the URL, so reload,
 * share, back and forward all give the same search.
 */
export function JobSearchPage() {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => parseSearchParams(params), [params]);
  usePageTitle(state.keyword ? t.titleWithKeyword(state.keyword) : t.title);
  const viewport = useViewport();
  const choices = useQuery(searchChoicesQuery);
  const { query: results, jobDescriptions, paging } = useJobSearch(state);
  const resultsHeading = useRef<HTMLHeadingElement>(null);

  const commit = (next: JobSearchState) => setParams(toSearchParams(next));

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

  const hasConditions = state.keyword !== '' || filterCount(state) > 0;

  let body: ReactNode;
  if (results.data) {
    if (jobDescriptions.length > 0) {
      body = (
        <>
          <ul className={cards.list} aria-busy={results.isPlaceholderData || undefined}>
            {jobDescriptions.map((job) => (
              <li key={job.jobDescriptionId}>
                <JobCard job={job} source="search" />
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
          <p className={styles.hint}>{t.emptyHint}</p>
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
          <Link to="/jobs/search" className={`${buttons.secondary} ${buttons.small}`}>
            {t.clearAll}
          </Link>
        ) : (
          <button
            type="button"
            className={`${buttons.secondary} ${buttons.small}`}
            onClick={() => results.refetch()}
          >
            {jobsJa.retry}
          </button>
        )}
      </ErrorNote>
    );
  } else {
    body = <ResultsSkeleton />;
  }

  const first = (paging.page - 1) * paging.perPage + 1;
  const last = first + jobDescriptions.length - 1;

  return (
    <div className={styles.page}>
      <div className={styles.titleBlock}>
        <h1 className={styles.title}>{t.title}</h1>
        <p className={styles.lead}>{t.lead}</p>
      </div>
      <KeywordForm
        key={state.keyword}
        state={state}
        onSearch={(keyword) => commit(withChanges(state, { keyword }))}
      />
      <div className={styles.layout}>
        {viewport === 'mobile' ? null : (
          <aside className={styles.sidebar} aria-labelledby="job-filters-title">
            <h2 id="job-filters-title" className={styles.sidebarTitle}>
              {t.filters}
            </h2>
            {choices.data ? (
              <SearchFilters state={state} choices={choices.data} onChange={commit} />
            ) : choices.isError ? (
              <ErrorNote>
                {t.choicesFailed}{' '}
                <button
                  type="button"
                  className={`${buttons.secondary} ${buttons.small}`}
                  onClick={() => choices.refetch()}
                >
                  {jobsJa.retry}
                </button>
              </ErrorNote>
            ) : (
              <div className={styles.filterSkeleton} aria-busy="true" />
            )}
          </aside>
        )}
        <section className={styles.results} aria-labelledby="job-results-title">
          <div className={styles.toolbar}>
            <h2
              id="job-results-title"
              ref={resultsHeading}
              tabIndex={-1}
              className={styles.countHeading}
            >
              <span className={styles.countLabel}>{t.count}</span>
              <span className={styles.count} aria-live="polite">
                {results.data ? formatCount(paging.totalCount) : '—'}
              </span>
            </h2>
            <div className={styles.toolbarActions}>
              {viewport === 'mobile' ? (
                <FilterDialog state={state} choices={choices.data} onApply={commit} />
              ) : null}
              <SortSelect state={state} onChange={commit} />
            </div>
          </div>
          {results.data && jobDescriptions.length > 0 ? (
            <p className={styles.hint}>{t.pageSummary(first, last)}</p>
          ) : null}
          <FilterChips
            state={state}
            choices={choices.data}
            onChange={commit}
            fallbackFocus={() => resultsHeading.current?.focus()}
          />
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

export { JobSearchPage as Component };
