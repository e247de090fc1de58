import type { PolledThread, ThreadMessage, ThreadStatus } from './types';

/** How often an open thread asks for new messages while the page is visible. */
export const THREAD_POLL_INTERVAL_MS = 3000;

/**
 * Adds messages not yet known (by id) and keeps the list in id order. With `advanceCursor`
 * (messages read by GET) the cursor moves to the newest of them. Returns `view` itself when
 * nothing changed, so nothing re-renders.
 */
export function mergeMessages<V extends PolledThread>(
  view: V,
  incoming: readonly ThreadMessage[],
  options: { advanceCursor: boolean; status?: ThreadStatus },
): V {
  const known = new Set(view.messages.map((message) => message.id));
  const added = incoming.filter((message) => !known.has(message.id));
  const messages =
    added.length > 0 ? [...view.messages, ...added].sort((a, b) => a.id - b.id) : view.messages;
  const cursor = options.advanceCursor
    ? incoming.reduce((newest, message) => Math.max(newest, message.id), view.cursor)
    : view.cursor;
  const status = options.status ?? view.thread.status;
  if (messages === view.messages && cursor === view.cursor && status === view.thread.status) {
    return view;
  }
  return {
    ...view,
    thread: status === view.thread.status ? view.thread : { ...view.thread, status },
    messages,
    cursor,
  };
}
