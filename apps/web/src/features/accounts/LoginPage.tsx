import { sameOriginPath } from '@kiseki/contract/account-rules';
import { useState } from 'react';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { useFreshLoginStatus } from '../../shared/api/session';
import { AuthPage } from '../../shared/ui/auth/AuthPage';
import styles from '../../shared/ui/auth/AuthPage.module.css';
import buttons from '../../shared/ui/button.module.css';
import formStyles from '../../shared/ui/form/Form.module.css';
import { FormAlert } from '../../shared/ui/form/FormAlert';
import { applyServerErrors } from '../../shared/ui/form/server-errors';
import { PasswordField, TextField } from '../../shared/ui/form/TextField';
import { useContractForm } from '../../shared/ui/form/use-contract-form';
import { useLogin } from './api';
import { accountsJa } from './messages/common';
import { loginJa } from './messages/login';

const t = loginJa;

/**
 * /login. `?next=` is honoured only for paths of this site; a signed-in visitor goes straight
 * on to it (or home). After a login the server's `redirect_to` wins (it checks `next` too).
 */
export function LoginPage() {
  const [params] = useSearchParams();
  // '' when absent or not a path of this site (//host, /\host, https://…): then it is not sent.
  const next = sameOriginPath(params.get('next'), '') || undefined;
  const navigate = useNavigate();
  const loggedIn = useFreshLoginStatus();
  const login = useLogin();
  const [formError, setFormError] = useState<string>();
  const {
    register,
    handleSubmit,
    setError,
    warmUp,
    formState: { errors },
  } = useContractForm(() => import('@kiseki/contract/accounts').then((m) => m.loginRequestSchema), {
    defaultValues: { email: '', password: '' },
  });

  // Only before this page has logged anyone in: afterwards the submit handler decides.
  if (loggedIn && login.isIdle) return <Navigate to={next ?? '/'} replace />;

  // A new attempt clears the last server message, whether or not the fields pass.
  const onSubmit = handleSubmit(
    (values) => {
      setFormError(undefined);
      login.mutate(
        { ...values, next },
        {
          onSuccess: (data) => {
            navigate(sameOriginPath(data.redirectTo, next ?? '/'), { replace: true });
          },
          onError: (error) =>
            setFormError(applyServerErrors(error, setError, ['email', 'password'])),
        },
      );
    },
    () => setFormError(undefined),
  );

  return (
    <AuthPage
      title={t.title}
      footer={
        <p className={styles.linkRow}>
          {t.noAccount}
          <Link to="/signup/step1" className={styles.inlineLink}>
            {t.toSignup}
          </Link>
        </p>
      }
    >
      <form className={formStyles.form} noValidate onFocus={warmUp} onSubmit={onSubmit}>
        {formError ? <FormAlert focusOnShow>{formError}</FormAlert> : null}
        <TextField
          label={accountsJa.fields.email}
          type="email"
          autoComplete="username"
          inputMode="email"
          error={errors.email?.message}
          {...register('email')}
        />
        <PasswordField
          label={accountsJa.fields.password}
          autoComplete="current-password"
          error={errors.password?.message}
          {...register('password')}
        />
        <Link to="/reset_password/send_email_address" className={styles.textLink}>
          {t.forgot}
        </Link>
        <div className={formStyles.actions}>
          <button
            type="submit"
            className={`${buttons.primary} ${buttons.block}`}
            disabled={login.isPending || login.isSuccess}
          >
            {t.submit}
          </button>
        </div>
      </form>
    </AuthPage>
  );
}

export { LoginPage as Component };
