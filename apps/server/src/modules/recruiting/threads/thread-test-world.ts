import {
  createCompany,
  createJobDescription,
  createRecruiter,
  createUser,
} from '../../../../test/factories';
import { createTestApp, type TestApp } from '../../../../test/helpers/app';
import { TestClient } from '../../../../test/helpers/client';
import { type TestClock, testClock } from '../../../../test/helpers/clock';
import type { Company } from '../../../db/schema';
import { candidateInterests, userBlockedCompanies } from '../../../db/schema';
import type { Db } from '../../../db/types';

/*
 * Shared set-up of the thread tests (not a test file): an app on a movable clock, people and
 * recruiters signed in on their own clients, and the rows other features write (a reaction to
 * an interest, a block) inserted directly.
 */

export const BASE_URL = 'http://kiseki.test';
const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

export interface ThreadWorld {
  h: TestApp;
  clock: TestClock;
  db(): Db;
  person(overrides?: { displayName?: string }): Promise<{ user: { id: number }; c: TestClient }>;
  company(): Promise<Company>;
  recruiter(companyId: number): Promise<{ user: { id: number }; c: TestClient }>;
  visitor(): TestClient;
  publishedJob(
    company: Company,
    status?: 'draft' | 'published' | 'closed',
  ): Promise<{ id: number; title: string }>;
  /** The person's reaction to the company's interest (1 interested, 2 want to hear, 3 not now). */
  react(companyId: number, userId: number, level: 1 | 2 | 3 | null, jobId?: number): Promise<void>;
  block(userId: number, companyId: number): Promise<void>;
  /**
   * Moves the clock forward, by at most a week at a time with a request from every signed-in
   * client in between: sessions slide on use and end after 14 idle days, and a test that
   * jumps a month ahead means the people kept using the site.
   */
  travel(ms: number): Promise<void>;
  close(): Promise<void>;
}

let ip = 0;
const nextIp = () => {
  ip += 1;
  return `100.74.${Math.floor(ip / 250)}.${(ip % 250) + 1}`;
};

export async function threadWorld(
  start = new Date('2026-11-22T03:00:00.000Z'),
): Promise<ThreadWorld> {
  const clock = testClock(start);
  const h = await createTestApp({ baseUrl: BASE_URL }, { now: clock.now });
  const db = () => h.t.database.db;
  const signedIn: TestClient[] = [];
  const signIn = async (email: string, password: string) => {
    const c = new TestClient(h.app, nextIp());
    await c.signIn(email, password);
    signedIn.push(c);
    return c;
  };
  return {
    h,
    clock,
    db,
    person: async (overrides = {}) => {
      const user = await createUser(db(), overrides, clock.now());
      return { user, c: await signIn(user.email, user.password) };
    },
    company: () => createCompany(db()),
    recruiter: async (companyId) => {
      const user = await createRecruiter(db(), companyId, {}, clock.now());
      return { user, c: await signIn(user.email, user.password) };
    },
    visitor: () => new TestClient(h.app, nextIp()),
    publishedJob: (company, status = 'published') =>
      createJobDescription(db(), { company, status }),
    react: async (companyId, userId, level, jobId) => {
      await db()
        .insert(candidateInterests)
        .values({
          companyId,
          userId,
          jobDescriptionId: jobId ?? null,
          createdAt: clock.now(),
          reactionLevel: level,
          reactedAt: level === null ? null : clock.now(),
        });
    },
    block: async (userId, companyId) => {
      await db().insert(userBlockedCompanies).values({ userId, companyId });
    },
    travel: async (ms) => {
      for (let left = ms; left > 0; left -= WEEK_MS) {
        clock.advance(Math.min(left, WEEK_MS));
        for (const c of signedIn) await c.get('/api/login_status/');
      }
    },
    close: () => h.close(),
  };
}
