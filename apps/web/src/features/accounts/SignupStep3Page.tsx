import { DISPLAY_NAME_MAX_LENGTH } from '@kiseki/contract/account-rules';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { AuthPage } from '../../shared/ui/auth/AuthPage';
import buttons from '../../shared/ui/button.module.css';
import formStyles from '../../shared/ui/form/Form.module.css';
import { FormAlert } from '../../shared/ui/form/FormAlert';
import { applyServerErrors } from '../../shared/ui/form/server-errors';
import { TextField } from '../../shared/ui/form/TextField';
import { useContractForm } from '../../shared/ui/form/use-contract-form';
import { useSignupStep3 } from './api';
import { accountsJa } from './messages/common';
import { step3Ja } from './messages/signup';

const t = step3Ja;

/**
 * /signup/step3: reached from the activation link, which has signed the person in. A visitor
 * who comes here directly is sent to login by the API's 401 when submitting.
 */
export function SignupStep3Page() {
  const navigate = useNavigate();
  const step3 = useSignupStep3();
  const [formError, setFormError] = useState<string>();
  const {
    register,
    handleSubmit,
    setError,
    warmUp,
    formState: { errors },
  } = useContractForm(
    () => import('@kiseki/contract/accounts').then((m) => m.signupStep3RequestSchema),
    {
      defaultValues: { display_name: '' },
    },
  );

  // A new attempt clears the last server message, whether or not the fields pass.
  const onSubmit = handleSubmit(
    (values) => {
      setFormError(undefined);
      step3.mutate(values, {
        onSuccess: () => navigate('/signup/complete', { replace: true }),
        onError: (error) => setFormError(applyServerErrors(error, setError, ['display_name'])),
      });
    },
    () => setFormError(undefined),
  );

  return (
    <AuthPage title={t.title} step={t.step} lead={t.lead}>
      <form className={formStyles.form} noValidate onFocus={warmUp} onSubmit={onSubmit}>
        {formError ? <FormAlert focusOnShow>{formError}</FormAlert> : null}
        <TextField
          label={accountsJa.fields.displayName}
          autoComplete="nickname"
          markRequired
          maxLength={DISPLAY_NAME_MAX_LENGTH * 2}
          hint={t.hint}
          error={errors.display_name?.message}
          {...register('display_name')}
        />
        <div className={formStyles.actions}>
          <button
            type="submit"
            className={`${buttons.primary} ${buttons.block}`}
            disabled={step3.isPending || step3.isSuccess}
          >
            {t.submit}
          </button>
        </div>
      </form>
    </AuthPage>
  );
}

export { SignupStep3Page as Component };
