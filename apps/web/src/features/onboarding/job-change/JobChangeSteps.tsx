import type { JobSettingUpdateRequest } from '@kiseki/contract/career';
import { SKILL_LEVEL_LABELS } from '@kiseki/contract/portfolio-rules';
import { useQuery } from '@tanstack/react-query';
import { type ComponentType, useId } from 'react';
import { Link } from 'react-router';
import {
  experiencesQuery,
  type JobSetting,
  jobPositionsQuery,
  jobSettingQuery,
  OWN_SERVER_ERRORS,
  useUpdateJobSetting,
} from '../../../shared/api/career';
import { skillTagsQuery } from '../../../shared/api/person';
import buttons from '../../../shared/ui/button.module.css';
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
  // saveAndAdvance says エラーが発生しました、もう一度お試しください itself on any failure.
  const update = useUpdateJobSetting(OWN_SERVER_ERRORS);
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
 * tech_skill: the positions of the person's experiences, and the confirmed skill tags with
 * their levels (read only; suggestions found in the outputs are left out). Skill tags are
 * edited on /person/edit; the step only links there and moves on with 次へ like before.
 */
export function TechSkillStep({ flow }: { flow: JobChangeFlow }) {
  const experiences = useQuery(experiencesQuery);
  const positions = useQuery(jobPositionsQuery);
  // The step says itself when the tags cannot be read; the person can still move on.
  const skillTags = useQuery({ ...skillTagsQuery, meta: { handlesErrors: true } });
  const names = new Map<number, string>();
  for (const category of positions.data ?? []) {
    for (const position of category.positionList) names.set(position.id, position.jobPositionName);
  }
  const ids = [...new Set((experiences.data ?? []).flatMap((e) => e.positions))];
  const loading = experiences.isPending || positions.isPending;
  const confirmed = (skillTags.data ?? []).filter((tag) => !tag.isAuto);
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
      <section aria-labelledby={`${flow.step}-skill-tags`}>
        <h2 id={`${flow.step}-skill-tags`} className={styles.sectionTitle}>
          {t.techSkill.skillTags}
        </h2>
        {skillTags.isPending ? (
          <FlowLoading />
        ) : skillTags.isError ? (
          <p className={styles.muted}>{t.techSkill.skillTagsError}</p>
        ) : confirmed.length === 0 ? (
          <p className={styles.muted}>{t.techSkill.noSkillTags}</p>
        ) : (
          <ul className={styles.chips} aria-label={t.techSkill.skillTags}>
            {confirmed.map((tag) => (
              <li key={tag.name} className={styles.chip}>
                {tag.name}（{t.techSkill.level(tag.level, SKILL_LEVEL_LABELS[tag.level] ?? '')}）
              </li>
            ))}
          </ul>
        )}
        <p>
          <Link to="/person/edit" className={`${buttons.secondary} ${buttons.small}`}>
            {t.techSkill.editSkillTags}
          </Link>
        </p>
      </section>
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
