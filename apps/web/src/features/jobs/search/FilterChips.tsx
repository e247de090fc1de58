import { useEffect, useRef } from 'react';
import {
  BUSINESS_TYPE_LABELS,
  EMPLOYMENT_TYPE_LABELS,
  WORK_STYLE_LABELS,
} from '../../../shared/ui/jobs/labels';
import { jobsJa } from '../messages';
import type { SearchConditionChoices } from './choices';
import styles from './JobSearchPage.module.css';
import {
  EMPTY_SEARCH,
  type JobSearchState,
  LIST_PARAMS,
  type ListParam,
  toggleValue,
  withChanges,
} from './search-state';

const t = jobsJa.search;

interface Chip {
  key: string;
  label: string;
  without: JobSearchState;
}

function valueLabel(
  param: ListParam,
  value: string,
  choices: SearchConditionChoices | undefined,
): string {
  switch (param) {
    case 'positions':
      return choices?.positionNamesByKey.get(value) ?? value;
    case 'business_types':
      return BUSINESS_TYPE_LABELS[Number(value) as 1 | 2 | 3] ?? value;
    case 'employment_types':
      return EMPLOYMENT_TYPE_LABELS[value as keyof typeof EMPLOYMENT_TYPE_LABELS] ?? value;
    case 'work_styles':
      return WORK_STYLE_LABELS[value as keyof typeof WORK_STYLE_LABELS] ?? value;
    case 'preferred_condition_ids':
      return choices?.preferredConditionsById.get(Number(value)) ?? `#${value}`;
    default:
      return choices?.tagsById.get(Number(value))?.name ?? `#${value}`;
  }
}

/** One chip per chosen condition, in the order of the filters, each removing itself. */
export function chipsOf(
  state: JobSearchState,
  choices: SearchConditionChoices | undefined,
): Chip[] {
  const chips: Chip[] = [];
  if (state.keyword) {
    chips.push({
      key: 'keyword',
      label: t.keywordChip(state.keyword),
      without: withChanges(state, { keyword: '' }),
    });
  }
  if (state.annualSalaryMin !== null) {
    chips.push({
      key: 'salary',
      label: t.salaryChip(state.annualSalaryMin),
      without: withChanges(state, { annualSalaryMin: null }),
    });
  }
  for (const param of LIST_PARAMS) {
    for (const value of state.lists[param]) {
      chips.push({
        key: `${param}:${value}`,
        label: valueLabel(param, value, choices),
        without: toggleValue(state, param, value, false),
      });
    }
  }
  return chips;
}

/**
 * The chosen conditions as removable chips, and one button that clears them all. When a chip
 * goes, focus moves to its neighbour (or to `fallbackFocus`), never to the page's top.
 */
export function FilterChips({
  state,
  choices,
  onChange,
  fallbackFocus,
}: {
  state: JobSearchState;
  choices: SearchConditionChoices | undefined;
  onChange(next: JobSearchState): void;
  fallbackFocus(): void;
}) {
  const chips = chipsOf(state, choices);
  const list = useRef<HTMLUListElement>(null);
  // The chip to focus once the URL has changed (the click's render still shows the old chips).
  const pendingFocus = useRef<{ index: number; before: string } | null>(null);
  const shownKeys = chips.map((chip) => chip.key).join('\n');

  useEffect(() => {
    const pending = pendingFocus.current;
    if (!pending || pending.before === shownKeys) return;
    pendingFocus.current = null;
    const buttons = list.current?.querySelectorAll('button');
    const target = buttons?.[Math.min(pending.index, buttons.length - 1)];
    if (target) target.focus();
    else fallbackFocus();
  });

  const remove = (index: number, next: JobSearchState) => {
    pendingFocus.current = { index, before: shownKeys };
    onChange(next);
  };

  if (chips.length === 0) return null;
  return (
    <div className={styles.chips}>
      <h2 className="visually-hidden">{t.chips}</h2>
      <ul ref={list} className={styles.chipList}>
        {chips.map((chip, index) => (
          <li key={chip.key}>
            <button
              type="button"
              className={styles.chip}
              aria-label={t.removeChip(chip.label)}
              onClick={() => remove(index, chip.without)}
            >
              <span>{chip.label}</span>
              <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" focusable="false">
                <path d="M4 4l8 8M12 4l-8 8" className={styles.chipCross} />
              </svg>
            </button>
          </li>
        ))}
        <li>
          <button
            type="button"
            className={styles.clearAll}
            onClick={() => remove(0, { ...EMPTY_SEARCH, sortType: state.sortType })}
          >
            {t.clearAll}
          </button>
        </li>
      </ul>
    </div>
  );
}
