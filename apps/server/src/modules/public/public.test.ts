import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  PORTFOLIO_MESSAGES,
  publicPortfolioResponseSchema,
  SHARE_HASHTAG,
  SHARE_ID_MESSAGES,
  SHARE_TOKEN_HEADER,
} from '@kiseki/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createCompany,
  createOutput,
  createPublicSetting,
  createSnsAssociation,
  createTeam,
  createUser,
} from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import { TestClient } from '../../../test/helpers/client';
import { HOUR_MS, type TestClock, testClock } from '../../../test/helpers/clock';
import { testConfig } from '../../config';
import { browsedHistories, personSkillTags } from '../../db/schema';
import type { Db } from '../../db/types';
import { recomputePersonScores } from '../scores/score.service';
import { SHARE_TOKEN_MESSAGE } from './public.routes';
import { publicPageHead, SHARE_TOKEN_META } from './public-page-head';
import { issueShareToken, verifyShareToken } from './share-token';

const SECRET = testConfig().secretKey;
const BASE_URL = testConfig().baseUrl;
const availability = (id: string) =>
  `/api/public_setting/share_id/availability?desired_share_id=${encodeURIComponent(id)}`;

/** Every key of a JSON value, at any depth. */
function allKeys(value: unknown, into = new Set<string>()): Set<string> {
  if (Array.isArray(value)) for (const v of value) allKeys(v, into);
  else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      into.add(k);
      allKeys(v, into);
    }
  }
  return into;
}

async function addTags(db: Db, userId: number, tags: [string, number, boolean?][]) {
  await db.insert(personSkillTags).values(
    tags.map(([name, level, isAuto], i) => ({
      userId,
      name,
      level,
      sortOrder: i,
      isAuto: isAuto ?? false,
    })),
  );
}

describe('public sharing', () => {
  let h: TestApp;
  let clock: TestClock;
  let ipCounter = 0;
  const db = () => h.t.database.db;
  const signedIn = async (displayName?: string) => {
    const user = await createUser(db(), displayName ? { displayName } : {}, clock.now());
    const c = new TestClient(h.app, `100.71.0.${++ipCounter}`);
    await c.signIn(user.email, user.password);
    return { user, c };
  };
  const token = () => ({ [SHARE_TOKEN_HEADER]: issueShareToken(SECRET, clock.now()) });
  const visitor = () => new TestClient(h.app, `100.71.8.${++ipCounter}`);

  beforeAll(async () => {
    // A whole hour: the share token's buckets start on the hour.
    clock = testClock(new Date('2026-11-22T03:00:00Z'));
    h = await createTestApp({}, { now: clock.now });
  });
  afterAll(async () => h.close());

  describe('public setting', () => {
    it('answers 401 to a visitor on every setting endpoint', async () => {
      const v = visitor();
      for (const [method, url, body] of [
        ['GET', '/api/public_setting/', undefined],
        ['POST', '/api/public_setting/', undefined],
        ['PUT', '/api/public_setting/', { is_open: true }],
        ['PUT', '/api/public_setting/term_agree', { agreed: true }],
        ['GET', '/api/public_setting/share_id', undefined],
        ['PUT', '/api/public_setting/share_id', { custom_share_id: 'visitor-id' }],
        ['GET', availability('visitor-id'), undefined],
      ] as const) {
        const res = await v.request({ method, url, body });
        expect(res.statusCode, `${method} ${url}`).toBe(401);
        expect(res.json().error.code).toBe('unauthenticated');
      }
    });

    it('GET creates a closed setting with a random 12-character share id, once', async () => {
      const { c } = await signedIn('青木 美穂');
      const res = await c.get('/api/public_setting/');
      expect(res.statusCode).toBe(200);
      const setting = res.json().public_setting;
      expect(setting).toEqual({
        share_id: expect.stringMatching(/^[a-z0-9]{12}$/),
        is_open: false,
        public_base_url: `${BASE_URL}/public/`,
        original_share_id: setting.share_id,
        custom_share_id: null,
        is_term_agreed: false,
        desired_share_id_available: null,
        desired_share_id_error_message: null,
      });
      // The same setting afterwards, by GET or POST.
      expect((await c.get('/api/public_setting/')).json().public_setting).toEqual(setting);
      const posted = await c.post('/api/public_setting/');
      expect(posted.statusCode).toBe(200);
      expect(posted.json().public_setting).toEqual(setting);
      // Another person gets another id.
      const { c: other } = await signedIn('石井 悟');
      const theirs = (await other.get('/api/public_setting/')).json().public_setting;
      expect(theirs.share_id).toMatch(/^[a-z0-9]{12}$/);
      expect(theirs.share_id).not.toBe(setting.share_id);
    });

    it('opening needs the terms; withdrawing the agreement closes the page', async () => {
      const { c } = await signedIn('上田 恵');
      let res = await c.put('/api/public_setting/', { is_open: true });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toEqual({
        code: 'validation_failed',
        message: PORTFOLIO_MESSAGES.termsRequired,
        fields: { is_open: [PORTFOLIO_MESSAGES.termsRequired] },
      });
      expect((await c.get('/api/public_setting/')).json().public_setting.is_open).toBe(false);

      res = await c.put('/api/public_setting/term_agree', { agreed: true });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ agreed: true });
      expect((await c.get('/api/public_setting/')).json().public_setting.is_term_agreed).toBe(true);

      res = await c.put('/api/public_setting/', { is_open: true });
      expect(res.statusCode).toBe(200);
      expect(res.json().public_setting).toMatchObject({ is_open: true, is_term_agreed: true });

      // Closing needs nothing.
      res = await c.put('/api/public_setting/', { is_open: false });
      expect(res.statusCode).toBe(200);
      expect(res.json().public_setting.is_open).toBe(false);
      res = await c.put('/api/public_setting/', { is_open: true });
      expect(res.json().public_setting.is_open).toBe(true);

      res = await c.put('/api/public_setting/term_agree', { agreed: false });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ agreed: false });
      expect((await c.get('/api/public_setting/')).json().public_setting).toMatchObject({
        is_open: false,
        is_term_agreed: false,
      });
      // And it cannot be opened again without agreeing again.
      res = await c.put('/api/public_setting/', { is_open: true });
      expect(res.statusCode).toBe(400);
    });

    it('refuses the setting writes without the CSRF header (403)', async () => {
      const { c } = await signedIn('大野 和也');
      await c.put('/api/public_setting/term_agree', { agreed: true });
      for (const [url, body] of [
        ['/api/public_setting/', { is_open: true }],
        ['/api/public_setting/term_agree', { agreed: false }],
        ['/api/public_setting/share_id', { custom_share_id: 'ohno-kazuya' }],
      ] as const) {
        const res = await c.put(url, body, { csrf: false });
        expect(res.statusCode, url).toBe(403);
        expect(res.json().error.code).toBe('csrf_failed');
      }
      const setting = (await c.get('/api/public_setting/')).json().public_setting;
      expect(setting).toMatchObject({
        is_open: false,
        is_term_agreed: true,
        custom_share_id: null,
      });
    });
  });

  describe('share id', () => {
    let me: Awaited<ReturnType<typeof signedIn>>;
    let myOriginal: string;
    let otherOriginal: string;

    beforeAll(async () => {
      me = await signedIn('田中 颯');
      myOriginal = (await me.c.get('/api/public_setting/')).json().public_setting.share_id;
      const other = await createUser(db(), { displayName: '藤田 陽菜' }, clock.now());
      const otherSetting = await createPublicSetting(db(), other.id, {
        customShareId: 'hina-fujita',
        isOpen: true,
      });
      otherOriginal = otherSetting.originalShareId;
    });

    const check = async (id: string) => {
      const res = await me.c.get(availability(id));
      expect(res.statusCode, id).toBe(200);
      return res.json();
    };

    it('refuses disallowed characters with the spec’s message', async () => {
      expect(await check('Abc!')).toEqual({
        available: false,
        error_message: '使用できない文字が入力されています。内容を変更して再度お試しください。',
      });
      for (const id of ['ABC', 'tanaka hayate', 'たなか', 'a.b.c', '../admin']) {
        expect(await check(id)).toEqual({
          available: false,
          error_message: SHARE_ID_MESSAGES.disallowed,
        });
      }
    });

    it('refuses a length outside 3..30 and the reserved words', async () => {
      expect(await check('ab')).toEqual({
        available: false,
        error_message: SHARE_ID_MESSAGES.length,
      });
      expect(await check('a'.repeat(31))).toEqual({
        available: false,
        error_message: SHARE_ID_MESSAGES.length,
      });
      expect(await check('admin')).toEqual({
        available: false,
        error_message: SHARE_ID_MESSAGES.reserved,
      });
      expect(await check('kiseki')).toEqual({
        available: false,
        error_message: SHARE_ID_MESSAGES.reserved,
      });
    });

    it("refuses another person's custom or original id as taken", async () => {
      for (const id of ['hina-fujita', otherOriginal]) {
        expect(await check(id)).toEqual({
          available: false,
          error_message: SHARE_ID_MESSAGES.taken,
        });
      }
    });

    it('GET /api/public_setting/?desired_share_id= carries the same answer in the setting', async () => {
      const asked = async (id: string) => {
        const res = await me.c.get(
          `/api/public_setting/?desired_share_id=${encodeURIComponent(id)}`,
        );
        expect(res.statusCode, id).toBe(200);
        const setting = res.json().public_setting;
        return [setting.desired_share_id_available, setting.desired_share_id_error_message];
      };
      expect(await asked('Abc!')).toEqual([false, SHARE_ID_MESSAGES.disallowed]);
      expect(await asked('hina-fujita')).toEqual([false, SHARE_ID_MESSAGES.taken]);
      expect(await asked('hayate-free')).toEqual([true, null]);
      const plain = (await me.c.get('/api/public_setting/')).json().public_setting;
      expect(plain.desired_share_id_available).toBeNull();
      expect(plain.desired_share_id_error_message).toBeNull();
    });

    it('accepts my own current id and a free one', async () => {
      expect(await check(myOriginal)).toEqual({ available: true, error_message: null });
      expect(await check('hayate-tanaka')).toEqual({ available: true, error_message: null });
      expect(await check('abc')).toEqual({ available: true, error_message: null });
      expect(await check('a'.repeat(30))).toEqual({ available: true, error_message: null });
    });

    it('PUT share_id refuses a disallowed or taken id with a field error, and keeps none', async () => {
      let res = await me.c.put('/api/public_setting/share_id', { custom_share_id: 'Hayate!' });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toMatchObject({
        code: 'validation_failed',
        fields: { custom_share_id: [SHARE_ID_MESSAGES.disallowed] },
      });
      res = await me.c.put('/api/public_setting/share_id', { custom_share_id: 'hina-fujita' });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toMatchObject({
        code: 'validation_failed',
        fields: { custom_share_id: [SHARE_ID_MESSAGES.taken] },
      });
      res = await me.c.put('/api/public_setting/share_id', { custom_share_id: otherOriginal });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.fields.custom_share_id).toEqual([SHARE_ID_MESSAGES.taken]);
      expect((await me.c.get('/api/public_setting/share_id')).json()).toEqual({
        custom_share_id: null,
      });
    });

    it('PUT share_id sets the custom id; the original still opens the page', async () => {
      let res = await me.c.put('/api/public_setting/share_id', {
        custom_share_id: 'hayate-tanaka',
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ custom_share_id: 'hayate-tanaka' });
      expect((await me.c.get('/api/public_setting/share_id')).json()).toEqual({
        custom_share_id: 'hayate-tanaka',
      });
      const setting = (await me.c.get('/api/public_setting/')).json().public_setting;
      expect(setting).toMatchObject({
        share_id: 'hayate-tanaka',
        original_share_id: myOriginal,
        custom_share_id: 'hayate-tanaka',
      });
      // My current custom id is available to me, and taken for anyone else.
      expect(await check('hayate-tanaka')).toEqual({ available: true, error_message: null });
      const { c: someone } = await signedIn('近藤 玲');
      expect((await someone.get(availability('hayate-tanaka'))).json()).toEqual({
        available: false,
        error_message: SHARE_ID_MESSAGES.taken,
      });

      await me.c.put('/api/public_setting/term_agree', { agreed: true });
      await me.c.put('/api/public_setting/', { is_open: true });
      const v = visitor();
      for (const id of ['hayate-tanaka', myOriginal]) {
        res = await v.get(`/api/public/${id}`, token());
        expect(res.statusCode, id).toBe(200);
        expect(res.json().person.person_info.name).toBe('田中 颯');
        // The page names the current id, whichever address it was opened by.
        expect(res.json().person.person_info.share_id).toBe('hayate-tanaka');
      }

      // Changing it again keeps the previous custom id as mine: links shared with it still
      // open my page, and nobody else can take it over.
      res = await me.c.put('/api/public_setting/share_id', { custom_share_id: 'hayate_t' });
      expect(res.statusCode).toBe(200);
      for (const id of ['hayate-tanaka', 'hayate_t', myOriginal]) {
        res = await v.get(`/api/public/${id}`, token());
        expect(res.statusCode, id).toBe(200);
        expect(res.json().person.person_info.share_id, id).toBe('hayate_t');
      }
      expect((await someone.get(availability('hayate-tanaka'))).json()).toEqual({
        available: false,
        error_message: SHARE_ID_MESSAGES.taken,
      });
      res = await someone.put('/api/public_setting/share_id', { custom_share_id: 'hayate-tanaka' });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.fields.custom_share_id).toEqual([SHARE_ID_MESSAGES.taken]);
      // I can take it back; then hayate_t is the one kept.
      expect(await check('hayate-tanaka')).toEqual({ available: true, error_message: null });
      res = await me.c.put('/api/public_setting/share_id', { custom_share_id: 'hayate-tanaka' });
      expect(res.statusCode).toBe(200);
      res = await v.get('/api/public/hayate_t', token());
      expect(res.json().person.person_info.share_id).toBe('hayate-tanaka');
      // Closing the page closes every address of it.
      await me.c.put('/api/public_setting/', { is_open: false });
      for (const id of ['hayate-tanaka', 'hayate_t', myOriginal]) {
        expect((await v.get(`/api/public/${id}`, token())).statusCode, id).toBe(404);
      }
    });
  });

  describe('GET /api/public/{share_id}', () => {
    let owner: Awaited<ReturnType<typeof signedIn>>;
    let shareId: string;
    let closedId: string;

    beforeAll(async () => {
      owner = await signedIn('長谷川 翼');
      const uid = owner.user.id;
      await owner.c.put('/api/person/', {
        bio: '福岡在住のSREです。KubernetesとGoで社内基盤を作っています。',
        links: [{ label: 'ブログ', url: 'https://tsubasa.example.jp/' }],
      });
      await addTags(db(), uid, [
        ['Go', 4],
        ['Kubernetes', 3],
        ['Terraform', 2],
        ['AWS', 3],
        ['Perl', 1, true],
      ]);
      const github = await createSnsAssociation(db(), uid, {
        snsName: 'github',
        account: 'tsubasa-hasegawa',
      });
      const qiita = await createSnsAssociation(db(), uid, {
        snsName: 'qiita',
        account: 'tsubasa_h',
      });
      const conn = await createSnsAssociation(db(), uid, {
        snsName: 'connpass',
        account: 'tsubasa_h',
      });
      const repo = await createOutput(db(), github, {
        kind: 'repo',
        title: 'tsubasa-hasegawa/k8s-operator',
        url: 'https://github.com/tsubasa-hasegawa/k8s-operator',
        postedAt: new Date('2026-11-01T00:00:00Z'),
        data: {
          description: '社内向けKubernetesオペレーター',
          language: 'Go',
          languages: [{ name: 'Go', bytes: 42000 }],
          contributions: 230,
          contributors_count: 4,
          forks: 2,
          is_fork: false,
          is_oss: true,
          is_owner: true,
          stargazers_count: 58,
          contributors: [{ login: 'tsubasa-hasegawa', contributions: 230 }],
          contributors_from_commits: [],
          original_repo_contributions: 0,
          original_stars_count: 0,
          pushed_at: '2026-11-02T00:00:00Z',
        },
      });
      const post = await createOutput(db(), qiita, {
        title: 'Goで書くKubernetesコントローラー入門',
        url: 'https://qiita.com/tsubasa_h/items/k8s-go',
        postedAt: new Date('2026-10-01T00:00:00Z'),
        likes: 150,
        stocks: 110,
        tags: ['Go', 'Kubernetes'],
      });
      await createOutput(db(), conn, {
        kind: 'event',
        title: 'SRE NEXT 2026',
        url: 'https://sre-next.connpass.com/event/1/',
        postedAt: new Date('2026-07-01T00:00:00Z'),
        data: {
          is_tech_event: true,
          is_presenter: true,
          is_organizer: false,
          status: '参加者',
          place: '東京都',
        },
      });
      const company = await createCompany(db(), {
        name: '株式会社クラウドワークス研究所',
        websiteUrl: 'https://cloudlab.example.jp/',
      });
      await db()
        .insert(browsedHistories)
        .values([
          { userId: uid, companyId: company.id, outputUrl: repo.url, accessedAt: clock.now() },
          { userId: uid, companyId: company.id, outputUrl: post.url, accessedAt: clock.now() },
        ]);
      await recomputePersonScores(db(), uid, clock.now());
      await owner.c.put('/api/public_setting/term_agree', { agreed: true });
      const res = await owner.c.put('/api/public_setting/', { is_open: true });
      shareId = res.json().public_setting.share_id;

      const closedOwner = await createUser(db(), { displayName: '非公開 さん' }, clock.now());
      closedId = (await createPublicSetting(db(), closedOwner.id, { isOpen: false, agreed: true }))
        .originalShareId;
    });

    it('answers 403 without X-Share-Token, for open and unknown ids alike', async () => {
      const v = visitor();
      for (const id of [shareId, 'no-such-person']) {
        const res = await v.get(`/api/public/${id}`);
        expect(res.statusCode, id).toBe(403);
        expect(res.json().error).toEqual({ code: 'forbidden', message: SHARE_TOKEN_MESSAGE });
      }
    });

    it('answers the open portfolio: the contract’s keys, nothing private', async () => {
      const res = await visitor().get(`/api/public/${shareId}`, token());
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(Object.keys(body).sort()).toEqual(
        Object.keys(publicPortfolioResponseSchema.shape).sort(),
      );
      expect(publicPortfolioResponseSchema.safeParse(body).success).toBe(true);
      // No e-mail address, no views, nothing of the person's own settings.
      expect(res.body).not.toContain(owner.user.email);
      expect(res.body).not.toContain('@example.jp');
      const keys = allKeys(body);
      for (const key of ['email_address', 'views', 'views_detail', 'occupation']) {
        expect(keys.has(key), key).toBe(false);
      }
      // When the person last changed their own data is theirs (a Qiita article's own edit
      // time, under qiita_posts_info, is public on Qiita).
      expect(Object.keys(body.person.person_info)).not.toContain('updated_at');
      expect(res.body).not.toContain('株式会社クラウドワークス研究所');

      const info = body.person.person_info;
      expect(info).toMatchObject({
        id: owner.user.id,
        name: '長谷川 翼',
        bio: '福岡在住のSREです。KubernetesとGoで社内基盤を作っています。',
        share_id: shareId,
        github_html_url: 'https://github.com/tsubasa-hasegawa',
        qiita_html_url: 'https://qiita.com/tsubasa_h',
        links: [{ label: 'ブログ', url: 'https://tsubasa.example.jp/' }],
      });
      // Only the tags the person confirmed.
      expect(body.person.skill_tags_info).toEqual([
        { name: 'Go', level: 4, is_auto: false },
        { name: 'Kubernetes', level: 3, is_auto: false },
        { name: 'Terraform', level: 2, is_auto: false },
        { name: 'AWS', level: 3, is_auto: false },
      ]);
      expect(body.repos_info).toHaveLength(1);
      expect(body.repos_info[0]).toMatchObject({ stargazers_count: 58, contributions: 230 });
      expect(body.qiita_posts_info[0]).toMatchObject({ likes_count: 150, stockers_count: 110 });
      expect(body.events_info[0]).toMatchObject({ is_presenter: true });
      expect(body.activities.map((a: { type: string }) => a.type)).toEqual([
        'github',
        'qiita',
        'connpass',
      ]);
      expect(body.languages_info).toEqual([
        { name: 'Go', bytes: 42000, ratio: 100, repo_count: 1 },
      ]);
      // Scores without their factors and hints.
      expect(body.score_details['1000'].score).not.toBeNull();
      expect(Object.keys(body.score_details['1'])).not.toContain('factors');
      expect(Object.keys(body.score_details['1'])).not.toContain('hints');
    });

    it('share_text is about 100 characters and ends with the hashtag', async () => {
      const body = (await visitor().get(`/api/public/${shareId}`, token())).json();
      const text: string = body.share_text;
      expect(text.length).toBeGreaterThanOrEqual(60);
      expect(text.length).toBeLessThanOrEqual(140);
      expect(text.endsWith(SHARE_HASHTAG)).toBe(true);
      expect(SHARE_HASHTAG).toBe('#Kiseki');
      expect(text).toContain('長谷川 翼さん');
      expect(text).toContain(
        `総合スコア${(body.score_details['1000'].score as number).toFixed(1)}`,
      );
      expect(text).toContain('Go');
      expect(text).not.toContain('Perl');
    });

    it('share_text stays about 100 characters for a long name and many long tags', async () => {
      const { user, c } = await signedIn(
        '寿限無寿限無五劫の擦り切れ海砂利水魚の水行末雲来末風来末',
      );
      await addTags(db(), user.id, [
        ['Amazon Web Services Certified Solutions Architect', 5],
        ['Google Cloud Platform', 4],
        ['Microsoft Azure', 3],
      ]);
      await c.put('/api/public_setting/term_agree', { agreed: true });
      const id = (await c.put('/api/public_setting/', { is_open: true })).json().public_setting
        .share_id;
      const text: string = (await visitor().get(`/api/public/${id}`, token())).json().share_text;
      expect(text.length).toBeGreaterThanOrEqual(60);
      expect(text.length).toBeLessThanOrEqual(140);
      expect(text.endsWith('#Kiseki')).toBe(true);
    });

    it('answers the same 404 for a closed page and an unknown id', async () => {
      const v = visitor();
      const closed = await v.get(`/api/public/${closedId}`, token());
      const unknown = await v.get('/api/public/zzzzzzzzzzzz', token());
      expect(closed.statusCode).toBe(404);
      expect(unknown.statusCode).toBe(404);
      expect(closed.body).toBe(unknown.body);
      expect(closed.json().error.code).toBe('not_found');
    });

    it('a page closed after opening answers 404 too', async () => {
      const { c } = await signedIn('閉じる 人');
      await c.put('/api/public_setting/term_agree', { agreed: true });
      const id = (await c.put('/api/public_setting/', { is_open: true })).json().public_setting
        .share_id;
      const v = visitor();
      expect((await v.get(`/api/public/${id}`, token())).statusCode).toBe(200);
      await c.put('/api/public_setting/', { is_open: false });
      expect((await v.get(`/api/public/${id}`, token())).statusCode).toBe(404);
    });

    it('accepts a token up to a day old, refuses an older, a future or a tampered one', async () => {
      const v = visitor();
      const now = clock.now().getTime();
      const at = (ms: number) => ({ [SHARE_TOKEN_HEADER]: issueShareToken(SECRET, new Date(ms)) });
      expect((await v.get(`/api/public/${shareId}`, at(now - 23 * HOUR_MS))).statusCode).toBe(200);
      for (const [label, headers] of [
        ['24 hours old', at(now - 24 * HOUR_MS)],
        ['a day and a second old', at(now - 24 * HOUR_MS - 1000)],
        ['two days old', at(now - 48 * HOUR_MS)],
        ['from the next hour', at(now + HOUR_MS)],
      ] as const) {
        const res = await v.get(`/api/public/${shareId}`, headers);
        expect(res.statusCode, label).toBe(403);
        expect(res.json().error.message).toBe(SHARE_TOKEN_MESSAGE);
      }
      const good = issueShareToken(SECRET, clock.now());
      const [bucket, mac] = good.split('.') as [string, string];
      const flipped = `${bucket}.${mac.slice(0, -1)}${mac.endsWith('A') ? 'B' : 'A'}`;
      const otherSecret = issueShareToken('another-secret-key-0123456789abcdef', clock.now());
      const oldMacNewBucket = `${bucket}.${issueShareToken(SECRET, new Date(now - 30 * HOUR_MS)).split('.')[1]}`;
      for (const tampered of [
        flipped,
        otherSecret,
        oldMacNewBucket,
        `${Number(bucket) - 1}.${mac}`,
        `${bucket}.${mac}x`,
        bucket,
        '',
      ]) {
        expect(verifyShareToken(SECRET, tampered, clock.now()), tampered).toBe(false);
        const res = await v.get(`/api/public/${shareId}`, { [SHARE_TOKEN_HEADER]: tampered });
        expect(res.statusCode, tampered).toBe(403);
      }
    });
  });

  describe('GET /public/{share_id}.json', () => {
    let shareId: string;
    let closedId: string;
    beforeAll(async () => {
      const { user, c } = await signedIn('岡田 紗希');
      await c.put('/api/person/', { bio: 'フロントエンドエンジニアです。' });
      const qiita = await createSnsAssociation(db(), user.id, {
        snsName: 'qiita',
        account: 'saki_okada',
      });
      await createOutput(db(), qiita, {
        title: 'Reactのレンダリングを理解する',
        url: 'https://qiita.com/saki_okada/items/react',
        postedAt: new Date('2026-10-10T15:30:00Z'),
        stocks: 80,
        likes: 90,
        tags: ['React'],
        data: {
          headlines: ['useMemo の使いどころ', 'まとめ'],
          updated_at: '2026-11-02T01:00:00+09:00',
        },
      });
      await recomputePersonScores(db(), user.id, clock.now());
      await c.put('/api/public_setting/term_agree', { agreed: true });
      shareId = (await c.put('/api/public_setting/', { is_open: true })).json().public_setting
        .share_id;
      const closedOwner = await createUser(db(), { displayName: '非公開 JSON' }, clock.now());
      closedId = (await createPublicSetting(db(), closedOwner.id, { isOpen: false, agreed: true }))
        .originalShareId;
    });

    it('answers the open schema without a token', async () => {
      const res = await visitor().get(`/public/${shareId}.json`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('application/json');
      const body = res.json();
      expect(Object.keys(body).sort()).toEqual(
        [
          'name',
          'description',
          'e_score',
          'b_score',
          'i_score',
          'activities',
          'blog_articles',
          'events',
          'github_repositories',
          'note_articles',
          'qiita_articles',
          'zenn_articles',
          'speaker_deck_slides',
          'teratail_replies',
        ].sort(),
      );
      expect(body.name).toBe('岡田 紗希');
      expect(body.description).toBe('フロントエンドエンジニアです。');
      expect(body.b_score).toBe(0);
      expect(body.i_score).toBeGreaterThan(0);
      expect(body.qiita_articles).toEqual([
        {
          headlines: ['useMemo の使いどころ', 'まとめ'],
          stockers_count: 80,
          tags: ['React'],
          title: 'Reactのレンダリングを理解する',
          // The last edit on Qiita, not the first publication, written in Japan time.
          updated_at: '2026-11-02T01:00:00+09:00',
          url: 'https://qiita.com/saki_okada/items/react',
        },
      ]);
      expect(res.body).not.toContain('@example.jp');
    });

    it('answers exactly {"error":true,"message":"Not Found"} for closed and unknown ids', async () => {
      for (const id of [closedId, 'unknown-person', 'a'.repeat(40)]) {
        const res = await visitor().get(`/public/${id}.json`);
        expect(res.statusCode, id).toBe(404);
        expect(res.body, id).toBe('{"error":true,"message":"Not Found"}');
      }
    });
  });

  describe('publicPageHead', () => {
    const head = () =>
      publicPageHead({ db: db(), secretKey: SECRET, baseUrl: BASE_URL, now: clock.now });
    const metaCount = (html: string) => (html.match(/<meta /g) ?? []).length;
    const tokenIn = (html: string) =>
      new RegExp(`<meta name="${SHARE_TOKEN_META}" content="([^"]+)">`).exec(html)?.[1];
    let openId: string;
    let closedId: string;

    beforeAll(async () => {
      const { user, c } = await signedIn('<script>x</script>"鈴木&佐藤"');
      await c.put('/api/public_setting/term_agree', { agreed: true });
      openId = (await c.put('/api/public_setting/', { is_open: true })).json().public_setting
        .share_id;
      expect(user.displayName).toContain('<script>');
      const closedOwner = await createUser(db(), { displayName: '非公開 ヘッド' }, clock.now());
      closedId = (await createPublicSetting(db(), closedOwner.id, { isOpen: false }))
        .originalShareId;
    });

    it('an open /public/{id}: OGP and Twitter card, the token, all escaped', async () => {
      const built = (await head()(`/public/${openId}`))!;
      expect(built).not.toBeNull();
      const html = built.markup;
      expect(built.title).toBe('<script>x</script>"鈴木&佐藤"さんのポートフォリオ | Kiseki');
      expect(built.description).toMatch(/ポートフォリオです。$/);
      const escapedName = '&lt;script&gt;x&lt;/script&gt;&quot;鈴木&amp;佐藤&quot;';
      expect(html).toContain(
        `<meta property="og:title" content="${escapedName}さんのポートフォリオ | Kiseki">`,
      );
      expect(html).toMatch(/<meta property="og:description" content="[^"]+">/);
      expect(html).toContain(`<meta property="og:image" content="${BASE_URL}/og-image.png">`);
      expect(html).toContain(`<meta property="og:url" content="${BASE_URL}/public/${openId}">`);
      expect(html).toContain('<meta name="twitter:card" content="summary_large_image">');
      expect(html).not.toContain('<script>');
      expect(html).not.toContain('"鈴木');
      const t = tokenIn(html);
      expect(t).toBeDefined();
      expect(verifyShareToken(SECRET, t, clock.now())).toBe(true);
      // The token it writes opens the data.
      const res = await visitor().get(`/api/public/${openId}`, { [SHARE_TOKEN_HEADER]: t! });
      expect(res.statusCode).toBe(200);
    });

    it('a closed or unknown /public/{id}: the token only', async () => {
      for (const p of [`/public/${closedId}`, '/public/no-such-person', '/public/']) {
        const built = (await head()(p))!;
        expect(built.title, p).toBeNull();
        expect(built.description, p).toBeNull();
        const html = built.markup;
        expect(metaCount(html), p).toBe(1);
        expect(verifyShareToken(SECRET, tokenIn(html), clock.now()), p).toBe(true);
        expect(html).not.toContain('og:');
      }
    });

    it('/team-tags/{id}: the token only; other pages: nothing', async () => {
      const html = (await head()('/team-tags/x'))!.markup;
      expect(metaCount(html)).toBe(1);
      expect(verifyShareToken(SECRET, tokenIn(html), clock.now())).toBe(true);
      expect(await head()('/person')).toBeNull();
      expect(await head()('/')).toBeNull();
      expect(await head()('/publicity')).toBeNull();
    });
  });

  describe('GET /api/team_tags/{slug}/', () => {
    let slug: string;
    const member = async (name: string, open: boolean, tags: [string, number, boolean?][]) => {
      const user = await createUser(db(), { displayName: name }, clock.now());
      await createPublicSetting(db(), user.id, { isOpen: open });
      await addTags(db(), user.id, tags);
      return user;
    };

    beforeAll(async () => {
      const a = await member('西村 光', true, [
        ['Go', 1],
        ['TypeScript', 2],
        ['Rust', 2],
      ]);
      const b = await member('原田 楓', true, [
        ['go', 2],
        ['TypeScript', 1],
        ['Python', 5, true],
      ]);
      // A closed member: neither listed nor counted.
      const closed = await member('非公開 メンバー', false, [
        ['TypeScript', 5],
        ['Rust', 5],
      ]);
      // Suggestions only, never confirmed.
      const d = await member('村上 蓮', true, [
        ['Python', 1, true],
        ['Scala', 3, true],
      ]);
      const outsider = await member('部外者 さん', true, [['Rust', 5]]);
      const team = await createTeam(db(), [a.id, b.id, closed.id, d.id], '決済基盤チーム');
      slug = team.slug;
      expect(outsider.id).toBeGreaterThan(0);
    });

    it('lists open members and the tags whose levels sum to 3 or more', async () => {
      const res = await visitor().get(`/api/team_tags/${slug}/`, token());
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.team).toEqual({ id: slug, name: '決済基盤チーム' });
      expect(body.members.map((m: { name: string }) => m.name)).toEqual([
        '西村 光',
        '原田 楓',
        '村上 蓮',
      ]);
      expect(body.members[0].skill_tags).toEqual([
        { name: 'Go', level: 1 },
        { name: 'TypeScript', level: 2 },
        { name: 'Rust', level: 2 },
      ]);
      expect(body.members[1].skill_tags).toEqual([
        { name: 'go', level: 2 },
        { name: 'TypeScript', level: 1 },
      ]);
      expect(body.members[2].skill_tags).toEqual([]);
      expect(body.members[0].share_id).toMatch(/^[a-z0-9]{12}$/);
      // Go 1 + go 2 = 3 (case ignored), TypeScript 2 + 1 = 3; Rust 2 alone is not enough, the
      // closed member's and the suggestions do not count.
      expect(body.tags).toEqual([
        { name: 'Go', total_level: 3, member_count: 2 },
        { name: 'TypeScript', total_level: 3, member_count: 2 },
      ]);
      expect(res.body).not.toContain('非公開 メンバー');
      expect(res.body).not.toContain('Scala');
      expect(res.body).not.toContain('Python');
    });

    it('answers 404 for an unknown team and 403 without a token', async () => {
      const unknown = await visitor().get('/api/team_tags/no-such-team/', token());
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().error.code).toBe('not_found');
      const noToken = await visitor().get(`/api/team_tags/${slug}/`);
      expect(noToken.statusCode).toBe(403);
      expect(noToken.json().error.message).toBe(SHARE_TOKEN_MESSAGE);
    });
  });
});

describe('public page head through the web app', () => {
  let h: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = mkdtempSync(path.join(tmpdir(), 'kiseki-public-'));
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(
      path.join(dist, 'index.html'),
      '<!doctype html><html lang="ja"><head><meta name="description" content="製品の説明"><title>Kiseki</title><script id="kiseki-config" type="application/json">{}</script></head><body>WEB APP</body></html>',
    );
    h = await createTestApp({ webDistDir: dist });
  });

  it('an open page: its own title and description replace the generic ones; og:url is the custom id', async () => {
    const user = await createUser(h.t.database.db, { displayName: '森 結衣' }, new Date());
    const setting = await createPublicSetting(h.t.database.db, user.id, {
      isOpen: true,
      customShareId: 'yui-mori',
    });
    for (const id of [setting.originalShareId, 'yui-mori']) {
      const res = await h.app.inject({ method: 'GET', url: `/public/${id}` });
      expect(res.statusCode).toBe(200);
      expect(res.body.match(/<title>/g)).toHaveLength(1);
      expect(res.body).toContain('<title>森 結衣さんのポートフォリオ | Kiseki</title>');
      expect(res.body.match(/<meta name="description"/g)).toHaveLength(1);
      expect(res.body).not.toContain('製品の説明');
      expect(res.body).toContain(`<meta property="og:url" content="${BASE_URL}/public/yui-mori">`);
      expect(res.body).toContain(`<link rel="canonical" href="${BASE_URL}/public/yui-mori">`);
    }
    // A closed one keeps the generic page.
    const closed = await h.app.inject({ method: 'GET', url: '/public/nobody-here' });
    expect(closed.body).toContain('<title>Kiseki</title>');
    expect(closed.body).toContain('製品の説明');
  });
  afterAll(async () => {
    await h.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('serves /public/{id} with the token meta in the page', async () => {
    const res = await h.app.inject({ method: 'GET', url: '/public/abcdefghijkl' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('WEB APP');
    expect(res.body).toMatch(new RegExp(`<meta name="${SHARE_TOKEN_META}" content="[^"]+">`));
  });

  it('a /public/ path that does not decode is not a server error', async () => {
    const res = await h.app.inject({ method: 'GET', url: '/public/%E0%A4%A' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('validation_failed');
  });
});
