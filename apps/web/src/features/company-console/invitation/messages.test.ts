import { COMPANY_CONSOLE_MESSAGES as M } from '@kiseki/contract/company-console';
import { describe, expect, it } from 'vitest';
import { invitationJa } from './messages';

describe('the invitation page copies of server messages', () => {
  it('are the words the server answers with', () => {
    expect(invitationJa.invitationInvalid).toBe(M.invitationInvalid);
    expect(invitationJa.emailIsRecruiter).toBe(M.emailIsRecruiter);
  });
});
