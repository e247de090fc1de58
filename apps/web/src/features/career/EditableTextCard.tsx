import { JOB_SUMMARY_MAX_LENGTH, WANT_TO_DO_MAX_LENGTH } from '@kiseki/contract/career-rules';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useId, useRef, useState } from 'react';
import { jobSettingQuery, useUpdateJobSetting } from '../../shared/api/career';
import buttons from '../../shared/ui/button.module.css';
import { TextAreaField } from '../../shared/ui/career';
import formStyles from '../../shared/ui/form/Form.module.css';
import { FormAlert } from '../../shared/ui/form/FormAlert';
import { ownErrorMessage } from '../../shared/ui/form/server-errors';
import { notify } from '../../shared/ui/notifications/store';
import styles from './CareerPage.module.css';
import { careerJa } from './messages';

/** The free-text fields of the job setting that /cv shows and edits in place. */
const TEXT_FIELDS = {
  wantToDo: { key: 'want_to_do', max: WANT_TO_DO_MAX_LENGTH, texts: careerJa.wantToDo },
  jobSummary: { key: 'job_summary', max: JOB_SUMMARY_MAX_LENGTH, texts: careerJa.jobSummary },
} as const;

/** やりたいこと: the job setting's want_to_do, shown as text and edited in place. */
export const WantToDoCard = () => <EditableTextCard field="wantToDo" />;

/**
 * A job-setting text shown as a card and edited in place. `children` come after the text
 * (the job summary puts the figures computed from the experiences there).
 */
export function EditableTextCard({
  field,
  badge,
  children,
}: {
  field: keyof typeof TEXT_FIELDS;
  badge?: string;
  children?: ReactNode;
}) {
  const { key, max, texts: t } = TEXT_FIELDS[field];
  const headingId = useId();
  const setting = useQuery(jobSettingQuery);
  const update = useUpdateJobSetting();
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<string>();
  const editButton = useRef<HTMLButtonElement>(null);
  const current = setting.data?.[field] ?? '';

  const stopEditing = () => {
    setDraft(null);
    setError(undefined);
    requestAnimationFrame(() => editButton.current?.focus());
  };

  const save = () => {
    if (draft === null) return;
    setError(undefined);
    update.mutate(
      { [key]: draft.trim() === '' ? null : draft },
      {
        onSuccess: () => {
          notify(careerJa.saved);
          stopEditing();
        },
        onError: (failure) => setError(ownErrorMessage(failure)),
      },
    );
  };

  let body: ReactNode;
  if (setting.isPending) {
    body = <div className={styles.skeletonLine} aria-hidden="true" />;
  } else if (setting.isError) {
    body = (
      <FormAlert>
        {careerJa.loadFailed}{' '}
        <button type="button" className={styles.linkButton} onClick={() => setting.refetch()}>
          {careerJa.retry}
        </button>
      </FormAlert>
    );
  } else if (draft !== null) {
    body = (
      <form
        className={formStyles.form}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          save();
        }}
      >
        {error ? <FormAlert focusOnShow>{error}</FormAlert> : null}
        <TextAreaField
          label={t.label}
          hint={t.count(draft.length)}
          rows={6}
          maxLength={max}
          value={draft}
          autoFocus
          onChange={(event) => setDraft(event.target.value)}
        />
        <div className={styles.formActions}>
          <button
            type="button"
            className={buttons.secondary}
            onClick={stopEditing}
            disabled={update.isPending}
          >
            {careerJa.cancel}
          </button>
          <button type="submit" className={buttons.primary} disabled={update.isPending}>
            {careerJa.save}
          </button>
        </div>
      </form>
    );
  } else {
    body = (
      <>
        {current ? (
          <p className={styles.prose}>{current}</p>
        ) : (
          <p className={styles.muted}>{t.empty}</p>
        )}
        <div>
          <button
            ref={editButton}
            type="button"
            className={`${buttons.secondary} ${buttons.small}`}
            onClick={() => setDraft(current)}
          >
            {current ? t.edit : t.write}
          </button>
        </div>
      </>
    );
  }

  return (
    <section className={styles.card} aria-labelledby={headingId}>
      <div className={styles.cardHeader}>
        <h2 id={headingId} className={styles.cardTitle}>
          {t.title}
        </h2>
        {badge ? <span className={styles.badge}>{badge}</span> : null}
      </div>
      <p className={styles.muted}>{t.lead}</p>
      {body}
      {children}
    </section>
  );
}
