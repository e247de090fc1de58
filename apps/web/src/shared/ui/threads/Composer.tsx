import { type KeyboardEvent, useId, useState } from 'react';
import buttons from '../button.module.css';
import formStyles from '../form/Form.module.css';
import { FormAlert } from '../form/FormAlert';
import { applyServerErrors, isServerOrNetworkFailure } from '../form/server-errors';
import { useContractForm } from '../form/use-contract-form';
import { THREAD_MESSAGE_MAX_LENGTH } from './limits';
import { threadUiJa } from './messages';
import styles from './Thread.module.css';
import type { SendMessageMutation } from './types';

const t = threadUiJa.composer;

// The schema (and zod) load when the composer is first used, never with the screen's chunk.
const loadSchema = () =>
  import('@kiseki/contract/threads').then((m) => m.threadMessageRequestSchema);

/**
 * The reply box of an open thread, on either side: validated with the contract's threadMessageRequestSchema
 * (its Japanese messages), read-only and unsendable while sending, emptied only once the
 * server has the message: a failed send keeps every word typed.
 */
export function Composer({ send }: { send: SendMessageMutation }) {
  const fieldId = useId();
  const [formError, setFormError] = useState<string>();
  const form = useContractForm(loadSchema, {
    defaultValues: { body: '' },
    // A chat box is not judged on leaving it: only when the person sends.
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const {
    register,
    handleSubmit,
    watch,
    reset,
    setError,
    formState: { errors },
  } = form;
  const length = (watch('body') ?? '').length;
  const error = errors.body?.message;

  const onSubmit = handleSubmit((values) => {
    setFormError(undefined);
    send.mutate(values.body, {
      onSuccess: () => reset({ body: '' }),
      onError: (failure) => {
        setFormError(
          applyServerErrors(failure, setError, ['body']) ??
            (isServerOrNetworkFailure(failure) ? t.failed : undefined),
        );
      },
    });
  });

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // Enter alone is a line break (and confirms a Japanese conversion): Ctrl/⌘ + Enter sends.
    if (event.key !== 'Enter' || !(event.ctrlKey || event.metaKey)) return;
    if (event.nativeEvent.isComposing) return;
    event.preventDefault();
    if (!send.isPending) void onSubmit();
  };

  const describedBy = [`${fieldId}-hint`, error ? `${fieldId}-error` : '']
    .filter(Boolean)
    .join(' ');

  return (
    <form className={styles.composer} noValidate onFocus={form.warmUp} onSubmit={onSubmit}>
      {formError ? <FormAlert>{formError}</FormAlert> : null}
      <label htmlFor={fieldId} className="visually-hidden">
        {t.label}
      </label>
      <div className={styles.composerRow}>
        <textarea
          id={fieldId}
          className={`${formStyles.input} ${styles.composerInput}`}
          rows={3}
          maxLength={THREAD_MESSAGE_MAX_LENGTH}
          placeholder={t.placeholder}
          readOnly={send.isPending}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          onKeyDown={onKeyDown}
          {...register('body')}
        />
        <button
          type="submit"
          className={`${buttons.primary} ${styles.sendButton}`}
          disabled={send.isPending}
          aria-busy={send.isPending || undefined}
        >
          {send.isPending ? t.sending : t.send}
        </button>
      </div>
      {error ? (
        <p id={`${fieldId}-error`} className={formStyles.error}>
          {error}
        </p>
      ) : null}
      <p id={`${fieldId}-hint`} className={styles.composerHint}>
        <span>{t.hint}</span>
        <span className={styles.count} data-over={length > THREAD_MESSAGE_MAX_LENGTH || undefined}>
          {t.count(length)}
        </span>
      </p>
    </form>
  );
}
