import * as Dialog from '@radix-ui/react-dialog';
import type { FormEventHandler, ReactNode } from 'react';
import { useViewport } from '../../../shared/hooks/useViewport';
import buttons from '../../../shared/ui/button.module.css';
import dialog from '../../../shared/ui/dialog/Dialog.module.css';
import formStyles from '../../../shared/ui/form/Form.module.css';
import { FormAlert } from '../../../shared/ui/form/FormAlert';

/**
 * The frame of the candidate page's form dialogs (scout, first message, career-update
 * request): the button that opens it, title, description, the form with its alert above the
 * fields, and cancel and send, both held while the request is under way.
 */
export function FormDialog({
  open,
  onOpenChange,
  trigger,
  primaryTrigger = false,
  title,
  description,
  wide = false,
  notice,
  formError,
  onSubmit,
  onFormFocus,
  pending,
  submitDisabled = false,
  text,
  children,
}: {
  open: boolean;
  onOpenChange(next: boolean): void;
  trigger: string;
  primaryTrigger?: boolean;
  title: string;
  description: string;
  wide?: boolean;
  /** Shown above the form (the scout's "no published job" note). */
  notice?: ReactNode;
  formError: string | undefined;
  onSubmit: FormEventHandler<HTMLFormElement>;
  onFormFocus(): void;
  pending: boolean;
  submitDisabled?: boolean;
  text: { cancel: string; submit: string; sending: string };
  children: ReactNode;
}) {
  const viewport = useViewport();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Trigger
        className={`${primaryTrigger ? buttons.primary : buttons.secondary} ${buttons.block}`}
      >
        {trigger}
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className={dialog.overlay} />
        <Dialog.Content
          className={wide ? `${dialog.content} ${dialog.wide}` : dialog.content}
          data-viewport={viewport}
        >
          <Dialog.Title className={dialog.title}>{title}</Dialog.Title>
          <Dialog.Description className={dialog.description}>{description}</Dialog.Description>
          {notice}
          <form className={formStyles.form} noValidate onFocus={onFormFocus} onSubmit={onSubmit}>
            {formError ? <FormAlert focusOnShow>{formError}</FormAlert> : null}
            {children}
            <div className={dialog.actions}>
              <Dialog.Close className={buttons.secondary} disabled={pending}>
                {text.cancel}
              </Dialog.Close>
              <button
                type="submit"
                className={buttons.primary}
                disabled={pending || submitDisabled}
                aria-busy={pending || undefined}
              >
                {pending ? text.sending : text.submit}
              </button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
