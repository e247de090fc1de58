import { COMPANY_JOB_STATUS_LABELS } from '@kiseki/contract/company-console';
import { JOB_DESCRIPTION_STATUSES } from '@kiseki/contract/master/job-conditions';
import { describe, expect, it } from 'vitest';
import { JOB_STATUS_LABELS, JOB_STATUSES } from './messages';

describe('the zod-free copies of the list screen', () => {
  it('match the contract', () => {
    expect(JOB_STATUS_LABELS).toEqual(COMPANY_JOB_STATUS_LABELS);
    expect(JOB_STATUSES).toEqual(JOB_DESCRIPTION_STATUSES);
  });
});
