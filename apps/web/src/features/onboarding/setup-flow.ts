import { SETUP_STEPS, type SetupStep } from '@kiseki/contract/career-rules';

/**
 * The initial-setup wizard's order and branching (spec section 4), as pure functions:
 *
 *   sns_accounts → welcome → birthdate → check_student
 *     student:  → education → block
 *     others:   → hirability_level → occupation → experience
 *                 → experience_import | experience_edit → block
 *   block → salary → work_style → work_location → employment_type → business_type
 *     → want_to_do → program → address → completed
 *
 * `completed` has no next step: pressing its button marks the setup completed.
 */

export type ExperienceChoice = 'import' | 'manual';

/** The answers that choose a branch. Unknown answers take the non-student, manual branch. */
export interface SetupAnswers {
  isStudent?: boolean | undefined;
  experienceChoice?: ExperienceChoice | undefined;
}

const LEAD_IN: readonly SetupStep[] = ['sns_accounts', 'welcome', 'birthdate', 'check_student'];
const PREFERENCES: readonly SetupStep[] = [
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

/** Every step the person passes through on the branch their answers choose, in order. */
export function setupPath(answers: SetupAnswers = {}): SetupStep[] {
  const middle: SetupStep[] = answers.isStudent
    ? ['education']
    : [
        'hirability_level',
        'occupation',
        'experience',
        answers.experienceChoice === 'import' ? 'experience_import' : 'experience_edit',
      ];
  return [...LEAD_IN, ...middle, ...PREFERENCES];
}

export function isSetupStep(value: string | undefined | null): value is SetupStep {
  return (SETUP_STEPS as readonly string[]).includes(value ?? '');
}

/**
 * The step after `step`, or null after `completed`. The branching steps decide by the
 * answer given on them (check_student → isStudent, experience → experienceChoice).
 */
export function nextSetupStep(step: SetupStep, answers: SetupAnswers = {}): SetupStep | null {
  switch (step) {
    case 'check_student':
      return answers.isStudent ? 'education' : 'hirability_level';
    case 'experience':
      return answers.experienceChoice === 'import' ? 'experience_import' : 'experience_edit';
    default:
      return FOLLOWING[step];
  }
}

/** The next step of every step that does not branch; a step's own branch decides it. */
const FOLLOWING: Record<SetupStep, SetupStep | null> = {
  sns_accounts: 'welcome',
  welcome: 'birthdate',
  birthdate: 'check_student',
  check_student: 'hirability_level',
  education: 'block',
  hirability_level: 'occupation',
  occupation: 'experience',
  experience: 'experience_edit',
  experience_import: 'block',
  experience_edit: 'block',
  block: 'salary',
  salary: 'work_style',
  work_style: 'work_location',
  work_location: 'employment_type',
  employment_type: 'business_type',
  business_type: 'want_to_do',
  want_to_do: 'program',
  program: 'address',
  address: 'completed',
  completed: null,
};

/**
 * The step before `step` on the person's branch (for 戻る), or null on the first. The steps
 * of one branch lead back into it: education always goes back to check_student, the two
 * experience steps to their index.
 */
export function previousSetupStep(step: SetupStep, answers: SetupAnswers = {}): SetupStep | null {
  switch (step) {
    case 'education':
    case 'hirability_level':
      return 'check_student';
    case 'experience_import':
    case 'experience_edit':
      return 'experience';
    default: {
      const path = setupPath(answers);
      const index = path.indexOf(step);
      return index > 0 ? (path[index - 1] ?? null) : null;
    }
  }
}

/**
 * Where the person is, for the progress indicator: the 1-based position of `step` on their
 * branch and the branch's length. Before check_student is answered the longer branch counts.
 * A step off the branch (opened by URL) counts where it would sit.
 */
export function setupProgress(
  step: SetupStep,
  answers: SetupAnswers = {},
): { position: number; total: number } {
  const effective: SetupAnswers = { ...answers };
  // The step itself says which branch the person is on.
  if (step === 'education') effective.isStudent = true;
  if (step === 'hirability_level' || step === 'occupation' || step === 'experience') {
    effective.isStudent = false;
  }
  if (step === 'experience_import' || step === 'experience_edit') {
    effective.isStudent = false;
    effective.experienceChoice = step === 'experience_import' ? 'import' : 'manual';
  }
  const path = setupPath(effective);
  return { position: path.indexOf(step) + 1, total: path.length };
}

/**
 * Where /user_initial_setup (bare) sends the person: home once completed, else the recorded
 * step, else the first.
 */
export function resumePath(status: { step: SetupStep | null; isCompleted: boolean }): string {
  if (status.isCompleted) return '/';
  return `/user_initial_setup/${status.step ?? SETUP_STEPS[0]}`;
}
