import { describe, expect, it } from 'vitest';
import { camelizeKeys } from '../../../shared/api/case';
import { ApiError } from '../../../shared/api/errors';
import type { CompanyJob } from './api';
import { jobFormValuesOf, parseChoice, parseManYen, withListFieldErrors } from './form-values';
import { jobWire } from './test-server';

describe('parseManYen', () => {
  it('reads whole amounts, full-width digits and separators', () => {
    expect(parseManYen('600')).toBe(600);
    expect(parseManYen('１２００')).toBe(1200);
    expect(parseManYen('1,200')).toBe(1200);
    expect(parseManYen(' 800 ')).toBe(800);
    expect(parseManYen(700)).toBe(700);
  });

  it('leaves blank as not given and junk as NaN, for the schema to word', () => {
    expect(parseManYen('')).toBeUndefined();
    expect(parseManYen('  ')).toBeUndefined();
    expect(parseManYen(undefined)).toBeUndefined();
    expect(parseManYen('六百')).toBeNaN();
    expect(parseManYen('550.5')).toBe(550.5);
  });
});

describe('parseChoice', () => {
  it('is a number, or undefined when nothing is chosen', () => {
    expect(parseChoice('13')).toBe(13);
    expect(parseChoice('')).toBeUndefined();
  });
});

describe('jobFormValuesOf', () => {
  it('turns a saved job into the request the form edits', () => {
    const job = camelizeKeys(jobWire()) as CompanyJob;
    expect(jobFormValuesOf(job)).toEqual({
      title: job.title,
      summary: job.summary,
      job_details: job.jobDetails,
      required_skills: job.requiredSkills,
      welcome_skills: '',
      development_environment: job.developmentEnvironment,
      working_conditions: job.workingConditions,
      annual_salary_min: 600,
      annual_salary_max: 900,
      prefecture_code: 13,
      work_style: 'partialRemote',
      employment_type: 'fulltime',
      business_type: 1,
      positions: ['BACKEND_ENGINEER'],
      tag_ids: [1, 40],
      preferred_condition_ids: [11],
    });
  });
});

describe('withListFieldErrors', () => {
  const error = new ApiError({
    status: 400,
    code: 'validation_failed',
    message: '入力内容を確認してください。',
    method: 'POST',
    path: '/api/company/job_descriptions',
    fields: {
      title: ['求人タイトルを入力してください。'],
      'positions.0': ['存在しない職種です。'],
      'positions.2': ['存在しない職種です。'],
      'tag_ids.1': ['存在しない技術タグです。'],
    },
  });

  it("moves an item's messages to its list, once each", () => {
    const moved = withListFieldErrors(error) as ApiError;
    expect(moved).toBeInstanceOf(ApiError);
    expect(moved.fields).toEqual({
      title: ['求人タイトルを入力してください。'],
      positions: ['存在しない職種です。'],
      tag_ids: ['存在しない技術タグです。'],
    });
    expect(moved.status).toBe(400);
    expect(moved.message).toBe(error.message);
  });

  it('passes anything else through', () => {
    const other = new Error('boom');
    expect(withListFieldErrors(other)).toBe(other);
  });
});
