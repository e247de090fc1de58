import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createCompany,
  createOutput,
  createRecruiter,
  createSnsAssociation,
  createUser,
} from '../../../../test/factories';
import { createTestApp, type TestApp } from '../../../../test/helpers/app';
import { TestClient } from '../../../../test/helpers/client';
import { blogs, portfolioOutputs } from '../../../db/schema';
import { markPersonSearchIndexStale } from './person-search-index';

/*
 * A change to what recruiters search by (skills, career, want-to-do, outputs) is found by the
 * very next search: the writers mark the person's index stale in their own transaction, and
 * a search rebuilds only what is marked. The person starts without a row: the first write
 * makes it.
 */
describe('person search index freshness', () => {
  let h: TestApp;
  let person: TestClient;
  let recruiter: TestClient;
  let personId: number;
  const db = () => h.t.database.db;
  const found = async (keyword: string) => {
    const res = await recruiter.get(
      `/api/company/candidates/search?keyword=${encodeURIComponent(keyword)}`,
    );
    expect(res.statusCode).toBe(200);
    return JSON.stringify(res.json()).includes(`"user_id":${personId}`);
  };

  beforeAll(async () => {
    h = await createTestApp();
    const engineer = await createUser(db());
    personId = engineer.id;
    person = new TestClient(h.app, '203.0.113.90');
    await person.signIn(engineer.email, engineer.password);
    const company = await createCompany(db(), { name: '株式会社フレッシュテック' });
    const account = await createRecruiter(db(), company.id);
    recruiter = new TestClient(h.app, '203.0.113.91');
    await recruiter.signIn(account.email, account.password);
  });
  afterAll(async () => h.close());

  it('finds new skill tags at the next search', async () => {
    expect(await found('Elixir')).toBe(false);
    const res = await person.put('/api/person/skill_tags/', {
      skill_tags: [{ name: 'Elixir', level: 3 }],
    });
    expect(res.statusCode).toBe(200);
    expect(await found('Elixir')).toBe(true);
    await person.put('/api/person/skill_tags/', { skill_tags: [] });
    expect(await found('Elixir')).toBe(false);
  });

  it('finds a new want-to-do at the next search', async () => {
    expect(await found('量子コンピュータ')).toBe(false);
    const res = await person.put('/api/user/job_setting/', {
      want_to_do: '量子コンピュータのシミュレータを作りたい',
    });
    expect(res.statusCode).toBe(200);
    expect(await found('量子コンピュータ')).toBe(true);
  });

  it('finds a new experience and forgets a deleted one at the next search', async () => {
    expect(await found('ハヤブサ物流')).toBe(false);
    const res = await person.post('/api/user/experiences/', {
      organization_name: '株式会社ハヤブサ物流',
      start_year: 2020,
      start_month: 4,
      is_client_work: false,
      description: '配送計画の最適化エンジンを開発',
    });
    expect(res.statusCode).toBe(201);
    expect(await found('ハヤブサ物流')).toBe(true);
    expect(await found('最適化')).toBe(true);
    const id = res.json().experience.id;
    expect((await person.delete(`/api/user/experiences/${id}/`)).statusCode).toBe(200);
    expect(await found('ハヤブサ物流')).toBe(false);
  });

  it('finds a new job summary at the next search', async () => {
    expect(await found('組込み')).toBe(false);
    const res = await person.put('/api/user/job_setting/', {
      job_summary: '車載向けの組込みソフトウェアを5年開発してきました。',
    });
    expect(res.statusCode).toBe(200);
    expect(await found('組込み')).toBe(true);
  });

  it('forgets the outputs of a disconnected account or a removed blog at the next search', async () => {
    // Imported as the importer stores them, which marks the row in its transaction.
    const qiita = await createSnsAssociation(db(), personId, { snsName: 'qiita' });
    await createOutput(db(), qiita, { title: 'Elmで作るSPA入門' });
    const [blog] = await db()
      .insert(blogs)
      .values({ userId: personId, url: 'https://blog.example.jp/', status: 'done' })
      .returning();
    await db().insert(portfolioOutputs).values({
      userId: personId,
      source: 'blog',
      kind: 'article',
      blogId: blog!.id,
      externalId: 'svelte-1',
      url: 'https://blog.example.jp/svelte',
      title: 'Svelteでダッシュボードを作る',
    });
    await markPersonSearchIndexStale(db(), personId, new Date());
    expect(await found('Elm')).toBe(true);
    expect(await found('Svelte')).toBe(true);

    expect((await person.delete('/api/sns_association/qiita/')).statusCode).toBe(200);
    expect(await found('Elm')).toBe(false);
    expect((await person.delete(`/api/blogs/?id=${blog!.id}`)).statusCode).toBe(200);
    expect(await found('Svelte')).toBe(false);
  });
});
