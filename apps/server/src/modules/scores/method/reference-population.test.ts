import { describe, expect, it } from 'vitest';
import { techArticleValue } from './article-value';
import { techEventValue } from './event-value';
import { githubValue } from './github-value';
import { influenceValue } from './influence';
import { normalise } from './normalise';
import { rawEScore } from './raw-e-score';
import {
  Draw,
  generateReferencePopulation,
  mulberry32,
  REFERENCE_POPULATION,
  REFERENCE_SEED,
  REFERENCE_SIZE,
  syntheticPerson,
  TERATAIL_STREAM,
} from './reference-population';
import { computeTechScore } from './tech-score';
import type { GitHubRepo } from './types';

const AXES = ['e_score', 'github', 'tech_article', 'tech_event', 'tag_count', 'influence'] as const;

describe('mulberry32', () => {
  it('is the standard generator (seed 1 starts 0.627074, 0.002736, 0.527447)', () => {
    const random = mulberry32(1);
    expect(random()).toBeCloseTo(0.6270739405881613, 15);
    expect(random()).toBeCloseTo(0.002735721180215478, 15);
    expect(random()).toBeCloseTo(0.5274470399599522, 15);
  });
});

describe('REFERENCE_POPULATION', () => {
  it('holds 200 sorted, non-negative values per axis and is frozen', () => {
    expect(REFERENCE_SIZE).toBe(200);
    for (const axis of AXES) {
      const values = REFERENCE_POPULATION[axis];
      expect(values).toHaveLength(200);
      expect(Object.isFrozen(values)).toBe(true);
      for (let i = 1; i < values.length; i++)
        expect(values[i]!).toBeGreaterThanOrEqual(values[i - 1]!);
      expect(values[0]!).toBeGreaterThanOrEqual(0);
    }
  });

  it('is deterministic: the same seed gives the same values, another seed others', () => {
    expect(generateReferencePopulation(REFERENCE_SEED)).toEqual(REFERENCE_POPULATION);
    expect(generateReferencePopulation(REFERENCE_SEED + 1).e_score).not.toEqual(
      REFERENCE_POPULATION.e_score,
    );
    // Pinned: a change here moves everyone's score, so it must be deliberate.
    expect(REFERENCE_POPULATION.e_score[100]).toBeCloseTo(0.9651568728802092, 9);
    expect(REFERENCE_POPULATION.github[100]).toBeCloseTo(5.385793001831955, 9);
    expect(REFERENCE_POPULATION.tag_count[100]).toBe(6);
    // 6.611520472578887 before teratail answers joined influence (the other axes did not move).
    expect(REFERENCE_POPULATION.influence[100]).toBeCloseTo(7.09628809577537, 9);
  });

  it('is made of the value functions: the first synthetic person is in it', () => {
    const person = syntheticPerson(
      new Draw(mulberry32(REFERENCE_SEED)),
      'reference-0',
      new Draw(mulberry32(REFERENCE_SEED + TERATAIL_STREAM)),
    );
    const values = {
      github_value: githubValue(person.tech),
      tech_article_value: techArticleValue(
        person.tech.qiita_popular_posts,
        person.tech.zenn_popular_articles,
      ),
      tech_event_value: techEventValue(person.tech.events),
      tag_count_value: person.tech.tag_count,
    };
    expect(REFERENCE_POPULATION.github).toContain(values.github_value);
    expect(REFERENCE_POPULATION.tech_article).toContain(values.tech_article_value);
    expect(REFERENCE_POPULATION.tech_event).toContain(values.tech_event_value);
    expect(REFERENCE_POPULATION.tag_count).toContain(values.tag_count_value);
    expect(REFERENCE_POPULATION.e_score).toContain(rawEScore(values));
    expect(REFERENCE_POPULATION.influence).toContain(influenceValue(person.influence));
  });

  it('puts its own median at 3.0', () => {
    for (const axis of ['e_score', 'github', 'influence'] as const) {
      const values = REFERENCE_POPULATION[axis];
      const median = values[100]!;
      const result = normalise(median, values, { is_reference_person: true });
      expect(result!.score).toBeGreaterThan(2.95);
      expect(result!.score).toBeLessThan(3.05);
    }
  });

  it('puts a typical engineer near 3.0 and a very active one well above', () => {
    const own = (contributors_count: number, stargazers_count: number, c: number): GitHubRepo => ({
      contributors_count,
      stargazers_count,
      original_repo_contributions: 0,
      original_stars_count: 0,
      contributors: [{ login: 'typical', contributions: c }],
      contributors_from_commits: [],
    });
    // 60 days with 2 contributions, three small repositories, one Qiita post with 6 stocks,
    // one meetup attended, 8 skill tags.
    const typical = computeTechScore({
      github_identifier: 'typical',
      github_contribution_count_list: [...Array(60).fill(2), ...Array(305).fill(0)],
      github_repos: [own(1, 2, 30), own(1, 0, 15), own(2, 1, 8)],
      qiita_popular_posts: [{ stockers_count: 6 }],
      zenn_popular_articles: [],
      events: [{ is_tech_event: true, is_presenter: false }],
      tag_count: 8,
      reference: REFERENCE_POPULATION,
    });
    expect('e_score' in typical && typical.e_score).toBeGreaterThan(2.8);
    expect('e_score' in typical && typical.e_score).toBeLessThan(3.2);

    const active = computeTechScore({
      github_identifier: 'active',
      github_contribution_count_list: Array(365).fill(6),
      github_repos: [own(12, 800, 400), own(3, 120, 150), own(1, 40, 90)].map((r) => ({
        ...r,
        contributors: [{ login: 'active', contributions: r.contributors[0]!.contributions }],
      })),
      qiita_popular_posts: [{ stockers_count: 400 }, { stockers_count: 150 }],
      zenn_popular_articles: [{ liked: 90 }],
      events: Array(6).fill({ is_tech_event: true, is_presenter: true }),
      tag_count: 30,
      reference: REFERENCE_POPULATION,
    });
    expect('e_score' in active && active.e_score).toBeGreaterThan(3.9);
  });
});
