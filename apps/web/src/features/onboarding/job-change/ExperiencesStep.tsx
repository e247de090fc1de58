import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import {
  experiencesQuery,
  OWN_SERVER_ERRORS,
  useCreateExperience,
  useUpdateExperience,
} from '../../../shared/api/career';
import buttons from '../../../shared/ui/button.module.css';
import { ExperienceForm, experienceToRequest } from '../../../shared/ui/career';
import { notify } from '../../../shared/ui/notifications/store';
import { ExperienceList } from '../CareerLists';
import { FlowLoading } from '../FlowFrame';
import { FormBox } from '../FormBox';
import { flowJa, jobChangeJa, setupJa } from '../messages';
import styles from './JobChange.module.css';
import { JobChangeActions, JobChangeLayout } from './JobChangeLayout';
import type { JobChangeFlow } from './use-job-change-flow';

const t = jobChangeJa.experiences;
const edit = setupJa.experienceEdit;

/** What the form below the list does: nothing, add a new experience, or edit one. */
type Mode = { kind: 'closed' } | { kind: 'add' } | { kind: 'edit'; id: number };

/**
 * experiences: review the experiences, add one or correct one with the shared form. Each save
 * goes to the server at once; 次へ moves on.
 */
export function ExperiencesStep({ flow }: { flow: JobChangeFlow }) {
  const experiences = useQuery(experiencesQuery);
  // The forms say a failed save themselves (flowJa.stepSaveFailed), server errors included.
  const create = useCreateExperience(OWN_SERVER_ERRORS);
  const update = useUpdateExperience(OWN_SERVER_ERRORS);
  const list = experiences.data ?? [];
  const [mode, setMode] = useState<Mode | null>(null);
  const current: Mode = mode ?? (list.length === 0 ? { kind: 'add' } : { kind: 'closed' });
  const editing = current.kind === 'edit' ? list.find((e) => e.id === current.id) : undefined;
  const close = () => setMode({ kind: 'closed' });

  return (
    <JobChangeLayout
      flow={flow}
      lead={t.lead}
      actions={experiences.isPending ? undefined : <JobChangeActions flow={flow} />}
    >
      {experiences.isPending ? (
        <FlowLoading />
      ) : (
        <>
          <section aria-labelledby="job-change-experiences">
            <h2 id="job-change-experiences" className={styles.sectionTitle}>
              {edit.existing}
            </h2>
            {list.length === 0 ? (
              <p className={styles.muted}>{edit.none}</p>
            ) : (
              <ExperienceList
                experiences={list}
                action={(experience) => (
                  <button
                    type="button"
                    className={`${buttons.secondary} ${buttons.small}`}
                    aria-label={`${experience.organizationName} を${t.edit}`}
                    aria-expanded={current.kind === 'edit' && current.id === experience.id}
                    onClick={() =>
                      setMode(
                        current.kind === 'edit' && current.id === experience.id
                          ? { kind: 'closed' }
                          : { kind: 'edit', id: experience.id },
                      )
                    }
                  >
                    {current.kind === 'edit' && current.id === experience.id
                      ? t.cancelEdit
                      : t.edit}
                  </button>
                )}
              />
            )}
          </section>
          {editing ? (
            <FormBox title={`${editing.organizationName} を${t.edit}`}>
              <ExperienceForm
                key={`edit-${editing.id}`}
                label={`${editing.organizationName} を${t.edit}`}
                defaultValues={experienceToRequest(editing)}
                submitLabel={jobChangeJa.experiences.saveEdit}
                saveFailedMessage={flowJa.stepSaveFailed}
                pending={update.isPending}
                onCancel={close}
                onSubmit={async (values) => {
                  await update.mutateAsync({ id: editing.id, body: values });
                  notify(edit.saved);
                  close();
                }}
              />
            </FormBox>
          ) : current.kind === 'add' ? (
            <FormBox title={edit.add}>
              <ExperienceForm
                key="add"
                label={edit.add}
                submitLabel={edit.submit}
                saveFailedMessage={flowJa.stepSaveFailed}
                pending={create.isPending}
                onCancel={list.length > 0 ? close : undefined}
                onSubmit={async (values) => {
                  await create.mutateAsync(values);
                  notify(edit.saved);
                  close();
                }}
              />
            </FormBox>
          ) : (
            <div>
              <button
                type="button"
                className={`${buttons.secondary} ${buttons.small}`}
                onClick={() => setMode({ kind: 'add' })}
              >
                {edit.add}
              </button>
            </div>
          )}
        </>
      )}
    </JobChangeLayout>
  );
}

export { ExperiencesStep as default };
