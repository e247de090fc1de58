import { readStorage, writeStorage } from '../../shared/lib/storage';
import type { ExperienceChoice, SetupAnswers } from './setup-flow';

/**
 * The branch answers of the wizard (student or not, import or manual), kept in the tab's
 * session storage so that a reload or 戻る keeps the person on their branch. The server
 * records only the step; the answers decide nothing a later step could not recover from.
 */
const KEY = 'setupAnswers';

export function readSetupAnswers(): SetupAnswers {
  const raw = readStorage('session', KEY);
  if (!raw) return {};
  try {
    const value = JSON.parse(raw) as Record<string, unknown>;
    const answers: SetupAnswers = {};
    if (typeof value.isStudent === 'boolean') answers.isStudent = value.isStudent;
    if (value.experienceChoice === 'import' || value.experienceChoice === 'manual') {
      answers.experienceChoice = value.experienceChoice as ExperienceChoice;
    }
    return answers;
  } catch {
    return {};
  }
}

export function writeSetupAnswers(patch: SetupAnswers): SetupAnswers {
  const next = { ...readSetupAnswers(), ...patch };
  writeStorage('session', KEY, JSON.stringify(next));
  return next;
}
