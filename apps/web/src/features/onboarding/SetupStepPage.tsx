import type { SetupStep } from '@kiseki/contract/career-rules';
import { type ComponentType, lazy, Suspense } from 'react';
import { useLocation } from 'react-router';
import { FlowLoading } from './FlowFrame';
import { SetupWizardLayout } from './SetupWizardLayout';
import { isSetupStep } from './setup-flow';
import { BirthdateStep } from './steps/BirthdateStep';
import { BlockStep } from './steps/BlockStep';
import {
  ExperienceImportStep,
  ExperienceIndexStep,
  HirabilityStep,
  OccupationStep,
} from './steps/CareerSteps';
import {
  CheckStudentStep,
  CompletedStep,
  ProgramStep,
  SnsAccountsStep,
  WelcomeStep,
} from './steps/IntroSteps';
import {
  BusinessTypeStep,
  EmploymentTypeStep,
  SalaryStep,
  WantToDoStep,
  WorkStyleStep,
} from './steps/PreferenceSteps';
import { type SetupFlow, useSetupFlow } from './use-setup-flow';

type StepComponent = ComponentType<{ flow: SetupFlow }>;

/*
 * The steps that bring more code (the career forms with the position master, the prefecture
 * list) load when they are opened; the rest are small and come with this screen.
 */
const STEPS: Record<SetupStep, StepComponent> = {
  sns_accounts: SnsAccountsStep,
  welcome: WelcomeStep,
  birthdate: BirthdateStep,
  check_student: CheckStudentStep,
  education: lazy(() => import('./steps/EducationStep')),
  hirability_level: HirabilityStep,
  occupation: OccupationStep,
  experience: ExperienceIndexStep,
  experience_import: ExperienceImportStep,
  experience_edit: lazy(() => import('./steps/ExperienceEditStep')),
  block: BlockStep,
  salary: SalaryStep,
  work_style: WorkStyleStep,
  work_location: lazy(() => import('./steps/WorkLocationStep')),
  employment_type: EmploymentTypeStep,
  business_type: BusinessTypeStep,
  want_to_do: WantToDoStep,
  program: ProgramStep,
  address: lazy(() => import('./steps/AddressStep')),
  completed: CompletedStep,
};

function StepScreen({ step }: { step: SetupStep }) {
  const flow = useSetupFlow(step);
  const Step = STEPS[step];
  return (
    <Suspense
      fallback={
        <SetupWizardLayout flow={flow}>
          <FlowLoading />
        </SetupWizardLayout>
      }
    >
      <Step flow={flow} />
    </Suspense>
  );
}

/**
 * /user_initial_setup/{step}: every step is its own route (a recorded step resumes at its
 * URL), all served by this module. The key remounts the screen on each step, so no state
 * (a half-typed form, the busy flag) carries over from the step before.
 */
export function SetupStepPage() {
  const { pathname } = useLocation();
  const step = pathname.replace(/\/+$/, '').split('/').pop();
  if (!isSetupStep(step)) return null;
  return <StepScreen key={step} step={step} />;
}

export { SetupStepPage as Component };
