import { ACCOUNT_MESSAGES, DELETION_CONFIRM_WORD } from '@kiseki/contract/account-rules';
import * as Dialog from '@radix-ui/react-dialog';
import { useState } from 'react';
import { useViewport } from '../../shared/hooks/useViewport';
import { browserLocation } from '../../shared/lib/browser-location';
import buttons from '../../shared/ui/button.module.css';
import dialog from '../../shared/ui/dialog/Dialog.module.css';
import formStyles from '../../shared/ui/form/Form.module.css';
import { FormAlert } from '../../shared/ui/form/FormAlert';
import { applyServerErrors } from '../../shared/ui/form/server-errors';
import { PasswordField, TextField } from '../../shared/ui/form/TextField';
import { useContractForm } from '../../shared/ui/form/use-contract-form';
import { notifyAfterReload } from '../../shared/ui/notifications/flash';
import { useDeleteAccount } from './api';
import { accountsJa } from './messages/common';
import { settingsJa } from './messages/settings';

const t = settingsJa;

/**
 * The deletion confirmation: password and the typed word 退会する, which enables the button.
 * On success the server has signed the person out; a full load of the top page starts clean
 * and says goodbye there.
 */
export function DeleteAccountDialog({ disabled }: { disabled: boolean }) {
  const [open, setOpen] = useState(false);
  const viewport = useViewport();
  const deletion = useDeleteAccount();
  const [formError, setFormError] = useState<string>();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    watch,
    warmUp,
    formState: { errors },
  } = useContractForm(
    () => import('@kiseki/contract/accounts').then((m) => m.deleteAccountRequestSchema),
    {
      defaultValues: { password: '' },
    },
  );
  const confirmed = watch('confirm') === DELETION_CONFIRM_WORD;

  const onOpenChange = (next: boolean) => {
    if (deletion.isPending) return;
    setOpen(next);
    if (!next) {
      reset();
      setFormError(undefined);
      deletion.reset();
    }
  };

  // A new attempt clears the last server message, whether or not the fields pass.
  const onSubmit = handleSubmit(
    (values) => {
      setFormError(undefined);
      deletion.mutate(values, {
        onSuccess: () => {
          notifyAfterReload(ACCOUNT_MESSAGES.accountDeleted);
          browserLocation.assign('/');
        },
        onError: (error) =>
          setFormError(applyServerErrors(error, setError, ['password', 'confirm'])),
      });
    },
    () => setFormError(undefined),
  );

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Trigger className={buttons.dangerOutline} disabled={disabled}>
        {t.deleteOpen}
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className={dialog.overlay} />
        <Dialog.Content className={dialog.content} data-viewport={viewport}>
          <Dialog.Title className={dialog.title}>{t.dialogTitle}</Dialog.Title>
          <Dialog.Description className={dialog.description}>{t.dialogBody}</Dialog.Description>
          <form className={formStyles.form} noValidate onFocus={warmUp} onSubmit={onSubmit}>
            {formError ? <FormAlert focusOnShow>{formError}</FormAlert> : null}
            <PasswordField
              label={accountsJa.fields.password}
              autoComplete="current-password"
              error={errors.password?.message}
              {...register('password')}
            />
            <TextField
              label={t.confirmLabel}
              autoComplete="off"
              hint={t.confirmHint}
              error={errors.confirm?.message}
              {...register('confirm')}
            />
            <div className={dialog.actions}>
              <Dialog.Close className={buttons.secondary} disabled={deletion.isPending}>
                {t.cancel}
              </Dialog.Close>
              <button
                type="submit"
                className={buttons.danger}
                disabled={!confirmed || deletion.isPending || deletion.isSuccess}
              >
                {t.deleteSubmit}
              </button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
