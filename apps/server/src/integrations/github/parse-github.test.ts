import { describe, expect, it } from 'vitest';
import { UpstreamError } from '../types';
import { parseContributionCalendar } from './parse-contributions';
import {
  nextLink,
  parseContributors,
  parseGithubUser,
  parseLanguages,
  parseRepoDetail,
  parseRepoList,
} from './parse-github';

const repo = {
  id: 1,
  name: 'r',
  full_name: 'o/r',
  owner: { login: 'o' },
  html_url: 'https://github.com/o/r',
  description: null,
  fork: false,
  language: 'Go',
  stargazers_count: 3,
  forks_count: 0,
  pushed_at: '2026-01-01T00:00:00Z',
};

const failure = (fn: () => unknown) => {
  try {
    fn();
  } catch (err) {
    expect(err).toBeInstanceOf(UpstreamError);
    return err as UpstreamError;
  }
  throw new Error('expected a failure');
};

describe('GitHub parsers', () => {
  it('name the field that is missing or of the wrong type', () => {
    const { stargazers_count: _, ...noStars } = repo;
    const err = failure(() => parseRepoList(JSON.stringify([repo, noStars])));
    expect(err.kind).toBe('bad_payload');
    expect(err.message).toContain('repos[1].stargazers_count');
    expect(failure(() => parseRepoList('{"message":"x"}')).message).toContain('repository list');
    expect(
      failure(() => parseGithubUser('{"login":"a","html_url":"u","followers":"many"}')).message,
    ).toContain('user.followers');
    expect(
      failure(() => parseRepoDetail(JSON.stringify({ ...repo, parent: { full_name: 'p/r' } })))
        .message,
    ).toContain('repository.parent.stargazers_count');
    expect(failure(() => parseContributors('[{"login":"a"}]')).message).toContain(
      'contributors[0].contributions',
    );
    expect(failure(() => parseLanguages('{"Go":"lots"}')).message).toContain('languages.Go');
  });

  it('read topics, parents, anonymous contributors and empty bodies', () => {
    expect(parseRepoList(JSON.stringify([repo]))[0]?.topics).toEqual([]);
    expect(
      parseRepoDetail(
        JSON.stringify({
          ...repo,
          fork: true,
          parent: { ...repo, full_name: 'p/r', stargazers_count: 9 },
        }),
      ).parent,
    ).toEqual({ fullName: 'p/r', stargazersCount: 9 });
    expect(
      parseContributors(
        '[{"login":"a","contributions":2},{"email":"x@example.com","name":"X","type":"Anonymous","contributions":1}]',
      ),
    ).toEqual([{ login: 'a', contributions: 2 }]);
    expect(parseContributors('')).toEqual([]);
    expect(parseLanguages('{"Shell":10,"Go":300}')).toEqual([
      { name: 'Go', bytes: 300 },
      { name: 'Shell', bytes: 10 },
    ]);
  });

  it('find rel="next" in a Link header', () => {
    expect(
      nextLink(
        '<https://api.github.com/user/1/repos?page=1>; rel="prev", <https://api.github.com/user/1/repos?page=3>; rel="next", <https://api.github.com/user/1/repos?page=5>; rel="last"',
      ),
    ).toBe('https://api.github.com/user/1/repos?page=3');
    expect(nextLink('<https://x/?page=1>; rel="first"')).toBeNull();
    expect(nextLink(undefined)).toBeNull();
  });
});

describe('contributions calendar parser', () => {
  const calendar = (tips: string, closed = true) => `
<table class="ContributionCalendar-grid js-calendar-graph-table"><tbody>
<tr><td class="ContributionCalendar-label"><span class="sr-only">Sunday</span></td>
<td tabindex="0" data-ix="0" data-date="2026-03-01" id="contribution-day-component-0-0" data-level="2" role="gridcell" class="ContributionCalendar-day"></td>
<td tabindex="0" data-ix="1" data-date="2026-03-08" id="contribution-day-component-0-1" data-level="0" role="gridcell" class="ContributionCalendar-day"></td></tr>
<tr><td data-date="2026-03-02" id="contribution-day-component-1-0" data-level="4" class="ContributionCalendar-day"></td><td></td></tr>
</tbody>${closed ? '</table>' : ''}
${tips}
<div id="contribution-graph-legend-level-0" class="ContributionCalendar-day" data-level="0"></div>`;
  const tips = `<tool-tip id="t1" for="contribution-day-component-0-0" popover="manual" class="sr-only">5 contributions on March 1st.</tool-tip>
<tool-tip id="t2" for="contribution-day-component-1-0" popover="manual" class="sr-only">1,204 contributions on March 2nd.</tool-tip>
<tool-tip id="t3" for="contribution-day-component-0-1" popover="manual" class="sr-only">No contributions on March 8th.</tool-tip>`;

  it('joins cells and tool-tips by id, in date order', () => {
    expect(parseContributionCalendar(calendar(tips))).toEqual([
      { date: '2026-03-01', count: 5 },
      { date: '2026-03-02', count: 1204 },
      { date: '2026-03-08', count: 0 },
    ]);
    expect(
      parseContributionCalendar(
        calendar(tips.replace('5 contributions on March 1st.', '1 contribution on March 1st.')),
      )[0],
    ).toEqual({ date: '2026-03-01', count: 1 });
  });

  it('refuses a page without cells, a cell without its count, or a cut-off table', () => {
    expect(
      failure(() => parseContributionCalendar('<html><body>Rate limit</body></html>')).kind,
    ).toBe('bad_payload');
    expect(
      failure(() => parseContributionCalendar(calendar(tips.split('\n')[0]!))).message,
    ).toContain('no tool-tip for contribution-day-component-0-1');
    expect(failure(() => parseContributionCalendar(calendar(tips, false))).message).toContain(
      'incomplete',
    );
  });
});
