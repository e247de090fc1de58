import type { JobSettingUpdateRequest } from '@kiseki/contract/career';
import { useQuery } from '@tanstack/react-query';
import { type ComponentType, useId } from 'react';
import {
  type JobSetting,
  jobSettingQuery,
  OWN_SERVER_ERRORS,
  useUpdateJobSetting,
} from '../../../shared/api/career';
import { FlowLoading } from '../FlowFrame';
import { flowJa, setupJa } from '../messages';
import {
  BusinessTypeForm,
  EmploymentTypeForm,
  SalaryForm,
  WantToDoForm,
  WorkStyleForm,
} from '../PreferenceForms';
import { SetupWizardLayout, StepActions } from '../SetupWizardLayout';
import type { SetupFlow } from '../use-setup-flow';

type PreferenceForm = ComponentType<{
  id: string;
  setting: JobSetting | null;
  onSubmit(body: JobSettingUpdateRequest): void;
  disabled?: boolean;
}>;

/**
 * A wizard step holding one job-setting form: it starts from the stored setting, saves its
 * keys with PUT /api/user/job_setting/ and moves on (also when the save fails, with a notice).
 */
function JobSettingStep({
  flow,
  lead,
  Form,
}: {
  flow: SetupFlow;
  lead: string;
  Form: PreferenceForm;
}) {
  const formId = useId();
  const query = useQuery(jobSettingQuery);
  // saveAndAdvance says a failed save (flowJa.stepSaveFailed), server errors included.
  const update = useUpdateJobSetting(OWN_SERVER_ERRORS);
  return (
    <SetupWizardLayout
      flow={flow}
      lead={lead}
      actions={
        query.isPending ? undefined : (
          <StepActions flow={flow} form={formId} label={flowJa.saveAndNext} skippable />
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
    </SetupWizardLayout>
  );
}

export const SalaryStep = ({ flow }: { flow: SetupFlow }) => (
  <JobSettingStep flow={flow} lead={setupJa.salary.lead} Form={SalaryForm} />
);
export const WorkStyleStep = ({ flow }: { flow: SetupFlow }) => (
  <JobSettingStep flow={flow} lead={setupJa.workStyle.lead} Form={WorkStyleForm} />
);
export const EmploymentTypeStep = ({ flow }: { flow: SetupFlow }) => (
  <JobSettingStep flow={flow} lead={setupJa.employmentType.lead} Form={EmploymentTypeForm} />
);
export const BusinessTypeStep = ({ flow }: { flow: SetupFlow }) => (
  <JobSettingStep flow={flow} lead={setupJa.businessType.lead} Form={BusinessTypeForm} />
);
export const WantToDoStep = ({ flow }: { flow: SetupFlow }) => (
  <JobSettingStep flow={flow} lead={setupJa.wantToDo.lead} Form={WantToDoForm} />
);
