import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_MESSAGES,
  loginRequestSchema,
  RESET_TOKEN_MAX_LENGTH,
  resetPasswordRequestSchema,
  sameOriginPath,
  signupRequestSchema,
} from './accounts';

describe('sameOriginPath', () => {
  it('keeps paths on this site and falls back for everything else', () => {
    expect(sameOriginPath('/jobs/search?q=go#x')).toBe('/jobs/search?q=go#x');
    expect(sameOriginPath('/')).toBe('/');
    for (const bad of [
      '//evil.example',
      '/\\evil.example',
      'https://evil.example',
      'evil',
      '/\n/evil',
      '',
      null,
      undefined,
    ]) {
      expect(sameOriginPath(bad), String(bad)).toBe('/');
    }
    expect(sameOriginPath('//x', '/home')).toBe('/home');
  });
});

describe('account request schemas', () => {
  it('trims the address and refuses a password equal to it', () => {
    const parsed = signupRequestSchema.safeParse({
      email: ' a@example.jp ',
      password: 'A@Example.jp',
      terms_agreed: true,
    });
    expect(parsed.success).toBe(false);
    const ok = loginRequestSchema.parse({ email: ' a@example.jp ', password: 'x', next: '/cv' });
    expect(ok).toEqual({ email: 'a@example.jp', password: 'x', next: '/cv' });
  });
});

describe('reset token', () => {
  const tokenIssues = (token: string) =>
    resetPasswordRequestSchema
      .safeParse({ token, password: 'a long enough passphrase' })
      .error?.issues.map((issue) => issue.message) ?? [];

  it(`takes 1 to ${RESET_TOKEN_MAX_LENGTH} characters; outside that the link is called invalid`, () => {
    expect(RESET_TOKEN_MAX_LENGTH).toBe(200);
    expect(tokenIssues('t')).toEqual([]);
    expect(tokenIssues('t'.repeat(200))).toEqual([]);
    expect(tokenIssues('t'.repeat(201))).toEqual([ACCOUNT_MESSAGES.resetTokenInvalid]);
    expect(tokenIssues('')).toEqual([ACCOUNT_MESSAGES.resetTokenInvalid]);
  });
});
