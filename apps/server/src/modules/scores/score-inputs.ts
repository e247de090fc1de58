import { and, eq, gte } from 'drizzle-orm';
import {
  blogs,
  githubContributionDays,
  personSkillTags,
  portfolioOutputs,
  snsAssociations,
} from '../../db/schema';
import type { Db } from '../../db/types';
import type { EventData, RepoData } from '../../integrations/types';
import type { InfluenceInput, TechScoreInput } from './method';

/** The published method reads a year of daily contributions. */
const CONTRIBUTION_DAYS = 365;

export interface PersonActivity {
  tech: TechScoreInput;
  influence: InfluenceInput;
  connected: Set<string>;
  /** Outputs per source, for is_exist_output. */
  outputCounts: Record<string, number>;
}

const num = (v: unknown): number => (typeof v === 'number' && Number.isFinite(v) && v > 0 ? v : 0);
const contributors = (v: unknown): { login: string; contributions: number }[] =>
  Array.isArray(v)
    ? v
        .filter((c) => c && typeof c.login === 'string')
        .map((c) => ({ login: c.login as string, contributions: num(c.contributions) }))
    : [];

/**
 * One person's activity in the published method's argument names (and our influence input),
 * read from what the importers stored. Popular posts are the most stocked Qiita posts and
 * the most liked Zenn articles, most popular first, as the method expects.
 */
export async function readPersonActivity(
  db: Db,
  userId: number,
  now: Date,
): Promise<PersonActivity> {
  const since = new Date(now.getTime() - CONTRIBUTION_DAYS * 86_400_000).toISOString().slice(0, 10);
  const [outputs, days, accounts, blogRows, tags] = await Promise.all([
    db
      .select({
        source: portfolioOutputs.source,
        likes: portfolioOutputs.likes,
        stocks: portfolioOutputs.stocks,
        stars: portfolioOutputs.stars,
        pageViews: portfolioOutputs.pageViews,
        data: portfolioOutputs.data,
      })
      .from(portfolioOutputs)
      .where(eq(portfolioOutputs.userId, userId)),
    db
      .select({ count: githubContributionDays.count })
      .from(githubContributionDays)
      .where(
        and(eq(githubContributionDays.userId, userId), gte(githubContributionDays.day, since)),
      ),
    db
      .select({
        sns: snsAssociations.snsName,
        account: snsAssociations.account,
        followers: snsAssociations.followers,
      })
      .from(snsAssociations)
      .where(eq(snsAssociations.userId, userId)),
    db.select({ id: blogs.id }).from(blogs).where(eq(blogs.userId, userId)),
    db
      .select({ isAuto: personSkillTags.isAuto })
      .from(personSkillTags)
      .where(eq(personSkillTags.userId, userId)),
  ]);

  const outputCounts: Record<string, number> = {};
  for (const o of outputs) outputCounts[o.source] = (outputCounts[o.source] ?? 0) + 1;
  const of = (source: string) => outputs.filter((o) => o.source === source);
  const github = accounts.find((a) => a.sns === 'github');
  const followersOf = (sns: string) => num(accounts.find((a) => a.sns === sns)?.followers);

  const repos = of('github').map((o) => o.data as Partial<RepoData>);
  const events = of('connpass').map((o) => o.data as Partial<EventData>);

  const tech: TechScoreInput = {
    github_identifier: github?.account ?? '',
    github_contribution_count_list: days.map((d) => d.count),
    github_repos: repos.map((r) => ({
      contributors_count: num(r.contributors_count),
      stargazers_count: num(r.stargazers_count),
      // The method calls a repo a fork exactly when this is above 0.
      original_repo_contributions: r.is_fork ? num(r.original_repo_contributions) : 0,
      original_stars_count: r.is_fork ? num(r.original_stars_count) : 0,
      contributors: contributors(r.contributors),
      contributors_from_commits: contributors(r.contributors_from_commits),
    })),
    qiita_popular_posts: of('qiita')
      .map((o) => ({ stockers_count: num(o.stocks) }))
      .sort((a, b) => b.stockers_count - a.stockers_count),
    zenn_popular_articles: of('zenn')
      .map((o) => ({ liked: num(o.likes) }))
      .sort((a, b) => b.liked - a.liked),
    events: events.map((e) => ({
      is_tech_event: e.is_tech_event === true,
      is_presenter: e.is_presenter === true,
    })),
    tag_count: tags.filter((t) => !t.isAuto).length,
  };

  const influence: InfluenceInput = {
    articles: [...of('qiita'), ...of('zenn'), ...of('note'), ...of('blog')].map((o) => ({
      likes: num(o.likes),
      stocks: num(o.stocks),
    })),
    repos_owned_stars: repos
      .filter((r) => r.is_owner === true && r.is_fork !== true)
      .map((r) => num(r.stargazers_count)),
    slides: of('speakerdeck').map((o) => ({ views: num(o.pageViews), stars: num(o.stars) })),
    talks: events.filter((e) => e.is_presenter === true).length,
    answers: of('teratail').map((o) => ({ is_best_answer: o.data.is_best_answer === true })),
    followers: {
      github: followersOf('github'),
      qiita: followersOf('qiita'),
      zenn: followersOf('zenn'),
      note: followersOf('note'),
    },
  };

  const connected = new Set<string>(accounts.map((a) => a.sns));
  if (blogRows.length > 0) connected.add('blog');
  return { tech, influence, connected, outputCounts };
}
