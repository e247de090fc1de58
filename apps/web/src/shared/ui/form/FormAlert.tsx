import { type ReactNode, useLayoutEffect, useRef } from 'react';
import styles from './Form.module.css';

type Tone = 'error' | 'success' | 'warning';

/**
 * A message about the whole form (a failed login, a rate limit). Errors are announced at once
 * (role="alert"), others politely (role="status"). With `focusOnShow` it takes focus when it
 * appears, so keyboard users land on it.
 */
export function FormAlert({
  tone = 'error',
  children,
  focusOnShow = false,
}: {
  tone?: Tone;
  children: ReactNode;
  focusOnShow?: boolean;
}) {
  const element = useRef<HTMLDivElement>(null);
  // Layout effect: focus moves in the same commit that shows the message, never a frame later.
  useLayoutEffect(() => {
    if (focusOnShow) element.current?.focus();
  }, [focusOnShow]);
  return (
    <div
      ref={element}
      className={styles.alert}
      data-tone={tone}
      role={tone === 'error' ? 'alert' : 'status'}
      tabIndex={focusOnShow ? -1 : undefined}
    >
      <div>{children}</div>
    </div>
  );
}
