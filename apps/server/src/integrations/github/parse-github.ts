import { UpstreamError } from '../types';

/*
 * Pure readers of GitHub REST v3 answers. Each checks the fields the importer relies on and
 * throws UpstreamError('bad_payload') naming the field when one is missing or of the wrong
 * type; fields it does not need are ignored, so GitHub adding fields changes nothing.
 */

type Json = Record<string, unknown>;

const bad = (where: string, expected: string): never => {
  throw new UpstreamError('bad_payload', `GitHub answer: ${where} should be ${expected}`);
};

const isObject = (v: unknown): v is Json =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

export function parseJson(body: string, what: string): unknown {
  try {
    return JSON.parse(body);
  } catch {
    throw new UpstreamError('bad_payload', `GitHub answer: ${what} is not valid JSON`);
  }
}

const obj = (v: unknown, where: string): Json => (isObject(v) ? v : bad(where, 'an object'));
const arr = (v: unknown, where: string): unknown[] =>
  Array.isArray(v) ? v : bad(where, 'an array');
const str = (o: Json, key: string, where: string): string =>
  typeof o[key] === 'string' ? (o[key] as string) : bad(`${where}.${key}`, 'a string');
const strOrNull = (o: Json, key: string, where: string): string | null =>
  o[key] === null || o[key] === undefined
    ? null
    : typeof o[key] === 'string'
      ? (o[key] as string)
      : bad(`${where}.${key}`, 'a string or null');
const int = (o: Json, key: string, where: string): number =>
  typeof o[key] === 'number' && Number.isFinite(o[key]) && (o[key] as number) >= 0
    ? (o[key] as number)
    : bad(`${where}.${key}`, 'a non-negative number');
const bool = (o: Json, key: string, where: string, fallback?: boolean): boolean => {
  if (o[key] === undefined && fallback !== undefined) return fallback;
  return typeof o[key] === 'boolean' ? (o[key] as boolean) : bad(`${where}.${key}`, 'a boolean');
};

export interface GithubUser {
  login: string;
  htmlUrl: string;
  avatarUrl: string | null;
  name: string | null;
  followers: number;
}

/** GET /users/{username} */
export function parseGithubUser(body: string): GithubUser {
  const u = obj(parseJson(body, 'user'), 'user');
  return {
    login: str(u, 'login', 'user'),
    htmlUrl: str(u, 'html_url', 'user'),
    avatarUrl: strOrNull(u, 'avatar_url', 'user'),
    name: strOrNull(u, 'name', 'user'),
    followers: int(u, 'followers', 'user'),
  };
}

export interface GithubRepo {
  id: number;
  name: string;
  fullName: string;
  ownerLogin: string;
  htmlUrl: string;
  description: string | null;
  fork: boolean;
  private: boolean;
  archived: boolean;
  language: string | null;
  topics: string[];
  stargazersCount: number;
  forksCount: number;
  pushedAt: string | null;
}

function readRepo(v: unknown, where: string): GithubRepo {
  const r = obj(v, where);
  const owner = obj(r.owner, `${where}.owner`);
  const topics = r.topics === undefined ? [] : arr(r.topics, `${where}.topics`);
  return {
    id: int(r, 'id', where),
    name: str(r, 'name', where),
    fullName: str(r, 'full_name', where),
    ownerLogin: str(owner, 'login', `${where}.owner`),
    htmlUrl: str(r, 'html_url', where),
    description: strOrNull(r, 'description', where),
    fork: bool(r, 'fork', where),
    private: bool(r, 'private', where, false),
    archived: bool(r, 'archived', where, false),
    language: strOrNull(r, 'language', where),
    topics: topics.map((t, i) =>
      typeof t === 'string' ? t : bad(`${where}.topics[${i}]`, 'a string'),
    ),
    stargazersCount: int(r, 'stargazers_count', where),
    forksCount: int(r, 'forks_count', where),
    pushedAt: strOrNull(r, 'pushed_at', where),
  };
}

/** GET /users/{username}/repos (one page) */
export function parseRepoList(body: string): GithubRepo[] {
  return arr(parseJson(body, 'repository list'), 'repository list').map((r, i) =>
    readRepo(r, `repos[${i}]`),
  );
}

export interface GithubRepoDetail extends GithubRepo {
  /** The repository a fork was made from (null when not a fork). */
  parent: { fullName: string; stargazersCount: number } | null;
}

/** GET /repos/{owner}/{repo} */
export function parseRepoDetail(body: string): GithubRepoDetail {
  const json = obj(parseJson(body, 'repository'), 'repository');
  const repo = readRepo(json, 'repository');
  let parent: GithubRepoDetail['parent'] = null;
  if (json.parent !== undefined && json.parent !== null) {
    const p = obj(json.parent, 'repository.parent');
    parent = {
      fullName: str(p, 'full_name', 'repository.parent'),
      stargazersCount: int(p, 'stargazers_count', 'repository.parent'),
    };
  }
  return { ...repo, parent };
}

export interface GithubContributor {
  login: string;
  contributions: number;
}

/**
 * GET /repos/{owner}/{repo}/contributors (one page). Anonymous entries (anon=1, no login) are
 * skipped; an empty body (204 for an empty repository) is an empty list.
 */
export function parseContributors(body: string): GithubContributor[] {
  if (body.trim() === '') return [];
  const out: GithubContributor[] = [];
  arr(parseJson(body, 'contributors'), 'contributors').forEach((v, i) => {
    const c = obj(v, `contributors[${i}]`);
    if (c.login === undefined && c.type === 'Anonymous') return;
    out.push({
      login: str(c, 'login', `contributors[${i}]`),
      contributions: int(c, 'contributions', `contributors[${i}]`),
    });
  });
  return out;
}

/** GET /repos/{owner}/{repo}/languages: {"Go": bytes, ...}, largest first. */
export function parseLanguages(body: string): { name: string; bytes: number }[] {
  const o = obj(parseJson(body, 'languages'), 'languages');
  return Object.keys(o)
    .map((name) => ({ name, bytes: int(o, name, 'languages') }))
    .sort((a, b) => b.bytes - a.bytes);
}

/** The rel="next" URL of an RFC 8288 Link header (GitHub's and Qiita's paging). */
export function nextLink(header: string | undefined): string | null {
  if (!header) return null;
  for (const part of header.split(',')) {
    const m = /^\s*<([^>]+)>(.*)$/.exec(part);
    const rel = m ? /;\s*rel="?([^";]+)"?/.exec(m[2]!) : null;
    if (m && rel && rel[1]!.split(/\s+/).includes('next')) return m[1]!;
  }
  return null;
}
