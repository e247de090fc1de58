import { createHmac, timingSafeEqual } from 'node:crypto';

/*
 * The one-click link of the interest-notification mail (spec: /follower_company_reaction with
 * user_id_hash, follower_company_id and reaction_level). Whoever holds the mail may react
 * without signing in, so the link carries its own proof: `sig`, an HMAC-SHA256 under the
 * app's secret key over every other parameter, and `expires`, after which the link is dead
 * even though its signature still checks out.
 *
 * The secret key also signs CSRF tokens (`csrf|…`), share tokens (`share-token:…`), cookies,
 * and keys the auth-info hashes, some of which are HMACs of text a person chooses (their
 * email) handed back to them. Each message here starts with its own prefix and separates its
 * fields with U+0000, which no request string may hold (decision 008), so no other use of the
 * key can be led to compute a reaction signature or a user id hash, and the two here cannot
 * stand in for each other.
 */

const LINK_PREFIX = 'kiseki/reaction-link/v1';
const USER_PREFIX = 'kiseki/reaction-user/v1';
const SEP = '\u0000';

/** How long a mailed reaction link works: 30 days. */
export const REACTION_LINK_LIFETIME_SECONDS = 30 * 86_400;

/** Levels a company's interest can be answered with from the mail. */
export const REACTION_LEVEL = {
  /** 興味がある */
  INTERESTED: 1,
  /** 話を聞きたい */
  WANT_TO_HEAR: 2,
  /** 今は見送る */
  NOT_NOW: 3,
} as const;
export type ReactionLevel = (typeof REACTION_LEVEL)[keyof typeof REACTION_LEVEL];
export const REACTION_LEVELS: readonly ReactionLevel[] = [1, 2, 3];

export const REACTION_LINK_PARAMS = {
  userIdHash: 'user_id_hash',
  followerCompanyId: 'follower_company_id',
  reactionLevel: 'reaction_level',
  expires: 'expires',
  sig: 'sig',
} as const;

export interface ReactionLinkFields {
  userIdHash: string;
  followerCompanyId: number;
  reactionLevel: number;
  expires: number;
}

export type ReactionLinkVerdict =
  | { ok: true; userIdHash: string; followerCompanyId: number; reactionLevel: ReactionLevel }
  | { ok: false; reason: 'missing' | 'malformed' | 'bad_signature' | 'expired' };

/** A full SHA-256 in base64url without padding. */
const USER_ID_HASH_PATTERN = /^[A-Za-z0-9_-]{43}$/;
/** Canonical decimal only: one spelling per number, so one signature per link. */
const ID_PATTERN = /^[1-9][0-9]{0,15}$/;
const LEVEL_PATTERN = /^[1-3]$/;
// Any length up to twice a real one: a shortened or padded signature is a wrong signature,
// not a different kind of error, and the bound keeps absurd input away from the HMAC.
const SIG_PATTERN = /^[A-Za-z0-9_-]{1,86}$/;

const mac = (secret: string, message: string): string =>
  createHmac('sha256', secret).update(message, 'utf8').digest('base64url');

const isPositiveSafeInteger = (n: number) => Number.isSafeInteger(n) && n > 0;

/**
 * The id a reaction link names its person by: stable for one secret key, and useless to
 * anyone without it (an HMAC, not a plain hash of a small number anyone could enumerate).
 */
export function userIdHash(secret: string, userId: number): string {
  if (!isPositiveSafeInteger(userId)) throw new RangeError(`invalid user id: ${userId}`);
  return mac(secret, `${USER_PREFIX}${SEP}${userId}`);
}

const linkMessage = (f: ReactionLinkFields) =>
  [LINK_PREFIX, f.userIdHash, f.followerCompanyId, f.reactionLevel, f.expires].join(SEP);

/** The query of a reaction link, `sig` last. Refuses fields its own verifier would refuse. */
export function signReactionLink(secret: string, fields: ReactionLinkFields): URLSearchParams {
  if (!USER_ID_HASH_PATTERN.test(fields.userIdHash)) {
    throw new RangeError('invalid user id hash');
  }
  if (!isPositiveSafeInteger(fields.followerCompanyId)) {
    throw new RangeError(`invalid follower company id: ${fields.followerCompanyId}`);
  }
  if (!(REACTION_LEVELS as readonly number[]).includes(fields.reactionLevel)) {
    throw new RangeError(`invalid reaction level: ${fields.reactionLevel}`);
  }
  if (!isPositiveSafeInteger(fields.expires)) {
    throw new RangeError(`invalid expiry: ${fields.expires}`);
  }
  const p = REACTION_LINK_PARAMS;
  return new URLSearchParams([
    [p.userIdHash, fields.userIdHash],
    [p.followerCompanyId, String(fields.followerCompanyId)],
    [p.reactionLevel, String(fields.reactionLevel)],
    [p.expires, String(fields.expires)],
    [p.sig, mac(secret, linkMessage(fields))],
  ]);
}

const DUPLICATE = Symbol('duplicate');

function reader(params: URLSearchParams | Record<string, string | undefined>) {
  if (params instanceof URLSearchParams) {
    return (name: string): string | undefined | typeof DUPLICATE => {
      const all = params.getAll(name);
      // Two values for one name would leave the meaning to whichever one a reader picks.
      if (all.length > 1) return DUPLICATE;
      return all[0];
    };
  }
  return (name: string) => (Object.hasOwn(params, name) ? params[name] : undefined);
}

/**
 * Checks a reaction link's query. Reasons come in a fixed order: missing, then malformed, then
 * bad_signature, and expired only for a link we really issued, so the page can offer to
 * react from the app when a genuine link has merely aged.
 *
 * A link is good up to the second before `expires`.
 */
export function verifyReactionLink(
  secret: string,
  params: URLSearchParams | Record<string, string | undefined>,
  nowEpochSeconds: number,
): ReactionLinkVerdict {
  if (!Number.isFinite(nowEpochSeconds)) throw new RangeError('now must be finite');
  const read = reader(params);
  const p = REACTION_LINK_PARAMS;
  const raw = {
    userIdHash: read(p.userIdHash),
    followerCompanyId: read(p.followerCompanyId),
    reactionLevel: read(p.reactionLevel),
    expires: read(p.expires),
    sig: read(p.sig),
  };
  const values = Object.values(raw);
  if (values.some((v) => v === undefined || v === '')) return { ok: false, reason: 'missing' };
  const { userIdHash, followerCompanyId, reactionLevel, expires, sig } = raw;
  if (
    typeof userIdHash !== 'string' ||
    typeof followerCompanyId !== 'string' ||
    typeof reactionLevel !== 'string' ||
    typeof expires !== 'string' ||
    typeof sig !== 'string' ||
    !USER_ID_HASH_PATTERN.test(userIdHash) ||
    !ID_PATTERN.test(followerCompanyId) ||
    !LEVEL_PATTERN.test(reactionLevel) ||
    !ID_PATTERN.test(expires) ||
    !SIG_PATTERN.test(sig)
  ) {
    return { ok: false, reason: 'malformed' };
  }
  const fields = {
    userIdHash,
    followerCompanyId: Number(followerCompanyId),
    reactionLevel: Number(reactionLevel) as ReactionLevel,
    expires: Number(expires),
  };
  if (!Number.isSafeInteger(fields.followerCompanyId) || !Number.isSafeInteger(fields.expires)) {
    return { ok: false, reason: 'malformed' };
  }
  const expected = Buffer.from(mac(secret, linkMessage(fields)));
  const given = Buffer.from(sig);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
    return { ok: false, reason: 'bad_signature' };
  }
  if (nowEpochSeconds >= fields.expires) return { ok: false, reason: 'expired' };
  return {
    ok: true,
    userIdHash: fields.userIdHash,
    followerCompanyId: fields.followerCompanyId,
    reactionLevel: fields.reactionLevel,
  };
}
