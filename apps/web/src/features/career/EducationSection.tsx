import type { EducationRequest } from '@kiseki/contract/career';
import { useId, useRef, useState } from 'react';
import { type Education, OWN_SERVER_ERRORS, useSaveEducations } from '../../shared/api/career';
import buttons from '../../shared/ui/button.module.css';
import {
  EducationForm,
  ENROLLMENT_STATUS_LABELS,
  educationToRequest,
  SCHOOL_TYPE_LABELS,
} from '../../shared/ui/career';
import { ownErrorMessage } from '../../shared/ui/form/server-errors';
import { notify } from '../../shared/ui/notifications/store';
import { educationErrorsAt } from './api';
import styles from './CareerPage.module.css';
import { ConfirmDeleteDialog } from './ConfirmDeleteDialog';
import { careerJa } from './messages';

const t = careerJa.educations;
const editButtonId = (index: number) => `education-edit-${index}`;
const focusSoon = (find: () => HTMLElement | null | undefined) =>
  requestAnimationFrame(() => find()?.focus());

/**
 * 学歴: the list in the server's order. The API replaces the whole list, so every add, edit
 * and delete sends all of it.
 */
export function EducationSection({ educations }: { educations: readonly Education[] }) {
  const headingId = useId();
  // The add and edit forms say a failed save themselves (careerJa.failed), server errors
  // included; a delete leaves those to the shell's notice, so it has a mutation of its own.
  const save = useSaveEducations(OWN_SERVER_ERRORS);
  const remove = useSaveEducations();
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const [deleting, setDeleting] = useState<number | null>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const requests = educations.map(educationToRequest);

  /** Saves the list with `next` in place of index (or added at the end). */
  const saveAt = async (index: number, next: EducationRequest) => {
    const list = [...requests];
    list[index] = next;
    try {
      await save.mutateAsync(list);
    } catch (error) {
      throw educationErrorsAt(error, index);
    }
    notify(careerJa.saved);
  };

  const closeNew = () => {
    setEditing(null);
    focusSoon(() => addButton.current);
  };
  const closeEdit = (index: number) => {
    setEditing(null);
    focusSoon(() => document.getElementById(editButtonId(index)));
  };

  const confirmDelete = () => {
    if (deleting === null) return;
    remove.mutate(
      requests.filter((_, i) => i !== deleting),
      {
        onSuccess: () => {
          notify(careerJa.deleted);
          setEditing(null);
          setDeleting(null);
        },
        onError: (error) => {
          if (ownErrorMessage(error) !== undefined) notify(careerJa.failed, 'error');
          setDeleting(null);
        },
      },
    );
  };
  const deletingName = deleting !== null ? (educations[deleting]?.schoolName ?? '') : '';

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <div className={styles.sectionHeader}>
        <h2 id={headingId} className={styles.sectionTitle}>
          {t.title}
        </h2>
        <button
          ref={addButton}
          type="button"
          className={`${buttons.primary} ${buttons.small}`}
          aria-expanded={editing === 'new'}
          disabled={editing === 'new'}
          onClick={() => setEditing('new')}
        >
          {t.add}
        </button>
      </div>
      {editing === 'new' ? (
        <div className={styles.inlineForm}>
          <h3 className={styles.formTitle}>{t.addTitle}</h3>
          <EducationForm
            label={t.addTitle}
            submitLabel={careerJa.add}
            saveFailedMessage={careerJa.failed}
            pending={save.isPending}
            onCancel={closeNew}
            onSubmit={async (values) => {
              await saveAt(requests.length, values);
              closeNew();
            }}
          />
        </div>
      ) : null}
      {educations.length === 0 && editing !== 'new' ? (
        <p className={`${styles.card} ${styles.muted}`}>{t.empty}</p>
      ) : null}
      {educations.length > 0 ? (
        <ol className={styles.groups}>
          {educations.map((education, index) => {
            const key = `${index}:${education.schoolName}`;
            if (editing === index) {
              return (
                <li key={key} className={styles.inlineForm}>
                  <h3 className={styles.formTitle}>{t.editTitle(education.schoolName)}</h3>
                  <EducationForm
                    label={t.editTitle(education.schoolName)}
                    defaultValues={educationToRequest(education)}
                    submitLabel={careerJa.save}
                    saveFailedMessage={careerJa.failed}
                    pending={save.isPending}
                    onCancel={() => closeEdit(index)}
                    onSubmit={async (values) => {
                      await saveAt(index, values);
                      closeEdit(index);
                    }}
                  />
                </li>
              );
            }
            const details = [SCHOOL_TYPE_LABELS[education.schoolType], education.major]
              .filter(Boolean)
              .join('・');
            return (
              <li key={key} className={styles.groupItem}>
                <article className={styles.education} aria-label={education.schoolName}>
                  <div className={styles.role}>
                    <div className={styles.roleHeading}>
                      <h3 className={styles.groupTitle}>{education.schoolName}</h3>
                      {details ? <p className={styles.meta}>{details}</p> : null}
                      <p className={styles.period}>
                        {t.ended(
                          education.endYear,
                          education.endMonth,
                          ENROLLMENT_STATUS_LABELS[education.enrollmentStatus] ?? '',
                        )}
                      </p>
                    </div>
                    <div className={styles.rowActions}>
                      <button
                        id={editButtonId(index)}
                        type="button"
                        className={`${buttons.secondary} ${buttons.small}`}
                        aria-label={careerJa.editLabel(education.schoolName)}
                        onClick={() => setEditing(index)}
                      >
                        {careerJa.edit}
                      </button>
                      <button
                        type="button"
                        className={`${buttons.dangerOutline} ${buttons.small}`}
                        aria-label={careerJa.removeLabel(education.schoolName)}
                        onClick={() => setDeleting(index)}
                      >
                        {careerJa.remove}
                      </button>
                    </div>
                  </div>
                </article>
              </li>
            );
          })}
        </ol>
      ) : null}
      <ConfirmDeleteDialog
        open={deleting !== null}
        title={t.deleteTitle}
        body={t.deleteBody(deletingName)}
        submitLabel={t.deleteSubmit}
        pending={remove.isPending}
        onConfirm={confirmDelete}
        onOpenChange={(open) => {
          if (!open) setDeleting(null);
        }}
        returnFocus={() => addButton.current}
      />
    </section>
  );
}
