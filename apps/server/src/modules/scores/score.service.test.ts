import { SCORER_TYPES, TOTAL_SCORER_TYPE } from '@kiseki/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOutput, createSnsAssociation, createUser } from '../../../test/factories';
import { DAY_MS, HOUR_MS } from '../../../test/helpers/clock';
import { createTestDatabase, type TestDatabase } from '../../../test/helpers/database';
import {
  blogs,
  githubContributionDays,
  personSkillTags,
  portfolioOutputs,
  scoreDetails,
  scoreHistory,
} from '../../db/schema';
import type { Db } from '../../db/types';
import {
  githubValue,
  influenceValue,
  normalise,
  REFERENCE_POPULATION,
  REFERENCE_SEED,
  rawTechScore,
  syntheticTotal,
  type TechScoreInput,
  techArticleValue,
} from './method';
import { Draw, mulberry32, syntheticPerson, TERATAIL_STREAM } from './method/reference-population';
import { recomputePersonScores, rerankEveryone } from './score.service';
import { readScoreDetails } from './score-details.service';

/** 12:00 in Japan on 2026-11-22. */
const NOW = new Date('2026-11-22T03:00:00Z');
const REFERENCE_SIZE = REFERENCE_POPULATION.e_score.length;

const ALL_TYPES = [...SCORER_TYPES, TOTAL_SCORER_TYPE].map(String);
const isoDay = (d: Date) => d.toISOString().slice(0, 10);

type Repo = Record<string, unknown>;
const repoData = (over: Repo): Repo => ({
  description: null,
  language: null,
  languages: [],
  contributions: 0,
  contributors_count: 1,
  forks: 0,
  is_fork: false,
  is_oss: true,
  is_owner: false,
  stargazers_count: 0,
  original_repo_contributions: 0,
  original_stars_count: 0,
  contributors: [],
  contributors_from_commits: [],
  pushed_at: null,
  ...over,
});

async function addContributionDays(db: Db, userId: number, days: [Date, number][]) {
  await db
    .insert(githubContributionDays)
    .values(days.map(([day, count]) => ({ userId, day: isoDay(day), count })));
}

async function addTags(db: Db, userId: number, names: string[], isAuto = false) {
  await db
    .insert(personSkillTags)
    .values(names.map((name, i) => ({ userId, name, level: 3, sortOrder: i, isAuto })));
}

/**
 * A GitHub and Qiita person: three repos that count (one a fork worked on), one fork barely
 * touched, a year of contributions (and one day older than a year), and Qiita/Zenn posts.
 * `scale` makes a stronger person of the same shape.
 */
async function createEngineer(db: Db, login: string, scale = 1) {
  const user = await createUser(db, { displayName: `エンジニア ${login}` }, NOW);
  const github = await createSnsAssociation(db, user.id, { snsName: 'github', account: login });
  const qiita = await createSnsAssociation(db, user.id, {
    snsName: 'qiita',
    account: `${login.replace(/-/g, '_')}_q`,
  });
  const zenn = await createSnsAssociation(db, user.id, { snsName: 'zenn', account: `${login}z` });
  const repos: Repo[] = [
    repoData({
      is_owner: true,
      contributors_count: 3,
      stargazers_count: 120 * scale,
      contributions: 85 * scale,
      // The person's login in another case: the method ignores case.
      contributors: [
        { login: login.toLowerCase(), contributions: 85 * scale },
        { login: 'hanako-yamada', contributions: 10 },
      ],
    }),
    repoData({
      is_owner: true,
      is_fork: true,
      contributors_count: 150,
      stargazers_count: 1,
      contributions: 4,
      original_repo_contributions: 12 * scale,
      original_stars_count: 2400,
      contributors: [{ login: 'upstream-maintainer', contributions: 900 }],
      contributors_from_commits: [{ login, contributions: 4 * scale }],
    }),
    repoData({
      is_owner: true,
      is_fork: true,
      contributors_count: 40,
      original_repo_contributions: 1,
      original_stars_count: 10_000,
      contributors: [{ login, contributions: 1 }],
    }),
    // Not a fork: whatever it says of an original repo, the method must not see it as one.
    repoData({
      is_owner: false,
      contributors_count: 12,
      stargazers_count: 35,
      original_repo_contributions: 50,
      original_stars_count: 999,
      contributors: [{ login: login.toUpperCase(), contributions: 20 * scale }],
    }),
  ];
  for (const [i, data] of repos.entries()) {
    await createOutput(db, github, {
      kind: 'repo',
      title: `${login}/repo-${i}`,
      url: `https://github.com/${login}/repo-${i}`,
      stars: data.stargazers_count as number,
      data,
    });
  }
  const within: [Date, number][] = Array.from({ length: 20 }, (_, i) => [
    new Date(NOW.getTime() - (3 + i * 5) * DAY_MS),
    (i % 7) * scale + 1,
  ]);
  await addContributionDays(db, user.id, [...within, [new Date(NOW.getTime() - 400 * DAY_MS), 50]]);
  const stocks = [95, 12, 3, 40].map((n) => n * scale);
  for (const [i, n] of stocks.entries()) {
    await createOutput(db, qiita, {
      title: `Qiitaの記事 ${i + 1}`,
      url: `https://qiita.com/${login}/items/${i}`,
      stocks: n,
      likes: Math.round(n * 1.2),
    });
  }
  await createOutput(db, zenn, {
    title: 'Zennの記事',
    url: `https://zenn.dev/${login}z/articles/a`,
    likes: 7 * scale,
  });
  const input: TechScoreInput = {
    github_identifier: login,
    github_contribution_count_list: within.map(([, n]) => n),
    github_repos: repos.map((r) => ({
      contributors_count: r.contributors_count as number,
      stargazers_count: r.stargazers_count as number,
      original_repo_contributions: r.is_fork ? (r.original_repo_contributions as number) : 0,
      original_stars_count: r.is_fork ? (r.original_stars_count as number) : 0,
      contributors: r.contributors as { login: string; contributions: number }[],
      contributors_from_commits: r.contributors_from_commits as {
        login: string;
        contributions: number;
      }[],
    })),
    qiita_popular_posts: [...stocks].sort((a, b) => b - a).map((n) => ({ stockers_count: n })),
    zenn_popular_articles: [{ liked: 7 * scale }],
    events: [],
    tag_count: 0,
  };
  return { user, input };
}

describe('recomputePersonScores', () => {
  let t: TestDatabase;
  const db = () => t.database.db;

  beforeAll(async () => {
    t = await createTestDatabase();
  });
  afterAll(async () => t.cleanup());

  it('a person with nothing: no scores, nothing connected, population = reference + 1', async () => {
    const user = await createUser(db(), { displayName: '新人 はじめ' }, NOW);
    // Nobody else has been scored in this database yet.
    expect(await db().select().from(scoreDetails)).toEqual([]);
    await recomputePersonScores(db(), user.id, NOW);
    const { score_details: details, population } = await readScoreDetails(db(), user.id, NOW);
    expect(Object.keys(details).sort()).toEqual([...ALL_TYPES].sort());
    for (const type of ALL_TYPES) {
      expect(details[type], type).toMatchObject({
        scorer_type: Number(type),
        score: null,
        ranking: null,
        percentile: null,
        raw_value: 0,
        population: REFERENCE_SIZE + 1,
        is_exist_output: false,
        is_connected_sns: false,
        computed_at: Math.floor(NOW.getTime() / 1000),
      });
    }
    expect(population).toBe(REFERENCE_SIZE + 1);
  });

  it('GitHub and article raw values equal the method’s values for the same input', async () => {
    const { user, input } = await createEngineer(db(), 'Taro-Suzuki');
    await recomputePersonScores(db(), user.id, NOW);
    const { score_details: d } = await readScoreDetails(db(), user.id, NOW);

    const expectedGithub = githubValue(input);
    const expectedArticle = techArticleValue(
      input.qiita_popular_posts,
      input.zenn_popular_articles,
    );
    // Sanity of the hand-built input: both axes well above the 0.12 floor.
    expect(expectedGithub).toBeGreaterThan(1);
    expect(expectedArticle).toBeGreaterThan(1);
    expect(d['3']!.raw_value).toBeCloseTo(expectedGithub, 9);
    expect(d['4']!.raw_value).toBeCloseTo(expectedArticle, 9);
    // Stocks 95, 40 and 12 (Qiita, by popularity) beat Zenn's 7: ln(96)·ln(41)·ln(13).
    expect(expectedArticle).toBeCloseTo(Math.log(96) * Math.log(41) * Math.log(13), 9);
    // The tech score's raw value is the published sum of the four axes.
    expect(d['1']!.raw_value).toBeCloseTo(rawTechScore(input).raw_e_score, 9);
    expect(d['5']!.raw_value).toBe(0);
    expect(d['6']!.raw_value).toBe(0);

    // Scored against the reference population and the one person before.
    for (const [type, axis] of [
      ['3', 'github'],
      ['4', 'tech_article'],
      ['1', 'e_score'],
    ] as const) {
      const expected = normalise(d[type]!.raw_value, [...REFERENCE_POPULATION[axis], 0]);
      expect(d[type]!.score, type).toBeCloseTo(expected!.score, 9);
      expect(d[type]!.percentile, type).toBeCloseTo(expected!.percentile, 9);
      expect(d[type]!.population).toBe(REFERENCE_SIZE + 2);
    }
  });

  it('type 1000 is 9/18 of type 1 plus 9/18 of type 17', async () => {
    const { user } = await createEngineer(db(), 'hanako-ito');
    await recomputePersonScores(db(), user.id, NOW);
    const { score_details: d } = await readScoreDetails(db(), user.id, NOW);
    const s1 = d['1']!.score;
    const s17 = d['17']!.score;
    expect(s1).not.toBeNull();
    expect(s17).not.toBeNull();
    expect(d['1000']!.score).toBeCloseTo((9 / 18) * s1! + (9 / 18) * s17!, 12);
    expect(d['1000']!.raw_value).toBeCloseTo(d['1000']!.score!, 12);
    expect(d['1000']!.ranking).toBeGreaterThanOrEqual(1);
  });

  it('type 1000 counts a missing type 17 as 0', async () => {
    // Skill tags only: a tech score, no influence at all.
    const user = await createUser(db(), { displayName: 'タグだけ 登録' }, NOW);
    await addTags(db(), user.id, ['Go', 'Rust', 'Kotlin', 'Swift', 'Elixir']);
    // Suggestions not confirmed do not count as tags.
    await addTags(db(), user.id, ['Haskell', 'OCaml'], true);
    await recomputePersonScores(db(), user.id, NOW);
    const { score_details: d } = await readScoreDetails(db(), user.id, NOW);
    expect(d['6']!.raw_value).toBe(5);
    expect(d['17']!.raw_value).toBe(0);
    expect(d['17']!.score).toBeNull();
    expect(d['1']!.score).not.toBeNull();
    expect(d['1000']!.score).toBeCloseTo((9 / 18) * d['1']!.score! + (9 / 18) * 0, 12);
  });

  it('isExistOutput and isConnectedSns per scorer type', async () => {
    const user = await createUser(db(), { displayName: '連携 だけ' }, NOW);
    // Qiita connected, nothing imported yet.
    await createSnsAssociation(db(), user.id, { snsName: 'qiita', account: 'renkei_dake' });
    await recomputePersonScores(db(), user.id, NOW);
    let d = (await readScoreDetails(db(), user.id, NOW)).score_details;
    const flags = () =>
      Object.fromEntries(
        ALL_TYPES.map((type) => [type, [d[type]!.is_exist_output, d[type]!.is_connected_sns]]),
      );
    expect(flags()).toEqual({
      '1': [false, true],
      '3': [false, false],
      '4': [false, true],
      '5': [false, false],
      '6': [false, true],
      '17': [false, true],
      '1000': [false, true],
    });

    // A connpass event attended: the event axis has output, and it is connected.
    const connpass = await createSnsAssociation(db(), user.id, {
      snsName: 'connpass',
      account: 'renkei_dake',
    });
    await createOutput(db(), connpass, {
      kind: 'event',
      title: 'PHPカンファレンス2026',
      url: 'https://phpcon.connpass.com/event/1/',
      data: { is_tech_event: true, is_presenter: false, is_organizer: false, status: '参加者' },
    });
    await recomputePersonScores(db(), user.id, NOW);
    d = (await readScoreDetails(db(), user.id, NOW)).score_details;
    expect(flags()).toEqual({
      '1': [true, true],
      '3': [false, false],
      '4': [false, true],
      '5': [true, true],
      '6': [false, true],
      '17': [true, true],
      '1000': [true, true],
    });
    // One attendance (0.1) stays under the floor: output, but no score.
    expect(d['5']!.raw_value).toBeCloseTo(0.1, 12);
    expect(d['5']!.score).toBeNull();
  });

  it('a blog alone counts for influence, not for the tech axes', async () => {
    const user = await createUser(db(), { displayName: 'ブログ 書き手' }, NOW);
    const [blog] = await db()
      .insert(blogs)
      .values({ userId: user.id, url: 'https://kakite.example.jp/', status: 'done' })
      .returning();
    await db().insert(portfolioOutputs).values({
      userId: user.id,
      source: 'blog',
      kind: 'article',
      blogId: blog!.id,
      externalId: 'b1',
      url: 'https://kakite.example.jp/posts/1',
      title: 'はじめてのRust',
      likes: 20,
      postedAt: NOW,
    });
    await recomputePersonScores(db(), user.id, NOW);
    const d = (await readScoreDetails(db(), user.id, NOW)).score_details;
    expect([d['17']!.is_exist_output, d['17']!.is_connected_sns]).toEqual([true, true]);
    expect([d['4']!.is_exist_output, d['4']!.is_connected_sns]).toEqual([false, false]);
    expect([d['1']!.is_exist_output, d['1']!.is_connected_sns]).toEqual([false, false]);
    expect(d['17']!.raw_value).toBeCloseTo(Math.log(21), 12);
    expect(d['4']!.raw_value).toBe(0);
  });
});

describe('ranking and population as people join (rerankEveryone)', () => {
  let t: TestDatabase;
  const db = () => t.database.db;
  type Details = Awaited<ReturnType<typeof readScoreDetails>>['score_details'];
  let first: Awaited<ReturnType<typeof createEngineer>>;
  let second: Awaited<ReturnType<typeof createEngineer>>;
  let before: Details;
  let unchanged: Details;
  let strong: Details;
  let after: Details;
  let people: number;
  const later = new Date(NOW.getTime() + HOUR_MS);
  const AXES = ['1', '3', '4', '17'];

  beforeAll(async () => {
    t = await createTestDatabase();
    first = await createEngineer(db(), 'kenta-mori');
    await recomputePersonScores(db(), first.user.id, NOW);
    before = (await readScoreDetails(db(), first.user.id, NOW)).score_details;
    second = await createEngineer(db(), 'misaki-aoki', 3);
    await recomputePersonScores(db(), second.user.id, later);
    strong = (await readScoreDetails(db(), second.user.id, later)).score_details;
    unchanged = (await readScoreDetails(db(), first.user.id, later)).score_details;
    ({ people } = await rerankEveryone(db(), later));
    after = (await readScoreDetails(db(), first.user.id, later)).score_details;
  });
  afterAll(async () => t.cleanup());

  it('the first person alone is ranked among the reference population + 1', () => {
    for (const type of [...AXES, '1000']) {
      expect(before[type]!.population, type).toBe(REFERENCE_SIZE + 1);
      expect(before[type]!.ranking, type).not.toBeNull();
    }
  });

  it('the total (1000) ranks the first person among the reference people’s own totals', () => {
    // Each reference person's total from their own tech and influence values (the reference
    // lists are each sorted on their own, so their i-th entries are not one person).
    const draw = new Draw(mulberry32(REFERENCE_SEED));
    const answers = new Draw(mulberry32(REFERENCE_SEED + TERATAIL_STREAM));
    const people = Array.from({ length: REFERENCE_SIZE }, (_, i) =>
      syntheticPerson(draw, `reference-${i}`, answers),
    );
    const techRaws = people.map((p) => rawTechScore(p.tech).raw_e_score);
    const influenceRaws = people.map((p) => influenceValue(p.influence));
    // The regenerated people are the reference population.
    expect([...techRaws].sort((a, b) => a - b)).toEqual(REFERENCE_POPULATION.e_score);
    expect([...influenceRaws].sort((a, b) => a - b)).toEqual(REFERENCE_POPULATION.influence);
    // Everyone is scored against one population: the reference people and the first person.
    const tech = [...REFERENCE_POPULATION.e_score, before['1']!.raw_value];
    const reach = [...REFERENCE_POPULATION.influence, before['17']!.raw_value];
    const own = { is_reference_person: true };
    const totals = people.map(
      (_, i) =>
        syntheticTotal(
          normalise(techRaws[i]!, tech, own)?.score ?? null,
          normalise(influenceRaws[i]!, reach, own)?.score ?? null,
        ) ?? 0,
    );
    const total = before['1000']!.score!;
    expect(total).toBeCloseTo((before['1']!.score! + before['17']!.score!) / 2, 12);
    const higher = totals.filter((v) => v > total).length;
    const lowerOrSame = totals.filter((v) => v <= total).length;
    expect(before['1000']!.ranking).toBe(higher + 1);
    expect(before['1000']!.percentile!).toBeCloseTo((100 * lowerOrSame) / (REFERENCE_SIZE + 1), 9);
  });

  it('the stronger second person is ranked above the first, among reference + 2', () => {
    for (const type of [...AXES, '1000']) {
      expect(strong[type]!.raw_value, type).toBeGreaterThan(before[type]!.raw_value);
      expect(strong[type]!.population, type).toBe(REFERENCE_SIZE + 2);
      expect(strong[type]!.ranking, type).toBeLessThanOrEqual(before[type]!.ranking!);
    }
    // The first person's stored row moves only when everyone is re-ranked.
    for (const type of [...AXES, '1000']) {
      expect(unchanged[type]!.ranking, type).toBe(before[type]!.ranking);
      expect(unchanged[type]!.population, type).toBe(REFERENCE_SIZE + 1);
    }
  });

  it('after rerankEveryone the first person is one place lower on each axis, population +1', () => {
    expect(people).toBe(2);
    for (const type of AXES) {
      expect(after[type]!.ranking, type).toBe(before[type]!.ranking! + 1);
      expect(after[type]!.population, type).toBe(REFERENCE_SIZE + 2);
      expect(after[type]!.raw_value, type).toBeCloseTo(before[type]!.raw_value, 12);
      expect(after[type]!.percentile!, type).toBeLessThan(before[type]!.percentile!);
      expect(after[type]!.score!, type).toBeLessThan(before[type]!.score!);
    }
    expect(after['1000']!.population).toBe(REFERENCE_SIZE + 2);
    expect(after['1000']!.percentile!).toBeLessThan(before['1000']!.percentile!);
    // The total follows the re-ranked scores of types 1 and 17.
    expect(after['1000']!.score).toBeCloseTo(
      (9 / 18) * after['1']!.score! + (9 / 18) * after['17']!.score!,
      12,
    );
  });

  it('after rerankEveryone the first person is exactly one place lower in the total (1000)', () => {
    // One person joined, above them: one more person ranks higher, no one else moves past.
    expect(after['1000']!.ranking).toBe(before['1000']!.ranking! + 1);
  });

  it('after rerankEveryone the total’s factors name the scores it is made of', () => {
    expect(after['1000']!.factors).toEqual([
      { key: 'tech', label: '技術力', value: after['1']!.score },
      { key: 'influence', label: '発信力', value: after['17']!.score },
    ]);
  });

  it('re-ranking agrees with a fresh computation, and the stronger person keeps their place', async () => {
    await recomputePersonScores(db(), first.user.id, later);
    const fresh = (await readScoreDetails(db(), first.user.id, later)).score_details;
    for (const type of [...AXES, '1000']) {
      expect(fresh[type]!.ranking, type).toBe(after[type]!.ranking);
      expect(fresh[type]!.population, type).toBe(after[type]!.population);
      expect(fresh[type]!.score!, type).toBeCloseTo(after[type]!.score!, 9);
    }
    const strongAfter = (await readScoreDetails(db(), second.user.id, later)).score_details;
    for (const type of [...AXES, '1000']) {
      expect(strongAfter[type]!.ranking, type).toBe(strong[type]!.ranking);
    }
  });
});

describe('score history', () => {
  let t: TestDatabase;
  const db = () => t.database.db;
  beforeAll(async () => {
    t = await createTestDatabase();
  });
  afterAll(async () => t.cleanup());

  const historyRows = (userId: number, type: number) =>
    db()
      .select()
      .from(scoreHistory)
      .where(and(eq(scoreHistory.userId, userId), eq(scoreHistory.scorerType, type)));

  it('keeps one point per scorer type per day in Japan, the last computation winning', async () => {
    const user = await createUser(db(), { displayName: '履歴 太郎' }, NOW);
    await addTags(db(), user.id, ['Go', 'TypeScript', 'AWS', 'Docker', 'React']);
    // 23:30 on 2026-11-21 in Japan.
    const lateEvening = new Date('2026-11-21T14:30:00Z');
    await recomputePersonScores(db(), user.id, lateEvening);
    // 00:30 and 12:00 on 2026-11-22 in Japan: the same day, one point.
    const afterMidnight = new Date('2026-11-21T15:30:00Z');
    await recomputePersonScores(db(), user.id, afterMidnight);
    await db().delete(personSkillTags).where(eq(personSkillTags.userId, user.id));
    await addTags(db(), user.id, ['Go', 'TypeScript', 'AWS', 'Docker', 'React', 'Vue', 'Nuxt']);
    await recomputePersonScores(db(), user.id, NOW);

    const all = await db().select().from(scoreHistory).where(eq(scoreHistory.userId, user.id));
    // Seven scorer types (six and the total) on two days.
    expect(all).toHaveLength(ALL_TYPES.length * 2);
    const tagPoints = (await historyRows(user.id, 6)).sort((a, b) => a.day.localeCompare(b.day));
    expect(tagPoints.map((p) => [p.day, p.rawValue])).toEqual([
      ['2026-11-21', 5],
      ['2026-11-22', 7],
    ]);

    const { score_history: history } = await readScoreDetails(db(), user.id, NOW);
    expect(Object.keys(history).sort()).toEqual([...ALL_TYPES].sort());
    expect(history['6']!.map((p) => p.date)).toEqual(['2026-11-21', '2026-11-22']);
    const stored = (await readScoreDetails(db(), user.id, NOW)).score_details;
    // Today's point is the latest score.
    expect(history['1']!.at(-1)!.score).toBe(stored['1']!.score);
    expect(history['1000']!.at(-1)!.score).toBe(stored['1000']!.score);
  });

  it('readScoreDetails answers the history oldest first over several days', async () => {
    const user = await createUser(db(), { displayName: '毎日 更新' }, NOW);
    await addTags(db(), user.id, ['Python', 'Django', 'PostgreSQL', 'Redis', 'Celery']);
    // Computed newest first, so the rows' insertion order is the reverse of the days.
    for (const daysAgo of [0, 2, 5]) {
      await recomputePersonScores(db(), user.id, new Date(NOW.getTime() - daysAgo * DAY_MS));
    }
    const { score_history: history } = await readScoreDetails(db(), user.id, NOW);
    expect(history['6']!.map((p) => p.date)).toEqual(['2026-11-17', '2026-11-20', '2026-11-22']);
    expect(history['3']!.map((p) => p.score)).toEqual([null, null, null]);
    // Without history (the public page), none is read.
    const { score_history: none } = await readScoreDetails(db(), user.id, NOW, {
      history: false,
    });
    expect(none).toEqual({});
  });

  it('rerankEveryone writes today’s point without adding a second one', async () => {
    const user = await createUser(db(), { displayName: '再計算 花子' }, NOW);
    await addTags(db(), user.id, ['Java', 'Kotlin', 'Spring', 'MySQL', 'GCP']);
    await recomputePersonScores(db(), user.id, NOW);
    await rerankEveryone(db(), new Date(NOW.getTime() + 2 * HOUR_MS));
    const points = await historyRows(user.id, 6);
    expect(points).toHaveLength(1);
    expect(points[0]!.day).toBe('2026-11-22');
  });
});
