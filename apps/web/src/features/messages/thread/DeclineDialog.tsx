import * as Dialog from '@radix-ui/react-dialog';
import { useId, useState } from 'react';
import { useViewport } from '../../../shared/hooks/useViewport';
import buttons from '../../../shared/ui/button.module.css';
import { TextAreaField } from '../../../shared/ui/career/TextAreaField';
import dialog from '../../../shared/ui/dialog/Dialog.module.css';
import formStyles from '../../../shared/ui/form/Form.module.css';
import { FormAlert } from '../../../shared/ui/form/FormAlert';
import { applyServerErrors, isServerOrNetworkFailure } from '../../../shared/ui/form/server-errors';
import { useContractForm } from '../../../shared/ui/form/use-contract-form';
import styles from '../../../shared/ui/threads/Thread.module.css';
import { useDeclineThread } from '../api';
import {
  THREAD_DECLINE_NOTE_MAX_LENGTH,
  THREAD_DECLINE_REASON_LABELS,
  THREAD_DECLINE_REASONS,
} from '../labels';
import { messagesJa } from '../messages';

const t = messagesJa.decline;

const loadSchema = () => import('../form-schemas').then((m) => m.threadDeclineRequestSchema);

/**
 * 辞退する: a Radix dialog (focus trap, Escape, focus back to the opener) where one choice of
 * reason is all it takes; a note is optional and reaches the company as the last message.
 * Validated with the contract's threadDeclineRequestSchema.
 */
export function DeclineDialog({ threadId }: { threadId: number }) {
  const viewport = useViewport();
  const legendId = useId();
  const [open, setOpen] = useState(false);
  const [formError, setFormError] = useState<string>();
  const decline = useDeclineThread(threadId);
  const form = useContractForm(loadSchema, {
    defaultValues: { note: '' },
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
  const reasonError = errors.reason?.message;

  const onOpenChange = (next: boolean) => {
    if (decline.isPending) return;
    setOpen(next);
    if (!next) {
      reset();
      setFormError(undefined);
    }
  };

  const onSubmit = handleSubmit((values) => {
    setFormError(undefined);
    decline.mutate(values, {
      onSuccess: () => setOpen(false),
      onError: (failure) => {
        setFormError(
          applyServerErrors(failure, setError, ['reason', 'note']) ??
            (isServerOrNetworkFailure(failure) ? t.failed : undefined),
        );
      },
    });
  });

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Trigger className={`${buttons.dangerOutline} ${buttons.small}`}>
        {t.open}
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className={dialog.overlay} />
        <Dialog.Content className={dialog.content} data-viewport={viewport}>
          <Dialog.Title className={dialog.title}>{t.title}</Dialog.Title>
          <Dialog.Description className={dialog.description}>{t.body}</Dialog.Description>
          <form className={formStyles.form} noValidate onFocus={form.warmUp} onSubmit={onSubmit}>
            {formError ? <FormAlert focusOnShow>{formError}</FormAlert> : null}
            <fieldset
              className={styles.reasons}
              aria-describedby={reasonError ? `${legendId}-error` : undefined}
            >
              <legend id={legendId} className={formStyles.label}>
                {t.reason}
              </legend>
              {THREAD_DECLINE_REASONS.map((reason) => (
                <label key={reason} className={styles.reason}>
                  <input
                    type="radio"
                    value={reason}
                    className={formStyles.checkbox}
                    aria-invalid={reasonError ? true : undefined}
                    {...register('reason')}
                  />
                  <span>{THREAD_DECLINE_REASON_LABELS[reason]}</span>
                </label>
              ))}
              {reasonError ? (
                <p id={`${legendId}-error`} className={formStyles.error}>
                  {reasonError}
                </p>
              ) : null}
            </fieldset>
            <TextAreaField
              label={t.note}
              hint={t.noteHint}
              rows={3}
              maxLength={THREAD_DECLINE_NOTE_MAX_LENGTH}
              error={errors.note?.message}
              {...register('note')}
            />
            <div className={dialog.actions}>
              <Dialog.Close className={buttons.secondary} disabled={decline.isPending}>
                {t.cancel}
              </Dialog.Close>
              <button
                type="submit"
                className={buttons.danger}
                disabled={decline.isPending}
                aria-busy={decline.isPending || undefined}
              >
                {t.confirm}
              </button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
