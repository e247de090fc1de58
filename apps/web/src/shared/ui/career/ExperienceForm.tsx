import type { ExperienceRequest } from '@kiseki/contract/career';
import {
  CLIENT_COMPANY_NAME_MAX_LENGTH,
  EXPERIENCE_DESCRIPTION_MAX_LENGTH,
  ORGANIZATION_NAME_MAX_LENGTH,
  POSITION_NAME_MAX_LENGTH,
} from '@kiseki/contract/career-rules';
import { type ReactNode, useState } from 'react';
import { useController } from 'react-hook-form';
import type { Experience } from '../../api/career';
import buttons from '../button.module.css';
import { CheckboxField } from '../form/CheckboxField';
import formStyles from '../form/Form.module.css';
import { FormAlert } from '../form/FormAlert';
import { applyServerErrors, isServerOrNetworkFailure } from '../form/server-errors';
import { TextField } from '../form/TextField';
import { useContractForm } from '../form/use-contract-form';
import styles from './CareerForm.module.css';
import { careerFormJa as t } from './labels';
import { PositionSelect } from './PositionSelect';
import { TextAreaField } from './TextAreaField';
import { currentJapanYearMonth, YearMonthSelect } from './YearMonthSelect';

/** Starting values of an experience form: any fields of the request (snake_case). */
export type ExperienceFormDefaults = Partial<ExperienceRequest>;

// The schema (and zod) load when the form is first used, never with the screen's chunk.
const loadSchema = () => import('./form-schemas').then((m) => m.experienceFormSchema);

/** An experience of the API (camelCase) as the request the form edits (snake_case). */
export function experienceToRequest(experience: Experience): ExperienceRequest {
  return {
    organization_name: experience.organizationName,
    positions: experience.positions,
    position_name: experience.positionName,
    is_client_work: experience.isClientWork,
    client_company_name: experience.clientCompanyName,
    start_year: experience.startYear,
    start_month: experience.startMonth,
    end_year: experience.endYear,
    end_month: experience.endMonth,
    description: experience.description,
  };
}

function initialValues(defaults: ExperienceFormDefaults | undefined, startToNow: boolean) {
  const now = currentJapanYearMonth();
  const hasEnd = defaults?.end_year != null && defaults?.end_month != null;
  return {
    organization_name: defaults?.organization_name ?? '',
    positions: [...new Set(defaults?.positions ?? [])],
    position_name: defaults?.position_name ?? '',
    is_client_work: defaults?.is_client_work ?? false,
    client_company_name: defaults?.client_company_name ?? '',
    start_year: defaults?.start_year ?? (startToNow ? now.year : undefined),
    start_month: defaults?.start_month ?? (startToNow ? now.month : undefined),
    end_year: hasEnd ? defaults?.end_year : null,
    end_month: hasEnd ? defaults?.end_month : null,
    // A stored experience without an end is ongoing; a new one is, when it starts today.
    ongoing: defaults?.start_year !== undefined ? !hasEnd : startToNow,
    description: defaults?.description ?? '',
  };
}

/**
 * The react-hook-form state of one experience, validated with the contract's
 * experienceRequestSchema plus the client rules (≥1 position, start chosen, end unless
 * ongoing). Its submit values are the contract's ExperienceRequest. Use it with
 * `<ExperienceFields form={form} />` when the fields sit inside a form of your own (the
 * hirability modal's recent-background form); otherwise use `<ExperienceForm>`.
 */
export function useExperienceForm({
  defaultValues,
  defaultStartToNow = false,
}: {
  defaultValues?: ExperienceFormDefaults | undefined;
  defaultStartToNow?: boolean | undefined;
} = {}) {
  return useContractForm(loadSchema, {
    defaultValues: initialValues(defaultValues, defaultStartToNow),
  });
}
export type ExperienceFormApi = ReturnType<typeof useExperienceForm>;

/** Fields a server answer may name; its messages land on them (applyServerErrors). */
export const EXPERIENCE_FIELD_NAMES = [
  'organization_name',
  'positions',
  'position_name',
  'is_client_work',
  'client_company_name',
  'start_year',
  'start_month',
  'end_year',
  'end_month',
  'description',
] as const;

/**
 * The fields of one experience: 会社名, 職種, 役職名, クライアントワーク (+ クライアント企業名),
 * 開始年月, 終了年月 or 現在も在籍中, 業務内容. Render inside a `<form>` that submits with
 * `form.handleSubmit`.
 */
export function ExperienceFields({ form }: { form: ExperienceFormApi }) {
  const {
    control,
    register,
    watch,
    setValue,
    clearErrors,
    formState: { errors },
  } = form;
  // Registered in screen order: a failed submit focuses the first invalid field.
  const organization = register('organization_name');
  const positions = useController({ control, name: 'positions' });
  const positionName = register('position_name');
  const clientWork = register('is_client_work');
  const startYear = useController({ control, name: 'start_year' });
  const startMonth = useController({ control, name: 'start_month' });
  const endYear = useController({ control, name: 'end_year' });
  const endMonth = useController({ control, name: 'end_month' });
  const isClientWork = watch('is_client_work');
  const ongoing = watch('ongoing') === true;
  const ongoingField = register('ongoing');
  const description = register('description');

  return (
    <>
      <TextField
        label={t.organizationName}
        markRequired
        hint={t.organizationNameHint}
        maxLength={ORGANIZATION_NAME_MAX_LENGTH}
        autoComplete="organization"
        error={errors.organization_name?.message}
        {...organization}
      />
      <PositionSelect
        ref={positions.field.ref}
        value={positions.field.value ?? []}
        onChange={positions.field.onChange}
        onBlur={positions.field.onBlur}
        markRequired
        error={errors.positions?.message ?? errors.positions?.root?.message}
      />
      <TextField
        label={t.positionName}
        hint={t.positionNameHint}
        maxLength={POSITION_NAME_MAX_LENGTH}
        error={errors.position_name?.message}
        {...positionName}
      />
      <CheckboxField error={errors.is_client_work?.message} {...clientWork}>
        {t.isClientWork}
      </CheckboxField>
      {isClientWork ? (
        <TextField
          label={t.clientCompanyName}
          maxLength={CLIENT_COMPANY_NAME_MAX_LENGTH}
          error={errors.client_company_name?.message}
          {...register('client_company_name')}
        />
      ) : null}
      <div className={styles.periodRow}>
        <YearMonthSelect
          label={t.startDate}
          range="experience"
          markRequired
          year={startYear.field.value}
          month={startMonth.field.value}
          yearRef={startYear.field.ref}
          monthRef={startMonth.field.ref}
          onChange={({ year, month }) => {
            if (year !== (startYear.field.value ?? null))
              startYear.field.onChange(year ?? undefined);
            if (month !== (startMonth.field.value ?? null))
              startMonth.field.onChange(month ?? undefined);
          }}
          onBlur={(part) => (part === 'year' ? startYear : startMonth).field.onBlur()}
          error={errors.start_year?.message ?? errors.start_month?.message}
          yearInvalid={Boolean(errors.start_year)}
          monthInvalid={Boolean(errors.start_month)}
        />
        <div className={styles.endGroup}>
          <YearMonthSelect
            label={t.endDate}
            range="experience"
            disabled={ongoing}
            year={endYear.field.value}
            month={endMonth.field.value}
            yearRef={endYear.field.ref}
            monthRef={endMonth.field.ref}
            onChange={({ year, month }) => {
              if (year !== (endYear.field.value ?? null)) endYear.field.onChange(year);
              if (month !== (endMonth.field.value ?? null)) endMonth.field.onChange(month);
            }}
            onBlur={(part) => (part === 'year' ? endYear : endMonth).field.onBlur()}
            error={ongoing ? undefined : (errors.end_year?.message ?? errors.end_month?.message)}
            yearInvalid={!ongoing && Boolean(errors.end_year)}
            monthInvalid={!ongoing && Boolean(errors.end_month)}
          />
          <CheckboxField
            {...ongoingField}
            onChange={(event) => {
              void ongoingField.onChange(event);
              if (event.target.checked) {
                setValue('end_year', null);
                setValue('end_month', null);
                clearErrors(['end_year', 'end_month']);
              }
            }}
          >
            {t.ongoing}
          </CheckboxField>
        </div>
      </div>
      <TextAreaField
        label={t.description}
        hint={t.descriptionHint}
        rows={6}
        maxLength={EXPERIENCE_DESCRIPTION_MAX_LENGTH}
        error={errors.description?.message}
        {...description}
      />
    </>
  );
}

interface ExperienceFormProps {
  /** Values to start from (an experience to edit: see experienceToRequest). */
  defaultValues?: ExperienceFormDefaults | undefined;
  /** Start at this year and month (the recent-background form of spec section 5). */
  defaultStartToNow?: boolean;
  /**
   * Called with the contract's request once the fields are valid. Return the save's promise
   * (`mutation.mutateAsync(...)`): if it rejects, the server's field errors land on the
   * fields and any other message it can show sits above them.
   */
  onSubmit(values: ExperienceRequest): unknown;
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
  /** Accessible name of the form (e.g. 職歴を追加). */
  label?: string;
  /** Shown above the fields. */
  intro?: ReactNode;
}

/**
 * A complete experience form: the fields, a submit button and an optional cancel button.
 *
 * Usage: `<ExperienceForm defaultValues={experienceToRequest(e)} submitLabel="保存する"
 * pending={save.isPending} onSubmit={(v) => save.mutateAsync({ id: e.id, body: v })}
 * onCancel={close} />`. With `defaultStartToNow` a new experience starts at this month and
 * is marked 現在も在籍中.
 */
export function ExperienceForm({
  defaultValues,
  defaultStartToNow = false,
  onSubmit,
  submitLabel,
  saveFailedMessage,
  pending = false,
  onCancel,
  label,
  intro,
}: ExperienceFormProps) {
  const form = useExperienceForm({ defaultValues, defaultStartToNow });
  const [formError, setFormError] = useState<string>();
  const [saveFailed, setSaveFailed] = useState(false);
  const clearAlerts = () => {
    setFormError(undefined);
    setSaveFailed(false);
  };
  const submit = form.handleSubmit(async (values) => {
    clearAlerts();
    try {
      await onSubmit(values as ExperienceRequest);
    } catch (error) {
      // A refusal (400) lands on the fields; a server or network failure has no field to
      // mark, so it is said next to the button that tries again.
      setFormError(applyServerErrors(error, form.setError, EXPERIENCE_FIELD_NAMES));
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
      <ExperienceFields form={form} />
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
