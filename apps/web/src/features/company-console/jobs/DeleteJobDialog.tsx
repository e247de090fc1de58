import * as Dialog from '@radix-ui/react-dialog';
import { useState } from 'react';
import { useViewport } from '../../../shared/hooks/useViewport';
import buttons from '../../../shared/ui/button.module.css';
import dialog from '../../../shared/ui/dialog/Dialog.module.css';
import { FormAlert } from '../../../shared/ui/form/FormAlert';
import { ownErrorMessage } from '../../../shared/ui/form/server-errors';
import { notify } from '../../../shared/ui/notifications/store';
import { useDeleteCompanyJob } from './api';
import { companyJobsJa } from './messages';

const t = companyJobsJa.remove;

/**
 * 削除 of a draft: asks first (a deleted draft cannot be brought back). A refusal (the draft
 * was published meanwhile) is said inside the dialog, which stays open to be read: the row
 * owns `open` and keeps the dialog while it is open, even once the job is no longer a draft.
 */
export function DeleteJobDialog({
  jobId,
  title,
  describedBy,
  open,
  setOpen,
}: {
  jobId: number;
  title: string;
  /** The row's title, read with the button so 削除 says what it deletes. */
  describedBy: string;
  open: boolean;
  setOpen(open: boolean): void;
}) {
  const viewport = useViewport();
  const [error, setError] = useState<string>();
  const remove = useDeleteCompanyJob();

  const onOpenChange = (next: boolean) => {
    if (remove.isPending) return;
    setOpen(next);
    if (!next) setError(undefined);
  };

  const confirm = () => {
    setError(undefined);
    remove.mutateAsync(jobId).then(
      (reply) => {
        setOpen(false);
        notify(reply.message ?? t.deleted);
      },
      (failure: unknown) => setError(ownErrorMessage(failure)),
    );
  };

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Trigger
        className={`${buttons.dangerOutline} ${buttons.small}`}
        aria-describedby={describedBy}
      >
        {companyJobsJa.list.remove}
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className={dialog.overlay} />
        <Dialog.Content className={dialog.content} data-viewport={viewport}>
          <Dialog.Title className={dialog.title}>{t.title}</Dialog.Title>
          <Dialog.Description className={dialog.description}>{t.body(title)}</Dialog.Description>
          {error ? <FormAlert focusOnShow>{error}</FormAlert> : null}
          <div className={dialog.actions}>
            <Dialog.Close className={buttons.secondary} disabled={remove.isPending}>
              {t.cancel}
            </Dialog.Close>
            <button
              type="button"
              className={buttons.danger}
              disabled={remove.isPending}
              aria-busy={remove.isPending || undefined}
              onClick={confirm}
            >
              {t.confirm}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
