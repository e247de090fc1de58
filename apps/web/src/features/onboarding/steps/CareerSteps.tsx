import { HIRABILITY_LEVELS, type HirabilityLevel } from '@kiseki/contract/career-rules';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import {
  type JobSetting,
  jobSettingQuery,
  OWN_SERVER_ERRORS,
  useUpdateHirability,
  useUpdateJobSetting,
} from '../../../shared/api/career';
import buttons from '../../../shared/ui/button.module.css';
import { RadioCards } from '../Choices';
import { FlowLoading } from '../FlowFrame';
import { setupJa } from '../messages';
import { SetupWizardLayout, StepActions } from '../SetupWizardLayout';
import { writeSetupAnswers } from '../setup-answers';
import type { ExperienceChoice } from '../setup-flow';
import { type SetupFlow, setupStepPath } from '../use-setup-flow';
import styles from './steps.module.css';

/** The job setting, or null once it is known that it cannot be read (the step starts empty). */
function useJobSetting(): { loading: boolean; setting: JobSetting | null } {
  const query = useQuery(jobSettingQuery);
  return { loading: query.isPending, setting: query.data ?? null };
}

/** hirability_level: one of three levels, required (spec section 3). */
export function HirabilityStep({ flow }: { flow: SetupFlow }) {
  const t = setupJa.hirability;
  const { loading, setting } = useJobSetting();
  if (loading) {
    return (
      <SetupWizardLayout flow={flow} lead={t.lead}>
        <FlowLoading />
      </SetupWizardLayout>
    );
  }
  return <HirabilityForm flow={flow} initial={setting?.hirabilityLevel ?? null} />;
}

function HirabilityForm({ flow, initial }: { flow: SetupFlow; initial: HirabilityLevel | null }) {
  const t = setupJa.hirability;
  // saveAndAdvance says a failed save (flowJa.stepSaveFailed), server errors included.
  const update = useUpdateHirability(OWN_SERVER_ERRORS);
  const [level, setLevel] = useState<HirabilityLevel | null>(initial);
  const [missing, setMissing] = useState(false);
  return (
    <SetupWizardLayout
      flow={flow}
      lead={t.lead}
      actions={
        <StepActions
          flow={flow}
          onNext={() => {
            if (!level) {
              setMissing(true);
              return;
            }
            void flow.saveAndAdvance(() => update.mutateAsync(level));
          }}
        />
      }
    >
      <RadioCards
        legend={t.legend}
        legendHidden
        options={HIRABILITY_LEVELS.map((value) => ({ value, ...t.options[value] }))}
        value={level}
        onChange={(value) => {
          setLevel(value);
          setMissing(false);
        }}
        error={missing ? t.required : undefined}
        disabled={flow.busy}
      />
    </SetupWizardLayout>
  );
}

type YesNo = 'yes' | 'no';
const toYesNo = (value: boolean | null | undefined): YesNo | null =>
  value === true ? 'yes' : value === false ? 'no' : null;

/** occupation: whether the person has a job now and whether they are an IT engineer. */
export function OccupationStep({ flow }: { flow: SetupFlow }) {
  const t = setupJa.occupation;
  const { loading, setting } = useJobSetting();
  if (loading) {
    return (
      <SetupWizardLayout flow={flow} lead={t.lead}>
        <FlowLoading />
      </SetupWizardLayout>
    );
  }
  return <OccupationForm flow={flow} setting={setting} />;
}

function OccupationForm({ flow, setting }: { flow: SetupFlow; setting: JobSetting | null }) {
  const t = setupJa.occupation;
  // saveAndAdvance says a failed save (flowJa.stepSaveFailed), server errors included.
  const update = useUpdateJobSetting(OWN_SERVER_ERRORS);
  const [job, setJob] = useState<YesNo | null>(toYesNo(setting?.job));
  const [itEngineer, setItEngineer] = useState<YesNo | null>(toYesNo(setting?.isItEngineer));
  return (
    <SetupWizardLayout
      flow={flow}
      lead={t.lead}
      actions={
        <StepActions
          flow={flow}
          skippable
          onNext={() => {
            if (job === null && itEngineer === null) {
              void flow.advance();
              return;
            }
            void flow.saveAndAdvance(() =>
              update.mutateAsync({
                ...(job === null ? {} : { job: job === 'yes' }),
                ...(itEngineer === null ? {} : { is_it_engineer: itEngineer === 'yes' }),
              }),
            );
          }}
        />
      }
    >
      <RadioCards
        legend={t.jobLegend}
        options={[
          { value: 'yes', label: t.jobYes },
          { value: 'no', label: t.jobNo },
        ]}
        value={job}
        onChange={setJob}
        columns={2}
        disabled={flow.busy}
      />
      <RadioCards
        legend={t.itLegend}
        options={[
          { value: 'yes', label: t.itYes },
          { value: 'no', label: t.itNo },
        ]}
        value={itEngineer}
        onChange={setItEngineer}
        columns={2}
        disabled={flow.busy}
      />
    </SetupWizardLayout>
  );
}

/** experience (index): import from a file or type the experiences in. */
export function ExperienceIndexStep({ flow }: { flow: SetupFlow }) {
  const t = setupJa.experience;
  const [choice, setChoice] = useState<ExperienceChoice | null>(
    flow.answers.experienceChoice ?? null,
  );
  return (
    <SetupWizardLayout
      flow={flow}
      lead={t.lead}
      actions={
        <StepActions
          flow={flow}
          disabled={choice === null}
          onNext={() => {
            if (choice) void flow.advance({ experienceChoice: choice });
          }}
        />
      }
    >
      <RadioCards
        legend={setupJa.experience.lead}
        legendHidden
        options={[
          { value: 'import', label: t.importTitle, hint: t.importBody },
          { value: 'manual', label: t.manualTitle, hint: t.manualBody },
        ]}
        value={choice}
        onChange={setChoice}
        columns={2}
        disabled={flow.busy}
      />
    </SetupWizardLayout>
  );
}

/** Career import lives at /cv/import; it opens in another tab so the wizard stays here. */
export const CV_IMPORT_PATH = '/cv/import';

/** experience_import: how to import, a link that opens the import screen, then 次へ. */
export function ExperienceImportStep({ flow }: { flow: SetupFlow }) {
  const t = setupJa.experienceImport;
  const navigate = useNavigate();
  return (
    <SetupWizardLayout flow={flow} lead={t.lead} actions={<StepActions flow={flow} />}>
      <ol className={styles.numbered}>
        {t.steps.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ol>
      <div className={styles.choiceLinks}>
        <a href={CV_IMPORT_PATH} target="_blank" rel="noopener" className={buttons.secondary}>
          {t.open}
        </a>
        <button
          type="button"
          className={styles.linkButton}
          disabled={flow.busy}
          onClick={() => {
            writeSetupAnswers({ experienceChoice: 'manual' });
            navigate(setupStepPath('experience_edit'));
          }}
        >
          {t.manualInstead}
        </button>
      </div>
    </SetupWizardLayout>
  );
}
