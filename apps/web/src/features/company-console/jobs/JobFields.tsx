import { COMPANY_JOB_POSITIONS_MAX } from '@kiseki/contract/company-console';
import {
  JOB_POSITION_CATEGORIES,
  type JobPositionKey,
  jobPositionsById,
} from '@kiseki/contract/master/job-positions';
import { PREFERRED_CONDITIONS } from '@kiseki/contract/master/preferred-conditions';
import { type ReactNode, type Ref, type TextareaHTMLAttributes, useId } from 'react';
import { type Control, useController } from 'react-hook-form';
import { ja } from '../../../shared/i18n/ja';
import formStyles from '../../../shared/ui/form/Form.module.css';
import type { JobFormInput, JobFormOutput } from './form-types';
import styles from './JobEditor.module.css';
import { companyJobsJa } from './messages';

const t = companyJobsJa.editor;

type JobControl = Control<JobFormInput, unknown, JobFormOutput>;

const describedBy = (...ids: (string | false | undefined)[]) =>
  ids.filter(Boolean).join(' ') || undefined;

/** The 必須 mark beside a label; screen readers hear aria-required on the control instead. */
function RequiredMark() {
  return (
    <span className={formStyles.required} aria-hidden="true">
      {ja.form.required}
    </span>
  );
}

function FieldError({ id, message }: { id: string; message: string | undefined }) {
  return message ? (
    <p id={id} className={formStyles.error}>
      {message}
    </p>
  ) : null;
}

interface LongTextFieldProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: string;
  hint: string;
  error: string | undefined;
  markRequired?: boolean;
  ref?: Ref<HTMLTextAreaElement>;
}

/** A body section of the posting (仕事内容, 必須スキル …): a tall labelled textarea. */
export function LongTextField({
  label,
  hint,
  error,
  markRequired,
  id,
  ...textarea
}: LongTextFieldProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  return (
    <div className={formStyles.field}>
      <div className={formStyles.labelRow}>
        <label htmlFor={inputId} className={formStyles.label}>
          {label}
        </label>
        {markRequired ? <RequiredMark /> : null}
      </div>
      <textarea
        id={inputId}
        className={`${formStyles.input} ${styles.textarea}`}
        aria-required={markRequired || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(`${inputId}-hint`, error && `${inputId}-error`)}
        {...textarea}
      />
      <p id={`${inputId}-hint`} className={formStyles.hint}>
        {hint}
      </p>
      <FieldError id={`${inputId}-error`} message={error} />
    </div>
  );
}

/** A fieldset whose legend reads like a field label, with its hint and error linked. */
function ChoiceFieldset({
  legend,
  hint,
  error,
  markRequired,
  hideLegend,
  children,
}: {
  legend: string;
  hint?: ReactNode;
  error: string | undefined;
  markRequired?: boolean;
  /** The section's heading already says it. */
  hideLegend?: boolean;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <fieldset
      className={styles.choiceFieldset}
      aria-describedby={describedBy(hint ? `${id}-hint` : undefined, error && `${id}-error`)}
    >
      <legend className={hideLegend ? 'visually-hidden' : styles.legend}>
        <span className={formStyles.label}>{legend}</span>
        {markRequired ? <RequiredMark /> : null}
      </legend>
      {hint ? (
        <p id={`${id}-hint`} className={formStyles.hint}>
          {hint}
        </p>
      ) : null}
      {children}
      <FieldError id={`${id}-error`} message={error} />
    </fieldset>
  );
}

type SingleChoiceName = 'work_style' | 'employment_type' | 'business_type';

/**
 * One of a few choices (働き方, 雇用形態, 事業形態) as radio buttons. Controlled, so a numeric
 * choice (事業形態 1–3) reaches the schema as the number it is.
 */
export function RadioChoices<V extends string | number>({
  control,
  name,
  legend,
  options,
}: {
  control: JobControl;
  name: SingleChoiceName;
  legend: string;
  options: readonly { value: V; label: string }[];
}) {
  const { field, fieldState } = useController({ control, name });
  const error = fieldState.error?.message;
  return (
    <ChoiceFieldset legend={legend} error={error} markRequired>
      <div className={styles.choices}>
        {options.map((option, index) => (
          <label key={option.value} className={styles.choice}>
            <input
              ref={index === 0 ? field.ref : undefined}
              type="radio"
              name={field.name}
              className={formStyles.checkbox}
              checked={field.value === option.value}
              aria-invalid={error ? true : undefined}
              onChange={() => field.onChange(option.value)}
              onBlur={field.onBlur}
            />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
    </ChoiceFieldset>
  );
}

/** Adds or removes `value` of a list choice, keeping the list's order of choosing. */
function toggled<V>(list: readonly V[], value: V, on: boolean): V[] {
  return on
    ? list.includes(value)
      ? [...list]
      : [...list, value]
    : list.filter((v) => v !== value);
}

/**
 * 職種: 1 to COMPANY_JOB_POSITIONS_MAX positions, by category. Once the maximum is chosen the
 * others are disabled (the count says why) until one is unchecked.
 */
export function PositionPicker({ control }: { control: JobControl }) {
  const { field, fieldState } = useController({ control, name: 'positions' });
  const chosen: readonly JobPositionKey[] = field.value ?? [];
  const full = chosen.length >= COMPANY_JOB_POSITIONS_MAX;
  const error = fieldState.error?.message;
  return (
    <ChoiceFieldset
      legend={t.positions}
      hint={
        <>
          {t.positionsHint(COMPANY_JOB_POSITIONS_MAX)}
          <span className={styles.counter} aria-live="polite">
            {t.positionsCount(chosen.length, COMPANY_JOB_POSITIONS_MAX)}
          </span>
        </>
      }
      error={error}
      markRequired
    >
      <div className={styles.categories}>
        {JOB_POSITION_CATEGORIES.map((category, categoryIndex) => (
          <fieldset key={category.id} className={styles.category}>
            <legend className={styles.categoryName}>{category.name}</legend>
            <div className={styles.choices}>
              {category.positionIds.map((positionId, index) => {
                const position = jobPositionsById.get(positionId);
                if (!position) return null;
                const checked = chosen.includes(position.key);
                return (
                  <label key={position.key} className={styles.choice}>
                    <input
                      ref={categoryIndex === 0 && index === 0 ? field.ref : undefined}
                      type="checkbox"
                      className={formStyles.checkbox}
                      checked={checked}
                      disabled={full && !checked}
                      aria-invalid={error ? true : undefined}
                      onChange={(event) =>
                        field.onChange(toggled(chosen, position.key, event.target.checked))
                      }
                      onBlur={field.onBlur}
                    />
                    <span>{position.name}</span>
                  </label>
                );
              })}
            </div>
          </fieldset>
        ))}
      </div>
    </ChoiceFieldset>
  );
}

/** こだわり条件: any of the preferred conditions. */
export function ConditionChecks({ control }: { control: JobControl }) {
  const { field, fieldState } = useController({ control, name: 'preferred_condition_ids' });
  const chosen: readonly number[] = field.value ?? [];
  const error = fieldState.error?.message;
  return (
    <ChoiceFieldset legend={t.sections.preferred} hint={t.preferredHint} error={error} hideLegend>
      <div className={styles.choices}>
        {PREFERRED_CONDITIONS.map((condition, index) => (
          <label key={condition.id} className={styles.choice}>
            <input
              ref={index === 0 ? field.ref : undefined}
              type="checkbox"
              className={formStyles.checkbox}
              checked={chosen.includes(condition.id)}
              onChange={(event) =>
                field.onChange(toggled(chosen, condition.id, event.target.checked))
              }
              onBlur={field.onBlur}
            />
            <span>{condition.label}</span>
          </label>
        ))}
      </div>
    </ChoiceFieldset>
  );
}
