import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { FlowActions, FlowFrame, PrimaryAction } from '../FlowFrame';
import { flowJa, jobChangeJa } from '../messages';
import styles from './JobChange.module.css';
import type { JobChangeFlow } from './use-job-change-flow';

/**
 * One screen of the job-change flow, a card in the main layout: the flow's name and progress
 * with 「あとで」 (back to `from`), the step's title, body and actions.
 */
export function JobChangeLayout({
  flow,
  lead,
  children,
  actions,
  tone,
}: {
  flow: JobChangeFlow;
  lead?: ReactNode;
  children?: ReactNode;
  actions?: ReactNode;
  tone?: 'plain' | 'celebrate';
}) {
  const showLater = flow.step !== 'done';
  return (
    <div className={styles.page}>
      <div className={styles.card}>
        <FlowFrame
          flowName={jobChangeJa.flowName}
          title={jobChangeJa.titles[flow.step]}
          lead={lead}
          progress={flow.progress}
          actions={actions}
          tone={tone}
          aside={
            showLater ? (
              <Link to={flow.returnPath} className={styles.later}>
                {jobChangeJa.later}
              </Link>
            ) : null
          }
        >
          {children}
        </FlowFrame>
      </div>
    </div>
  );
}

/** 戻る, スキップ (moves on without saving) and the main button. */
export function JobChangeActions({
  flow,
  label = flowJa.next,
  form,
  onNext,
  skippable = false,
}: {
  flow: JobChangeFlow;
  label?: string;
  form?: string;
  onNext?: () => void;
  skippable?: boolean;
}) {
  return (
    <FlowActions
      back={flow.backPath}
      busy={flow.busy}
      onSkip={skippable ? flow.advance : undefined}
    >
      <PrimaryAction
        label={label}
        busy={flow.busy}
        form={form}
        onClick={form ? undefined : (onNext ?? flow.advance)}
      />
    </FlowActions>
  );
}
