import { RECRUITING_MESSAGES } from '@kiseki/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompany, createRecruiter, createUser } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import { TestClient } from '../../../test/helpers/client';

describe('recruiter accounts and engineer screens', () => {
  let h: TestApp;
  const db = () => h.t.database.db;
  beforeAll(async () => {
    h = await createTestApp();
  });
  afterAll(async () => h.close());

  it('tells the shell a recruiter is one, and keeps them out of every engineer call', async () => {
    const company = await createCompany(db(), { name: '株式会社ミナトソフト' });
    const recruiter = await createRecruiter(db(), company.id, { role: 'admin' });
    const client = new TestClient(h.app, '203.0.113.50');
    await client.signIn(recruiter.email, recruiter.password);

    const auth = await client.get('/api/auth/');
    expect(auth.statusCode).toBe(200);
    expect(auth.json().auth_info.company).toEqual({ id: company.id, role: 'admin' });

    for (const path of ['/api/user/job_setting/', '/api/person/', '/api/job_descriptions/search']) {
      const res = await client.get(path);
      expect(res.statusCode, path).toBe(403);
      expect(res.json().error.message, path).toBe(RECRUITING_MESSAGES.engineerOnly);
    }
  });

  it('answers an engineer with no company', async () => {
    const engineer = await createUser(db());
    const client = new TestClient(h.app, '203.0.113.51');
    await client.signIn(engineer.email, engineer.password);
    expect((await client.get('/api/auth/')).json().auth_info.company).toBeNull();
    expect((await client.get('/api/user/job_setting/')).statusCode).toBe(200);
  });
});
