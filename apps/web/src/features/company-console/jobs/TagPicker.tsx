import { COMPANY_JOB_TAGS_MAX } from '@kiseki/contract/company-console';
import { TECH_TAGS, type TechTagGroup } from '@kiseki/contract/master/tech-tags';
import { type KeyboardEvent, useId, useMemo, useRef, useState } from 'react';
import { type Control, useController } from 'react-hook-form';
import formStyles from '../../../shared/ui/form/Form.module.css';
import { TECH_TAG_GROUP_LABELS } from '../../../shared/ui/jobs/labels';
import type { JobFormInput, JobFormOutput } from './form-types';
import styles from './JobEditor.module.css';
import { companyJobsJa } from './messages';
import { type PickableTag, searchTags } from './tag-search';

const t = companyJobsJa.tags;

const groupLabel = (group: string): string => TECH_TAG_GROUP_LABELS[group as TechTagGroup] ?? group;

/**
 * 技術タグ: a combobox (WAI-ARIA 1.2, list autocomplete) that searches the tech-tag master by
 * name, and the chosen tags as removable chips. Typing narrows the master to a few matches;
 * arrows move through them, Enter or a click adds one, Escape closes the list. Enter never
 * submits the form from here.
 */
export function TagPicker({
  control,
  savedTags,
}: {
  control: Control<JobFormInput, unknown, JobFormOutput>;
  /** The saved job's tags: names for ids the master no longer lists. */
  savedTags: readonly PickableTag[];
}) {
  const { field, fieldState } = useController({ control, name: 'tag_ids' });
  const chosenIds: readonly number[] = field.value ?? [];
  const inputId = useId();
  const listId = `${inputId}-list`;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const statusId = `${inputId}-status`;
  const input = useRef<HTMLInputElement | null>(null);
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);

  const byId = useMemo(
    () => new Map<number, PickableTag>([...savedTags, ...TECH_TAGS].map((tag) => [tag.id, tag])),
    [savedTags],
  );
  const full = chosenIds.length >= COMPANY_JOB_TAGS_MAX;
  const matches = full ? [] : searchTags(TECH_TAGS, query, new Set(chosenIds));
  const expanded = open && matches.length > 0;
  const activeIndex = Math.min(active, Math.max(matches.length - 1, 0));
  const optionId = (index: number) => `${inputId}-option-${index}`;

  const add = (tag: PickableTag) => {
    field.onChange([...chosenIds, tag.id]);
    setQuery('');
    setActive(0);
    setOpen(false);
    input.current?.focus();
  };

  const remove = (id: number) => {
    field.onChange(chosenIds.filter((chosen) => chosen !== id));
    // The chip and its button are gone: focus returns to where tags are added.
    input.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.nativeEvent.isComposing) return;
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        if (matches.length === 0) return;
        event.preventDefault();
        const step = event.key === 'ArrowDown' ? 1 : -1;
        setActive(open ? (activeIndex + step + matches.length) % matches.length : 0);
        setOpen(true);
        return;
      }
      case 'Enter': {
        // Enter in the search adds a tag; it must not save the whole posting.
        event.preventDefault();
        const tag = matches[activeIndex];
        if (expanded && tag) add(tag);
        return;
      }
      case 'Escape':
        if (expanded) {
          event.preventDefault();
          setOpen(false);
        } else if (query) {
          event.preventDefault();
          setQuery('');
        }
        return;
    }
  };

  let status = '';
  if (full) status = t.full(COMPANY_JOB_TAGS_MAX);
  else if (query.trim() && matches.length === 0) status = t.noMatch(query.trim());
  else if (expanded) status = t.matches(matches.length);

  const error = fieldState.error?.message;
  return (
    <div className={formStyles.field}>
      <label htmlFor={inputId} className={formStyles.label}>
        {t.label}
      </label>
      <p id={hintId} className={formStyles.hint}>
        {t.hint(COMPANY_JOB_TAGS_MAX)}
      </p>
      <div className={styles.combo}>
        <input
          ref={(element) => {
            input.current = element;
            field.ref(element);
          }}
          id={inputId}
          type="text"
          role="combobox"
          className={formStyles.input}
          value={query}
          placeholder={t.placeholder}
          autoComplete="off"
          spellCheck={false}
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={expanded ? optionId(activeIndex) : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={[hintId, statusId, error ? errorId : ''].filter(Boolean).join(' ')}
          onChange={(event) => {
            setQuery(event.target.value);
            setActive(0);
            setOpen(true);
          }}
          onKeyDown={onKeyDown}
          onFocus={() => setOpen(true)}
          onBlur={() => {
            setOpen(false);
            field.onBlur();
          }}
        />
        <div
          id={listId}
          role="listbox"
          aria-label={t.options}
          className={styles.options}
          hidden={!expanded}
        >
          {matches.map((tag, index) => (
            // biome-ignore lint/a11y/useKeyWithClickEvents: keys reach the options through the combobox (aria-activedescendant); focus never leaves the input
            <div
              key={tag.id}
              id={optionId(index)}
              role="option"
              tabIndex={-1}
              aria-selected={index === activeIndex}
              className={styles.option}
              // Keeps focus in the input: the click must not blur it first.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => add(tag)}
            >
              <span>{tag.name}</span>
              <span className={styles.optionGroup}>{groupLabel(tag.group)}</span>
            </div>
          ))}
        </div>
      </div>
      <p id={statusId} className={formStyles.hint} role="status">
        {status}
      </p>
      {error ? (
        <p id={errorId} className={formStyles.error}>
          {error}
        </p>
      ) : null}
      <div className={styles.chosenRow}>
        <span className={styles.chosenLabel}>
          {t.selected}（{t.count(chosenIds.length, COMPANY_JOB_TAGS_MAX)}）
        </span>
        {chosenIds.length === 0 ? (
          <span className={styles.muted}>{t.none}</span>
        ) : (
          <ul className={styles.chips} aria-label={t.selected}>
            {chosenIds.map((id) => {
              const name = byId.get(id)?.name ?? String(id);
              return (
                <li key={id} className={styles.chip}>
                  <span>{name}</span>
                  <button
                    type="button"
                    className={styles.chipRemove}
                    aria-label={t.remove(name)}
                    onClick={() => remove(id)}
                  >
                    <span aria-hidden="true">×</span>
                  </button>
                </li>
              );
            })}
          </ul>
        )}
      </div>
    </div>
  );
}
