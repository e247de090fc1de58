import { ACCOUNT_MESSAGES } from '@kiseki/contract';
import { hash, verify } from '@node-rs/argon2';
import { AppError } from '../../lib/errors';
import { randomToken } from '../../lib/secrets';
import { isCommonPassword } from './common-passwords';

/**
 * argon2id with OWASP's minimum (m = 19 MiB, t = 2, p = 1). @node-rs/argon2 uses argon2id
 * by default; its Algorithm enum is a const enum that isolatedModules cannot import.
 */
const ARGON2_OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;
const CURRENT_PARAMS = `$argon2id$v=19$m=${ARGON2_OPTIONS.memoryCost},t=${ARGON2_OPTIONS.timeCost},p=${ARGON2_OPTIONS.parallelism}$`;

export const hashPassword = (password: string): Promise<string> => hash(password, ARGON2_OPTIONS);

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** True when a hash was made with other parameters and should be redone at the next login. */
export const needsRehash = (passwordHash: string): boolean =>
  !passwordHash.startsWith(CURRENT_PARAMS);

let dummyHash: Promise<string> | undefined;
/**
 * Spends the time of one verification when there is no account to verify against, so the
 * answer time does not tell whether an address is registered.
 */
export async function dummyVerify(password: string): Promise<void> {
  dummyHash ??= hashPassword(randomToken());
  await verifyPassword(await dummyHash, password);
}

/** Server-side rules beyond the schema's length: not the address, not a common password. */
export function passwordProblem(password: string, email: string): string | null {
  if (password.trim().toLowerCase() === email.trim().toLowerCase()) {
    return ACCOUNT_MESSAGES.passwordSameAsEmail;
  }
  if (isCommonPassword(password)) return ACCOUNT_MESSAGES.passwordTooCommon;
  return null;
}

/** Throws 400 with the message on `field` when the new password breaks a rule. */
export function assertAcceptablePassword(password: string, email: string, field: string): void {
  const problem = passwordProblem(password, email);
  if (problem) {
    throw new AppError('validation_failed', undefined, { fields: { [field]: [problem] } });
  }
}
