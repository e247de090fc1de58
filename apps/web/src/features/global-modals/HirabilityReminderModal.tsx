import type { EducationRequest, ExperienceRequest } from '@kiseki/contract/career';
import {
  HIRABILITY_LEVELS,
  type HirabilityLevel,
  type RecentBackgroundType,
} from '@kiseki/contract/career-rules';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import { useLocation, useNavigate } from 'react-router';
import {
  educationsQuery,
  type JobSetting,
  jobSettingQuery,
  OWN_SERVER_ERRORS,
  useCreateExperience,
  useSaveEducations,
  useUpdateHirability,
} from '../../shared/api/career';
import { classifyError } from '../../shared/api/error-policy';
import { formatDate } from '../../shared/lib/date';
import { writeStorage } from '../../shared/lib/storage';
import buttons from '../../shared/ui/button.module.css';
import {
  EDUCATION_FIELD_NAMES,
  EducationFields,
  EXPERIENCE_FIELD_NAMES,
  ExperienceFields,
  educationToRequest,
  useEducationForm,
  useExperienceForm,
} from '../../shared/ui/career';
import dialog from '../../shared/ui/dialog/Dialog.module.css';
import { FormAlert } from '../../shared/ui/form/FormAlert';
import { applyServerErrors, ownErrorMessage } from '../../shared/ui/form/server-errors';
import { notify } from '../../shared/ui/notifications/store';
import { Choices } from './Choices';
import { HIRABILITY_CLOSED_AT_KEY } from './eligibility';
import styles from './GlobalModal.module.css';
import { ModalFrame } from './ModalFrame';
import { globalModalsJa } from './messages';

const t = globalModalsJa.hirability;
type Background = Exclude<RecentBackgroundType, 'NONE'>;

/**
 * Whether choosing `level` also asks for the recent background (spec section 4): the person
 * has a job but no current company, and is open to offers.
 */
export function needsRecentBackground(
  setting: Pick<JobSetting, 'job' | 'hasCurrentCompany'> | undefined,
  level: HirabilityLevel | null,
): boolean {
  return (
    setting?.job === true &&
    setting.hasCurrentCompany === false &&
    (level === 'WANT_TO_HEAR' || level === 'JOB_CHANGE')
  );
}

/** Where JOB_CHANGE leads: the job-change flow, told where the person came from. */
export const jobChangePath = (from: string): string =>
  `/job_change?from=${encodeURIComponent(from)}`;

/** Closing without saving asks again in 7 days (the time is kept on this device). */
export const snoozeHirabilityReminder = (now = Date.now()): boolean =>
  writeStorage('local', HIRABILITY_CLOSED_AT_KEY, String(now));

/**
 * Global modal 2 of spec section 4: asks for the current hirability level. A level must be
 * chosen before saving. With a job but no current company, WANT_TO_HEAR and JOB_CHANGE also
 * need the most recent experience or education, saved first. The level shows at once and is
 * rolled back if the server refuses (useUpdateHirability); the refusal is shown here. Moving
 * to JOB_CHANGE continues in the job-change flow. Closing snoozes the reminder for 7 days.
 */
export function HirabilityReminderModal({ onClose }: { onClose(): void }) {
  const client = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const jobSetting = useQuery(jobSettingQuery);
  // The setting as the reminder found it: the saves below change it (the new level at once,
  // the current company after an experience), and the form must not change under the person.
  const [found] = useState(() => client.getQueryData<JobSetting>(jobSettingQuery.queryKey));
  const setting = found ?? jobSetting.data;

  const [level, setLevel] = useState<HirabilityLevel | null>(null);
  const [background, setBackground] = useState<Background | null>(null);
  const [error, setError] = useState<string>();
  // Once the background is saved, trying again (after a refused level) only sends the level.
  const [backgroundSaved, setBackgroundSaved] = useState(false);
  const [busy, setBusy] = useState(false);

  const experienceForm = useExperienceForm({ defaultStartToNow: true });
  const educationForm = useEducationForm();
  // Every failed save is said above the save button; server and network failures as t.failed.
  const createExperience = useCreateExperience(OWN_SERVER_ERRORS);
  const saveEducations = useSaveEducations(OWN_SERVER_ERRORS);
  const updateHirability = useUpdateHirability(OWN_SERVER_ERRORS);

  const askBackground = needsRecentBackground(setting, level) && !backgroundSaved;
  useQuery({ ...educationsQuery, enabled: askBackground && background === 'EDUCATION' });
  const canSave = level !== null && (!askBackground || background !== null) && !busy;

  const saveLevel = async (chosen: HirabilityLevel) => {
    try {
      await updateHirability.mutateAsync(chosen);
    } catch (failure) {
      setError(ownErrorMessage(failure) ?? t.failed);
      return;
    }
    if (chosen === 'JOB_CHANGE' && setting?.hirabilityLevel !== 'JOB_CHANGE') {
      onClose();
      navigate(jobChangePath(`${location.pathname}${location.search}`));
      return;
    }
    notify(globalModalsJa.saved);
    onClose();
  };

  /**
   * Saves the recent background; false when refused. The server's field messages land on
   * the fields (the first is focused); anything else shows above the save button.
   */
  const saveBackground = async <F extends FieldValues>(
    step: () => Promise<unknown>,
    setFieldError: UseFormSetError<F>,
    fields: readonly FieldPath<F>[],
  ): Promise<boolean> => {
    try {
      await step();
      return true;
    } catch (failure) {
      setError(
        classifyError(failure) === 'other'
          ? applyServerErrors(failure, setFieldError, fields)
          : t.failed,
      );
      return false;
    }
  };

  const withExperience = experienceForm.handleSubmit(async (values) => {
    const saved = await saveBackground(
      () => createExperience.mutateAsync(values as ExperienceRequest),
      experienceForm.setError,
      EXPERIENCE_FIELD_NAMES,
    );
    if (!saved) return;
    setBackgroundSaved(true);
    if (level) await saveLevel(level);
  });

  const withEducation = educationForm.handleSubmit(async (values) => {
    const saved = await saveBackground(
      async () => {
        const existing = await client.ensureQueryData(educationsQuery);
        await saveEducations.mutateAsync([
          ...existing.map(educationToRequest),
          values as EducationRequest,
        ]);
      },
      educationForm.setError,
      EDUCATION_FIELD_NAMES,
    );
    if (!saved) return;
    setBackgroundSaved(true);
    if (level) await saveLevel(level);
  });

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!canSave || level === null) return;
    setError(undefined);
    setBusy(true);
    try {
      if (askBackground && background === 'EXPERIENCE') await withExperience(event);
      else if (askBackground && background === 'EDUCATION') await withEducation(event);
      else await saveLevel(level);
    } finally {
      setBusy(false);
    }
  };

  const close = () => {
    snoozeHirabilityReminder();
    onClose();
  };

  const current = setting?.hirabilityLevel
    ? t.current(
        t.levels[setting.hirabilityLevel].label,
        setting.hirabilityLevelUpdatedAt ? formatDate(setting.hirabilityLevelUpdatedAt) : null,
      )
    : t.notSet;

  return (
    <ModalFrame
      title={t.title}
      description={t.lead}
      onDismiss={close}
      busy={busy}
      onSubmit={submit}
      wide={askBackground}
      footer={
        <>
          {error ? <FormAlert focusOnShow>{error}</FormAlert> : null}
          <div className={dialog.actions}>
            <button type="submit" className={buttons.primary} disabled={!canSave}>
              {busy ? globalModalsJa.saving : t.save}
            </button>
          </div>
          <p className={styles.footerNote}>
            {level === 'JOB_CHANGE' && setting?.hirabilityLevel !== 'JOB_CHANGE'
              ? t.jobChangeNote
              : t.later}
          </p>
        </>
      }
    >
      <p className={styles.current}>{current}</p>
      <Choices
        name="hirability-level"
        legend={t.levelLegend}
        value={level}
        onChange={(chosen) => {
          setLevel(chosen);
          setError(undefined);
        }}
        disabled={busy}
        options={HIRABILITY_LEVELS.map((value) => ({ value, ...t.levels[value] }))}
      />
      {askBackground ? (
        <section
          className={styles.section}
          aria-labelledby="recent-background-title"
          onFocus={background === 'EDUCATION' ? educationForm.warmUp : experienceForm.warmUp}
        >
          <h3 id="recent-background-title" className={styles.sectionTitle}>
            {t.backgroundTitle}
          </h3>
          <p className={styles.sectionLead}>{t.backgroundLead}</p>
          <Choices<Background>
            name="recent-background"
            legend={t.backgroundLegend}
            row
            value={background}
            onChange={setBackground}
            disabled={busy}
            options={(['EXPERIENCE', 'EDUCATION'] as const).map((value) => ({
              value,
              label: t.backgrounds[value],
            }))}
          />
          {background === 'EXPERIENCE' ? <ExperienceFields form={experienceForm} /> : null}
          {background === 'EDUCATION' ? <EducationFields form={educationForm} /> : null}
        </section>
      ) : null}
    </ModalFrame>
  );
}

export default HirabilityReminderModal;
