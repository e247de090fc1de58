import { jobPositionByKey, techTagByName } from '@kiseki/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompany, createJobDescription, createUser } from '../../../../test/factories';
import { createTestApp, type TestApp } from '../../../../test/helpers/app';
import { TestClient } from '../../../../test/helpers/client';
import { userBlockedCompanies } from '../../../db/schema';

/*
 * GET /api/job_descriptions/search over a small world whose every word is known, so that
 * recall (a job naming the keyword is found) and precision (a job not naming it is not) can
 * both be asserted exactly.
 */

const tag = (name: Parameters<typeof techTagByName>[0]) => techTagByName(name).id;
const position = (key: Parameters<typeof jobPositionByKey>[0]) => jobPositionByKey(key).id;

const JOBS = {
  backendGo: {
    title: 'バックエンドエンジニア（Go）',
    summary: '決済プラットフォームのAPIを設計・開発するメンバーを募集します。',
    jobDetails: 'マイクロサービスの設計、実装、運用を担当していただきます。',
    requiredSkills: 'Goでのサーバーサイド開発経験3年以上',
    welcomeSkills: 'AWSでの本番運用経験',
    developmentEnvironment: 'Go / PostgreSQL / AWS / GitHub Actions',
    workingConditions: 'フルリモート勤務です。月1回の全社会議はオンラインで行います。',
  },
  frontendReact: {
    title: 'フロントエンドエンジニア（React / TypeScript）',
    summary: '予約管理SaaSの画面開発をリードしていただきます。',
    jobDetails: 'デザイナーと協力し、ReactとTypeScriptで管理画面を開発します。',
    requiredSkills: 'Reactでの開発経験2年以上',
    welcomeSkills: 'ＡＷＳ上のフロントエンド配信の知見',
    developmentEnvironment: 'TypeScript / React / Next.js',
    workingConditions: '週2日出社、それ以外は在宅勤務です。',
  },
  serverSideJava: {
    title: 'サーバサイドエンジニア（Java / Spring Boot）',
    summary: '金融機関向け基幹システムの開発案件です。',
    jobDetails: 'Spring Bootによる業務システムの設計と実装を担当します。',
    requiredSkills: 'Javaでの業務システム開発経験',
    welcomeSkills: 'Oracleの運用経験',
    developmentEnvironment: 'Java / Spring Boot / Oracle',
    workingConditions: '常駐先での勤務となります。',
  },
  infraCloud: {
    title: 'インフラエンジニア（クラウド基盤）',
    summary: 'Google Cloud上のデータ基盤を構築・運用します。',
    jobDetails: 'Kubernetesクラスタの構築と監視の改善を進めていただきます。',
    requiredSkills: 'Kubernetesの運用経験',
    welcomeSkills: 'Terraformによる構成管理',
    developmentEnvironment: 'Google Cloud / Kubernetes / Terraform',
    workingConditions: '完全在宅で働けます。',
  },
  dataScience: {
    title: 'データサイエンティスト',
    summary: '需要予測モデルの開発を担当します。',
    jobDetails: '機械学習モデルの設計と評価を行います。',
    requiredSkills: 'Pythonによる統計解析の経験',
    welcomeSkills: '論文の実装経験',
    developmentEnvironment: 'Python / BigQuery',
    workingConditions: '大阪オフィスに出社して勤務します。',
  },
} as const;
type JobKey = keyof typeof JOBS | 'closedBackend' | 'blockedBackend';

describe('GET /api/job_descriptions/search', () => {
  let h: TestApp;
  let client: TestClient;
  const ids = {} as Record<JobKey, number>;
  const db = () => h.t.database.db;

  async function search(query: string) {
    const res = await client.get(`/api/job_descriptions/search${query ? `?${query}` : ''}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as {
      job_descriptions: { job_description_id: number; annual_salary_min: number }[];
      paging: { total_count: number; max_page: number; page: number; per_page: number };
    };
  }
  const keyOf = (id: number) => Object.entries(ids).find(([, v]) => v === id)?.[0];
  /** Keys found, in answer order. */
  async function found(query: string): Promise<string[]> {
    const body = await search(query);
    expect(body.paging.total_count).toBe(body.job_descriptions.length);
    return body.job_descriptions.map((j) => keyOf(j.job_description_id) ?? '?');
  }
  const sorted = async (query: string) => (await found(query)).sort();
  const kw = (keyword: string) => `keyword=${encodeURIComponent(keyword)}`;

  beforeAll(async () => {
    h = await createTestApp();
    const company = (name: string) => createCompany(db(), { name, prefectureCode: 13 });
    const base = {
      status: 'published' as const,
      employmentType: 'fulltime' as const,
      businessType: 1 as const,
    };
    const create = async (
      key: JobKey,
      text: (typeof JOBS)[keyof typeof JOBS],
      values: Record<string, unknown>,
      links: { positionIds: number[]; tagIds: number[]; preferredConditionIds: number[] },
      companyName: string,
    ) => {
      const job = await createJobDescription(db(), {
        ...base,
        ...text,
        ...values,
        ...links,
        company: await company(companyName),
      });
      ids[key] = job.id;
      return job;
    };
    await create(
      'backendGo',
      JOBS.backendGo,
      {
        workStyle: 'fullRemote',
        prefectureCode: 13,
        salaryMin: 600,
        salaryMax: 900,
        popularity: 50,
      },
      {
        positionIds: [position('BACKEND_ENGINEER')],
        tagIds: [tag('Go'), tag('PostgreSQL'), tag('AWS')],
        preferredConditionIds: [1, 11],
      },
      '株式会社ミナト技研',
    );
    await create(
      'frontendReact',
      JOBS.frontendReact,
      {
        workStyle: 'partialRemote',
        prefectureCode: 13,
        salaryMin: 500,
        salaryMax: 750,
        popularity: 80,
      },
      {
        positionIds: [position('FRONTEND_ENGINEER')],
        tagIds: [tag('React'), tag('TypeScript')],
        preferredConditionIds: [11],
      },
      '株式会社ハルカ',
    );
    await create(
      'serverSideJava',
      JOBS.serverSideJava,
      {
        workStyle: 'attendance',
        prefectureCode: 27,
        salaryMin: 450,
        salaryMax: 650,
        businessType: 2,
        popularity: 5,
      },
      {
        positionIds: [position('BACKEND_ENGINEER')],
        tagIds: [tag('Java'), tag('Spring Boot')],
        preferredConditionIds: [],
      },
      '株式会社ナギサシステム',
    );
    await create(
      'infraCloud',
      JOBS.infraCloud,
      {
        workStyle: 'fullRemote',
        prefectureCode: 40,
        salaryMin: 800,
        salaryMax: 1200,
        employmentType: 'freelance',
        businessType: 3,
        popularity: 20,
      },
      {
        positionIds: [position('INFRA_ENGINEER')],
        tagIds: [tag('GCP'), tag('Kubernetes')],
        preferredConditionIds: [1],
      },
      '株式会社イズミ',
    );
    await create(
      'dataScience',
      JOBS.dataScience,
      {
        workStyle: 'attendance',
        prefectureCode: 27,
        salaryMin: 550,
        salaryMax: 800,
        popularity: 0,
      },
      {
        positionIds: [position('DATA_SCIENTIST')],
        tagIds: [tag('Python')],
        preferredConditionIds: [],
      },
      '株式会社アオバ',
    );
    // Matches everything the backend job matches, but is closed or hidden from the person.
    const backendLinks = {
      positionIds: [position('BACKEND_ENGINEER')],
      tagIds: [tag('Go'), tag('AWS')],
      preferredConditionIds: [1, 11],
    };
    const backendValues = {
      workStyle: 'fullRemote',
      prefectureCode: 13,
      salaryMin: 600,
      salaryMax: 900,
    };
    await create(
      'closedBackend',
      JOBS.backendGo,
      { ...backendValues, status: 'closed' },
      backendLinks,
      '株式会社シオン',
    );
    const blocked = await create(
      'blockedBackend',
      JOBS.backendGo,
      backendValues,
      backendLinks,
      '株式会社いまの勤務先',
    );

    const user = await createUser(db());
    await db()
      .insert(userBlockedCompanies)
      .values({ userId: user.id, companyId: blocked.companyId });
    client = new TestClient(h.app, '100.68.0.1');
    await client.signIn(user.email, user.password);
  });
  afterAll(async () => h.close());

  it('answers 401 to a visitor', async () => {
    const res = await new TestClient(h.app, '100.68.0.2').get('/api/job_descriptions/search');
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('unauthenticated');
  });

  it('without conditions lists every open job of companies the person did not block, by popularity', async () => {
    expect(await found('')).toEqual([
      'frontendReact',
      'backendGo',
      'infraCloud',
      'serverSideJava',
      'dataScience',
    ]);
  });

  it('finds Japanese keywords as a person would expect, and nothing that does not name them', async () => {
    expect(await sorted(kw('バックエンド'))).toEqual(['backendGo']);
    expect(await sorted(kw('フルリモート'))).toEqual(['backendGo', 'infraCloud']);
    expect(await sorted(kw('東京'))).toEqual(['backendGo', 'frontendReact']);
    expect(await sorted(kw('Go'))).toEqual(['backendGo']);
    expect(await sorted(kw('go'))).toEqual(['backendGo']);
    expect(await sorted(kw('React'))).toEqual(['frontendReact']);
    // サーバーサイド, サーバサイド and half-width ｻｰﾊﾞｰｻｲﾄﾞ are one word.
    expect(await sorted(kw('サーバーサイド'))).toEqual(['backendGo', 'serverSideJava']);
    expect(await sorted(kw('サーバサイド'))).toEqual(['backendGo', 'serverSideJava']);
    expect(await sorted(kw('ｻｰﾊﾞｰｻｲﾄﾞ'))).toEqual(['backendGo', 'serverSideJava']);
    // Full-width and half-width letters match each other, in keywords and in documents.
    expect(await sorted(kw('ＡＷＳ'))).toEqual(['backendGo', 'frontendReact']);
    expect(await sorted(kw('aws'))).toEqual(['backendGo', 'frontendReact']);
    expect(await sorted(kw('Ｇｏ'))).toEqual(['backendGo']);
    // Substrings of Japanese words, and words inside compounds.
    expect(await sorted(kw('クラウド'))).toEqual(['infraCloud']);
    expect(await sorted(kw('エンジニア'))).toEqual([
      'backendGo',
      'frontendReact',
      'infraCloud',
      'serverSideJava',
    ]);
    expect(await sorted(kw('Google'))).toEqual(['infraCloud']);
    expect(await sorted(kw('Rust'))).toEqual([]);
    expect(await sorted(kw('機械学習'))).toEqual(['dataScience']);
  });

  it('requires every word of a keyword', async () => {
    expect(await sorted(kw('AWS フルリモート'))).toEqual(['backendGo']);
    expect(await sorted(kw('React　東京'))).toEqual(['frontendReact']);
    expect(await sorted(kw('React 大阪'))).toEqual([]);
  });

  it('ranks a job naming the keyword in its title above one naming it in passing', async () => {
    // Both mention AWS; neither in the title. Kubernetes is in the infra job's body only.
    expect(await found(kw('エンジニア'))).toHaveLength(4);
    const go = await found(`${kw('Go')}`);
    expect(go[0]).toBe('backendGo');
    // React is in the title of one job: first; TypeScript-less Go job never appears.
    expect(await found(kw('TypeScript'))).toEqual(['frontendReact']);
    // "サーバサイド" is the Java job's title; the Go job mentions it in its skills.
    expect(await found(kw('サーバサイド'))).toEqual(['serverSideJava', 'backendGo']);
  });

  it('treats a keyword with only symbols or tsquery syntax as text, never as an error', async () => {
    expect(await found(kw("'); drop table job_descriptions; --"))).toEqual([]);
    expect(await found(kw('&|!():*'))).toHaveLength(5);
    expect(await found(kw('   '))).toHaveLength(5);
    expect(await found(kw('100%'))).toEqual([]);
  });

  it('filters by positions, tags, business and employment type, work style, conditions and salary', async () => {
    expect(await sorted('positions[]=BACKEND_ENGINEER')).toEqual(['backendGo', 'serverSideJava']);
    expect(await sorted('positions[]=BACKEND_ENGINEER&positions[]=INFRA_ENGINEER')).toEqual([
      'backendGo',
      'infraCloud',
      'serverSideJava',
    ]);
    expect(await sorted(`prog_lang_ids[]=${tag('Go')}`)).toEqual(['backendGo']);
    expect(await sorted(`prog_lang_ids[]=${tag('Go')}&prog_lang_ids[]=${tag('Java')}`)).toEqual([
      'backendGo',
      'serverSideJava',
    ]);
    expect(await sorted(`framework_ids[]=${tag('React')}`)).toEqual(['frontendReact']);
    expect(await sorted(`db_ids[]=${tag('PostgreSQL')}`)).toEqual(['backendGo']);
    expect(await sorted(`infra_ids[]=${tag('Kubernetes')}`)).toEqual(['infraCloud']);
    expect(await sorted('business_types[]=2')).toEqual(['serverSideJava']);
    expect(await sorted('business_types[]=2&business_types[]=3')).toEqual([
      'infraCloud',
      'serverSideJava',
    ]);
    expect(await sorted('employment_types[]=freelance')).toEqual(['infraCloud']);
    expect(await sorted('work_styles[]=fullRemote')).toEqual(['backendGo', 'infraCloud']);
    expect(await sorted('work_styles[]=attendance&work_styles[]=partialRemote')).toEqual([
      'dataScience',
      'frontendReact',
      'serverSideJava',
    ]);
    // Each chosen condition is required.
    expect(await sorted('preferred_condition_ids[]=11')).toEqual(['backendGo', 'frontendReact']);
    expect(await sorted('preferred_condition_ids[]=1&preferred_condition_ids[]=11')).toEqual([
      'backendGo',
    ]);
    // The top of the range reaches the wanted salary.
    expect(await sorted('annual_salary_min=800')).toEqual([
      'backendGo',
      'dataScience',
      'infraCloud',
    ]);
    expect(await sorted('annual_salary_min=1300')).toEqual([]);
    expect(await sorted('annual_salary_min=0')).toHaveLength(5);
  });

  it('combines filters and a keyword', async () => {
    expect(
      await sorted(`${kw('エンジニア')}&work_styles[]=fullRemote&annual_salary_min=1000`),
    ).toEqual(['infraCloud']);
    expect(
      await sorted(
        `positions[]=BACKEND_ENGINEER&prog_lang_ids[]=${tag('Go')}&infra_ids[]=${tag('AWS')}&work_styles[]=fullRemote&employment_types[]=fulltime&business_types[]=1&preferred_condition_ids[]=1`,
      ),
    ).toEqual(['backendGo']);
    expect(await sorted(`${kw('React')}&work_styles[]=fullRemote`)).toEqual([]);
  });

  it('sorts by salary, update time and popularity, and by relevance first with a keyword', async () => {
    expect(await found('sort_type=annual_salary_at_desc')).toEqual([
      'infraCloud',
      'backendGo',
      'dataScience',
      'frontendReact',
      'serverSideJava',
    ]);
    expect(await found('sort_type=annual_salary_at_asc')).toEqual([
      'serverSideJava',
      'frontendReact',
      'dataScience',
      'backendGo',
      'infraCloud',
    ]);
    expect(await found('sort_type=popularity_desc')).toEqual(await found(''));
    const byUpdate = await search('sort_type=updated_at_desc');
    expect(byUpdate.job_descriptions).toHaveLength(5);
    // Title matches first, then the chosen order inside each tier.
    expect(await found(`${kw('エンジニア')}&sort_type=annual_salary_at_asc`)).toEqual([
      'serverSideJava',
      'frontendReact',
      'backendGo',
      'infraCloud',
    ]);
  });

  it('never shows a closed job or a job of a blocked company, whatever the query', async () => {
    const hidden = [ids.closedBackend, ids.blockedBackend];
    for (const query of [
      '',
      kw('バックエンド'),
      kw('Go'),
      'positions[]=BACKEND_ENGINEER',
      `prog_lang_ids[]=${tag('Go')}`,
      'work_styles[]=fullRemote',
      'sort_type=annual_salary_at_desc',
    ]) {
      const body = await search(query);
      for (const job of body.job_descriptions) expect(hidden).not.toContain(job.job_description_id);
    }
  });

  it('answers the wire shape with the salary on every job', async () => {
    const body = await search(kw('バックエンド'));
    const [job] = body.job_descriptions as unknown as Record<string, unknown>[];
    expect(job).toMatchObject({
      job_description_id: ids.backendGo,
      title: 'バックエンドエンジニア（Go）',
      company: { name: '株式会社ミナト技研' },
      positions: [{ key: 'BACKEND_ENGINEER', name: 'バックエンドエンジニア' }],
      annual_salary_min: 600,
      annual_salary_max: 900,
      work_style: 'fullRemote',
      prefecture_code: 13,
      preferred_condition_ids: [1, 11],
      application_status: null,
      last_reacted_at: null,
      is_offering_job: true,
    });
    expect(job).not.toHaveProperty('search_vector');
    expect(body.paging).toEqual({ total_count: 1, max_page: 1, page: 1, per_page: 20 });
  });

  it('refuses malformed parameters with 400 in the error shape, in Japanese', async () => {
    for (const query of [
      'page=0',
      'page=-1',
      'page=abc',
      'page=501',
      'positions[]=NOT_A_POSITION',
      `prog_lang_ids[]=${tag('AWS')}`,
      'prog_lang_ids[]=abc',
      'db_ids[]=99999',
      'business_types[]=9',
      'employment_types[]=boss',
      'work_styles[]=anywhere',
      'preferred_condition_ids[]=999',
      'annual_salary_min=-1',
      'annual_salary_min=lots',
      'sort_type=random',
      kw('あ'.repeat(101)),
    ]) {
      const res = await client.get(`/api/job_descriptions/search?${query}`);
      expect(res.statusCode, query).toBe(400);
      const body = res.json();
      expect(body.error.code, query).toBe('validation_failed');
      expect(body.error.message, query).toMatch(/[ぁ-んァ-ヶ一-龠]/);
    }
  });
});

describe('GET /api/job_descriptions/search paging', () => {
  let h: TestApp;
  let client: TestClient;

  beforeAll(async () => {
    h = await createTestApp();
    const db = h.t.database.db;
    const company = await createCompany(db, { name: '株式会社ページング' });
    for (let i = 0; i < 41; i++) {
      await createJobDescription(db, { company, status: 'published', popularity: i });
    }
    const user = await createUser(db);
    client = new TestClient(h.app, '100.68.1.1');
    await client.signIn(user.email, user.password);
  });
  afterAll(async () => h.close());

  const page = async (n: number) => {
    const res = await client.get(`/api/job_descriptions/search?page=${n}`);
    expect(res.statusCode).toBe(200);
    return res.json() as {
      job_descriptions: { job_description_id: number }[];
      paging: { total_count: number; max_page: number; page: number };
    };
  };

  it('pages 20 at a time without overlap, with the last page partial and the next one empty', async () => {
    const [one, two, three, four] = [await page(1), await page(2), await page(3), await page(4)];
    expect(one.job_descriptions).toHaveLength(20);
    expect(two.job_descriptions).toHaveLength(20);
    expect(three.job_descriptions).toHaveLength(1);
    expect(four.job_descriptions).toHaveLength(0);
    for (const p of [one, two, three, four]) {
      expect(p.paging.total_count).toBe(41);
      expect(p.paging.max_page).toBe(3);
    }
    expect(four.paging.page).toBe(4);
    const seen = [one, two, three].flatMap((p) =>
      p.job_descriptions.map((j) => j.job_description_id),
    );
    expect(new Set(seen).size).toBe(41);
  });
});
