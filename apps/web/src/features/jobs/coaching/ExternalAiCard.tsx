import { useId, useState } from 'react';
import { Link } from 'react-router';
import { isApiError } from '../../../shared/api/errors';
import buttons from '../../../shared/ui/button.module.css';
import { CheckboxField } from '../../../shared/ui/form/CheckboxField';
import { FormAlert } from '../../../shared/ui/form/FormAlert';
import { type useExternalCoaching, useWithdrawAgreement } from './api';
import styles from './InterviewCoachingPage.module.css';
import { coachingJa } from './messages';

const t = coachingJa.ai;

/** The server's own message for refusals it explains (no agreement, too many calls). */
const messageOf = (error: unknown, fallback: string): string =>
  isApiError(error) && (error.status === 403 || error.status === 429) ? error.message : fallback;

/**
 * The offer of AI-made coaching, kept apart from the built-in result: nothing is sent until
 * the person ticks the agreement (linking the policy) and presses the button. Once agreed,
 * the agreement can be withdrawn here too.
 */
export function ExternalAiCard({
  jobId,
  agreed,
  external,
  showingExternal,
  onShow,
}: {
  jobId: number;
  agreed: boolean;
  external: ReturnType<typeof useExternalCoaching>;
  /** Whether the sections below show the AI result. */
  showingExternal: boolean;
  onShow(which: 'external' | 'builtin'): void;
}) {
  const headingId = useId();
  const [ticked, setTicked] = useState(false);
  const withdraw = useWithdrawAgreement(jobId);
  const result = external.data?.coaching;
  const fellBack = result !== undefined && result.provider === 'builtin';

  return (
    <section className={styles.aiCard} aria-labelledby={headingId}>
      <div className={styles.aiHeader}>
        <h2 id={headingId} className={styles.sectionTitle}>
          {t.title}
        </h2>
        <span className={styles.aiBadge}>{t.badge}</span>
      </div>
      <p className={styles.muted}>{t.body}</p>

      {agreed ? (
        <p className={styles.agreedRow}>
          <span>{t.agreed}</span>
          <button
            type="button"
            className={styles.linkButton}
            disabled={withdraw.isPending || external.isPending}
            onClick={() => {
              setTicked(false);
              onShow('builtin');
              withdraw.mutate();
            }}
          >
            {withdraw.isPending ? t.withdrawing : t.withdraw}
          </button>
        </p>
      ) : (
        <CheckboxField
          checked={ticked}
          disabled={external.isPending}
          onChange={(event) => setTicked(event.target.checked)}
        >
          {/* A new tab, so reading the policy does not lose this page. */}
          <Link to="/policies/external-ai" target="_blank" rel="noopener">
            {t.policy}
            <span className="visually-hidden">{t.newTab}</span>
          </Link>
          {t.agreeLabel}
        </CheckboxField>
      )}

      <div className={styles.aiActions}>
        <button
          type="button"
          className={buttons.primary}
          disabled={(!agreed && !ticked) || external.isPending}
          aria-busy={external.isPending || undefined}
          onClick={() => {
            onShow('external');
            external.mutate({ agreeFirst: !agreed });
          }}
        >
          {external.isPending ? t.generating : t.generate}
        </button>
        {result?.provider === 'external' ? (
          <button
            type="button"
            className={buttons.secondary}
            onClick={() => onShow(showingExternal ? 'builtin' : 'external')}
          >
            {showingExternal ? t.showBuiltin : t.showExternal}
          </button>
        ) : null}
      </div>

      {external.isPending ? (
        <p className={styles.muted} role="status">
          {t.generatingNote}
        </p>
      ) : null}
      {fellBack ? <FormAlert tone="warning">{t.fellBack}</FormAlert> : null}
      {external.isError ? <FormAlert>{messageOf(external.error, t.failed)}</FormAlert> : null}
      {withdraw.isError ? <FormAlert>{t.withdrawFailed}</FormAlert> : null}
    </section>
  );
}
