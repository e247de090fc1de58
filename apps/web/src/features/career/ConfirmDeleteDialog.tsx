import * as Dialog from '@radix-ui/react-dialog';
import { useViewport } from '../../shared/hooks/useViewport';
import buttons from '../../shared/ui/button.module.css';
import dialog from '../../shared/ui/dialog/Dialog.module.css';
import { careerJa } from './messages';

interface ConfirmDeleteDialogProps {
  open: boolean;
  title: string;
  body: string;
  submitLabel: string;
  pending: boolean;
  onConfirm(): void;
  onOpenChange(open: boolean): void;
  /** Where focus goes when the dialog closes (the opener may be gone after a delete). */
  returnFocus?(): HTMLElement | null | undefined;
}

/**
 * Asks before a delete (Radix dialog: focus trap, Escape, focus back to the opener). The
 * cancel button takes focus first, so Enter never deletes by accident.
 */
export function ConfirmDeleteDialog({
  open,
  title,
  body,
  submitLabel,
  pending,
  onConfirm,
  onOpenChange,
  returnFocus,
}: ConfirmDeleteDialogProps) {
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
        <Dialog.Content
          className={dialog.content}
          data-viewport={viewport}
          onCloseAutoFocus={(event) => {
            const target = returnFocus?.();
            if (!target) return;
            event.preventDefault();
            target.focus();
          }}
        >
          <Dialog.Title className={dialog.title}>{title}</Dialog.Title>
          <Dialog.Description className={dialog.description}>{body}</Dialog.Description>
          <div className={dialog.actions}>
            <Dialog.Close className={buttons.secondary} disabled={pending}>
              {careerJa.cancel}
            </Dialog.Close>
            <button type="button" className={buttons.danger} disabled={pending} onClick={onConfirm}>
              {submitLabel}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
