import * as contract from '@kiseki/contract/threads';
import { describe, expect, it } from 'vitest';
import { THREAD_MESSAGE_MAX_LENGTH } from '../../shared/ui/threads/limits';
import * as labels from './labels';

// The screens carry zod-free copies of the contract's labels (see labels.ts): no drift.
describe('thread labels agree with the contract', () => {
  it('limits', () => {
    expect(THREAD_MESSAGE_MAX_LENGTH).toBe(contract.THREAD_MESSAGE_MAX_LENGTH);
    expect(labels.THREAD_DECLINE_NOTE_MAX_LENGTH).toBe(contract.THREAD_DECLINE_NOTE_MAX_LENGTH);
  });

  it('statuses, origins and decline reasons', () => {
    expect(labels.THREAD_STATUS_LABELS).toEqual(contract.THREAD_STATUS_LABELS);
    expect(labels.THREAD_ORIGIN_LABELS).toEqual(contract.THREAD_ORIGIN_LABELS);
    expect([...labels.THREAD_DECLINE_REASONS]).toEqual([...contract.THREAD_DECLINE_REASONS]);
    expect(labels.THREAD_DECLINE_REASON_LABELS).toEqual(contract.THREAD_DECLINE_REASON_LABELS);
  });
});
