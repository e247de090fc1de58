import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { Link, useParams } from 'react-router';
import { isApiError } from '../../shared/api/errors';
import { usePageTitle } from '../../shared/hooks/usePageTitle';
import { ja } from '../../shared/i18n/ja';
import buttons from '../../shared/ui/button.module.css';
import { CompanyLogo } from '../../shared/ui/jobs/CompanyLogo';
import { ErrorNote } from '../../shared/ui/jobs/ErrorNote';
import { prefectureName } from '../../shared/ui/jobs/format';
import { JobCard } from '../../shared/ui/jobs/JobCard';
import cards from '../../shared/ui/jobs/JobCard.module.css';
import { TECH_TAG_GROUP_LABELS } from '../../shared/ui/jobs/labels';
import type { CompanyDetail } from '../../shared/ui/jobs/types';
import { StatusMessage } from '../../shared/ui/StatusMessage/StatusMessage';
import { companyQuery } from './api';
import styles from './CompanyPage.module.css';
import { companiesJa as t } from './messages';

const parseCompanyId = (raw: string | undefined): number | null =>
  raw && /^[1-9][0-9]{0,9}$/.test(raw) && Number(raw) <= 2_147_483_647 ? Number(raw) : null;

/** Only web addresses become links: the value is the company's own and goes into href. */
const isWebUrl = (url: string): boolean => /^https?:\/\/[^\s]+$/i.test(url);

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

function CompanyHeader({ company }: { company: CompanyDetail['company'] }) {
  const rows: [string, string][] = [
    [t.industry, company.industry],
    [t.employees, t.employeesValue(company.employeeCount)],
    [t.founded, t.foundedValue(company.foundedYear)],
    [t.location, prefectureName(company.prefectureCode)],
  ];
  return (
    <header className={styles.header}>
      <div className={styles.identity}>
        <CompanyLogo name={company.name} color={company.logoColor} size="lg" />
        <div className={styles.identityText}>
          <h1 className={styles.title}>{company.name}</h1>
          <p className={styles.muted}>{company.industry}</p>
        </div>
      </div>
      <dl className={styles.facts}>
        {rows
          .filter(([, value]) => value)
          .map(([label, value]) => (
            <div key={label} className={styles.fact}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        {isWebUrl(company.websiteUrl) ? (
          <div className={`${styles.fact} ${styles.wideFact}`}>
            <dt>{t.website}</dt>
            <dd>
              <a href={company.websiteUrl} target="_blank" rel="noopener noreferrer">
                {company.websiteUrl.replace(/^https?:\/\//i, '').replace(/\/$/, '')}
                <span className="visually-hidden">{t.newTab}</span>
              </a>
            </dd>
          </div>
        ) : null}
      </dl>
      {company.description ? (
        <div className={styles.about}>
          <h2 className={styles.sectionTitle}>{t.about}</h2>
          <p className={styles.prose}>{company.description}</p>
        </div>
      ) : null}
    </header>
  );
}

function TechStack({ stack }: { stack: CompanyDetail['techStack'] }) {
  const id = useId();
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2 id={id} className={styles.sectionTitle}>
        {t.techStack}
      </h2>
      {stack.length === 0 ? (
        <p className={styles.muted}>{t.noStack}</p>
      ) : (
        <>
          <p className={styles.muted}>{t.techStackLead}</p>
          <ul className={styles.stack}>
            {stack.map((tag) => (
              <li key={tag.id} className={styles.stackChip}>
                <span className="visually-hidden">{TECH_TAG_GROUP_LABELS[tag.group]}：</span>
                <span>{tag.name}</span>
                <span className={styles.stackCount}>
                  <span aria-hidden="true">{tag.jobCount}</span>
                  <span className="visually-hidden">{t.jobCount(tag.jobCount)}</span>
                </span>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

function CompanyView({ id }: { id: number }) {
  const company = useQuery(companyQuery(id));
  const jobsHeading = useId();
  usePageTitle(company.data ? company.data.company.name : t.fallbackTitle);

  if (isApiError(company.error) && company.error.status === 404) return <NotFound />;
  if (!company.data) {
    return (
      <div className={styles.page}>
        {company.isError ? (
          <>
            <h1 className={styles.title}>{t.fallbackTitle}</h1>
            <ErrorNote>
              {t.loadFailed}{' '}
              <button
                type="button"
                className={`${buttons.secondary} ${buttons.small}`}
                onClick={() => company.refetch()}
              >
                {t.retry}
              </button>
            </ErrorNote>
          </>
        ) : (
          <div className={styles.skeleton} aria-busy="true">
            <span className="visually-hidden">{t.loading}</span>
          </div>
        )}
      </div>
    );
  }

  const { jobDescriptions, techStack } = company.data;
  return (
    <div className={styles.page}>
      <CompanyHeader company={company.data.company} />
      <TechStack stack={techStack} />
      <section className={styles.section} aria-labelledby={jobsHeading}>
        <h2 id={jobsHeading} className={styles.sectionTitle}>
          {t.jobs}
          <span className={styles.sectionCount}>{t.jobsCount(jobDescriptions.length)}</span>
        </h2>
        {jobDescriptions.length === 0 ? (
          <p className={styles.empty}>{t.noJobs}</p>
        ) : (
          <ul className={cards.list} data-columns="2">
            {jobDescriptions.map((job) => (
              <li key={job.jobDescriptionId}>
                <JobCard job={job} source="company" />
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

/** /companies/{id}: the company, its stack and its open jobs; visitors may read it. */
export function CompanyPage() {
  const { id } = useParams();
  const companyId = parseCompanyId(id);
  if (companyId === null) return <NotFound />;
  return <CompanyView key={companyId} id={companyId} />;
}

export { CompanyPage as Component };
