import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { isApiError } from '../../../shared/api/errors';
import { AppLink } from '../../../shared/ui/AppLink';
import buttons from '../../../shared/ui/button.module.css';
import { TextAreaField } from '../../../shared/ui/career/TextAreaField';
import formStyles from '../../../shared/ui/form/Form.module.css';
import { applyServerErrors, isServerOrNetworkFailure } from '../../../shared/ui/form/server-errors';
import { TextField } from '../../../shared/ui/form/TextField';
import { useContractForm } from '../../../shared/ui/form/use-contract-form';
import { type PublishedJob, useRefreshCandidate, useSendScout } from './api';
import styles from './CandidatePage.module.css';
import { FormDialog } from './FormDialog';
import { manYenValue, optionalId } from './form-values';
import { THREAD_MESSAGE_MAX_LENGTH } from './labels';
import { candidatesJa } from './messages';

const t = candidatesJa.scout;

const loadSchema = () => import('./form-schemas').then((m) => m.scoutRequestSchema);

const FIELDS = ['job_description_id', 'salary_min', 'salary_max', 'body'] as const;

/**
 * スカウトを送る: one of the company's published jobs, the salary range offered (万円) and
 * the message, validated with the contract's scoutRequestSchema. A refusal (a near copy of
 * the recruiter's earlier scouts, or a thread that exists already) is said in the dialog and
 * every word typed stays, so the recruiter rewrites instead of starting again. A sent scout
 * opens its thread.
 */
export function ScoutDialog({
  userId,
  displayName,
  jobs,
  jobsFailed,
}: {
  userId: number;
  displayName: string;
  jobs: readonly PublishedJob[] | undefined;
  jobsFailed: boolean;
}) {
  const navigate = useNavigate();
  const jobFieldId = useId();
  const [open, setOpen] = useState(false);
  const [formError, setFormError] = useState<string>();
  const [refused, setRefused] = useState(false);
  const refresh = useRefreshCandidate(userId);
  const scout = useSendScout(userId);
  const form = useContractForm(loadSchema, {
    defaultValues: { user_id: userId, body: '' },
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const {
    register,
    handleSubmit,
    setError,
    watch,
    formState: { errors },
  } = form;
  const length = (watch('body') ?? '').length;
  const jobError = errors.job_description_id?.message;

  const onOpenChange = (next: boolean) => {
    if (scout.isPending) return;
    setOpen(next);
    if (next) return;
    // The draft itself stays: reopening the dialog finds it as it was left.
    setFormError(undefined);
    if (refused) {
      setRefused(false);
      refresh();
    }
  };

  const onSubmit = handleSubmit((values) => {
    setFormError(undefined);
    scout.mutate(values, {
      onSuccess: ({ threadId }) => navigate(`/company/threads/${threadId}`),
      onError: (failure) => {
        if (isApiError(failure) && failure.status === 409) setRefused(true);
        setFormError(
          applyServerErrors(failure, setError, FIELDS) ??
            (isServerOrNetworkFailure(failure) ? t.failed : undefined),
        );
      },
    });
  });

  const noJobs = jobs !== undefined && jobs.length === 0;

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      trigger={t.open}
      primaryTrigger
      title={t.title(displayName)}
      description={t.description}
      wide
      notice={
        noJobs ? (
          <div className={styles.dialogNote}>
            <p>{t.noJobs}</p>
            <AppLink to="/company/jobs" className={`${buttons.secondary} ${buttons.small}`}>
              {t.toJobs}
            </AppLink>
          </div>
        ) : null
      }
      formError={formError}
      onSubmit={onSubmit}
      onFormFocus={form.warmUp}
      pending={scout.isPending}
      submitDisabled={noJobs}
      text={t}
    >
      <div className={formStyles.field}>
        <div className={formStyles.labelRow}>
          <label htmlFor={jobFieldId} className={formStyles.label}>
            {t.job}
          </label>
        </div>
        <select
          id={jobFieldId}
          className={formStyles.input}
          aria-invalid={jobError ? true : undefined}
          aria-describedby={jobError ? `${jobFieldId}-error` : undefined}
          defaultValue=""
          {...register('job_description_id', { setValueAs: optionalId })}
        >
          <option value="">{t.chooseJob}</option>
          {(jobs ?? []).map((job) => (
            <option key={job.id} value={String(job.id)}>
              {job.title}
            </option>
          ))}
        </select>
        {jobsFailed ? <p className={formStyles.hint}>{candidatesJa.actions.jobsFailed}</p> : null}
        {jobError ? (
          <p id={`${jobFieldId}-error`} className={formStyles.error}>
            {jobError}
          </p>
        ) : null}
      </div>
      <div className={styles.salaryRow}>
        <TextField
          label={t.salaryMin}
          inputMode="numeric"
          autoComplete="off"
          maxLength={5}
          error={errors.salary_min?.message}
          {...register('salary_min', { setValueAs: manYenValue })}
        />
        <TextField
          label={t.salaryMax}
          inputMode="numeric"
          autoComplete="off"
          maxLength={5}
          error={errors.salary_max?.message}
          {...register('salary_max', { setValueAs: manYenValue })}
        />
      </div>
      <p className={formStyles.hint}>{t.salaryHint}</p>
      <TextAreaField
        label={t.body}
        rows={8}
        maxLength={THREAD_MESSAGE_MAX_LENGTH}
        hint={t.bodyCount(length)}
        error={errors.body?.message}
        {...register('body')}
      />
    </FormDialog>
  );
}
