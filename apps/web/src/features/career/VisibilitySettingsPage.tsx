import { BLOCKED_COMPANIES_MAX } from '@kiseki/contract/career-rules';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useEffect, useId, useState } from 'react';
import {
  type CompanySuggestion,
  companySuggestQuery,
  jobSettingQuery,
  OWN_SERVER_ERRORS,
  profileQuery,
  useUpdateJobSetting,
  useUpdateProfile,
} from '../../shared/api/career';
import { usePageTitle } from '../../shared/hooks/usePageTitle';
import buttons from '../../shared/ui/button.module.css';
import formStyles from '../../shared/ui/form/Form.module.css';
import { FormAlert } from '../../shared/ui/form/FormAlert';
import { isServerOrNetworkFailure, ownErrorMessage } from '../../shared/ui/form/server-errors';
import { notify } from '../../shared/ui/notifications/store';
import { visibilityJa as t } from './messages';
import styles from './VisibilitySettingsPage.module.css';

function Card({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section className={styles.card} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.cardTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}

function LoadFailed({ onRetry }: { onRetry(): void }) {
  return (
    <FormAlert>
      {t.loadFailed}{' '}
      <button type="button" className={`${buttons.secondary} ${buttons.small}`} onClick={onRetry}>
        {t.retry}
      </button>
    </FormAlert>
  );
}

const Skeleton = () => <div className={styles.skeleton} aria-hidden="true" />;

/** Says a failed save in the words the screen uses (server failures: the shell says it). */
const reportFailure = (error: unknown) => {
  if (ownErrorMessage(error) !== undefined) notify(t.failed, 'error');
};

/** The birthdate's public/private switch (PUBLIC by default), saved as soon as it flips. */
function BirthdateCard() {
  const profile = useQuery(profileQuery);
  // A failed save says b.failed itself, server errors included (spec section 8).
  const update = useUpdateProfile(OWN_SERVER_ERRORS);
  const switchId = useId();
  const b = t.birthdate;
  const reportBirthdateFailure = (error: unknown) => {
    if (ownErrorMessage(error) !== undefined || isServerOrNetworkFailure(error)) {
      notify(b.failed, 'error');
    }
  };

  let body: ReactNode;
  if (profile.data) {
    const isPublic = update.isPending
      ? (update.variables.is_birthdate_public ?? profile.data.isBirthdatePublic)
      : profile.data.isBirthdatePublic;
    body = (
      <>
        <dl className={styles.current}>
          <dt>{b.current}</dt>
          <dd>{profile.data.birthdate ? b.value(profile.data.birthdate) : b.notSet}</dd>
        </dl>
        {profile.data.birthdate ? null : <p className={styles.muted}>{b.notSetNote}</p>}
        <div className={styles.switchRow}>
          <label htmlFor={switchId} className={styles.switchLabel}>
            {b.label}
          </label>
          <span className={styles.switchState} aria-hidden="true">
            {isPublic ? b.public : b.private}
          </span>
          <input
            id={switchId}
            type="checkbox"
            role="switch"
            className={styles.switch}
            checked={isPublic}
            aria-checked={isPublic}
            disabled={update.isPending}
            onChange={(event) =>
              update.mutate(
                { is_birthdate_public: event.target.checked },
                { onSuccess: () => notify(t.saved), onError: reportBirthdateFailure },
              )
            }
          />
        </div>
      </>
    );
  } else if (profile.isError) {
    body = <LoadFailed onRetry={() => void profile.refetch()} />;
  } else {
    body = <Skeleton />;
  }

  return (
    <Card title={b.title}>
      <p className={styles.muted}>{b.lead}</p>
      {body}
    </Card>
  );
}

/** Waits `ms` after the last change before answering the new value. */
function useDebounced<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/** Companies hidden from: the list, removal, and a search to add more. Each change saves. */
function BlockedCompaniesCard() {
  const setting = useQuery(jobSettingQuery);
  const update = useUpdateJobSetting();
  const k = t.blocked;
  const searchId = useId();
  const resultsId = useId();
  const [q, setQ] = useState('');
  const query = useDebounced(q.trim(), 300);
  const suggestions = useQuery(companySuggestQuery(query));
  const blocked = setting.data?.blockedCorporations ?? [];
  const blockedIds = new Set(blocked.map((c) => c.id));
  const full = blocked.length >= BLOCKED_COMPANIES_MAX;

  const saveList = (list: CompanySuggestion[], message: string) =>
    update.mutate(
      { blocked_corporations: list.map((c) => c.id) },
      { onSuccess: () => notify(message), onError: reportFailure },
    );

  if (setting.isError) {
    return (
      <Card title={k.title}>
        <LoadFailed onRetry={() => void setting.refetch()} />
      </Card>
    );
  }
  if (!setting.data) {
    return (
      <Card title={k.title}>
        <Skeleton />
      </Card>
    );
  }

  const searching = q.trim() !== '' && (q.trim() !== query || suggestions.isFetching);
  const results = query !== '' ? (suggestions.data ?? []) : [];

  return (
    <Card title={k.title}>
      <p className={styles.muted}>{k.lead}</p>
      <div className={styles.listHeader}>
        <h3 className={styles.subTitle}>{k.listLabel}</h3>
        <span className={styles.count}>{k.count(blocked.length, BLOCKED_COMPANIES_MAX)}</span>
      </div>
      {blocked.length === 0 ? (
        <p className={styles.muted}>{k.empty}</p>
      ) : (
        <ul className={styles.companies} aria-label={k.listLabel}>
          {blocked.map((company) => (
            <li key={company.id} className={styles.company}>
              <span className={styles.companyName}>{company.name}</span>
              <button
                type="button"
                className={`${buttons.dangerOutline} ${buttons.small}`}
                aria-label={k.unblockLabel(company.name)}
                disabled={update.isPending}
                onClick={() =>
                  saveList(
                    blocked.filter((c) => c.id !== company.id),
                    k.unblocked(company.name),
                  )
                }
              >
                {k.unblock}
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className={formStyles.field}>
        <label htmlFor={searchId} className={formStyles.label}>
          {k.searchLabel}
        </label>
        <input
          id={searchId}
          type="search"
          className={formStyles.input}
          placeholder={k.searchPlaceholder}
          autoComplete="off"
          aria-controls={resultsId}
          value={q}
          onChange={(event) => setQ(event.target.value)}
        />
      </div>
      {full ? <p className={styles.warning}>{k.full(BLOCKED_COMPANIES_MAX)}</p> : null}
      <div id={resultsId} aria-live="polite" className={styles.results}>
        {searching ? <p className={styles.muted}>{k.searching}</p> : null}
        {!searching && query !== '' && suggestions.isSuccess && results.length === 0 ? (
          <p className={styles.muted}>{k.noResults}</p>
        ) : null}
        {!searching && results.length > 0 ? (
          <ul className={styles.companies} aria-label={k.results}>
            {results.map((company) => {
              const already = blockedIds.has(company.id);
              return (
                <li key={company.id} className={styles.company}>
                  <span className={styles.companyName}>{company.name}</span>
                  {already ? (
                    <span className={styles.blockedMark}>{k.alreadyBlocked}</span>
                  ) : (
                    <button
                      type="button"
                      className={`${buttons.secondary} ${buttons.small}`}
                      aria-label={k.blockLabel(company.name)}
                      disabled={full || update.isPending}
                      onClick={() => saveList([...blocked, company], k.blocked(company.name))}
                    >
                      {k.block}
                    </button>
                  )}
                </li>
              );
            })}
          </ul>
        ) : null}
      </div>
    </Card>
  );
}

/** /config/visibility: who sees the birthdate, and which companies do not see the person. */
export function VisibilitySettingsPage() {
  usePageTitle(t.title);
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t.title}</h1>
      <BirthdateCard />
      <BlockedCompaniesCard />
    </div>
  );
}

export { VisibilitySettingsPage as Component };
