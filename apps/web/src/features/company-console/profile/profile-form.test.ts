import { COMPANY_CONSOLE_MESSAGES as M } from '@kiseki/contract/company-console';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../shared/api/errors';
import { numberValue, previewLogoUrl, withListErrorsOnLists } from './profile-form';

describe('numberValue', () => {
  it('reads full-width digits and separators, and empty as no answer', () => {
    expect(numberValue('１２０')).toBe(120);
    expect(numberValue('1,200')).toBe(1200);
    expect(numberValue(' 42 ')).toBe(42);
    expect(numberValue('')).toBeNull();
    expect(numberValue(undefined)).toBeNull();
    expect(numberValue('abc')).toBeNaN();
    expect(numberValue(7)).toBe(7);
  });
});

describe('previewLogoUrl', () => {
  it('tries https addresses only', () => {
    expect(previewLogoUrl('https://cdn.example.jp/logo.png')).toBe(
      'https://cdn.example.jp/logo.png',
    );
    expect(previewLogoUrl('http://cdn.example.jp/logo.png')).toBeNull();
    expect(previewLogoUrl('javascript:alert(1)')).toBeNull();
    expect(previewLogoUrl('logo.png')).toBeNull();
    expect(previewLogoUrl('')).toBeNull();
    expect(previewLogoUrl(null)).toBeNull();
  });
});

describe('withListErrorsOnLists', () => {
  const error = (fields: Record<string, string[]>) =>
    new ApiError({
      status: 400,
      code: 'validation_failed',
      message: '入力内容に誤りがあります。',
      method: 'PUT',
      path: '/api/company/profile',
      fields,
    });

  it('puts item errors under their list, once', () => {
    const moved = withListErrorsOnLists(
      error({
        'stack_tag_ids.1': [M.tagUnknown],
        'stack_tag_ids.4': [M.tagUnknown],
        'location_prefecture_codes.0': [M.locationInvalid],
        name: [M.companyNameRequired],
      }),
    ) as ApiError;
    expect(moved).toBeInstanceOf(ApiError);
    expect(moved.fields).toEqual({
      stack_tag_ids: [M.tagUnknown],
      location_prefecture_codes: [M.locationInvalid],
      name: [M.companyNameRequired],
    });
    expect(moved.status).toBe(400);
  });

  it('leaves other errors as they are', () => {
    const plain = error({ name: [M.companyNameRequired] });
    expect(withListErrorsOnLists(plain)).toBe(plain);
    const other = new Error('boom');
    expect(withListErrorsOnLists(other)).toBe(other);
  });
});
