import { describe, expect, it } from 'vitest';
import { parseTechScoreInput } from './input';

function valid(): Record<string, unknown> {
  return {
    github_identifier: 'hanako',
    github_contribution_count_list: [0, 2, 5],
    github_repos: [
      {
        name: 'dotfiles', // extra fields inside items are ignored
        contributors_count: 1,
        stargazers_count: 3,
        original_repo_contributions: 0,
        original_stars_count: 0,
        contributors: [{ login: 'hanako', contributions: 40 }],
      },
    ],
    qiita_popular_posts: [{ stockers_count: 12 }],
    zenn_popular_articles: [],
    events: [{ is_tech_event: true, is_presenter: false }],
    tag_count: 7.5,
  };
}

function errorOf(data: unknown): string {
  const result = parseTechScoreInput(data);
  if (result.ok) throw new Error('expected an error');
  return result.error;
}

describe('parseTechScoreInput', () => {
  it('accepts a valid person and fills the optional contributor lists', () => {
    const result = parseTechScoreInput(valid());
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value.github_repos[0]).toEqual({
      contributors_count: 1,
      stargazers_count: 3,
      original_repo_contributions: 0,
      original_stars_count: 0,
      contributors: [{ login: 'hanako', contributions: 40 }],
      contributors_from_commits: [],
    });
    expect(result.value.reference).toBeUndefined();
    expect(result.value.is_reference_person).toBeUndefined();
  });

  it('accepts reference lists and the reference-person flag', () => {
    const result = parseTechScoreInput({
      ...valid(),
      reference: { e_score: [0.5, 1.2], tag_count: [] },
      is_reference_person: true,
    });
    expect(result).toMatchObject({
      ok: true,
      value: { reference: { e_score: [0.5, 1.2], tag_count: [] }, is_reference_person: true },
    });
  });

  it('accepts null logins and counts, as the published model does', () => {
    const data = valid();
    (data.github_repos as Record<string, unknown>[])[0]!.contributors_from_commits = [
      { login: null, contributions: null },
    ];
    expect(parseTechScoreInput(data).ok).toBe(true);
  });

  it('names the field path of the first problem, on one line', () => {
    const cases: [mutate: (d: Record<string, unknown>) => void, error: string][] = [
      [
        (d) => {
          const repos = d.github_repos as Record<string, unknown>[];
          repos.push({ ...repos[0] }, { ...repos[0], stargazers_count: -1 });
        },
        'github_repos[2].stargazers_count: expected a non-negative integer',
      ],
      [(d) => delete d.tag_count, 'tag_count: required'],
      [(d) => (d.tag_count = '7'), 'tag_count: expected a non-negative number'],
      [(d) => (d.github_identifier = 42), 'github_identifier: expected a string'],
      [
        (d) => (d.github_contribution_count_list = [1, 2.5]),
        'github_contribution_count_list[1]: expected a non-negative integer',
      ],
      [(d) => (d.events = {}), 'events: expected a list'],
      [
        (d) => (d.events = [{ is_tech_event: 'yes', is_presenter: false }]),
        'events[0].is_tech_event: expected true or false',
      ],
      [(d) => (d.events = [{ is_tech_event: true }]), 'events[0].is_presenter: required'],
      [(d) => (d.qiita_popular_posts = [7]), 'qiita_popular_posts[0]: expected an object'],
      [
        (d) => (d.zenn_popular_articles = [{ likes: 3 }]),
        'zenn_popular_articles[0].liked: required',
      ],
      [
        (d) => {
          const repo = (d.github_repos as Record<string, unknown>[])[0]!;
          repo.contributors = [{ login: 5, contributions: 1 }];
        },
        'github_repos[0].contributors[0].login: expected a string or null',
      ],
      [
        (d) => {
          const repo = (d.github_repos as Record<string, unknown>[])[0]!;
          delete repo.original_stars_count;
        },
        'github_repos[0].original_stars_count: required',
      ],
      [(d) => (d.referance = {}), 'referance: unknown field'],
      [(d) => (d.reference = { influence: [] }), 'reference.influence: unknown field'],
      [(d) => (d.reference = { github: [1, '2'] }), 'reference.github[1]: expected a number'],
      [(d) => (d.reference = []), 'reference: expected an object'],
      [(d) => (d.is_reference_person = 1), 'is_reference_person: expected true or false'],
    ];
    for (const [mutate, error] of cases) {
      const data = valid();
      mutate(data);
      expect(errorOf(data)).toBe(error);
    }
  });

  it('rejects what is not an object', () => {
    expect(errorOf([])).toBe('input: expected an object');
    expect(errorOf(null)).toBe('input: expected an object');
    expect(errorOf('hello')).toBe('input: expected an object');
  });
});
