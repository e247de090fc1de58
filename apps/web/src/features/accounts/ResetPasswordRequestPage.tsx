import { useState } from 'react';
import { Link } from 'react-router';
import { usePageTitle } from '../../shared/hooks/usePageTitle';
import { AuthPage } from '../../shared/ui/auth/AuthPage';
import styles from '../../shared/ui/auth/AuthPage.module.css';
import buttons from '../../shared/ui/button.module.css';
import formStyles from '../../shared/ui/form/Form.module.css';
import { FormAlert } from '../../shared/ui/form/FormAlert';
import { applyServerErrors } from '../../shared/ui/form/server-errors';
import { TextField } from '../../shared/ui/form/TextField';
import { useContractForm } from '../../shared/ui/form/use-contract-form';
import { StatusMessage } from '../../shared/ui/StatusMessage/StatusMessage';
import { useSendResetEmail } from './api';
import { accountsJa } from './messages/common';
import { resetRequestJa } from './messages/reset';

const t = resetRequestJa;

function Sent({ email }: { email: string }) {
  usePageTitle(t.sentTitle);
  return (
    <StatusMessage
      title={t.sentTitle}
      icon="mail"
      actions={
        <Link to="/login" className={buttons.secondary}>
          {t.backToLogin}
        </Link>
      }
    >
      <p>{t.sentBody(email)}</p>
      <p>{t.sentExpiry}</p>
    </StatusMessage>
  );
}

/** /reset_password/send_email_address: the answer is the same whether the address exists. */
export function ResetPasswordRequestPage() {
  const send = useSendResetEmail();
  const [formError, setFormError] = useState<string>();
  const {
    register,
    handleSubmit,
    setError,
    warmUp,
    formState: { errors },
  } = useContractForm(
    () => import('@kiseki/contract/accounts').then((m) => m.resetPasswordSendRequestSchema),
    {
      defaultValues: { email: '' },
    },
  );

  if (send.isSuccess) return <Sent email={send.variables.email} />;

  // A new attempt clears the last server message, whether or not the fields pass.
  const onSubmit = handleSubmit(
    (values) => {
      setFormError(undefined);
      send.mutate(values, {
        onError: (error) => setFormError(applyServerErrors(error, setError, ['email'])),
      });
    },
    () => setFormError(undefined),
  );

  return (
    <AuthPage
      title={t.title}
      lead={t.lead}
      footer={
        <Link to="/login" className={styles.inlineLink}>
          {t.backToLogin}
        </Link>
      }
    >
      <form className={formStyles.form} noValidate onFocus={warmUp} onSubmit={onSubmit}>
        {formError ? <FormAlert focusOnShow>{formError}</FormAlert> : null}
        <TextField
          label={accountsJa.fields.email}
          type="email"
          autoComplete="email"
          inputMode="email"
          error={errors.email?.message}
          {...register('email')}
        />
        <div className={formStyles.actions}>
          <button
            type="submit"
            className={`${buttons.primary} ${buttons.block}`}
            disabled={send.isPending}
          >
            {t.submit}
          </button>
        </div>
      </form>
    </AuthPage>
  );
}

export { ResetPasswordRequestPage as Component };
