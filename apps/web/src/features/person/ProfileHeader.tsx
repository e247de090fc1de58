import { isShowableAvatar, SNS_LABELS } from '@kiseki/contract/portfolio-rules';
import type { UseQueryResult } from '@tanstack/react-query';
import { type ReactNode, useId, useState } from 'react';
import type { PersonInfo, PersonReply } from '../../shared/api/person';
import { AppLink } from '../../shared/ui/AppLink';
import { connectedServices } from './format';
import { personJa } from './messages';
import styles from './PersonPage.module.css';
import { LoadError, Skeleton } from './SectionState';
import { SharingPanel } from './sharing/SharingPanel';

const t = personJa.profile;

/**
 * The person's picture when it comes from an allowed avatar store (the CSP blocks others),
 * or their initial when there is none or it does not load (offline, deleted upstream).
 */
function Avatar({ info }: { info: PersonInfo }) {
  const name = info.name.trim();
  const [failed, setFailed] = useState(false);
  if (info.avatarUrl && !failed && isShowableAvatar(info.avatarUrl, window.location.origin)) {
    return (
      <img
        className={styles.avatar}
        src={info.avatarUrl}
        alt={t.avatarAlt(name || t.noName)}
        width={88}
        height={88}
        referrerPolicy="no-referrer"
        onError={() => setFailed(true)}
      />
    );
  }
  return (
    <span className={styles.avatar} aria-hidden="true">
      {Array.from(name)[0] ?? '?'}
    </span>
  );
}

/** Opens another site in a new tab, saying so to screen readers. */
export function ExternalLink({
  href,
  className,
  children,
}: {
  href: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={className}>
      {children}
      <span className="visually-hidden">{personJa.newTab}</span>
    </a>
  );
}

/** The top of /person: avatar, name, bio, links, connected services and sharing. */
export function ProfileHeader({ person }: { person: UseQueryResult<PersonReply> }) {
  const headingId = useId();
  const info = person.data?.personInfo;
  if (!info) {
    return (
      <section className={`${styles.card} ${styles.profile}`} aria-label={t.region}>
        {person.isError ? (
          <LoadError what={t.region} onRetry={() => void person.refetch()} />
        ) : (
          <Skeleton lines={2} tall />
        )}
      </section>
    );
  }
  const services = connectedServices(info);
  return (
    <section className={`${styles.card} ${styles.profile}`} aria-labelledby={headingId}>
      <div className={styles.profileMain}>
        <Avatar info={info} />
        <div className={styles.profileText}>
          <h2 id={headingId} className={styles.profileName}>
            {info.name.trim() || t.noName}
          </h2>
          {info.bio.trim() ? (
            <p className={styles.bio}>{info.bio}</p>
          ) : (
            <p className={styles.muted}>{t.noBio}</p>
          )}
          {info.links.length > 0 ? (
            <ul className={styles.linkList} aria-label={t.links}>
              {info.links.map((link) => (
                <li key={`${link.label}-${link.url}`}>
                  <ExternalLink href={link.url} className={styles.profileLink}>
                    {link.label}
                  </ExternalLink>
                </li>
              ))}
            </ul>
          ) : null}
          <div className={styles.services}>
            <span className={styles.servicesLabel}>{t.services}</span>
            {services.length > 0 ? (
              <ul className={styles.serviceList} aria-label={t.services}>
                {services.map((service) => (
                  <li key={service.name}>
                    <ExternalLink href={service.url} className={styles.serviceChip}>
                      {SNS_LABELS[service.name]}
                    </ExternalLink>
                  </li>
                ))}
              </ul>
            ) : (
              <span className={styles.muted}>{t.noServices}</span>
            )}
            <AppLink to="/accounts" className={styles.inlineLink}>
              {t.connect}
            </AppLink>
          </div>
        </div>
      </div>
      <div className={styles.profileSide}>
        <SharingPanel />
      </div>
    </section>
  );
}
