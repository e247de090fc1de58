import { useEffect, useMemo, useRef } from 'react';
import type { ThreadMessage } from './types';

/**
 * The read mark follows what the reader has seen: `mark` (PUT …/read) runs when the thread
 * opens, and again whenever a newer message of the other side arrives while it is open.
 */
export function useReadMarking(
  messages: readonly ThreadMessage[],
  otherSide: ThreadMessage['side'],
  mark: () => void,
): void {
  const newestFromOtherSide = useMemo(
    () =>
      messages.reduce(
        (newest, message) =>
          message.side === otherSide && message.id > newest ? message.id : newest,
        0,
      ),
    [messages, otherSide],
  );
  const marked = useRef<number | null>(null);
  useEffect(() => {
    if (marked.current !== null && newestFromOtherSide <= marked.current) return;
    marked.current = newestFromOtherSide;
    mark();
  }, [newestFromOtherSide, mark]);
}
