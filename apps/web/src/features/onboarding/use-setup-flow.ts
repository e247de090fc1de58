import type { SetupStep } from '@kiseki/contract/career-rules';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import {
  OWN_SERVER_ERRORS,
  useMarkSetupCompleted,
  useRecordSetupStep,
} from '../../shared/api/career';
import { notify } from '../../shared/ui/notifications/store';
import { flowJa } from './messages';
import { readSetupAnswers, writeSetupAnswers } from './setup-answers';
import { nextSetupStep, previousSetupStep, type SetupAnswers, setupProgress } from './setup-flow';

export const setupStepPath = (step: SetupStep): string => `/user_initial_setup/${step}`;

/** Where the wizard goes once the person presses the last button (spec section 4). */
export const SETUP_HOME_PATH = '/';

export interface SaveMessages {
  /** Shown when the save succeeded (none by default: moving on says enough). */
  success?: string;
  /** Shown when it failed; the flow moves on anyway. */
  failure?: string;
}

export interface SetupFlow {
  step: SetupStep;
  answers: SetupAnswers;
  /** The previous step's path for 戻る, or null on the first step. */
  backPath: string | null;
  progress: { position: number; total: number };
  /** True while a save, the step record or the completion is on its way. */
  busy: boolean;
  /**
   * Moves on: stores `answers` (the branch choice of this step), records the next step on
   * the server and opens it; after `completed`, marks the setup completed and goes home.
   * A failed record is told with a notification; the flow still moves on.
   */
  advance(answers?: SetupAnswers): Promise<void>;
  /**
   * Runs the step's save, tells its outcome, then advances whatever it was. The failure
   * message covers server and network failures too: make the save's mutation with
   * OWN_SERVER_ERRORS so the shell's generic notice does not repeat it.
   */
  saveAndAdvance(save: () => Promise<unknown>, messages?: SaveMessages): Promise<void>;
}

export function useSetupFlow(step: SetupStep): SetupFlow {
  const navigate = useNavigate();
  // moveOn tells a failed record or completion itself (flowJa.stepSaveFailed), server
  // errors included, so the shell's generic notice is off for them.
  const record = useRecordSetupStep(OWN_SERVER_ERRORS);
  const markCompleted = useMarkSetupCompleted(OWN_SERVER_ERRORS);
  const [answers, setAnswers] = useState<SetupAnswers>(readSetupAnswers);
  const [busy, setBusy] = useState(false);

  const moveOn = useCallback(
    async (patch?: SetupAnswers) => {
      const current = patch ? writeSetupAnswers(patch) : answers;
      if (patch) setAnswers(current);
      const next = nextSetupStep(step, current);
      if (next === null) {
        try {
          await markCompleted.mutateAsync();
        } catch {
          notify(flowJa.stepSaveFailed, 'error');
        }
        navigate(SETUP_HOME_PATH);
        return;
      }
      try {
        await record.mutateAsync(next);
      } catch {
        notify(flowJa.stepSaveFailed, 'error');
      }
      navigate(setupStepPath(next));
    },
    [answers, step, navigate, record, markCompleted],
  );

  const advance = useCallback(
    async (patch?: SetupAnswers) => {
      setBusy(true);
      try {
        await moveOn(patch);
      } finally {
        setBusy(false);
      }
    },
    [moveOn],
  );

  const saveAndAdvance = useCallback(
    async (save: () => Promise<unknown>, messages: SaveMessages = {}) => {
      setBusy(true);
      try {
        try {
          await save();
          if (messages.success) notify(messages.success);
        } catch {
          notify(messages.failure ?? flowJa.stepSaveFailed, 'error');
        }
        await moveOn();
      } finally {
        setBusy(false);
      }
    },
    [moveOn],
  );

  const previous = previousSetupStep(step, answers);
  return {
    step,
    answers,
    backPath: previous ? setupStepPath(previous) : null,
    progress: setupProgress(step, answers),
    busy,
    advance,
    saveAndAdvance,
  };
}
