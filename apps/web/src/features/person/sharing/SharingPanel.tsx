import { SHARE_ID_MESSAGES, TOTAL_SCORER_TYPE } from '@kiseki/contract/portfolio-rules';
import * as Dialog from '@radix-ui/react-dialog';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useId, useRef, useState } from 'react';
import { isApiError } from '../../../shared/api/errors';
import { personQuery, scoreDetailsQuery } from '../../../shared/api/person';
import {
  type PublicSetting,
  publicSettingQuery,
  publicUrlOf,
  useAgreePublicTerms,
  useSaveShareId,
  useSetPublicOpen,
} from '../../../shared/api/sharing';
import { useViewport } from '../../../shared/hooks/useViewport';
import buttons from '../../../shared/ui/button.module.css';
import dialog from '../../../shared/ui/dialog/Dialog.module.css';
import { CheckboxField } from '../../../shared/ui/form/CheckboxField';
import formStyles from '../../../shared/ui/form/Form.module.css';
import { FormAlert } from '../../../shared/ui/form/FormAlert';
import { ownErrorMessage } from '../../../shared/ui/form/server-errors';
import { notify } from '../../../shared/ui/notifications/store';
import { sharingJa as t } from './messages';
import styles from './SharingPanel.module.css';
import { buildShareText, shareIntentUrl } from './share-text';
import { useShareIdCheck } from './use-share-id-check';

/** Says a failed save in the panel's words unless the shell already did (server, network). */
const reportFailure = (error: unknown) => {
  const message = ownErrorMessage(error);
  if (message !== undefined) notify(message || t.failed, 'error');
};

/** The share text from what the person's page already loads: the total score and skills. */
function useShareText(): string {
  const person = useQuery(personQuery);
  const scores = useQuery(scoreDetailsQuery);
  const total = scores.data?.scoreDetails[String(TOTAL_SCORER_TYPE)]?.score ?? null;
  const skills = (person.data?.skillTagsInfo ?? [])
    .filter((tag) => !tag.isAuto)
    .map((tag) => tag.name);
  return buildShareText({ totalScore: total, skills });
}

/** 公開に関する規約: must be agreed (PUT term_agree) before the first opening. */
function TermsDialog({
  open,
  onOpenChange,
  onAgreed,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  onAgreed(): Promise<void>;
}) {
  const viewport = useViewport();
  const agree = useAgreePublicTerms();
  const [checked, setChecked] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const close = (next: boolean) => {
    if (busy) return;
    if (!next) {
      setChecked(false);
      setError(undefined);
    }
    onOpenChange(next);
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!checked) return;
    setBusy(true);
    setError(undefined);
    try {
      await agree.mutateAsync();
      await onAgreed();
      setChecked(false);
      onOpenChange(false);
    } catch (failure) {
      const message = ownErrorMessage(failure);
      setError(message === undefined ? t.failed : message || t.failed);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog.Root open={open} onOpenChange={close}>
      <Dialog.Portal>
        <Dialog.Overlay className={dialog.overlay} />
        <Dialog.Content className={`${dialog.content} ${dialog.wide}`} data-viewport={viewport}>
          <form className={styles.terms} onSubmit={(event) => void submit(event)}>
            <Dialog.Title className={dialog.title}>{t.terms.title}</Dialog.Title>
            <Dialog.Description className={dialog.description}>{t.terms.lead}</Dialog.Description>
            <ol className={styles.termsList}>
              {t.terms.points.map((point) => (
                <li key={point}>{point}</li>
              ))}
            </ol>
            <CheckboxField
              checked={checked}
              disabled={busy}
              onChange={(event) => setChecked(event.target.checked)}
            >
              {t.terms.agree}
            </CheckboxField>
            {error ? <FormAlert>{error}</FormAlert> : null}
            <div className={dialog.actions}>
              <Dialog.Close className={buttons.secondary} disabled={busy}>
                {t.terms.cancel}
              </Dialog.Close>
              <button
                type="submit"
                className={buttons.primary}
                disabled={!checked || busy}
                aria-busy={busy || undefined}
              >
                {busy ? t.terms.submitting : t.terms.submit}
              </button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** The public on/off switch; the first opening goes through the terms dialog. */
function OpenSwitch({ setting }: { setting: PublicSetting }) {
  const switchId = useId();
  const update = useSetPublicOpen();
  const [termsOpen, setTermsOpen] = useState(false);
  const isOpen = update.isPending ? update.variables : setting.isOpen;

  const setOpen = async (next: boolean) => {
    await update.mutateAsync(next);
    notify(next ? t.opened : t.closedDone);
  };

  return (
    <>
      <div className={styles.switchRow}>
        <label htmlFor={switchId} className={styles.switchLabel}>
          {t.switchLabel}
        </label>
        <span className={styles.switchState} data-open={isOpen || undefined} aria-hidden="true">
          {isOpen ? t.open : t.closed}
        </span>
        <input
          id={switchId}
          type="checkbox"
          role="switch"
          className={styles.switch}
          checked={isOpen}
          aria-checked={isOpen}
          disabled={update.isPending}
          onChange={(event) => {
            const next = event.target.checked;
            if (next && !setting.isTermAgreed) {
              setTermsOpen(true);
              return;
            }
            setOpen(next).catch(reportFailure);
          }}
        />
      </div>
      <TermsDialog open={termsOpen} onOpenChange={setTermsOpen} onAgreed={() => setOpen(true)} />
    </>
  );
}

/** The public URL with copy, the X share intent and a link to the page itself. */
function PublicUrl({ setting }: { setting: PublicSetting }) {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const url = publicUrlOf(setting);
  const text = useShareText();
  const copy = async () => {
    try {
      if (!navigator.clipboard) throw new Error('no clipboard');
      await navigator.clipboard.writeText(url);
      notify(t.url.copied);
    } catch {
      input.current?.select();
      notify(t.url.copyFailed, 'error');
    }
  };
  return (
    <div className={styles.urlBox}>
      <label htmlFor={inputId} className={formStyles.label}>
        {t.url.label}
      </label>
      <div className={styles.urlRow}>
        <input
          ref={input}
          id={inputId}
          className={`${formStyles.input} ${styles.urlInput}`}
          value={url}
          readOnly
          onFocus={(event) => event.currentTarget.select()}
        />
        <button
          type="button"
          className={`${buttons.secondary} ${buttons.small} ${styles.copy}`}
          aria-label={t.url.copyLabel}
          onClick={() => void copy()}
        >
          {t.url.copy}
        </button>
      </div>
      <div className={styles.linkRow}>
        <a
          className={`${buttons.primary} ${buttons.small} ${styles.shareButton}`}
          href={shareIntentUrl(text, url)}
          target="_blank"
          rel="noopener noreferrer"
        >
          <XMark />
          {t.url.share}
          <span className="visually-hidden">{t.url.newTab}</span>
        </a>
        {/* A full page load: the server puts the visitor's share token into that page. */}
        <a
          className={`${buttons.secondary} ${buttons.small}`}
          href={`/public/${encodeURIComponent(setting.shareId)}`}
          target="_blank"
          rel="noopener"
        >
          {t.url.view}
          <span className="visually-hidden">{t.url.newTab}</span>
        </a>
      </div>
    </div>
  );
}

function XMark() {
  return (
    <svg viewBox="0 0 24 24" width="14" height="14" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M18.2 2.3h3.4l-7.4 8.4 8.7 11.5h-6.8l-5.3-7-6.1 7H1.3l7.9-9L.9 2.3h7l4.8 6.4 5.5-6.4Zm-1.2 17.9h1.9L7 4.2H5Z"
      />
    </svg>
  );
}

/**
 * The share id editor: the contract's rule at once, then the server's availability once the
 * typing pauses; saving re-reads the public setting (spec section 4).
 */
function ShareIdEditor({ setting }: { setting: PublicSetting }) {
  const inputId = useId();
  const hintId = useId();
  const statusId = useId();
  const save = useSaveShareId();
  const [value, setValue] = useState(setting.shareId);
  const [serverError, setServerError] = useState<string | undefined>();
  const check = useShareIdCheck(value, setting.shareId);

  let status: ReactNode = null;
  let invalid = false;
  if (serverError) {
    status = <span className={formStyles.error}>{serverError}</span>;
    invalid = true;
  } else if (check.state === 'invalid' || check.state === 'unavailable') {
    status = <span className={formStyles.error}>{check.message || SHARE_ID_MESSAGES.taken}</span>;
    invalid = true;
  } else if (check.state === 'checking') {
    status = <span className={styles.checking}>{t.shareId.checking}</span>;
  } else if (check.state === 'available') {
    status = <span className={styles.available}>{t.shareId.available}</span>;
  } else if (check.state === 'failed') {
    status = <span className={formStyles.error}>{t.shareId.checkFailed}</span>;
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (check.state !== 'available') return;
    setServerError(undefined);
    // mutateAsync: the saved id re-reads the setting, which remounts this editor (its key),
    // and a per-call onSuccess would not outlive that.
    save
      .mutateAsync(value)
      .then(() => notify(t.shareId.saved))
      .catch((failure: unknown) => {
        const message = ownErrorMessage(failure);
        if (message === undefined) return;
        const fieldMessage = isApiError(failure) ? failure.fields.custom_share_id : undefined;
        setServerError(fieldMessage?.join(' ') || message || t.failed);
      });
  };

  return (
    <form className={styles.shareIdForm} aria-label={t.shareId.title} onSubmit={submit}>
      <label htmlFor={inputId} className={formStyles.label}>
        {t.shareId.label}
      </label>
      <div className={styles.shareIdRow}>
        <span className={styles.prefix} aria-hidden="true">
          /public/
        </span>
        <input
          id={inputId}
          className={`${formStyles.input} ${styles.shareIdInput}`}
          value={value}
          autoComplete="off"
          autoCapitalize="off"
          autoCorrect="off"
          spellCheck={false}
          maxLength={120}
          aria-invalid={invalid || undefined}
          aria-describedby={`${statusId} ${hintId}`}
          onChange={(event) => {
            setValue(event.target.value);
            setServerError(undefined);
          }}
        />
      </div>
      <p id={statusId} className={styles.status} aria-live="polite">
        {status}
      </p>
      <p id={hintId} className={formStyles.hint}>
        {t.shareId.hint}
      </p>
      <div>
        <button
          type="submit"
          className={`${buttons.primary} ${buttons.small}`}
          disabled={check.state !== 'available' || save.isPending}
          aria-busy={save.isPending || undefined}
        >
          {save.isPending ? t.shareId.saving : t.shareId.save}
        </button>
      </div>
    </form>
  );
}

/**
 * Public sharing on /person: the public switch (terms first), the public URL with copy and
 * an X share, and the share id editor. Takes no props: it reads the person's setting itself.
 */
export function SharingPanel() {
  const headingId = useId();
  const setting = useQuery(publicSettingQuery);

  let body: ReactNode;
  if (setting.data) {
    body = (
      <>
        <OpenSwitch setting={setting.data} />
        {setting.data.isOpen ? (
          <PublicUrl setting={setting.data} />
        ) : (
          <p className={styles.muted}>{t.closedNote}</p>
        )}
        <ShareIdEditor key={setting.data.shareId} setting={setting.data} />
      </>
    );
  } else if (setting.isError) {
    body = (
      <FormAlert>
        {t.loadFailed}{' '}
        <button
          type="button"
          className={`${buttons.secondary} ${buttons.small}`}
          onClick={() => void setting.refetch()}
        >
          {t.retry}
        </button>
      </FormAlert>
    );
  } else {
    body = (
      <div className={styles.skeleton} aria-busy="true">
        <span className="visually-hidden">{t.loading}</span>
      </div>
    );
  }

  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.title}>
        {t.title}
      </h2>
      {body}
    </section>
  );
}
