import { describe, expect, it } from 'vitest';
import { loginRequestSchema, sameOriginPath, signupRequestSchema } from './accounts';

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
