import { ACCOUNT_MESSAGES, RESET_TOKEN_MAX_LENGTH } from '@kiseki/contract/account-rules';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { isApiError } from '../../shared/api/errors';
import { usePageTitle } from '../../shared/hooks/usePageTitle';
import { AuthPage } from '../../shared/ui/auth/AuthPage';
import buttons from '../../shared/ui/button.module.css';
import formStyles from '../../shared/ui/form/Form.module.css';
import { FormAlert } from '../../shared/ui/form/FormAlert';
import { applyServerErrors } from '../../shared/ui/form/server-errors';
import { PasswordField } from '../../shared/ui/form/TextField';
import { useContractForm } from '../../shared/ui/form/use-contract-form';
import { notify } from '../../shared/ui/notifications/store';
import { StatusMessage } from '../../shared/ui/StatusMessage/StatusMessage';
import { useResetPassword } from './api';
import { accountsJa } from './messages/common';
import { resetJa } from './messages/reset';

const t = resetJa;

/** The server's word that the token is unknown, used or expired (a `token` field error). */
function tokenProblem(error: unknown): string | undefined {
  if (!isApiError(error) || error.status !== 400) return undefined;
  const tokenMessage = error.fields.token?.[0];
  if (tokenMessage) return tokenMessage;
  return error.message === ACCOUNT_MESSAGES.resetTokenInvalid ? error.message : undefined;
}

function InvalidLink({ message }: { message: string }) {
  usePageTitle(t.invalidTitle);
  return (
    <StatusMessage
      title={t.invalidTitle}
      tone="warning"
      actions={
        <Link to="/reset_password/send_email_address" className={buttons.primary}>
          {t.requestAgain}
        </Link>
      }
    >
      <p>{message}</p>
    </StatusMessage>
  );
}

/** /reset_password?token=…: the link of the reset mail; success leads to login. */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const tokenShapeOk = token.length > 0 && token.length <= RESET_TOKEN_MAX_LENGTH;
  const navigate = useNavigate();
  const reset = useResetPassword();
  const [formError, setFormError] = useState<string>();
  const [invalidToken, setInvalidToken] = useState<string>();
  const {
    register,
    handleSubmit,
    setError,
    warmUp,
    formState: { errors },
  } = useContractForm(
    () => import('@kiseki/contract/accounts').then((m) => m.resetPasswordRequestSchema),
    {
      defaultValues: { token, password: '' },
    },
  );

  if (!tokenShapeOk) return <InvalidLink message={ACCOUNT_MESSAGES.resetTokenInvalid} />;
  if (invalidToken) return <InvalidLink message={invalidToken} />;

  // A new attempt clears the last server message, whether or not the fields pass.
  const onSubmit = handleSubmit(
    (values) => {
      setFormError(undefined);
      reset.mutate(values, {
        onSuccess: () => {
          notify(ACCOUNT_MESSAGES.passwordResetDone);
          navigate('/login', { replace: true });
        },
        onError: (error) => {
          const problem = tokenProblem(error);
          if (problem) setInvalidToken(problem);
          else setFormError(applyServerErrors(error, setError, ['password']));
        },
      });
    },
    () => setFormError(undefined),
  );

  return (
    <AuthPage title={t.title} lead={t.lead}>
      <form className={formStyles.form} noValidate onFocus={warmUp} onSubmit={onSubmit}>
        {formError ? <FormAlert focusOnShow>{formError}</FormAlert> : null}
        <PasswordField
          label={accountsJa.fields.newPassword}
          autoComplete="new-password"
          hint={accountsJa.passwordRule}
          error={errors.password?.message}
          {...register('password')}
        />
        <div className={formStyles.actions}>
          <button
            type="submit"
            className={`${buttons.primary} ${buttons.block}`}
            disabled={reset.isPending || reset.isSuccess}
          >
            {t.submit}
          </button>
        </div>
      </form>
    </AuthPage>
  );
}

export { ResetPasswordPage as Component };
