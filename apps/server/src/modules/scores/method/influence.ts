/**
 * Influence (発信力, scorer type 17): how far a person's public output reaches. Our own design,
 * not part of the published tech method; it reuses the method's ideas (logarithms, caps of
 * 300, rank-based normalisation) so that the two scores read alike.
 *
 *   item value        = ln(1 + min(reach, 300))
 *   articles          = Σ item value over the 10 articles with the most reach,
 *                       reach = max(likes, stocks)      (Qiita, Zenn, note, blogs)
 *   repositories      = Σ item value over the 5 owned repositories with the most stars
 *   slides            = Σ item value over the 5 decks with the most reach,
 *                       reach = stars + views / 20      (Speaker Deck)
 *   talks             = min(talks, 10) · ln(1 + 30)     (a talk reaches a room of about 30)
 *   answers           = Σ item value over 10 teratail answers, best answers first,
 *                       reach = 10 for a best answer, else 2
 *   followers         = 0.5 · Σ over GitHub, Qiita, Zenn, note of ln(1 + min(followers, 10000))
 *   raw influence     = articles + repositories + slides + talks + answers + followers
 *
 * Why: logarithms give diminishing returns, the per-item cap keeps one viral post from
 * dominating, and summing over the top N items of each channel rewards sustained reach (ten
 * articles read by 30 people each give 10 · ln 31 ≈ 34.3; one article read by 3000 gives
 * ln 301 ≈ 5.7). max(likes, stocks) counts a reader who both likes and stocks once and keeps
 * Qiita comparable with sites that only have likes. Views are cheap (anyone can reload), so
 * 20 views count as one star. Followers are the easiest to inflate (follow-back), so they
 * weigh half. Talks are self-declared on connpass, so at most ten count. An answer reaches
 * the asker and a reader or two; a best answer is what later searchers land on, so it is
 * read like a modest article (10). Stars the person
 * gives never count, only stars on repositories the person owns (not forks).
 */
import { type NormalisedScore, type NormaliseOptions, normalise } from './normalise';

export interface InfluenceArticle {
  likes: number;
  /** Qiita stocks; 0 on sites without stocks. */
  stocks: number;
}

export interface InfluenceSlide {
  views: number;
  stars: number;
}

export interface InfluenceAnswer {
  is_best_answer: boolean;
}

export interface InfluenceFollowers {
  github: number;
  qiita: number;
  zenn: number;
  note: number;
}

export interface InfluenceInput {
  /** Articles on Qiita, Zenn, note and blogs. */
  articles: InfluenceArticle[];
  /** Stars of each repository the person owns (forks excluded). */
  repos_owned_stars: number[];
  /** Speaker Deck decks. */
  slides: InfluenceSlide[];
  /** Talks given (connpass events as presenter). */
  talks: number;
  /** teratail answers. */
  answers: InfluenceAnswer[];
  followers: InfluenceFollowers;
}

export const INFLUENCE = Object.freeze({
  itemCap: 300,
  topArticles: 10,
  topRepos: 5,
  topSlides: 5,
  slideViewsPerStar: 20,
  talkCap: 10,
  talkReach: 30,
  topAnswers: 10,
  answerReach: 2,
  bestAnswerReach: 10,
  followerCap: 10_000,
  followerWeight: 0.5,
});

export interface InfluenceBreakdown {
  articles: number;
  repos: number;
  slides: number;
  talks: number;
  answers: number;
  followers: number;
  total: number;
}

/** ln(1 + min(reach, 300)). */
export function itemValue(reach: number): number {
  return Math.log1p(Math.min(reach, INFLUENCE.itemCap));
}

function topSum(reaches: readonly number[], n: number): number {
  const top = [...reaches].sort((a, b) => b - a).slice(0, n);
  let sum = 0;
  for (const reach of top) sum += itemValue(reach);
  return sum;
}

export function articleReach(article: InfluenceArticle): number {
  return Math.max(article.likes, article.stocks);
}

export function slideReach(slide: InfluenceSlide): number {
  return slide.stars + slide.views / INFLUENCE.slideViewsPerStar;
}

export function answerReach(answer: InfluenceAnswer): number {
  return answer.is_best_answer ? INFLUENCE.bestAnswerReach : INFLUENCE.answerReach;
}

export function influenceBreakdown(input: InfluenceInput): InfluenceBreakdown {
  const articles = topSum(input.articles.map(articleReach), INFLUENCE.topArticles);
  const repos = topSum(input.repos_owned_stars, INFLUENCE.topRepos);
  const slides = topSum(input.slides.map(slideReach), INFLUENCE.topSlides);
  const talks = Math.min(input.talks, INFLUENCE.talkCap) * Math.log1p(INFLUENCE.talkReach);
  const answers = topSum(input.answers.map(answerReach), INFLUENCE.topAnswers);
  const { github, qiita, zenn, note } = input.followers;
  let followerSum = 0;
  for (const count of [github, qiita, zenn, note]) {
    followerSum += Math.log1p(Math.min(count, INFLUENCE.followerCap));
  }
  const followers = INFLUENCE.followerWeight * followerSum;
  return {
    articles,
    repos,
    slides,
    talks,
    answers,
    followers,
    total: articles + repos + slides + talks + answers + followers,
  };
}

/** The raw influence value. */
export function influenceValue(input: InfluenceInput): number {
  return influenceBreakdown(input).total;
}

/** Normalised like the tech axes (same 0.12 floor, ranks, 1.0 to 5.0). */
export function influenceScore(
  input: InfluenceInput,
  population: readonly number[],
  options: NormaliseOptions = {},
): NormalisedScore | null {
  return normalise(influenceValue(input), population, options);
}
