import { sameOriginPath } from '@kiseki/contract/account-rules';

/**
 * The job-change flow (spec section 2: /job_change/{step}, start by default). It is entered
 * when the person says they want to change jobs (the hirability reminder sends them here with
 * `from`, the page they were on) and returns there at the end or on 「あとで」.
 */
export const JOB_CHANGE_STEPS = [
  'start',
  'salary',
  'tech_skill',
  'want_to_do',
  'work_style',
  'experiences',
  'done',
] as const;
export type JobChangeStep = (typeof JOB_CHANGE_STEPS)[number];

/** Where the flow returns without a (usable) `from`. */
export const JOB_CHANGE_DEFAULT_RETURN = '/jobs/home';

export function isJobChangeStep(value: string | undefined | null): value is JobChangeStep {
  return (JOB_CHANGE_STEPS as readonly string[]).includes(value ?? '');
}

export function nextJobChangeStep(step: JobChangeStep): JobChangeStep | null {
  return JOB_CHANGE_STEPS[JOB_CHANGE_STEPS.indexOf(step) + 1] ?? null;
}

export function previousJobChangeStep(step: JobChangeStep): JobChangeStep | null {
  const index = JOB_CHANGE_STEPS.indexOf(step);
  return index > 0 ? (JOB_CHANGE_STEPS[index - 1] ?? null) : null;
}

/**
 * The `from` worth keeping: a path of this site (never another origin, spec's same-origin
 * rule for `next`), and not the flow itself (which would send the person round in a circle).
 */
export function keptFrom(from: string | null | undefined): string | null {
  const path = sameOriginPath(from, '');
  if (!path) return null;
  const pathname = path.split(/[?#]/)[0] ?? '';
  if (pathname === '/job_change' || pathname.startsWith('/job_change/')) return null;
  return path;
}

/** Where 「あとで」 and the end of the flow lead: `from`, else the jobs home. */
export const jobChangeReturnPath = (from: string | null | undefined): string =>
  keptFrom(from) ?? JOB_CHANGE_DEFAULT_RETURN;

/** A step's path, carrying `from` along. */
export function jobChangeStepPath(step: JobChangeStep, from: string | null | undefined): string {
  const kept = keptFrom(from);
  return `/job_change/${step}${kept ? `?from=${encodeURIComponent(kept)}` : ''}`;
}
