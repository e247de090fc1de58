import * as Dialog from '@radix-ui/react-dialog';
import { useViewport } from '../../../shared/hooks/useViewport';
import buttons from '../../../shared/ui/button.module.css';
import dialog from '../../../shared/ui/dialog/Dialog.module.css';
import { FormAlert } from '../../../shared/ui/form/FormAlert';
import type { CompanyInvitation } from './api';
import { membersJa } from './messages';

const t = membersJa.revoke;

/**
 * The confirmation before a link stops working (Radix: focus trap, Escape). It is opened by
 * one of many rows, so the caller decides where focus returns when it closes.
 */
export function RevokeDialog({
  invitation,
  pending,
  error,
  onConfirm,
  onCancel,
  returnFocus,
}: {
  invitation: CompanyInvitation | null;
  pending: boolean;
  error: string | undefined;
  onConfirm(): void;
  onCancel(): void;
  returnFocus(): void;
}) {
  const viewport = useViewport();
  return (
    <Dialog.Root
      open={invitation !== null}
      onOpenChange={(open) => {
        if (!open && !pending) onCancel();
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className={dialog.overlay} />
        <Dialog.Content
          className={dialog.content}
          data-viewport={viewport}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocus();
          }}
        >
          <Dialog.Title className={dialog.title}>{t.title}</Dialog.Title>
          <Dialog.Description className={dialog.description}>
            {invitation ? t.body(invitation.email) : null}
          </Dialog.Description>
          {error ? <FormAlert focusOnShow>{error}</FormAlert> : null}
          <div className={dialog.actions}>
            <Dialog.Close className={buttons.secondary} disabled={pending}>
              {t.cancel}
            </Dialog.Close>
            <button
              type="button"
              className={buttons.danger}
              disabled={pending}
              aria-busy={pending || undefined}
              onClick={onConfirm}
            >
              {pending ? t.revoking : t.confirm}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
