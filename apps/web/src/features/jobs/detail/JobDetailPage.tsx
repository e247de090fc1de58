import type { JobSource } from '@kiseki/contract/jobs';
import * as Dialog from '@radix-ui/react-dialog';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useId, useRef, useState } from 'react';
import { Link, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { isApiError } from '../../../shared/api/errors';
import { useSession } from '../../../shared/api/session';
import { usePageTitle } from '../../../shared/hooks/usePageTitle';
import { useViewport } from '../../../shared/hooks/useViewport';
import { ja } from '../../../shared/i18n/ja';
import { formatDate } from '../../../shared/lib/date';
import buttons from '../../../shared/ui/button.module.css';
import dialog from '../../../shared/ui/dialog/Dialog.module.css';
import { CompanyLogo } from '../../../shared/ui/jobs/CompanyLogo';
import { ErrorNote } from '../../../shared/ui/jobs/ErrorNote';
import { formatSalary, prefectureName } from '../../../shared/ui/jobs/format';
import { JobMarkers } from '../../../shared/ui/jobs/JobCard';
import {
  BUSINESS_TYPE_LABELS,
  EMPLOYMENT_TYPE_LABELS,
  PREFERRED_CONDITION_LABELS,
  TECH_TAG_GROUP_LABELS,
  TECH_TAG_GROUPS,
  WORK_STYLE_LABELS,
} from '../../../shared/ui/jobs/labels';
import type { JobDetail } from '../../../shared/ui/jobs/types';
import { StatusMessage } from '../../../shared/ui/StatusMessage/StatusMessage';
import { jobDetailQuery, parseSource } from '../api';
import { jobsJa } from '../messages';
import styles from './JobDetailPage.module.css';
import { useJobActions } from './use-job-actions';

const t = jobsJa.detail;

/** Ids the API could know: positive integers in the database's range. */
const parseJobId = (raw: string | undefined): number | null =>
  raw && /^[1-9][0-9]{0,9}$/.test(raw) && Number(raw) <= 2_147_483_647 ? Number(raw) : null;

function NotFound() {
  usePageTitle(ja.notFound.title);
  return (
    <StatusMessage
      title={ja.notFound.body}
      icon="search"
      actions={
        <Link to="/" className={buttons.primary}>
          {ja.common.backToHome}
        </Link>
      }
    >
      <p>{ja.notFound.hint}</p>
    </StatusMessage>
  );
}

function TextSection({ title, text }: { title: string; text: string }) {
  const id = useId();
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2 id={id} className={styles.sectionTitle}>
        {title}
      </h2>
      {text.trim() ? (
        <p className={styles.prose}>{text}</p>
      ) : (
        <p className={styles.muted}>{t.noText}</p>
      )}
    </section>
  );
}

function Facts({ job }: { job: JobDetail }) {
  const rows: [string, ReactNode][] = [
    [t.workStyle, WORK_STYLE_LABELS[job.workStyle]],
    [
      t.location,
      job.workStyle === 'fullRemote'
        ? t.fullRemoteBase(prefectureName(job.prefectureCode))
        : prefectureName(job.prefectureCode),
    ],
    [t.employmentType, EMPLOYMENT_TYPE_LABELS[job.employmentType]],
    [t.businessType, BUSINESS_TYPE_LABELS[job.businessType]],
  ];
  if (job.positions.length > 0) {
    rows.push([t.positions, job.positions.map((p) => p.name).join('・')]);
  }
  return (
    <dl className={styles.facts}>
      {rows.map(([label, value]) => (
        <div key={label} className={styles.fact}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function TechStack({ job }: { job: JobDetail }) {
  const id = useId();
  const groups = TECH_TAG_GROUPS.map((group) => ({
    group,
    tags: job.tags.filter((tag) => tag.group === group),
  })).filter((entry) => entry.tags.length > 0);
  const conditions = job.preferredConditionIds
    .map((conditionId) => PREFERRED_CONDITION_LABELS.get(conditionId))
    .filter((label): label is string => label !== undefined);
  if (groups.length === 0 && conditions.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2 id={id} className={styles.sectionTitle}>
        {t.techStack}
      </h2>
      {groups.length > 0 ? (
        <dl className={styles.stack}>
          {groups.map(({ group, tags }) => (
            <div key={group} className={styles.stackRow}>
              <dt>{TECH_TAG_GROUP_LABELS[group]}</dt>
              <dd>
                <ul className={styles.chips}>
                  {tags.map((tag) => (
                    <li key={tag.id} className={styles.chip}>
                      {tag.name}
                    </li>
                  ))}
                </ul>
              </dd>
            </div>
          ))}
        </dl>
      ) : null}
      {conditions.length > 0 ? (
        <>
          <h3 className={styles.subTitle}>{t.preferredConditions}</h3>
          <ul className={styles.chips}>
            {conditions.map((label) => (
              <li key={label} className={styles.conditionChip}>
                {label}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}

function ApplyDialog({
  open,
  job,
  pending,
  onConfirm,
  onOpenChange,
  returnFocus,
}: {
  open: boolean;
  job: JobDetail;
  pending: boolean;
  onConfirm(): void;
  onOpenChange(open: boolean): void;
  returnFocus(): HTMLElement | null;
}) {
  const viewport = useViewport();
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (!pending) onOpenChange(next);
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className={dialog.overlay} />
        <Dialog.Content
          className={dialog.content}
          data-viewport={viewport}
          onCloseAutoFocus={(event) => {
            const target = returnFocus();
            if (!target) return;
            event.preventDefault();
            target.focus();
          }}
        >
          <Dialog.Title className={dialog.title}>{t.confirmTitle}</Dialog.Title>
          <Dialog.Description className={dialog.description}>
            {t.confirmBody(job.company.name, job.title)}
          </Dialog.Description>
          <p className={styles.dialogSalary}>
            {formatSalary(job.annualSalaryMin, job.annualSalaryMax)}
          </p>
          <div className={dialog.actions}>
            <Dialog.Close className={buttons.secondary} disabled={pending}>
              {t.cancel}
            </Dialog.Close>
            <button
              type="button"
              className={buttons.primary}
              disabled={pending}
              aria-busy={pending || undefined}
              onClick={onConfirm}
            >
              {pending ? t.applying : t.confirm}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** React, apply, coaching: with the application's state once there is one. */
function ActionPanel({
  job,
  isOfferingJob,
  source,
}: {
  job: JobDetail;
  isOfferingJob: boolean;
  source: JobSource | undefined;
}) {
  const session = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const actions = useJobActions(job.jobDescriptionId, source, {
    application: t.applyFailed,
    reaction: t.reactionFailed,
  });
  const [confirming, setConfirming] = useState(false);
  const appliedBox = useRef<HTMLDivElement>(null);
  const errorBox = useRef<HTMLDivElement>(null);
  // Where focus lands when the confirmation closes after an attempt: the opener is gone
  // after a success, and a failure's message should be read out first.
  const focusAfterDialog = useRef<'applied' | 'error' | null>(null);

  const visitor = session.status === 'loggedOut';
  const unknown = session.status === 'pending';
  const toLogin = () =>
    navigate(`/login?next=${encodeURIComponent(location.pathname + location.search)}`);
  const reacted = job.lastReactedAt !== null;
  const applied = job.applicationStatus !== null;

  return (
    <section className={styles.actions} aria-label={t.actions}>
      <p className={styles.actionSalary}>
        {formatSalary(job.annualSalaryMin, job.annualSalaryMax)}
      </p>
      {applied ? (
        <div ref={appliedBox} tabIndex={-1} className={styles.applied} role="status">
          <p className={styles.appliedTitle}>{t.applied}</p>
          {job.applicationAt !== null ? <p>{t.appliedAt(formatDate(job.applicationAt))}</p> : null}
          {job.expectedMailRepliedAt !== null ? (
            <p>{t.expectedReply(formatDate(job.expectedMailRepliedAt))}</p>
          ) : null}
        </div>
      ) : isOfferingJob ? (
        <button
          type="button"
          className={`${buttons.primary} ${buttons.block}`}
          disabled={unknown || actions.applying}
          onClick={() => (visitor ? toLogin() : setConfirming(true))}
        >
          {actions.applying ? t.applying : t.apply}
        </button>
      ) : (
        <div className={styles.closed} role="status">
          <p className={styles.closedTitle}>{t.closed}</p>
          <p>{t.closedNote}</p>
        </div>
      )}
      {isOfferingJob || reacted ? (
        <button
          type="button"
          className={`${reacted ? buttons.primary : buttons.secondary} ${buttons.block} ${styles.react}`}
          aria-pressed={reacted}
          disabled={unknown || actions.reacting}
          onClick={() => (visitor ? toLogin() : void actions.setReacted(!reacted))}
        >
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
            <path
              d="M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10z"
              className={reacted ? styles.heartOn : styles.heartOff}
            />
          </svg>
          {t.react}
        </button>
      ) : null}
      {visitor ? (
        <p className={styles.note}>{t.loginToAct}</p>
      ) : isOfferingJob || reacted ? (
        <p className={styles.note}>{reacted ? t.reactedHint : t.reactHint}</p>
      ) : null}
      {actions.applicationError ? (
        <div ref={errorBox} tabIndex={-1}>
          <ErrorNote>{actions.applicationError}</ErrorNote>
        </div>
      ) : null}
      {actions.reactionError ? <ErrorNote>{actions.reactionError}</ErrorNote> : null}
      <div className={styles.coaching}>
        <Link
          to={`/jobs/${job.jobDescriptionId}/interview-coaching`}
          className={`${buttons.secondary} ${buttons.block}`}
        >
          {t.coaching}
        </Link>
        <p className={styles.note}>{t.coachingHint}</p>
      </div>
      <ApplyDialog
        open={confirming}
        job={job}
        pending={actions.applying}
        onOpenChange={setConfirming}
        onConfirm={async () => {
          const ok = await actions.apply();
          focusAfterDialog.current = ok ? 'applied' : 'error';
          setConfirming(false);
        }}
        returnFocus={() => {
          const after = focusAfterDialog.current;
          focusAfterDialog.current = null;
          if (after === 'applied') return appliedBox.current;
          if (after === 'error') return errorBox.current;
          return null;
        }}
      />
    </section>
  );
}

function CompanySection({ job }: { job: JobDetail }) {
  const id = useId();
  const { company } = job;
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2 id={id} className={styles.sectionTitle}>
        {t.aboutCompany(company.name)}
      </h2>
      <div className={styles.companyRow}>
        <CompanyLogo name={company.name} color={company.logoColor} />
        <div>
          <p className={styles.companyName}>{company.name}</p>
          <p className={styles.muted}>
            {[
              company.industry,
              t.employees(company.employeeCount),
              t.founded(company.foundedYear),
              prefectureName(company.prefectureCode),
            ]
              .filter(Boolean)
              .join(' ／ ')}
          </p>
        </div>
      </div>
      {company.description ? <p className={styles.prose}>{company.description}</p> : null}
      <Link to={`/companies/${company.id}`} className={`${buttons.secondary} ${buttons.small}`}>
        {t.companyPage}
      </Link>
    </section>
  );
}

function Loading() {
  return (
    <div className={styles.page} aria-busy="true">
      <p className="visually-hidden">{jobsJa.loading}</p>
      <div className={styles.skeleton} />
      <div className={styles.skeletonShort} />
    </div>
  );
}

function JobDetailView({ id, source }: { id: number; source: JobSource | undefined }) {
  const detail = useQuery(jobDetailQuery(id, source));
  const job = detail.data?.jobDescription;
  usePageTitle(job ? `${job.title}（${job.company.name}）` : t.fallbackTitle);

  if (isApiError(detail.error) && detail.error.status === 404) return <NotFound />;
  if (!detail.data || !job) {
    if (detail.isError) {
      return (
        <div className={styles.page}>
          <h1 className={styles.title}>{t.fallbackTitle}</h1>
          <ErrorNote>
            {t.loadFailed}{' '}
            <button
              type="button"
              className={`${buttons.secondary} ${buttons.small}`}
              onClick={() => detail.refetch()}
            >
              {jobsJa.retry}
            </button>
          </ErrorNote>
        </div>
      );
    }
    return <Loading />;
  }

  const { isOfferingJob } = detail.data;
  return (
    <div className={styles.page}>
      <article className={styles.layout} aria-labelledby="job-title">
        <header className={styles.header}>
          <Link to={`/companies/${job.company.id}`} className={styles.companyLink}>
            <CompanyLogo name={job.company.name} color={job.company.logoColor} size="sm" />
            <span>{job.company.name}</span>
          </Link>
          <h1 id="job-title" className={styles.title}>
            {job.title}
          </h1>
          <JobMarkers job={{ ...job, isOfferingJob }} />
          <p className={styles.salary}>
            <span className={styles.salaryLabel}>{t.salary}</span>
            {formatSalary(job.annualSalaryMin, job.annualSalaryMax)}
          </p>
          {job.summary ? <p className={styles.summary}>{job.summary}</p> : null}
          <Facts job={job} />
          <p className={styles.dates}>
            {job.publishedAt !== null ? `${t.published}：${formatDate(job.publishedAt)}` : null}
            {job.publishedAt !== null ? '　' : null}
            {`${t.updated}：${formatDate(job.updatedAt)}`}
          </p>
        </header>
        <div className={styles.aside}>
          <ActionPanel job={job} isOfferingJob={isOfferingJob} source={source} />
        </div>
        <div className={styles.body}>
          <TechStack job={job} />
          <TextSection title={t.sections.jobDetails} text={job.jobDetails} />
          <TextSection title={t.sections.requiredSkills} text={job.requiredSkills} />
          <TextSection title={t.sections.welcomeSkills} text={job.welcomeSkills} />
          <TextSection
            title={t.sections.developmentEnvironment}
            text={job.developmentEnvironment}
          />
          <TextSection title={t.sections.workingConditions} text={job.workingConditions} />
          <CompanySection job={job} />
        </div>
      </article>
    </div>
  );
}

/**
 * /jobs/{id}: the whole posting, readable by visitors (shared links, search engines). Signed
 * in, the person can mark interest (the job is fetched again after) and apply after a
 * confirmation; visitors are sent to log in and come back here.
 */
export function JobDetailPage() {
  const { id } = useParams();
  const [params] = useSearchParams();
  const jobId = parseJobId(id);
  if (jobId === null) return <NotFound />;
  // Keyed by id: another job's page starts with its own action state.
  return <JobDetailView key={jobId} id={jobId} source={parseSource(params.get('source'))} />;
}

export { JobDetailPage as Component };
