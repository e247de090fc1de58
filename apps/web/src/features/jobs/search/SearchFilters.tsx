import type { TechTagGroup } from '@kiseki/contract/master/tech-tags';
import { type ReactNode, useId, useState } from 'react';
import {
  BUSINESS_TYPE_IDS,
  BUSINESS_TYPE_LABELS,
  EMPLOYMENT_TYPE_KEYS,
  EMPLOYMENT_TYPE_LABELS,
  TECH_TAG_GROUP_LABELS,
  TECH_TAG_GROUPS,
  WORK_STYLE_KEYS,
  WORK_STYLE_LABELS,
} from '../../../shared/ui/jobs/labels';
import { jobsJa } from '../messages';
import { type SearchConditionChoices, TAG_GROUP_PARAMS } from './choices';
import styles from './JobSearchPage.module.css';
import { type JobSearchState, type ListParam, toggleValue, withChanges } from './search-state';

const t = jobsJa.search;

/** The minimum-salary choices, in 万円. */
export const SALARY_STEPS = [300, 400, 500, 600, 700, 800, 900, 1000, 1200, 1500] as const;

interface Option {
  value: string;
  label: string;
}

/**
 * One filter: a disclosure (so 29 positions do not push the rest off the screen) holding a
 * fieldset of checkboxes. It starts open when something in it is chosen or it is short.
 */
function CheckboxGroup({
  label,
  hint,
  param,
  options,
  state,
  onChange,
  initiallyOpen,
}: {
  label: string;
  hint?: string;
  param: ListParam;
  options: readonly Option[];
  state: JobSearchState;
  onChange(next: JobSearchState): void;
  initiallyOpen: boolean;
}) {
  const chosen = state.lists[param];
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
      <fieldset className={styles.fieldset} aria-describedby={hint ? hintId : undefined}>
        <legend className="visually-hidden">{label}</legend>
        {hint ? (
          <p id={hintId} className={styles.filterHint}>
            {hint}
          </p>
        ) : null}
        <div className={styles.options}>
          {options.map((option) => (
            <label key={option.value} className={styles.option}>
              <input
                type="checkbox"
                className={styles.checkbox}
                checked={chosen.includes(option.value)}
                onChange={(event) =>
                  onChange(toggleValue(state, param, option.value, event.currentTarget.checked))
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

function SalarySelect({
  state,
  onChange,
}: {
  state: JobSearchState;
  onChange(next: JobSearchState): void;
}) {
  const id = useId();
  const current = state.annualSalaryMin;
  // A shared URL may carry an amount the menu does not list; it is still shown as chosen.
  const steps: number[] = [...SALARY_STEPS];
  if (current !== null && !steps.includes(current)) {
    steps.push(current);
    steps.sort((a, b) => a - b);
  }
  return (
    <div className={styles.filterGroup}>
      <label htmlFor={id} className={styles.filterSummaryStatic}>
        {t.groups.annual_salary_min}
      </label>
      <select
        id={id}
        className={styles.select}
        value={current === null ? '' : String(current)}
        onChange={(event) => {
          const value = event.currentTarget.value;
          onChange(withChanges(state, { annualSalaryMin: value ? Number(value) : null }));
        }}
      >
        <option value="">{t.salaryAny}</option>
        {steps.map((amount) => (
          <option key={amount} value={amount}>
            {t.salaryAtLeast(amount)}
          </option>
        ))}
      </select>
    </div>
  );
}

const tagOptions = (choices: SearchConditionChoices, group: TechTagGroup): Option[] =>
  choices.tagsByGroup[group].map((tag) => ({ value: String(tag.id), label: tag.name }));

/**
 * Every filter of the search. `onChange` gets the whole next search: on PC it goes straight
 * to the URL; in the phone's dialog it changes a draft until the person applies it.
 */
export function SearchFilters({
  state,
  choices,
  onChange,
}: {
  state: JobSearchState;
  choices: SearchConditionChoices;
  onChange(next: JobSearchState): void;
}) {
  const common = { state, onChange };
  const groups: ReactNode[] = [
    <SalarySelect key="salary" {...common} />,
    <CheckboxGroup
      key="work_styles"
      label={t.groups.work_styles}
      param="work_styles"
      options={WORK_STYLE_KEYS.map((key) => ({ value: key, label: WORK_STYLE_LABELS[key] }))}
      initiallyOpen
      {...common}
    />,
    <CheckboxGroup
      key="positions"
      label={t.groups.positions}
      hint={t.anyOfHint}
      param="positions"
      options={choices.positionNames.map((p) => ({ value: p.key, label: p.name }))}
      initiallyOpen={false}
      {...common}
    />,
    ...TECH_TAG_GROUPS.map((group) => (
      <CheckboxGroup
        key={group}
        label={TECH_TAG_GROUP_LABELS[group]}
        hint={t.anyOfHint}
        param={TAG_GROUP_PARAMS[group]}
        options={tagOptions(choices, group)}
        initiallyOpen={false}
        {...common}
      />
    )),
    <CheckboxGroup
      key="employment_types"
      label={t.groups.employment_types}
      param="employment_types"
      options={EMPLOYMENT_TYPE_KEYS.map((key) => ({
        value: key,
        label: EMPLOYMENT_TYPE_LABELS[key],
      }))}
      initiallyOpen
      {...common}
    />,
    <CheckboxGroup
      key="business_types"
      label={t.groups.business_types}
      param="business_types"
      options={BUSINESS_TYPE_IDS.map((id) => ({
        value: String(id),
        label: BUSINESS_TYPE_LABELS[id],
      }))}
      initiallyOpen
      {...common}
    />,
    <CheckboxGroup
      key="preferred_condition_ids"
      label={t.groups.preferred_condition_ids}
      hint={t.preferredHint}
      param="preferred_condition_ids"
      options={choices.preferredConditions.map((c) => ({ value: String(c.id), label: c.label }))}
      initiallyOpen={false}
      {...common}
    />,
  ];
  return <div className={styles.filters}>{groups}</div>;
}
