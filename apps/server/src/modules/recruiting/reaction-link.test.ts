import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  REACTION_LEVEL,
  REACTION_LINK_LIFETIME_SECONDS,
  type ReactionLinkFields,
  signReactionLink,
  userIdHash,
  verifyReactionLink,
} from './reaction-link';

const SECRET = 'test-secret-key-0123456789-abcdefghijklmnop';
const OTHER_SECRET = 'another-secret-key-0123456789-abcdefghijkl';
const NOW = Math.floor(Date.UTC(2026, 10, 23, 3, 0, 0) / 1000);

const fields = (over: Partial<ReactionLinkFields> = {}): ReactionLinkFields => ({
  userIdHash: userIdHash(SECRET, 42),
  followerCompanyId: 7,
  reactionLevel: REACTION_LEVEL.WANT_TO_HEAR,
  expires: NOW + REACTION_LINK_LIFETIME_SECONDS,
  ...over,
});

const signed = (over: Partial<ReactionLinkFields> = {}) => signReactionLink(SECRET, fields(over));

const withParam = (params: URLSearchParams, name: string, value: string | null) => {
  const copy = new URLSearchParams(params);
  if (value === null) copy.delete(name);
  else copy.set(name, value);
  return copy;
};

describe('userIdHash', () => {
  it('is stable, url-safe and at least 22 characters', () => {
    const a = userIdHash(SECRET, 42);
    expect(a).toBe(userIdHash(SECRET, 42));
    expect(a).toMatch(/^[A-Za-z0-9_-]{22,}$/);
    expect(a).toHaveLength(43);
  });

  it('differs per person and per secret', () => {
    expect(userIdHash(SECRET, 42)).not.toBe(userIdHash(SECRET, 43));
    expect(userIdHash(SECRET, 42)).not.toBe(userIdHash(OTHER_SECRET, 42));
  });

  it('is not a bare HMAC or hash of the id that another use of the key could produce', () => {
    const bare = createHmac('sha256', SECRET).update('42').digest('base64url');
    const chat = createHmac('sha256', SECRET).update('kiseki-42').digest('base64url');
    expect(userIdHash(SECRET, 42)).not.toBe(bare);
    expect(userIdHash(SECRET, 42)).not.toBe(chat);
  });

  it.each([0, -1, 1.5, Number.NaN, Number.MAX_SAFE_INTEGER + 1])('refuses user id %s', (id) => {
    expect(() => userIdHash(SECRET, id)).toThrow(RangeError);
  });
});

describe('reaction link', () => {
  it('round-trips every reaction level', () => {
    for (const level of [1, 2, 3]) {
      const params = signed({ reactionLevel: level });
      expect(verifyReactionLink(SECRET, params, NOW)).toEqual({
        ok: true,
        userIdHash: userIdHash(SECRET, 42),
        followerCompanyId: 7,
        reactionLevel: level,
      });
    }
  });

  it('carries the spec parameters plus expires and sig, in a url-safe query', () => {
    const params = signed();
    expect([...params.keys()]).toEqual([
      'user_id_hash',
      'follower_company_id',
      'reaction_level',
      'expires',
      'sig',
    ]);
    expect(params.get('expires')).toBe(String(NOW + 30 * 86_400));
    expect(params.get('sig')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // Nothing in the query needs percent-encoding, so mail clients cannot mangle it.
    expect(params.toString()).toMatch(/^[A-Za-z0-9_\-=&]+$/);
  });

  it('verifies the same query as parsed from the link and as a plain record', () => {
    const params = signed();
    const url = new URL(`https://kiseki.example.jp/follower_company_reaction?${params}`);
    expect(verifyReactionLink(SECRET, url.searchParams, NOW).ok).toBe(true);
    expect(verifyReactionLink(SECRET, Object.fromEntries(params), NOW).ok).toBe(true);
  });

  it('lives 30 days', () => {
    expect(REACTION_LINK_LIFETIME_SECONDS).toBe(2_592_000);
  });

  describe('tampering gives bad_signature', () => {
    it.each([
      ['reaction level', 'reaction_level', '3'],
      ['company', 'follower_company_id', '8'],
      ['user hash', 'user_id_hash', userIdHash(SECRET, 43)],
      ['expiry, pushed later', 'expires', String(NOW + 10 * REACTION_LINK_LIFETIME_SECONDS)],
    ])('%s changed', (_what, name, value) => {
      const params = withParam(signed(), name, value);
      expect(verifyReactionLink(SECRET, params, NOW)).toEqual({
        ok: false,
        reason: 'bad_signature',
      });
    });

    it('signature changed in one character', () => {
      const params = signed();
      const sig = params.get('sig')!;
      const flipped = `${sig.slice(0, 10)}${sig[10] === 'A' ? 'B' : 'A'}${sig.slice(11)}`;
      expect(verifyReactionLink(SECRET, withParam(params, 'sig', flipped), NOW)).toEqual({
        ok: false,
        reason: 'bad_signature',
      });
    });

    it('signature truncated or extended', () => {
      const params = signed();
      const sig = params.get('sig')!;
      for (const changed of [sig.slice(0, 42), sig.slice(0, 22), sig.slice(0, 1), `${sig}A`]) {
        expect(verifyReactionLink(SECRET, withParam(params, 'sig', changed), NOW)).toEqual({
          ok: false,
          reason: 'bad_signature',
        });
      }
    });

    it('signature of another link', () => {
      const params = withParam(signed(), 'sig', signed({ reactionLevel: 3 }).get('sig'));
      expect(verifyReactionLink(SECRET, params, NOW)).toEqual({
        ok: false,
        reason: 'bad_signature',
      });
    });

    it('signed with another secret', () => {
      const params = signReactionLink(OTHER_SECRET, fields());
      expect(verifyReactionLink(SECRET, params, NOW)).toEqual({
        ok: false,
        reason: 'bad_signature',
      });
    });

    it('a CSRF-style or bare HMAC of the same fields under the same secret', () => {
      const f = fields();
      const bodies = [
        `${f.userIdHash}|${f.followerCompanyId}|${f.reactionLevel}|${f.expires}`,
        `csrf|${f.userIdHash}|${f.followerCompanyId}`,
        [f.userIdHash, f.followerCompanyId, f.reactionLevel, f.expires].join('\u0000'),
      ];
      for (const body of bodies) {
        const sig = createHmac('sha256', SECRET).update(body).digest('base64url');
        const params = withParam(signed(), 'sig', sig);
        expect(verifyReactionLink(SECRET, params, NOW).ok).toBe(false);
      }
    });
  });

  describe('expiry', () => {
    it('works up to the second before expires and not at it', () => {
      const expires = NOW + 100;
      const params = signed({ expires });
      expect(verifyReactionLink(SECRET, params, expires - 1).ok).toBe(true);
      expect(verifyReactionLink(SECRET, params, expires - 0.5).ok).toBe(true);
      expect(verifyReactionLink(SECRET, params, expires)).toEqual({ ok: false, reason: 'expired' });
      expect(verifyReactionLink(SECRET, params, expires + 1)).toEqual({
        ok: false,
        reason: 'expired',
      });
    });

    it('checks the signature before the expiry, so only genuine links read as expired', () => {
      const params = withParam(signed({ expires: NOW - 10 }), 'reaction_level', '1');
      expect(verifyReactionLink(SECRET, params, NOW)).toEqual({
        ok: false,
        reason: 'bad_signature',
      });
    });

    it('refuses a non-finite now', () => {
      expect(() => verifyReactionLink(SECRET, signed(), Number.NaN)).toThrow(RangeError);
    });
  });

  describe('missing', () => {
    it.each(['user_id_hash', 'follower_company_id', 'reaction_level', 'expires', 'sig'])(
      'without %s',
      (name) => {
        expect(verifyReactionLink(SECRET, withParam(signed(), name, null), NOW)).toEqual({
          ok: false,
          reason: 'missing',
        });
        expect(verifyReactionLink(SECRET, withParam(signed(), name, ''), NOW)).toEqual({
          ok: false,
          reason: 'missing',
        });
      },
    );

    it('with nothing at all, as a record with undefined values, or inherited keys only', () => {
      expect(verifyReactionLink(SECRET, new URLSearchParams(), NOW)).toEqual({
        ok: false,
        reason: 'missing',
      });
      const record: Record<string, string | undefined> = Object.fromEntries(signed());
      record.sig = undefined;
      expect(verifyReactionLink(SECRET, record, NOW)).toEqual({ ok: false, reason: 'missing' });
      const inherited = Object.create(Object.fromEntries(signed())) as Record<string, string>;
      expect(verifyReactionLink(SECRET, inherited, NOW)).toEqual({ ok: false, reason: 'missing' });
    });
  });

  describe('malformed', () => {
    it.each([
      ['follower_company_id', '7.0'],
      ['follower_company_id', '7.5'],
      ['follower_company_id', '07'],
      ['follower_company_id', '+7'],
      ['follower_company_id', '-7'],
      ['follower_company_id', '0'],
      ['follower_company_id', ' 7'],
      ['follower_company_id', '7e3'],
      ['follower_company_id', '0x7'],
      ['follower_company_id', 'seven'],
      ['follower_company_id', '9007199254740992'],
      ['follower_company_id', '99999999999999999999999'],
      ['reaction_level', '0'],
      ['reaction_level', '4'],
      ['reaction_level', '2.0'],
      ['reaction_level', '02'],
      ['reaction_level', '１'],
      ['expires', '1.5'],
      ['expires', '-1'],
      ['expires', '1e10'],
      ['expires', '9999999999999999'],
      ['expires', '1'.repeat(400)],
      ['user_id_hash', 'short'],
      ['user_id_hash', `${'a'.repeat(42)}=`],
      ['user_id_hash', `${'a'.repeat(42)}+`],
      ['user_id_hash', 'a'.repeat(44)],
      ['sig', 'not a signature'],
      ['sig', 'a'.repeat(87)],
      ['sig', `${'a'.repeat(42)}/`],
    ])('%s = %s', (name, value) => {
      expect(verifyReactionLink(SECRET, withParam(signed(), name, value), NOW)).toEqual({
        ok: false,
        reason: 'malformed',
      });
    });

    it('a parameter given twice, even with the same value', () => {
      const params = signed();
      params.append('reaction_level', params.get('reaction_level')!);
      expect(verifyReactionLink(SECRET, params, NOW)).toEqual({ ok: false, reason: 'malformed' });
    });

    it('an array where a string belongs (a query parser that collects repeats)', () => {
      const record = { ...Object.fromEntries(signed()), reaction_level: ['2', '3'] };
      expect(verifyReactionLink(SECRET, record as unknown as Record<string, string>, NOW)).toEqual({
        ok: false,
        reason: 'malformed',
      });
    });
  });

  describe('signing refuses what verifying would refuse', () => {
    it.each([
      ['user hash', { userIdHash: 'not-a-hash' }],
      ['company 0', { followerCompanyId: 0 }],
      ['company 1.5', { followerCompanyId: 1.5 }],
      ['huge company', { followerCompanyId: 2 ** 60 }],
      ['level 0', { reactionLevel: 0 }],
      ['level 4', { reactionLevel: 4 }],
      ['expiry NaN', { expires: Number.NaN }],
      ['expiry fractional', { expires: NOW + 0.5 }],
    ] as const)('%s', (_what, over) => {
      expect(() => signReactionLink(SECRET, fields(over))).toThrow(RangeError);
    });
  });
});
