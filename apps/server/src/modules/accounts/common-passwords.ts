import { dictionary } from '@zxcvbn-ts/language-common';

/**
 * Passwords too common to allow: the ~49,000 most frequent passwords of public breach
 * corpora, as shipped by zxcvbn-ts. Lower-cased; built once, on first use.
 */
let common: Set<string> | undefined;

const commonPasswords = (): Set<string> => {
  if (!common) {
    const list = (dictionary as Record<string, readonly string[]>)['passwords-common'] ?? [];
    common = new Set(list.map((p) => p.toLowerCase()));
    if (common.size < 10_000) throw new Error('common password list did not load');
  }
  return common;
};

export const isCommonPassword = (password: string): boolean =>
  commonPasswords().has(password.toLowerCase());
