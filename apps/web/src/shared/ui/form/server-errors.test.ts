import { describe, expect, it, vi } from 'vitest';
import { ApiError, type ApiErrorInit } from '../../api/errors';
import { applyServerErrors, isServerOrNetworkFailure, ownErrorMessage } from './server-errors';

const apiError = (init: Partial<ApiErrorInit>) =>
  new ApiError({
    status: 400,
    code: 'validation_failed',
    message: '入力内容に誤りがあります。',
    method: 'POST',
    path: '/api/signup/',
    ...init,
  });

type Form = { email: string; password: string };

describe('applyServerErrors', () => {
  it('marks the fields the form has, focusing the first, and adds no form message', () => {
    const setError = vi.fn();
    const message = applyServerErrors<Form>(
      apiError({
        fields: { email: ['使えません。'], password: ['短すぎます。', '一般的すぎます。'] },
      }),
      setError,
      ['email', 'password'],
    );
    expect(message).toBeUndefined();
    expect(setError.mock.calls).toEqual([
      ['email', { type: 'server', message: '使えません。' }, { shouldFocus: true }],
      [
        'password',
        { type: 'server', message: '短すぎます。 一般的すぎます。' },
        { shouldFocus: false },
      ],
    ]);
  });

  it('returns what no field can show as the form message', () => {
    const setError = vi.fn();
    expect(
      applyServerErrors<Form>(apiError({ fields: { token: ['期限切れです。'] } }), setError, [
        'email',
      ]),
    ).toBe('期限切れです。');
    expect(setError).not.toHaveBeenCalled();
  });

  it('returns the message of an answer without fields (failed login, rate limit)', () => {
    const limited = apiError({ status: 429, code: 'rate_limited', message: '多すぎます。' });
    expect(applyServerErrors<Form>(limited, vi.fn(), ['email'])).toBe('多すぎます。');
    expect(ownErrorMessage(limited)).toBe('多すぎます。');
  });

  it('leaves failures the shell reports to the shell', () => {
    for (const error of [
      apiError({ status: 500, code: 'internal_error' }),
      apiError({ status: 0, code: 'network_error' }),
      apiError({ status: 401, code: 'unauthenticated' }),
      new Error('not an API error'),
    ]) {
      expect(applyServerErrors<Form>(error, vi.fn(), ['email'])).toBeUndefined();
      expect(ownErrorMessage(error)).toBeUndefined();
    }
  });
});

describe('isServerOrNetworkFailure', () => {
  it('is true for a 5xx, an unreadable answer and a lost connection only', () => {
    expect(isServerOrNetworkFailure(apiError({ status: 500, code: 'internal_error' }))).toBe(true);
    expect(isServerOrNetworkFailure(apiError({ status: 502, code: 'internal_error' }))).toBe(true);
    expect(isServerOrNetworkFailure(apiError({ status: 200, code: 'invalid_response' }))).toBe(
      true,
    );
    expect(isServerOrNetworkFailure(apiError({ status: 0, code: 'network_error' }))).toBe(true);
    for (const error of [
      apiError({}),
      apiError({ status: 401, code: 'unauthenticated' }),
      // A 503 of a maintenance-aware path moves the page to the maintenance screen instead.
      apiError({ status: 503, code: 'maintenance', path: '/api/person/' }),
      new Error('not an API error'),
    ]) {
      expect(isServerOrNetworkFailure(error)).toBe(false);
    }
  });
});
