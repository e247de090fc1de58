import * as Dialog from '@radix-ui/react-dialog';
import { type FormEventHandler, type ReactNode, useRef } from 'react';
import { useViewport } from '../../shared/hooks/useViewport';
import dialog from '../../shared/ui/dialog/Dialog.module.css';
import styles from './GlobalModal.module.css';
import { globalModalsJa as t } from './messages';

const prevent = (event: Event) => event.preventDefault();

/**
 * Whether an Escape belongs to an open disclosure inside the dialog (the position selector's
 * panel): that closes itself, and the dialog stays.
 */
function withinOpenDisclosure(target: EventTarget | null): boolean {
  if (!(target instanceof Element)) return false;
  const container = target.closest('[role="dialog"]');
  if (!container) return false;
  for (const toggle of container.querySelectorAll('[aria-expanded="true"][aria-controls]')) {
    const panel = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    if (toggle === target || panel?.contains(target)) return true;
  }
  return false;
}

/**
 * The dialog of a global modal (Radix: focus trap, scroll lock, Escape): title and close
 * button on top, a body that scrolls by itself, and the footer with the actions always in
 * view. The whole dialog is a form when `onSubmit` is given. A click outside does nothing
 * (an answer half given is not thrown away by a stray tap); Escape and × call `onDismiss`,
 * unless `busy`.
 */
export function ModalFrame({
  title,
  description,
  onDismiss,
  busy = false,
  onSubmit,
  children,
  footer,
  wide = false,
}: {
  title: string;
  description?: ReactNode;
  onDismiss(): void;
  busy?: boolean;
  onSubmit?: FormEventHandler<HTMLFormElement>;
  children: ReactNode;
  footer: ReactNode;
  wide?: boolean;
}) {
  const viewport = useViewport();
  const content = useRef<HTMLDivElement>(null);
  const inner = (
    <>
      <div className={styles.header}>
        <Dialog.Title className={dialog.title}>{title}</Dialog.Title>
        <Dialog.Close
          className={styles.closeButton}
          aria-label={t.close}
          disabled={busy}
          onClick={(event) => {
            event.preventDefault();
            if (!busy) onDismiss();
          }}
        >
          <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
            <path
              d="M5 5l10 10M15 5L5 15"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
            />
          </svg>
        </Dialog.Close>
      </div>
      <div className={styles.body}>
        {description ? (
          <Dialog.Description className={dialog.description}>{description}</Dialog.Description>
        ) : null}
        {children}
      </div>
      <div className={styles.footer}>{footer}</div>
    </>
  );
  return (
    <Dialog.Root open modal>
      <Dialog.Portal>
        <Dialog.Overlay className={dialog.overlay} />
        <Dialog.Content
          ref={content}
          className={`${dialog.content} ${wide ? dialog.wide : ''} ${styles.frame}`}
          data-viewport={viewport}
          {...(description ? {} : { 'aria-describedby': undefined })}
          onEscapeKeyDown={(event) => {
            event.preventDefault();
            if (!busy && !withinOpenDisclosure(event.target)) onDismiss();
          }}
          onOpenAutoFocus={(event) => {
            // Start at the top (read as the dialog's name and description), not on ×.
            event.preventDefault();
            content.current?.focus();
          }}
          onPointerDownOutside={prevent}
          onInteractOutside={prevent}
        >
          {onSubmit ? (
            <form className={styles.form} noValidate onSubmit={onSubmit}>
              {inner}
            </form>
          ) : (
            inner
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
