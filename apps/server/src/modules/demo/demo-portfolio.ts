import { randomBytes } from 'node:crypto';
import { SNS_NAMES, type SnsName } from '@kiseki/contract';
import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import {
  blogs,
  browsedHistories,
  companies,
  personPages,
  personSkillTags,
  portfolioOutputs,
  publicSettings,
  scoreDetails,
  scoreHistory,
  snsAssociations,
  teamMembers,
  teams,
  users,
} from '../../db/schema';
import type { Db } from '../../db/types';
import { REAL_BASE_URLS } from '../../integrations/fake-upstream/base-urls';
import {
  DEMO_BLOG_URLS,
  fakeRoutes,
  routedHttp,
} from '../../integrations/fake-upstream/routed-http';
import { startFakeUpstream } from '../../integrations/fake-upstream/server';
import { createOutboundHttp } from '../../integrations/http/create-outbound-http';
import { insertAccount } from '../accounts/users.service';
import type { ImportTarget } from '../portfolio/import-dispatcher';
import { createSourceClients, USER_AGENT } from '../portfolio/import-runtime';
import { runImport } from '../portfolio/importer';
import { suggestSkillTags } from '../portfolio/suggest-skill-tags';
import { randomShareId } from '../public/public-setting.service';
import { recomputePersonScores } from '../scores/score.service';
import { DEMO_ACCOUNTS } from './demo-accounts';

/*
 * The demo engineer's portfolio, imported for real: the local fake upstream starts for the
 * seed, and the product's own clients and importer read the demo accounts from it through
 * the real-address routing of the offline demo. So `npm start` shows exactly what an
 * import gives, with real-looking addresses, and no network is needed.
 */

/** Teammates on the demo team page; they cannot sign in (random passwords). */
export const DEMO_TEAMMATES = [
  { email: 'taro.sato@kiseki.example.jp', displayName: '佐藤 太郎', account: 'taro-kiseki' },
  { email: 'misaki.ito@kiseki.example.jp', displayName: '伊藤 美咲', account: null },
] as const;
export const DEMO_TEAM = { slug: 'mirai-cloud-platform', name: 'ミライクラウド 決済基盤チーム' };
export const DEMO_SHARE_ID = 'hanako-dev';

const CONFIRMED_TAGS: { name: string; level: number }[] = [
  { name: 'Go', level: 4 },
  { name: 'TypeScript', level: 3 },
  { name: 'PostgreSQL', level: 4 },
  { name: 'AWS', level: 3 },
  { name: 'React', level: 2 },
  { name: 'Kubernetes', level: 2 },
  { name: 'Ruby on Rails', level: 3 },
];
const TEAMMATE_TAGS: Record<string, { name: string; level: number }[]> = {
  'taro.sato@kiseki.example.jp': [
    { name: 'Go', level: 2 },
    { name: 'Terraform', level: 3 },
    { name: 'AWS', level: 2 },
  ],
  'misaki.ito@kiseki.example.jp': [
    { name: 'TypeScript', level: 4 },
    { name: 'React', level: 4 },
    { name: 'Figma', level: 2 },
  ],
};

async function userIdByEmail(db: Db, email: string): Promise<number | null> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = ${email}`);
  return row?.id ?? null;
}

/** Connects the accounts and imports them through the fake upstream. */
async function importFromFake(
  db: Db,
  now: Date,
  people: { userId: number; account: string; sns: readonly SnsName[]; blog: string | null }[],
) {
  const fake = await startFakeUpstream({ port: 0, now: () => now, publicUrls: 'real' });
  const inner = createOutboundHttp({ userAgent: USER_AGENT, allowedTestOrigins: [fake.origin] });
  const http = routedHttp(inner, fakeRoutes(fake.origin, fake.baseUrls));
  const clients = createSourceClients(http, {
    ...REAL_BASE_URLS,
    githubToken: undefined,
    connpassApiKey: undefined,
    allowedOrigins: [],
  });
  const log = { error: () => {} };
  try {
    for (const person of people) {
      const targets: ImportTarget[] = [];
      for (const sns of person.sns) {
        const [row] = await db
          .insert(snsAssociations)
          .values({
            userId: person.userId,
            snsName: sns,
            account: person.account,
            htmlUrl: '',
            createdAt: now,
            updatedAt: now,
          })
          .returning({ id: snsAssociations.id });
        if (row) targets.push({ kind: 'sns', id: row.id });
      }
      if (person.blog) {
        const [row] = await db
          .insert(blogs)
          .values({ userId: person.userId, url: person.blog, createdAt: now, updatedAt: now })
          .returning({ id: blogs.id });
        if (row) targets.push({ kind: 'blog', id: row.id });
      }
      for (const target of targets) {
        await runImport({ db, now: () => now, clients, log }, target);
      }
    }
  } finally {
    inner.close();
    await fake.close();
  }
}

/** Teammates first (the team page needs people), then the demo engineer. */
export async function seedDemoPortfolio(db: Db, now: Date): Promise<void> {
  const engineerId = await userIdByEmail(db, DEMO_ACCOUNTS.engineer.email);
  if (!engineerId) return;
  const teammateIds: number[] = [];
  for (const mate of DEMO_TEAMMATES) {
    const existing = await userIdByEmail(db, mate.email);
    const id =
      existing ??
      (
        await insertAccount(db, now, {
          email: mate.email,
          password: randomBytes(24).toString('base64url'),
          displayName: mate.displayName,
          isActive: true,
          agreedToTerms: true,
        })
      ).id;
    teammateIds.push(id);
  }

  await importFromFake(db, now, [
    {
      userId: engineerId,
      account: 'hanako-kiseki',
      sns: SNS_NAMES,
      blog: DEMO_BLOG_URLS['hanako-kiseki'],
    },
    {
      userId: teammateIds[0] as number,
      account: 'taro-kiseki',
      sns: ['github', 'qiita'],
      blog: null,
    },
  ]);

  await db.insert(personPages).values({
    userId: engineerId,
    bio: '決済基盤のバックエンドを Go と PostgreSQL で作っています。障害に強い設計と、チームの開発生産性を上げる仕組みづくりが好きです。週末は OSS と技術記事を書いています。',
    links: [
      { label: '技術ブログ', url: DEMO_BLOG_URLS['hanako-kiseki'] },
      { label: 'X (Twitter)', url: 'https://x.com/hanako_kiseki' },
    ],
    updatedAt: now,
  });
  await db.update(users).set({ buildingStatus: 1 }).where(eq(users.id, engineerId));
  await suggestSkillTags(db, engineerId);
  await insertTags(db, engineerId, CONFIRMED_TAGS);
  for (const [i, mate] of DEMO_TEAMMATES.entries()) {
    await insertTags(db, teammateIds[i] as number, TEAMMATE_TAGS[mate.email] ?? []);
  }

  // Public pages: the engineer's under a custom id, the teammates' under random ones.
  await db.insert(publicSettings).values([
    {
      userId: engineerId,
      originalShareId: randomShareId(),
      customShareId: DEMO_SHARE_ID,
      isOpen: true,
      termAgreedAt: now,
      createdAt: now,
      updatedAt: now,
    },
    ...teammateIds.map((userId) => ({
      userId,
      originalShareId: randomShareId(),
      isOpen: true,
      termAgreedAt: now,
      createdAt: now,
      updatedAt: now,
    })),
  ]);
  const [team] = await db
    .insert(teams)
    .values({ ...DEMO_TEAM, createdAt: now })
    .returning({ id: teams.id });
  if (team) {
    await db.insert(teamMembers).values(
      [engineerId, ...teammateIds].map((userId, i) => ({
        teamId: team.id,
        userId,
        joinedAt: new Date(now.getTime() - (3 - i) * 86_400_000),
      })),
    );
  }

  await seedBrowsedHistories(db, engineerId, now);
  for (const userId of [...teammateIds, engineerId]) await recomputePersonScores(db, userId, now);
  await seedScoreHistory(db, engineerId, now);
}

async function insertTags(db: Db, userId: number, tags: { name: string; level: number }[]) {
  if (tags.length === 0) return;
  await db.delete(personSkillTags).where(
    and(
      eq(personSkillTags.userId, userId),
      inArray(
        sql`lower(${personSkillTags.name})`,
        tags.map((t) => t.name.toLowerCase()),
      ),
    ),
  );
  await db
    .insert(personSkillTags)
    .values(tags.map((t, i) => ({ userId, ...t, sortOrder: i, isAuto: false })));
}

/** Companies of the demo world looking at the portfolio and some of its outputs. */
async function seedBrowsedHistories(db: Db, userId: number, now: Date) {
  const someCompanies = await db
    .select({ id: companies.id })
    .from(companies)
    .orderBy(asc(companies.id))
    .limit(8);
  const outputs = await db
    .select({ url: portfolioOutputs.url })
    .from(portfolioOutputs)
    .where(and(eq(portfolioOutputs.userId, userId), isNotNull(portfolioOutputs.postedAt)))
    .orderBy(
      sql`${portfolioOutputs.stars} desc nulls last`,
      sql`${portfolioOutputs.likes} desc nulls last`,
    )
    .limit(6);
  const rows: (typeof browsedHistories.$inferInsert)[] = [];
  someCompanies.forEach((company, i) => {
    const daysAgo = 1 + i * 3;
    rows.push({
      userId,
      companyId: company.id,
      outputUrl: null,
      accessedAt: new Date(now.getTime() - daysAgo * 86_400_000),
    });
    const output = outputs[i % Math.max(outputs.length, 1)];
    if (output && i < 6) {
      rows.push({
        userId,
        companyId: company.id,
        outputUrl: output.url,
        accessedAt: new Date(now.getTime() - daysAgo * 86_400_000 + 600_000),
      });
    }
  });
  if (rows.length > 0) await db.insert(browsedHistories).values(rows);
}

/**
 * Twelve weekly points before today, rising to today's scores, so the chart has a shape on
 * first sight. Demo data only: real history accrues one point a day from the scheduled
 * re-ranking and each import.
 */
async function seedScoreHistory(db: Db, userId: number, now: Date) {
  const current = await db
    .select({
      type: scoreDetails.scorerType,
      score: scoreDetails.score,
      raw: scoreDetails.rawValue,
    })
    .from(scoreDetails)
    .where(eq(scoreDetails.userId, userId));
  const points: (typeof scoreHistory.$inferInsert)[] = [];
  for (const c of current) {
    if (c.score === null) continue;
    for (let week = 12; week >= 1; week--) {
      const day = new Date(now.getTime() + 9 * 3_600_000 - week * 7 * 86_400_000)
        .toISOString()
        .slice(0, 10);
      const score = Math.max(
        1,
        Math.round((c.score - week * 0.035 + ((week * 7) % 5) * 0.01) * 100) / 100,
      );
      points.push({ userId, scorerType: c.type, day, score, percentile: null, rawValue: c.raw });
    }
  }
  if (points.length > 0) await db.insert(scoreHistory).values(points).onConflictDoNothing();
}

/** Before a reseed: the teammates and the demo team (the demo accounts go elsewhere). */
export async function deleteDemoPortfolioExtras(db: Db): Promise<void> {
  await db.delete(teams).where(eq(teams.slug, DEMO_TEAM.slug));
  await db.delete(users).where(
    inArray(
      sql`lower(${users.email})`,
      DEMO_TEAMMATES.map((m) => m.email),
    ),
  );
}
