import type { AuthInfoWire } from '@kiseki/contract';
import { hmacHex } from '../../lib/secrets';
import type { ServiceContext } from '../../lib/service-context';
import type { CurrentSession } from './sessions.service';
import { recordTermsAgreement, usernameOf } from './users.service';

/**
 * The two keyed hashes of auth info depend only on the person, and the shell asks for auth
 * info on every page: each is computed once per process (bounded; forgotten all at once).
 */
const hashesByKey = new Map<string, Map<string, string>>();
const HASHES_MAX = 10_000;
const keyedHash = (secretKey: string, value: string): string => {
  let hashes = hashesByKey.get(secretKey);
  if (!hashes) {
    hashes = new Map();
    hashesByKey.set(secretKey, hashes);
  }
  let known = hashes.get(value);
  if (known === undefined) {
    known = hmacHex(secretKey, value);
    if (hashes.size >= HASHES_MAX) hashes.clear();
    hashes.set(value, known);
  }
  return known;
};

/** The id the chat-support widget knows a person by. */
export const chatSupportUserId = (userId: number) => `kiseki-${userId}`;

/** Auth info of spec section 3 for the signed-in person. */
export function authInfo(ctx: ServiceContext, session: CurrentSession): AuthInfoWire {
  const { user } = session;
  const chatId = chatSupportUserId(user.id);
  return {
    userid: user.id,
    username: usernameOf(user),
    email: user.email,
    is_hijacked: session.impersonatorId !== null,
    is_admin: user.isAdmin,
    building_status: user.buildingStatus,
    sns_relation_list: [],
    is_show_accounts_setup_page: user.displayName === null,
    is_need_terms_agreement: !user.agreedToCurrentTerms,
    hash: keyedHash(ctx.config.secretKey, user.email),
    chat_support_user_id: chatId,
    chat_support_user_hash: keyedHash(ctx.config.secretKey, chatId),
    company: user.company,
  };
}

export async function agreeToTerms(ctx: ServiceContext, session: CurrentSession): Promise<void> {
  await recordTermsAgreement(ctx.db, session.user.id, ctx.now());
  session.user.agreedToCurrentTerms = true;
}
