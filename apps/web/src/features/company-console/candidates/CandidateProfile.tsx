import { SKILL_LEVEL_LABELS, SNS_LABELS, type SnsName } from '@kiseki/contract/portfolio-rules';
import { type ReactNode, useId } from 'react';
import { formatDate } from '../../../shared/lib/date';
import { ENROLLMENT_STATUS_LABELS, SCHOOL_TYPE_LABELS } from '../../../shared/ui/career/labels';
import { prefectureName } from '../../../shared/ui/jobs/format';
import {
  BUSINESS_TYPE_LABELS,
  EMPLOYMENT_TYPE_LABELS,
  WORK_STYLE_LABELS,
} from '../../../shared/ui/jobs/labels';
import type { CandidateDetail } from './api';
import styles from './CandidatePage.module.css';
import { formatPeriod, formatScore, scoreLabel, topPercent } from './format';
import { CANDIDATE_SCORE_TYPES } from './labels';
import { candidatesJa } from './messages';

const t = candidatesJa.page;

function Section({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.sectionTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/** Text as the person wrote it: line breaks kept, nothing interpreted as markup. */
const Prose = ({ text }: { text: string }) => <p className={styles.prose}>{text}</p>;

const Empty = ({ children }: { children: string }) => <p className={styles.empty}>{children}</p>;

function ProfileSection({ candidate }: { candidate: CandidateDetail }) {
  const bio = candidate.bio.trim();
  const summary = candidate.jobSummary?.trim() ?? '';
  return (
    <Section title={t.profile}>
      {bio === '' && summary === '' ? <Empty>{t.noProfile}</Empty> : null}
      {bio ? (
        <div className={styles.block}>
          <h3 className={styles.subTitle}>{t.bio}</h3>
          <Prose text={bio} />
        </div>
      ) : null}
      {summary ? (
        <div className={styles.block}>
          <h3 className={styles.subTitle}>{t.jobSummary}</h3>
          <Prose text={summary} />
        </div>
      ) : null}
    </Section>
  );
}

function ScoresSection({ candidate }: { candidate: CandidateDetail }) {
  return (
    <Section title={t.scores}>
      <p className={styles.sectionHint}>{t.scoresHint}</p>
      <dl className={styles.scoreGrid}>
        {CANDIDATE_SCORE_TYPES.map((type) => {
          const score = candidate.scores.find((item) => item.scorerType === type);
          return (
            <div key={type} className={styles.scoreItem} data-total={type === 1000 || undefined}>
              <dt className={styles.scoreName}>{scoreLabel(type)}</dt>
              <dd className={styles.scoreValue}>
                {score?.score != null ? formatScore(score.score) : t.noScore}
              </dd>
              {score?.score != null && score.percentile !== null ? (
                <dd className={styles.scoreTop}>{t.top(topPercent(score.percentile))}</dd>
              ) : null}
            </div>
          );
        })}
      </dl>
    </Section>
  );
}

function SkillsSection({ candidate }: { candidate: CandidateDetail }) {
  return (
    <Section title={t.skills}>
      {candidate.skills.length > 0 ? (
        <ul className={styles.skillList}>
          {candidate.skills.map((skill) => (
            <li key={skill.name} className={styles.skillItem}>
              <span className={styles.skillName}>{skill.name}</span>
              <span className={styles.skillLevel}>
                {t.skillLevel(skill.level)}
                {SKILL_LEVEL_LABELS[skill.level] ? `：${SKILL_LEVEL_LABELS[skill.level]}` : ''}
              </span>
            </li>
          ))}
        </ul>
      ) : (
        <Empty>{t.noSkills}</Empty>
      )}
      {candidate.languages.length > 0 ? (
        <div className={styles.block}>
          <h3 className={styles.subTitle}>{t.languages}</h3>
          <ul className={styles.languageList}>
            {candidate.languages.map((language) => (
              <li key={language.name}>
                {language.name}
                <span className={styles.muted}> {language.ratio.toFixed(1)}%</span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </Section>
  );
}

function CareerSection({ candidate }: { candidate: CandidateDetail }) {
  return (
    <Section title={t.career}>
      {candidate.experiences.length > 0 ? (
        <ol className={styles.timeline}>
          {candidate.experiences.map((experience, index) => {
            const positions = experience.positions.map((position) => position.name).join('・');
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: experiences carry no id on this wire
              <li key={index} className={styles.timelineItem}>
                <p className={styles.period}>{formatPeriod(experience)}</p>
                <h3 className={styles.organization}>{experience.organizationName}</h3>
                {positions || experience.positionName ? (
                  <p className={styles.position}>
                    {[positions, experience.positionName].filter(Boolean).join(' / ')}
                  </p>
                ) : null}
                {experience.isClientWork ? (
                  <p className={styles.muted}>{t.clientWork(experience.clientCompanyName)}</p>
                ) : null}
                {experience.description ? <Prose text={experience.description} /> : null}
              </li>
            );
          })}
        </ol>
      ) : (
        <Empty>{t.noCareer}</Empty>
      )}
      {candidate.educations.length > 0 ? (
        <div className={styles.block}>
          <h3 className={styles.subTitle}>{t.education}</h3>
          <ul className={styles.educationList}>
            {candidate.educations.map((education, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: educations carry no id on this wire
              <li key={index}>
                <span>
                  {education.schoolName}
                  {education.major ? ` ${education.major}` : ''}
                </span>
                <span className={styles.muted}>
                  {' '}
                  {[
                    SCHOOL_TYPE_LABELS[education.schoolType],
                    `${t.yearMonth(education.endYear, education.endMonth)} ${
                      ENROLLMENT_STATUS_LABELS[education.enrollmentStatus] ?? ''
                    }`.trim(),
                  ]
                    .filter(Boolean)
                    .join('・')}
                </span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </Section>
  );
}

function WantToDoSection({ candidate }: { candidate: CandidateDetail }) {
  const text = candidate.wantToDo?.trim() ?? '';
  return (
    <Section title={t.wantToDo}>
      {text ? <Prose text={text} /> : <Empty>{t.noWantToDo}</Empty>}
    </Section>
  );
}

function DesiredSection({ candidate }: { candidate: CandidateDetail }) {
  const desired = candidate.desiredConditions;
  const listed = (values: string[]) => (values.length > 0 ? values.join('、') : t.unset);
  const rows: [string, string][] = [
    [
      t.desiredSalary,
      desired.annualSalary === null
        ? t.unset
        : `${desired.annualSalary.toLocaleString('ja-JP')}万円`,
    ],
    [t.desiredWorkStyles, listed(desired.workStyles.map((style) => WORK_STYLE_LABELS[style]))],
    [t.desiredLocations, listed(desired.locations.map(prefectureName).filter(Boolean))],
    [
      t.desiredEmployment,
      listed(desired.employmentTypes.map((type) => EMPLOYMENT_TYPE_LABELS[type])),
    ],
    [t.desiredBusiness, listed(desired.businessTypes.map((type) => BUSINESS_TYPE_LABELS[type]))],
  ];
  return (
    <Section title={t.desired}>
      <dl className={styles.conditions}>
        {rows.map(([label, value]) => (
          <div key={label} className={styles.condition}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </Section>
  );
}

/** Only web addresses become links: an imported URL is not trusted to be one. */
const isWebUrl = (url: string): boolean => {
  try {
    return ['http:', 'https:'].includes(new URL(url).protocol);
  } catch {
    return false;
  }
};

const sourceLabel = (source: string): string =>
  SNS_LABELS[source as SnsName] ?? (source === 'blog' ? 'ブログ' : source);

function OutputsSection({ candidate }: { candidate: CandidateDetail }) {
  return (
    <Section title={t.outputs}>
      {candidate.outputs.length > 0 ? (
        <>
          <p className={styles.sectionHint}>{t.outputsHint}</p>
          <ul className={styles.outputList}>
            {candidate.outputs.map((output) => (
              <li key={output.url} className={styles.output}>
                <p className={styles.outputMeta}>
                  <span className={styles.outputSource}>{sourceLabel(output.source)}</span>
                  {output.postedAt !== null ? <span>{formatDate(output.postedAt)}</span> : null}
                  {output.likes !== null ? <span>{t.likes(output.likes)}</span> : null}
                  {output.stars !== null ? <span>{t.stars(output.stars)}</span> : null}
                </p>
                <h3 className={styles.outputTitle}>
                  {isWebUrl(output.url) ? (
                    <a href={output.url} target="_blank" rel="noopener noreferrer">
                      {output.title}
                      <span className="visually-hidden">{t.opensInNewTab}</span>
                    </a>
                  ) : (
                    output.title
                  )}
                </h3>
                {output.summary ? <p className={styles.outputSummary}>{output.summary}</p> : null}
                {output.tags.length > 0 ? (
                  <ul className={styles.tagList}>
                    {output.tags.map((tag) => (
                      <li key={tag} className={styles.tag}>
                        {tag}
                      </li>
                    ))}
                  </ul>
                ) : null}
              </li>
            ))}
          </ul>
        </>
      ) : (
        <Empty>{t.noOutputs}</Empty>
      )}
    </Section>
  );
}

/** Everything the person shows companies, in the order a recruiter reads it. */
export function CandidateProfile({ candidate }: { candidate: CandidateDetail }) {
  return (
    <div className={styles.sections}>
      <ProfileSection candidate={candidate} />
      <ScoresSection candidate={candidate} />
      <SkillsSection candidate={candidate} />
      <CareerSection candidate={candidate} />
      <WantToDoSection candidate={candidate} />
      <DesiredSection candidate={candidate} />
      <OutputsSection candidate={candidate} />
    </div>
  );
}
