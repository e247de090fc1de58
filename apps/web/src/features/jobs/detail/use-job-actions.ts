import type { JobSource } from '@kiseki/contract/jobs';
import { useState } from 'react';
import { isApiError } from '../../../shared/api/errors';
import { useApplicationMutation, useReactionMutation } from '../api';

/**
 * What to tell the person when an action fails: the server's own Japanese sentence for a
 * refusal about this request (a closed job, say), our fallback for anything else.
 */
function failureMessage(error: unknown, fallback: string): string {
  if (isApiError(error) && error.isClientError && error.status !== 401 && error.message) {
    return error.message;
  }
  return fallback;
}

/**
 * The job page's actions with the job list state's error flags (spec sections 3 and 4):
 * applying answers true on success (the job is then marked applied with its expected reply)
 * and false on failure, which sets the application error; reacting re-fetches the job, and
 * its failure sets the reaction error. A new attempt clears the flag it may set.
 */
export function useJobActions(
  jobId: number,
  source: JobSource | undefined,
  fallbacks: { application: string; reaction: string },
) {
  const reaction = useReactionMutation(jobId, source);
  const application = useApplicationMutation(jobId, source);
  const [applicationError, setApplicationError] = useState<string | null>(null);
  const [reactionError, setReactionError] = useState<string | null>(null);

  const apply = async (): Promise<boolean> => {
    setApplicationError(null);
    try {
      await application.mutateAsync();
      return true;
    } catch (error) {
      setApplicationError(failureMessage(error, fallbacks.application));
      return false;
    }
  };

  const setReacted = async (reacted: boolean): Promise<boolean> => {
    setReactionError(null);
    try {
      await reaction.mutateAsync(reacted);
      return true;
    } catch (error) {
      setReactionError(failureMessage(error, fallbacks.reaction));
      return false;
    }
  };

  return {
    apply,
    applying: application.isPending,
    applicationError,
    setReacted,
    reacting: reaction.isPending,
    reactionError,
  };
}
