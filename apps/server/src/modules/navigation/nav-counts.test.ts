import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import { TestClient } from '../../../test/helpers/client';

const endpoints = [
  ['/api/profile_request_update/', { count: 0 }],
  ['/api/candidate_interests/unreacted_count', { count: 0 }],
  ['/api/threads/unread_count', { unread_count: 0 }],
  [
    '/api/job_description_suggestions/status/',
    {
      latest_suggestion_request_id: null,
      generation_status: 0,
      active_count: 0,
      completed_at: null,
      is_seen: true,
    },
  ],
] as const;

describe('header counters', () => {
  let h: TestApp;
  beforeAll(async () => {
    h = await createTestApp();
  });
  afterAll(async () => h.close());

  it('answer 401 with the login URL to a visitor', async () => {
    for (const [url] of endpoints) {
      const res = await h.app.inject(url);
      expect(res.statusCode, url).toBe(401);
      expect(res.json().error, url).toMatchObject({ code: 'unauthenticated', login_url: '/login' });
    }
  });

  it('answer zero counts and no suggestion to a signed-in user (no company side yet)', async () => {
    const user = await createUser(h.t.database.db);
    const client = new TestClient(h.app);
    expect((await client.signIn(user.email, user.password)).statusCode).toBe(200);
    for (const [url, body] of endpoints) {
      const res = await client.request({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.json(), url).toEqual(body);
    }
  });
});
