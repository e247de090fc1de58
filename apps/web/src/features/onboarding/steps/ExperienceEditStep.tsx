import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import {
  experiencesQuery,
  OWN_SERVER_ERRORS,
  useCreateExperience,
} from '../../../shared/api/career';
import buttons from '../../../shared/ui/button.module.css';
import { ExperienceForm } from '../../../shared/ui/career';
import { notify } from '../../../shared/ui/notifications/store';
import { ExperienceList } from '../CareerLists';
import { FlowLoading } from '../FlowFrame';
import { FormBox } from '../FormBox';
import { flowJa, setupJa } from '../messages';
import { SetupWizardLayout, StepActions } from '../SetupWizardLayout';
import type { SetupFlow } from '../use-setup-flow';
import styles from './steps.module.css';

const t = setupJa.experienceEdit;

/**
 * experience_edit: the saved experiences and the shared form to add one more; each added
 * experience is saved at once (POST /api/user/experiences/), 次へ moves on.
 */
export function ExperienceEditStep({ flow }: { flow: SetupFlow }) {
  const experiences = useQuery(experiencesQuery);
  // The form says a failed save itself (flowJa.stepSaveFailed), server errors included.
  const create = useCreateExperience(OWN_SERVER_ERRORS);
  const list = experiences.data ?? [];
  const [adding, setAdding] = useState<boolean | null>(null);
  const formOpen = adding ?? list.length === 0;
  const [formKey, setFormKey] = useState(0);

  return (
    <SetupWizardLayout
      flow={flow}
      lead={t.lead}
      actions={experiences.isPending ? undefined : <StepActions flow={flow} />}
    >
      {experiences.isPending ? (
        <FlowLoading />
      ) : (
        <>
          <section aria-labelledby="setup-experiences" className={styles.regions}>
            <h2 id="setup-experiences" className={styles.sectionTitle}>
              {t.existing}
            </h2>
            {list.length === 0 ? (
              <p className={styles.muted}>{t.none}</p>
            ) : (
              <ExperienceList experiences={list} />
            )}
          </section>
          {formOpen ? (
            <FormBox title={t.add}>
              <ExperienceForm
                key={formKey}
                label={t.add}
                submitLabel={t.submit}
                saveFailedMessage={flowJa.stepSaveFailed}
                pending={create.isPending}
                onCancel={list.length > 0 ? () => setAdding(false) : undefined}
                onSubmit={async (values) => {
                  await create.mutateAsync(values);
                  notify(t.saved);
                  setAdding(false);
                  setFormKey((key) => key + 1);
                }}
              />
            </FormBox>
          ) : (
            <div>
              <button
                type="button"
                className={`${buttons.secondary} ${buttons.small}`}
                onClick={() => setAdding(true)}
              >
                {t.addAnother}
              </button>
            </div>
          )}
        </>
      )}
    </SetupWizardLayout>
  );
}

export { ExperienceEditStep as default };
