import {
  SKILL_LEVEL_LABELS,
  SKILL_LEVEL_MAX,
  SKILL_LEVEL_MIN,
  SKILL_TAG_NAME_MAX_LENGTH,
  SKILL_TAGS_MAX,
} from '@kiseki/contract/portfolio-rules';
import { type KeyboardEvent, useId, useRef, useState } from 'react';
import { useFieldArray } from 'react-hook-form';
import { type SkillTag, useUpdateSkillTags } from '../../../shared/api/person';
import buttons from '../../../shared/ui/button.module.css';
import formStyles from '../../../shared/ui/form/Form.module.css';
import { FormAlert } from '../../../shared/ui/form/FormAlert';
import { applyServerErrors } from '../../../shared/ui/form/server-errors';
import { useContractForm } from '../../../shared/ui/form/use-contract-form';
import { notify } from '../../../shared/ui/notifications/store';
import { personJa } from '../messages';
import styles from './PersonEditPage.module.css';

const t = personJa.tagsEdit;

const loadSchema = () => import('./form-schemas').then((m) => m.skillTagsFormSchema);

const LEVELS = Array.from(
  { length: SKILL_LEVEL_MAX - SKILL_LEVEL_MIN + 1 },
  (_, i) => SKILL_LEVEL_MIN + i,
);

/** Names compare as the server does: trimmed, case ignored. */
export const tagKey = (name: string) => name.trim().toLowerCase();

/** Why `name` cannot be added to `names`, or null when it can. */
export function addProblem(names: readonly string[], name: string): string | null {
  const trimmed = name.trim();
  if (!trimmed) return t.required;
  if (trimmed.length > SKILL_TAG_NAME_MAX_LENGTH) {
    return `${SKILL_TAG_NAME_MAX_LENGTH}文字以内で入力してください。`;
  }
  if (names.some((existing) => tagKey(existing) === tagKey(trimmed))) return t.duplicate;
  if (names.length >= SKILL_TAGS_MAX) return t.full;
  return null;
}

const confirmedOf = (tags: readonly SkillTag[]) =>
  tags.filter((tag) => !tag.isAuto).map((tag) => ({ name: tag.name, level: tag.level }));

/**
 * The skill tags: added by typing, each with a level 1 to 5 (SKILL_LEVEL_LABELS), moved up
 * or down, removed; the suggestions found in the outputs (is_auto) are offered apart with
 * 追加 buttons. Saved whole (PUT /api/person/skill_tags/) in the order shown.
 */
export function SkillTagsForm({ tags }: { tags: readonly SkillTag[] }) {
  const headingId = useId();
  const addId = useId();
  const update = useUpdateSkillTags();
  const [draft, setDraft] = useState('');
  const [addError, setAddError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string>();
  const addInput = useRef<HTMLInputElement>(null);
  const form = useContractForm(loadSchema, {
    defaultValues: { skill_tags: confirmedOf(tags) },
  });
  const {
    control,
    setValue,
    handleSubmit,
    setError,
    reset,
    watch,
    formState: { errors, isDirty },
  } = form;
  const list = useFieldArray({ control, name: 'skill_tags' });
  const current = watch('skill_tags') ?? [];
  const names = current.map((tag) => tag.name);
  const suggestions = tags.filter(
    (tag) => tag.isAuto && !names.some((name) => tagKey(name) === tagKey(tag.name)),
  );

  const add = (name: string, level: number = SKILL_LEVEL_MIN) => {
    const problem = addProblem(names, name);
    if (problem) {
      setAddError(problem);
      return false;
    }
    setAddError(null);
    list.append({ name: name.trim(), level }, { shouldFocus: false });
    return true;
  };

  const addTyped = () => {
    if (add(draft)) setDraft('');
    addInput.current?.focus();
  };

  const onAddKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // Enter adds the tag; it must not submit the whole list.
    if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
    event.preventDefault();
    addTyped();
  };

  const focusRowButton = (kind: 'up' | 'down' | 'remove', index: number) =>
    requestAnimationFrame(() => {
      const target =
        document.getElementById(`${headingId}-${kind}-${index}`) ??
        document.getElementById(`${headingId}-remove-${index}`) ??
        addInput.current;
      target?.focus();
    });

  const move = (from: number, to: number, kind: 'up' | 'down') => {
    list.move(from, to);
    // The moved tag keeps focus on the same button, or the other one at the ends.
    const edge = (kind === 'up' && to === 0) || (kind === 'down' && to === list.fields.length - 1);
    focusRowButton(edge ? (kind === 'up' ? 'down' : 'up') : kind, to);
  };

  const removeAt = (index: number) => {
    list.remove(index);
    if (list.fields.length > 1) focusRowButton('remove', Math.min(index, list.fields.length - 2));
    else requestAnimationFrame(() => addInput.current?.focus());
  };

  const onSubmit = handleSubmit((values) => {
    setFormError(undefined);
    update.mutate(values, {
      onSuccess: (saved) => {
        notify(personJa.edit.saved);
        reset({ skill_tags: confirmedOf(saved) });
      },
      onError: (error) => {
        const fieldNames = [
          'skill_tags',
          ...values.skill_tags.flatMap(
            (_, i) => [`skill_tags.${i}.name`, `skill_tags.${i}.level`] as const,
          ),
        ];
        // biome-ignore lint/suspicious/noExplicitAny: field paths are built from the rows
        setFormError(applyServerErrors(error, setError, fieldNames as any));
      },
    });
  });

  const listError = errors.skill_tags?.message ?? errors.skill_tags?.root?.message;

  return (
    <section className={styles.card} aria-labelledby={headingId}>
      <div className={styles.cardHeader}>
        <h2 id={headingId} className={styles.cardTitle}>
          {t.title}
        </h2>
        <p className={styles.muted}>{t.lead}</p>
      </div>
      <form
        className={formStyles.form}
        noValidate
        aria-labelledby={headingId}
        onFocus={form.warmUp}
        onSubmit={onSubmit}
      >
        {formError ? <FormAlert focusOnShow>{formError}</FormAlert> : null}
        <div className={formStyles.field}>
          <label htmlFor={addId} className={formStyles.label}>
            {t.newTag}
          </label>
          <div className={styles.addRow}>
            <input
              ref={addInput}
              id={addId}
              className={formStyles.input}
              value={draft}
              placeholder={t.newTagPlaceholder}
              maxLength={SKILL_TAG_NAME_MAX_LENGTH}
              autoComplete="off"
              aria-invalid={addError ? true : undefined}
              aria-describedby={addError ? `${addId}-error` : `${addId}-count`}
              onChange={(event) => {
                setDraft(event.target.value);
                if (addError) setAddError(null);
              }}
              onKeyDown={onAddKeyDown}
            />
            <button
              type="button"
              className={`${buttons.secondary} ${styles.addButton}`}
              onClick={addTyped}
            >
              {t.add}
            </button>
          </div>
          {addError ? (
            <p id={`${addId}-error`} className={formStyles.error} role="alert">
              {addError}
            </p>
          ) : (
            <p id={`${addId}-count`} className={formStyles.hint}>
              {t.count(list.fields.length)}
            </p>
          )}
        </div>

        {suggestions.length > 0 ? (
          <section className={styles.suggestions} aria-labelledby={`${headingId}-suggestions`}>
            <h3 id={`${headingId}-suggestions`} className={styles.subTitle}>
              {t.suggestions}
            </h3>
            <p className={formStyles.hint}>{t.suggestionsLead}</p>
            <ul className={styles.suggestionList}>
              {suggestions.map((tag) => (
                <li key={tag.name} className={styles.suggestion}>
                  <span className={styles.suggestionName}>{tag.name}</span>
                  <button
                    type="button"
                    className={styles.suggestionAdd}
                    aria-label={t.addSuggestion(tag.name)}
                    onClick={() => add(tag.name, tag.level)}
                  >
                    <span aria-hidden="true">＋</span> {t.add}
                  </button>
                </li>
              ))}
            </ul>
          </section>
        ) : null}

        <div className={styles.tagListBlock}>
          <h3 className={styles.subTitle}>{t.list}</h3>
          {listError ? <p className={formStyles.error}>{listError}</p> : null}
          {list.fields.length === 0 ? (
            <p className={styles.muted}>{t.empty}</p>
          ) : (
            <ol className={styles.tagRows} aria-label={t.list}>
              {list.fields.map((field, index) => {
                const name = current[index]?.name ?? field.name;
                const rowErrors = errors.skill_tags?.[index];
                const message = rowErrors?.name?.message ?? rowErrors?.level?.message;
                const selectId = `${headingId}-level-${index}`;
                return (
                  <li key={field.id} className={styles.tagRow}>
                    <span className={styles.tagOrder} aria-hidden="true">
                      {index + 1}
                    </span>
                    <span className={styles.tagName}>{name}</span>
                    <label htmlFor={selectId} className="visually-hidden">
                      {t.level(name)}
                    </label>
                    <select
                      id={selectId}
                      className={`${formStyles.input} ${styles.levelSelect}`}
                      aria-invalid={rowErrors?.level ? true : undefined}
                      value={current[index]?.level ?? field.level}
                      onChange={(event) =>
                        setValue(`skill_tags.${index}.level`, Number(event.target.value), {
                          shouldDirty: true,
                          shouldValidate: Boolean(rowErrors?.level),
                        })
                      }
                    >
                      {LEVELS.map((level) => (
                        <option key={level} value={level}>
                          {level}：{SKILL_LEVEL_LABELS[level]}
                        </option>
                      ))}
                    </select>
                    <span className={styles.rowTools}>
                      {index > 0 ? (
                        <button
                          id={`${headingId}-up-${index}`}
                          type="button"
                          className={styles.iconButton}
                          aria-label={t.up(name)}
                          onClick={() => move(index, index - 1, 'up')}
                        >
                          <span aria-hidden="true">↑</span>
                        </button>
                      ) : (
                        <span className={styles.iconSpacer} />
                      )}
                      {index < list.fields.length - 1 ? (
                        <button
                          id={`${headingId}-down-${index}`}
                          type="button"
                          className={styles.iconButton}
                          aria-label={t.down(name)}
                          onClick={() => move(index, index + 1, 'down')}
                        >
                          <span aria-hidden="true">↓</span>
                        </button>
                      ) : (
                        <span className={styles.iconSpacer} />
                      )}
                      <button
                        id={`${headingId}-remove-${index}`}
                        type="button"
                        className={styles.iconButton}
                        aria-label={t.remove(name)}
                        onClick={() => removeAt(index)}
                      >
                        <span aria-hidden="true">×</span>
                      </button>
                    </span>
                    {message ? (
                      <p className={`${formStyles.error} ${styles.rowError}`}>{message}</p>
                    ) : null}
                  </li>
                );
              })}
            </ol>
          )}
        </div>

        <details className={styles.levels}>
          <summary>{t.levelsLegend}</summary>
          <dl>
            {LEVELS.map((level) => (
              <div key={level}>
                <dt>{level}</dt>
                <dd>{SKILL_LEVEL_LABELS[level]}</dd>
              </div>
            ))}
          </dl>
        </details>

        <div className={styles.formActions}>
          {isDirty ? <span className={styles.unsaved}>{t.unsaved}</span> : null}
          <button type="submit" className={buttons.primary} disabled={update.isPending}>
            {update.isPending ? personJa.edit.saving : personJa.edit.save}
          </button>
        </div>
      </form>
    </section>
  );
}
