import { currentJapanYearMonth } from '@kiseki/contract/career-grouping';
import { educationEndYearRange, experienceYearRange } from '@kiseki/contract/career-rules';
import { type Ref, useId, useMemo } from 'react';
import { ja } from '../../i18n/ja';
import formStyles from '../form/Form.module.css';
import styles from './CareerForm.module.css';
import { careerFormJa as t } from './labels';

export interface YearMonthValue {
  year: number | null;
  month: number | null;
}

/** Which window of years to offer: a career period, an education's end, or given bounds. */
export type YearRange = 'experience' | 'educationEnd' | { min: number; max: number };

interface YearMonthSelectProps {
  /** Group label, e.g. 開始年月. The selects are named 「{label}の年」「{label}の月」. */
  label: string;
  year: number | null | undefined;
  month: number | null | undefined;
  onChange(next: YearMonthValue): void;
  /** Called when one of the two selects loses focus. */
  onBlur?(part: 'year' | 'month'): void;
  range?: YearRange;
  /** Message under the pair; marks both selects invalid unless yearError/monthError say which. */
  error?: string | undefined;
  yearInvalid?: boolean;
  monthInvalid?: boolean;
  markRequired?: boolean;
  disabled?: boolean;
  hint?: string;
  yearRef?: Ref<HTMLSelectElement>;
  monthRef?: Ref<HTMLSelectElement>;
}

export { currentJapanYearMonth };

const MONTHS = Array.from({ length: 12 }, (_, i) => i + 1);

const yearsOf = (range: YearRange): number[] => {
  const { min, max } =
    range === 'experience'
      ? experienceYearRange()
      : range === 'educationEnd'
        ? educationEndYearRange()
        : range;
  // Newest first: most people pick a recent year.
  return Array.from({ length: max - min + 1 }, (_, i) => max - i);
};

const toNumber = (value: string): number | null => (value === '' ? null : Number(value));

/**
 * Year and month as two native selects, grouped under one label (a fieldset).
 *
 * Usage: `<YearMonthSelect label="開始年月" range="experience" year={y} month={m}
 * onChange={({ year, month }) => …} error={message} />`. The years come from the contract's
 * windows (`experienceYearRange` — this year back 100 — or `educationEndYearRange` — 50 back
 * through 6 ahead), newest first; months are 1–12. An empty choice is `null`. In a
 * react-hook-form form, drive it with `useController` for each of the two fields and pass
 * their refs as `yearRef` / `monthRef` so a failed submit can focus it.
 */
export function YearMonthSelect({
  label,
  year,
  month,
  onChange,
  onBlur,
  range = 'experience',
  error,
  yearInvalid,
  monthInvalid,
  markRequired,
  disabled,
  hint,
  yearRef,
  monthRef,
}: YearMonthSelectProps) {
  const id = useId();
  const years = useMemo(() => {
    const list = yearsOf(range);
    // A stored year outside today's window (an old record) stays visible and selected.
    if (typeof year === 'number' && !list.includes(year)) list.push(year);
    return list;
  }, [range, year]);
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ');
  const invalidYear = yearInvalid ?? Boolean(error);
  const invalidMonth = monthInvalid ?? Boolean(error);

  return (
    <fieldset className={styles.yearMonth} disabled={disabled}>
      <legend className={styles.legend}>
        <span className={formStyles.label}>{label}</span>
        {markRequired ? (
          <span className={formStyles.required} aria-hidden="true">
            {ja.form.required}
          </span>
        ) : null}
      </legend>
      <div className={styles.yearMonthRow}>
        <span className={styles.selectUnit}>
          <select
            ref={yearRef}
            id={`${id}-year`}
            className={`${formStyles.input} ${styles.select} ${styles.yearSelect}`}
            aria-label={t.yearOf(label)}
            disabled={disabled}
            aria-invalid={invalidYear || undefined}
            aria-required={markRequired || undefined}
            aria-describedby={describedBy || undefined}
            value={typeof year === 'number' ? String(year) : ''}
            onChange={(event) =>
              onChange({ year: toNumber(event.target.value), month: month ?? null })
            }
            onBlur={() => onBlur?.('year')}
          >
            <option value="">----</option>
            {years.map((y) => (
              <option key={y} value={y}>
                {y}
              </option>
            ))}
          </select>
          <span aria-hidden="true">{t.year}</span>
        </span>
        <span className={styles.selectUnit}>
          <select
            ref={monthRef}
            id={`${id}-month`}
            className={`${formStyles.input} ${styles.select} ${styles.monthSelect}`}
            aria-label={t.monthOf(label)}
            disabled={disabled}
            aria-invalid={invalidMonth || undefined}
            aria-required={markRequired || undefined}
            aria-describedby={describedBy || undefined}
            value={typeof month === 'number' ? String(month) : ''}
            onChange={(event) =>
              onChange({ year: year ?? null, month: toNumber(event.target.value) })
            }
            onBlur={() => onBlur?.('month')}
          >
            <option value="">--</option>
            {MONTHS.map((m) => (
              <option key={m} value={m}>
                {m}
              </option>
            ))}
          </select>
          <span aria-hidden="true">{t.month}</span>
        </span>
      </div>
      {hint ? (
        <p id={hintId} className={formStyles.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className={formStyles.error}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
