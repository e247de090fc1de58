import { normaliseSnsAccount, SNS_LABELS, type SnsName } from '@kiseki/contract/portfolio-rules';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  isImportBusy,
  type SnsAssociation,
  useConnectSns,
  useDisconnectSns,
  useRefreshSns,
} from '../../api/connections';
import buttons from '../button.module.css';
import { FormAlert } from '../form/FormAlert';
import { applyServerErrors, ownErrorMessage } from '../form/server-errors';
import { TextField } from '../form/TextField';
import { notify } from '../notifications/store';
import { ConfirmDialog } from './ConfirmDialog';
import styles from './ConnectAccountsPanel.module.css';
import { ImportDetails, ImportStatusBadge } from './ImportState';
import { connectionsJa as t } from './messages';

/** Says a failure in the panel's words unless the shell already did (server, network). */
export const reportFailure = (error: unknown) => {
  const message = ownErrorMessage(error);
  if (message !== undefined) notify(message || t.failed, 'error');
};

/**
 * What the person typed, read as an account of `sns` (bare name, @name or profile URL):
 * the name to send, or null when it is none.
 */
export const accountFrom = (sns: SnsName, typed: string): string | null =>
  normaliseSnsAccount(sns, typed);

/** The connect form of a service not connected yet. Nothing typed is lost on a failure. */
function ConnectForm({ sns, compact }: { sns: SnsName; compact: boolean }) {
  const service = SNS_LABELS[sns];
  const connect = useConnectSns();
  const [formError, setFormError] = useState<string | undefined>();
  const form = useForm<{ account: string }>({
    defaultValues: { account: '' },
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const typed = form.watch('account');
  const normalised = typed.trim() ? accountFrom(sns, typed) : null;
  const showsAs = normalised !== null && normalised !== typed.trim() ? normalised : null;
  const error = form.formState.errors.account?.message;

  const submit = form.handleSubmit((values) => {
    const account = accountFrom(sns, values.account);
    if (account === null) return;
    setFormError(undefined);
    // mutateAsync: once connected, this form gives way to the account's state (unmounts),
    // and per-call callbacks would not outlive that.
    connect
      .mutateAsync({ sns_name: sns, account })
      .then(() => notify(t.account.connected(service)))
      .catch((failure: unknown) =>
        setFormError(applyServerErrors(failure, form.setError, ['account'])),
      );
  });

  return (
    <form
      className={styles.connectForm}
      data-compact={compact || undefined}
      aria-label={t.account.connectLabel(service)}
      noValidate
      onSubmit={(event) => void submit(event)}
    >
      <div className={styles.connectField}>
        <TextField
          label={t.account.labelFor(service)}
          placeholder={t.examples[sns]}
          autoComplete="off"
          autoCapitalize="off"
          autoCorrect="off"
          spellCheck={false}
          inputMode="url"
          error={error}
          hint={showsAs ? t.account.willConnectAs(showsAs) : undefined}
          {...form.register('account', {
            validate: (value) => accountFrom(sns, value) !== null || t.account.invalid,
          })}
        />
      </div>
      <button
        type="submit"
        className={`${buttons.primary} ${styles.connectButton}`}
        disabled={connect.isPending}
        aria-busy={connect.isPending || undefined}
      >
        {connect.isPending ? t.account.connecting : t.account.connect}
      </button>
      {formError ? (
        <div className={styles.formAlert}>
          <FormAlert>{formError}</FormAlert>
        </div>
      ) : null}
    </form>
  );
}

/** A connected service: its account, the import state, 今すぐ取り込む and 連携を解除. */
function ConnectedBody({ association }: { association: SnsAssociation }) {
  const sns = association.snsName;
  const service = SNS_LABELS[sns];
  const refresh = useRefreshSns();
  const disconnect = useDisconnectSns();
  const [confirming, setConfirming] = useState(false);
  const busy = isImportBusy(association.status);

  return (
    <>
      <p className={styles.account}>
        <a
          href={association.htmlUrl}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={`${association.account}（${t.account.profile(service)}）`}
        >
          {association.account}
        </a>
      </p>
      <div className={styles.details}>
        <ImportDetails state={association} />
      </div>
      <div className={styles.cardActions}>
        <button
          type="button"
          className={`${buttons.secondary} ${buttons.small}`}
          aria-label={t.refreshLabel(service)}
          disabled={busy || refresh.isPending}
          onClick={() =>
            refresh.mutate(sns, {
              onSuccess: () => notify(t.refreshStarted),
              onError: reportFailure,
            })
          }
        >
          {t.refresh}
        </button>
        <button
          type="button"
          className={`${buttons.dangerOutline} ${buttons.small}`}
          aria-label={t.disconnect.label(service)}
          onClick={() => setConfirming(true)}
        >
          {t.disconnect.button}
        </button>
      </div>
      <ConfirmDialog
        open={confirming}
        title={t.disconnect.title(service)}
        body={t.disconnect.body(service, association.account)}
        confirmLabel={t.disconnect.confirm}
        pending={disconnect.isPending}
        onOpenChange={setConfirming}
        onConfirm={() =>
          disconnect
            .mutateAsync(sns)
            .then(() => notify(t.disconnect.done(service)))
            .catch(reportFailure)
            .finally(() => setConfirming(false))
        }
      />
    </>
  );
}

/** One card per service: connected (state and actions) or not (the connect form). */
export function SnsCard({
  sns,
  association,
  compact,
}: {
  sns: SnsName;
  association: SnsAssociation | undefined;
  compact: boolean;
}) {
  const headingId = useId();
  const service = SNS_LABELS[sns];
  return (
    <li className={styles.card} data-connected={association ? true : undefined}>
      <article aria-labelledby={headingId} className={styles.cardInner}>
        <div className={styles.cardHeader}>
          <div className={styles.cardTitleBox}>
            <h3 id={headingId} className={styles.cardTitle}>
              {service}
            </h3>
            {compact ? null : <p className={styles.brings}>{t.brings[sns]}</p>}
          </div>
          <div aria-live="polite" className={styles.statusBox}>
            {association ? (
              <ImportStatusBadge state={association} />
            ) : (
              <span className={styles.badge} data-status="none">
                {t.notConnected}
              </span>
            )}
          </div>
        </div>
        {association ? (
          <ConnectedBody association={association} />
        ) : (
          <ConnectForm sns={sns} compact={compact} />
        )}
      </article>
    </li>
  );
}
