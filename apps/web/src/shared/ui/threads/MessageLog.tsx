import { useEffect, useId, useRef } from 'react';
import { formatDateTime } from '../../lib/date';
import { threadUiJa as t } from './messages';
import styles from './Thread.module.css';
import type { ThreadMessage } from './types';

const isoOf = (epochSeconds: number) => new Date(epochSeconds * 1000).toISOString();

type Side = ThreadMessage['side'];

interface MessageLogProps {
  messages: readonly ThreadMessage[];
  /** Whose screen this is: their own messages stand on the right. */
  viewerSide: Side;
  /** The sender's name as this side shows the other side's messages. */
  senderOf: (message: ThreadMessage) => string;
}

function MessageItem({
  message,
  mine,
  sender,
}: {
  message: ThreadMessage;
  mine: boolean;
  sender: string;
}) {
  return (
    <li className={styles.message} data-side={message.side} data-mine={mine || undefined}>
      <div className={styles.bubble}>
        <p className={styles.sender}>
          <span className={styles.senderName}>{mine ? t.you : sender}</span>
          <time dateTime={isoOf(message.createdAt)} className={styles.sentAt}>
            {formatDateTime(message.createdAt)}
          </time>
        </p>
        <p className={styles.body}>{message.body}</p>
      </div>
    </li>
  );
}

/**
 * A thread's messages, oldest first, on either side of the marketplace (the person's
 * /messages/{id} and the console's /company/threads/{id}). New ones are announced politely
 * and scrolled into view.
 */
export function MessageLog({ messages, viewerSide, senderOf }: MessageLogProps) {
  const headingId = useId();
  const end = useRef<HTMLDivElement>(null);
  const count = messages.length;
  const shown = useRef(0);
  useEffect(() => {
    if (count > shown.current) {
      // The newest message in view, as a chat opens and grows (guarded: not every DOM has it).
      end.current?.scrollIntoView?.({ block: 'end' });
    }
    shown.current = count;
  }, [count]);

  return (
    <section aria-labelledby={headingId} className={styles.history}>
      <h2 id={headingId} className="visually-hidden">
        {t.history}
      </h2>
      {count === 0 ? (
        <p className={styles.noMessages}>{t.noMessages}</p>
      ) : (
        <div role="log" aria-labelledby={headingId}>
          <ol className={styles.messages}>
            {messages.map((message) => (
              <MessageItem
                key={message.id}
                message={message}
                mine={message.side === viewerSide}
                sender={senderOf(message)}
              />
            ))}
          </ol>
        </div>
      )}
      <div ref={end} className={styles.logEnd} />
    </section>
  );
}
