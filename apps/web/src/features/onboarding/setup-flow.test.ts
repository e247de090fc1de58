import { SETUP_STEPS, type SetupStep } from '@kiseki/contract/career-rules';
import { describe, expect, it } from 'vitest';
import {
  isSetupStep,
  nextSetupStep,
  previousSetupStep,
  resumePath,
  type SetupAnswers,
  setupPath,
  setupProgress,
} from './setup-flow';

/** Follows nextSetupStep from the first step to the end. */
function walk(answers: SetupAnswers): SetupStep[] {
  const steps: SetupStep[] = [];
  let step: SetupStep | null = 'sns_accounts';
  while (step) {
    steps.push(step);
    step = nextSetupStep(step, answers);
    if (steps.length > SETUP_STEPS.length) throw new Error('the flow loops');
  }
  return steps;
}

const PREFERENCES = [
  'block',
  'salary',
  'work_style',
  'work_location',
  'employment_type',
  'business_type',
  'want_to_do',
  'program',
  'address',
  'completed',
];

describe('nextSetupStep', () => {
  it('takes a student through education straight to block', () => {
    expect(walk({ isStudent: true })).toEqual([
      'sns_accounts',
      'welcome',
      'birthdate',
      'check_student',
      'education',
      ...PREFERENCES,
    ]);
  });

  it('takes anyone else through hirability, occupation and the experience index', () => {
    expect(walk({ isStudent: false, experienceChoice: 'manual' })).toEqual([
      'sns_accounts',
      'welcome',
      'birthdate',
      'check_student',
      'hirability_level',
      'occupation',
      'experience',
      'experience_edit',
      ...PREFERENCES,
    ]);
  });

  it('goes to the import step when the person chose a file', () => {
    const steps = walk({ isStudent: false, experienceChoice: 'import' });
    expect(steps.slice(6, 9)).toEqual(['experience', 'experience_import', 'block']);
    expect(steps).not.toContain('experience_edit');
  });

  it('decides the branch on the branching step only', () => {
    expect(nextSetupStep('check_student', { isStudent: true })).toBe('education');
    expect(nextSetupStep('check_student', { isStudent: false })).toBe('hirability_level');
    expect(nextSetupStep('check_student', {})).toBe('hirability_level');
    expect(nextSetupStep('experience', { experienceChoice: 'import' })).toBe('experience_import');
    expect(nextSetupStep('experience', {})).toBe('experience_edit');
    // Later steps do not depend on stored answers (a reload may have lost them).
    expect(nextSetupStep('education', {})).toBe('block');
    expect(nextSetupStep('experience_import', { isStudent: true })).toBe('block');
    expect(nextSetupStep('hirability_level', { isStudent: true })).toBe('occupation');
  });

  it('has no step after completed', () => {
    expect(nextSetupStep('completed')).toBeNull();
    expect(nextSetupStep('address')).toBe('completed');
  });

  it('reaches every step of the contract on some branch', () => {
    const reached = new Set([
      ...walk({ isStudent: true }),
      ...walk({ experienceChoice: 'import' }),
      ...walk({ experienceChoice: 'manual' }),
    ]);
    expect([...reached].sort()).toEqual([...SETUP_STEPS].sort());
  });
});

describe('previousSetupStep', () => {
  it('has nothing before the first step', () => {
    expect(previousSetupStep('sns_accounts')).toBeNull();
  });

  it('retraces each branch exactly', () => {
    for (const answers of [
      { isStudent: true },
      { isStudent: false, experienceChoice: 'import' as const },
      { isStudent: false, experienceChoice: 'manual' as const },
    ]) {
      const steps = walk(answers);
      for (let i = 1; i < steps.length; i += 1) {
        expect(previousSetupStep(steps[i] as SetupStep, answers)).toBe(steps[i - 1]);
      }
    }
  });

  it('leads back into the branch a step belongs to, whatever the stored answers', () => {
    expect(previousSetupStep('education', { isStudent: false })).toBe('check_student');
    expect(previousSetupStep('hirability_level', { isStudent: true })).toBe('check_student');
    expect(previousSetupStep('experience_import', {})).toBe('experience');
    expect(previousSetupStep('experience_edit', { experienceChoice: 'import' })).toBe('experience');
  });

  it('goes back from block by the answers, manual experience when they are unknown', () => {
    expect(previousSetupStep('block', { isStudent: true })).toBe('education');
    expect(previousSetupStep('block', { experienceChoice: 'import' })).toBe('experience_import');
    expect(previousSetupStep('block', {})).toBe('experience_edit');
  });
});

describe('setupProgress', () => {
  it('counts the longer branch until the person says they are a student', () => {
    expect(setupProgress('sns_accounts')).toEqual({ position: 1, total: 18 });
    expect(setupProgress('check_student')).toEqual({ position: 4, total: 18 });
    expect(setupProgress('education')).toEqual({ position: 5, total: 15 });
    expect(setupProgress('block', { isStudent: true })).toEqual({ position: 6, total: 15 });
    expect(setupProgress('completed', { isStudent: true })).toEqual({ position: 15, total: 15 });
    expect(setupProgress('completed')).toEqual({ position: 18, total: 18 });
  });

  it('places a step on its own branch even when the answers say otherwise', () => {
    expect(setupProgress('experience_import', { isStudent: true })).toEqual({
      position: 8,
      total: 18,
    });
    expect(setupProgress('occupation', { isStudent: true })).toEqual({ position: 6, total: 18 });
  });

  it('has a branch of the right length', () => {
    expect(setupPath({ isStudent: true })).toHaveLength(15);
    expect(setupPath()).toHaveLength(18);
  });
});

describe('resumePath', () => {
  it('starts at the first step before anything was recorded', () => {
    expect(resumePath({ step: null, isCompleted: false })).toBe('/user_initial_setup/sns_accounts');
  });

  it('resumes at the recorded step', () => {
    expect(resumePath({ step: 'salary', isCompleted: false })).toBe('/user_initial_setup/salary');
    expect(resumePath({ step: 'completed', isCompleted: false })).toBe(
      '/user_initial_setup/completed',
    );
  });

  it('sends a person who finished the setup home', () => {
    expect(resumePath({ step: 'completed', isCompleted: true })).toBe('/');
  });
});

describe('isSetupStep', () => {
  it('knows the steps of the contract only', () => {
    expect(isSetupStep('block')).toBe(true);
    expect(isSetupStep('experience_index')).toBe(false);
    expect(isSetupStep(undefined)).toBe(false);
  });
});
