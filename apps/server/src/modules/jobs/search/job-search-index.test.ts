import { BUSINESS_TYPE_IDS } from '@kiseki/contract';
import { eq, type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompany, ensureMasterData } from '../../../../test/factories';
import { createTestDatabase, type TestDatabase } from '../../../../test/helpers/database';
import { jobDescriptions, type NewJobDescription } from '../../../db/schema';
import type { Db } from '../../../db/types';
import { parseKeyword } from './japanese-text';
import { keywordTsQuery } from './job-search.service';
import {
  buildSearchIndex,
  recordVocabulary,
  reindexJobDescriptions,
  SEARCH_INDEX_VERSION,
} from './job-search-index';

type JobText = Pick<
  NewJobDescription,
  | 'title'
  | 'summary'
  | 'jobDetails'
  | 'requiredSkills'
  | 'welcomeSkills'
  | 'developmentEnvironment'
  | 'workingConditions'
>;

const JOBS = {
  backend: {
    title: 'バックエンドエンジニア（Go / AWS）',
    summary: '決済基盤のAPIを設計から運用まで担当します。',
    jobDetails: 'Goによるサーバーサイド開発、マイクロサービスの設計とレビュー。',
    requiredSkills: 'Goでの開発経験3年以上\nRDBを使ったWebアプリケーション開発',
    welcomeSkills: 'Kubernetesの運用経験',
    developmentEnvironment: 'Go, AWS (ECS, Aurora), Terraform, GitHub Actions',
    workingConditions: 'フルリモート可。フレックスタイム制（コアタイムなし）。',
  },
  data: {
    title: 'Google Cloud データエンジニア',
    summary: '広告配信ログの分析基盤を作ります。',
    jobDetails: 'BigQueryを中心としたデータパイプラインの構築。',
    requiredSkills: 'Pythonでのデータ処理経験',
    welcomeSkills: 'dbtの利用経験',
    developmentEnvironment: 'Google Cloud (BigQuery, Dataflow), Python',
    workingConditions: '週2日出社（渋谷オフィス）。',
  },
  csharp: {
    title: 'C#ゲームサーバー開発',
    summary: 'スマートフォンゲームのリアルタイム対戦を支えます。',
    jobDetails: '対戦サーバーの開発と負荷試験。',
    requiredSkills: 'C#での開発経験（Unity可）',
    welcomeSkills: 'MagicOnionの利用経験',
    developmentEnvironment: 'C#, .NET 8, ＡＷＳ',
    workingConditions: '出社（週5日）。',
  },
  cplusplus: {
    title: 'C++組み込みエンジニア',
    summary: '車載機器のファームウェアを開発します。',
    jobDetails: 'リアルタイムOS上のドライバ開発。',
    requiredSkills: 'C++での開発経験',
    welcomeSkills: 'Linuxカーネルの知識',
    developmentEnvironment: 'C++17, Linux, Yocto',
    workingConditions: '出社（名古屋）。',
  },
  frontend: {
    title: 'フロントエンドエンジニア',
    summary: 'SaaSの管理画面を作ります。',
    jobDetails: 'バックエンドチームと協業し、画面とAPIの仕様を決めます。',
    requiredSkills: 'TypeScriptとReactでの開発経験',
    welcomeSkills: 'アクセシビリティへの理解',
    developmentEnvironment: 'TypeScript, React, Next.js',
    workingConditions: 'フルリモート（全国どこからでも）。',
  },
} satisfies Record<string, JobText>;

type JobKey = keyof typeof JOBS;

async function rows<T>(db: Db, query: SQL): Promise<T[]> {
  // Both drivers answer with { rows }; Db's union type does not say so.
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** What the search service matches a keyword with: every term, with its vocabulary alternatives. */
async function keywordCondition(db: Db, keyword: string): Promise<SQL> {
  const tsquery = await keywordTsQuery(db, parseKeyword(keyword).terms);
  expect(tsquery).not.toBeNull();
  return sql`search_vector @@ ${tsquery}::tsquery`;
}

describe('job search index', () => {
  let t: TestDatabase;
  const db = () => t.database.db;
  const ids = {} as Record<JobKey, number>;

  async function search(keyword: string): Promise<JobKey[]> {
    const found = await rows<{ id: number }>(
      db(),
      sql`select id from job_descriptions where ${await keywordCondition(db(), keyword)} order by id`,
    );
    const keyOf = new Map(Object.entries(ids).map(([key, id]) => [id, key as JobKey]));
    return found.map((r) => keyOf.get(r.id)!).sort();
  }

  beforeAll(async () => {
    t = await createTestDatabase();
    await ensureMasterData(db());
    const company = await createCompany(db(), { name: '株式会社ソラテック' });
    // Inserted directly, not by the factory, so they start unindexed as rows seeded before
    // search existed do.
    for (const [key, text] of Object.entries(JOBS)) {
      const [row] = await db()
        .insert(jobDescriptions)
        .values({
          ...text,
          companyId: company.id,
          salaryMin: 500,
          salaryMax: 800,
          // The labels are indexed too: only the postings whose text says フルリモート are
          // full remote, and only one is in 東京都.
          prefectureCode: key === 'backend' ? 13 : 27,
          workStyle: key === 'backend' || key === 'frontend' ? 'fullRemote' : 'attendance',
          employmentType: 'fulltime',
          businessType: BUSINESS_TYPE_IDS[0]!,
          publishedAt: new Date('2026-11-01T00:00:00Z'),
        })
        .returning({ id: jobDescriptions.id });
      ids[key as JobKey] = row!.id;
    }
  });
  afterAll(() => t?.cleanup());

  it('weighs the title highest, takes in the company name and joins adjacent Japanese words', () => {
    const { values, vocabulary } = buildSearchIndex({
      ...JOBS.backend,
      companyName: '株式会社ソラテック',
    });
    expect(values.searchVector).toMatch(/'バック':1A/);
    expect(values.searchVector).toMatch(/'バックエンド':1A/);
    expect(values.searchVector).toMatch(/'バックエンドエンジニア':1A/);
    // The segmenter cuts the name (ソ|ラ|テック); the join holds it whole.
    expect(values.searchVector).toMatch(/'会社':\d+B .*'テック':\d+B/);
    expect(values.searchVector).toMatch(/'ソラテック':\d+B/);
    expect(values.searchVector).toMatch(/'terraform':\d+B/);
    expect(vocabulary).toContain('ソラテック');
    expect(vocabulary).toContain('サーバサイド');
    // Only Japanese lexemes of 3+ characters: what substring terms can be looked up in.
    expect(vocabulary).not.toContain('terraform');
    expect(vocabulary).not.toContain('開発');
    expect(values.titleVector).toContain("'バックエンドエンジニア'");
    expect(values.titleVector).not.toMatch(/:\d/);
    expect(values.searchIndexVersion).toBe(SEARCH_INDEX_VERSION);
  });

  it('indexes unindexed rows in batches, then has nothing left to do', async () => {
    expect(await reindexJobDescriptions(db(), { batchSize: 2 })).toBe(5);
    const before = await rows<{ id: number; xmin: string }>(
      db(),
      sql`select id, xmin::text as xmin from job_descriptions order by id`,
    );
    expect(await reindexJobDescriptions(db())).toBe(0);
    const after = await rows<{ id: number; xmin: string }>(
      db(),
      sql`select id, xmin::text as xmin from job_descriptions order by id`,
    );
    // Same xmin: not one row was rewritten.
    expect(after).toEqual(before);
    const unindexed = await rows<{ n: number }>(
      db(),
      sql`select count(*)::int as n from job_descriptions
        where search_vector is null or title_vector is null
          or search_index_version <> ${SEARCH_INDEX_VERSION}`,
    );
    expect(unindexed[0]!.n).toBe(0);
  });

  it('finds exactly the postings a keyword names', async () => {
    expect(await search('バックエンド')).toEqual(['backend', 'frontend']);
    expect(await search('フルリモート')).toEqual(['backend', 'frontend']);
    expect(await search('ＡＷＳ')).toEqual(['backend', 'csharp']);
    // サーバー is stored as サーバ; サーバーサイド is found by substring.
    expect(await search('サーバ')).toEqual(['backend', 'csharp']);
    expect(await search('サーバー')).toEqual(['backend', 'csharp']);
    expect(await search('Go')).toEqual(['backend']);
    expect(await search('google')).toEqual(['data']);
    expect(await search('C#')).toEqual(['csharp']);
    expect(await search('C++')).toEqual(['cplusplus']);
    expect(await search('AWS フルリモート')).toEqual(['backend']);
    expect(await search('ソラテック')).toHaveLength(5);
    expect(await search('Rust')).toEqual([]);
    expect(await search('東京')).toEqual(['backend']);
    expect(await search('大阪府')).toEqual(['cplusplus', 'csharp', 'data', 'frontend']);
  });

  it('rebuilds a posting indexed by an older version, with its new text', async () => {
    await db().execute(sql`update job_descriptions
      set title = 'Goエンジニア（データ基盤）', search_index_version = ${SEARCH_INDEX_VERSION - 1}
      where id = ${ids.data}`);
    expect(await search('Go')).toEqual(['backend']);
    expect(await reindexJobDescriptions(db())).toBe(1);
    expect(await search('Go')).toEqual(['backend', 'data']);
    expect(await reindexJobDescriptions(db())).toBe(0);
  });

  it('lets an edit store its index in the same Drizzle update', async () => {
    const text = { ...JOBS.cplusplus, title: 'Rust組み込みエンジニア' };
    const index = buildSearchIndex({ ...text, companyName: '株式会社ソラテック' });
    await db().transaction(async (tx) => {
      await recordVocabulary(tx, index.vocabulary);
      await tx
        .update(jobDescriptions)
        .set({ ...text, ...index.values })
        .where(eq(jobDescriptions.id, ids.cplusplus));
    });
    expect(await search('Rust')).toEqual(['cplusplus']);
    expect(await search('組み込みエンジニア')).toEqual(['cplusplus']);
    expect(await reindexJobDescriptions(db())).toBe(0);
  });

  it('can answer keyword terms from the GIN indexes instead of scanning postings', async () => {
    const plan = (condition: SQL) =>
      db().transaction(async (tx) => {
        // A table this small is scanned anyway; forbid that to see whether the indexes serve.
        await tx.execute(sql`set local enable_seqscan = off`);
        const result = await rows<{ 'QUERY PLAN': string }>(
          tx,
          sql`explain select id from job_descriptions where ${condition}`,
        );
        return result.map((r) => r['QUERY PLAN']).join('\n');
      });
    const go = await plan(await keywordCondition(db(), 'Go'));
    expect(go).toContain('job_descriptions_search_vector_idx');
    const server = await plan(await keywordCondition(db(), 'サーバ'));
    expect(server).toContain('job_descriptions_search_vector_idx');
    // The substring lookup itself is a trigram match on the vocabulary.
    const lookup = await db().transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const result = await rows<{ 'QUERY PLAN': string }>(
        tx,
        sql`explain select lexeme from search_vocabulary where lexeme like '%サーバ%'`,
      );
      return result.map((r) => r['QUERY PLAN']).join('\n');
    });
    expect(lookup).toContain('search_vocabulary_lexeme_trgm_idx');
  });
});
