import * as Dialog from '@radix-ui/react-dialog';
import { useViewport } from '../../hooks/useViewport';
import buttons from '../button.module.css';
import dialog from '../dialog/Dialog.module.css';
import { connectionsJa } from './messages';

/**
 * Asks before something that removes imported outputs (Radix dialog: focus trap, Escape,
 * focus back to the opener). The cancel button takes focus first, so Enter never removes.
 */
export function ConfirmDialog({
  open,
  title,
  body,
  confirmLabel,
  pending,
  onConfirm,
  onOpenChange,
}: {
  open: boolean;
  title: string;
  body: string;
  confirmLabel: string;
  pending: boolean;
  onConfirm(): void;
  onOpenChange(open: boolean): void;
}) {
  const viewport = useViewport();
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (!pending) onOpenChange(next);
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className={dialog.overlay} />
        <Dialog.Content className={dialog.content} data-viewport={viewport}>
          <Dialog.Title className={dialog.title}>{title}</Dialog.Title>
          <Dialog.Description className={dialog.description}>{body}</Dialog.Description>
          <div className={dialog.actions}>
            <Dialog.Close className={buttons.secondary} disabled={pending}>
              {connectionsJa.cancel}
            </Dialog.Close>
            <button
              type="button"
              className={buttons.danger}
              disabled={pending}
              aria-busy={pending || undefined}
              onClick={onConfirm}
            >
              {confirmLabel}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
