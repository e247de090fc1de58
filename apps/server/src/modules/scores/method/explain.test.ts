import { describe, expect, it } from 'vitest';
import { explainTechScore, HINTS } from './explain';
import { computeTechScore } from './tech-score';
import type { GitHubRepo, TechScoreInput } from './types';

const own = (stars: number, mine: number): GitHubRepo => ({
  contributors_count: 1,
  stargazers_count: stars,
  original_repo_contributions: 0,
  original_stars_count: 0,
  contributors: [{ login: 'me', contributions: mine }],
  contributors_from_commits: [],
});
const fork = (mine: number): GitHubRepo => ({
  ...own(0, mine),
  original_repo_contributions: 30,
  original_stars_count: 900,
});

function empty(): TechScoreInput {
  return {
    github_identifier: 'me',
    github_contribution_count_list: [],
    github_repos: [],
    qiita_popular_posts: [],
    zenn_popular_articles: [],
    events: [],
    tag_count: 0,
  };
}

describe('explainTechScore', () => {
  it('returns the four axes with inputs that match the computation', () => {
    const input: TechScoreInput = {
      ...empty(),
      github_contribution_count_list: [0, 3, 0, 1],
      github_repos: [own(4, 10), fork(1)],
      qiita_popular_posts: [{ stockers_count: 10 }, { stockers_count: 0 }],
      zenn_popular_articles: [{ liked: 5 }],
      events: [
        { is_tech_event: true, is_presenter: false },
        { is_tech_event: true, is_presenter: false },
        { is_tech_event: false, is_presenter: true },
      ],
      tag_count: 5,
      reference: { e_score: [0.1, 0.5, 2], github: [1, 2] },
    };
    const explanation = explainTechScore(input);
    const result = computeTechScore(input);
    expect(explanation.axes.map((a) => a.axis)).toEqual([
      'github',
      'tech_article',
      'tech_event',
      'tag_count',
    ]);
    expect(explanation.raw_e_score).toBe(result.raw_e_score);
    expect(explanation.e_score).toBe('e_score' in result ? result.e_score : undefined);
    const [github, article, event, tags] = explanation.axes;
    expect(github.raw_value).toBe(result.github_value);
    expect(github.score).toBe('github_score' in result ? result.github_score : undefined);
    expect(github.inputs.active_days).toBe(2);
    // 0.1 · (ln 4 + ln 2) = 0.1 · 2.079442 = 0.207944
    expect(github.inputs.contribution_part).toBeCloseTo(0.2079441541679836, 14);
    expect(github.inputs.dropped_forks).toEqual([1]);
    expect(github.inputs.top_repos.map((r) => r.index)).toEqual([0]);
    expect(github.inputs.contribution_part + github.inputs.repo_value).toBeCloseTo(
      github.raw_value,
      14,
    );
    expect(article.inputs).toEqual({
      qiita_posts_read: 2,
      zenn_articles_read: 1,
      counts_used: [10, 5],
    });
    expect(event.inputs).toEqual({ presentations: 0, attendances: 2, non_tech_events: 1 });
    expect(tags.inputs).toEqual({ tag_count: 5 });
    // the axes' shares add up to the raw tech score
    const shares = explanation.axes.reduce((sum, a) => sum + a.contribution_to_raw_e_score, 0);
    expect(shares).toBeCloseTo(explanation.raw_e_score, 14);
    // no reference list for the article axis: no score
    expect(article.score).toBeNull();
  });

  it('gives a Japanese hint for what would raise each axis', () => {
    const [github, article, event, tags] = explainTechScore(empty()).axes;
    expect(github.hint).toBe(HINTS.githubStart);
    expect(article.hint).toBe(HINTS.articleStart);
    expect(event.hint).toBe('技術イベントで登壇すると「技術イベント」の値が大きく伸びます');
    expect(tags.hint).toBe(HINTS.tags);
    for (const axis of explainTechScore(empty()).axes) {
      expect(axis.hint).toMatch(/[ぁ-んァ-ヶ一-龠]/);
      expect(axis.hint).not.toContain('\n');
    }
  });

  it('picks the hint from the situation', () => {
    const onlySmallForks = explainTechScore({ ...empty(), github_repos: [fork(2)] });
    expect(onlySmallForks.axes[0].hint).toBe(HINTS.githubForks);
    const oneRepo = explainTechScore({ ...empty(), github_repos: [own(3, 20)] });
    expect(oneRepo.axes[0].hint).toBe(HINTS.githubMoreRepos);
    const threeRepos = explainTechScore({
      ...empty(),
      github_repos: [own(1, 5), own(2, 5), own(3, 5)],
    });
    expect(threeRepos.axes[0].hint).toBe(HINTS.githubSteady);

    const onePost = explainTechScore({ ...empty(), qiita_popular_posts: [{ stockers_count: 4 }] });
    expect(onePost.axes[1].hint).toBe(HINTS.articleMore);
    const threePosts = explainTechScore({
      ...empty(),
      zenn_popular_articles: [{ liked: 9 }, { liked: 4 }, { liked: 2 }],
    });
    expect(threePosts.axes[1].hint).toBe(HINTS.articleReach);

    const speaker = explainTechScore({
      ...empty(),
      events: [{ is_tech_event: true, is_presenter: true }],
    });
    expect(speaker.axes[2].hint).toBe(HINTS.eventMoreTalks);
  });
});
