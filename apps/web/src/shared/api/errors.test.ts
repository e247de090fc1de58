import { errorBodySchema } from '@kiseki/contract/errors';
import { describe, expect, it } from 'vitest';
import { apiErrorFromResponse, isErrorBody } from './errors';

const request = { method: 'POST', path: '/api/login/' };

describe('isErrorBody', () => {
  const bodies: [string, unknown][] = [
    ['the minimal shape', { error: { code: 'forbidden', message: '権限がありません' } }],
    [
      'every optional part',
      {
        error: {
          code: 'validation_failed',
          message: '入力内容に誤りがあります。',
          fields: { email: ['メールアドレスを入力してください。'] },
          login_url: '/login',
          redirect_to: '/',
        },
      },
    ],
    ['an unknown code', { error: { code: 'teapot', message: 'x' } }],
    ['a message that is not text', { error: { code: 'forbidden', message: 1 } }],
    [
      'fields that are not lists',
      { error: { code: 'forbidden', message: 'x', fields: { a: 'b' } } },
    ],
    ['fields with a number', { error: { code: 'forbidden', message: 'x', fields: { a: [1] } } }],
    [
      'a login URL that is not text',
      { error: { code: 'unauthenticated', message: 'x', login_url: 5 } },
    ],
    [
      'a redirect that is null',
      { error: { code: 'payment_required', message: 'x', redirect_to: null } },
    ],
    ['no error object', { message: 'x' }],
    ['an error string', { error: 'forbidden' }],
    ['an array', [{ error: { code: 'forbidden', message: 'x' } }]],
    ['null', null],
    ['text', '<html>Bad gateway</html>'],
  ];

  it.each(bodies)('agrees with the contract schema on %s', (_, body) => {
    expect(isErrorBody(body)).toBe(errorBodySchema.safeParse(body).success);
  });

  it('keeps the server message, field errors and links of a contract body', () => {
    const error = apiErrorFromResponse(request, 400, 'application/json', bodies[1]![1]);
    expect(error.code).toBe('validation_failed');
    expect(error.message).toBe('入力内容に誤りがあります。');
    expect(error.fields).toEqual({ email: ['メールアドレスを入力してください。'] });
    expect(error.loginUrl).toBe('/login');
    expect(error.redirectTo).toBe('/');
  });

  it("falls back to the status's own code and message for a body outside the contract", () => {
    const error = apiErrorFromResponse(request, 409, 'application/json', { detail: 'conflict' });
    expect(error.code).toBe('conflict');
    expect(error.message).toBe('ほかの操作と競合しました。再読み込みしてから再度お試しください。');
  });
});
