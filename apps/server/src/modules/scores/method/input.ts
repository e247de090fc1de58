/**
 * Validation of one person's activity as JSON (the `npm run score` input), with a one-line
 * error naming the field path, e.g. `github_repos[2].stargazers_count: expected a non-negative
 * integer`. Field names and shapes are the published method's (`RawEScoreV2DetailArgs`).
 *
 * Stricter than the published pydantic models in three ways, all documented in
 * docs/scoring.md: counts must be JSON numbers that are non-negative integers (no "3", no -1:
 * the published code turns negative counts into complex numbers and then 0); unknown fields
 * at the top level and in `reference` are rejected, since a typo there would silently change
 * the output (unknown fields inside repositories, posts and events are ignored, so exported
 * data may carry names and URLs); and `reference` lists must hold finite numbers.
 * Contributor entries may have a null `login` or `contributions`, as published; the method
 * itself then fails when it meets one (see ContributorDataError).
 */
import type {
  Contributor,
  GitHubRepo,
  QiitaPost,
  ReferencePopulations,
  TechEvent,
  TechScoreInput,
  ZennArticle,
} from './types';

export type ParseResult = { ok: true; value: TechScoreInput } | { ok: false; error: string };

class InputError extends Error {
  constructor(
    readonly path: string,
    readonly problem: string,
  ) {
    super(`${path}: ${problem}`);
  }
}

type Json = Record<string, unknown>;

const TOP_LEVEL_FIELDS = new Set([
  'github_identifier',
  'github_contribution_count_list',
  'github_repos',
  'qiita_popular_posts',
  'zenn_popular_articles',
  'events',
  'tag_count',
  'reference',
  'is_reference_person',
]);
const REFERENCE_FIELDS = ['e_score', 'github', 'tech_article', 'tech_event', 'tag_count'] as const;

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function object(value: unknown, path: string): Json {
  if (!isObject(value)) throw new InputError(path, 'expected an object');
  return value;
}

function field(parent: Json, name: string, path: string): unknown {
  if (!Object.hasOwn(parent, name)) throw new InputError(path, 'required');
  return parent[name];
}

function list<T>(value: unknown, path: string, item: (value: unknown, path: string) => T): T[] {
  if (!Array.isArray(value)) throw new InputError(path, 'expected a list');
  return value.map((entry, index) => item(entry, `${path}[${index}]`));
}

function count(value: unknown, path: string): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0) {
    throw new InputError(path, 'expected a non-negative integer');
  }
  return value;
}

function nonNegativeNumber(value: unknown, path: string): number {
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0) {
    throw new InputError(path, 'expected a non-negative number');
  }
  return value;
}

function finiteNumber(value: unknown, path: string): number {
  if (typeof value !== 'number' || !Number.isFinite(value)) {
    throw new InputError(path, 'expected a number');
  }
  return value;
}

function boolean(value: unknown, path: string): boolean {
  if (typeof value !== 'boolean') throw new InputError(path, 'expected true or false');
  return value;
}

function string(value: unknown, path: string): string {
  if (typeof value !== 'string') throw new InputError(path, 'expected a string');
  return value;
}

function contributor(value: unknown, path: string): Contributor {
  const entry = object(value, path);
  const login = field(entry, 'login', `${path}.login`);
  const contributions = field(entry, 'contributions', `${path}.contributions`);
  if (login !== null && typeof login !== 'string') {
    throw new InputError(`${path}.login`, 'expected a string or null');
  }
  if (contributions !== null) count(contributions, `${path}.contributions`);
  return { login, contributions: contributions as number | null };
}

function repo(value: unknown, path: string): GitHubRepo {
  const entry = object(value, path);
  const countField = (name: string) =>
    count(field(entry, name, `${path}.${name}`), `${path}.${name}`);
  const contributorList = (name: string) =>
    entry[name] === undefined ? [] : list(entry[name], `${path}.${name}`, contributor);
  return {
    contributors_count: countField('contributors_count'),
    stargazers_count: countField('stargazers_count'),
    original_repo_contributions: countField('original_repo_contributions'),
    original_stars_count: countField('original_stars_count'),
    contributors: contributorList('contributors'),
    contributors_from_commits: contributorList('contributors_from_commits'),
  };
}

function qiitaPost(value: unknown, path: string): QiitaPost {
  const entry = object(value, path);
  const at = `${path}.stockers_count`;
  return { stockers_count: count(field(entry, 'stockers_count', at), at) };
}

function zennArticle(value: unknown, path: string): ZennArticle {
  const entry = object(value, path);
  return { liked: count(field(entry, 'liked', `${path}.liked`), `${path}.liked`) };
}

function techEvent(value: unknown, path: string): TechEvent {
  const entry = object(value, path);
  const flag = (name: string) => boolean(field(entry, name, `${path}.${name}`), `${path}.${name}`);
  return { is_tech_event: flag('is_tech_event'), is_presenter: flag('is_presenter') };
}

function reference(value: unknown, path: string): ReferencePopulations {
  const entry = object(value, path);
  for (const name of Object.keys(entry)) {
    if (!(REFERENCE_FIELDS as readonly string[]).includes(name)) {
      throw new InputError(`${path}.${name}`, 'unknown field');
    }
  }
  const result: ReferencePopulations = {};
  for (const name of REFERENCE_FIELDS) {
    if (entry[name] !== undefined)
      result[name] = list(entry[name], `${path}.${name}`, finiteNumber);
  }
  return result;
}

function techScoreInput(data: unknown): TechScoreInput {
  const root = object(data, 'input');
  for (const name of Object.keys(root)) {
    if (!TOP_LEVEL_FIELDS.has(name)) throw new InputError(name, 'unknown field');
  }
  const get = (name: string) => field(root, name, name);
  const input: TechScoreInput = {
    github_identifier: string(get('github_identifier'), 'github_identifier'),
    github_contribution_count_list: list(
      get('github_contribution_count_list'),
      'github_contribution_count_list',
      count,
    ),
    github_repos: list(get('github_repos'), 'github_repos', repo),
    qiita_popular_posts: list(get('qiita_popular_posts'), 'qiita_popular_posts', qiitaPost),
    zenn_popular_articles: list(get('zenn_popular_articles'), 'zenn_popular_articles', zennArticle),
    events: list(get('events'), 'events', techEvent),
    tag_count: nonNegativeNumber(get('tag_count'), 'tag_count'),
  };
  if (root.reference !== undefined) input.reference = reference(root.reference, 'reference');
  if (root.is_reference_person !== undefined) {
    input.is_reference_person = boolean(root.is_reference_person, 'is_reference_person');
  }
  return input;
}

/** Checks parsed JSON against the input shape; never throws. */
export function parseTechScoreInput(data: unknown): ParseResult {
  try {
    return { ok: true, value: techScoreInput(data) };
  } catch (error) {
    if (error instanceof InputError) return { ok: false, error: error.message };
    throw error;
  }
}
