import * as contract from '@kiseki/contract/interests';
import { describe, expect, it } from 'vitest';
import * as labels from './labels';

// The screens carry zod-free copies of the contract's labels (see labels.ts): no drift.
describe('interest labels agree with the contract', () => {
  it('reaction levels and their labels', () => {
    expect([...labels.INTEREST_REACTION_LEVELS]).toEqual([...contract.INTEREST_REACTION_LEVELS]);
    expect(labels.INTEREST_REACTION_LABELS).toEqual(contract.INTEREST_REACTION_LABELS);
  });

  it('the results of a mail link and their messages', () => {
    expect([...labels.REACTION_COMPLETED_RESULTS]).toEqual([
      ...contract.REACTION_COMPLETED_RESULTS,
    ]);
    expect(labels.REACTION_COMPLETED_MESSAGES).toEqual(contract.REACTION_COMPLETED_MESSAGES);
  });

  it('reads the query values of /reaction_completed', () => {
    expect(labels.parseReactionLevel('2')).toBe(2);
    expect(labels.parseReactionLevel('4')).toBeUndefined();
    expect(labels.parseReactionLevel(null)).toBeUndefined();
    expect(labels.parseReactionResult('expired')).toBe('expired');
    expect(labels.parseReactionResult('hacked')).toBe('invalid');
    expect(labels.parseReactionResult(null)).toBe('invalid');
  });
});
