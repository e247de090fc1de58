import { useState } from 'react';
import { Link, Navigate } from 'react-router';
import { useFreshLoginStatus } from '../../shared/api/session';
import { usePageTitle } from '../../shared/hooks/usePageTitle';
import { ja } from '../../shared/i18n/ja';
import { AuthPage } from '../../shared/ui/auth/AuthPage';
import styles from '../../shared/ui/auth/AuthPage.module.css';
import buttons from '../../shared/ui/button.module.css';
import { CheckboxField } from '../../shared/ui/form/CheckboxField';
import formStyles from '../../shared/ui/form/Form.module.css';
import { FormAlert } from '../../shared/ui/form/FormAlert';
import { applyServerErrors } from '../../shared/ui/form/server-errors';
import { PasswordField, TextField } from '../../shared/ui/form/TextField';
import { useContractForm } from '../../shared/ui/form/use-contract-form';
import { StatusMessage } from '../../shared/ui/StatusMessage/StatusMessage';
import { useSignup } from './api';
import { accountsJa } from './messages/common';
import { signupJa } from './messages/signup';

const t = signupJa;
const FIELDS = ['email', 'password', 'terms_agreed'] as const;

/** After a sign-up: the same answer whether or not the address was new (no enumeration). */
function MailSent({ email, onRetry }: { email: string; onRetry(): void }) {
  usePageTitle(t.sentTitle);
  return (
    <StatusMessage
      title={t.sentTitle}
      icon="mail"
      actions={
        <button type="button" className={buttons.secondary} onClick={onRetry}>
          {t.retry}
        </button>
      }
    >
      <p>{t.sentBody(email)}</p>
      <p>
        <strong>{t.sentExpiry}</strong>
      </p>
      <div className={styles.note}>
        <h2 className={styles.noteTitle}>{t.sentHelpTitle}</h2>
        <ul className={styles.list}>
          {t.sentHelp.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </div>
    </StatusMessage>
  );
}

function PolicyLink({ to, children }: { to: string; children: string }) {
  return (
    <a href={to} target="_blank" rel="noopener">
      {children}
      <span className="visually-hidden">{ja.form.opensInNewTab}</span>
    </a>
  );
}

/** /signup/step1: email, password and agreement; then "check your mail". */
export function SignupStep1Page() {
  const loggedIn = useFreshLoginStatus();
  const signup = useSignup();
  const [formError, setFormError] = useState<string>();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    warmUp,
    formState: { errors },
  } = useContractForm(
    () => import('@kiseki/contract/accounts').then((m) => m.signupRequestSchema),
    {
      defaultValues: { email: '', password: '' },
    },
  );

  // Spec section 5: sign-up pages send a signed-in user to /login, which sends them on.
  if (loggedIn) return <Navigate to="/login" replace />;

  if (signup.isSuccess) {
    return (
      <MailSent
        email={signup.variables.email}
        onRetry={() => {
          signup.reset();
          reset();
        }}
      />
    );
  }

  // A new attempt clears the last server message, whether or not the fields pass.
  const onSubmit = handleSubmit(
    (values) => {
      setFormError(undefined);
      signup.mutate(values, {
        onError: (error) => setFormError(applyServerErrors(error, setError, FIELDS)),
      });
    },
    () => setFormError(undefined),
  );

  return (
    <AuthPage
      title={t.title}
      lead={t.lead}
      footer={
        <p className={styles.linkRow}>
          {t.haveAccount}
          <Link to="/login" className={styles.inlineLink}>
            {t.toLogin}
          </Link>
        </p>
      }
    >
      <form className={formStyles.form} noValidate onFocus={warmUp} onSubmit={onSubmit}>
        {formError ? <FormAlert focusOnShow>{formError}</FormAlert> : null}
        <TextField
          label={accountsJa.fields.email}
          type="email"
          autoComplete="email"
          inputMode="email"
          markRequired
          error={errors.email?.message}
          {...register('email')}
        />
        <PasswordField
          label={accountsJa.fields.password}
          autoComplete="new-password"
          markRequired
          hint={accountsJa.passwordRule}
          error={errors.password?.message}
          {...register('password')}
        />
        <CheckboxField error={errors.terms_agreed?.message} {...register('terms_agreed')}>
          <PolicyLink to="/policies/terms">{t.termsLink}</PolicyLink>
          {t.and}
          <PolicyLink to="/policies/privacy">{t.privacyLink}</PolicyLink>
          {t.agreeAfter}
        </CheckboxField>
        <div className={formStyles.actions}>
          <button
            type="submit"
            className={`${buttons.primary} ${buttons.block}`}
            disabled={signup.isPending}
          >
            {signup.isPending ? t.submitting : t.submit}
          </button>
        </div>
      </form>
    </AuthPage>
  );
}

export { SignupStep1Page as Component };
