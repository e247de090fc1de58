import { type InputHTMLAttributes, type ReactNode, type Ref, useId, useState } from 'react';
import { ja } from '../../i18n/ja';
import styles from './Form.module.css';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'children'> {
  label: string;
  /** Message of the field's current error; marks the input invalid and describes it. */
  error?: string | undefined;
  /** Rules or help shown under the input and read with it. */
  hint?: ReactNode;
  /** Shows the 必須 mark (the input's own `required` is left to the form's validation). */
  markRequired?: boolean;
  ref?: Ref<HTMLInputElement>;
}

/** The ids that describe an input: its hint first, then its error. */
function describedBy(hintId: string | undefined, errorId: string | undefined) {
  return [hintId, errorId].filter(Boolean).join(' ') || undefined;
}

function FieldFrame(props: {
  inputId: string;
  label: string;
  markRequired: boolean | undefined;
  hint: ReactNode;
  error: string | undefined;
  children: ReactNode;
}) {
  const { inputId, label, markRequired, hint, error, children } = props;
  return (
    <div className={styles.field}>
      <div className={styles.labelRow}>
        <label htmlFor={inputId} className={styles.label}>
          {label}
        </label>
        {/* Seen as a mark beside the label; heard as the input's aria-required. */}
        {markRequired ? (
          <span className={styles.required} aria-hidden="true">
            {ja.form.required}
          </span>
        ) : null}
      </div>
      {children}
      {hint ? (
        <p id={`${inputId}-hint`} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${inputId}-error`} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

/**
 * A labelled text input. Its hint and error are linked with aria-describedby and an error sets
 * aria-invalid, so screen readers read the rule and the problem with the field.
 */
export function TextField({
  label,
  error,
  hint,
  markRequired,
  id,
  className,
  ...input
}: TextFieldProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  return (
    <FieldFrame
      inputId={inputId}
      label={label}
      markRequired={markRequired}
      hint={hint}
      error={error}
    >
      <input
        id={inputId}
        className={`${styles.input} ${className ?? ''}`}
        aria-required={markRequired || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(
          hint ? `${inputId}-hint` : undefined,
          error && `${inputId}-error`,
        )}
        {...input}
      />
    </FieldFrame>
  );
}

/**
 * A password input with a button that shows or hides what was typed (WAI-ARIA toggle button:
 * a fixed name and aria-pressed).
 */
export function PasswordField({
  label,
  error,
  hint,
  markRequired,
  id,
  disabled,
  ...input
}: Omit<TextFieldProps, 'type'>) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const [visible, setVisible] = useState(false);
  return (
    <FieldFrame
      inputId={inputId}
      label={label}
      markRequired={markRequired}
      hint={hint}
      error={error}
    >
      <div className={styles.control}>
        <input
          id={inputId}
          type={visible ? 'text' : 'password'}
          className={`${styles.input} ${styles.withToggle}`}
          aria-required={markRequired || undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(
            hint ? `${inputId}-hint` : undefined,
            error && `${inputId}-error`,
          )}
          autoCapitalize="off"
          autoCorrect="off"
          spellCheck={false}
          disabled={disabled}
          {...input}
        />
        <button
          type="button"
          className={styles.toggle}
          aria-label={ja.form.showPassword}
          aria-pressed={visible}
          aria-controls={inputId}
          disabled={disabled}
          onClick={() => setVisible((value) => !value)}
        >
          <span aria-hidden="true">{visible ? ja.form.hide : ja.form.show}</span>
        </button>
      </div>
    </FieldFrame>
  );
}
