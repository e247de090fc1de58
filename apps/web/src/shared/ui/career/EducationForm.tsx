import type { EducationRequest } from '@kiseki/contract/career';
import { MAJOR_MAX_LENGTH, SCHOOL_NAME_MAX_LENGTH } from '@kiseki/contract/career-rules';
import { type ReactNode, useId, useState } from 'react';
import { useController } from 'react-hook-form';
import type { Education } from '../../api/career';
import { ja } from '../../i18n/ja';
import buttons from '../button.module.css';
import formStyles from '../form/Form.module.css';
import { FormAlert } from '../form/FormAlert';
import { applyServerErrors, isServerOrNetworkFailure } from '../form/server-errors';
import { TextField } from '../form/TextField';
import { useContractForm } from '../form/use-contract-form';
import styles from './CareerForm.module.css';
import {
  ENROLLMENT_STATUS_CHOICES,
  ENROLLMENT_STATUS_LABELS,
  SCHOOL_TYPE_CHOICES,
  SCHOOL_TYPE_LABELS,
  careerFormJa as t,
} from './labels';
import { YearMonthSelect } from './YearMonthSelect';

export type EducationFormDefaults = Partial<EducationRequest>;

// The schema (and zod) load when the form is first used, never with the screen's chunk.
const loadSchema = () => import('./form-schemas').then((m) => m.educationFormSchema);

/** An education of the API (camelCase) as the request the form edits (snake_case). */
export function educationToRequest(education: Education): EducationRequest {
  return {
    school_type: education.schoolType,
    school_name: education.schoolName,
    end_year: education.endYear,
    end_month: education.endMonth,
    enrollment_status: education.enrollmentStatus,
    major: education.major,
  };
}

/**
 * The react-hook-form state of one education, validated with the contract's educationSchema
 * (未選択 refused). Use with `<EducationFields form={form} />` inside a form of your own, or
 * use `<EducationForm>`.
 */
export function useEducationForm({
  defaultValues,
}: {
  defaultValues?: EducationFormDefaults | undefined;
} = {}) {
  return useContractForm(loadSchema, {
    defaultValues: {
      school_name: defaultValues?.school_name ?? '',
      school_type: defaultValues?.school_type ?? -1,
      end_year: defaultValues?.end_year,
      end_month: defaultValues?.end_month,
      enrollment_status: defaultValues?.enrollment_status,
      major: defaultValues?.major ?? '',
    },
  });
}
export type EducationFormApi = ReturnType<typeof useEducationForm>;

export const EDUCATION_FIELD_NAMES = [
  'school_type',
  'school_name',
  'end_year',
  'end_month',
  'enrollment_status',
  'major',
] as const;

/**
 * The fields of one education: 学校名, 学校種別, 卒業（予定）年月, 在籍状況, 学部・学科・専攻.
 * Render inside a `<form>` that submits with `form.handleSubmit`.
 */
export function EducationFields({ form }: { form: EducationFormApi }) {
  const {
    control,
    register,
    formState: { errors },
  } = form;
  const id = useId();
  // Registered in screen order: a failed submit focuses the first invalid field.
  const schoolName = register('school_name');
  const schoolType = useController({ control, name: 'school_type' });
  const endYear = useController({ control, name: 'end_year' });
  const endMonth = useController({ control, name: 'end_month' });
  const status = useController({ control, name: 'enrollment_status' });
  const typeError = errors.school_type?.message;
  const statusError = errors.enrollment_status?.message;
  const major = register('major');

  return (
    <>
      <TextField
        label={t.schoolName}
        markRequired
        maxLength={SCHOOL_NAME_MAX_LENGTH}
        error={errors.school_name?.message}
        {...schoolName}
      />
      <div className={formStyles.field}>
        <div className={formStyles.labelRow}>
          <label htmlFor={`${id}-type`} className={formStyles.label}>
            {t.schoolType}
          </label>
          <span className={formStyles.required} aria-hidden="true">
            {ja.form.required}
          </span>
        </div>
        <select
          id={`${id}-type`}
          ref={schoolType.field.ref}
          className={`${formStyles.input} ${styles.select} ${styles.schoolType}`}
          aria-required
          aria-invalid={typeError ? true : undefined}
          aria-describedby={typeError ? `${id}-type-error` : undefined}
          value={String(schoolType.field.value ?? -1)}
          onChange={(event) => schoolType.field.onChange(Number(event.target.value))}
          onBlur={schoolType.field.onBlur}
        >
          <option value="-1">{SCHOOL_TYPE_LABELS[-1]}</option>
          {SCHOOL_TYPE_CHOICES.map((value) => (
            <option key={value} value={value}>
              {SCHOOL_TYPE_LABELS[value]}
            </option>
          ))}
        </select>
        {typeError ? (
          <p id={`${id}-type-error`} className={formStyles.error}>
            {typeError}
          </p>
        ) : null}
      </div>
      <YearMonthSelect
        label={t.educationEnd}
        range="educationEnd"
        markRequired
        year={endYear.field.value}
        month={endMonth.field.value}
        yearRef={endYear.field.ref}
        monthRef={endMonth.field.ref}
        onChange={({ year, month }) => {
          if (year !== (endYear.field.value ?? null)) endYear.field.onChange(year ?? undefined);
          if (month !== (endMonth.field.value ?? null)) endMonth.field.onChange(month ?? undefined);
        }}
        onBlur={(part) => (part === 'year' ? endYear : endMonth).field.onBlur()}
        error={errors.end_year?.message ?? errors.end_month?.message}
        yearInvalid={Boolean(errors.end_year)}
        monthInvalid={Boolean(errors.end_month)}
      />
      <fieldset
        className={styles.radioGroup}
        aria-invalid={statusError ? true : undefined}
        aria-describedby={statusError ? `${id}-status-error` : undefined}
      >
        <legend className={styles.legend}>
          <span className={formStyles.label}>{t.enrollmentStatus}</span>
          <span className={formStyles.required} aria-hidden="true">
            {ja.form.required}
          </span>
        </legend>
        <div className={styles.radios}>
          {ENROLLMENT_STATUS_CHOICES.map((value, index) => (
            <label key={value} className={styles.radio}>
              <input
                type="radio"
                name={`${id}-status`}
                ref={index === 0 ? status.field.ref : undefined}
                value={value}
                checked={status.field.value === value}
                onChange={() => status.field.onChange(value)}
                onBlur={status.field.onBlur}
              />
              <span>{ENROLLMENT_STATUS_LABELS[value]}</span>
            </label>
          ))}
        </div>
        {statusError ? (
          <p id={`${id}-status-error`} className={formStyles.error}>
            {statusError}
          </p>
        ) : null}
      </fieldset>
      <TextField
        label={t.major}
        maxLength={MAJOR_MAX_LENGTH}
        error={errors.major?.message}
        {...major}
      />
    </>
  );
}

interface EducationFormProps {
  defaultValues?: EducationFormDefaults | undefined;
  /** Return the save's promise: a rejection puts the server's messages on the fields. */
  onSubmit(values: EducationRequest): unknown;
  submitLabel: string;
  /**
   * Shown above the buttons when the save fails on the server or the network (spec section 8:
   * エラーが発生しました、もう一度お試しください). Pass it with a mutation made with
   * OWN_SERVER_ERRORS, so the shell's generic notice does not say it too; without it those
   * failures are left to that notice.
   */
  saveFailedMessage?: string;
  pending?: boolean;
  onCancel?: () => void;
  label?: string;
  intro?: ReactNode;
}

/**
 * A complete education form: the fields, a submit button and an optional cancel button.
 *
 * Usage: `<EducationForm submitLabel="追加する" onSubmit={(v) => save.mutateAsync([...list,
 * v])} onCancel={close} />`; edit with `defaultValues={educationToRequest(education)}`.
 */
export function EducationForm({
  defaultValues,
  onSubmit,
  submitLabel,
  saveFailedMessage,
  pending = false,
  onCancel,
  label,
  intro,
}: EducationFormProps) {
  const form = useEducationForm({ defaultValues });
  const [formError, setFormError] = useState<string>();
  const [saveFailed, setSaveFailed] = useState(false);
  const clearAlerts = () => {
    setFormError(undefined);
    setSaveFailed(false);
  };
  const submit = form.handleSubmit(async (values) => {
    clearAlerts();
    try {
      await onSubmit(values);
    } catch (error) {
      // A refusal (400) lands on the fields; a server or network failure has no field to
      // mark, so it is said next to the button that tries again.
      setFormError(applyServerErrors(error, form.setError, EDUCATION_FIELD_NAMES));
      setSaveFailed(isServerOrNetworkFailure(error));
    }
  }, clearAlerts);
  const busy = pending || form.formState.isSubmitting;

  return (
    <form
      className={`${formStyles.form} ${styles.form}`}
      noValidate
      aria-label={label}
      onFocus={form.warmUp}
      onSubmit={submit}
    >
      {intro}
      {formError ? <FormAlert focusOnShow>{formError}</FormAlert> : null}
      <EducationFields form={form} />
      {saveFailed && saveFailedMessage ? (
        <FormAlert focusOnShow>{saveFailedMessage}</FormAlert>
      ) : null}
      <div className={styles.actions}>
        {onCancel ? (
          <button type="button" className={buttons.secondary} onClick={onCancel} disabled={busy}>
            {t.cancel}
          </button>
        ) : null}
        <button type="submit" className={buttons.primary} disabled={busy}>
          {busy ? t.saving : submitLabel}
        </button>
      </div>
    </form>
  );
}
