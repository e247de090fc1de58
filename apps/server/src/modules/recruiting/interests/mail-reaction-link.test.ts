import { REACTION_COMPLETED_RESULTS } from '@kiseki/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createCompany,
  createJobDescription,
  createRecruiter,
  createUser,
} from '../../../../test/factories';
import { createTestApp, type TestApp } from '../../../../test/helpers/app';
import { TestClient } from '../../../../test/helpers/client';
import { DAY_MS, type TestClock, testClock } from '../../../../test/helpers/clock';
import { candidateInterests } from '../../../db/schema';
import { REACTION_LINK_LIFETIME_SECONDS, signReactionLink, userIdHash } from '../reaction-link';
import { blockCompany, mailsTo, setMailSetting } from './interests.fixtures';

/** The one-click links of the interest mail, through GET /follower_company_reaction. */
describe('GET /follower_company_reaction', () => {
  let h: TestApp;
  let clock: TestClock;
  let ip = 0;
  const db = () => h.t.database.db;
  const secret = () => h.app.config.secretKey;
  const newClient = () => {
    ip += 1;
    return new TestClient(h.app, `100.75.${Math.floor(ip / 200)}.${(ip % 200) + 1}`);
  };

  /** A company marks a person who wants the mail; answers the person and the mail's links. */
  const markedWithMail = async () => {
    const company = await createCompany(db());
    const job = await createJobDescription(db(), { company, status: 'published' });
    const recruiterUser = await createRecruiter(db(), company.id, {}, clock.now());
    const recruiter = newClient();
    await recruiter.signIn(recruiterUser.email, recruiterUser.password);
    const user = await createUser(db(), {}, clock.now());
    await setMailSetting(db(), user.id, 'followedByNewCompany', true);
    const res = await recruiter.post(`/api/company/candidates/${user.id}/interest`, {
      job_description_id: job.id,
    });
    expect(res.statusCode).toBe(201);
    const [mail] = await mailsTo(db(), user.id, 'company_interest');
    const links = (mail!.textBody.match(/https?:\/\/\S+/g) ?? [])
      .filter((l) => l.includes('/follower_company_reaction?'))
      .map((l) => new URL(l));
    const byLevel = (level: 1 | 2 | 3) => {
      const url = links.find((l) => l.searchParams.get('reaction_level') === String(level))!;
      return `${url.pathname}?${url.searchParams}`;
    };
    return { company, user, recruiter, interestId: res.json().interest.id as number, byLevel };
  };
  const reactionOf = async (interestId: number) =>
    (
      await db()
        .select({ level: candidateInterests.reactionLevel })
        .from(candidateInterests)
        .where(eq(candidateInterests.id, interestId))
    )[0]!.level;
  /** Opens a link without any session, as a mail client would. */
  const open = (path: string) => h.app.inject({ method: 'GET', url: path });
  const landing = (location: string | undefined) => {
    const url = new URL(location ?? '', 'http://x');
    return { path: url.pathname, query: Object.fromEntries(url.searchParams) };
  };
  const withParam = (path: string, name: string, value: string | null) => {
    const url = new URL(path, 'http://x');
    if (value === null) url.searchParams.delete(name);
    else url.searchParams.set(name, value);
    return `${url.pathname}?${url.searchParams}`;
  };

  beforeAll(async () => {
    clock = testClock(new Date('2026-11-22T03:00:00Z'));
    h = await createTestApp({}, { now: clock.now });
  });
  afterAll(async () => h.close());

  it('a valid link records the reaction without a session and lands on /reaction_completed', async () => {
    const { company, user, interestId, byLevel } = await markedWithMail();
    const res = await open(byLevel(2));
    expect(res.statusCode).toBe(302);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(landing(res.headers.location)).toEqual({
      path: '/reaction_completed',
      query: { result: 'ok', company: company.name, reaction_level: '2' },
    });
    expect(res.headers.location).not.toMatch(/[^\x21-\x7e]/);
    expect(await reactionOf(interestId)).toBe(2);

    // The badge of the person clears.
    const c = newClient();
    await c.signIn(user.email, user.password);
    expect((await c.get('/api/candidate_interests/unreacted_count')).json()).toEqual({ count: 0 });

    // Another link of the same mail changes the answer: the latest click is the answer.
    const again = await open(byLevel(3));
    expect(landing(again.headers.location).query.result).toBe('ok');
    expect(await reactionOf(interestId)).toBe(3);
  });

  it('a tampered level changes nothing and says so', async () => {
    const { interestId, byLevel } = await markedWithMail();
    const res = await open(withParam(byLevel(1), 'reaction_level', '3'));
    expect(res.statusCode).toBe(302);
    expect(landing(res.headers.location)).toEqual({
      path: '/reaction_completed',
      query: { result: 'invalid' },
    });
    expect(await reactionOf(interestId)).toBeNull();
  });

  it('a tampered company changes nothing, not even the other company’s interest', async () => {
    const first = await markedWithMail();
    // A second company interested in the same person.
    const other = await createCompany(db());
    const otherRecruiter = await createRecruiter(db(), other.id, {}, clock.now());
    const rc = newClient();
    await rc.signIn(otherRecruiter.email, otherRecruiter.password);
    const otherId = (await rc.post(`/api/company/candidates/${first.user.id}/interest`, {})).json()
      .interest.id;
    const res = await open(withParam(first.byLevel(1), 'follower_company_id', String(other.id)));
    expect(landing(res.headers.location).query).toEqual({ result: 'invalid' });
    expect(await reactionOf(first.interestId)).toBeNull();
    expect(await reactionOf(otherId)).toBeNull();
  });

  it('a tampered person or signature changes nothing', async () => {
    const { interestId, byLevel } = await markedWithMail();
    const stranger = await createUser(db());
    const path = byLevel(1);
    const sig = new URL(path, 'http://x').searchParams.get('sig')!;
    for (const tampered of [
      withParam(path, 'user_id_hash', userIdHash(secret(), stranger.id)),
      withParam(path, 'sig', `${sig.slice(0, -1)}${sig.endsWith('A') ? 'B' : 'A'}`),
      withParam(path, 'sig', sig.slice(0, 20)),
      withParam(
        path,
        'expires',
        String(Number(new URL(path, 'http://x').searchParams.get('expires')) + 1),
      ),
    ]) {
      const res = await open(tampered);
      expect(landing(res.headers.location).query, tampered).toEqual({ result: 'invalid' });
    }
    expect(await reactionOf(interestId)).toBeNull();
  });

  it('a missing, repeated or garbled parameter is an invalid link, never a 400 or 500', async () => {
    const { interestId, byLevel } = await markedWithMail();
    const path = byLevel(1);
    const cases = [
      '/follower_company_reaction',
      '/follower_company_reaction?',
      ...['user_id_hash', 'follower_company_id', 'reaction_level', 'expires', 'sig'].map((name) =>
        withParam(path, name, null),
      ),
      ...['user_id_hash', 'follower_company_id', 'reaction_level', 'expires', 'sig'].map((name) =>
        withParam(path, name, ''),
      ),
      `${path}&reaction_level=1`,
      `${path}&sig=x`,
      withParam(path, 'reaction_level', '%00'),
      `${path.replace('reaction_level=1', 'reaction_level=%E0%A4%A')}`,
      `${path.replace('reaction_level=1', 'reaction_level=%00')}`,
      '/follower_company_reaction?user_id_hash=h1&follower_company_id=12&reaction_level=1',
      withParam(path, 'follower_company_id', '99999999999999999'),
      withParam(path, 'follower_company_id', '012'),
    ];
    for (const url of cases) {
      const res = await open(url);
      expect(res.statusCode, url).toBe(302);
      expect(landing(res.headers.location), url).toEqual({
        path: '/reaction_completed',
        query: { result: 'invalid' },
      });
    }
    expect(await reactionOf(interestId)).toBeNull();
  });

  it('a genuine link for an interest that does not exist lands on not_found', async () => {
    const company = await createCompany(db());
    const user = await createUser(db());
    const params = signReactionLink(secret(), {
      userIdHash: userIdHash(secret(), user.id),
      followerCompanyId: company.id,
      reactionLevel: 1,
      expires: Math.floor(clock.now().getTime() / 1000) + 3600,
    });
    const res = await open(`/follower_company_reaction?${params}`);
    expect(landing(res.headers.location).query).toEqual({ result: 'not_found' });
    // A company id beyond any stored one, with a genuine signature, is the same.
    const huge = signReactionLink(secret(), {
      userIdHash: userIdHash(secret(), user.id),
      followerCompanyId: 9_000_000_000,
      reactionLevel: 1,
      expires: Math.floor(clock.now().getTime() / 1000) + 3600,
    });
    expect(
      landing((await open(`/follower_company_reaction?${huge}`)).headers.location).query,
    ).toEqual({ result: 'not_found' });
  });

  it('once the person blocked the company, the link records nothing', async () => {
    const { company, user, interestId, byLevel } = await markedWithMail();
    await blockCompany(db(), user.id, company.id);
    const res = await open(byLevel(1));
    expect(landing(res.headers.location).query).toEqual({ result: 'not_found' });
    expect(await reactionOf(interestId)).toBeNull();
  });

  it('a link signed with another secret is invalid', async () => {
    const { company, user, interestId } = await markedWithMail();
    const params = signReactionLink('another-secret-0123456789abcdef0123456789', {
      userIdHash: userIdHash('another-secret-0123456789abcdef0123456789', user.id),
      followerCompanyId: company.id,
      reactionLevel: 1,
      expires: Math.floor(clock.now().getTime() / 1000) + 3600,
    });
    const res = await open(`/follower_company_reaction?${params}`);
    expect(landing(res.headers.location).query).toEqual({ result: 'invalid' });
    expect(await reactionOf(interestId)).toBeNull();
  });

  it('works until the second before it expires, then lands on expired and changes nothing', async () => {
    const { interestId, byLevel } = await markedWithMail();
    clock.advance(REACTION_LINK_LIFETIME_SECONDS * 1000 - 1000);
    const lastSecond = await open(byLevel(1));
    expect(landing(lastSecond.headers.location).query.result).toBe('ok');
    expect(await reactionOf(interestId)).toBe(1);
    clock.advance(1000);
    const expired = await open(byLevel(3));
    expect(landing(expired.headers.location).query).toEqual({ result: 'expired' });
    expect(await reactionOf(interestId)).toBe(1);
    clock.advance(DAY_MS);
  });

  it('lands only on results the web app knows', () => {
    expect(REACTION_COMPLETED_RESULTS).toEqual(['ok', 'invalid', 'expired', 'not_found', 'error']);
  });
});
