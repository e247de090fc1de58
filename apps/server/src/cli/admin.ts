import { emailSchema, newPasswordSchema } from '@kiseki/contract';
import { eq } from 'drizzle-orm';
import { users } from '../db/schema';
import type { Db } from '../db/types';
import { randomToken } from '../lib/secrets';
import { passwordProblem } from '../modules/accounts/passwords';
import { findUserByEmail, insertAccount } from '../modules/accounts/users.service';
import { UsageError } from './flags';

const USAGE = `usage: npm run admin -- create EMAIL [--password PASSWORD]
  creates an active admin account, or makes an existing account an admin;
  without --password a password is generated and printed once`;

function parseCreateArgs(argv: readonly string[]): { email: string; password?: string } {
  let email: string | undefined;
  let password: string | undefined;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '--password' || arg.startsWith('--password=')) {
      password = arg === '--password' ? argv[++i] : arg.slice('--password='.length);
      if (password === undefined) throw new UsageError(`--password needs a value\n${USAGE}`);
    } else if (!arg.startsWith('-') && email === undefined) {
      email = arg;
    } else {
      throw new UsageError(`unknown argument: ${arg}\n${USAGE}`);
    }
  }
  if (!email) throw new UsageError(USAGE);
  const parsed = emailSchema.safeParse(email);
  if (!parsed.success) throw new UsageError(`not an email address: ${email}\n${USAGE}`);
  return { email: parsed.data, ...(password !== undefined ? { password } : {}) };
}

/** `npm run admin -- create EMAIL [--password P]`; returns what to print. */
export async function runAdminCli(argv: string[], db: Db, now = new Date()): Promise<string> {
  const [command, ...rest] = argv;
  if (command !== 'create') throw new UsageError(USAGE);
  const { email, password } = parseCreateArgs(rest);

  if (password !== undefined) {
    const length = newPasswordSchema.safeParse(password);
    const problem = length.success
      ? passwordProblem(password, email)
      : (length.error.issues[0]?.message ?? null);
    if (problem) throw new UsageError(`--password: ${problem}`);
  }

  const existing = await findUserByEmail(db, email);
  if (existing) {
    await db
      .update(users)
      .set({
        isAdmin: true,
        isActive: true,
        activatedAt: existing.activatedAt ?? now,
        updatedAt: now,
      })
      .where(eq(users.id, existing.id));
    return `${existing.email} は管理者になりました（パスワードは変更していません） / ${existing.email} is now an admin (password unchanged)`;
  }
  const chosen = password ?? randomToken(18);
  await insertAccount(db, now, { email, password: chosen, isActive: true, isAdmin: true });
  const shown =
    password === undefined
      ? `\n  パスワード / password: ${chosen}\n  （この表示は一度きりです / shown only once）`
      : '';
  return `管理者 ${email} を作成しました / Admin ${email} created${shown}`;
}
