import * as search from '@kiseki/contract/candidate-search';
import { HIRABILITY_LEVELS as CONTRACT_HIRABILITY_LEVELS } from '@kiseki/contract/career-rules';
import * as interests from '@kiseki/contract/interests';
import * as threads from '@kiseki/contract/threads';
import { describe, expect, it } from 'vitest';
import * as labels from './labels';

// The screens carry zod-free copies of the contract's constants (see labels.ts): no drift.
describe('candidate labels agree with the contract', () => {
  it('search limits and orders', () => {
    expect(labels.CANDIDATE_SEARCH_PER_PAGE).toBe(search.CANDIDATE_SEARCH_PER_PAGE);
    expect(labels.CANDIDATE_SEARCH_PAGE_MAX).toBe(search.CANDIDATE_SEARCH_PAGE_MAX);
    expect(labels.CANDIDATE_SEARCH_KEYWORD_MAX_LENGTH).toBe(
      search.CANDIDATE_SEARCH_KEYWORD_MAX_LENGTH,
    );
    expect([...labels.CANDIDATE_SEARCH_SORT_TYPES]).toEqual([
      ...search.CANDIDATE_SEARCH_SORT_TYPES,
    ]);
    expect(labels.CANDIDATE_SEARCH_SORT_LABELS).toEqual(search.CANDIDATE_SEARCH_SORT_LABELS);
    expect([...labels.CANDIDATE_SCORE_TYPES].sort()).toEqual(
      [...search.CANDIDATE_SCORE_TYPES].sort(),
    );
    expect([...labels.HIRABILITY_LEVELS].sort()).toEqual([...CONTRACT_HIRABILITY_LEVELS].sort());
  });

  it('interest reactions and the not-found words', () => {
    expect(labels.INTEREST_REACTION_LABELS).toEqual(interests.INTEREST_REACTION_LABELS);
    expect(labels.INTEREST_CANDIDATE_NOT_FOUND).toBe(interests.INTEREST_MESSAGES.candidateNotFound);
  });

  it('threads', () => {
    expect(labels.THREAD_MESSAGE_MAX_LENGTH).toBe(threads.THREAD_MESSAGE_MAX_LENGTH);
    expect(labels.THREAD_STATUS_LABELS).toEqual(threads.THREAD_STATUS_LABELS);
  });
});
