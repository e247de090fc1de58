import { CAREER_UPDATE_REQUEST_MESSAGE_MAX_LENGTH } from '@kiseki/contract/career-rules';
import * as Dialog from '@radix-ui/react-dialog';
import { useState } from 'react';
import { useViewport } from '../../../shared/hooks/useViewport';
import buttons from '../../../shared/ui/button.module.css';
import { TextAreaField } from '../../../shared/ui/career/TextAreaField';
import dialog from '../../../shared/ui/dialog/Dialog.module.css';
import formStyles from '../../../shared/ui/form/Form.module.css';
import { FormAlert } from '../../../shared/ui/form/FormAlert';
import { applyServerErrors, isServerOrNetworkFailure } from '../../../shared/ui/form/server-errors';
import { useContractForm } from '../../../shared/ui/form/use-contract-form';
import { useRequestCareerUpdate } from './api';
import { candidatesJa } from './messages';

const t = candidatesJa.career;

const loadSchema = () => import('./form-schemas').then((m) => m.careerUpdateRequestBodySchema);

/**
 * 経歴の更新をリクエスト: a message asking the person to bring their career up to date,
 * validated with the contract's careerUpdateRequestBodySchema. While an earlier request is
 * unanswered the server refuses (409) and the dialog says so, keeping the text; a sent
 * request closes the dialog and `onSent` tells the page.
 */
export function CareerRequestDialog({ userId, onSent }: { userId: number; onSent(): void }) {
  const viewport = useViewport();
  const [open, setOpen] = useState(false);
  const [formError, setFormError] = useState<string>();
  const request = useRequestCareerUpdate(userId);
  const form = useContractForm(loadSchema, {
    defaultValues: { message: '' },
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = form;

  const onOpenChange = (next: boolean) => {
    if (request.isPending) return;
    setOpen(next);
    if (!next) setFormError(undefined);
  };

  const onSubmit = handleSubmit((values) => {
    setFormError(undefined);
    request.mutate(values, {
      onSuccess: () => {
        reset({ message: '' });
        setOpen(false);
        onSent();
      },
      onError: (failure) => {
        setFormError(
          applyServerErrors(failure, setError, ['message']) ??
            (isServerOrNetworkFailure(failure) ? t.failed : undefined),
        );
      },
    });
  });

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Trigger className={`${buttons.secondary} ${buttons.block}`}>{t.open}</Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className={dialog.overlay} />
        <Dialog.Content className={dialog.content} data-viewport={viewport}>
          <Dialog.Title className={dialog.title}>{t.title}</Dialog.Title>
          <Dialog.Description className={dialog.description}>{t.description}</Dialog.Description>
          <form className={formStyles.form} noValidate onFocus={form.warmUp} onSubmit={onSubmit}>
            {formError ? <FormAlert focusOnShow>{formError}</FormAlert> : null}
            <TextAreaField
              label={t.message}
              rows={6}
              maxLength={CAREER_UPDATE_REQUEST_MESSAGE_MAX_LENGTH}
              placeholder={t.placeholder}
              hint={t.messageHint}
              error={errors.message?.message}
              {...register('message')}
            />
            <div className={dialog.actions}>
              <Dialog.Close className={buttons.secondary} disabled={request.isPending}>
                {t.cancel}
              </Dialog.Close>
              <button
                type="submit"
                className={buttons.primary}
                disabled={request.isPending}
                aria-busy={request.isPending || undefined}
              >
                {request.isPending ? t.sending : t.submit}
              </button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
