import * as Dialog from '@radix-ui/react-dialog';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { isApiError } from '../../../shared/api/errors';
import { useViewport } from '../../../shared/hooks/useViewport';
import buttons from '../../../shared/ui/button.module.css';
import { TextAreaField } from '../../../shared/ui/career/TextAreaField';
import dialog from '../../../shared/ui/dialog/Dialog.module.css';
import formStyles from '../../../shared/ui/form/Form.module.css';
import { FormAlert } from '../../../shared/ui/form/FormAlert';
import { applyServerErrors, isServerOrNetworkFailure } from '../../../shared/ui/form/server-errors';
import { useContractForm } from '../../../shared/ui/form/use-contract-form';
import { useRefreshCandidate, useStartThread } from './api';
import { THREAD_MESSAGE_MAX_LENGTH } from './labels';
import { candidatesJa } from './messages';

const t = candidatesJa.message;

const loadSchema = () => import('./form-schemas').then((m) => m.threadStartRequestSchema);

/**
 * メッセージを送る: the first message of a thread with a person who answered the company's
 * interest 興味がある or 話を聞きたい, validated with the contract's threadStartRequestSchema.
 * A refusal is said in the dialog with the text kept; a sent message opens its thread.
 */
export function StartThreadDialog({
  userId,
  displayName,
}: {
  userId: number;
  displayName: string;
}) {
  const viewport = useViewport();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [formError, setFormError] = useState<string>();
  const [refused, setRefused] = useState(false);
  const refresh = useRefreshCandidate(userId);
  const start = useStartThread(userId);
  const form = useContractForm(loadSchema, {
    defaultValues: { user_id: userId, body: '' },
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const {
    register,
    handleSubmit,
    setError,
    watch,
    formState: { errors },
  } = form;
  const length = (watch('body') ?? '').length;

  const onOpenChange = (next: boolean) => {
    if (start.isPending) return;
    setOpen(next);
    if (next) return;
    setFormError(undefined);
    if (refused) {
      setRefused(false);
      refresh();
    }
  };

  const onSubmit = handleSubmit((values) => {
    setFormError(undefined);
    start.mutate(values, {
      onSuccess: ({ threadId }) => navigate(`/company/threads/${threadId}`),
      onError: (failure) => {
        if (isApiError(failure) && failure.status === 409) setRefused(true);
        setFormError(
          applyServerErrors(failure, setError, ['body']) ??
            (isServerOrNetworkFailure(failure) ? t.failed : undefined),
        );
      },
    });
  });

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Trigger className={`${buttons.primary} ${buttons.block}`}>{t.open}</Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className={dialog.overlay} />
        <Dialog.Content className={`${dialog.content} ${dialog.wide}`} data-viewport={viewport}>
          <Dialog.Title className={dialog.title}>{t.title(displayName)}</Dialog.Title>
          <Dialog.Description className={dialog.description}>{t.description}</Dialog.Description>
          <form className={formStyles.form} noValidate onFocus={form.warmUp} onSubmit={onSubmit}>
            {formError ? <FormAlert focusOnShow>{formError}</FormAlert> : null}
            <TextAreaField
              label={t.body}
              rows={8}
              maxLength={THREAD_MESSAGE_MAX_LENGTH}
              hint={candidatesJa.scout.bodyCount(length)}
              error={errors.body?.message}
              {...register('body')}
            />
            <div className={dialog.actions}>
              <Dialog.Close className={buttons.secondary} disabled={start.isPending}>
                {t.cancel}
              </Dialog.Close>
              <button
                type="submit"
                className={buttons.primary}
                disabled={start.isPending}
                aria-busy={start.isPending || undefined}
              >
                {start.isPending ? t.sending : t.submit}
              </button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
