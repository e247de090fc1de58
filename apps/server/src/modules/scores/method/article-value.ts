/**
 * The tech-article raw value of the published method (lapras-inc/lapras-score-v2,
 * calculate_raw_e_score_v2_detail.py, `_get_tech_article_value`, v2.1.0):
 *
 *   counts = stock counts of the first 3 Qiita popular posts
 *          + like counts of the first 3 Zenn popular articles
 *   value  = 0                                 when counts is empty (no posts at all)
 *          = Π ln(1 + n) over the 3 largest counts, zeros left out
 *
 * "First 3" is the order given (the sites' popularity order), not the 3 largest.
 * When every count is 0 the product is over nothing and the published code gives 1
 * (`numpy.prod([])`), not 0: posting, even without reactions, gives 1.
 */
import { product } from './numeric';
import type { QiitaPost, ZennArticle } from './types';

/** Per site, only this many posts (the first ones) are read. */
export const POSTS_PER_SITE = 3;
/** Number of counts that enter the product. */
export const TOP_ARTICLES = 3;

/** The counts that enter the product, largest first (at most three, none zero). */
export function techArticleCountsUsed(
  qiitaPopularPosts: readonly QiitaPost[],
  zennPopularArticles: readonly ZennArticle[],
): number[] {
  return candidateCounts(qiitaPopularPosts, zennPopularArticles)
    .sort((a, b) => b - a)
    .slice(0, TOP_ARTICLES)
    .filter((count) => count > 0);
}

function candidateCounts(
  qiitaPopularPosts: readonly QiitaPost[],
  zennPopularArticles: readonly ZennArticle[],
): number[] {
  return [
    ...qiitaPopularPosts.slice(0, POSTS_PER_SITE).map((post) => post.stockers_count),
    ...zennPopularArticles.slice(0, POSTS_PER_SITE).map((article) => article.liked),
  ];
}

export function techArticleValue(
  qiitaPopularPosts: readonly QiitaPost[],
  zennPopularArticles: readonly ZennArticle[],
): number {
  if (candidateCounts(qiitaPopularPosts, zennPopularArticles).length === 0) return 0;
  return product(
    techArticleCountsUsed(qiitaPopularPosts, zennPopularArticles).map((n) => Math.log1p(n)),
  );
}
