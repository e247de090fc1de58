import type { JobSettingUpdateRequest } from '@kiseki/contract/career';
import { useQuery } from '@tanstack/react-query';
import { type ComponentType, useId } from 'react';
import { Link } from 'react-router';
import {
  experiencesQuery,
  type JobSetting,
  jobPositionsQuery,
  jobSettingQuery,
  useUpdateJobSetting,
} from '../../../shared/api/career';
import buttons from '../../../shared/ui/button.module.css';
import { FormAlert } from '../../../shared/ui/form/FormAlert';
import { FlowLoading } from '../FlowFrame';
import { flowJa, jobChangeJa } from '../messages';
import { SalaryForm, WantToDoForm, WorkStyleForm } from '../PreferenceForms';
import styles from './JobChange.module.css';
import { JobChangeActions, JobChangeLayout } from './JobChangeLayout';
import type { JobChangeFlow } from './use-job-change-flow';

const t = jobChangeJa;

/** start: what the flow asks, はじめる, or 「あとで」. */
export function StartStep({ flow }: { flow: JobChangeFlow }) {
  return (
    <JobChangeLayout
      flow={flow}
      lead={t.start.lead}
      actions={<JobChangeActions flow={flow} label={t.start.begin} />}
    >
      <section aria-label={t.start.stepsLabel}>
        <ol className={styles.steps}>
          {t.start.steps.map((name) => (
            <li key={name}>{name}</li>
          ))}
        </ol>
      </section>
      <p className={styles.muted}>{t.start.duration}</p>
    </JobChangeLayout>
  );
}

type PreferenceForm = ComponentType<{
  id: string;
  setting: JobSetting | null;
  onSubmit(body: JobSettingUpdateRequest): void;
  disabled?: boolean;
}>;

/** A step holding one of the wizard's job-setting forms. */
function JobSettingStep({
  flow,
  lead,
  Form,
}: {
  flow: JobChangeFlow;
  lead: string;
  Form: PreferenceForm;
}) {
  const formId = useId();
  const query = useQuery(jobSettingQuery);
  const update = useUpdateJobSetting();
  return (
    <JobChangeLayout
      flow={flow}
      lead={lead}
      actions={
        query.isPending ? undefined : (
          <JobChangeActions flow={flow} form={formId} label={flowJa.saveAndNext} skippable />
        )
      }
    >
      {query.isPending ? (
        <FlowLoading />
      ) : (
        <Form
          id={formId}
          setting={query.data ?? null}
          disabled={flow.busy}
          onSubmit={(body) => void flow.saveAndAdvance(() => update.mutateAsync(body))}
        />
      )}
    </JobChangeLayout>
  );
}

export const SalaryStep = ({ flow }: { flow: JobChangeFlow }) => (
  <JobSettingStep flow={flow} lead={t.salary.lead} Form={SalaryForm} />
);
export const WantToDoStep = ({ flow }: { flow: JobChangeFlow }) => (
  <JobSettingStep flow={flow} lead={t.wantToDo.lead} Form={WantToDoForm} />
);
export const WorkStyleStep = ({ flow }: { flow: JobChangeFlow }) => (
  <JobSettingStep flow={flow} lead={t.workStyle.lead} Form={WorkStyleForm} />
);

/**
 * tech_skill: skill tags arrive with the portfolio (issue 8); until then the step shows the
 * positions of the person's experiences and says plainly that skill tags come later.
 */
export function TechSkillStep({ flow }: { flow: JobChangeFlow }) {
  const experiences = useQuery(experiencesQuery);
  const positions = useQuery(jobPositionsQuery);
  const names = new Map<number, string>();
  for (const category of positions.data ?? []) {
    for (const position of category.positionList) names.set(position.id, position.jobPositionName);
  }
  const ids = [...new Set((experiences.data ?? []).flatMap((e) => e.positions))];
  const loading = experiences.isPending || positions.isPending;
  return (
    <JobChangeLayout flow={flow} lead={t.techSkill.lead} actions={<JobChangeActions flow={flow} />}>
      <section aria-labelledby={`${flow.step}-positions`}>
        <h2 id={`${flow.step}-positions`} className={styles.sectionTitle}>
          {t.techSkill.positions}
        </h2>
        {loading ? (
          <FlowLoading />
        ) : ids.length === 0 ? (
          <p className={styles.muted}>{t.techSkill.noPositions}</p>
        ) : (
          <ul className={styles.chips}>
            {ids.map((id) => (
              <li key={id} className={styles.chip}>
                {names.get(id) ?? String(id)}
              </li>
            ))}
          </ul>
        )}
      </section>
      <FormAlert tone="warning">{t.techSkill.later}</FormAlert>
    </JobChangeLayout>
  );
}

/** done: thanks, and the way back to where the person came from. */
export function DoneStep({ flow }: { flow: JobChangeFlow }) {
  return (
    <JobChangeLayout flow={flow} tone="celebrate" lead={t.done.lead}>
      <p>{t.done.body}</p>
      <div className={styles.doneActions}>
        <Link to={flow.returnPath} className={buttons.primary}>
          {flow.from ? t.done.back : t.done.toJobs}
        </Link>
      </div>
    </JobChangeLayout>
  );
}
