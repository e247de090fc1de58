import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { authInfoQuery } from '../../../shared/api/session';
import { ConnectAccountsPanel } from '../../../shared/ui/connections/ConnectAccountsPanel';
import { FormAlert } from '../../../shared/ui/form/FormAlert';
import { RadioCards } from '../Choices';
import { FlowActions, PrimaryAction } from '../FlowFrame';
import { setupJa } from '../messages';
import { SetupWizardLayout, StepActions } from '../SetupWizardLayout';
import type { SetupFlow } from '../use-setup-flow';
import styles from './steps.module.css';

/**
 * sns_accounts: connect the developer-community accounts and blogs right here (the shared
 * connect panel, compact); 次へ moves on whatever was connected, imports keep running.
 */
export function SnsAccountsStep({ flow }: { flow: SetupFlow }) {
  const t = setupJa.snsAccounts;
  return (
    <SetupWizardLayout flow={flow} lead={t.lead} actions={<StepActions flow={flow} />}>
      <ConnectAccountsPanel compact />
    </SetupWizardLayout>
  );
}

/** welcome: a greeting by the display name and what the wizard will ask. */
export function WelcomeStep({ flow }: { flow: SetupFlow }) {
  const t = setupJa.welcome;
  const auth = useQuery(authInfoQuery);
  return (
    <SetupWizardLayout
      flow={flow}
      lead={auth.data ? t.greeting(auth.data.username) : undefined}
      actions={<StepActions flow={flow} label={t.start} />}
    >
      <p>{t.body}</p>
      <div className={styles.note}>
        <p className={styles.noteTitle}>{t.pointsLabel}</p>
        <ul className={styles.bullets}>
          {t.points.map((point) => (
            <li key={point}>{point}</li>
          ))}
        </ul>
      </div>
      <p className={styles.muted}>{t.duration}</p>
    </SetupWizardLayout>
  );
}

/** check_student: the answer chooses the branch and is kept for the tab (reload, 戻る). */
export function CheckStudentStep({ flow }: { flow: SetupFlow }) {
  const t = setupJa.checkStudent;
  const stored = flow.answers.isStudent;
  const [value, setValue] = useState<'yes' | 'no' | null>(
    stored === undefined ? null : stored ? 'yes' : 'no',
  );
  return (
    <SetupWizardLayout
      flow={flow}
      lead={t.lead}
      actions={
        <StepActions
          flow={flow}
          disabled={value === null}
          onNext={() => void flow.advance({ isStudent: value === 'yes' })}
        />
      }
    >
      <RadioCards
        legend={t.question}
        options={[
          { value: 'yes', label: t.yes },
          { value: 'no', label: t.no },
        ]}
        value={value}
        onChange={setValue}
        columns={2}
        disabled={flow.busy}
      />
    </SetupWizardLayout>
  );
}

/** program: the beta programme setting belongs to the mail settings (a later issue). */
export function ProgramStep({ flow }: { flow: SetupFlow }) {
  const t = setupJa.program;
  return (
    <SetupWizardLayout flow={flow} lead={t.lead} actions={<StepActions flow={flow} />}>
      <FormAlert tone="warning">{t.notReady}</FormAlert>
    </SetupWizardLayout>
  );
}

/** completed: congratulations; はじめる marks the setup completed and goes home. */
export function CompletedStep({ flow }: { flow: SetupFlow }) {
  const t = setupJa.completed;
  return (
    <SetupWizardLayout
      flow={flow}
      tone="celebrate"
      lead={t.lead}
      actions={
        <FlowActions busy={flow.busy}>
          <PrimaryAction label={t.start} busy={flow.busy} onClick={() => void flow.advance()} />
        </FlowActions>
      }
    >
      <p>{t.body}</p>
    </SetupWizardLayout>
  );
}
