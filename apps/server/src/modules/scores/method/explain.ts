/**
 * Why a tech score is what it is, per axis, for the portfolio screen: the raw value, its share
 * of the raw tech score, the inputs that mattered and one short Japanese hint of what would
 * raise it. Answers the criticism that a score is a black box.
 */
import { POSTS_PER_SITE, techArticleCountsUsed } from './article-value';
import {
  CONTRIBUTION_WEIGHT,
  githubContributionValue,
  type ScoredRepo,
  selectRepos,
  TOP_REPOS,
} from './github-value';
import { weightedTerm } from './raw-e-score';
import { normaliseTechScore, rawTechScore } from './tech-score';
import type { TechScoreInput } from './types';

interface AxisBase {
  /** The raw value of the axis. */
  raw_value: number;
  /** a · ln(1 + b · raw value): what this axis adds to the raw tech score. */
  contribution_to_raw_e_score: number;
  /** Normalised score and percentile; null without a reference population or below 0.12. */
  score: number | null;
  percentile: number | null;
  /** What would raise this axis, in Japanese. */
  hint: string;
}

export interface GitHubAxis extends AxisBase {
  axis: 'github';
  label: 'GitHub';
  inputs: {
    /** Days with at least one contribution. */
    active_days: number;
    /** Σ ln(1 + contributions that day). */
    contribution_value: number;
    /** 0.1 × contribution_value, the part of the raw value from daily contributions. */
    contribution_part: number;
    /** Π ln(1 + s) over `top_repos`. */
    repo_value: number;
    top_repos: ScoredRepo[];
    /** Positions in `github_repos` of forks left out (fewer than 3 contributions). */
    dropped_forks: number[];
  };
}

export interface TechArticleAxis extends AxisBase {
  axis: 'tech_article';
  label: '技術記事';
  inputs: {
    qiita_posts_read: number;
    zenn_articles_read: number;
    /** The stock and like counts in the product, largest first. */
    counts_used: number[];
  };
}

export interface TechEventAxis extends AxisBase {
  axis: 'tech_event';
  label: '技術イベント';
  inputs: { presentations: number; attendances: number; non_tech_events: number };
}

export interface TagCountAxis extends AxisBase {
  axis: 'tag_count';
  label: 'スキルタグ';
  inputs: { tag_count: number };
}

export interface TechScoreExplanation {
  raw_e_score: number;
  e_score: number | null;
  e_score_percentile: number | null;
  axes: [GitHubAxis, TechArticleAxis, TechEventAxis, TagCountAxis];
}

export const HINTS = Object.freeze({
  githubStart: 'GitHub の公開リポジトリでコードを書くと「GitHub」の値が付きます',
  githubForks:
    'フォークしたリポジトリは 3 回以上コントリビュートすると「GitHub」の値に数えられます',
  githubMoreRepos:
    'リポジトリは上位 3 つの掛け算で数えるので、3 つ目まで育てると「GitHub」の値が大きく伸びます',
  githubSteady:
    'コントリビューションは日ごとに数えるので、まとめてより毎日少しずつ続けると「GitHub」の値が伸びます',
  articleStart: 'Qiita か Zenn に技術記事を書くと「技術記事」の値が付きます',
  articleMore: '反応のある記事が 3 本そろうと「技術記事」の値が掛け算で大きく伸びます',
  articleReach:
    'ストックといいねは上位 3 本で数えるので、より多くの人に届く記事で「技術記事」の値が伸びます',
  eventFirstTalk: '技術イベントで登壇すると「技術イベント」の値が大きく伸びます',
  eventMoreTalks: '登壇を重ねるほど「技術イベント」の値が伸びます（参加 0.1 に対し登壇 2.0）',
  tags: '経験のある技術をスキルタグに登録すると「スキルタグ」の値が伸びます',
});

/** Per-axis explanation; with `input.reference` also the normalised scores. */
export function explainTechScore(input: TechScoreInput): TechScoreExplanation {
  const raw = rawTechScore(input);
  const normalised = input.reference
    ? normaliseTechScore(raw, input.reference, input.is_reference_person ?? false)
    : null;

  const contributionValue = githubContributionValue(input.github_contribution_count_list);
  const repos = selectRepos(input.github_repos, input.github_identifier);
  const activeDays = input.github_contribution_count_list.filter((n) => n > 0).length;
  let githubHint: string = HINTS.githubSteady;
  if (input.github_repos.length === 0 && activeDays === 0) githubHint = HINTS.githubStart;
  else if (repos.top.length === 0 && repos.dropped_forks.length > 0) githubHint = HINTS.githubForks;
  else if (repos.top.length < TOP_REPOS) githubHint = HINTS.githubMoreRepos;

  const countsUsed = techArticleCountsUsed(input.qiita_popular_posts, input.zenn_popular_articles);
  const postCount = input.qiita_popular_posts.length + input.zenn_popular_articles.length;
  let articleHint: string = HINTS.articleReach;
  if (postCount === 0) articleHint = HINTS.articleStart;
  else if (countsUsed.length < 3) articleHint = HINTS.articleMore;

  let presentations = 0;
  let attendances = 0;
  let nonTech = 0;
  for (const event of input.events) {
    if (!event.is_tech_event) nonTech++;
    else if (event.is_presenter) presentations++;
    else attendances++;
  }

  return {
    raw_e_score: raw.raw_e_score,
    e_score: normalised?.e_score ?? null,
    e_score_percentile: normalised?.e_score_percentile ?? null,
    axes: [
      {
        axis: 'github',
        label: 'GitHub',
        raw_value: raw.github_value,
        contribution_to_raw_e_score: weightedTerm('github_value', raw.github_value),
        score: normalised?.github_score ?? null,
        percentile: normalised?.github_score_percentile ?? null,
        hint: githubHint,
        inputs: {
          active_days: activeDays,
          contribution_value: contributionValue,
          contribution_part: contributionValue * CONTRIBUTION_WEIGHT,
          repo_value: repos.value,
          top_repos: repos.top,
          dropped_forks: repos.dropped_forks,
        },
      },
      {
        axis: 'tech_article',
        label: '技術記事',
        raw_value: raw.tech_article_value,
        contribution_to_raw_e_score: weightedTerm('tech_article_value', raw.tech_article_value),
        score: normalised?.tech_article_score ?? null,
        percentile: normalised?.tech_article_score_percentile ?? null,
        hint: articleHint,
        inputs: {
          qiita_posts_read: Math.min(POSTS_PER_SITE, input.qiita_popular_posts.length),
          zenn_articles_read: Math.min(POSTS_PER_SITE, input.zenn_popular_articles.length),
          counts_used: countsUsed,
        },
      },
      {
        axis: 'tech_event',
        label: '技術イベント',
        raw_value: raw.tech_event_value,
        contribution_to_raw_e_score: weightedTerm('tech_event_value', raw.tech_event_value),
        score: normalised?.tech_event_score ?? null,
        percentile: normalised?.tech_event_score_percentile ?? null,
        hint: presentations === 0 ? HINTS.eventFirstTalk : HINTS.eventMoreTalks,
        inputs: { presentations, attendances, non_tech_events: nonTech },
      },
      {
        axis: 'tag_count',
        label: 'スキルタグ',
        raw_value: raw.tag_count_value,
        contribution_to_raw_e_score: weightedTerm('tag_count_value', raw.tag_count_value),
        score: normalised?.tag_count_score ?? null,
        percentile: normalised?.tag_count_score_percentile ?? null,
        hint: HINTS.tags,
        inputs: { tag_count: input.tag_count },
      },
    ],
  };
}
