import { BLOCKED_COMPANIES_MAX, CAREER_MESSAGES } from '@kiseki/contract/career-rules';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import {
  type CompanySuggestion,
  companySuggestQuery,
  jobSettingQuery,
  OWN_SERVER_ERRORS,
  useUpdateJobSetting,
} from '../../../shared/api/career';
import buttons from '../../../shared/ui/button.module.css';
import formStyles from '../../../shared/ui/form/Form.module.css';
import { FlowLoading } from '../FlowFrame';
import { flowJa, setupJa } from '../messages';
import { SetupWizardLayout, StepActions } from '../SetupWizardLayout';
import type { SetupFlow } from '../use-setup-flow';
import styles from './steps.module.css';

const t = setupJa.block;

/** Waits this long after the last keystroke before asking the server. */
const SEARCH_DELAY_MS = 300;

function useDebounced(value: string, delay: number): string {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return debounced;
}

/** block: companies the person hides from, found by name; the whole list is saved at once. */
export function BlockStep({ flow }: { flow: SetupFlow }) {
  const query = useQuery(jobSettingQuery);
  if (query.isPending) {
    return (
      <SetupWizardLayout flow={flow} lead={t.lead}>
        <FlowLoading />
      </SetupWizardLayout>
    );
  }
  return <BlockForm flow={flow} initial={query.data?.blockedCorporations ?? []} />;
}

function BlockForm({ flow, initial }: { flow: SetupFlow; initial: readonly CompanySuggestion[] }) {
  const formId = useId();
  const searchId = useId();
  // saveAndAdvance says a failed save (flowJa.stepSaveFailed), server errors included.
  const update = useUpdateJobSetting(OWN_SERVER_ERRORS);
  const [selected, setSelected] = useState<readonly CompanySuggestion[]>(initial);
  const [text, setText] = useState('');
  const q = useDebounced(text.trim(), SEARCH_DELAY_MS);
  const suggestions = useQuery(companySuggestQuery(q));
  const selectedIds = new Set(selected.map((c) => c.id));
  const full = selected.length >= BLOCKED_COMPANIES_MAX;

  return (
    <SetupWizardLayout
      flow={flow}
      lead={t.lead}
      actions={<StepActions flow={flow} form={formId} label={flowJa.saveAndNext} skippable />}
    >
      <form
        id={formId}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          const ids = selected.map((c) => c.id);
          void flow.saveAndAdvance(() => update.mutateAsync({ blocked_corporations: ids }));
        }}
      >
        <div className={formStyles.field}>
          <label htmlFor={searchId} className={formStyles.label}>
            {t.search}
          </label>
          <input
            id={searchId}
            type="search"
            autoComplete="off"
            placeholder={t.searchPlaceholder}
            className={formStyles.input}
            value={text}
            disabled={flow.busy}
            onChange={(event) => setText(event.target.value)}
            // Enter searches; it must not submit the whole step.
            onKeyDown={(event) => {
              if (event.key === 'Enter') event.preventDefault();
            }}
          />
        </div>
      </form>
      {q ? (
        <section aria-label={t.results} aria-busy={suggestions.isFetching || undefined}>
          {suggestions.isPending ? (
            <p className={styles.muted}>{t.searching}</p>
          ) : (suggestions.data ?? []).length === 0 ? (
            <p className={styles.muted} role="status">
              {t.noResults}
            </p>
          ) : (
            <ul className={styles.searchResults}>
              {(suggestions.data ?? []).map((company) => {
                const blocked = selectedIds.has(company.id);
                return (
                  <li key={company.id} className={styles.result}>
                    <span className={styles.resultName}>{company.name}</span>
                    <button
                      type="button"
                      className={`${buttons.secondary} ${buttons.small}`}
                      disabled={blocked || full || flow.busy}
                      aria-label={blocked ? undefined : `${company.name} を${t.add}`}
                      onClick={() => setSelected((current) => [...current, company])}
                    >
                      {blocked ? t.added : t.add}
                    </button>
                  </li>
                );
              })}
            </ul>
          )}
        </section>
      ) : null}
      <section aria-labelledby={`${searchId}-selected`}>
        <h2 id={`${searchId}-selected`} className={styles.sectionTitle}>
          {t.selected}
        </h2>
        {selected.length === 0 ? (
          <p className={styles.muted}>{t.noneSelected}</p>
        ) : (
          <ul className={styles.chips}>
            {selected.map((company) => (
              <li key={company.id} className={styles.chip}>
                {company.name}
                <button
                  type="button"
                  className={styles.chipRemove}
                  aria-label={t.remove(company.name)}
                  disabled={flow.busy}
                  onClick={() =>
                    setSelected((current) => current.filter((c) => c.id !== company.id))
                  }
                >
                  <span aria-hidden="true">×</span>
                </button>
              </li>
            ))}
          </ul>
        )}
        {full ? (
          <p className={formStyles.error}>{CAREER_MESSAGES.blockedCompaniesTooMany}</p>
        ) : null}
      </section>
    </SetupWizardLayout>
  );
}
