import { useCallback, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { notify } from '../../../shared/ui/notifications/store';
import { flowJa } from '../messages';
import {
  JOB_CHANGE_STEPS,
  type JobChangeStep,
  jobChangeReturnPath,
  jobChangeStepPath,
  keptFrom,
  nextJobChangeStep,
  previousJobChangeStep,
} from './job-change-flow';

export interface JobChangeFlow {
  step: JobChangeStep;
  /** The same-origin `from` being carried along, or null. */
  from: string | null;
  /** Where 「あとで」 and the end lead. */
  returnPath: string;
  backPath: string | null;
  progress: { position: number; total: number };
  busy: boolean;
  /** Opens the next step (or the return path after the last one). */
  advance(): void;
  /** Runs the step's save (a failure is told, the flow still moves on), then advances. */
  saveAndAdvance(save: () => Promise<unknown>): Promise<void>;
  /** Leaves the flow for `from` (or the jobs home). */
  exit(): void;
}

export function useJobChangeFlow(step: JobChangeStep): JobChangeFlow {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const from = keptFrom(params.get('from'));
  const [busy, setBusy] = useState(false);
  const returnPath = jobChangeReturnPath(from);

  const advance = useCallback(() => {
    const next = nextJobChangeStep(step);
    navigate(next ? jobChangeStepPath(next, from) : returnPath);
  }, [step, from, returnPath, navigate]);

  const saveAndAdvance = useCallback(
    async (save: () => Promise<unknown>) => {
      setBusy(true);
      try {
        await save();
      } catch {
        notify(flowJa.stepSaveFailed, 'error');
      } finally {
        setBusy(false);
      }
      advance();
    },
    [advance],
  );

  const previous = previousJobChangeStep(step);
  return {
    step,
    from,
    returnPath,
    backPath: previous ? jobChangeStepPath(previous, from) : null,
    progress: { position: JOB_CHANGE_STEPS.indexOf(step) + 1, total: JOB_CHANGE_STEPS.length },
    busy,
    advance,
    saveAndAdvance,
    exit: () => navigate(returnPath),
  };
}
