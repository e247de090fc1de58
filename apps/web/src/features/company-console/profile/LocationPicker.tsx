import { PREFECTURE_REGIONS, PREFECTURES } from '@kiseki/contract/master/prefectures';
import { type Ref, useId, useState } from 'react';
import formStyles from '../../../shared/ui/form/Form.module.css';
import styles from './CompanyProfilePage.module.css';
import { profileJa } from './messages';

const t = profileJa.locations;

const nameOf = new Map(PREFECTURES.map((p) => [p.code, p.name]));

/**
 * The offices: 47 checkboxes grouped by region inside a disclosure, so they do not push the
 * save button a screen away. What is chosen is listed above it, in code order.
 */
export function LocationPicker({
  value,
  onChange,
  onBlur,
  error,
  summaryRef,
}: {
  value: readonly number[];
  onChange(codes: number[]): void;
  onBlur(): void;
  error: string | undefined;
  summaryRef: Ref<HTMLElement>;
}) {
  const id = useId();
  const chosen = new Set(value);
  const [open, setOpen] = useState(false);
  const names = [...value]
    .sort((a, b) => a - b)
    .map((code) => nameOf.get(code))
    .filter(Boolean);
  const toggle = (code: number, on: boolean) =>
    onChange(on ? [...value, code] : value.filter((c) => c !== code));
  const describedBy = [`${id}-hint`, error ? `${id}-error` : ''].filter(Boolean).join(' ');

  return (
    <fieldset className={styles.fieldset} aria-describedby={describedBy}>
      <legend className={formStyles.label}>{t.legend}</legend>
      <p id={`${id}-hint`} className={formStyles.hint}>
        {t.hint}
      </p>
      <p className={names.length > 0 ? styles.chosenText : styles.muted}>
        {names.length > 0 ? names.join('、') : t.none}
      </p>
      <details
        className={styles.disclosure}
        open={open}
        onToggle={(event) => setOpen(event.currentTarget.open)}
      >
        <summary ref={summaryRef} className={styles.disclosureSummary}>
          {t.open}
          {value.length > 0 ? (
            <span className={styles.counter}>{t.chosen(value.length)}</span>
          ) : null}
        </summary>
        <div className={styles.regions}>
          {PREFECTURE_REGIONS.map((region) => (
            <fieldset key={region} className={styles.region}>
              <legend className={styles.subLabel}>{region}</legend>
              <div className={styles.options}>
                {PREFECTURES.filter((p) => p.region === region).map((p) => (
                  <label key={p.code} className={styles.option}>
                    <input
                      type="checkbox"
                      className={formStyles.checkbox}
                      checked={chosen.has(p.code)}
                      onChange={(event) => toggle(p.code, event.currentTarget.checked)}
                      onBlur={onBlur}
                    />
                    <span>{p.name}</span>
                  </label>
                ))}
              </div>
            </fieldset>
          ))}
        </div>
      </details>
      {error ? (
        <p id={`${id}-error`} className={formStyles.error}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
