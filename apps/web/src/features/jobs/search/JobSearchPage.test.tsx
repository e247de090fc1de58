import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { choicesWire, jobSummaryWire } from '../../../shared/ui/jobs/test-fixtures';
import { jsonResponse, loggedInApi, type RecordedRequest } from '../../../test/api-mock';
import { renderApp, settled } from '../../../test/render-app';
import { setViewport } from '../../../test/viewport';

const SEARCH = '/api/job_descriptions/search';

/**
 * A search endpoint that answers `total` jobs, 20 a page, for whatever it is asked, and
 * remembers each query. The fixture's salaries differ per job so every card's is checked.
 */
function searchApi({ total = 1234, failWith }: { total?: number; failWith?: number } = {}) {
  const queries: URLSearchParams[] = [];
  const api = loggedInApi({
    'GET /api/job_descriptions/search_condition_choices': { json: choicesWire },
    [`GET ${SEARCH}`]: (request: RecordedRequest) => {
      const query = new URL(request.url, 'http://localhost').searchParams;
      queries.push(query);
      if (failWith) {
        return jsonResponse(
          {
            error: {
              code: failWith === 400 ? 'validation_failed' : 'internal_error',
              message: 'x',
            },
          },
          failWith,
        );
      }
      const page = Number(query.get('page') ?? '1');
      const maxPage = Math.ceil(total / 20);
      const from = (page - 1) * 20;
      const count = Math.max(0, Math.min(20, total - from));
      return jsonResponse({
        job_descriptions: Array.from({ length: count }, (_, index) =>
          jobSummaryWire(from + index + 1, {
            title: `求人${from + index + 1}`,
            annual_salary_min: 400 + index * 10,
            annual_salary_max: 700 + index * 10,
          }),
        ),
        paging: { total_count: total, max_page: maxPage, page, per_page: 20 },
      });
    },
  });
  return { api, queries, last: () => queries[queries.length - 1] };
}

const search = (router: { state: { location: { search: string } } }) =>
  new URLSearchParams(router.state.location.search);

const results = () => screen.findByRole('region', { name: /該当する求人/ });
const filters = () => screen.getByRole('complementary', { name: '絞り込み条件' });

describe('/jobs/search', { timeout: 30_000 }, () => {
  it('searches with the URL’s conditions and shows count, chips and salaries', async () => {
    const { last } = searchApi();
    renderApp(
      '/jobs/search?keyword=Go&work_styles[]=fullRemote&prog_lang_ids[]=4&annual_salary_min=600&page=2',
    );
    expect(await screen.findByRole('heading', { level: 1, name: '求人検索' })).toBeTruthy();
    const region = await results();
    expect(await within(region).findByText('1,234件')).toBeTruthy();
    expect(within(region).getByText('21〜40件目を表示')).toBeTruthy();

    // The request carries the URL's parameters, by the API's names.
    const sent = last();
    expect(sent?.get('keyword')).toBe('Go');
    expect(sent?.getAll('work_styles[]')).toEqual(['fullRemote']);
    expect(sent?.getAll('prog_lang_ids[]')).toEqual(['4']);
    expect(sent?.get('annual_salary_min')).toBe('600');
    expect(sent?.get('page')).toBe('2');

    // Every result shows its salary.
    const cards = within(region).getAllByRole('article');
    expect(cards).toHaveLength(20);
    cards.forEach((card, index) => {
      expect(
        within(card).getByText(`年収 ${400 + index * 10}万〜${700 + index * 10}万円`),
      ).toBeTruthy();
    });
    expect(within(cards[0]!).getByRole('link', { name: '求人21' }).getAttribute('href')).toBe(
      '/jobs/21?source=search',
    );

    // The form and the filters show the same search.
    expect((screen.getByRole('searchbox', { name: 'キーワード' }) as HTMLInputElement).value).toBe(
      'Go',
    );
    expect((within(filters()).getByLabelText('フルリモート') as HTMLInputElement).checked).toBe(
      true,
    );
    expect(await within(region).findByRole('button', { name: 'Goの条件を外す' })).toBeTruthy();
    expect(within(region).getByRole('button', { name: 'キーワード：Goの条件を外す' })).toBeTruthy();
    expect(
      within(region).getByRole('button', { name: '年収 600万円以上の条件を外す' }),
    ).toBeTruthy();
    expect(within(region).getByRole('button', { name: 'フルリモートの条件を外す' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('「Go」の求人 | Kiseki'));
  });

  it('writes each change into the URL, from page 1, and back and forward restore it', async () => {
    const { last } = searchApi();
    const user = userEvent.setup();
    const { router } = renderApp('/jobs/search?page=3');
    await within(await results()).findByText('1,234件');

    await user.click(within(filters()).getByLabelText('フルリモート'));
    await waitFor(() => expect(search(router).getAll('work_styles[]')).toEqual(['fullRemote']));
    expect(search(router).get('page')).toBeNull();
    await waitFor(() => expect(last()?.getAll('work_styles[]')).toEqual(['fullRemote']));
    expect(last()?.get('page')).toBe('1');

    // A closed group opens to show its choices.
    await user.click(within(filters()).getByText('言語', { selector: 'summary > span' }));
    await user.click(within(filters()).getByLabelText('TypeScript'));
    await waitFor(() => expect(search(router).getAll('prog_lang_ids[]')).toEqual(['1']));

    const box = screen.getByRole('searchbox', { name: 'キーワード' });
    await user.type(box, 'バックエンド{Enter}');
    await waitFor(() => expect(search(router).get('keyword')).toBe('バックエンド'));
    await waitFor(() => expect(last()?.get('keyword')).toBe('バックエンド'));
    // With a keyword the default order is relevance.
    expect((screen.getByRole('combobox', { name: '並び順' }) as HTMLSelectElement).value).toBe('');

    await user.selectOptions(screen.getByRole('combobox', { name: '並び順' }), '年収が高い順');
    await waitFor(() => expect(search(router).get('sort_type')).toBe('annual_salary_at_desc'));

    await router.navigate(-1);
    await waitFor(() => expect(search(router).get('sort_type')).toBeNull());
    await router.navigate(-1);
    await waitFor(() => expect(search(router).get('keyword')).toBeNull());
    await waitFor(() =>
      expect(
        (screen.getByRole('searchbox', { name: 'キーワード' }) as HTMLInputElement).value,
      ).toBe(''),
    );
    expect((within(filters()).getByLabelText('TypeScript') as HTMLInputElement).checked).toBe(true);
    // The earlier search is on screen again (from the cache when it is recent enough).
    expect(screen.queryByRole('button', { name: /キーワード：/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'TypeScriptの条件を外す' })).toBeTruthy();
    await router.navigate(1);
    await waitFor(() =>
      expect(
        (screen.getByRole('searchbox', { name: 'キーワード' }) as HTMLInputElement).value,
      ).toBe('バックエンド'),
    );
  });

  it('removes a condition with its chip, and all of them with one button', async () => {
    searchApi();
    const user = userEvent.setup();
    const { router } = renderApp(
      '/jobs/search?keyword=Go&work_styles[]=fullRemote&infra_ids[]=40&page=2&sort_type=updated_at_desc',
    );
    const region = await results();
    await user.click(await within(region).findByRole('button', { name: 'AWSの条件を外す' }));
    await waitFor(() => expect(search(router).getAll('infra_ids[]')).toEqual([]));
    expect(search(router).getAll('work_styles[]')).toEqual(['fullRemote']);
    expect(search(router).get('page')).toBeNull();
    // Focus stays among the chips.
    await waitFor(() => expect(document.activeElement?.tagName).toBe('BUTTON'));
    expect(document.activeElement?.textContent).toContain('フルリモート');
    expect(within(region).queryByRole('button', { name: 'AWSの条件を外す' })).toBeNull();

    await user.click(within(region).getByRole('button', { name: 'すべての条件をクリア' }));
    await waitFor(() => expect(router.state.location.search).toBe('?sort_type=updated_at_desc'));
    expect(within(region).queryByRole('button', { name: /条件を外す/ })).toBeNull();
    // With no chip left, focus goes to the results' heading.
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('heading', { name: /該当する求人/ })),
    );
  });

  it('pages with numbered links, marking the current page', async () => {
    const { last } = searchApi({ total: 95 });
    const user = userEvent.setup();
    const { router } = renderApp('/jobs/search?work_styles[]=fullRemote');
    const paging = await screen.findByRole('navigation', { name: 'ページ送り' });
    expect(
      within(paging).getByRole('link', { name: '1ページ目' }).getAttribute('aria-current'),
    ).toBe('page');
    expect(
      within(paging)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['1', '2', '3', '4', '5', '次へ']);
    expect(within(paging).getByText('前へ').getAttribute('aria-disabled')).toBe('true');

    await user.click(within(paging).getByRole('link', { name: '3ページ目' }));
    await waitFor(() => expect(search(router).get('page')).toBe('3'));
    expect(search(router).getAll('work_styles[]')).toEqual(['fullRemote']);
    await waitFor(() => expect(last()?.get('page')).toBe('3'));
    const region = await results();
    await within(region).findByText('41〜60件目を表示');
    const nav = screen.getByRole('navigation', { name: 'ページ送り' });
    expect(within(nav).getByRole('link', { name: '3ページ目' }).getAttribute('aria-current')).toBe(
      'page',
    );

    await user.click(within(nav).getByRole('link', { name: '次へ' }));
    await waitFor(() => expect(search(router).get('page')).toBe('4'));
    await user.click(
      within(screen.getByRole('navigation', { name: 'ページ送り' })).getByRole('link', {
        name: '5ページ目',
      }),
    );
    await within(await results()).findByText('81〜95件目を表示');
    expect(
      within(screen.getByRole('navigation', { name: 'ページ送り' }))
        .getByText('次へ')
        .getAttribute('aria-disabled'),
    ).toBe('true');
  });

  it('says so when nothing matches, and offers to clear the conditions', async () => {
    searchApi({ total: 0 });
    const user = userEvent.setup();
    const { router } = renderApp('/jobs/search?keyword=COBOL');
    const region = await results();
    expect(await within(region).findByText('条件に合う求人が見つかりませんでした')).toBeTruthy();
    expect(within(region).getByText('0件')).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'ページ送り' })).toBeNull();
    await user.click(within(region).getAllByRole('button', { name: 'すべての条件をクリア' })[0]!);
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('offers the first page beyond the last one', async () => {
    searchApi({ total: 30 });
    renderApp('/jobs/search?page=9');
    const region = await results();
    expect(await within(region).findByText('このページに求人はありません。')).toBeTruthy();
    expect(within(region).getByRole('link', { name: '最初のページへ' }).getAttribute('href')).toBe(
      '/jobs/search',
    );
  });

  it('tells a failed search apart from a bad link', async () => {
    searchApi({ failWith: 400 });
    const first = renderApp('/jobs/search?prog_lang_ids[]=40');
    expect(
      await screen.findByText('検索条件に使えない値が含まれています。条件を選び直してください。', {
        exact: false,
      }),
    ).toBeTruthy();
    first.unmount();

    searchApi({ failWith: 500 });
    renderApp('/jobs/search');
    // Server errors are retried (spec section 8) before the message shows.
    expect(
      await screen.findByText(
        '求人を検索できませんでした。時間をおいて再度お試しください。',
        {
          exact: false,
        },
        { timeout: 15_000 },
      ),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: '再読み込み' })).toBeTruthy();
  });

  it('puts the filters in a dialog on phones, applied only when asked', async () => {
    setViewport(375);
    const { last, queries } = searchApi();
    const user = userEvent.setup();
    const { router } = renderApp('/jobs/search');
    await within(await results()).findByText('1,234件');
    expect(screen.queryByRole('complementary', { name: '絞り込み条件' })).toBeNull();

    await user.click(screen.getByRole('button', { name: '絞り込み' }));
    const dialog = await screen.findByRole('dialog', { name: '絞り込み条件' });
    await user.click(within(dialog).getByLabelText('フルリモート'));
    await user.selectOptions(within(dialog).getByLabelText('希望年収（下限）'), '700');
    // A draft: nothing searched yet.
    const asked = queries.length;
    expect(router.state.location.search).toBe('');

    await user.click(within(dialog).getByRole('button', { name: 'この条件で検索する' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(search(router).getAll('work_styles[]')).toEqual(['fullRemote']));
    expect(search(router).get('annual_salary_min')).toBe('700');
    await waitFor(() => expect(queries.length).toBeGreaterThan(asked));
    expect(last()?.get('annual_salary_min')).toBe('700');
    expect(screen.getByRole('button', { name: '絞り込み（2）' })).toBeTruthy();

    // Cancelling throws the draft away.
    await user.click(screen.getByRole('button', { name: '絞り込み（2）' }));
    const again = await screen.findByRole('dialog', { name: '絞り込み条件' });
    await user.click(within(again).getByRole('button', { name: '条件をクリア' }));
    expect((within(again).getByLabelText('フルリモート') as HTMLInputElement).checked).toBe(false);
    fireEvent.keyDown(again, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(search(router).getAll('work_styles[]')).toEqual(['fullRemote']);
  });

  it('sends a visitor to log in, coming back to the same search', async () => {
    loggedInApi({
      '/api/job_descriptions/search_condition_choices': {
        status: 401,
        json: { error: { code: 'unauthenticated', message: 'x', login_url: '/login' } },
      },
      [`GET ${SEARCH}`]: {
        status: 401,
        json: { error: { code: 'unauthenticated', message: 'x', login_url: '/login' } },
      },
    });
    const { router } = renderApp('/jobs/search?keyword=Go');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    await settled(router);
    expect(router.state.location.search).toBe('?next=%2Fjobs%2Fsearch%3Fkeyword%3DGo');
  });
});
