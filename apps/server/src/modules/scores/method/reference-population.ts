/**
 * A synthetic reference population: 200 engineers' raw values on every axis, generated
 * deterministically (seeded PRNG) from the activity model below and fed through the same
 * value functions as real people, so the values are consistent with the formulas. It stands
 * in for a real population (LAPRAS ranks against about 20,000 sampled people) until ours is
 * large enough; ranks against it are stable because it never changes unless the seed does.
 *
 * Activity model (N(μ, σ) a normal draw, LN(m, σ) = floor(m · exp(σ · N(0, 1))), a
 * log-normal count with median about m). Every person has a general activity level
 * A = exp(0.6 · N(0, 1)) that scales their reach, so active people are active everywhere.
 * - GitHub, 80 %: active days min(365, LN(40, 1.1) · A), each day 1 + LN(1.6, 0.9)
 *   contributions; LN(3, 0.9) repositories (at most 12), a quarter of them forks. Own
 *   repository: contributors 1 + LN(0.6, 1), stars LN(1, 1.6) · A, own contributions
 *   1 + LN(20, 1.2). Fork: no stars of its own, contributors 1 + LN(1.6, 1), own
 *   contributions LN(1, 1.3) (often fewer than 3, so dropped), upstream contributions
 *   1 + LN(1.6, 1.2), upstream stars LN(500, 1.8).
 * - Qiita, 30 %: 1 + LN(2, 1) posts, stocks LN(8, 1.5) · A each, most stocked first;
 *   likes 0.8 · stocks (influence only).
 * - Zenn, 18 %: 1 + LN(2, 1) articles, likes LN(10, 1.4) · A each.
 * - note, 10 % (influence only): 1 + LN(2, 1) posts, likes LN(5, 1.2) · A.
 * - Tech events, 40 %: 1 + LN(2, 1) · A attended; a fifth of them also gave 1 + LN(1, 0.9)
 *   talks. 30 % also went to LN(1, 1) non-tech events.
 * - Skill tags: LN(8, 0.7), a tenth with none.
 * - Speaker Deck, 8 %: 1 + LN(1.6, 0.8) decks, views LN(800, 1.2) · A, stars views / 150.
 * - Followers: GitHub LN(10, 1.5) · A (GitHub users), Qiita LN(15, 1.4) · A (Qiita users),
 *   Zenn LN(12, 1.4) · A (Zenn users), note LN(8, 1.3) (note users).
 * - teratail, 6 % (influence only): 1 + LN(3, 1.2) · A answers, each a best answer with
 *   chance 0.3. Drawn from a stream of its own (seed + TERATAIL_STREAM), so adding it left
 *   every other axis of every person exactly as it was.
 */
import { techArticleValue } from './article-value';
import { techEventValue } from './event-value';
import { githubValue } from './github-value';
import { type InfluenceInput, influenceValue } from './influence';
import { rawEScore } from './raw-e-score';
import { tagCountValue } from './tag-value';
import type { GitHubRepo, TechEvent, TechScoreInput } from './types';

export const REFERENCE_SEED = 20250116;
export const REFERENCE_SIZE = 200;
/** Offset of the teratail answers' own random stream from the population's seed. */
export const TERATAIL_STREAM = 0x7e7a;

export interface ReferencePopulation {
  e_score: readonly number[];
  github: readonly number[];
  tech_article: readonly number[];
  tech_event: readonly number[];
  tag_count: readonly number[];
  influence: readonly number[];
}

/** mulberry32: a small, well-mixed 32-bit PRNG; returns numbers in [0, 1). */
export function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Random draws for the activity model. */
export class Draw {
  constructor(private readonly random: () => number) {}
  chance(p: number): boolean {
    return this.random() < p;
  }
  /** Standard normal (Box-Muller). */
  normal(): number {
    const u = 1 - this.random(); // (0, 1]
    const v = this.random();
    return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
  }
  /** floor(median · exp(σ · N(0, 1)) · scale). */
  count(median: number, sigma: number, scale = 1): number {
    return Math.floor(median * Math.exp(sigma * this.normal()) * scale);
  }
}

export interface SyntheticPerson {
  tech: TechScoreInput;
  influence: InfluenceInput;
}

function descending(values: number[]): number[] {
  return values.sort((a, b) => b - a);
}

/** teratail answers of one synthetic person (an empty list for most). */
function syntheticAnswers(draw: Draw): InfluenceInput['answers'] {
  if (!draw.chance(0.06)) return [];
  const count = 1 + draw.count(3, 1.2, Math.exp(0.6 * draw.normal()));
  return Array.from({ length: count }, () => ({ is_best_answer: draw.chance(0.3) }));
}

/**
 * One synthetic person from the activity model above. `answersDraw` is the teratail stream;
 * without it the person has no answers.
 */
export function syntheticPerson(draw: Draw, login: string, answersDraw?: Draw): SyntheticPerson {
  const level = Math.exp(0.6 * draw.normal());

  const contributions: number[] = [];
  const repos: GitHubRepo[] = [];
  const ownedStars: number[] = [];
  let githubFollowers = 0;
  if (draw.chance(0.8)) {
    const activeDays = Math.min(365, draw.count(40, 1.1, level));
    for (let day = 0; day < 365; day++) {
      contributions.push(day < activeDays ? 1 + draw.count(1.6, 0.9) : 0);
    }
    const repoCount = Math.min(12, draw.count(3, 0.9));
    for (let i = 0; i < repoCount; i++) {
      if (draw.chance(0.25)) {
        repos.push({
          contributors_count: 1 + draw.count(1.6, 1),
          stargazers_count: 0,
          original_repo_contributions: 1 + draw.count(1.6, 1.2),
          original_stars_count: draw.count(500, 1.8),
          contributors: [{ login, contributions: draw.count(1, 1.3) }],
          contributors_from_commits: [],
        });
      } else {
        const stars = draw.count(1, 1.6, level);
        ownedStars.push(stars);
        repos.push({
          contributors_count: 1 + draw.count(0.6, 1),
          stargazers_count: stars,
          original_repo_contributions: 0,
          original_stars_count: 0,
          contributors: [{ login, contributions: 1 + draw.count(20, 1.2) }],
          contributors_from_commits: [],
        });
      }
    }
    githubFollowers = draw.count(10, 1.5, level);
  }

  const articles: InfluenceInput['articles'] = [];
  const followers = { github: githubFollowers, qiita: 0, zenn: 0, note: 0 };
  let qiitaStocks: number[] = [];
  if (draw.chance(0.3)) {
    const posts = 1 + draw.count(2, 1);
    qiitaStocks = descending(Array.from({ length: posts }, () => draw.count(8, 1.5, level)));
    for (const stocks of qiitaStocks) articles.push({ likes: Math.floor(stocks * 0.8), stocks });
    followers.qiita = draw.count(15, 1.4, level);
  }
  let zennLikes: number[] = [];
  if (draw.chance(0.18)) {
    const posts = 1 + draw.count(2, 1);
    zennLikes = descending(Array.from({ length: posts }, () => draw.count(10, 1.4, level)));
    for (const likes of zennLikes) articles.push({ likes, stocks: 0 });
    followers.zenn = draw.count(12, 1.4, level);
  }
  if (draw.chance(0.1)) {
    const posts = 1 + draw.count(2, 1);
    for (let i = 0; i < posts; i++) articles.push({ likes: draw.count(5, 1.2, level), stocks: 0 });
    followers.note = draw.count(8, 1.3);
  }

  const events: TechEvent[] = [];
  let talks = 0;
  if (draw.chance(0.4)) {
    const attended = 1 + draw.count(2, 1, level);
    for (let i = 0; i < attended; i++) events.push({ is_tech_event: true, is_presenter: false });
    if (draw.chance(0.2)) {
      talks = 1 + draw.count(1, 0.9);
      for (let i = 0; i < talks; i++) events.push({ is_tech_event: true, is_presenter: true });
    }
  }
  if (draw.chance(0.3)) {
    const other = draw.count(1, 1);
    for (let i = 0; i < other; i++) events.push({ is_tech_event: false, is_presenter: false });
  }

  const tagCount = draw.chance(0.1) ? 0 : draw.count(8, 0.7);

  const slides: InfluenceInput['slides'] = [];
  if (draw.chance(0.08)) {
    const decks = 1 + draw.count(1.6, 0.8);
    for (let i = 0; i < decks; i++) {
      const views = draw.count(800, 1.2, level);
      slides.push({ views, stars: Math.floor(views / 150) });
    }
  }

  return {
    tech: {
      github_identifier: login,
      github_contribution_count_list: contributions,
      github_repos: repos,
      qiita_popular_posts: qiitaStocks.map((stockers_count) => ({ stockers_count })),
      zenn_popular_articles: zennLikes.map((liked) => ({ liked })),
      events,
      tag_count: tagCount,
    },
    influence: {
      articles,
      repos_owned_stars: ownedStars,
      slides,
      talks,
      answers: answersDraw ? syntheticAnswers(answersDraw) : [],
      followers,
    },
  };
}

/** One reference person's raw value on every axis (one entry of the population, unsorted). */
export type ReferencePerson = { readonly [K in keyof ReferencePopulation]: number };

/**
 * `size` synthetic people from `seed`, each with their raw values on every axis. Kept per
 * person (not only per axis) because the synthetic total needs one person's tech and
 * influence together: the sorted axis lists' i-th entries are different people.
 */
export function generateReferencePeople(
  seed = REFERENCE_SEED,
  size = REFERENCE_SIZE,
): readonly ReferencePerson[] {
  const draw = new Draw(mulberry32(seed));
  const answersDraw = new Draw(mulberry32(seed + TERATAIL_STREAM));
  const people: ReferencePerson[] = [];
  for (let i = 0; i < size; i++) {
    const person = syntheticPerson(draw, `reference-${i}`, answersDraw);
    const values = {
      github_value: githubValue(person.tech),
      tech_article_value: techArticleValue(
        person.tech.qiita_popular_posts,
        person.tech.zenn_popular_articles,
      ),
      tech_event_value: techEventValue(person.tech.events),
      tag_count_value: tagCountValue(person.tech.tag_count),
    };
    people.push(
      Object.freeze({
        e_score: rawEScore(values),
        github: values.github_value,
        tech_article: values.tech_article_value,
        tech_event: values.tech_event_value,
        tag_count: values.tag_count_value,
        influence: influenceValue(person.influence),
      }),
    );
  }
  return Object.freeze(people);
}

/** The people's raw values per axis, each list ascending. */
export function populationOf(people: readonly ReferencePerson[]): ReferencePopulation {
  const axis = (key: keyof ReferencePopulation) =>
    Object.freeze(people.map((p) => p[key]).sort((a, b) => a - b));
  return Object.freeze({
    e_score: axis('e_score'),
    github: axis('github'),
    tech_article: axis('tech_article'),
    tech_event: axis('tech_event'),
    tag_count: axis('tag_count'),
    influence: axis('influence'),
  });
}

/** `size` synthetic people from `seed`, as raw values per axis (ascending). */
export function generateReferencePopulation(
  seed = REFERENCE_SEED,
  size = REFERENCE_SIZE,
): ReferencePopulation {
  return populationOf(generateReferencePeople(seed, size));
}

/** The seeded reference people (seed 20250116, 200 people). */
export const REFERENCE_PEOPLE: readonly ReferencePerson[] = generateReferencePeople();

/** The seeded reference population: REFERENCE_PEOPLE's values per axis. */
export const REFERENCE_POPULATION: ReferencePopulation = populationOf(REFERENCE_PEOPLE);
