import { ACCOUNT_MESSAGES } from '@kiseki/contract/account-rules';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { type AuthInfo, authInfoQuery } from '../../shared/api/session';
import { usePageTitle } from '../../shared/hooks/usePageTitle';
import buttons from '../../shared/ui/button.module.css';
import formStyles from '../../shared/ui/form/Form.module.css';
import { FormAlert } from '../../shared/ui/form/FormAlert';
import { applyServerErrors } from '../../shared/ui/form/server-errors';
import { PasswordField, TextField } from '../../shared/ui/form/TextField';
import { useContractForm } from '../../shared/ui/form/use-contract-form';
import { notify } from '../../shared/ui/notifications/store';
import styles from './AccountSettingsPage.module.css';
import { useChangeEmail, useChangePassword } from './api';
import { DeleteAccountDialog } from './DeleteAccountDialog';
import { accountsJa } from './messages/common';
import { settingsJa } from './messages/settings';

const t = settingsJa;

function Card({ title, tone, children }: { title: string; tone?: 'danger'; children: ReactNode }) {
  const headingId = useId();
  return (
    <section
      className={`${styles.card} ${tone === 'danger' ? styles.danger : ''}`}
      aria-labelledby={headingId}
    >
      <h2 id={headingId} className={styles.cardTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/** While an admin impersonates the user, account changes are refused (server and screen). */
function HijackedNote({ hijacked }: { hijacked: boolean }) {
  return hijacked ? <FormAlert tone="warning">{accountsJa.hijackedForbidden}</FormAlert> : null;
}

function EmailForm({ authInfo }: { authInfo: AuthInfo }) {
  const change = useChangeEmail();
  const [formError, setFormError] = useState<string>();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    warmUp,
    formState: { errors },
  } = useContractForm(
    () => import('@kiseki/contract/accounts').then((m) => m.changeEmailRequestSchema),
    {
      defaultValues: { new_email: '', password: '' },
      disabled: authInfo.isHijacked,
    },
  );

  // A new attempt clears the last server message, whether or not the fields pass.
  const onSubmit = handleSubmit(
    (values) => {
      setFormError(undefined);
      change.mutate(values, {
        onError: (error) =>
          setFormError(applyServerErrors(error, setError, ['new_email', 'password'])),
      });
    },
    () => setFormError(undefined),
  );

  return (
    <Card title={t.emailTitle}>
      <dl className={styles.current}>
        <dt>{t.currentEmail}</dt>
        <dd>{authInfo.email}</dd>
      </dl>
      <HijackedNote hijacked={authInfo.isHijacked} />
      {change.isSuccess ? (
        <>
          <FormAlert tone="success" focusOnShow>
            <strong>{t.emailSentTitle}</strong>
            <br />
            {t.emailSentBody(change.variables.new_email)}
          </FormAlert>
          <div className={styles.submitRow}>
            <button
              type="button"
              className={buttons.secondary}
              onClick={() => {
                change.reset();
                reset();
              }}
            >
              {t.emailRetry}
            </button>
          </div>
        </>
      ) : (
        <form
          className={`${formStyles.form} ${styles.formNarrow}`}
          noValidate
          onFocus={warmUp}
          onSubmit={onSubmit}
        >
          <fieldset className={formStyles.fieldset}>
            <legend className="visually-hidden">{t.emailTitle}</legend>
            <p className={styles.lead}>{t.emailLead}</p>
            {formError ? <FormAlert focusOnShow>{formError}</FormAlert> : null}
            <TextField
              label={accountsJa.fields.newEmail}
              type="email"
              autoComplete="email"
              inputMode="email"
              error={errors.new_email?.message}
              {...register('new_email')}
            />
            <PasswordField
              label={accountsJa.fields.currentPassword}
              autoComplete="current-password"
              error={errors.password?.message}
              {...register('password')}
            />
            <div className={styles.submitRow}>
              <button
                type="submit"
                className={buttons.primary}
                disabled={authInfo.isHijacked || change.isPending}
              >
                {t.emailSubmit}
              </button>
            </div>
          </fieldset>
        </form>
      )}
    </Card>
  );
}

function PasswordForm({ hijacked }: { hijacked: boolean }) {
  const change = useChangePassword();
  const [formError, setFormError] = useState<string>();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    warmUp,
    formState: { errors },
  } = useContractForm(
    () => import('@kiseki/contract/accounts').then((m) => m.changePasswordRequestSchema),
    {
      defaultValues: { current_password: '', new_password: '' },
      disabled: hijacked,
    },
  );

  // A new attempt clears the last server message, whether or not the fields pass.
  const onSubmit = handleSubmit(
    (values) => {
      setFormError(undefined);
      change.mutate(values, {
        onSuccess: () => {
          notify(ACCOUNT_MESSAGES.passwordChanged);
          reset();
        },
        onError: (error) =>
          setFormError(applyServerErrors(error, setError, ['current_password', 'new_password'])),
      });
    },
    () => setFormError(undefined),
  );

  return (
    <Card title={t.passwordTitle}>
      <HijackedNote hijacked={hijacked} />
      <form
        className={`${formStyles.form} ${styles.formNarrow}`}
        noValidate
        onFocus={warmUp}
        onSubmit={onSubmit}
      >
        <fieldset className={formStyles.fieldset}>
          <legend className="visually-hidden">{t.passwordTitle}</legend>
          <p className={styles.lead}>{t.passwordLead}</p>
          {formError ? <FormAlert focusOnShow>{formError}</FormAlert> : null}
          <PasswordField
            label={accountsJa.fields.currentPassword}
            autoComplete="current-password"
            error={errors.current_password?.message}
            {...register('current_password')}
          />
          <PasswordField
            label={accountsJa.fields.newPassword}
            autoComplete="new-password"
            hint={accountsJa.passwordRule}
            error={errors.new_password?.message}
            {...register('new_password')}
          />
          <div className={styles.submitRow}>
            <button
              type="submit"
              className={buttons.primary}
              disabled={hijacked || change.isPending}
            >
              {t.passwordSubmit}
            </button>
          </div>
        </fieldset>
      </form>
    </Card>
  );
}

/** Notices of the email-change confirmation link, which comes back here with a flag. */
function useEmailChangeResult() {
  const [params, setParams] = useSearchParams();
  const queryClient = useQueryClient();
  useEffect(() => {
    if (params.get('email_changed') === '1') {
      notify(t.emailChanged);
      void queryClient.invalidateQueries({ queryKey: authInfoQuery.queryKey });
    } else if (params.get('email_change_failed') === '1') {
      notify(t.emailChangeFailed, 'error');
    } else {
      return;
    }
    const rest = new URLSearchParams(params);
    rest.delete('email_changed');
    rest.delete('email_change_failed');
    setParams(rest, { replace: true });
  }, [params, setParams, queryClient]);
}

/** /config/account: email change, password change and deletion (the accounts issue). */
export function AccountSettingsPage() {
  usePageTitle(t.title);
  useEmailChangeResult();
  // Asked for even when the shell thinks nobody is signed in: a visitor gets the API's 401,
  // which sends them to login and back here (decision 002: auth is the API's business).
  const auth = useQuery(authInfoQuery);

  let body: ReactNode;
  if (auth.data) {
    const hijacked = auth.data.isHijacked;
    body = (
      <>
        <EmailForm authInfo={auth.data} />
        <PasswordForm hijacked={hijacked} />
        <Card title={t.deleteTitle} tone="danger">
          <HijackedNote hijacked={hijacked} />
          <p className={styles.lead}>{t.deleteLead}</p>
          <div className={styles.submitRow}>
            <DeleteAccountDialog disabled={hijacked} />
          </div>
        </Card>
      </>
    );
  } else if (auth.isError) {
    body = (
      <FormAlert>
        {t.loadFailed}{' '}
        <button type="button" className={buttons.secondary} onClick={() => auth.refetch()}>
          {t.retry}
        </button>
      </FormAlert>
    );
  } else {
    body = (
      <div aria-busy="true">
        <p className="visually-hidden">{t.loading}</p>
        <div className={styles.skeleton} />
      </div>
    );
  }

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t.title}</h1>
      {body}
    </div>
  );
}

export { AccountSettingsPage as Component };
