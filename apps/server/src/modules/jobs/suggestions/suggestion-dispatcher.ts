import type { JobQueue } from '../../../jobs/queue';

export const JOB_SUGGESTIONS_JOB = 'job-suggestions-generate';

export interface JobSuggestionsJobData {
  request_id: number;
}

/**
 * How a committed suggestion request gets generated: services call `request` after the
 * row exists. A failure to hand it over throws, so the service can mark the request failed
 * instead of leaving the person waiting on work nobody will do.
 */
export interface SuggestionDispatcher {
  request(requestId: number): Promise<void>;
}

/** Production: one pg-boss job per request, run by the server's or a worker's queue. */
export function queueSuggestionDispatcher(queue: JobQueue): SuggestionDispatcher {
  return {
    async request(requestId) {
      await queue.send<JobSuggestionsJobData>(JOB_SUGGESTIONS_JOB, { request_id: requestId });
    },
  };
}

/**
 * Without a queue (tests): generate inside the request, or not at all (`null`), which
 * leaves the request REQUESTED for tests of the waiting state.
 */
export function inlineSuggestionDispatcher(
  run: ((requestId: number) => Promise<unknown>) | null,
): SuggestionDispatcher {
  return {
    async request(requestId) {
      if (run) await run(requestId);
    },
  };
}
