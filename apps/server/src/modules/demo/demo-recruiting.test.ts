import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import { TestClient } from '../../../test/helpers/client';
import { DEMO_ACCOUNTS } from './demo-accounts';
import { DEMO_RECRUITERS } from './demo-recruiting';
import { seedDemoWorld } from './demo-seed.service';

describe('the demo world’s company side', () => {
  let h: TestApp;
  let engineer: TestClient;
  beforeAll(async () => {
    h = await createTestApp();
    await seedDemoWorld(h.t.database.db, { companyCount: 30, jobDescriptionCount: 300 });
    engineer = new TestClient(h.app, '203.0.113.80');
    await engineer.signIn(DEMO_ACCOUNTS.engineer.email, DEMO_ACCOUNTS.engineer.password);
  });
  afterAll(async () => h.close());

  it('shows the demo engineer what recruiters did: interest, messages, keywords, views, a request', async () => {
    expect((await engineer.get('/api/candidate_interests/unreacted_count')).json()).toEqual({
      count: 1,
    });
    const interests = (await engineer.get('/api/candidate_interests/')).json();
    expect(JSON.stringify(interests)).toContain('relative_time_label');
    // The scout and the first company's unanswered reply.
    expect((await engineer.get('/api/threads/unread_count')).json()).toEqual({ unread_count: 2 });
    const keywords = (await engineer.get('/api/analytics/keywords')).json();
    expect(keywords.keywords.map((k: { keyword: string }) => k.keyword)).toEqual(
      expect.arrayContaining(['Go', '決済', 'バックエンド']),
    );
    const views = (await engineer.get('/api/person/browsed_histories/')).json();
    expect(JSON.stringify(views).length).toBeGreaterThan(100);
    const requests = (await engineer.get('/api/career_update_requests/')).json();
    expect(JSON.stringify(requests)).toContain('受託開発');
  });

  it('lets each recruiter sign in to the other side of the same rows', async () => {
    const recruiter = new TestClient(h.app, '203.0.113.81');
    await recruiter.signIn(DEMO_RECRUITERS[0].email, DEMO_RECRUITERS[0].password);
    expect((await recruiter.get('/api/auth/')).json().auth_info.company).toMatchObject({
      role: 'admin',
    });
    const threads = (await recruiter.get('/api/company/threads')).json();
    expect(JSON.stringify(threads)).toContain('木曜19時半');
    expect((await recruiter.get('/api/company/dashboard')).statusCode).toBe(200);
    // A recruiter is kept out of the engineer's screens.
    expect((await recruiter.get('/api/user/job_setting/')).statusCode).toBe(403);
  });
});
