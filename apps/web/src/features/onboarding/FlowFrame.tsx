import { type ReactNode, useId } from 'react';
import { Link } from 'react-router';
import { usePageTitle } from '../../shared/hooks/usePageTitle';
import buttons from '../../shared/ui/button.module.css';
import styles from './FlowFrame.module.css';
import { flowJa } from './messages';

export interface FlowProgress {
  position: number;
  total: number;
}

/**
 * The frame of one step of a guided flow (the setup wizard, the job-change flow): the flow's
 * name and progress, the step's title and lead, its body, and the row of actions.
 */
export function FlowFrame({
  flowName,
  title,
  lead,
  progress,
  children,
  actions,
  aside,
  tone = 'plain',
}: {
  flowName: string;
  /** A way out beside the flow's name (the job-change flow's 「あとで」). */
  aside?: ReactNode;
  title: string;
  lead?: ReactNode;
  progress?: FlowProgress | undefined;
  children?: ReactNode;
  actions?: ReactNode;
  /** `celebrate` centres a closing screen (completed, done). */
  tone?: 'plain' | 'celebrate';
}) {
  usePageTitle(title);
  const headingId = useId();
  const percent = progress ? Math.round((progress.position / progress.total) * 100) : 0;
  return (
    <section className={styles.frame} data-tone={tone} aria-labelledby={headingId}>
      <div className={styles.top}>
        <div className={styles.flowRow}>
          <p className={styles.flowName}>
            {flowName}
            {progress ? (
              <span className={styles.stepCount}>
                {flowJa.progress(progress.position, progress.total)}
              </span>
            ) : null}
          </p>
          {aside}
        </div>
        {progress ? (
          <div
            className={styles.track}
            role="progressbar"
            aria-label={flowJa.progressLabel}
            aria-valuemin={0}
            aria-valuemax={progress.total}
            aria-valuenow={progress.position}
            aria-valuetext={flowJa.progress(progress.position, progress.total)}
          >
            <div className={styles.bar} style={{ width: `${percent}%` }} />
          </div>
        ) : null}
      </div>
      {tone === 'celebrate' ? <CelebrateMark /> : null}
      <div className={styles.heading}>
        <h1 id={headingId} className={styles.title}>
          {title}
        </h1>
        {lead ? <p className={styles.lead}>{lead}</p> : null}
      </div>
      {children ? <div className={styles.body}>{children}</div> : null}
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </section>
  );
}

function CelebrateMark() {
  return (
    <svg
      className={styles.mark}
      viewBox="0 0 48 48"
      width="64"
      height="64"
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="24" cy="24" r="23" />
      <path d="M15 24.5l6 6 12-13" />
    </svg>
  );
}

/**
 * The actions row: 戻る (a link) on the left; スキップ and the main action on the right. On a
 * phone the main action comes first, full width.
 */
export function FlowActions({
  back,
  onSkip,
  skipLabel = flowJa.skip,
  busy = false,
  children,
}: {
  back?: string | null | undefined;
  onSkip?: (() => void) | undefined;
  skipLabel?: string;
  busy?: boolean;
  /** The main action (a submit button or a button). */
  children?: ReactNode;
}) {
  return (
    <>
      <div className={styles.mainActions}>
        {children}
        {onSkip ? (
          <button type="button" className={styles.textButton} onClick={onSkip} disabled={busy}>
            {skipLabel}
          </button>
        ) : null}
      </div>
      {back ? (
        <Link
          to={back}
          className={styles.back}
          aria-disabled={busy || undefined}
          onClick={(event) => {
            if (busy) event.preventDefault();
          }}
        >
          <span aria-hidden="true">←</span>
          {flowJa.back}
        </Link>
      ) : (
        <span />
      )}
    </>
  );
}

/** The main action: a primary button that says it is saving while `busy`. */
export function PrimaryAction({
  label,
  busy = false,
  disabled = false,
  form,
  onClick,
}: {
  label: string;
  busy?: boolean;
  disabled?: boolean;
  /** Id of the form this button submits; without it the button runs `onClick`. */
  form?: string;
  onClick?: () => void;
}) {
  return (
    <button
      type={form ? 'submit' : 'button'}
      form={form}
      className={`${buttons.primary} ${styles.primary}`}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      onClick={onClick}
    >
      {busy ? flowJa.saving : label}
    </button>
  );
}

/** What a step shows while its data loads. */
export function FlowLoading() {
  return (
    <div className={styles.loading} aria-busy="true">
      <span className="visually-hidden">{flowJa.loading}</span>
      <div className={styles.skeletonLine} />
      <div className={styles.skeletonLine} />
      <div className={styles.skeletonLineShort} />
    </div>
  );
}
