import { cursorRecord } from '../cursor';
import type {
  ImportedOutput,
  ImportedProfile,
  ImportResult,
  OutboundHttp,
  OutboundResponse,
  RepoData,
  SourceClient,
  SyncCursor,
} from '../types';
import { UpstreamError } from '../types';
import { parseContributionCalendar } from './parse-contributions';
import {
  type GithubContributor,
  type GithubRepo,
  nextLink,
  parseContributors,
  parseGithubUser,
  parseLanguages,
  parseRepoDetail,
  parseRepoList,
} from './parse-github';

/*
 * GitHub importer client: the person's profile, every public repository they own (all
 * pages), each repository's contributors and languages, for forks the parent's stars and the
 * person's commits in the parent, and the daily contributions of the last year from the
 * github.com calendar.
 *
 * Incremental: the cursor keeps the ETag of the profile, of each repository-list page and of
 * the calendar, each list page's repository ids, and a fingerprint (pushed_at, stars) per
 * repository. Conditional requests answered 304 do not count against GitHub's rate limit.
 * A repository whose fingerprint is unchanged is not fetched again and not returned; when
 * every list page answers 304 the listing is unchanged (presentExternalIds null).
 * Contributors and languages are only fetched for new or changed repositories, so their
 * ETags are not kept (a 304 there would need the old body).
 *
 * Requests are made one after another: GitHub asks integrations not to make concurrent
 * requests for one user (secondary rate limits).
 */

export interface GithubClientOptions {
  /** https://api.github.com (config GITHUB_API_URL) */
  apiUrl: string;
  /** https://github.com (config GITHUB_WEB_URL): the contributions calendar. */
  webUrl: string;
  /** Sent to the API only (never to github.com pages). Raises the limit to 5,000 per hour. */
  token?: string | null;
  /** Repositories per list page (GitHub allows up to 100). */
  perPage?: number;
  /** Safety bounds. */
  maxRepoPages?: number;
  maxContributorPages?: number;
}

interface GithubCursor {
  validators: Record<string, { etag?: string | null; lastModified?: string | null }>;
  /** The login as GitHub spells it (for when the profile answers 304). */
  login?: string;
  /** Per repository-list page URL: its repository ids and the next page's URL. */
  repoPages: Record<string, { ids: string[]; next: string | null }>;
  /** Per repository id: `${pushed_at}|${stargazers_count}`. */
  repos: Record<string, string>;
}

/** At most this many contributors are kept per repository (the count keeps them all). */
const STORED_CONTRIBUTORS = 100;
const SUMMARY_MAX = 400;

function readCursor(cursor: SyncCursor | null): GithubCursor {
  const c = (cursor ?? {}) as Partial<GithubCursor>;
  return {
    validators: cursorRecord(c.validators),
    login: typeof c.login === 'string' ? c.login : undefined,
    repoPages: cursorRecord(c.repoPages),
    repos: cursorRecord(c.repos),
  };
}

const fingerprint = (repo: GithubRepo): string => `${repo.pushedAt ?? ''}|${repo.stargazersCount}`;

const truncate = (text: string | null, max: number): string | null => {
  if (text === null) return null;
  const trimmed = text.replace(/\s+/g, ' ').trim();
  if (trimmed === '') return null;
  return [...trimmed].length <= max ? trimmed : `${[...trimmed].slice(0, max - 1).join('')}…`;
};

export function createGithubClient(http: OutboundHttp, options: GithubClientOptions): SourceClient {
  const api = options.apiUrl.replace(/\/+$/, '');
  const web = options.webUrl.replace(/\/+$/, '');
  const perPage = Math.min(100, Math.max(1, options.perPage ?? 100));
  const maxRepoPages = options.maxRepoPages ?? 10;
  const maxContributorPages = options.maxContributorPages ?? 5;
  const apiHeaders: Record<string, string> = {
    Accept: 'application/vnd.github+json',
    'X-GitHub-Api-Version': '2022-11-28',
    ...(options.token ? { Authorization: `Bearer ${options.token}` } : {}),
  };

  const apiGet = (url: string, etag?: string | null): Promise<OutboundResponse> =>
    http.get({ url, headers: apiHeaders, etag: etag ?? null });

  /** Every page of a contributors list, or until `stopAt` (a lower-case login) is found. */
  async function contributors(fullName: string, stopAt?: string): Promise<GithubContributor[]> {
    const out: GithubContributor[] = [];
    let url: string | null = `${api}/repos/${fullName}/contributors?per_page=100`;
    for (let page = 0; url && page < maxContributorPages; page++) {
      let res: OutboundResponse;
      try {
        res = await apiGet(url);
      } catch (err) {
        // Very large repositories answer 403 "contributor list is too large to list via
        // the API": count nothing rather than fail the whole import.
        if (err instanceof UpstreamError && err.kind === 'rejected') return out;
        throw err;
      }
      const list = parseContributors(res.body);
      out.push(...list);
      if (stopAt && list.some((c) => c.login.toLowerCase() === stopAt)) break;
      url = nextLink(res.headers.link);
    }
    return out;
  }

  async function repoOutput(repo: GithubRepo, person: string): Promise<ImportedOutput> {
    const all = await contributors(repo.fullName);
    const languages = parseLanguages(
      (await apiGet(`${api}/repos/${repo.fullName}/languages`)).body,
    );
    const mine = (list: GithubContributor[]) =>
      list.find((c) => c.login.toLowerCase() === person)?.contributions ?? 0;

    let originalContributions = 0;
    let originalStars = 0;
    if (repo.fork) {
      // The list answer has no parent: the repository itself names it.
      const detail = parseRepoDetail((await apiGet(`${api}/repos/${repo.fullName}`)).body);
      if (detail.parent) {
        originalStars = detail.parent.stargazersCount;
        originalContributions = mine(await contributors(detail.parent.fullName, person));
      }
    }

    const stored = all.slice(0, STORED_CONTRIBUTORS);
    if (!stored.some((c) => c.login.toLowerCase() === person)) {
      const me = all.find((c) => c.login.toLowerCase() === person);
      if (me) stored.push(me);
    }
    const data: RepoData = {
      description: repo.description,
      language: repo.language,
      languages,
      contributions: mine(all),
      contributors_count: all.length,
      forks: repo.forksCount,
      is_fork: repo.fork,
      is_oss: !repo.private && !repo.archived,
      is_owner: repo.ownerLogin.toLowerCase() === person,
      stargazers_count: repo.stargazersCount,
      original_repo_contributions: originalContributions,
      original_stars_count: originalStars,
      contributors: stored.map(({ login, contributions }) => ({ login, contributions })),
      // GitHub's REST contributors endpoint counts commits on the default branch attributed
      // to each account (by the commit e-mail linked to it), so it is also the per-person
      // commit count: both lists come from the same answer, without walking the commit
      // history (which would cost one request per 100 commits).
      contributors_from_commits: stored.map(({ login, contributions }) => ({
        login,
        contributions,
      })),
      pushed_at: repo.pushedAt,
    };
    const tags = [...repo.topics];
    if (repo.language && !tags.some((t) => t.toLowerCase() === repo.language!.toLowerCase())) {
      tags.push(repo.language);
    }
    return {
      source: 'github',
      kind: 'repo',
      externalId: String(repo.id),
      url: repo.htmlUrl,
      title: repo.fullName,
      summary: truncate(repo.description, SUMMARY_MAX),
      postedAt: repo.pushedAt ? new Date(repo.pushedAt) : null,
      tags,
      likes: null,
      stocks: null,
      stars: repo.stargazersCount,
      pageViews: null,
      data: data as unknown as Record<string, unknown>,
    };
  }

  return {
    source: 'github',
    async fetchAll(account: string, cursor: SyncCursor | null): Promise<ImportResult> {
      const prev = readCursor(cursor);
      const next: GithubCursor = { validators: {}, repoPages: {}, repos: {} };
      const remember = (url: string, res: OutboundResponse) => {
        const etag = res.notModified ? (prev.validators[url]?.etag ?? res.etag) : res.etag;
        if (etag) next.validators[url] = { etag };
      };

      // Profile.
      const userUrl = `${api}/users/${encodeURIComponent(account)}`;
      const userRes = await apiGet(userUrl, prev.validators[userUrl]?.etag);
      remember(userUrl, userRes);
      let profile: ImportedProfile | null = null;
      let login = prev.login ?? account;
      if (!userRes.notModified) {
        const user = parseGithubUser(userRes.body);
        login = user.login;
        profile = {
          htmlUrl: user.htmlUrl,
          avatarUrl: user.avatarUrl,
          displayName: user.name,
          followers: user.followers,
        };
      }
      next.login = login;
      const person = login.toLowerCase();

      // Repository list, every page; sorted by push so new activity changes the first page.
      const present: string[] = [];
      const changed: GithubRepo[] = [];
      let everyPageNotModified = true;
      let complete = false;
      let url: string | null =
        `${api}/users/${encodeURIComponent(login)}/repos?type=owner&sort=pushed&per_page=${perPage}`;
      for (let page = 0; url && page < maxRepoPages; page++) {
        const known: GithubCursor['repoPages'][string] | undefined = prev.repoPages[url];
        const res = await apiGet(url, known ? prev.validators[url]?.etag : null);
        remember(url, res);
        if (res.notModified && known) {
          for (const id of known.ids) {
            present.push(id);
            const fp = prev.repos[id];
            if (fp !== undefined) next.repos[id] = fp;
          }
          next.repoPages[url] = known;
          url = known.next;
        } else {
          everyPageNotModified = false;
          const repos = parseRepoList(res.body);
          for (const repo of repos) {
            const id = String(repo.id);
            present.push(id);
            next.repos[id] = fingerprint(repo);
            if (prev.repos[id] !== fingerprint(repo)) changed.push(repo);
          }
          const following = nextLink(res.headers.link);
          next.repoPages[url] = { ids: repos.map((r) => String(r.id)), next: following };
          url = following;
        }
        if (url === null) complete = true;
      }

      const outputs: ImportedOutput[] = [];
      for (const repo of changed) outputs.push(await repoOutput(repo, person));

      // Daily contributions of the last year.
      const calendarUrl = `${web}/users/${encodeURIComponent(login)}/contributions`;
      const calendarRes = await http.get({
        url: calendarUrl,
        headers: { Accept: 'text/html' },
        etag: prev.validators[calendarUrl]?.etag ?? null,
      });
      remember(calendarUrl, calendarRes);
      const contributionDays = calendarRes.notModified
        ? undefined
        : parseContributionCalendar(calendarRes.body);

      return {
        profile,
        outputs,
        presentExternalIds: everyPageNotModified || !complete ? null : present,
        ...(contributionDays ? { contributionDays } : {}),
        unchanged: userRes.notModified && everyPageNotModified && calendarRes.notModified,
        cursor: next as unknown as SyncCursor,
      };
    },
  };
}
