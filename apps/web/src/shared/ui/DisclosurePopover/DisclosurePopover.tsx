import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import styles from './DisclosurePopover.module.css';

interface DisclosurePopoverProps {
  /** Accessible name of the button and of the panel. */
  label: string;
  /** Button content (an icon); the label is the button's name. */
  trigger: ReactNode;
  triggerClassName?: string;
  children: ReactNode;
}

/**
 * A button that shows a small panel of information below it (the disclosure pattern: not a
 * menu, not a modal). Escape or a click elsewhere closes it and focus returns to the button.
 */
export function DisclosurePopover({
  label,
  trigger,
  triggerClassName,
  children,
}: DisclosurePopoverProps) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  return (
    <div className={styles.root} ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className={triggerClassName}
        aria-label={label}
        title={label}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        {trigger}
      </button>
      <section id={panelId} className={styles.panel} aria-label={label} hidden={!open}>
        {/* Not a heading: the panel opens above the page's h1 and would break heading order. */}
        <p className={styles.title}>{label}</p>
        {children}
      </section>
    </div>
  );
}
