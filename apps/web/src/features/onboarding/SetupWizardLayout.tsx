import type { ReactNode } from 'react';
import { FlowActions, FlowFrame, PrimaryAction } from './FlowFrame';
import { flowJa, SETUP_STEP_TITLES, setupJa } from './messages';
import type { SetupFlow } from './use-setup-flow';

/**
 * One screen of the initial-setup wizard inside the blue layout's card: the wizard's name,
 * its progress on the person's branch, the step's title (also the page title), lead, body
 * and actions.
 */
export function SetupWizardLayout({
  flow,
  lead,
  children,
  actions,
  tone,
}: {
  flow: Pick<SetupFlow, 'step' | 'progress'>;
  lead?: ReactNode;
  children?: ReactNode;
  actions?: ReactNode;
  tone?: 'plain' | 'celebrate';
}) {
  return (
    <FlowFrame
      flowName={setupJa.wizardName}
      title={SETUP_STEP_TITLES[flow.step]}
      lead={lead}
      progress={flow.progress}
      actions={actions}
      tone={tone}
    >
      {children}
    </FlowFrame>
  );
}

/**
 * The usual actions of a step: 戻る, an optional スキップ (moves on without saving) and the
 * main button, which submits `form` when given, else runs `onNext` (else just moves on).
 */
export function StepActions({
  flow,
  label = flowJa.next,
  form,
  onNext,
  disabled,
  skippable = false,
}: {
  flow: SetupFlow;
  label?: string;
  form?: string;
  onNext?: () => void;
  disabled?: boolean;
  skippable?: boolean;
}) {
  return (
    <FlowActions
      back={flow.backPath}
      busy={flow.busy}
      onSkip={skippable ? () => void flow.advance() : undefined}
    >
      <PrimaryAction
        label={label}
        busy={flow.busy}
        disabled={disabled}
        form={form}
        onClick={form ? undefined : (onNext ?? (() => void flow.advance()))}
      />
    </FlowActions>
  );
}
