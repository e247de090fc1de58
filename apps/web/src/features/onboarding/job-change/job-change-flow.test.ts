import { describe, expect, it } from 'vitest';
import {
  isJobChangeStep,
  JOB_CHANGE_STEPS,
  jobChangeReturnPath,
  jobChangeStepPath,
  keptFrom,
  nextJobChangeStep,
  previousJobChangeStep,
} from './job-change-flow';

describe('job-change steps', () => {
  it('runs start → salary → tech_skill → want_to_do → work_style → experiences → done', () => {
    const steps: string[] = [];
    let step: (typeof JOB_CHANGE_STEPS)[number] | null = 'start';
    while (step) {
      steps.push(step);
      step = nextJobChangeStep(step);
    }
    expect(steps).toEqual([...JOB_CHANGE_STEPS]);
    expect(previousJobChangeStep('start')).toBeNull();
    expect(previousJobChangeStep('salary')).toBe('start');
    expect(previousJobChangeStep('done')).toBe('experiences');
  });

  it('knows its steps only', () => {
    expect(isJobChangeStep('tech_skill')).toBe(true);
    expect(isJobChangeStep('block')).toBe(false);
  });
});

describe('from', () => {
  it('keeps same-origin paths with their query', () => {
    expect(keptFrom('/cv')).toBe('/cv');
    expect(keptFrom('/jobs/search?q=go')).toBe('/jobs/search?q=go');
  });

  it('drops other origins, protocol-relative and odd paths', () => {
    for (const from of [
      'https://evil.example/',
      '//evil.example',
      '/\\evil.example',
      'javascript:alert(1)',
      '/\tevil',
      '',
      null,
      undefined,
    ]) {
      expect(keptFrom(from), String(from)).toBeNull();
    }
  });

  it('does not return into the flow itself', () => {
    expect(keptFrom('/job_change/done')).toBeNull();
    expect(keptFrom('/job_change?from=/cv')).toBeNull();
    expect(keptFrom('/job_changes')).toBe('/job_changes');
  });

  it('returns to from, else to the jobs home', () => {
    expect(jobChangeReturnPath('/analytics/views')).toBe('/analytics/views');
    expect(jobChangeReturnPath('//evil.example')).toBe('/jobs/home');
    expect(jobChangeReturnPath(null)).toBe('/jobs/home');
  });

  it('carries from along the steps', () => {
    expect(jobChangeStepPath('salary', '/cv?tab=1')).toBe(
      '/job_change/salary?from=%2Fcv%3Ftab%3D1',
    );
    expect(jobChangeStepPath('done', null)).toBe('/job_change/done');
    expect(jobChangeStepPath('done', 'https://evil.example')).toBe('/job_change/done');
  });
});
