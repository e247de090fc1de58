import { type DragEvent, useId, useRef, useState } from 'react';
import { useViewport } from '../../../shared/hooks/useViewport';
import buttons from '../../../shared/ui/button.module.css';
import styles from './CareerImportPage.module.css';
import { importJa } from './messages';

const t = importJa;

/** What the file input offers; anything else chosen or dropped is refused by the reader. */
const ACCEPT = '.json,.csv,.zip,application/json,text/csv,application/zip';

/**
 * The file chooser: a button (the input's label) inside an area that also takes a drop.
 * Several files may be chosen at once (the export's CSVs). The same file may be chosen again
 * after an error: the input is emptied after each choice.
 */
export function FilePicker({ onFiles, busy }: { onFiles: (files: File[]) => void; busy: boolean }) {
  const inputId = useId();
  const hintId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  // Phones and tablets have nothing to drag files from: the hint speaks of the button only.
  const touch = useViewport() !== 'pc';

  const take = (list: FileList | null | undefined) => {
    const files = list ? Array.from(list) : [];
    if (input.current) input.current.value = '';
    if (files.length > 0 && !busy) onFiles(files);
  };

  const onDrag = (event: DragEvent) => {
    event.preventDefault();
    setDragging(event.type === 'dragenter' || event.type === 'dragover');
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the drop area is an extra to the button, which stays the way to choose files
    <div
      className={styles.dropZone}
      data-dragging={dragging || undefined}
      onDragEnter={onDrag}
      onDragOver={onDrag}
      onDragLeave={onDrag}
      onDrop={(event) => {
        onDrag(event);
        take(event.dataTransfer?.files);
      }}
    >
      <svg
        className={styles.dropIcon}
        viewBox="0 0 48 48"
        width="48"
        height="48"
        aria-hidden="true"
        focusable="false"
      >
        <path d="M14 30v6h20v-6M24 12v18M17 19l7-7 7 7" />
      </svg>
      <p id={hintId} className={styles.dropHint}>
        {busy ? t.reading : touch ? t.pickHintTouch : t.pickHint}
      </p>
      <input
        ref={input}
        id={inputId}
        type="file"
        className="visually-hidden"
        accept={ACCEPT}
        multiple
        disabled={busy}
        aria-describedby={hintId}
        onChange={(event) => take(event.currentTarget.files)}
      />
      <label
        htmlFor={inputId}
        className={`${buttons.primary} ${styles.pickButton}`}
        aria-disabled={busy || undefined}
      >
        {t.pickLabel}
      </label>
    </div>
  );
}
