import type { ReactNode } from 'react';
import styles from './GlobalModal.module.css';

interface Option<T extends string> {
  value: T;
  label: string;
  hint?: string;
}

/**
 * A radio group drawn as cards (native radios: arrow keys move between them). Nothing is
 * chosen while `value` is null.
 */
export function Choices<T extends string>({
  name,
  legend,
  options,
  value,
  onChange,
  disabled,
  row = false,
  after,
}: {
  name: string;
  legend: string;
  options: readonly Option<NoInfer<T>>[];
  value: T | null;
  onChange(value: T): void;
  disabled?: boolean;
  /** Side by side rather than stacked (short labels). */
  row?: boolean;
  after?: ReactNode;
}) {
  return (
    <fieldset className={styles.choices} disabled={disabled}>
      <legend className={styles.legend}>{legend}</legend>
      <div className={row ? styles.choiceRow : styles.choices}>
        {options.map((option) => (
          <label key={option.value} className={styles.choice}>
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
            />
            <span className={styles.choiceText}>
              <span className={styles.choiceLabel}>{option.label}</span>
              {option.hint ? <span className={styles.choiceHint}>{option.hint}</span> : null}
            </span>
          </label>
        ))}
      </div>
      {after}
    </fieldset>
  );
}
