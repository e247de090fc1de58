import type { threadMessageSchema } from '@kiseki/contract/threads';
import type { Reply } from '../../api/reply';

/** One message of a thread, as either side's screen holds it. */
export type ThreadMessage = Reply<typeof threadMessageSchema>;
export type ThreadStatus = 'open' | 'closed' | 'declined';

/** What a poll merges into, on either side (the console's threads carry a person instead). */
export interface PolledThread {
  thread: { status: ThreadStatus };
  messages: ThreadMessage[];
  cursor: number;
}

/** Either side's send mutation (the person's /api/threads/… or the console's). */
export interface SendMessageMutation {
  mutate: (
    body: string,
    options?: { onSuccess?: () => void; onError?: (failure: unknown) => void },
  ) => void;
  isPending: boolean;
}
