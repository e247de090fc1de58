import type { IncomingMessage, ServerResponse } from 'node:http';
import {
  type FakeGithubRepo,
  findGithubRepo,
  findGithubUser,
  GITHUB_REPOS,
  GITHUB_USERS,
  githubContributionDays,
  githubIdOf,
  githubReposOf,
  isBot,
} from './data/github';
import { sendCached, sendJson, sendJsonCached, sendPlain } from './etag';
import { sendAvatar, sendFakePage } from './pages';
import { revisionOf } from './state';
import type { FakeService, FakeState } from './types';

/*
 * GitHub as the importer sees it.
 *   github-api (REST v3, https://api.github.com):
 *     GET /users/{u}                      user
 *     GET /users/{u}/repos                the user's repositories (type, sort, direction,
 *     GET /user/{id}/repos                per_page <= 100, page; Link header like GitHub's,
 *                                         whose next/last links use /user/{id}/repos)
 *     GET /repos/{o}/{r}                  repository; forks carry `parent` and `source`
 *     GET /repos/{o}/{r}/contributors     [{login, ..., contributions}], paged (Link uses
 *     GET /repositories/{id}/contributors /repositories/{id}/contributors); 204 when empty
 *     GET /repos/{o}/{r}/languages        {"Go": bytes, ...}
 *   Every answer has an ETag (304 on If-None-Match) and X-RateLimit-* headers.
 *   github-web (https://github.com):
 *     GET /users/{u}/contributions        the contributions calendar fragment
 *     GET /{o} and /{o}/{r}               stand-in pages for html_url links
 *     GET /avatars/u/{id}                 an SVG avatar for avatar_url
 */

const DOCS = 'https://docs.github.com/rest';
const RATE_LIMIT_ANON = 60;
const RATE_LIMIT_AUTH = 5000;
/** The rate-limit window resets at the top of each hour. */
const nextHour = (): number => Math.ceil(Date.now() / 3_600_000) * 3600;

function rateHeaders(req: IncomingMessage, state: FakeState): Record<string, string> {
  const limit = req.headers.authorization ? RATE_LIMIT_AUTH : RATE_LIMIT_ANON;
  // 304 answers do not count against the limit on GitHub.
  const used = state.requests.filter(
    (r) => r.path.startsWith('/github-api/') && r.status !== 304,
  ).length;
  return {
    'X-RateLimit-Limit': String(limit),
    // Never reaches 0 on its own: tests that want the limit set the rate_limited mode.
    'X-RateLimit-Remaining': String(Math.max(1, limit - used)),
    'X-RateLimit-Reset': String(nextHour()),
    'X-RateLimit-Used': String(Math.min(used, limit - 1)),
    'X-RateLimit-Resource': 'core',
    'X-GitHub-Media-Type': 'github.v3; format=json',
    'Cache-Control': 'public, max-age=60, s-maxage=60',
    Vary: 'Accept, Accept-Encoding, Accept, X-Requested-With',
  };
}

/** GitHub's JSON 404 (the documentation_url varies by endpoint; one is enough here). */
const notFound = (res: ServerResponse, headers: Record<string, string>): number =>
  sendJson(res, 404, { message: 'Not Found', documentation_url: DOCS, status: '404' }, headers);

const nodeId = (kind: string, id: number): string =>
  `${kind}_kgDO${Buffer.from(String(id)).toString('base64url')}`;

interface Bases {
  api: string;
  web: string;
}

function ownerJson(login: string, b: Bases) {
  const id = githubIdOf(login);
  const user = findGithubUser(login);
  const type = user?.type ?? (isBot(login) ? 'Bot' : 'User');
  const api = `${b.api}/users/${encodeURIComponent(login)}`;
  return {
    login,
    id,
    node_id: nodeId(type === 'Organization' ? 'O' : 'U', id),
    avatar_url: `${b.web}/avatars/u/${id}?v=4`,
    gravatar_id: '',
    url: api,
    html_url: isBot(login) ? `${b.web}/apps/${login.replace('[bot]', '')}` : `${b.web}/${login}`,
    followers_url: `${api}/followers`,
    following_url: `${api}/following{/other_user}`,
    gists_url: `${api}/gists{/gist_id}`,
    starred_url: `${api}/starred{/owner}{/repo}`,
    subscriptions_url: `${api}/subscriptions`,
    organizations_url: `${api}/orgs`,
    repos_url: `${api}/repos`,
    events_url: `${api}/events{/privacy}`,
    received_events_url: `${api}/received_events`,
    type,
    user_view_type: 'public',
    site_admin: false,
  };
}

function userJson(login: string, b: Bases, state: FakeState) {
  const user = findGithubUser(login)!;
  const touches = revisionOf(state, 'github', user.login);
  const repos = user.type === 'User' ? githubReposOf(user.login, touches).length : 2;
  return {
    ...ownerJson(user.login, b),
    name: user.name,
    company: user.company,
    blog: user.blog,
    location: user.location,
    email: null,
    hireable: null,
    bio: user.bio,
    twitter_username: user.twitterUsername,
    public_repos: repos,
    public_gists: user.publicGists,
    followers: user.followers,
    following: user.following,
    created_at: user.createdAt,
    updated_at: user.updatedAt,
  };
}

function repoJson(repo: FakeGithubRepo, b: Bases) {
  const full = `${repo.owner}/${repo.name}`;
  const api = `${b.api}/repos/${full}`;
  return {
    id: repo.id,
    node_id: nodeId('R', repo.id),
    name: repo.name,
    full_name: full,
    private: false,
    owner: ownerJson(repo.owner, b),
    html_url: `${b.web}/${full}`,
    description: repo.description,
    fork: repo.parent !== null,
    url: api,
    forks_url: `${api}/forks`,
    hooks_url: `${api}/hooks`,
    tags_url: `${api}/tags`,
    languages_url: `${api}/languages`,
    stargazers_url: `${api}/stargazers`,
    contributors_url: `${api}/contributors`,
    commits_url: `${api}/commits{/sha}`,
    pulls_url: `${api}/pulls{/number}`,
    created_at: repo.createdAt,
    updated_at: repo.updatedAt,
    pushed_at: repo.pushedAt,
    git_url: `git://github.com/${full}.git`,
    ssh_url: `git@github.com:${full}.git`,
    clone_url: `https://github.com/${full}.git`,
    svn_url: `https://github.com/${full}`,
    homepage: repo.homepage,
    size: repo.size,
    stargazers_count: repo.stars,
    watchers_count: repo.stars,
    language: repo.language,
    has_issues: true,
    has_projects: true,
    has_downloads: true,
    has_wiki: repo.parent === null,
    has_pages: repo.homepage?.includes('github.io') ?? false,
    has_discussions: repo.stars > 1000,
    forks_count: repo.forks,
    mirror_url: null,
    archived: repo.archived,
    disabled: false,
    open_issues_count: repo.openIssues,
    license: repo.license
      ? {
          ...repo.license,
          url: `${b.api}/licenses/${repo.license.key}`,
          node_id: 'MDc6TGljZW5zZTEz',
        }
      : null,
    allow_forking: true,
    is_template: false,
    web_commit_signoff_required: false,
    topics: repo.topics,
    visibility: 'public',
    forks: repo.forks,
    open_issues: repo.openIssues,
    watchers: repo.stars,
    default_branch: 'main',
  };
}

/** GET /repos/{o}/{r}: the list shape plus counts, and parent/source for a fork. */
function repoDetailJson(repo: FakeGithubRepo, b: Bases, state: FakeState) {
  const parent = repo.parent ? lookupRepo(repo.parent, state) : undefined;
  return {
    ...repoJson(repo, b),
    temp_clone_token: null,
    network_count: parent ? parent.forks : repo.forks,
    subscribers_count: Math.max(1, Math.round(repo.stars / 12)),
    ...(parent ? { parent: repoJson(parent, b), source: repoJson(parent, b) } : {}),
  };
}

function lookupRepo(fullName: string, state: FakeState): FakeGithubRepo | undefined {
  const [owner = '', name = ''] = fullName.split('/');
  return findGithubRepo(owner, name, (login) => revisionOf(state, 'github', login));
}

const pushedOrder = (a: FakeGithubRepo, b: FakeGithubRepo) => a.pushedAt.localeCompare(b.pushedAt);
const SORTS: Record<string, (a: FakeGithubRepo, b: FakeGithubRepo) => number> = {
  full_name: (a, b) => `${a.owner}/${a.name}`.localeCompare(`${b.owner}/${b.name}`),
  created: (a, b) => a.createdAt.localeCompare(b.createdAt),
  updated: (a, b) => a.updatedAt.localeCompare(b.updatedAt),
  pushed: pushedOrder,
};

/** per_page and page as GitHub reads them: per_page defaults to 30, at most 100. */
function paging(url: URL): { perPage: number; page: number } {
  const perPage = Math.min(100, Math.max(1, Number(url.searchParams.get('per_page')) || 30));
  const page = Math.max(1, Number(url.searchParams.get('page')) || 1);
  return { perPage, page };
}

/** GitHub's Link header: next/last, then prev/first when not on the first page. */
function linkHeader(base: string, url: URL, page: number, lastPage: number): string | null {
  const at = (p: number) => {
    const q = new URLSearchParams(url.searchParams);
    q.set('page', String(p));
    return `<${base}?${q.toString()}>`;
  };
  const parts: string[] = [];
  if (page > 1) parts.push(`${at(Math.min(page - 1, lastPage))}; rel="prev"`);
  if (page < lastPage) parts.push(`${at(page + 1)}; rel="next"`, `${at(lastPage)}; rel="last"`);
  if (page > 1) parts.push(`${at(1)}; rel="first"`);
  return parts.length > 0 ? parts.join(', ') : null;
}

function sendPage<T>(
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  items: T[],
  linkBase: string,
  headers: Record<string, string>,
): number {
  const { perPage, page } = paging(url);
  const lastPage = Math.max(1, Math.ceil(items.length / perPage));
  const link = linkHeader(linkBase, url, page, lastPage);
  return sendJsonCached(req, res, items.slice((page - 1) * perPage, page * perPage), {
    ...headers,
    ...(link ? { Link: link } : {}),
  });
}

function handleApi(req: IncomingMessage, res: ServerResponse, url: URL, state: FakeState) {
  const b: Bases = { api: `${url.origin}/github-api`, web: `${url.origin}/github-web` };
  const headers = rateHeaders(req, state);
  const parts = url.pathname.split('/').filter(Boolean).map(decodeURIComponent);
  const touchesOf = (login: string) => revisionOf(state, 'github', login);

  // /users/{u}, /users/{u}/repos, /user/{id}/repos
  if ((parts[0] === 'users' || parts[0] === 'user') && parts.length <= 3) {
    const user =
      parts[0] === 'users'
        ? findGithubUser(parts[1] ?? '')
        : GITHUB_USERS.find((u) => String(u.id) === parts[1]);
    if (!user) return notFound(res, headers);
    if (parts.length === 2 && parts[0] === 'users') {
      return sendJsonCached(req, res, userJson(user.login, b, state), headers);
    }
    if (parts[2] !== 'repos') return false;
    const type = url.searchParams.get('type') ?? 'owner';
    if (!['all', 'owner', 'member'].includes(type)) return notFound(res, headers);
    const sort = url.searchParams.get('sort') ?? 'full_name';
    const compare = SORTS[sort] ?? SORTS.full_name!;
    const direction = url.searchParams.get('direction') ?? (sort === 'full_name' ? 'asc' : 'desc');
    const repos = type === 'member' ? [] : githubReposOf(user.login, touchesOf(user.login));
    repos.sort((x, y) => (direction === 'asc' ? compare(x, y) : compare(y, x)));
    return sendPage(
      req,
      res,
      url,
      repos.map((r) => repoJson(r, b)),
      `${b.api}/user/${user.id}/repos`,
      headers,
    );
  }

  // /repos/{o}/{r}[/contributors|/languages], /repositories/{id}[/...]
  let repo: FakeGithubRepo | undefined;
  let rest: string[];
  if (parts[0] === 'repos' && parts.length >= 3) {
    repo = findGithubRepo(parts[1]!, parts[2]!, touchesOf);
    rest = parts.slice(3);
  } else if (parts[0] === 'repositories' && parts.length >= 2) {
    const all = [...new Set(GITHUB_REPOS.map((r) => r.owner))].flatMap((o) =>
      githubReposOf(o, touchesOf(o)),
    );
    repo = all.find((r) => String(r.id) === parts[1]);
    rest = parts.slice(2);
  } else {
    return false;
  }
  if (!repo) return notFound(res, headers);
  if (rest.length === 0) return sendJsonCached(req, res, repoDetailJson(repo, b, state), headers);
  if (rest.length === 1 && rest[0] === 'languages') {
    return sendJsonCached(req, res, repo.languages, headers);
  }
  if (rest.length === 1 && rest[0] === 'contributors') {
    if (repo.contributors.length === 0) {
      // An empty repository: GitHub answers 204 No Content.
      for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
      res.statusCode = 204;
      res.end();
      return 204;
    }
    const list = repo.contributors.map(([login, contributions]) => ({
      ...ownerJson(login, b),
      contributions,
    }));
    return sendPage(req, res, url, list, `${b.api}/repositories/${repo.id}/contributors`, headers);
  }
  return false;
}

/* ------------------------------------------------------------ calendar */

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

const ordinal = (n: number): string => {
  const tens = n % 100;
  if (tens >= 11 && tens <= 13) return `${n}th`;
  return `${n}${['th', 'st', 'nd', 'rd'][n % 10] ?? 'th'}`;
};

/** "1,204" as github.com prints counts. */
const grouped = (n: number): string => n.toLocaleString('en-US');

/**
 * The fragment github.com/users/{u}/contributions answers: the total, then a table with one
 * row per weekday and one column per week (cells `contribution-day-component-{row}-{col}`
 * carrying data-date and data-level), then one tool-tip per day with the exact count.
 */
export function renderContributionCalendar(
  login: string,
  days: { date: string; count: number }[],
): string {
  const max = Math.max(0, ...days.map((d) => d.count));
  const level = (count: number) => (count === 0 ? 0 : Math.min(4, Math.ceil((4 * count) / max)));
  const total = days.reduce((sum, d) => sum + d.count, 0);
  const weeks = Math.ceil(days.length / 7);
  const cell = (row: number, col: number) => days[col * 7 + row];

  const monthLabels: string[] = [];
  let col = 0;
  while (col < weeks) {
    const month = Number(cell(0, col)?.date.slice(5, 7) ?? 1) - 1;
    let span = 1;
    while (col + span < weeks && Number(cell(0, col + span)?.date.slice(5, 7)) - 1 === month)
      span++;
    monthLabels.push(
      `<td class="ContributionCalendar-label" colspan="${span}" style="position: relative"><span class="sr-only">${MONTHS[month]}</span><span aria-hidden="true" style="position: absolute; top: 0">${MONTHS[month]!.slice(0, 3)}</span></td>`,
    );
    col += span;
  }

  const rows: string[] = [];
  const tips: string[] = [];
  for (let row = 0; row < 7; row++) {
    const tds: string[] = [
      `<td class="ContributionCalendar-label" style="position: relative"><span class="sr-only">${WEEKDAYS[row]}</span><span aria-hidden="true" style="clip-path: ${row % 2 === 1 ? 'None' : 'Circle(0)'}; position: absolute; bottom: -3px">${WEEKDAYS[row]!.slice(0, 3)}</span></td>`,
    ];
    for (let c = 0; c < weeks; c++) {
      const day = cell(row, c);
      if (!day) {
        tds.push('<td></td>');
        continue;
      }
      const id = `contribution-day-component-${row}-${c}`;
      const lv = level(day.count);
      tds.push(
        `<td tabindex="0" data-ix="${c}" aria-selected="false" aria-describedby="contribution-graph-legend-level-${lv}" style="width: 10px" data-date="${day.date}" id="${id}" data-level="${lv}" role="gridcell" data-view-component="true" class="ContributionCalendar-day"></td>`,
      );
      const month = MONTHS[Number(day.date.slice(5, 7)) - 1];
      const when = `${month} ${ordinal(Number(day.date.slice(8, 10)))}.`;
      const text =
        day.count === 0
          ? `No contributions on ${when}`
          : `${grouped(day.count)} contribution${day.count === 1 ? '' : 's'} on ${when}`;
      tips.push(
        `<tool-tip id="tooltip-${day.date}-${row}-${c}" for="${id}" popover="manual" data-direction="n" data-type="label" data-view-component="true" class="sr-only position-absolute">${text}</tool-tip>`,
      );
    }
    rows.push(`<tr style="height: 10px">\n  ${tds.join('\n  ')}\n</tr>`);
  }
  const from = days[0]?.date ?? '';
  const to = days.at(-1)?.date ?? '';
  return `<div class="js-yearly-contributions">
  <div class="position-relative">
    <h2 class="f4 text-normal mb-2">
      ${grouped(total)}
      contribution${total === 1 ? '' : 's'}
      in the last year
    </h2>
    <div class="border py-2 graph-before-activity-overview">
      <div class="js-calendar-graph d-flex flex-column flex-items-end flex-xl-items-center overflow-hidden pt-1 is-graph-loading graph-canvas ContributionCalendar height-full text-center" data-graph-url="/users/${login}/contributions?to=${to}" data-url="/${login}" data-from="${from} 00:00:00 UTC" data-to="${to} 23:59:59 UTC" data-org="">
        <div class="width-full overflow-y-hidden overflow-x-auto">
          <table data-hydro-click="" class="ContributionCalendar-grid js-calendar-graph-table" role="grid" aria-readonly="true" style="border-spacing: 3px; overflow: hidden; position: relative">
            <caption class="sr-only">Contribution Graph</caption>
            <thead>
              <tr style="height: 13px">
                <td style="width: 28px"><span class="sr-only">Day of Week</span></td>
                ${monthLabels.join('\n                ')}
              </tr>
            </thead>
            <tbody>
${rows.join('\n')}
            </tbody>
          </table>
        </div>
        <div>
${tips.join('\n')}
        </div>
        <div class="width-full f6 px-0 px-md-5 py-1">
          <div class="float-left">
            <a href="https://docs.github.com/articles/why-are-my-contributions-not-showing-up-on-my-profile" class="Link--muted">Learn how we count contributions</a>
          </div>
          <div class="float-right color-fg-muted d-flex flex-items-center">
            <span class="sr-only">Less</span><span aria-hidden="true">Less</span>
            ${[0, 1, 2, 3, 4].map((l) => `<div id="contribution-graph-legend-level-${l}" class="ContributionCalendar-day" data-level="${l}"></div>`).join('')}
            <span class="sr-only">More</span><span aria-hidden="true">More</span>
          </div>
        </div>
      </div>
    </div>
  </div>
</div>
`;
}

function handleWeb(
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  state: FakeState,
  now: () => Date,
) {
  const parts = url.pathname.split('/').filter(Boolean).map(decodeURIComponent);
  const pageNotFound = () =>
    sendPlain(
      res,
      404,
      'text/html; charset=utf-8',
      '<!DOCTYPE html><title>Page not found · GitHub</title><p>Not Found</p>',
    );
  if (parts[0] === 'users' && parts[2] === 'contributions' && parts.length === 3) {
    const user = findGithubUser(parts[1]!);
    if (user?.type !== 'User') return pageNotFound();
    const days = githubContributionDays(user.login, now(), revisionOf(state, 'github', user.login));
    return sendCached(req, res, {
      contentType: 'text/html; charset=utf-8',
      body: renderContributionCalendar(user.login, days),
      headers: { 'Cache-Control': 'max-age=0, private, must-revalidate' },
    });
  }
  if (parts[0] === 'avatars' && parts[1] === 'u' && parts[2])
    return sendAvatar(res, `gh${parts[2]}`);
  if (parts.length === 1 || parts.length === 2) {
    const user = findGithubUser(parts[0]!);
    if (!user) return pageNotFound();
    if (parts.length === 1)
      return sendFakePage(res, `${user.login} (${user.name ?? user.login})`, [user.bio ?? '']);
    const repo = lookupRepo(`${parts[0]}/${parts[1]}`, state);
    if (!repo) return pageNotFound();
    return sendFakePage(res, `${repo.owner}/${repo.name}`, [repo.description ?? '']);
  }
  return false;
}

export const githubApiFake: FakeService = {
  prefix: 'github-api',
  handle: (req, res, url, state) => handleApi(req, res, url, state) !== false,
};

/** The web side; `now` decides which year the calendar shows (tests pin it). */
export const createGithubWebFake = (now: () => Date = () => new Date()): FakeService => ({
  prefix: 'github-web',
  handle: (req, res, url, state) => handleWeb(req, res, url, state, now) !== false,
});

export const githubWebFake = createGithubWebFake();
