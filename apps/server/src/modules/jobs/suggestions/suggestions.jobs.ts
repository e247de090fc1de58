import type { Db } from '../../../db/types';
import type { JobDefinition } from '../../../jobs/queue';
import type { Clock } from '../../../lib/clock';
import { JOB_SUGGESTIONS_JOB, type JobSuggestionsJobData } from './suggestion-dispatcher';
import { runSuggestionRequest } from './suggestions.service';

export interface SuggestionJobDeps {
  db: Db;
  now: Clock;
  log: { error(obj: object, msg?: string): void; warn?(obj: object, msg?: string): void };
}

/**
 * One generation per request. The handler records its own failures on the request (FAILED);
 * pg-boss retries only when even that could not be written (the database was away).
 */
export function suggestionJobDefinitions(
  deps: SuggestionJobDeps,
): JobDefinition<JobSuggestionsJobData>[] {
  const log = {
    error: deps.log.error.bind(deps.log),
    warn: (deps.log.warn ?? deps.log.error).bind(deps.log),
  };
  return [
    {
      name: JOB_SUGGESTIONS_JOB,
      retryLimit: 3,
      retryDelaySeconds: 10,
      handler: async (data) => {
        await runSuggestionRequest(deps.db, data.request_id, deps.now, log);
      },
    },
  ];
}
