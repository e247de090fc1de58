import type { JobSettingUpdateRequest } from '@kiseki/contract/career';
import { WANT_TO_DO_MAX_LENGTH } from '@kiseki/contract/career-rules';
import { type ReactNode, useId, useState } from 'react';
import type { JobSetting } from '../../shared/api/career';
import formStyles from '../../shared/ui/form/Form.module.css';
import { useContractForm } from '../../shared/ui/form/use-contract-form';
import { CheckboxCards } from './Choices';
import { preferencesJa, setupJa } from './messages';
import styles from './PreferenceForms.module.css';

/*
 * The job-setting forms the setup wizard and the job-change flow share. Each is a <form> with
 * an id: the flow's main button submits it (`<button form={id}>`), and `onSubmit` receives
 * the snake_case request body of PUT /api/user/job_setting/ with only this form's keys.
 */

interface FormProps {
  id: string;
  /** The current setting; null when it could not be read (the form starts empty). */
  setting: JobSetting | null;
  onSubmit(body: JobSettingUpdateRequest): void;
  disabled?: boolean;
}

/** Full-width digits (from a Japanese input method) read as ASCII ones. */
const halfWidth = (value: string) =>
  value.replace(/[０-９]/g, (char) => String.fromCharCode(char.charCodeAt(0) - 0xfee0));

/** Empty means "no answer" (null); anything else must be a whole number the schema accepts. */
export const salaryValue = (raw: unknown): number | null => {
  if (typeof raw === 'number') return raw;
  const text = halfWidth(String(raw ?? '')).trim();
  return text === '' ? null : Number(text);
};

/** Desired annual salary in 万円, 0–9999, checked with the contract's rule. */
export function SalaryForm({ id, setting, onSubmit, disabled = false }: FormProps) {
  const t = preferencesJa.salary;
  const inputId = useId();
  const {
    register,
    handleSubmit,
    warmUp,
    formState: { errors },
  } = useContractForm(
    () =>
      import('@kiseki/contract/career').then((m) =>
        m.jobSettingUpdateRequestSchema.pick({ desired_annual_salary: true }),
      ),
    { defaultValues: { desired_annual_salary: setting?.desiredAnnualSalary ?? null }, disabled },
  );
  const error = errors.desired_annual_salary?.message;
  return (
    <form
      id={id}
      className={formStyles.form}
      noValidate
      onFocus={warmUp}
      onSubmit={handleSubmit((values) =>
        onSubmit({ desired_annual_salary: values.desired_annual_salary ?? null }),
      )}
    >
      <div className={formStyles.field}>
        <label htmlFor={inputId} className={formStyles.label}>
          {t.label}
        </label>
        <div className={styles.salaryRow}>
          <input
            id={inputId}
            type="text"
            inputMode="numeric"
            autoComplete="off"
            placeholder={t.placeholder}
            maxLength={4}
            className={`${formStyles.input} ${styles.salaryInput}`}
            aria-invalid={error ? true : undefined}
            aria-describedby={`${inputId}-hint${error ? ` ${inputId}-error` : ''}`}
            {...register('desired_annual_salary', { setValueAs: salaryValue })}
          />
          <span className={styles.unit}>{t.unit}</span>
        </div>
        <p id={`${inputId}-hint`} className={formStyles.hint}>
          {t.hint}
        </p>
        {error ? (
          <p id={`${inputId}-error`} className={formStyles.error}>
            {error}
          </p>
        ) : null}
      </div>
    </form>
  );
}

/** What the person wants to do next, up to 2000 characters. */
export function WantToDoForm({ id, setting, onSubmit, disabled = false }: FormProps) {
  const t = preferencesJa.wantToDo;
  const inputId = useId();
  const {
    register,
    handleSubmit,
    warmUp,
    watch,
    formState: { errors },
  } = useContractForm(
    () =>
      import('@kiseki/contract/career').then((m) =>
        m.jobSettingUpdateRequestSchema.pick({ want_to_do: true }),
      ),
    { defaultValues: { want_to_do: setting?.wantToDo ?? '' }, disabled },
  );
  const length = (watch('want_to_do') ?? '').length;
  const error = errors.want_to_do?.message;
  return (
    <form
      id={id}
      className={formStyles.form}
      noValidate
      onFocus={warmUp}
      onSubmit={handleSubmit((values) => {
        const text = values.want_to_do ?? '';
        onSubmit({ want_to_do: text.trim() === '' ? null : text });
      })}
    >
      <div className={formStyles.field}>
        <label htmlFor={inputId} className={formStyles.label}>
          {t.label}
        </label>
        <textarea
          id={inputId}
          rows={7}
          placeholder={t.placeholder}
          className={`${formStyles.input} ${styles.textarea}`}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${inputId}-count${error ? ` ${inputId}-error` : ''}`}
          {...register('want_to_do')}
        />
        <p
          id={`${inputId}-count`}
          className={`${formStyles.hint} ${styles.count}`}
          data-over={length > WANT_TO_DO_MAX_LENGTH || undefined}
        >
          {t.count(length)}
        </p>
        {error ? (
          <p id={`${inputId}-error`} className={formStyles.error}>
            {error}
          </p>
        ) : null}
      </div>
    </form>
  );
}

type Flags<K extends string> = Record<K, boolean>;

/** A group of flags (work style, employment type, business type) as checkbox cards. */
function FlagsForm<K extends string>({
  id,
  legend,
  options,
  initial,
  onSubmit,
  columns,
  disabled = false,
}: {
  id: string;
  legend: string;
  options: readonly { key: K; label: ReactNode }[];
  initial: Flags<K>;
  onSubmit(flags: Flags<K>): void;
  columns?: 1 | 2 | 3 | 4;
  disabled?: boolean;
}) {
  const [flags, setFlags] = useState(initial);
  return (
    <form
      id={id}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit(flags);
      }}
    >
      <CheckboxCards
        legend={legend}
        legendHidden
        options={options}
        values={flags}
        onChange={(key, checked) => setFlags((current) => ({ ...current, [key]: checked }))}
        columns={columns}
        disabled={disabled}
      />
    </form>
  );
}

const WORK_STYLE_KEYS = ['full_remote', 'partial_remote', 'attendance'] as const;
const EMPLOYMENT_TYPE_KEYS = ['fulltime', 'parttime', 'freelance', 'internship'] as const;
const BUSINESS_TYPE_KEYS = ['in_house', 'entrusted', 'ses'] as const;

export function WorkStyleForm({ id, setting, onSubmit, disabled }: FormProps) {
  const t = preferencesJa.workStyle;
  const style = setting?.desiredWorkStyle;
  return (
    <FlagsForm
      id={id}
      legend={t.legend}
      options={WORK_STYLE_KEYS.map((key) => ({ key, label: t.options[key] }))}
      initial={{
        full_remote: style?.fullRemote ?? false,
        partial_remote: style?.partialRemote ?? false,
        attendance: style?.attendance ?? false,
      }}
      onSubmit={(flags) => onSubmit({ desired_work_style: flags })}
      disabled={disabled}
    />
  );
}

export function EmploymentTypeForm({ id, setting, onSubmit, disabled }: FormProps) {
  const t = setupJa.employmentType;
  const types = setting?.employmentType;
  return (
    <FlagsForm
      id={id}
      legend={t.legend}
      options={EMPLOYMENT_TYPE_KEYS.map((key) => ({ key, label: t.options[key] }))}
      initial={{
        fulltime: types?.fulltime ?? false,
        parttime: types?.parttime ?? false,
        freelance: types?.freelance ?? false,
        internship: types?.internship ?? false,
      }}
      onSubmit={(flags) => onSubmit({ employment_type: flags })}
      disabled={disabled}
    />
  );
}

export function BusinessTypeForm({ id, setting, onSubmit, disabled }: FormProps) {
  const t = setupJa.businessType;
  const types = setting?.desiredBusinessType;
  return (
    <FlagsForm
      id={id}
      legend={t.legend}
      options={BUSINESS_TYPE_KEYS.map((key) => ({ key, label: t.options[key] }))}
      initial={{
        in_house: types?.inHouse ?? false,
        entrusted: types?.entrusted ?? false,
        ses: types?.ses ?? false,
      }}
      onSubmit={(flags) => onSubmit({ desired_business_type: flags })}
      disabled={disabled}
    />
  );
}
