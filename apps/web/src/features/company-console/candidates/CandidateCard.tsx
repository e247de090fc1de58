import { relativeTimeLabel } from '@kiseki/contract/relative-time';
import { useId } from 'react';
import { Link } from 'react-router';
import { prefectureName } from '../../../shared/ui/jobs/format';
import { WORK_STYLE_LABELS } from '../../../shared/ui/jobs/labels';
import type { CandidateSummary } from './api';
import styles from './CandidateSearchPage.module.css';
import { formatScore, scoreLabel, summaryScores } from './format';
import { HIRABILITY_LEVEL_LABELS, reactionLabel } from './labels';
import { candidatesJa } from './messages';

const t = candidatesJa.card;

/** The company's history with the person, as small badges beside the name. */
function RelationBadges({ relation }: { relation: CandidateSummary['relation'] }) {
  const { interest, thread } = relation;
  const reaction = reactionLabel(interest?.reactionLevel);
  if (!interest && !thread) return null;
  return (
    <ul className={styles.badges}>
      {interest ? <li className={styles.badge}>{t.interestSent}</li> : null}
      {reaction ? <li className={styles.badgeStrong}>{t.reacted(reaction)}</li> : null}
      {thread ? <li className={styles.badge}>{t.threadOpen}</li> : null}
    </ul>
  );
}

/**
 * One engineer in the results: who they are and what they do, the skills they lead with,
 * scores, and what they want (salary, work style). The name links to the candidate page and
 * carries the search, so the page's back link returns to it.
 */
export function CandidateCard({
  candidate,
  scoreType,
  nowSeconds,
  fromSearch,
}: {
  candidate: CandidateSummary;
  scoreType: number;
  nowSeconds: number;
  fromSearch: string;
}) {
  const nameId = useId();
  const scores = summaryScores(candidate.scores, scoreType);
  const desired = candidate.desiredConditions;
  const facts = [
    candidate.prefectureCode ? prefectureName(candidate.prefectureCode) : t.noPrefecture,
    t.experience(candidate.yearsOfExperience),
    t.desiredSalary(desired.annualSalary),
    ...desired.workStyles.map((style) => WORK_STYLE_LABELS[style]),
  ];
  return (
    <article className={styles.card} aria-labelledby={nameId}>
      <div className={styles.cardHead}>
        <div className={styles.cardTitle}>
          <h3 id={nameId} className={styles.cardName}>
            <Link
              to={`/company/candidates/${candidate.userId}`}
              state={{ fromSearch }}
              className={styles.cardLink}
            >
              {candidate.displayName}
            </Link>
          </h3>
          <p className={styles.cardJob}>{candidate.jobTitle ?? t.noJobTitle}</p>
        </div>
        <p className={styles.hirability} data-level={candidate.hirabilityLevel ?? 'unknown'}>
          {candidate.hirabilityLevel
            ? HIRABILITY_LEVEL_LABELS[candidate.hirabilityLevel]
            : t.hirabilityUnknown}
        </p>
      </div>
      <RelationBadges relation={candidate.relation} />
      <ul className={styles.facts}>
        {facts.map((fact) => (
          <li key={fact}>{fact}</li>
        ))}
      </ul>
      {candidate.headlineSkills.length > 0 ? (
        <div className={styles.cardRow}>
          <span className={styles.rowLabel}>{t.skills}</span>
          <ul className={styles.skills}>
            {candidate.headlineSkills.map((skill) => (
              <li key={skill.name} className={styles.skill}>
                {skill.name}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <div className={styles.cardRow}>
        <span className={styles.rowLabel}>{t.scores}</span>
        {scores.length > 0 ? (
          <dl className={styles.scores}>
            {scores.map((score) => (
              <div key={score.scorerType} className={styles.score}>
                <dt>{scoreLabel(score.scorerType)}</dt>
                <dd>{formatScore(score.score ?? 0)}</dd>
              </div>
            ))}
          </dl>
        ) : (
          <span className={styles.muted}>{t.noScores}</span>
        )}
      </div>
      <p className={styles.updated}>
        {t.updated(relativeTimeLabel(candidate.updatedAt, nowSeconds))}
      </p>
    </article>
  );
}
