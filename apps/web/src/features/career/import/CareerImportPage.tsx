import { EDUCATIONS_MAX, EXPERIENCES_MAX } from '@kiseki/contract/career-rules';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import {
  educationsQuery,
  experiencesQuery,
  jobPositionsQuery,
  useBulkSaveExperiences,
  useSaveEducations,
} from '../../../shared/api/career';
import { usePageTitle } from '../../../shared/hooks/usePageTitle';
import { AppLink } from '../../../shared/ui/AppLink';
import buttons from '../../../shared/ui/button.module.css';
import { FormAlert } from '../../../shared/ui/form/FormAlert';
import { notify } from '../../../shared/ui/notifications/store';
import styles from './CareerImportPage.module.css';
import { FilePicker } from './FilePicker';
import {
  EducationList,
  type EducationRow,
  ExperienceList,
  type ExperienceRow,
  SkillList,
  SkippedList,
} from './ImportPreview';
import { type ImportResult, isImportError } from './import-types';
import {
  educationListToSave,
  educationStatuses,
  experienceListToSave,
  experienceStatuses,
  isChosen,
  unregisteredEducations,
  unregisteredExperiences,
} from './merge';
import { importJa } from './messages';
import { guessPositions } from './position-match';
import { readImportFiles } from './read-files';

/**
 * /cv/import: a career history read from a JSON Resume or a LinkedIn export. The file is read
 * in the browser (nothing is uploaded until the person confirms), compared with what is
 * registered (registered entries cannot be chosen; repeats within the file start unchecked),
 * and the chosen entries are added to the lists, which both endpoints replace as a whole:
 * what exists is sent back unchanged with them. Saving compares once more with the lists as
 * the server has them then, and never sends an entry that is registered already.
 */

const t = importJa;

interface Draft {
  result: ImportResult;
  experiences: ExperienceRow[];
  educations: EducationRow[];
}

type Phase = { kind: 'choose'; error?: string } | { kind: 'reading' } | { kind: 'preview' };

function FormatNotes() {
  return (
    <dl className={styles.formats}>
      <dt>{t.formatJsonResume}</dt>
      <dd>{t.formatJsonResumeNote}</dd>
      <dt>{t.formatLinkedIn}</dt>
      <dd>{t.formatLinkedInNote}</dd>
    </dl>
  );
}

function CareerImportPage() {
  usePageTitle(t.title);
  const navigate = useNavigate();
  const client = useQueryClient();
  // Loaded up front so the comparison is ready when a file is chosen; read again on save.
  const experiences = useQuery(experiencesQuery);
  const educations = useQuery(educationsQuery);
  useQuery(jobPositionsQuery);
  const bulkSave = useBulkSaveExperiences();
  const saveEducations = useSaveEducations();

  const [phase, setPhase] = useState<Phase>({ kind: 'choose' });
  const [draft, setDraft] = useState<Draft | null>(null);
  const [formError, setFormError] = useState<string>();
  const [showPositionErrors, setShowPositionErrors] = useState(false);
  const [saving, setSaving] = useState(false);
  const previewHeading = useRef<HTMLHeadingElement>(null);

  const experienceStatusList = useMemo(
    () => (draft ? experienceStatuses(draft.result.experiences, experiences.data ?? []) : []),
    [draft, experiences.data],
  );
  const educationStatusList = useMemo(
    () => (draft ? educationStatuses(draft.result.educations, educations.data ?? []) : []),
    [draft, educations.data],
  );

  // Keyboard and screen-reader users land on what was read.
  useLayoutEffect(() => {
    if (phase.kind === 'preview') previewHeading.current?.focus();
  }, [phase.kind]);

  const onFiles = async (files: File[]) => {
    setPhase({ kind: 'reading' });
    let result: ImportResult;
    try {
      result = await readImportFiles(files);
    } catch (error) {
      setPhase({
        kind: 'choose',
        error: isImportError(error) ? error.message : t.errors.readFailed,
      });
      return;
    }
    try {
      const [existingExperiences, existingEducations, master] = await Promise.all([
        client.ensureQueryData(experiencesQuery),
        client.ensureQueryData(educationsQuery),
        client.ensureQueryData(jobPositionsQuery),
      ]);
      const expStatuses = experienceStatuses(result.experiences, existingExperiences);
      const eduStatuses = educationStatuses(result.educations, existingEducations);
      setDraft({
        result,
        experiences: result.experiences.map((entry, i) => ({
          entry,
          checked: expStatuses[i] === 'new',
          positions: guessPositions(entry.position_name, master),
        })),
        educations: result.educations.map((entry, i) => ({
          entry,
          checked: eduStatuses[i] === 'new',
        })),
      });
      setFormError(undefined);
      setShowPositionErrors(false);
      setPhase({ kind: 'preview' });
    } catch {
      setPhase({ kind: 'choose', error: t.loadFailed });
    }
  };

  const chooseAgain = () => {
    setDraft(null);
    setFormError(undefined);
    setPhase({ kind: 'choose' });
  };

  const updateExperience = (index: number, row: ExperienceRow) =>
    setDraft(
      (d) => d && { ...d, experiences: d.experiences.map((r, i) => (i === index ? row : r)) },
    );
  const updateEducation = (index: number, row: EducationRow) =>
    setDraft((d) => d && { ...d, educations: d.educations.map((r, i) => (i === index ? row : r)) });

  const submit = async () => {
    if (!draft || saving) return;
    const chosenExperiences = draft.experiences.filter((row, i) =>
      isChosen(row, experienceStatusList[i]),
    );
    const chosenEducations = draft.educations.filter((row, i) =>
      isChosen(row, educationStatusList[i]),
    );
    if (chosenExperiences.length === 0 && chosenEducations.length === 0) {
      setFormError(t.nothingSelected);
      return;
    }
    const missing = chosenExperiences.filter((row) => row.positions.length === 0).length;
    if (missing > 0) {
      setShowPositionErrors(true);
      setFormError(t.positionsMissing(missing));
      return;
    }
    setFormError(undefined);
    setSaving(true);
    try {
      // Both endpoints replace the whole list: start from what the server has right now.
      const [existingExperiences, existingEducations] = await Promise.all([
        client.fetchQuery({ ...experiencesQuery, staleTime: 0 }),
        client.fetchQuery({ ...educationsQuery, staleTime: 0 }),
      ]);
      // Whatever the preview says, nothing already registered is sent again (it may have been
      // registered since the file was read, in another tab for instance).
      const newExperiences = unregisteredExperiences(existingExperiences, chosenExperiences);
      const newEducations = unregisteredEducations(
        existingEducations,
        chosenEducations.map((row) => row.entry),
      );
      if (newExperiences.length === 0 && newEducations.length === 0) {
        setFormError(t.nothingNew);
        return;
      }
      if (existingExperiences.length + newExperiences.length > EXPERIENCES_MAX) {
        setFormError(t.tooManyExperiences);
        return;
      }
      if (existingEducations.length + newEducations.length > EDUCATIONS_MAX) {
        setFormError(t.tooManyEducations);
        return;
      }
      if (newExperiences.length > 0) {
        await bulkSave.mutateAsync(experienceListToSave(existingExperiences, newExperiences));
        // Saved: a retry after an education failure must not send them again.
        setDraft(
          (d) => d && { ...d, experiences: d.experiences.map((r) => ({ ...r, checked: false })) },
        );
      }
      if (newEducations.length > 0) {
        await saveEducations.mutateAsync(educationListToSave(existingEducations, newEducations));
      }
      notify(t.saved);
      navigate('/cv');
    } catch {
      // The preview stays as it was: the person can try again.
      notify(t.saveFailed, 'error');
    } finally {
      setSaving(false);
    }
  };

  const selectedExperiences =
    draft?.experiences.filter((row, i) => isChosen(row, experienceStatusList[i])).length ?? 0;
  const selectedEducations =
    draft?.educations.filter((row, i) => isChosen(row, educationStatusList[i])).length ?? 0;

  return (
    <div className={styles.page}>
      <div className={styles.header}>
        <AppLink to="/cv" className={styles.back}>
          {t.backToCv}
        </AppLink>
        <h1 className={styles.title}>{t.title}</h1>
        <p className={styles.lead}>{t.lead}</p>
      </div>

      {phase.kind !== 'preview' || !draft ? (
        <section className={styles.card} aria-label={t.pickSection}>
          {phase.kind === 'choose' && phase.error ? (
            <FormAlert key={phase.error} focusOnShow>
              {phase.error}
            </FormAlert>
          ) : null}
          <FilePicker onFiles={onFiles} busy={phase.kind === 'reading'} />
          <div className={styles.formatBlock}>
            <h2 className={styles.formatsTitle}>{t.formatsTitle}</h2>
            <FormatNotes />
            <p className={styles.small}>{t.formatLimit}</p>
          </div>
          {experiences.isError || educations.isError ? (
            <FormAlert tone="warning">{t.loadFailed}</FormAlert>
          ) : null}
        </section>
      ) : (
        <>
          <div className={styles.summary}>
            <h2 ref={previewHeading} tabIndex={-1} className={styles.summaryTitle}>
              {t.previewTitle}
            </h2>
            <p className={styles.summaryCount}>
              {t.summary(draft.result.experiences.length, draft.result.educations.length)}
            </p>
            {draft.result.files.length > 0 ? (
              <p className={styles.small}>{t.fileNames(draft.result.files.join('、'))}</p>
            ) : null}
            <p className={styles.lead}>{t.previewLead}</p>
          </div>

          {draft.experiences.length > 0 ? (
            <ExperienceList
              rows={draft.experiences}
              statuses={experienceStatusList}
              showPositionErrors={showPositionErrors}
              onChange={updateExperience}
            />
          ) : null}
          {draft.educations.length > 0 ? (
            <EducationList
              rows={draft.educations}
              statuses={educationStatusList}
              onChange={updateEducation}
            />
          ) : null}
          {draft.result.skipped.length > 0 ? <SkippedList entries={draft.result.skipped} /> : null}
          {draft.result.skills.length > 0 ? <SkillList skills={draft.result.skills} /> : null}

          <div className={styles.actionBar}>
            {formError ? (
              <FormAlert key={formError} focusOnShow>
                {formError}
              </FormAlert>
            ) : null}
            <p className={styles.actionSummary} aria-live="polite">
              {t.willImport(selectedExperiences, selectedEducations)}
            </p>
            <div className={styles.actions}>
              <button
                type="button"
                className={buttons.secondary}
                onClick={chooseAgain}
                disabled={saving}
              >
                {t.chooseAgain}
              </button>
              <button
                type="button"
                className={buttons.primary}
                onClick={submit}
                disabled={saving}
                aria-busy={saving || undefined}
              >
                {saving ? t.submitting : t.submit}
              </button>
            </div>
          </div>
        </>
      )}
    </div>
  );
}

export { CareerImportPage as Component };
