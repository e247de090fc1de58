import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompany, createRecruiter, createUser } from '../../../../test/factories';
import { createTestApp, type TestApp } from '../../../../test/helpers/app';
import { TestClient } from '../../../../test/helpers/client';

/*
 * A change to what recruiters search by (skills, career, want-to-do) is found by the very
 * next search: the writers mark the person's index stale in their own transaction.
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
});
