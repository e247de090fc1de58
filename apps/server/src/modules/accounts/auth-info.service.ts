import type { AuthInfoWire } from '@kiseki/contract';
import { hmacHex } from '../../lib/secrets';
import type { ServiceContext } from '../../lib/service-context';
import type { CurrentSession } from './sessions.service';
import { recordTermsAgreement, usernameOf } from './users.service';

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
    hash: hmacHex(ctx.config.secretKey, user.email),
    chat_support_user_id: chatId,
    chat_support_user_hash: hmacHex(ctx.config.secretKey, chatId),
  };
}

export async function agreeToTerms(ctx: ServiceContext, session: CurrentSession): Promise<void> {
  await recordTermsAgreement(ctx.db, session.user.id, ctx.now());
  session.user.agreedToCurrentTerms = true;
}
