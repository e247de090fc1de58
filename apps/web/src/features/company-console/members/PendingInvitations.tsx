import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useId, useRef, useState } from 'react';
import { isApiError } from '../../../shared/api/errors';
import { formatDateTime } from '../../../shared/lib/date';
import buttons from '../../../shared/ui/button.module.css';
import { FormAlert } from '../../../shared/ui/form/FormAlert';
import { notify } from '../../../shared/ui/notifications/store';
import { type CompanyInvitation, invitationsQuery, useRevokeInvitation } from './api';
import styles from './MembersPage.module.css';
import { membersJa } from './messages';
import { RevokeDialog } from './RevokeDialog';
import { ROLE_LABELS } from './roles';

const t = membersJa.pending;

function InvitationRow({
  invitation,
  onRevoke,
}: {
  invitation: CompanyInvitation;
  onRevoke(invitation: CompanyInvitation, opener: HTMLButtonElement): void;
}) {
  return (
    <li className={styles.row}>
      <div className={styles.rowMain}>
        <p className={styles.rowTitle}>
          <span className={styles.name}>{invitation.email}</span>
        </p>
        <p className={styles.rowMeta}>
          <span className={styles.roleBadge} data-role={invitation.role}>
            {ROLE_LABELS[invitation.role]}
          </span>
          {invitation.invitedByName ? <span>{t.invitedBy(invitation.invitedByName)}</span> : null}
          <span>{t.expires(formatDateTime(invitation.expiresAt))}</span>
        </p>
      </div>
      <button
        type="button"
        className={`${buttons.dangerOutline} ${buttons.small} ${styles.rowAction}`}
        // Many rows have this button: the name says whose invitation, and ends with the text.
        aria-label={t.revokeLabel(invitation.email)}
        onClick={(event) => onRevoke(invitation, event.currentTarget)}
      >
        {t.revoke}
      </button>
    </li>
  );
}

/**
 * Links sent and not yet used, with 取り消す behind a confirmation. After a revoke the row is
 * gone, so focus goes to the section's heading rather than to the top of the page.
 */
export function PendingInvitations() {
  const invitations = useQuery(invitationsQuery);
  const revoke = useRevokeInvitation();
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const opener = useRef<HTMLButtonElement | null>(null);
  const [target, setTarget] = useState<CompanyInvitation | null>(null);
  const [dialogError, setDialogError] = useState<string>();

  const close = () => {
    setTarget(null);
    setDialogError(undefined);
  };

  const confirm = () => {
    if (!target) return;
    setDialogError(undefined);
    revoke.mutate(target.id, {
      onSuccess: (reply) => {
        close();
        notify(reply.message ?? membersJa.revoke.done);
      },
      onError: (error) => {
        // Used or expired meanwhile: nothing left to revoke; the list is being refreshed.
        if (isApiError(error) && error.status === 404) {
          close();
          notify(error.message, 'error');
          return;
        }
        if (isApiError(error) && error.isClientError) setDialogError(error.message);
      },
    });
  };

  let body: ReactNode;
  if (invitations.data) {
    body =
      invitations.data.length === 0 ? (
        <p className={styles.empty}>{t.empty}</p>
      ) : (
        <ul className={styles.rows}>
          {invitations.data.map((invitation) => (
            <InvitationRow
              key={invitation.id}
              invitation={invitation}
              onRevoke={(chosen, button) => {
                opener.current = button;
                setTarget(chosen);
              }}
            />
          ))}
        </ul>
      );
  } else if (invitations.isError) {
    body = (
      <FormAlert>
        {membersJa.loadFailed}{' '}
        <button
          type="button"
          className={`${buttons.secondary} ${buttons.small}`}
          onClick={() => void invitations.refetch()}
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
      <h2 id={headingId} ref={heading} tabIndex={-1} className={styles.cardTitle}>
        {t.title}
      </h2>
      {body}
      <RevokeDialog
        invitation={target}
        pending={revoke.isPending}
        error={dialogError}
        onConfirm={confirm}
        onCancel={close}
        returnFocus={() => {
          const button = opener.current;
          (button?.isConnected ? button : heading.current)?.focus();
          opener.current = null;
        }}
      />
    </section>
  );
}
