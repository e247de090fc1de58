import { describe, expect, it } from 'vitest';
import { mergeMessages } from './merge-messages';
import type { PolledThread, ThreadMessage } from './types';

const message = (id: number, side: ThreadMessage['side'] = 'company'): ThreadMessage => ({
  id,
  side,
  senderName: null,
  body: `m${id}`,
  createdAt: id,
});

const view = (ids: number[], cursor: number): PolledThread => ({
  thread: { status: 'open' },
  messages: ids.map((id) => message(id)),
  cursor,
});

describe('mergeMessages', () => {
  it('appends polled messages in id order and moves the cursor', () => {
    const merged = mergeMessages(view([1, 2], 2), [message(4), message(3)], {
      advanceCursor: true,
    });
    expect(merged.messages.map((m) => m.id)).toEqual([1, 2, 3, 4]);
    expect(merged.cursor).toBe(4);
  });

  it('keeps the cursor for a message just sent, so an earlier company message is still polled', () => {
    const sent = mergeMessages(view([1, 2], 2), [message(4, 'person')], { advanceCursor: false });
    expect(sent.cursor).toBe(2);
    // The next poll answers 3 and 4 (after_id=2): 4 is not shown twice, 3 goes before it.
    const polled = mergeMessages(sent, [message(3), message(4, 'person')], { advanceCursor: true });
    expect(polled.messages.map((m) => m.id)).toEqual([1, 2, 3, 4]);
    expect(polled.cursor).toBe(4);
  });

  it('returns the same view when nothing changed, and takes a new status', () => {
    const before = view([1], 1);
    expect(mergeMessages(before, [], { advanceCursor: true, status: 'open' })).toBe(before);
    expect(mergeMessages(before, [message(1)], { advanceCursor: true })).toBe(before);
    const closed = mergeMessages(before, [], { advanceCursor: true, status: 'closed' });
    expect(closed.thread.status).toBe('closed');
    expect(closed.messages).toBe(before.messages);
  });
});
