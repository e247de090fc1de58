import { ACCOUNT_MESSAGES } from '@kiseki/contract';
import { describe, expect, it } from 'vitest';
import { isCommonPassword } from './common-passwords';
import { hashPassword, needsRehash, passwordProblem, verifyPassword } from './passwords';

describe('passwords', () => {
  it('hashes with argon2id at m=19 MiB, t=2, p=1 and verifies', async () => {
    const hash = await hashPassword('せかいいち-secret');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(hash, 'せかいいち-secret')).toBe(true);
    expect(await verifyPassword(hash, 'せかいいち-Secret')).toBe(false);
    expect(await verifyPassword('not a hash', 'x')).toBe(false);
    expect(needsRehash(hash)).toBe(false);
    expect(needsRehash('$argon2id$v=19$m=4096,t=3,p=1$abc$def')).toBe(true);
  });

  it('knows tens of thousands of common passwords, case-insensitively', () => {
    for (const p of ['password', 'Password1', '12345678', 'qwertyuiop', 'iloveyou', 'sunshine']) {
      expect(isCommonPassword(p), p).toBe(true);
    }
    for (const p of ['kiseki-demo-2026', 'sakura-mochi-2026', 'correct horse battery staple 9']) {
      expect(isCommonPassword(p), p).toBe(false);
    }
  });

  it('refuses the address itself and common passwords', () => {
    expect(passwordProblem(' Me@Example.jp ', 'me@example.jp')).toBe(
      ACCOUNT_MESSAGES.passwordSameAsEmail,
    );
    expect(passwordProblem('football1', 'me@example.jp')).toBe(ACCOUNT_MESSAGES.passwordTooCommon);
    expect(passwordProblem('an-uncommon-phrase-7', 'me@example.jp')).toBeNull();
  });
});
