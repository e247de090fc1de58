import { type ReactNode, useId } from 'react';
import styles from './Choices.module.css';

export interface ChoiceOption<T extends string> {
  value: T;
  label: string;
  hint?: string;
}

/**
 * One choice out of a few, as large radio cards (a native radio group: arrow keys move
 * between the options, the legend names the group).
 */
export function RadioCards<T extends string>({
  legend,
  legendHidden = false,
  options,
  value,
  onChange,
  error,
  columns = 1,
  disabled = false,
}: {
  legend: string;
  legendHidden?: boolean;
  options: readonly ChoiceOption<NoInfer<T>>[];
  value: T | null;
  onChange(value: NoInfer<T>): void;
  error?: string | undefined;
  columns?: 1 | 2;
  disabled?: boolean;
}) {
  const name = useId();
  const errorId = `${name}-error`;
  return (
    <fieldset
      className={styles.group}
      aria-describedby={error ? errorId : undefined}
      disabled={disabled}
    >
      <legend className={legendHidden ? 'visually-hidden' : styles.legend}>{legend}</legend>
      <div className={styles.options} data-columns={columns}>
        {options.map((option) => (
          <label key={option.value} className={styles.card}>
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              className={styles.radio}
            />
            <span className={styles.text}>
              <span className={styles.label}>{option.label}</span>
              {option.hint ? <span className={styles.hint}>{option.hint}</span> : null}
            </span>
          </label>
        ))}
      </div>
      {error ? (
        <p id={errorId} className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

/** Several independent yes/no choices as checkbox cards, keyed by field name. */
export function CheckboxCards<K extends string>({
  legend,
  legendHidden = false,
  options,
  values,
  onChange,
  columns = 1,
  disabled = false,
}: {
  legend: string;
  legendHidden?: boolean;
  options: readonly { key: K; label: ReactNode }[];
  values: Readonly<Record<K, boolean>>;
  onChange(key: K, checked: boolean): void;
  columns?: 1 | 2 | 3 | 4;
  disabled?: boolean;
}) {
  return (
    <fieldset className={styles.group} disabled={disabled}>
      <legend className={legendHidden ? 'visually-hidden' : styles.legend}>{legend}</legend>
      <div className={styles.options} data-columns={columns}>
        {options.map((option) => (
          <label key={option.key} className={styles.card}>
            <input
              type="checkbox"
              checked={values[option.key]}
              onChange={(event) => onChange(option.key, event.target.checked)}
              className={styles.checkbox}
            />
            <span className={styles.text}>
              <span className={styles.label}>{option.label}</span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
