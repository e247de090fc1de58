import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { educationsQuery, OWN_SERVER_ERRORS, useSaveEducations } from '../../../shared/api/career';
import buttons from '../../../shared/ui/button.module.css';
import { EducationForm, educationToRequest } from '../../../shared/ui/career';
import { EducationList } from '../CareerLists';
import { FlowLoading } from '../FlowFrame';
import { FormBox } from '../FormBox';
import { flowJa, setupJa } from '../messages';
import { SetupWizardLayout, StepActions } from '../SetupWizardLayout';
import type { SetupFlow } from '../use-setup-flow';
import styles from './steps.module.css';

const t = setupJa.education;

/**
 * education (students): the saved educations and the shared form to add one; the list is
 * saved whole (PUT /api/user/educations/: the existing ones and the new one).
 */
export function EducationStep({ flow }: { flow: SetupFlow }) {
  const educations = useQuery(educationsQuery);
  // The form says a failed save itself (flowJa.stepSaveFailed), server errors included.
  const save = useSaveEducations(OWN_SERVER_ERRORS);
  const list = educations.data ?? [];
  // The form is open at first when nothing is saved yet; after a save it closes.
  const [adding, setAdding] = useState<boolean | null>(null);
  const formOpen = adding ?? list.length === 0;
  const [formKey, setFormKey] = useState(0);

  return (
    <SetupWizardLayout
      flow={flow}
      lead={t.lead}
      actions={educations.isPending ? undefined : <StepActions flow={flow} />}
    >
      {educations.isPending ? (
        <FlowLoading />
      ) : (
        <>
          <section aria-labelledby="setup-educations" className={styles.regions}>
            <h2 id="setup-educations" className={styles.sectionTitle}>
              {t.existing}
            </h2>
            {list.length === 0 ? (
              <p className={styles.muted}>{t.none}</p>
            ) : (
              <EducationList educations={list} />
            )}
          </section>
          {formOpen ? (
            <FormBox title={t.add}>
              <EducationForm
                key={formKey}
                label={t.add}
                submitLabel={t.submit}
                saveFailedMessage={flowJa.stepSaveFailed}
                pending={save.isPending}
                onCancel={list.length > 0 ? () => setAdding(false) : undefined}
                onSubmit={async (values) => {
                  await save.mutateAsync([...list.map(educationToRequest), values]);
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

export { EducationStep as default };
