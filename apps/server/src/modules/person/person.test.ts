import {
  PERSON_BIO_MAX_LENGTH,
  PERSON_LINKS_MAX,
  PORTFOLIO_MESSAGES,
  personInfoSchema,
} from '@kiseki/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createCompany,
  createExperience,
  createOutput,
  createSnsAssociation,
  createUser,
} from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import { TestClient } from '../../../test/helpers/client';
import { DAY_MS, type TestClock, testClock } from '../../../test/helpers/clock';
import { blogs, browsedHistories, personSkillTags, portfolioOutputs } from '../../db/schema';

const epoch = (d: Date) => Math.floor(d.getTime() / 1000);
const at = (iso: string) => new Date(iso);

const ENDPOINTS_GET = [
  '/api/person/',
  '/api/person/skill_tags/',
  '/api/person/score_details/',
  '/api/person/experiences/',
  '/api/person/languages/',
  '/api/person/repos/',
  '/api/person/qiita_posts/',
  '/api/person/zenn_articles/',
  '/api/person/note_articles/',
  '/api/person/blog_articles/',
  '/api/person/speakerdeck_slides/',
  '/api/person/teratail_replies/',
  '/api/person/events/',
  '/api/person/activities/',
  '/api/person/browsed_histories/',
] as const;

describe('person endpoints (/api/person/*)', () => {
  let h: TestApp;
  let clock: TestClock;
  let ipCounter = 0;
  const db = () => h.t.database.db;
  const signedIn = async (displayName?: string) => {
    const user = await createUser(db(), displayName ? { displayName } : {}, clock.now());
    const c = new TestClient(h.app, `100.70.0.${++ipCounter}`);
    await c.signIn(user.email, user.password);
    return { user, c };
  };

  beforeAll(async () => {
    clock = testClock();
    h = await createTestApp({}, { now: clock.now });
  });
  afterAll(async () => h.close());

  it('answers 401 to a visitor on every person endpoint, reads and writes alike', async () => {
    const visitor = new TestClient(h.app, '100.70.9.1');
    for (const url of ENDPOINTS_GET) {
      const res = await visitor.get(url);
      expect(res.statusCode, `GET ${url}`).toBe(401);
      expect(res.json().error.code).toBe('unauthenticated');
    }
    for (const [url, body] of [
      ['/api/person/', { name: '山田 太郎' }],
      ['/api/person/skill_tags/', { skill_tags: [{ name: 'Go', level: 3 }] }],
    ] as const) {
      const res = await visitor.put(url, body);
      expect(res.statusCode, `PUT ${url}`).toBe(401);
      expect(res.json().error.code).toBe('unauthenticated');
    }
  });

  it('refuses PUT /api/person/ and PUT /api/person/skill_tags/ without the CSRF header (403)', async () => {
    const { c, user } = await signedIn('中村 美咲');
    let res = await c.put('/api/person/', { name: '書き換え 太郎' }, { csrf: false });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('csrf_failed');
    res = await c.put(
      '/api/person/skill_tags/',
      { skill_tags: [{ name: 'Kotlin', level: 3 }] },
      { csrf: false },
    );
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('csrf_failed');
    // Nothing was written.
    const person = (await c.get('/api/person/')).json().person;
    expect(person.person_info.name).toBe('中村 美咲');
    expect(person.person_info.id).toBe(user.id);
    expect(person.skill_tags_info).toEqual([]);
  });

  describe('GET /api/person/', () => {
    it('answers person_info (with the connected services’ pages) and skill_tags_info', async () => {
      const { c, user } = await signedIn('佐藤 花子');
      await createSnsAssociation(db(), user.id, { snsName: 'github', account: 'hanako-sato' });
      await createSnsAssociation(db(), user.id, { snsName: 'qiita', account: 'hanako_qiita' });
      await createSnsAssociation(db(), user.id, { snsName: 'connpass', account: 'hanako_s' });
      await db()
        .insert(personSkillTags)
        .values([
          { userId: user.id, name: 'TypeScript', level: 4, sortOrder: 0, isAuto: false },
          { userId: user.id, name: 'Go', level: 2, sortOrder: 1, isAuto: false },
          { userId: user.id, name: 'Terraform', level: 1, sortOrder: 0, isAuto: true },
        ]);

      const res = await c.get('/api/person/');
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(Object.keys(body)).toEqual(['person']);
      expect(Object.keys(body.person).sort()).toEqual(['person_info', 'skill_tags_info']);
      const info = body.person.person_info;
      expect(Object.keys(info).sort()).toEqual(Object.keys(personInfoSchema.shape).sort());
      expect(info).toMatchObject({
        id: user.id,
        name: '佐藤 花子',
        bio: '',
        email_address: { address: user.email },
        occupation: { is_it_engineer: null },
        github_html_url: 'https://github.com/hanako-sato',
        qiita_html_url: 'https://qiita.com/hanako_qiita',
        connpass_html_url: 'https://connpass.com/user/hanako_s/',
        zenn_html_url: null,
        note_html_url: null,
        speakerdeck_html_url: null,
        teratail_html_url: null,
        links: [],
        updated_at: epoch(clock.now()),
      });
      // Confirmed tags first, in their order; suggestions after.
      expect(body.person.skill_tags_info).toEqual([
        { name: 'TypeScript', level: 4, is_auto: false },
        { name: 'Go', level: 2, is_auto: false },
        { name: 'Terraform', level: 1, is_auto: true },
      ]);
    });
  });

  describe('PUT /api/person/', () => {
    it('changes only what is sent and stamps updated_at', async () => {
      const { c } = await signedIn('高橋 健一');
      clock.advance(DAY_MS);
      let res = await c.put('/api/person/', {
        bio: 'バックエンドエンジニア。Go と PostgreSQL で決済基盤を作っています。',
      });
      expect(res.statusCode).toBe(200);
      let info = res.json().person.person_info;
      expect(info.name).toBe('高橋 健一');
      expect(info.bio).toBe('バックエンドエンジニア。Go と PostgreSQL で決済基盤を作っています。');
      expect(info.links).toEqual([]);
      expect(info.updated_at).toBe(epoch(clock.now()));

      clock.advance(DAY_MS);
      res = await c.put('/api/person/', { name: '  高橋 健  ' });
      expect(res.statusCode).toBe(200);
      info = res.json().person.person_info;
      expect(info.name).toBe('高橋 健');
      expect(info.bio).toBe('バックエンドエンジニア。Go と PostgreSQL で決済基盤を作っています。');
      expect(info.updated_at).toBe(epoch(clock.now()));

      res = await c.put('/api/person/', {
        links: [
          { label: 'ブログ', url: 'https://kenichi-takahashi.example.jp/' },
          { label: 'X', url: 'https://x.com/k_takahashi' },
        ],
      });
      expect(res.statusCode).toBe(200);
      info = res.json().person.person_info;
      expect(info.links).toEqual([
        { label: 'ブログ', url: 'https://kenichi-takahashi.example.jp/' },
        { label: 'X', url: 'https://x.com/k_takahashi' },
      ]);
      expect(info.name).toBe('高橋 健');
      expect(info.bio).toBe('バックエンドエンジニア。Go と PostgreSQL で決済基盤を作っています。');

      // GET answers what was saved.
      const again = (await c.get('/api/person/')).json().person.person_info;
      expect(again).toEqual(info);
    });

    it('answers 400 with a field error for each invalid value, and saves nothing', async () => {
      const { c } = await signedIn('小林 直樹');
      await c.put('/api/person/', { bio: '元の自己紹介です。' });
      const cases: [unknown, string, string][] = [
        [{ name: '' }, 'name', '名前を入力してください。'],
        [{ name: '   ' }, 'name', '名前を入力してください。'],
        [
          { bio: 'あ'.repeat(PERSON_BIO_MAX_LENGTH + 1) },
          'bio',
          `自己紹介は${PERSON_BIO_MAX_LENGTH}文字以内で入力してください。`,
        ],
        [
          { links: [{ label: '危ないリンク', url: 'javascript:alert(1)' }] },
          'links.0.url',
          'http:// または https:// で始まるURLを入力してください。',
        ],
        [
          {
            links: [
              { label: 'GitHub', url: 'https://github.com/naoki' },
              { label: 'ftp', url: 'ftp://files.example.jp/' },
            ],
          },
          'links.1.url',
          'http:// または https:// で始まるURLを入力してください。',
        ],
        [
          {
            links: Array.from({ length: PERSON_LINKS_MAX + 1 }, (_, i) => ({
              label: `リンク${i + 1}`,
              url: `https://naoki.example.jp/${i + 1}`,
            })),
          },
          'links',
          `リンクは${PERSON_LINKS_MAX}件まで登録できます。`,
        ],
      ];
      for (const [body, field, message] of cases) {
        const res = await c.put('/api/person/', body);
        expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
        const error = res.json().error;
        expect(error.code).toBe('validation_failed');
        expect(error.fields[field], field).toContain(message);
      }
      const info = (await c.get('/api/person/')).json().person.person_info;
      expect(info.name).toBe('小林 直樹');
      expect(info.bio).toBe('元の自己紹介です。');
      expect(info.links).toEqual([]);
    });

    it('accepts a bio of exactly the maximum length and exactly the maximum number of links', async () => {
      const { c } = await signedIn('伊藤 真由');
      const res = await c.put('/api/person/', {
        bio: 'い'.repeat(PERSON_BIO_MAX_LENGTH),
        links: Array.from({ length: PERSON_LINKS_MAX }, (_, i) => ({
          label: `リンク${i + 1}`,
          url: `https://mayu.example.jp/${i + 1}`,
        })),
      });
      expect(res.statusCode).toBe(200);
      const info = res.json().person.person_info;
      expect(info.bio).toHaveLength(PERSON_BIO_MAX_LENGTH);
      expect(info.links).toHaveLength(PERSON_LINKS_MAX);
    });
  });

  describe('skill tags', () => {
    it('PUT replaces the whole list in the order sent (suggestions not kept go)', async () => {
      const { c, user } = await signedIn('渡辺 翔太');
      await db()
        .insert(personSkillTags)
        .values([
          { userId: user.id, name: 'Ruby', level: 3, sortOrder: 0, isAuto: false },
          { userId: user.id, name: 'Docker', level: 2, sortOrder: 0, isAuto: true },
        ]);
      let res = await c.put('/api/person/skill_tags/', {
        skill_tags: [
          { name: 'TypeScript', level: 4 },
          { name: ' Go ', level: 2 },
          { name: 'PostgreSQL', level: 3 },
        ],
      });
      expect(res.statusCode).toBe(200);
      const expected = [
        { name: 'TypeScript', level: 4, is_auto: false },
        { name: 'Go', level: 2, is_auto: false },
        { name: 'PostgreSQL', level: 3, is_auto: false },
      ];
      expect(res.json()).toEqual({ skill_tags_info: expected });
      expect((await c.get('/api/person/skill_tags/')).json().skill_tags_info).toEqual(expected);

      res = await c.put('/api/person/skill_tags/', {
        skill_tags: [
          { name: 'Rust', level: 1 },
          { name: 'TypeScript', level: 5 },
        ],
      });
      expect(res.statusCode).toBe(200);
      expect((await c.get('/api/person/skill_tags/')).json().skill_tags_info).toEqual([
        { name: 'Rust', level: 1, is_auto: false },
        { name: 'TypeScript', level: 5, is_auto: false },
      ]);

      res = await c.put('/api/person/skill_tags/', { skill_tags: [] });
      expect(res.statusCode).toBe(200);
      expect((await c.get('/api/person/skill_tags/')).json().skill_tags_info).toEqual([]);
    });

    it('refuses duplicates ignoring case, with the error on skill_tags.N.name', async () => {
      const { c } = await signedIn('山本 沙織');
      await c.put('/api/person/skill_tags/', { skill_tags: [{ name: 'Python', level: 3 }] });
      const res = await c.put('/api/person/skill_tags/', {
        skill_tags: [
          { name: 'Go', level: 3 },
          { name: 'Kubernetes', level: 2 },
          { name: 'go', level: 1 },
        ],
      });
      expect(res.statusCode).toBe(400);
      const error = res.json().error;
      expect(error.code).toBe('validation_failed');
      expect(error.fields['skill_tags.2.name']).toEqual([PORTFOLIO_MESSAGES.skillTagDuplicate]);
      expect(error.fields['skill_tags.0.name']).toBeUndefined();
      expect((await c.get('/api/person/skill_tags/')).json().skill_tags_info).toEqual([
        { name: 'Python', level: 3, is_auto: false },
      ]);
    });

    it('refuses a duplicate that differs only by surrounding spaces and case', async () => {
      const { c } = await signedIn('加藤 涼');
      const res = await c.put('/api/person/skill_tags/', {
        skill_tags: [
          { name: 'TypeScript', level: 3 },
          { name: '  typescript ', level: 2 },
        ],
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.fields['skill_tags.1.name']).toEqual([
        PORTFOLIO_MESSAGES.skillTagDuplicate,
      ]);
    });

    it('two names the database folds together are a field error, never a server error', async () => {
      // JavaScript lower-cases "İ" to "i̇" (i + combining dot), PostgreSQL's lower() (libc,
      // C.UTF-8) to "i": the request check sees two tags, the unique index on lower(name) one.
      const { c } = await signedIn('トルコ 出張');
      const res = await c.put('/api/person/skill_tags/', {
        skill_tags: [
          { name: 'İyzico API', level: 2 },
          { name: 'iyzico api', level: 3 },
        ],
      });
      expect(res.statusCode, res.body).not.toBe(500);
      expect([200, 400]).toContain(res.statusCode);
      if (res.statusCode === 400) {
        expect(res.json().error.fields['skill_tags.1.name']).toEqual([
          PORTFOLIO_MESSAGES.skillTagDuplicate,
        ]);
      }
    });

    it('refuses a level outside 1..5', async () => {
      const { c } = await signedIn('吉田 大輔');
      for (const level of [0, 6, 2.5, -1]) {
        const res = await c.put('/api/person/skill_tags/', {
          skill_tags: [
            { name: 'Java', level: 3 },
            { name: 'Spring Boot', level },
          ],
        });
        expect(res.statusCode, `level ${level}`).toBe(400);
        expect(res.json().error.fields['skill_tags.1.level']).toEqual(['レベルを選んでください。']);
      }
      // The bounds themselves are fine.
      const res = await c.put('/api/person/skill_tags/', {
        skill_tags: [
          { name: 'Java', level: 1 },
          { name: 'Spring Boot', level: 5 },
        ],
      });
      expect(res.statusCode).toBe(200);
    });

    it('recomputes the tag score: score_details "6" raw_value is the number of tags', async () => {
      const { c } = await signedIn('松本 彩');
      let details = (await c.get('/api/person/score_details/')).json().score_details;
      expect(details['6'].raw_value).toBe(0);
      expect(details['6'].computed_at).toBeNull();

      await c.put('/api/person/skill_tags/', {
        skill_tags: [
          { name: 'React', level: 4 },
          { name: 'Next.js', level: 3 },
          { name: 'GraphQL', level: 2 },
        ],
      });
      details = (await c.get('/api/person/score_details/')).json().score_details;
      expect(details['6'].raw_value).toBe(3);
      expect(details['6'].is_exist_output).toBe(true);
      expect(details['6'].computed_at).toBe(epoch(clock.now()));
      expect(details['6'].factors).toContainEqual({
        key: 'tag_count',
        label: '登録したスキルタグ',
        value: 3,
      });

      await c.put('/api/person/skill_tags/', { skill_tags: [{ name: 'React', level: 5 }] });
      details = (await c.get('/api/person/score_details/')).json().score_details;
      expect(details['6'].raw_value).toBe(1);
    });
  });

  describe('outputs', () => {
    let me: Awaited<ReturnType<typeof signedIn>>;
    let other: Awaited<ReturnType<typeof signedIn>>;
    const urls: Record<string, string> = {};
    let companyA: Awaited<ReturnType<typeof createCompany>>;
    let companyB: Awaited<ReturnType<typeof createCompany>>;

    beforeAll(async () => {
      me = await signedIn('井上 悠斗');
      other = await signedIn('木村 千尋');
      const uid = me.user.id;
      const github = await createSnsAssociation(db(), uid, {
        snsName: 'github',
        account: 'yuto-inoue',
      });
      const qiita = await createSnsAssociation(db(), uid, { snsName: 'qiita', account: 'yuto_i' });
      const zenn = await createSnsAssociation(db(), uid, { snsName: 'zenn', account: 'yutoi' });
      const note = await createSnsAssociation(db(), uid, { snsName: 'note', account: 'yuto.i' });
      const deck = await createSnsAssociation(db(), uid, {
        snsName: 'speakerdeck',
        account: 'yutoinoue',
      });
      const tera = await createSnsAssociation(db(), uid, {
        snsName: 'teratail',
        account: 'yuto_tera',
      });
      const conn = await createSnsAssociation(db(), uid, {
        snsName: 'connpass',
        account: 'yuto_conn',
      });
      const repoData = (over: Record<string, unknown>) => ({
        description: null,
        language: null,
        languages: [],
        contributions: 0,
        contributors_count: 1,
        forks: 0,
        is_fork: false,
        is_oss: true,
        is_owner: false,
        stargazers_count: 0,
        original_repo_contributions: 0,
        original_stars_count: 0,
        contributors: [],
        contributors_from_commits: [],
        pushed_at: null,
        ...over,
      });
      // GitHub: owned, contributed, an untouched fork, and a repo without any contribution.
      const owned = await createOutput(db(), github, {
        kind: 'repo',
        title: 'yuto-inoue/kakeibo-api',
        url: 'https://github.com/yuto-inoue/kakeibo-api',
        postedAt: at('2026-10-01T03:00:00Z'),
        stars: 42,
        data: repoData({
          description: '家計簿アプリのAPIサーバー',
          language: 'TypeScript',
          languages: [
            { name: 'TypeScript', bytes: 5000 },
            { name: 'Go', bytes: 1000 },
          ],
          contributions: 120,
          contributors_count: 2,
          forks: 3,
          is_owner: true,
          stargazers_count: 42,
          pushed_at: '2026-10-02T09:30:00Z',
        }),
      });
      urls.owned = owned.url;
      const contributed = await createOutput(db(), github, {
        kind: 'repo',
        title: 'oss-jp/hyougen',
        url: 'https://github.com/oss-jp/hyougen',
        postedAt: at('2026-11-01T03:00:00Z'),
        data: repoData({
          language: 'Rust',
          languages: [
            { name: 'TypeScript', bytes: 2000 },
            { name: 'Rust', bytes: 3000 },
          ],
          contributions: 15,
          contributors_count: 30,
        }),
      });
      urls.contributed = contributed.url;
      const fork = await createOutput(db(), github, {
        kind: 'repo',
        title: 'yuto-inoue/django',
        url: 'https://github.com/yuto-inoue/django',
        postedAt: at('2026-06-01T03:00:00Z'),
        data: repoData({
          language: 'Python',
          languages: [{ name: 'Python', bytes: 99999 }],
          is_fork: true,
          is_owner: true,
          contributions: 0,
        }),
      });
      urls.fork = fork.url;
      const untouched = await createOutput(db(), github, {
        kind: 'repo',
        title: 'someone/dotfiles',
        url: 'https://github.com/someone/dotfiles',
        postedAt: at('2026-05-01T03:00:00Z'),
        data: repoData({ languages: [{ name: 'Ruby', bytes: 500 }], contributions: 0 }),
      });
      urls.untouched = untouched.url;

      const q1 = await createOutput(db(), qiita, {
        title: 'PostgreSQLのインデックス設計入門',
        url: 'https://qiita.com/yuto_i/items/aaa111',
        postedAt: at('2026-09-10T01:00:00Z'),
        likes: 120,
        stocks: 95,
        tags: ['PostgreSQL', 'SQL'],
        summary: 'B-treeとGINの使い分けをまとめました。',
      });
      urls.q1 = q1.url;
      const q2 = await createOutput(db(), qiita, {
        title: 'Fastifyで型安全なAPIを作る',
        url: 'https://qiita.com/yuto_i/items/bbb222',
        postedAt: at('2026-10-20T01:00:00Z'),
        likes: 30,
        stocks: 12,
        tags: ['TypeScript', 'Fastify'],
      });
      urls.q2 = q2.url;
      const q3 = await createOutput(db(), qiita, {
        title: '下書きから公開した日付のない記事',
        url: 'https://qiita.com/yuto_i/items/ccc333',
        postedAt: null,
        likes: 1,
        stocks: 0,
      });
      urls.q3 = q3.url;
      urls.zenn = (
        await createOutput(db(), zenn, {
          title: 'Drizzle ORMとPGliteでテストを速くする',
          url: 'https://zenn.dev/yutoi/articles/drizzle-pglite',
          postedAt: at('2026-08-01T00:00:00Z'),
          likes: 64,
          tags: ['drizzle', 'test'],
        })
      ).url;
      urls.note = (
        await createOutput(db(), note, {
          title: 'エンジニア3年目の振り返り',
          url: 'https://note.com/yuto.i/n/n0123456789',
          postedAt: at('2026-07-01T00:00:00Z'),
          likes: 18,
        })
      ).url;
      const [blog] = await db()
        .insert(blogs)
        .values({
          userId: uid,
          url: 'https://yuto.example.jp/',
          feedUrl: 'https://yuto.example.jp/feed',
          title: 'ゆうとの技術メモ',
          status: 'done',
        })
        .returning();
      const [blogPost] = await db()
        .insert(portfolioOutputs)
        .values({
          userId: uid,
          source: 'blog',
          kind: 'article',
          blogId: blog!.id,
          externalId: 'blog-1',
          url: 'https://yuto.example.jp/posts/otel',
          title: 'OpenTelemetryで分散トレーシングを始める',
          postedAt: at('2026-06-15T00:00:00Z'),
          tags: ['observability'],
        })
        .returning();
      urls.blog = blogPost!.url;
      urls.slide = (
        await createOutput(db(), deck, {
          kind: 'slide',
          title: '小さく始めるSRE',
          url: 'https://speakerdeck.com/yutoinoue/small-sre',
          postedAt: at('2026-05-20T00:00:00Z'),
          stars: 12,
          pageViews: 3400,
          data: { description: '社内勉強会での発表資料です。' },
        })
      ).url;
      urls.reply = (
        await createOutput(db(), tera, {
          kind: 'reply',
          title: 'GoでJSONのnullを扱うには？',
          url: 'https://teratail.com/questions/123456',
          postedAt: at('2026-04-10T00:00:00Z'),
          tags: ['Go'],
          data: { is_best_answer: true },
        })
      ).url;
      const eventData = (over: Record<string, unknown>) => ({
        is_tech_event: true,
        is_presenter: false,
        is_organizer: false,
        status: '参加者',
        place: '東京都渋谷区',
        ...over,
      });
      urls.talk = (
        await createOutput(db(), conn, {
          kind: 'event',
          title: 'Go Conference 2026',
          url: 'https://gocon.connpass.com/event/300001/',
          postedAt: at('2026-10-05T01:00:00Z'),
          data: eventData({ is_presenter: true }),
        })
      ).url;
      urls.meetup = (
        await createOutput(db(), conn, {
          kind: 'event',
          title: 'TypeScript勉強会 #42',
          url: 'https://ts-study.connpass.com/event/300002/',
          postedAt: at('2026-09-01T10:00:00Z'),
          data: eventData({ is_organizer: true, status: '管理者', place: 'オンライン' }),
        })
      ).url;

      // Someone else's outputs and views, which must never show up in mine.
      const otherQiita = await createSnsAssociation(db(), other.user.id, {
        snsName: 'qiita',
        account: 'chihiro_k',
      });
      await createOutput(db(), otherQiita, {
        title: '木村さんの記事',
        url: 'https://qiita.com/chihiro_k/items/zzz999',
        postedAt: at('2026-11-20T00:00:00Z'),
        likes: 500,
        stocks: 400,
      });
      const otherGithub = await createSnsAssociation(db(), other.user.id, {
        snsName: 'github',
        account: 'chihiro-k',
      });
      await createOutput(db(), otherGithub, {
        kind: 'repo',
        title: 'chihiro-k/app',
        url: 'https://github.com/chihiro-k/app',
        postedAt: at('2026-11-21T00:00:00Z'),
        data: repoData({
          languages: [{ name: 'Elixir', bytes: 7777 }],
          is_owner: true,
          contributions: 9,
        }),
      });

      companyA = await createCompany(db(), {
        name: '株式会社ミライテック',
        websiteUrl: 'https://miraitech.example.jp/',
      });
      companyB = await createCompany(db(), {
        name: '合同会社サクラソフト',
        websiteUrl: 'https://sakurasoft.example.jp/',
      });
      await db()
        .insert(browsedHistories)
        .values([
          {
            userId: uid,
            companyId: companyA.id,
            outputUrl: urls.q1,
            accessedAt: at('2026-11-01T09:00:00Z'),
          },
          {
            userId: uid,
            companyId: companyB.id,
            outputUrl: urls.q1,
            accessedAt: at('2026-11-10T09:00:00Z'),
          },
          {
            userId: uid,
            companyId: companyA.id,
            outputUrl: urls.owned,
            accessedAt: at('2026-11-05T12:00:00Z'),
          },
          {
            userId: uid,
            companyId: companyB.id,
            outputUrl: urls.slide,
            accessedAt: at('2026-11-06T12:00:00Z'),
          },
          {
            userId: uid,
            companyId: companyB.id,
            outputUrl: urls.talk,
            accessedAt: at('2026-11-07T12:00:00Z'),
          },
          // The portfolio itself, no output.
          {
            userId: uid,
            companyId: companyA.id,
            outputUrl: null,
            accessedAt: at('2026-11-15T08:00:00Z'),
          },
          // Another person's history naming my URL must not count for me.
          {
            userId: other.user.id,
            companyId: companyA.id,
            outputUrl: urls.q2,
            accessedAt: at('2026-11-11T09:00:00Z'),
          },
        ]);
    });

    const get = async (url: string, key: string) => {
      const res = await me.c.get(url);
      expect(res.statusCode, url).toBe(200);
      const body = res.json();
      expect(Object.keys(body), url).toEqual([key]);
      return body[key] as Record<string, unknown>[];
    };

    it('repos: GitHub rows only, newest first, with the repo facts and views', async () => {
      const repos = await get('/api/person/repos/', 'repos_info');
      expect(repos.map((r) => r.url)).toEqual([
        urls.contributed,
        urls.owned,
        urls.fork,
        urls.untouched,
      ]);
      const owned = repos[1]!;
      expect(owned).toMatchObject({
        title: 'yuto-inoue/kakeibo-api',
        description: '家計簿アプリのAPIサーバー',
        language: 'TypeScript',
        contributions: 120,
        contributors_count: 2,
        forks: 3,
        is_fork: false,
        is_oss: true,
        is_owner: true,
        stargazers_count: 42,
        pushed_at: epoch(at('2026-10-02T09:30:00Z')),
        views: 1,
        views_detail: [
          {
            company_name: '株式会社ミライテック',
            company_website_url: 'https://miraitech.example.jp/',
            access_date: epoch(at('2026-11-05T12:00:00Z')),
          },
        ],
      });
      expect(repos[2]).toMatchObject({ is_fork: true, views: 0, views_detail: [] });
      // pushed_at falls back to the posted time when the data has none.
      expect(repos[0]!.pushed_at).toBe(epoch(at('2026-11-01T03:00:00Z')));
    });

    it('qiita_posts: likes → likes_count, stocks → stockers_count, views of that URL only', async () => {
      const posts = await get('/api/person/qiita_posts/', 'qiita_posts_info');
      // Newest first; an undated post last.
      expect(posts.map((p) => p.url)).toEqual([urls.q2, urls.q1, urls.q3]);
      const q1 = posts[1]!;
      expect(q1).toMatchObject({
        title: 'PostgreSQLのインデックス設計入門',
        likes_count: 120,
        stockers_count: 95,
        tags: ['PostgreSQL', 'SQL'],
        summary: 'B-treeとGINの使い分けをまとめました。',
        posted_at: epoch(at('2026-09-10T01:00:00Z')),
        views: 2,
      });
      // Who viewed it, newest first.
      expect(q1.views_detail).toEqual([
        {
          company_name: '合同会社サクラソフト',
          company_website_url: 'https://sakurasoft.example.jp/',
          access_date: epoch(at('2026-11-10T09:00:00Z')),
        },
        {
          company_name: '株式会社ミライテック',
          company_website_url: 'https://miraitech.example.jp/',
          access_date: epoch(at('2026-11-01T09:00:00Z')),
        },
      ]);
      // Another output's views, and another person's history, do not count here.
      expect(posts[0]).toMatchObject({
        likes_count: 30,
        stockers_count: 12,
        views: 0,
        views_detail: [],
      });
      expect(posts[2]).toMatchObject({ posted_at: null, views: 0 });
    });

    it('zenn_articles, note_articles, blog_articles: one source each', async () => {
      const zenn = await get('/api/person/zenn_articles/', 'zenn_articles_info');
      expect(zenn).toEqual([
        expect.objectContaining({
          url: urls.zenn,
          title: 'Drizzle ORMとPGliteでテストを速くする',
          liked_count: 64,
          tags: ['drizzle', 'test'],
          views: 0,
          views_detail: [],
        }),
      ]);
      const note = await get('/api/person/note_articles/', 'note_articles_info');
      expect(note).toEqual([
        expect.objectContaining({
          url: urls.note,
          title: 'エンジニア3年目の振り返り',
          like_count: 18,
        }),
      ]);
      const blog = await get('/api/person/blog_articles/', 'blog_articles_info');
      expect(blog).toEqual([
        expect.objectContaining({
          url: urls.blog,
          title: 'OpenTelemetryで分散トレーシングを始める',
          blog_title: 'ゆうとの技術メモ',
          posted_at: epoch(at('2026-06-15T00:00:00Z')),
        }),
      ]);
    });

    it('speakerdeck_slides: stars → star_count, page views → view_count', async () => {
      const slides = await get('/api/person/speakerdeck_slides/', 'speaker_deck_slides_info');
      expect(slides).toHaveLength(1);
      expect(slides[0]).toMatchObject({
        url: urls.slide,
        title: '小さく始めるSRE',
        description: '社内勉強会での発表資料です。',
        presentation_date: epoch(at('2026-05-20T00:00:00Z')),
        star_count: 12,
        view_count: 3400,
        views: 1,
        views_detail: [
          {
            company_name: '合同会社サクラソフト',
            company_website_url: 'https://sakurasoft.example.jp/',
            access_date: epoch(at('2026-11-06T12:00:00Z')),
          },
        ],
      });
    });

    it('teratail_replies: is_best_answer and tags', async () => {
      const replies = await get('/api/person/teratail_replies/', 'teratail_replies_info');
      expect(replies).toEqual([
        {
          id: expect.any(Number),
          title: 'GoでJSONのnullを扱うには？',
          url: urls.reply,
          created_at: epoch(at('2026-04-10T00:00:00Z')),
          is_best_answer: true,
          tags: ['Go'],
          views: 0,
          views_detail: [],
        },
      ]);
    });

    it('events: connpass rows, newest first, with data.is_presenter and the rest', async () => {
      const events = await get('/api/person/events/', 'events_info');
      expect(events.map((e) => e.url)).toEqual([urls.talk, urls.meetup]);
      expect(events[0]).toMatchObject({
        title: 'Go Conference 2026',
        date: epoch(at('2026-10-05T01:00:00Z')),
        is_presenter: true,
        is_organizer: false,
        is_tech_event: true,
        status: '参加者',
        place: '東京都渋谷区',
        views: 1,
      });
      expect(events[1]).toMatchObject({
        is_presenter: false,
        is_organizer: true,
        status: '管理者',
        place: 'オンライン',
        views: 0,
      });
    });

    it('languages: bytes summed over owned and contributed repos, untouched forks skipped', async () => {
      const languages = await get('/api/person/languages/', 'languages_info');
      expect(languages).toEqual([
        { name: 'TypeScript', bytes: 7000, ratio: 63.6, repo_count: 2 },
        { name: 'Rust', bytes: 3000, ratio: 27.3, repo_count: 1 },
        { name: 'Go', bytes: 1000, ratio: 9.1, repo_count: 1 },
      ]);
    });

    it('browsed_histories: every view of my portfolio, newest first', async () => {
      const list = await get('/api/person/browsed_histories/', 'browsed_histories');
      expect(list).toEqual([
        {
          company_name: '株式会社ミライテック',
          company_website_url: 'https://miraitech.example.jp/',
          access_date: epoch(at('2026-11-15T08:00:00Z')),
          output_url: null,
        },
        {
          company_name: '合同会社サクラソフト',
          company_website_url: 'https://sakurasoft.example.jp/',
          access_date: epoch(at('2026-11-10T09:00:00Z')),
          output_url: urls.q1,
        },
        {
          company_name: '合同会社サクラソフト',
          company_website_url: 'https://sakurasoft.example.jp/',
          access_date: epoch(at('2026-11-07T12:00:00Z')),
          output_url: urls.talk,
        },
        {
          company_name: '合同会社サクラソフト',
          company_website_url: 'https://sakurasoft.example.jp/',
          access_date: epoch(at('2026-11-06T12:00:00Z')),
          output_url: urls.slide,
        },
        {
          company_name: '株式会社ミライテック',
          company_website_url: 'https://miraitech.example.jp/',
          access_date: epoch(at('2026-11-05T12:00:00Z')),
          output_url: urls.owned,
        },
        {
          company_name: '株式会社ミライテック',
          company_website_url: 'https://miraitech.example.jp/',
          access_date: epoch(at('2026-11-01T09:00:00Z')),
          output_url: urls.q1,
        },
      ]);
    });

    it("another person's outputs never appear in mine, nor mine in theirs", async () => {
      const mine = [
        ...(await get('/api/person/repos/', 'repos_info')),
        ...(await get('/api/person/qiita_posts/', 'qiita_posts_info')),
        ...(await get('/api/person/activities/', 'activities')),
      ].map((o) => o.url);
      expect(mine).not.toContain('https://qiita.com/chihiro_k/items/zzz999');
      expect(mine).not.toContain('https://github.com/chihiro-k/app');
      const langs = await get('/api/person/languages/', 'languages_info');
      expect(langs.map((l) => l.name)).not.toContain('Elixir');

      const theirs = (await other.c.get('/api/person/qiita_posts/')).json().qiita_posts_info;
      expect(theirs.map((p: { url: string }) => p.url)).toEqual([
        'https://qiita.com/chihiro_k/items/zzz999',
      ]);
      // Their own history is theirs: my URL, viewed in their history, counts nowhere for me.
      expect(theirs[0].views).toBe(0);
      const theirHistory = (await other.c.get('/api/person/browsed_histories/')).json()
        .browsed_histories;
      expect(theirHistory).toHaveLength(1);
      expect((await other.c.get('/api/person/events/')).json().events_info).toEqual([]);
    });

    it('activities: every dated output, newest first, with its type', async () => {
      const activities = await get('/api/person/activities/', 'activities');
      expect(activities).toHaveLength(13);
      expect(activities[0]).toEqual({
        date: epoch(at('2026-11-01T03:00:00Z')),
        title: 'oss-jp/hyougen',
        url: urls.contributed,
        type: 'github',
      });
      const dates = activities.map((a) => a.date as number);
      expect([...dates].sort((a, b) => b - a)).toEqual(dates);
      expect(activities.find((a) => a.url === urls.slide)?.type).toBe('speaker_deck');
      expect(activities.find((a) => a.url === urls.talk)?.type).toBe('connpass');
      expect(activities.find((a) => a.url === urls.blog)?.type).toBe('blog');
      // The undated Qiita post has no place on a timeline.
      expect(activities.map((a) => a.url)).not.toContain(urls.q3);
    });
  });

  describe('GET /api/person/activities/ by year and month (JST)', () => {
    let c: TestClient;
    beforeAll(async () => {
      const s = await signedIn('清水 拓海');
      c = s.c;
      const qiita = await createSnsAssociation(db(), s.user.id, {
        snsName: 'qiita',
        account: 'takumi_s',
      });
      const post = (title: string, postedAt: string) =>
        createOutput(db(), qiita, {
          title,
          url: `https://qiita.com/takumi_s/items/${encodeURIComponent(title)}`,
          postedAt: at(postedAt),
        });
      await post('3月31日の夜（日本時間）', '2025-03-31T14:30:00Z');
      await post('4月1日の0時半（日本時間）', '2025-03-31T15:30:00Z');
      await post('4月中旬の記事', '2025-04-15T03:00:00Z');
      await post('4月30日の23時59分（日本時間）', '2025-04-30T14:59:00Z');
      await post('5月1日の0時（日本時間）', '2025-04-30T15:00:00Z');
      await post('2024年の大晦日（日本時間）', '2024-12-31T14:00:00Z');
      await post('2025年の元日（日本時間）', '2024-12-31T15:00:00Z');
    });

    const titles = async (query: string) => {
      const res = await c.get(`/api/person/activities/${query}`);
      expect(res.statusCode, query).toBe(200);
      return res.json().activities.map((a: { title: string }) => a.title);
    };

    it('a month is its days in Japan time', async () => {
      expect(await titles('?year=2025&month=4')).toEqual([
        '4月30日の23時59分（日本時間）',
        '4月中旬の記事',
        '4月1日の0時半（日本時間）',
      ]);
      expect(await titles('?year=2025&month=3')).toEqual(['3月31日の夜（日本時間）']);
      expect(await titles('?year=2025&month=5')).toEqual(['5月1日の0時（日本時間）']);
      expect(await titles('?year=2025&month=1')).toEqual(['2025年の元日（日本時間）']);
      expect(await titles('?year=2024&month=12')).toEqual(['2024年の大晦日（日本時間）']);
    });

    it('a year alone is its days in Japan time', async () => {
      expect(await titles('?year=2024')).toEqual(['2024年の大晦日（日本時間）']);
      expect(await titles('?year=2025')).toHaveLength(6);
      expect(await titles('?year=2023')).toEqual([]);
    });

    it('refuses a month outside 1..12 with 400', async () => {
      for (const query of ['?year=2025&month=13', '?year=2025&month=0', '?year=2025&month=abc']) {
        const res = await c.get(`/api/person/activities/${query}`);
        expect(res.statusCode, query).toBe(400);
        expect(res.json().error.code).toBe('validation_failed');
        expect(res.json().error.fields.month).toBeDefined();
      }
    });
  });

  describe('other reads', () => {
    it('experiences: the person’s career', async () => {
      const { c, user } = await signedIn('林 奈々');
      const exp = await createExperience(db(), user.id, {
        organizationName: '株式会社ナナイロシステム',
        startYear: 2020,
        startMonth: 4,
        endYear: null,
        endMonth: null,
      });
      const res = await c.get('/api/person/experiences/');
      expect(res.statusCode).toBe(200);
      const list = res.json().experiences_info;
      expect(list).toHaveLength(1);
      expect(list[0]).toMatchObject({
        id: exp.id,
        organization_name: '株式会社ナナイロシステム',
        start_year: 2020,
        start_month: 4,
        end_year: null,
      });
    });

    it('score_details: every scorer type, "no score" before anything is computed', async () => {
      const { c } = await signedIn('森 一郎');
      const res = await c.get('/api/person/score_details/');
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(Object.keys(body.score_details).sort()).toEqual(
        ['1', '3', '4', '5', '6', '17', '1000'].sort(),
      );
      for (const d of Object.values(body.score_details) as Record<string, unknown>[]) {
        expect(d).toMatchObject({
          score: null,
          ranking: null,
          is_exist_output: false,
          is_connected_sns: false,
        });
      }
      expect(body.score_history).toEqual({});
    });

    it('an empty portfolio answers empty lists', async () => {
      const { c } = await signedIn('池田 誠');
      for (const [url, key] of [
        ['/api/person/repos/', 'repos_info'],
        ['/api/person/qiita_posts/', 'qiita_posts_info'],
        ['/api/person/languages/', 'languages_info'],
        ['/api/person/activities/', 'activities'],
        ['/api/person/browsed_histories/', 'browsed_histories'],
      ] as const) {
        const res = await c.get(url);
        expect(res.statusCode, url).toBe(200);
        expect(res.json(), url).toEqual({ [key]: [] });
      }
    });
  });
});
