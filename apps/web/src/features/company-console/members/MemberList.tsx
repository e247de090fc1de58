import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useId } from 'react';
import { formatDate } from '../../../shared/lib/date';
import buttons from '../../../shared/ui/button.module.css';
import { FormAlert } from '../../../shared/ui/form/FormAlert';
import { membersQuery } from './api';
import styles from './MembersPage.module.css';
import { membersJa } from './messages';
import { ROLE_LABELS } from './roles';

const t = membersJa.members;

/** The team: name, address, role and joining day of each recruiter, admins first. */
export function MemberList() {
  const members = useQuery(membersQuery);
  const headingId = useId();

  let body: ReactNode;
  if (members.data) {
    body = (
      <ul className={styles.rows}>
        {members.data.map((member) => (
          <li key={member.userId} className={styles.row}>
            <div className={styles.rowMain}>
              <p className={styles.rowTitle}>
                <span className={styles.name}>{member.displayName}</span>
                {member.isSelf ? <span className={styles.selfBadge}>{t.self}</span> : null}
              </p>
              <p className={styles.email}>{member.email}</p>
            </div>
            <p className={styles.rowMeta}>
              <span className={styles.roleBadge} data-role={member.role}>
                {ROLE_LABELS[member.role]}
              </span>
              <span>{t.joined(formatDate(member.joinedAt))}</span>
            </p>
          </li>
        ))}
      </ul>
    );
  } else if (members.isError) {
    body = (
      <FormAlert>
        {membersJa.loadFailed}{' '}
        <button
          type="button"
          className={`${buttons.secondary} ${buttons.small}`}
          onClick={() => void members.refetch()}
        >
          {membersJa.retry}
        </button>
      </FormAlert>
    );
  } else {
    body = <div className={styles.skeleton} aria-busy="true" />;
  }

  return (
    <section className={styles.card} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.cardTitle}>
        {t.title}
        {members.data ? <span className={styles.count}>{t.count(members.data.length)}</span> : null}
      </h2>
      {body}
    </section>
  );
}
