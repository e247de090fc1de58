import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { OWN_SERVER_ERRORS, profileQuery, useUpdateProfile } from '../../../shared/api/career';
import formStyles from '../../../shared/ui/form/Form.module.css';
import {
  BIRTHDATE_MAX_LENGTH,
  type BirthdateFields,
  birthdateFieldState,
  digitsOnly,
  EMPTY_BIRTHDATE,
  formatBirthdate,
} from '../birthdate-fields';
import { FlowLoading } from '../FlowFrame';
import { setupJa } from '../messages';
import { SetupWizardLayout, StepActions } from '../SetupWizardLayout';
import type { SetupFlow } from '../use-setup-flow';
import styles from './steps.module.css';

const t = setupJa.birthdate;

/** Where birthdate visibility is changed later (spec section 5). */
const VISIBILITY_PATH = '/config/visibility';

function Notes() {
  return (
    <div className={styles.notes}>
      <p>
        <strong>{t.lockedNote}</strong>
      </p>
      <p>{t.lawNote}</p>
      <p>
        {t.visibilityNote}（
        <Link to={VISIBILITY_PATH} target="_blank" rel="noopener">
          {t.visibilityLink}
        </Link>
        ）
      </p>
    </div>
  );
}

/**
 * birthdate: year, month and day; valid from 1900 and only as a real date, otherwise all
 * three fields show the error and 保存 is disabled (spec section 5). Once set it cannot be
 * changed, so a stored birthdate is shown read-only.
 */
export function BirthdateStep({ flow }: { flow: SetupFlow }) {
  const profile = useQuery(profileQuery);
  const stored = profile.data?.birthdate ?? null;

  if (profile.isPending) {
    return (
      <SetupWizardLayout flow={flow} lead={t.lead}>
        <FlowLoading />
      </SetupWizardLayout>
    );
  }
  if (stored) {
    return (
      <SetupWizardLayout flow={flow} lead={t.alreadySet} actions={<StepActions flow={flow} />}>
        <dl className={styles.current}>
          <dt>{t.current}</dt>
          <dd>{formatBirthdate(stored)}</dd>
        </dl>
      </SetupWizardLayout>
    );
  }
  return <BirthdateForm flow={flow} />;
}

function BirthdateForm({ flow }: { flow: SetupFlow }) {
  const formId = useId();
  const inputId = useId();
  // saveAndAdvance says a failed save (t.failed), server errors included.
  const update = useUpdateProfile(OWN_SERVER_ERRORS);
  const [fields, setFields] = useState<BirthdateFields>(EMPTY_BIRTHDATE);
  const [touched, setTouched] = useState(false);
  const state = birthdateFieldState(fields, touched);
  const errorId = `${inputId}-error`;

  const part = (key: keyof BirthdateFields, label: string, placeholder: string) => (
    <div className={styles.datePart}>
      <input
        id={`${inputId}-${key}`}
        type="text"
        inputMode="numeric"
        autoComplete={`bday-${key}`}
        maxLength={BIRTHDATE_MAX_LENGTH[key]}
        placeholder={placeholder}
        value={fields[key]}
        aria-label={label}
        aria-invalid={state.showError || undefined}
        aria-describedby={state.showError ? `${inputId}-hint ${errorId}` : `${inputId}-hint`}
        className={`${formStyles.input} ${styles.dateInput} ${key === 'year' ? styles.dateInputYear : ''}`}
        disabled={flow.busy}
        onChange={(event) =>
          setFields((current) => ({
            ...current,
            [key]: digitsOnly(event.target.value).slice(0, BIRTHDATE_MAX_LENGTH[key]),
          }))
        }
        onBlur={() => setTouched(true)}
      />
      <span className={styles.dateUnit} aria-hidden="true">
        {label}
      </span>
    </div>
  );

  return (
    <SetupWizardLayout
      flow={flow}
      lead={t.lead}
      actions={
        <StepActions
          flow={flow}
          form={formId}
          label={setupJa.birthdate.saveLabel}
          disabled={!state.canSave}
          skippable
        />
      }
    >
      <form
        id={formId}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          const birthdate = state.birthdate;
          if (!birthdate) return;
          void flow.saveAndAdvance(() => update.mutateAsync({ birthdate }), {
            success: t.saved,
            failure: t.failed,
          });
        }}
      >
        <fieldset className={styles.dateGroup}>
          <legend className={styles.dateLegend}>{t.legend}</legend>
          <div className={styles.dateRow}>
            {part('year', t.year, t.yearPlaceholder)}
            {part('month', t.month, t.monthPlaceholder)}
            {part('day', t.day, t.dayPlaceholder)}
          </div>
          <p id={`${inputId}-hint`} className={formStyles.hint}>
            {t.hint}
          </p>
          {state.showError ? (
            <p id={errorId} className={formStyles.error}>
              {setupJa.birthdate.invalid}
            </p>
          ) : null}
        </fieldset>
      </form>
      <Notes />
    </SetupWizardLayout>
  );
}
