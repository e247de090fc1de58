import { DEFAULT_PAGING_MAX_PAGE } from '@kiseki/contract/constants';
import * as jobs from '@kiseki/contract/jobs';
import * as master from '@kiseki/contract/master/index';
import { describe, expect, it } from 'vitest';
import * as labels from './labels';

// The screens carry zod-free copies of the master data (see labels.ts); they must not drift.
describe('job labels agree with the contract', () => {
  it('work styles, employment and business types', () => {
    expect(labels.WORK_STYLE_KEYS).toEqual(master.WORK_STYLE_KEYS);
    expect(labels.WORK_STYLE_LABELS).toEqual(master.WORK_STYLE_LABELS);
    expect(labels.EMPLOYMENT_TYPE_KEYS).toEqual(master.EMPLOYMENT_TYPE_KEYS);
    expect(labels.EMPLOYMENT_TYPE_LABELS).toEqual(master.EMPLOYMENT_TYPE_LABELS);
    expect([...labels.BUSINESS_TYPE_IDS]).toEqual(master.BUSINESS_TYPE_IDS);
    for (const type of master.BUSINESS_TYPES) {
      expect(labels.BUSINESS_TYPE_LABELS[type.id]).toBe(type.label);
    }
  });

  it('prefectures, preferred conditions and tag groups', () => {
    expect(labels.PREFECTURE_NAMES).toEqual(master.PREFECTURES.map((p) => p.name));
    expect(master.PREFECTURES.every((p, index) => p.code === index + 1)).toBe(true);
    expect([...labels.PREFERRED_CONDITION_LABELS]).toEqual(
      master.PREFERRED_CONDITIONS.map((c) => [c.id, c.label]),
    );
    expect(labels.TECH_TAG_GROUPS).toEqual(master.TECH_TAG_GROUPS);
    expect(labels.TECH_TAG_GROUP_LABELS).toEqual(master.TECH_TAG_GROUP_LABELS);
  });

  it('sorts, application states, sources and limits', () => {
    expect(labels.JOB_SEARCH_SORT_TYPES).toEqual(jobs.JOB_SEARCH_SORT_TYPES);
    expect(labels.JOB_SEARCH_SORT_LABELS).toEqual(jobs.JOB_SEARCH_SORT_LABELS);
    expect(labels.JOB_APPLICATION_STATUS_LABELS).toEqual(jobs.JOB_APPLICATION_STATUS_LABELS);
    expect(labels.JOB_SOURCES).toEqual(jobs.JOB_SOURCES);
    expect(labels.JOB_SEARCH_PER_PAGE).toBe(jobs.JOB_SEARCH_PER_PAGE);
    expect(labels.JOB_SEARCH_PAGE_MAX).toBe(jobs.JOB_SEARCH_PAGE_MAX);
    expect(labels.JOB_SEARCH_KEYWORD_MAX_LENGTH).toBe(jobs.JOB_SEARCH_KEYWORD_MAX_LENGTH);
    expect(labels.ANNUAL_SALARY_MAX_MAN_YEN).toBe(master.ANNUAL_SALARY_MAX_MAN_YEN);
    expect(jobs.DEFAULT_JOB_LIST_MAX_PAGE).toBe(DEFAULT_PAGING_MAX_PAGE);
  });
});
