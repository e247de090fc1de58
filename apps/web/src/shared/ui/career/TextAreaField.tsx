import { type Ref, type TextareaHTMLAttributes, useId } from 'react';
import formStyles from '../form/Form.module.css';
import styles from './CareerForm.module.css';

interface TextAreaFieldProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: string;
  error?: string | undefined;
  hint?: string;
  ref?: Ref<HTMLTextAreaElement>;
}

/** A labelled multi-line input with its hint and error linked for screen readers. */
export function TextAreaField({ label, error, hint, id, className, ...input }: TextAreaFieldProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const describedBy =
    [hint ? `${inputId}-hint` : '', error ? `${inputId}-error` : ''].filter(Boolean).join(' ') ||
    undefined;
  return (
    <div className={formStyles.field}>
      <label htmlFor={inputId} className={formStyles.label}>
        {label}
      </label>
      <textarea
        id={inputId}
        className={`${formStyles.input} ${styles.textarea} ${className ?? ''}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...input}
      />
      {hint ? (
        <p id={`${inputId}-hint`} className={formStyles.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${inputId}-error`} className={formStyles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
