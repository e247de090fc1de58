import {
  COMPANY_JOB_SECTION_MAX_LENGTH,
  COMPANY_JOB_SUMMARY_MAX_LENGTH,
  COMPANY_JOB_TITLE_MAX_LENGTH,
} from '@kiseki/contract/company-console';
import { ANNUAL_SALARY_MAX_MAN_YEN } from '@kiseki/contract/master/job-conditions';
import { PREFECTURES } from '@kiseki/contract/master/prefectures';
import { type ReactNode, useId, useState } from 'react';
import { type Control, useController } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { ja } from '../../../shared/i18n/ja';
import buttons from '../../../shared/ui/button.module.css';
import formStyles from '../../../shared/ui/form/Form.module.css';
import { FormAlert } from '../../../shared/ui/form/FormAlert';
import { applyServerErrors, ownErrorMessage } from '../../../shared/ui/form/server-errors';
import { TextField } from '../../../shared/ui/form/TextField';
import { useContractForm } from '../../../shared/ui/form/use-contract-form';
import {
  BUSINESS_TYPE_IDS,
  BUSINESS_TYPE_LABELS,
  EMPLOYMENT_TYPE_KEYS,
  EMPLOYMENT_TYPE_LABELS,
  WORK_STYLE_KEYS,
  WORK_STYLE_LABELS,
} from '../../../shared/ui/jobs/labels';
import { notify } from '../../../shared/ui/notifications/store';
import { type CompanyJob, useCreateCompanyJob, useJobTransition, useUpdateCompanyJob } from './api';
import type { JobFormInput, JobFormOutput } from './form-types';
import {
  blankJobForm,
  jobFormValuesOf,
  parseChoice,
  parseManYen,
  withListFieldErrors,
} from './form-values';
import styles from './JobEditor.module.css';
import { ConditionChecks, LongTextField, PositionPicker, RadioChoices } from './JobFields';
import { companyJobsJa } from './messages';
import { TagPicker } from './TagPicker';

const t = companyJobsJa.editor;

// The schema (and zod's resolver) load when the form is first used.
const loadSchema = () => import('./form-schema').then((m) => m.jobFormSchema);

/** Every field the server may name in a 400, in the order the form shows them. */
const FIELD_NAMES = [
  'title',
  'summary',
  'job_details',
  'required_skills',
  'welcome_skills',
  'development_environment',
  'working_conditions',
  'annual_salary_min',
  'annual_salary_max',
  'prefecture_code',
  'work_style',
  'employment_type',
  'business_type',
  'positions',
  'tag_ids',
  'preferred_condition_ids',
] as const satisfies readonly (keyof JobFormInput)[];

const sectionMax = COMPANY_JOB_SECTION_MAX_LENGTH.toLocaleString('ja-JP');

/**
 * A group of the form under its heading. Not a named region: the sections would repeat the
 * labels of their first fields (仕事内容) and crowd the page's landmarks.
 */
function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className={styles.section}>
      <h2 className={styles.sectionTitle}>{title}</h2>
      <div className={styles.sectionBody}>{children}</div>
    </section>
  );
}

type Intent = 'save' | 'publish';

/**
 * The posting's form, grouped as the job page reads: 基本情報, 仕事内容, 条件, 職種・技術タグ,
 * こだわり条件. Validated with the contract's schema as the recruiter goes; the server's field
 * messages land next to their fields, and nothing typed is lost when a save fails.
 *
 * Without `job` it writes a new draft and then opens it; with one it saves in place. 公開する
 * (drafts and new postings) saves what changed first, then publishes.
 */
export function JobForm({ job }: { job: CompanyJob | undefined }) {
  const navigate = useNavigate();
  const create = useCreateCompanyJob();
  const update = useUpdateCompanyJob(job?.jobDescriptionId);
  const transition = useJobTransition();
  const [formError, setFormError] = useState<string>();
  const [pending, setPending] = useState<Intent | null>(null);
  const form = useContractForm(loadSchema, {
    defaultValues: job ? jobFormValuesOf(job) : blankJobForm(),
  });
  const {
    register,
    control,
    handleSubmit,
    setError,
    reset,
    trigger,
    getFieldState,
    formState: { errors, isDirty },
  } = form;
  const canPublish = !job || job.status === 'draft';

  /** Create or update; the saved job, or null when the failure is already on the screen. */
  const save = async (values: JobFormOutput): Promise<CompanyJob | null> => {
    try {
      const saved = job ? await update.mutateAsync(values) : await create.mutateAsync(values);
      reset(jobFormValuesOf(saved));
      return saved;
    } catch (failure) {
      setFormError(applyServerErrors(withListFieldErrors(failure), setError, FIELD_NAMES));
      return null;
    }
  };

  const submit = (intent: Intent) =>
    handleSubmit(async (values) => {
      setFormError(undefined);
      setPending(intent);
      try {
        // A draft unchanged since it was saved is published as it is.
        const saved = job && !isDirty && intent === 'publish' ? job : await save(values);
        if (!saved) return;
        if (intent === 'publish') {
          try {
            await transition.mutateAsync({ id: saved.jobDescriptionId, action: 'publish' });
            notify(t.published);
          } catch (failure) {
            const message = ownErrorMessage(failure);
            // A new posting is saved by now and its page opens next: the notice carries the
            // refusal there. (Server and network failures have their own notice already.)
            if (job) setFormError(message);
            else notify(`${t.createdButNotPublished}${message ?? ''}`, 'error');
          }
        } else {
          notify(job ? t.saved : t.created);
        }
        if (!job) navigate(`/company/jobs/${saved.jobDescriptionId}`, { replace: true });
      } finally {
        setPending(null);
      }
    });

  const busy = pending !== null;
  const salaryOptions = { setValueAs: parseManYen };
  return (
    <form
      className={styles.form}
      noValidate
      aria-label={job ? t.editTitle : t.createTitle}
      onFocus={form.warmUp}
      onSubmit={submit('save')}
    >
      {formError ? <FormAlert focusOnShow>{formError}</FormAlert> : null}

      <Section title={t.sections.basics}>
        <TextField
          label={t.title}
          markRequired
          hint={t.titleHint(COMPANY_JOB_TITLE_MAX_LENGTH)}
          maxLength={COMPANY_JOB_TITLE_MAX_LENGTH}
          autoComplete="off"
          error={errors.title?.message}
          {...register('title')}
        />
        <TextField
          label={t.summary}
          markRequired
          hint={t.summaryHint(COMPANY_JOB_SUMMARY_MAX_LENGTH)}
          maxLength={COMPANY_JOB_SUMMARY_MAX_LENGTH}
          autoComplete="off"
          error={errors.summary?.message}
          {...register('summary')}
        />
      </Section>

      <Section title={t.sections.body}>
        <LongTextField
          label={t.jobDetails}
          markRequired
          hint={t.sectionHint(sectionMax)}
          rows={8}
          maxLength={COMPANY_JOB_SECTION_MAX_LENGTH}
          error={errors.job_details?.message}
          {...register('job_details')}
        />
        <LongTextField
          label={t.requiredSkills}
          markRequired
          hint={t.sectionHint(sectionMax)}
          rows={5}
          maxLength={COMPANY_JOB_SECTION_MAX_LENGTH}
          error={errors.required_skills?.message}
          {...register('required_skills')}
        />
        <LongTextField
          label={t.welcomeSkills}
          hint={t.optionalHint(sectionMax)}
          rows={5}
          maxLength={COMPANY_JOB_SECTION_MAX_LENGTH}
          error={errors.welcome_skills?.message}
          {...register('welcome_skills')}
        />
        <LongTextField
          label={t.developmentEnvironment}
          hint={t.optionalHint(sectionMax)}
          rows={4}
          maxLength={COMPANY_JOB_SECTION_MAX_LENGTH}
          error={errors.development_environment?.message}
          {...register('development_environment')}
        />
        <LongTextField
          label={t.workingConditions}
          hint={t.optionalHint(sectionMax)}
          rows={4}
          maxLength={COMPANY_JOB_SECTION_MAX_LENGTH}
          error={errors.working_conditions?.message}
          {...register('working_conditions')}
        />
      </Section>

      <Section title={t.sections.conditions}>
        <div className={styles.salaryRow}>
          <TextField
            label={t.salaryMin}
            markRequired
            inputMode="numeric"
            autoComplete="off"
            maxLength={String(ANNUAL_SALARY_MAX_MAN_YEN).length + 2}
            className={styles.salaryInput}
            error={errors.annual_salary_min?.message}
            {...register('annual_salary_min', {
              ...salaryOptions,
              // The range is checked on the upper bound: once that was filled in, a new lower
              // bound re-checks it.
              onChange: () => {
                if (getFieldState('annual_salary_max').isTouched) {
                  void trigger('annual_salary_max');
                }
              },
            })}
          />
          <TextField
            label={t.salaryMax}
            markRequired
            inputMode="numeric"
            autoComplete="off"
            maxLength={String(ANNUAL_SALARY_MAX_MAN_YEN).length + 2}
            className={styles.salaryInput}
            error={errors.annual_salary_max?.message}
            {...register('annual_salary_max', salaryOptions)}
          />
        </div>
        <p className={formStyles.hint}>{t.salaryHint}</p>
        <PrefectureSelect control={control} />
        <RadioChoices
          control={control}
          name="work_style"
          legend={t.workStyle}
          options={WORK_STYLE_KEYS.map((key) => ({ value: key, label: WORK_STYLE_LABELS[key] }))}
        />
        <RadioChoices
          control={control}
          name="employment_type"
          legend={t.employmentType}
          options={EMPLOYMENT_TYPE_KEYS.map((key) => ({
            value: key,
            label: EMPLOYMENT_TYPE_LABELS[key],
          }))}
        />
        <RadioChoices
          control={control}
          name="business_type"
          legend={t.businessType}
          options={BUSINESS_TYPE_IDS.map((id) => ({ value: id, label: BUSINESS_TYPE_LABELS[id] }))}
        />
      </Section>

      <Section title={t.sections.positionsAndTags}>
        <PositionPicker control={control} />
        <TagPicker control={control} savedTags={job?.tags ?? []} />
      </Section>

      <Section title={t.sections.preferred}>
        <ConditionChecks control={control} />
      </Section>

      <div className={styles.formActions}>
        {isDirty ? (
          <span className={styles.unsaved} role="status">
            {t.unsaved}
          </span>
        ) : null}
        <div className={styles.buttons}>
          <button
            type="submit"
            className={canPublish ? buttons.secondary : buttons.primary}
            disabled={busy}
            aria-busy={pending === 'save' || undefined}
          >
            {pending === 'save' ? t.saving : job ? t.save : t.saveDraft}
          </button>
          {canPublish ? (
            <button
              type="button"
              className={buttons.primary}
              disabled={busy}
              aria-busy={pending === 'publish' || undefined}
              onClick={submit('publish')}
            >
              {pending === 'publish' ? t.publishing : t.publish}
            </button>
          ) : null}
        </div>
      </div>
    </form>
  );
}

/**
 * 勤務地: the 47 prefectures. Controlled, so the code is a number in the form and the select
 * shows a saved one whatever the browser does with a numeric value.
 */
function PrefectureSelect({ control }: { control: Control<JobFormInput, unknown, JobFormOutput> }) {
  const id = useId();
  const { field, fieldState } = useController({ control, name: 'prefecture_code' });
  const error = fieldState.error?.message;
  return (
    <div className={formStyles.field}>
      <div className={formStyles.labelRow}>
        <label htmlFor={id} className={formStyles.label}>
          {t.prefecture}
        </label>
        <span className={formStyles.required} aria-hidden="true">
          {ja.form.required}
        </span>
      </div>
      <select
        ref={field.ref}
        id={id}
        name={field.name}
        className={`${formStyles.input} ${styles.select}`}
        value={field.value === undefined ? '' : String(field.value)}
        aria-required="true"
        aria-invalid={error ? true : undefined}
        aria-describedby={[`${id}-hint`, error ? `${id}-error` : ''].filter(Boolean).join(' ')}
        onChange={(event) => field.onChange(parseChoice(event.target.value))}
        onBlur={field.onBlur}
      >
        <option value="">{t.prefecturePlaceholder}</option>
        {PREFECTURES.map((prefecture) => (
          <option key={prefecture.code} value={prefecture.code}>
            {prefecture.name}
          </option>
        ))}
      </select>
      <p id={`${id}-hint`} className={formStyles.hint}>
        {t.prefectureHint}
      </p>
      {error ? (
        <p id={`${id}-error`} className={formStyles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
