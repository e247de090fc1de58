import {
  COMPANY_DESCRIPTION_MAX_LENGTH,
  COMPANY_INDUSTRY_MAX_LENGTH,
  COMPANY_NAME_MAX_LENGTH,
  COMPANY_STACK_TAGS_MAX,
  COMPANY_URL_MAX_LENGTH,
} from '@kiseki/contract/company-console';
import { PREFECTURES } from '@kiseki/contract/master/prefectures';
import { TECH_TAGS } from '@kiseki/contract/master/tech-tags';
import { type InputHTMLAttributes, type ReactNode, type Ref, useId, useState } from 'react';
import { useController, useWatch } from 'react-hook-form';
import { ja } from '../../../shared/i18n/ja';
import buttons from '../../../shared/ui/button.module.css';
import formStyles from '../../../shared/ui/form/Form.module.css';
import { FormAlert } from '../../../shared/ui/form/FormAlert';
import { applyServerErrors } from '../../../shared/ui/form/server-errors';
import { TextField } from '../../../shared/ui/form/TextField';
import { useContractForm } from '../../../shared/ui/form/use-contract-form';
import { CompanyMark } from '../../../shared/ui/jobs/CompanyMark';
import { notify } from '../../../shared/ui/notifications/store';
import { type CompanyProfile, useSaveCompanyProfile } from './api';
import styles from './CompanyProfilePage.module.css';
import { LocationPicker } from './LocationPicker';
import { profileJa } from './messages';
import {
  numberValue,
  PROFILE_FIELDS,
  previewLogoUrl,
  selectValue,
  toFormValues,
  toRequest,
  withListErrorsOnLists,
} from './profile-form';
import { StackTagPicker } from './StackTagPicker';

const t = profileJa;
const f = profileJa.fields;

const loadSchema = () =>
  import('@kiseki/contract/company-console').then((m) => m.companyProfileRequestSchema);

function Section({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section className={styles.card} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.cardTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/** The parts every hand-made field shares with TextField: label, 必須, hint and error. */
function FieldShell({
  inputId,
  label,
  hint,
  error,
  children,
}: {
  inputId: string;
  label: string;
  hint?: string | undefined;
  error: string | undefined;
  children: ReactNode;
}) {
  return (
    <div className={formStyles.field}>
      <div className={formStyles.labelRow}>
        <label htmlFor={inputId} className={formStyles.label}>
          {label}
        </label>
        <span className={formStyles.required} aria-hidden="true">
          {ja.form.required}
        </span>
      </div>
      {children}
      {hint ? (
        <p id={`${inputId}-hint`} className={formStyles.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${inputId}-error`} className={formStyles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

const describedBy = (inputId: string, hint: unknown, error: unknown) =>
  [hint ? `${inputId}-hint` : '', error ? `${inputId}-error` : ''].filter(Boolean).join(' ') ||
  undefined;

/** A whole number with its unit (名, 年) after it; typed as text so 全角 digits work. */
function NumberField({
  label,
  unit,
  error,
  ref,
  ...input
}: InputHTMLAttributes<HTMLInputElement> & {
  label: string;
  unit: string;
  error: string | undefined;
  ref?: Ref<HTMLInputElement>;
}) {
  const inputId = useId();
  return (
    <FieldShell inputId={inputId} label={label} error={error}>
      <div className={styles.unitRow}>
        <input
          ref={ref}
          id={inputId}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          className={`${formStyles.input} ${styles.numberInput}`}
          aria-required
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(inputId, false, error)}
          {...input}
        />
        <span className={styles.unit}>{unit}</span>
      </div>
    </FieldShell>
  );
}

/**
 * Every field of the company's public page, checked with the contract's schema before it is
 * sent. A refused save keeps what was typed and shows the server's words by each field.
 */
export function CompanyProfileForm({ profile }: { profile: CompanyProfile }) {
  const save = useSaveCompanyProfile();
  const [formError, setFormError] = useState<string>();
  const prefectureId = useId();
  const descriptionId = useId();
  const {
    register,
    control,
    handleSubmit,
    setError,
    reset,
    warmUp,
    formState: { errors },
  } = useContractForm(loadSchema, { defaultValues: toFormValues(profile) });
  const stack = useController({ control, name: 'stack_tag_ids' });
  const locations = useController({ control, name: 'location_prefecture_codes' });
  const prefecture = useController({ control, name: 'prefecture_code' });
  const [typedName, typedLogo] = useWatch({ control, name: ['name', 'logo_url'] });
  const logoUrl = previewLogoUrl(typedLogo);

  // A new attempt clears the last server message, whether or not the fields pass.
  const onSubmit = handleSubmit(
    (values) => {
      setFormError(undefined);
      save.mutate(toRequest(values), {
        onSuccess: ({ company }) => {
          reset(toFormValues(company));
          notify(t.saved);
        },
        onError: (error) =>
          setFormError(applyServerErrors(withListErrorsOnLists(error), setError, PROFILE_FIELDS)),
      });
    },
    () => setFormError(undefined),
  );

  const prefectureError = errors.prefecture_code?.message;
  const descriptionError = errors.description?.message;

  return (
    <form className={styles.form} noValidate onFocus={warmUp} onSubmit={onSubmit}>
      {formError ? <FormAlert focusOnShow>{formError}</FormAlert> : null}

      <Section title={t.sections.basics}>
        <TextField
          label={f.name}
          markRequired
          autoComplete="organization"
          maxLength={COMPANY_NAME_MAX_LENGTH * 2}
          error={errors.name?.message}
          {...register('name')}
        />
        <TextField
          label={f.industry}
          markRequired
          hint={f.industryHint}
          maxLength={COMPANY_INDUSTRY_MAX_LENGTH * 2}
          error={errors.industry?.message}
          {...register('industry')}
        />
        <TextField
          label={f.websiteUrl}
          type="url"
          inputMode="url"
          markRequired
          autoComplete="url"
          placeholder="https://"
          maxLength={COMPANY_URL_MAX_LENGTH * 2}
          error={errors.website_url?.message}
          {...register('website_url')}
        />
        <div className={styles.pair}>
          <NumberField
            label={f.employeeCount}
            unit={f.employeeUnit}
            error={errors.employee_count?.message}
            {...register('employee_count', { setValueAs: numberValue })}
          />
          <NumberField
            label={f.foundedYear}
            unit={f.foundedUnit}
            maxLength={8}
            error={errors.founded_year?.message}
            {...register('founded_year', { setValueAs: numberValue })}
          />
        </div>
        <FieldShell inputId={prefectureId} label={f.prefecture} error={prefectureError}>
          <select
            id={prefectureId}
            className={`${formStyles.input} ${styles.select}`}
            aria-required
            aria-invalid={prefectureError ? true : undefined}
            aria-describedby={describedBy(prefectureId, false, prefectureError)}
            // Controlled: the saved code is a number, the option values are strings.
            ref={prefecture.field.ref}
            name={prefecture.field.name}
            value={prefecture.field.value == null ? '' : String(prefecture.field.value)}
            onChange={(event) => prefecture.field.onChange(selectValue(event.currentTarget.value))}
            onBlur={prefecture.field.onBlur}
          >
            <option value="">{f.prefecturePlaceholder}</option>
            {PREFECTURES.map((p) => (
              <option key={p.code} value={p.code}>
                {p.name}
              </option>
            ))}
          </select>
        </FieldShell>
      </Section>

      <Section title={t.sections.logo}>
        <div className={styles.logoRow}>
          <div className={styles.logoField}>
            <TextField
              label={f.logoUrl}
              type="url"
              inputMode="url"
              placeholder="https://"
              maxLength={COMPANY_URL_MAX_LENGTH * 2}
              hint={f.logoHint}
              error={errors.logo_url?.message}
              {...register('logo_url')}
            />
          </div>
          <figure className={styles.logoPreview}>
            {/* Keyed by address: a new address gets a new try after a failed one. */}
            <CompanyMark
              key={logoUrl ?? ''}
              name={typedName || profile.name}
              logoUrl={logoUrl}
              logoColor={profile.logoColor}
            />
            <figcaption className={styles.logoCaption}>{f.logoPreview}</figcaption>
          </figure>
        </div>
        {logoUrl ? <p className={styles.muted}>{f.logoPreviewNote}</p> : null}
      </Section>

      <Section title={t.sections.description}>
        <FieldShell
          inputId={descriptionId}
          label={f.description}
          hint={f.descriptionHint}
          error={descriptionError}
        >
          <textarea
            id={descriptionId}
            rows={10}
            className={`${formStyles.input} ${styles.textarea}`}
            maxLength={COMPANY_DESCRIPTION_MAX_LENGTH * 2}
            aria-required
            aria-invalid={descriptionError ? true : undefined}
            aria-describedby={describedBy(descriptionId, true, descriptionError)}
            {...register('description')}
          />
        </FieldShell>
      </Section>

      <Section title={t.sections.stack}>
        <StackTagPicker
          tags={TECH_TAGS}
          value={stack.field.value ?? []}
          onChange={stack.field.onChange}
          onBlur={stack.field.onBlur}
          max={COMPANY_STACK_TAGS_MAX}
          error={errors.stack_tag_ids?.message}
          inputRef={stack.field.ref}
        />
      </Section>

      <Section title={t.sections.locations}>
        <LocationPicker
          value={locations.field.value ?? []}
          onChange={locations.field.onChange}
          onBlur={locations.field.onBlur}
          error={errors.location_prefecture_codes?.message}
          summaryRef={locations.field.ref}
        />
      </Section>

      <div className={styles.saveRow}>
        <button
          type="submit"
          className={buttons.primary}
          disabled={save.isPending}
          aria-busy={save.isPending || undefined}
        >
          {save.isPending ? t.saving : t.save}
        </button>
      </div>
    </form>
  );
}
