import { type ComponentType, lazy, Suspense } from 'react';
import { useLocation } from 'react-router';
import { FlowLoading } from '../FlowFrame';
import { JobChangeLayout } from './JobChangeLayout';
import {
  DoneStep,
  SalaryStep,
  StartStep,
  TechSkillStep,
  WantToDoStep,
  WorkStyleStep,
} from './JobChangeSteps';
import { isJobChangeStep, type JobChangeStep } from './job-change-flow';
import { type JobChangeFlow, useJobChangeFlow } from './use-job-change-flow';

type StepComponent = ComponentType<{ flow: JobChangeFlow }>;

const STEPS: Record<JobChangeStep, StepComponent> = {
  start: StartStep,
  salary: SalaryStep,
  tech_skill: TechSkillStep,
  want_to_do: WantToDoStep,
  work_style: WorkStyleStep,
  // The career forms (with the position picker) load when the step is opened.
  experiences: lazy(() => import('./ExperiencesStep')),
  done: DoneStep,
};

function StepScreen({ step }: { step: JobChangeStep }) {
  const flow = useJobChangeFlow(step);
  const Step = STEPS[step];
  return (
    <Suspense
      fallback={
        <JobChangeLayout flow={flow}>
          <FlowLoading />
        </JobChangeLayout>
      }
    >
      <Step flow={flow} />
    </Suspense>
  );
}

/** /job_change/{step}: one module for every step; the key gives each step a fresh screen. */
export function JobChangePage() {
  const { pathname } = useLocation();
  const step = pathname.replace(/\/+$/, '').split('/').pop();
  if (!isJobChangeStep(step)) return null;
  return <StepScreen key={step} step={step} />;
}

export { JobChangePage as Component };
