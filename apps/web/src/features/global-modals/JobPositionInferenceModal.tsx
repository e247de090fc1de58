import { CAREER_MESSAGES, POSITIONS_PER_EXPERIENCE_MAX } from '@kiseki/contract/career-rules';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import {
  type Conjecture,
  conjecturesQuery,
  type Experience,
  experiencesQuery,
  OWN_SERVER_ERRORS,
  useBulkSaveExperiences,
  useSetConjectureDialogStatus,
} from '../../shared/api/career';
import { ja } from '../../shared/i18n/ja';
import buttons from '../../shared/ui/button.module.css';
import {
  experienceToRequest,
  formatPeriod,
  PositionSelect,
  uniquePositionIds,
} from '../../shared/ui/career';
import dialog from '../../shared/ui/dialog/Dialog.module.css';
import { notify } from '../../shared/ui/notifications/store';
import styles from './GlobalModal.module.css';
import { ModalFrame } from './ModalFrame';
import { globalModalsJa } from './messages';

const t = globalModalsJa.jobPosition;

/** Experience id → the positions to start with: its own, then the inferred ones. */
export type PositionChoices = Record<number, number[]>;

/** The experiences that have inferred positions, in the order of the experience list. */
export function inferredExperiences(
  experiences: readonly Experience[],
  conjectures: readonly Conjecture[],
): { experiences: Experience[]; initial: PositionChoices } {
  const inferred = new Map<number, number[]>();
  for (const { experienceId, jobPositionId } of conjectures) {
    inferred.set(experienceId, [...(inferred.get(experienceId) ?? []), jobPositionId]);
  }
  const shown = experiences.filter((experience) => inferred.has(experience.id));
  const initial: PositionChoices = {};
  for (const experience of shown) {
    initial[experience.id] = uniquePositionIds([
      ...experience.positions,
      ...(inferred.get(experience.id) ?? []),
    ]).slice(0, POSITIONS_PER_EXPERIENCE_MAX);
  }
  return { experiences: shown, initial };
}

/**
 * Global modal 4 of spec section 4: the positions inferred for the person's experiences, to
 * confirm. Every experience shown needs at least one position. Saving writes all experiences
 * at once (ids kept, so nothing else changes) and then marks the dialog agreed; 「今はしない」
 * (or ×, or Escape) marks it declined. Either way it does not come back.
 */
export function JobPositionInferenceModal({ onClose }: { onClose(): void }) {
  const experiences = useQuery(experiencesQuery);
  const conjectures = useQuery(conjecturesQuery);
  // Saving says t.failed when either of its requests fails (spec section 8), server errors
  // included. Declining closes whatever happens and says nothing itself, so it keeps the
  // shell's notice: hence a mutation of its own.
  const bulkSave = useBulkSaveExperiences(OWN_SERVER_ERRORS);
  const agree = useSetConjectureDialogStatus(OWN_SERVER_ERRORS);
  const setStatus = useSetConjectureDialogStatus();
  // What is shown is fixed when the data arrives: saving changes the inferences.
  const [shown, setShown] = useState<ReturnType<typeof inferredExperiences>>();
  const [choices, setChoices] = useState<PositionChoices>({});
  const [checked, setChecked] = useState(false);
  const [busy, setBusy] = useState(false);
  const toggles = useRef(new Map<number, HTMLButtonElement | null>());

  if (!shown && experiences.data && conjectures.data) {
    const found = inferredExperiences(experiences.data, conjectures.data);
    setShown(found);
    setChoices(found.initial);
  }
  const nothingToShow = shown !== undefined && shown.experiences.length === 0;
  const failedToLoad = experiences.isError || conjectures.isError;
  useEffect(() => {
    // Inferences for experiences that are gone, or data that cannot be read: nothing to ask.
    if (nothingToShow || failedToLoad) onClose();
  }, [nothingToShow, failedToLoad, onClose]);

  const missing = (shown?.experiences ?? []).filter(
    (experience) => (choices[experience.id] ?? []).length === 0,
  );

  const decline = () => {
    setBusy(true);
    setStatus.mutate(false, { onSettled: onClose });
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!shown || !experiences.data) return;
    setChecked(true);
    const [firstMissing] = missing;
    if (firstMissing) {
      toggles.current.get(firstMissing.id)?.focus();
      return;
    }
    setBusy(true);
    try {
      await bulkSave.mutateAsync(
        experiences.data.map((experience) => ({
          id: experience.id,
          ...experienceToRequest(experience),
          positions: choices[experience.id] ?? experience.positions,
        })),
      );
      await agree.mutateAsync(true);
    } catch {
      notify(t.failed, 'error');
      setBusy(false);
      return;
    }
    notify(globalModalsJa.saved);
    onClose();
  };

  return (
    <ModalFrame
      title={t.title}
      description={t.lead}
      onDismiss={decline}
      busy={busy}
      onSubmit={submit}
      footer={
        <div className={dialog.actions}>
          <button type="button" className={buttons.secondary} disabled={busy} onClick={decline}>
            {t.later}
          </button>
          <button type="submit" className={buttons.primary} disabled={busy || !shown}>
            {busy && !setStatus.isPending ? globalModalsJa.saving : t.save}
          </button>
        </div>
      }
    >
      {shown ? (
        <ul className={styles.experienceList}>
          {shown.experiences.map((experience) => {
            const nameId = `inferred-experience-${experience.id}`;
            const invalid = checked && (choices[experience.id] ?? []).length === 0;
            return (
              <li key={experience.id}>
                <section className={styles.experience} aria-labelledby={nameId}>
                  <div>
                    <h3 id={nameId} className={styles.experienceName}>
                      {experience.organizationName}
                    </h3>
                    <p className={styles.experienceMeta}>
                      {t.period(
                        formatPeriod(
                          experience.startYear,
                          experience.startMonth,
                          experience.endYear,
                          experience.endMonth,
                        ),
                      )}
                      {experience.positionName ? ` ・ ${experience.positionName}` : null}
                    </p>
                  </div>
                  <PositionSelect
                    ref={(element) => {
                      toggles.current.set(experience.id, element);
                    }}
                    value={choices[experience.id] ?? []}
                    onChange={(ids) =>
                      setChoices((previous) => ({ ...previous, [experience.id]: ids }))
                    }
                    markRequired
                    disabled={busy}
                    error={invalid ? CAREER_MESSAGES.positionRequired : undefined}
                  />
                </section>
              </li>
            );
          })}
        </ul>
      ) : (
        <p className={styles.note} role="status">
          {ja.common.loading}
        </p>
      )}
    </ModalFrame>
  );
}

export default JobPositionInferenceModal;
