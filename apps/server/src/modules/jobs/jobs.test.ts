import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import { TestClient } from '../../../test/helpers/client';

describe('GET /api/job_descriptions/search_condition_choices', () => {
  let h: TestApp;
  beforeAll(async () => {
    h = await createTestApp();
  });
  afterAll(async () => h.close());

  it('answers 401 to a visitor', async () => {
    const res = await new TestClient(h.app, '100.67.0.1').get(
      '/api/job_descriptions/search_condition_choices',
    );
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('unauthenticated');
  });

  it('offers the tech tags by group, the positions by key and the preferred conditions', async () => {
    const user = await createUser(h.t.database.db);
    const c = new TestClient(h.app, '100.67.0.2');
    await c.signIn(user.email, user.password);
    const res = await c.get('/api/job_descriptions/search_condition_choices');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual(['position_names', 'preferred_conditions', 'tags']);

    // reference-data's master lists: 16 languages, 13 frameworks, 10 databases, 10 for
    // infrastructure and CI; 29 position keys; 16 preferred conditions.
    const groups = new Map<string, number>();
    for (const tag of body.tags) groups.set(tag.group, (groups.get(tag.group) ?? 0) + 1);
    expect(Object.fromEntries(groups)).toEqual({
      language: 16,
      framework: 13,
      database: 10,
      infrastructure: 10,
    });
    expect(body.tags).toContainEqual({ id: 4, name: 'Go', group: 'language' });
    expect(body.tags.find((t: { name: string }) => t.name === 'React')?.group).toBe('framework');
    expect(body.tags.find((t: { name: string }) => t.name === 'AWS')?.group).toBe('infrastructure');
    expect(new Set(body.tags.map((t: { id: number }) => t.id)).size).toBe(body.tags.length);

    expect(body.position_names).toHaveLength(29);
    expect(body.position_names).toContainEqual({
      key: 'BACKEND_ENGINEER',
      name: 'バックエンドエンジニア',
    });
    expect(body.position_names.at(-1).key).toBe('OTHER');

    expect(body.preferred_conditions).toHaveLength(16);
    expect(body.preferred_conditions[0]).toEqual({ id: 1, label: '副業OK' });
    expect(body.preferred_conditions).toContainEqual({ id: 16, label: '副業' });
  });
});
