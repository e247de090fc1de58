import { POSITIONS_PER_EXPERIENCE_MAX } from '@kiseki/contract/career-rules';
import { useQuery } from '@tanstack/react-query';
import { type KeyboardEvent, type Ref, useId, useMemo, useRef, useState } from 'react';
import { jobPositionsQuery } from '../../api/career';
import { ja } from '../../i18n/ja';
import buttons from '../button.module.css';
import formStyles from '../form/Form.module.css';
import styles from './CareerForm.module.css';
import { careerFormJa as t } from './labels';

interface PositionSelectProps {
  /** Selected job position ids (the master's ids), in the order they were picked. */
  value: readonly number[];
  onChange(ids: number[]): void;
  onBlur?(): void;
  error?: string | undefined;
  label?: string;
  markRequired?: boolean;
  disabled?: boolean;
  /** Given to the open/close button, so a form can focus the selector on an error. */
  ref?: Ref<HTMLButtonElement>;
}

interface Group {
  id: number;
  name: string;
  positions: { id: number; name: string }[];
}

const normalize = (text: string) => text.normalize('NFKC').toLowerCase().trim();

/** Removes repeated ids, keeping the first of each. */
export const uniquePositionIds = (ids: readonly number[]): number[] => [...new Set(ids)];

/** The master's categories with every position listed once (under its first category). */
function useGroups() {
  const query = useQuery(jobPositionsQuery);
  const groups = useMemo<Group[]>(() => {
    const seen = new Set<number>();
    return (query.data ?? []).map((category) => ({
      id: category.id,
      name: category.jobPositionCategoryName,
      positions: category.positionList
        .filter((position) => {
          if (seen.has(position.id)) return false;
          seen.add(position.id);
          return true;
        })
        .map((position) => ({ id: position.id, name: position.jobPositionName })),
    }));
  }, [query.data]);
  const names = useMemo(
    () => new Map(groups.flatMap((g) => g.positions.map((p) => [p.id, p.name] as const))),
    [groups],
  );
  return { query, groups, names };
}

/**
 * Multiple choice of job positions, grouped by category (data: `jobPositionsQuery`).
 *
 * Usage (controlled): `<PositionSelect value={ids} onChange={setIds} error={message} />`; in a
 * react-hook-form form drive it with `useController({ name: 'positions' })` and pass
 * `field.ref` as `ref`. The chosen positions show as chips with a remove button each; the
 * button under them opens a panel (disclosure) with a filter box and one group of checkboxes
 * per category. Escape closes the panel. Ids are kept unique and limited to
 * POSITIONS_PER_EXPERIENCE_MAX; the "at least one" rule belongs to the form.
 */
export function PositionSelect({
  value,
  onChange,
  onBlur,
  error,
  label = t.positions,
  markRequired,
  disabled,
  ref,
}: PositionSelectProps) {
  const id = useId();
  const { query, groups, names } = useGroups();
  const [open, setOpen] = useState(false);
  const [filter, setFilter] = useState('');
  const toggleRef = useRef<HTMLButtonElement | null>(null);
  const chipsRef = useRef<HTMLUListElement>(null);
  const selected = uniquePositionIds(value);
  const selectedSet = new Set(selected);
  const full = selected.length >= POSITIONS_PER_EXPERIENCE_MAX;

  const setToggleRef = (element: HTMLButtonElement | null) => {
    toggleRef.current = element;
    if (typeof ref === 'function') ref(element);
    else if (ref) ref.current = element;
  };

  const needle = normalize(filter);
  const shown = needle
    ? groups
        .map((group) =>
          normalize(group.name).includes(needle)
            ? group
            : {
                ...group,
                positions: group.positions.filter((p) => normalize(p.name).includes(needle)),
              },
        )
        .filter((group) => group.positions.length > 0)
    : groups;

  const toggle = (positionId: number, checked: boolean) => {
    if (checked) {
      if (selectedSet.has(positionId) || full) return;
      onChange([...selected, positionId]);
    } else {
      onChange(selected.filter((x) => x !== positionId));
    }
  };

  const remove = (positionId: number, index: number) => {
    onChange(selected.filter((x) => x !== positionId));
    // Focus stays in the list: the next chip's button, else the previous one, else the toggle.
    requestAnimationFrame(() => {
      const buttonsLeft = chipsRef.current?.querySelectorAll('button');
      const next = buttonsLeft?.[Math.min(index, buttonsLeft.length - 1)];
      (next ?? toggleRef.current)?.focus();
    });
  };

  const close = () => {
    setOpen(false);
    setFilter('');
    toggleRef.current?.focus();
    onBlur?.();
  };

  const onPanelKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    event.stopPropagation();
    close();
  };

  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const panelId = `${id}-panel`;

  return (
    <fieldset className={styles.positions} aria-describedby={error ? errorId : undefined}>
      <legend className={styles.legend}>
        <span className={formStyles.label}>{label}</span>
        {markRequired ? (
          <span className={formStyles.required} aria-hidden="true">
            {ja.form.required}
          </span>
        ) : null}
      </legend>
      {selected.length > 0 ? (
        <ul
          ref={chipsRef}
          className={styles.chips}
          aria-label={t.positionsSelected(selected.length)}
        >
          {selected.map((positionId, index) => {
            const name = names.get(positionId) ?? '…';
            return (
              <li key={positionId} className={styles.chip}>
                <span>{name}</span>
                <button
                  type="button"
                  className={styles.chipRemove}
                  aria-label={t.positionRemove(name)}
                  disabled={disabled}
                  onClick={() => remove(positionId, index)}
                >
                  <span aria-hidden="true">×</span>
                </button>
              </li>
            );
          })}
        </ul>
      ) : (
        <p className={styles.placeholder}>{t.positionsNone}</p>
      )}
      <div>
        <button
          ref={setToggleRef}
          type="button"
          className={`${buttons.secondary} ${buttons.small}`}
          aria-expanded={open}
          aria-controls={panelId}
          aria-invalid={error ? true : undefined}
          aria-describedby={[hintId, error ? errorId : ''].filter(Boolean).join(' ')}
          disabled={disabled || query.isPending}
          onClick={() => (open ? close() : setOpen(true))}
        >
          {query.isPending ? t.positionsLoading : t.positionsOpen}
        </button>
      </div>
      {query.isError ? (
        <p className={formStyles.error}>
          {t.positionsLoadFailed}{' '}
          <button type="button" className={styles.linkButton} onClick={() => query.refetch()}>
            {t.retry}
          </button>
        </p>
      ) : null}
      <p id={hintId} className={formStyles.hint}>
        {t.positionsHint}
      </p>
      {error ? (
        <p id={errorId} className={formStyles.error}>
          {error}
        </p>
      ) : null}
      {/* biome-ignore lint/a11y/noStaticElementInteractions: Escape anywhere in the panel closes it. */}
      <div id={panelId} className={styles.panel} hidden={!open} onKeyDown={onPanelKeyDown}>
        <label className={styles.filterLabel}>
          <span className={formStyles.label}>{t.positionsFilter}</span>
          <input
            type="search"
            className={formStyles.input}
            placeholder={t.positionsFilterPlaceholder}
            value={filter}
            onChange={(event) => setFilter(event.target.value)}
            autoComplete="off"
          />
        </label>
        {full ? (
          <p className={styles.limit} role="status">
            {t.positionsLimitReached}
          </p>
        ) : null}
        {shown.length === 0 ? <p className={styles.placeholder}>{t.positionsNoMatch}</p> : null}
        {shown.map((group) => (
          <fieldset key={group.id} className={styles.category}>
            <legend className={styles.categoryName}>{group.name}</legend>
            <div className={styles.options}>
              {group.positions.map((position) => {
                const checked = selectedSet.has(position.id);
                return (
                  <label key={position.id} className={styles.option} data-checked={checked}>
                    <input
                      type="checkbox"
                      className={formStyles.checkbox}
                      checked={checked}
                      disabled={disabled || (!checked && full)}
                      onChange={(event) => toggle(position.id, event.target.checked)}
                    />
                    <span>{position.name}</span>
                  </label>
                );
              })}
            </div>
          </fieldset>
        ))}
        <div>
          <button type="button" className={`${buttons.primary} ${buttons.small}`} onClick={close}>
            {t.positionsDone}
          </button>
        </div>
      </div>
    </fieldset>
  );
}
