import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useId, useState } from 'react';
import buttons from '../../../shared/ui/button.module.css';
import {
  PREFECTURE_NAMES,
  TECH_TAG_GROUP_LABELS,
  TECH_TAG_GROUPS,
  WORK_STYLE_KEYS,
  WORK_STYLE_LABELS,
} from '../../../shared/ui/jobs/labels';
import styles from './CandidateSearchPage.module.css';
import { scoreLabel } from './format';
import { CANDIDATE_SCORE_TYPES, HIRABILITY_LEVEL_LABELS, HIRABILITY_LEVELS } from './labels';
import { candidatesJa } from './messages';
import {
  type CandidateSearchState,
  filterCount,
  toggled,
  withChanges,
  withoutFilters,
} from './search-state';
import { techTagsQuery } from './tech-tags';

const t = candidatesJa.search;

const SCORE_STEPS = [1, 2, 3, 3.5, 4, 4.5] as const;
const SALARY_STEPS = [400, 500, 600, 700, 800, 900, 1000, 1200, 1500] as const;
const YEARS_STEPS = [1, 2, 3, 5, 7, 10, 15] as const;

interface FilterProps {
  state: CandidateSearchState;
  onChange(next: CandidateSearchState): void;
}

/** A menu of "any" and steps; a value from a shared URL that is not a step is still shown. */
function StepSelect({
  label,
  hint,
  value,
  steps,
  anyLabel,
  stepLabel,
  onChange,
}: {
  label: string;
  hint?: string;
  value: number | null;
  steps: readonly number[];
  anyLabel: string;
  stepLabel(step: number): string;
  onChange(value: number | null): void;
}) {
  const id = useId();
  const shown =
    value === null || steps.includes(value) ? steps : [...steps, value].sort((a, b) => a - b);
  return (
    <div className={styles.filterGroup}>
      <label htmlFor={id} className={styles.filterLabel}>
        {label}
      </label>
      <select
        id={id}
        className={styles.select}
        value={value === null ? '' : String(value)}
        aria-describedby={hint ? `${id}-hint` : undefined}
        onChange={(event) => {
          const chosen = event.currentTarget.value;
          onChange(chosen === '' ? null : Number(chosen));
        }}
      >
        <option value="">{anyLabel}</option>
        {shown.map((step) => (
          <option key={step} value={String(step)}>
            {stepLabel(step)}
          </option>
        ))}
      </select>
      {hint ? (
        <p id={`${id}-hint`} className={styles.filterHint}>
          {hint}
        </p>
      ) : null}
    </div>
  );
}

/**
 * One filter of several values: a disclosure (47 prefectures would push the rest off the
 * screen) holding a fieldset of checkboxes. It starts open when something in it is chosen or
 * it is short.
 */
function CheckboxGroup<T extends string | number>({
  label,
  hint,
  options,
  chosen,
  initiallyOpen,
  onChange,
  children,
}: {
  label: string;
  hint: string;
  options: readonly { value: T; label: string }[];
  chosen: readonly T[];
  initiallyOpen: boolean;
  onChange(next: T[]): void;
  children?: ReactNode;
}) {
  const [open, setOpen] = useState(initiallyOpen || chosen.length > 0);
  const hintId = useId();
  return (
    <details
      className={styles.filterGroup}
      open={open}
      onToggle={(event) => setOpen(event.currentTarget.open)}
    >
      <summary className={styles.filterSummary}>
        <span>{label}</span>
        {chosen.length > 0 ? (
          <span className={styles.filterCount}>{t.selectedCount(chosen.length)}</span>
        ) : null}
      </summary>
      <fieldset className={styles.fieldset} aria-describedby={hintId}>
        <legend className="visually-hidden">{label}</legend>
        <p id={hintId} className={styles.filterHint}>
          {hint}
        </p>
        {children}
        <div className={styles.options}>
          {options.map((option) => (
            <label key={option.value} className={styles.option}>
              <input
                type="checkbox"
                className={styles.checkbox}
                checked={chosen.includes(option.value)}
                onChange={(event) =>
                  onChange(toggled(chosen, option.value, event.currentTarget.checked))
                }
              />
              <span>{option.label}</span>
            </label>
          ))}
        </div>
      </fieldset>
    </details>
  );
}

/** The tag filter: the master's tags by group, loaded when the panel first shows. */
function TagFilter({ state, onChange }: FilterProps) {
  const tags = useQuery(techTagsQuery);
  const [open, setOpen] = useState(state.tagIds.length > 0);
  const hintId = useId();
  const set = (tagIds: number[]) => onChange(withChanges(state, { tagIds }));
  let body: ReactNode;
  if (tags.data) {
    const groups = tags.data;
    body = TECH_TAG_GROUPS.map((group) => (
      <fieldset key={group} className={styles.subFieldset}>
        <legend className={styles.subLegend}>{TECH_TAG_GROUP_LABELS[group]}</legend>
        <div className={styles.options}>
          {groups[group].map((tag) => (
            <label key={tag.id} className={styles.option}>
              <input
                type="checkbox"
                className={styles.checkbox}
                checked={state.tagIds.includes(tag.id)}
                onChange={(event) =>
                  set(toggled(state.tagIds, tag.id, event.currentTarget.checked))
                }
              />
              <span>{tag.name}</span>
            </label>
          ))}
        </div>
      </fieldset>
    ));
  } else if (tags.isError) {
    body = (
      <p className={styles.filterHint} role="alert">
        {t.tagsFailed}{' '}
        <button
          type="button"
          className={`${buttons.secondary} ${buttons.small}`}
          onClick={() => tags.refetch()}
        >
          {candidatesJa.retry}
        </button>
      </p>
    );
  } else {
    body = (
      <p className={styles.filterHint} aria-busy="true">
        {t.tagsLoading}
      </p>
    );
  }
  return (
    <details
      className={styles.filterGroup}
      open={open}
      onToggle={(event) => setOpen(event.currentTarget.open)}
    >
      <summary className={styles.filterSummary}>
        <span>{t.tags}</span>
        {state.tagIds.length > 0 ? (
          <span className={styles.filterCount}>{t.selectedCount(state.tagIds.length)}</span>
        ) : null}
      </summary>
      <fieldset className={styles.fieldset} aria-describedby={hintId}>
        <legend className="visually-hidden">{t.tags}</legend>
        <p id={hintId} className={styles.filterHint}>
          {t.tagsHint}
        </p>
        {body}
      </fieldset>
    </details>
  );
}

/**
 * Every filter of the search. `onChange` gets the whole next search, which goes straight to
 * the URL: each change searches at once, and the back button undoes it.
 */
export function CandidateFilters({ state, onChange }: FilterProps) {
  const scoreTypeId = useId();
  return (
    <div className={styles.filters}>
      <div className={styles.filterGroup}>
        <label htmlFor={scoreTypeId} className={styles.filterLabel}>
          {t.scoreType}
        </label>
        <select
          id={scoreTypeId}
          className={styles.select}
          value={String(state.scoreType)}
          aria-describedby={`${scoreTypeId}-hint`}
          onChange={(event) =>
            onChange(
              withChanges(state, {
                scoreType: Number(event.currentTarget.value) as CandidateSearchState['scoreType'],
              }),
            )
          }
        >
          {CANDIDATE_SCORE_TYPES.map((type) => (
            <option key={type} value={String(type)}>
              {scoreLabel(type)}
            </option>
          ))}
        </select>
        <p id={`${scoreTypeId}-hint`} className={styles.filterHint}>
          {t.scoreTypeHint}
        </p>
      </div>
      <StepSelect
        label={t.scoreMin}
        value={state.scoreMin}
        steps={SCORE_STEPS}
        anyLabel={t.scoreAny}
        stepLabel={t.scoreAtLeast}
        onChange={(scoreMin) => onChange(withChanges(state, { scoreMin }))}
      />
      <CheckboxGroup
        label={t.hirability}
        hint={t.hirabilityHint}
        options={HIRABILITY_LEVELS.map((level) => ({
          value: level,
          label: HIRABILITY_LEVEL_LABELS[level],
        }))}
        chosen={state.hirabilityLevels}
        initiallyOpen
        onChange={(hirabilityLevels) => onChange(withChanges(state, { hirabilityLevels }))}
      />
      <TagFilter state={state} onChange={onChange} />
      <CheckboxGroup
        label={t.prefectures}
        hint={t.prefecturesHint}
        options={PREFECTURE_NAMES.map((name, index) => ({ value: index + 1, label: name }))}
        chosen={state.prefectureCodes}
        initiallyOpen={false}
        onChange={(prefectureCodes) => onChange(withChanges(state, { prefectureCodes }))}
      />
      <StepSelect
        label={t.desiredSalary}
        hint={t.desiredSalaryHint}
        value={state.desiredSalaryMax}
        steps={SALARY_STEPS}
        anyLabel={t.desiredSalaryAny}
        stepLabel={t.desiredSalaryAtMost}
        onChange={(desiredSalaryMax) => onChange(withChanges(state, { desiredSalaryMax }))}
      />
      <CheckboxGroup
        label={t.workStyles}
        hint={t.workStylesHint}
        options={WORK_STYLE_KEYS.map((key) => ({ value: key, label: WORK_STYLE_LABELS[key] }))}
        chosen={state.workStyles}
        initiallyOpen
        onChange={(workStyles) => onChange(withChanges(state, { workStyles }))}
      />
      <StepSelect
        label={t.years}
        value={state.yearsMin}
        steps={YEARS_STEPS}
        anyLabel={t.yearsAny}
        stepLabel={t.yearsAtLeast}
        onChange={(yearsMin) => onChange(withChanges(state, { yearsMin }))}
      />
      {filterCount(state) > 0 ? (
        <div className={styles.filterActions}>
          <button
            type="button"
            className={`${buttons.secondary} ${buttons.small}`}
            onClick={() => onChange(withoutFilters(state))}
          >
            {t.clearFilters}
          </button>
        </div>
      ) : null}
    </div>
  );
}
