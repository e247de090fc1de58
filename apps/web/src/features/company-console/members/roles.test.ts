import {
  COMPANY_INVITATION_TTL_DAYS,
  COMPANY_ROLE_LABELS,
  COMPANY_ROLES,
} from '@kiseki/contract/company-console';
import { describe, expect, it } from 'vitest';
import { COMPANY_ROLE_KEYS, INVITATION_TTL_DAYS, ROLE_DESCRIPTIONS, ROLE_LABELS } from './roles';

describe('the console copies of the contract role rules', () => {
  it('has every role of the contract, with its label', () => {
    expect([...COMPANY_ROLE_KEYS].sort()).toEqual([...COMPANY_ROLES].sort());
    expect(ROLE_LABELS).toEqual(COMPANY_ROLE_LABELS);
    expect(Object.keys(ROLE_DESCRIPTIONS).sort()).toEqual([...COMPANY_ROLES].sort());
  });

  it('says the same link lifetime as the server', () => {
    expect(INVITATION_TTL_DAYS).toBe(COMPANY_INVITATION_TTL_DAYS);
  });
});
