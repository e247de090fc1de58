import { ACCOUNT_MESSAGES } from '@kiseki/contract/account-rules';
import type {
  termsAgreementRequestSchema,
  termsAgreementResponseSchema,
} from '@kiseki/contract/accounts';
import { TERMS_VERSION } from '@kiseki/contract/constants';
import * as Dialog from '@radix-ui/react-dialog';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import type { z } from 'zod';
import { apiFetch } from '../../shared/api/client';
import { classifyError } from '../../shared/api/error-policy';
import type { Reply } from '../../shared/api/reply';
import { authInfoQuery } from '../../shared/api/session';
import { useViewport } from '../../shared/hooks/useViewport';
import { ja } from '../../shared/i18n/ja';
import { browserLocation } from '../../shared/lib/browser-location';
import buttons from '../../shared/ui/button.module.css';
import dialog from '../../shared/ui/dialog/Dialog.module.css';
import { notify } from '../../shared/ui/notifications/store';
import { japaneseDate } from './messages/common';
import { termsJa } from './messages/terms';
import styles from './TermsAgreementModal.module.css';

const t = termsJa;
type Agreement = z.output<typeof termsAgreementRequestSchema>;

const prevent = (event: Event) => event.preventDefault();

/**
 * Global modal 1 of spec section 4: the 2022-12-09 terms. It cannot be dismissed without a
 * choice: no close button, and Escape and clicks outside do nothing. Agreeing refreshes the
 * auth info (the server no longer asks); declining signs the person out on the server, and a
 * full load of /login starts clean. Any failure shows the spec's text (section 8) only.
 */
export function TermsAgreementModal({ onClose }: { onClose(): void }) {
  const queryClient = useQueryClient();
  const viewport = useViewport();
  const content = useRef<HTMLDivElement>(null);
  const agreement = useMutation({
    mutationFn: (body: Agreement) =>
      apiFetch<Reply<typeof termsAgreementResponseSchema>>('/api/terms_agreement/', {
        method: 'PUT',
        body,
      }),
    // The spec's failure text replaces the generic notices, server errors included.
    meta: { handlesErrors: true, handlesServerErrors: true },
    onSuccess: async (data) => {
      // Declining signed the person out on the server.
      if (!data.loginStatus.loggedIn) {
        browserLocation.assign('/login');
        return;
      }
      await queryClient.invalidateQueries({ queryKey: authInfoQuery.queryKey });
      onClose();
    },
    onError: (error) => {
      // A lost session or maintenance is the shell's business (it moves the page).
      const reaction = classifyError(error);
      if (reaction === 'other' || reaction === 'server_error' || reaction === 'network_error') {
        notify(ACCOUNT_MESSAGES.termsFailed, 'error');
      }
    },
  });
  const busy = agreement.isPending || agreement.isSuccess;

  return (
    <Dialog.Root open modal>
      <Dialog.Portal>
        <Dialog.Overlay className={dialog.overlay} />
        <Dialog.Content
          ref={content}
          className={`${dialog.content} ${dialog.wide}`}
          data-viewport={viewport}
          onEscapeKeyDown={prevent}
          onPointerDownOutside={prevent}
          onInteractOutside={prevent}
          onOpenAutoFocus={(event) => {
            // Start at the top of the notice (read as the dialog's name and description),
            // not on its first link.
            event.preventDefault();
            content.current?.focus();
          }}
        >
          <Dialog.Title className={dialog.title}>{t.title}</Dialog.Title>
          <Dialog.Description className={dialog.description}>
            {t.lead(japaneseDate(TERMS_VERSION))}
          </Dialog.Description>
          <section className={styles.summary} aria-labelledby="terms-summary-title">
            <h3 id="terms-summary-title" className={styles.summaryTitle}>
              {t.summaryTitle}
            </h3>
            <ul className={styles.summaryList}>
              {t.summary.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </section>
          <ul className={styles.links} aria-label={t.read}>
            <li>
              <a href="/policies/terms" target="_blank" rel="noopener">
                {ja.footer.terms}
                <span className="visually-hidden">{ja.form.opensInNewTab}</span>
              </a>
            </li>
            <li>
              <a href="/policies/privacy" target="_blank" rel="noopener">
                {ja.footer.privacy}
                <span className="visually-hidden">{ja.form.opensInNewTab}</span>
              </a>
            </li>
          </ul>
          <div className={dialog.actions}>
            <button
              type="button"
              className={buttons.secondary}
              disabled={busy}
              onClick={() => agreement.mutate({ agreed: false })}
            >
              {t.decline}
            </button>
            <button
              type="button"
              className={buttons.primary}
              disabled={busy}
              onClick={() => agreement.mutate({ agreed: true })}
            >
              {t.agree}
            </button>
          </div>
          <p className={styles.note}>{t.declineNote}</p>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

export default TermsAgreementModal;
