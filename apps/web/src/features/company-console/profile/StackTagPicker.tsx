import type { TechTag } from '@kiseki/contract/master/tech-tags';
import { type KeyboardEvent, type Ref, useId, useState } from 'react';
import formStyles from '../../../shared/ui/form/Form.module.css';
import { TECH_TAG_GROUP_LABELS } from '../../../shared/ui/jobs/labels';
import styles from './CompanyProfilePage.module.css';
import { profileJa } from './messages';

const t = profileJa.stack;

/** Case, width (Ｒｅａｃｔ) and spacing do not matter when looking a name up. */
const normalize = (text: string) => text.normalize('NFKC').toLowerCase().replace(/\s+/g, '');

/** Tags whose name contains the query; names that start with it come first. */
export function matchTags(tags: readonly TechTag[], query: string): TechTag[] {
  const q = normalize(query);
  if (!q) return [];
  const starts: TechTag[] = [];
  const contains: TechTag[] = [];
  for (const tag of tags) {
    const name = normalize(tag.name);
    if (name.startsWith(q)) starts.push(tag);
    else if (name.includes(q)) contains.push(tag);
  }
  return [...starts, ...contains];
}

/**
 * Chooses technology tags by typing part of a name: the chosen ones are chips that can be
 * removed, the matches are buttons that add. Enter adds the first match instead of sending
 * the form. A polite live region says how many matched, for screen-reader users.
 */
export function StackTagPicker({
  tags,
  value,
  onChange,
  onBlur,
  max,
  error,
  inputRef,
}: {
  tags: readonly TechTag[];
  value: readonly number[];
  onChange(ids: number[]): void;
  onBlur(): void;
  max: number;
  error: string | undefined;
  inputRef: Ref<HTMLInputElement>;
}) {
  const id = useId();
  const [query, setQuery] = useState('');
  const chosen = new Set(value);
  const byId = new Map(tags.map((tag) => [tag.id, tag]));
  const full = value.length >= max;
  const matches = matchTags(tags, query);
  const addable = matches.filter((tag) => !chosen.has(tag.id));

  const add = (tag: TechTag) => {
    if (full || chosen.has(tag.id)) return;
    onChange([...value, tag.id]);
  };
  const remove = (tagId: number) => onChange(value.filter((v) => v !== tagId));

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
    // Enter in a text field would send the whole profile form.
    event.preventDefault();
    const first = addable[0];
    if (first && !full) {
      add(first);
      setQuery('');
    }
  };

  let status = '';
  if (query.trim()) {
    if (matches.length === 0) status = t.noMatch(query.trim());
    else if (addable.length === 0) status = t.allChosen;
    else status = full ? t.full : t.resultCount(addable.length);
  }

  const describedBy = [`${id}-hint`, error ? `${id}-error` : ''].filter(Boolean).join(' ');

  return (
    <fieldset className={styles.fieldset} aria-describedby={describedBy}>
      <legend className={formStyles.label}>{t.legend}</legend>
      <p id={`${id}-hint`} className={formStyles.hint}>
        {t.hint}
      </p>

      <div className={styles.chosenHeader}>
        <span id={`${id}-selected`} className={styles.subLabel}>
          {t.selected}
        </span>
        <span className={styles.counter}>{t.count(value.length)}</span>
      </div>
      {value.length === 0 ? (
        <p className={styles.muted}>{t.none}</p>
      ) : (
        <ul className={styles.chips} aria-labelledby={`${id}-selected`}>
          {value.map((tagId) => {
            const name = byId.get(tagId)?.name ?? String(tagId);
            return (
              <li key={tagId} className={styles.chip}>
                <span>{name}</span>
                <button
                  type="button"
                  className={styles.chipRemove}
                  aria-label={t.remove(name)}
                  onClick={() => remove(tagId)}
                >
                  <span aria-hidden="true">×</span>
                </button>
              </li>
            );
          })}
        </ul>
      )}

      <div className={formStyles.field}>
        <label htmlFor={`${id}-search`} className={styles.subLabel}>
          {t.search}
        </label>
        <input
          ref={inputRef}
          id={`${id}-search`}
          type="search"
          className={formStyles.input}
          value={query}
          autoComplete="off"
          enterKeyHint="done"
          aria-describedby={`${id}-search-hint ${id}-status`}
          aria-invalid={error ? true : undefined}
          onChange={(event) => setQuery(event.currentTarget.value)}
          onKeyDown={onKeyDown}
          onBlur={onBlur}
        />
        <p id={`${id}-search-hint`} className={formStyles.hint}>
          {t.searchHint}
        </p>
      </div>
      <p id={`${id}-status`} className={styles.muted} role="status">
        {status}
      </p>
      {addable.length > 0 ? (
        <ul className={styles.results} aria-label={t.results}>
          {addable.map((tag) => (
            <li key={tag.id}>
              <button
                type="button"
                className={styles.result}
                aria-label={t.add(tag.name)}
                disabled={full}
                onClick={() => add(tag)}
              >
                <span aria-hidden="true">＋</span>
                <span>{tag.name}</span>
                <span className={styles.resultGroup}>{TECH_TAG_GROUP_LABELS[tag.group]}</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className={formStyles.error}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
