import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, type RecordedRequest } from '../../../test/api-mock';
import { renderApp } from '../../../test/render-app';
import { setViewport } from '../../../test/viewport';
import { recruiterApi, searchReply, summaryWire } from './test-fixtures';

const SEARCH = '/api/company/candidates/search';

/** The search endpoint: answers `reply` (or an error status) and remembers every query. */
function searchApi(
  reply: (query: URLSearchParams) => ReturnType<typeof searchReply> | number = () =>
    searchReply([summaryWire(1), summaryWire(2, { display_name: '佐藤 ボブ', job_title: null })], {
      total_count: 1234,
      max_page: 62,
    }),
) {
  const queries: URLSearchParams[] = [];
  recruiterApi({
    [`GET ${SEARCH}`]: (request: RecordedRequest) => {
      const query = new URL(request.url, 'http://localhost').searchParams;
      queries.push(query);
      const answer = reply(query);
      if (typeof answer === 'number') {
        return jsonResponse(
          {
            error: { code: answer === 400 ? 'validation_failed' : 'internal_error', message: 'x' },
          },
          answer,
        );
      }
      return jsonResponse({
        ...answer,
        paging: { ...answer.paging, page: Number(query.get('page') ?? '1') },
      });
    },
  });
  return { queries, last: () => queries[queries.length - 1] };
}

const urlQuery = (router: { state: { location: { search: string } } }) =>
  new URLSearchParams(router.state.location.search);

const results = () => screen.findByRole('region', { name: /該当するエンジニア/ });
const filters = () => screen.getByRole('complementary', { name: '絞り込み条件' });

describe('/company/candidates', { timeout: 30_000 }, () => {
  it('searches with the URL’s conditions and shows the count and each engineer', async () => {
    const { last } = searchApi();
    renderApp(
      '/company/candidates?keyword=Go&tag_ids[]=4&hirability_levels[]=JOB_CHANGE&years_min=3&sort_type=updated_at_desc&page=2',
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'エンジニア検索' })).toBeTruthy();
    const region = await results();
    expect(await within(region).findByText('1,234人')).toBeTruthy();
    expect(within(region).getByText('21〜22人目を表示')).toBeTruthy();

    const sent = last();
    expect(sent?.get('keyword')).toBe('Go');
    expect(sent?.getAll('tag_ids[]')).toEqual(['4']);
    expect(sent?.getAll('hirability_levels[]')).toEqual(['JOB_CHANGE']);
    expect(sent?.get('years_min')).toBe('3');
    expect(sent?.get('sort_type')).toBe('updated_at_desc');
    expect(sent?.get('page')).toBe('2');

    const cards = within(region).getAllByRole('article');
    expect(cards).toHaveLength(2);
    const first = within(cards[0]!);
    expect(first.getByRole('link', { name: 'エンジニア1' }).getAttribute('href')).toBe(
      '/company/candidates/1',
    );
    expect(first.getByText('バックエンドエンジニア')).toBeTruthy();
    expect(first.getByText('転職したい')).toBeTruthy();
    expect(first.getByText('東京都')).toBeTruthy();
    expect(first.getByText('経験6年')).toBeTruthy();
    expect(first.getByText('希望年収 700万円')).toBeTruthy();
    expect(first.getByText('フルリモート')).toBeTruthy();
    expect(first.getByText('Go')).toBeTruthy();
    expect(first.getByText('AWS')).toBeTruthy();
    expect(first.getByText('総合').nextElementSibling?.textContent).toBe('3.65');
    expect(first.getByText('技術力').nextElementSibling?.textContent).toBe('4.20');
    expect(first.getByText('更新：3日前')).toBeTruthy();
    expect(within(cards[1]!).getByText('職種未登録')).toBeTruthy();

    // The form, the filters and the order show the same search.
    expect((screen.getByRole('searchbox', { name: 'キーワード' }) as HTMLInputElement).value).toBe(
      'Go',
    );
    expect((within(filters()).getByLabelText('転職したい') as HTMLInputElement).checked).toBe(true);
    expect((within(filters()).getByLabelText('経験年数') as HTMLSelectElement).value).toBe('3');
    expect((screen.getByLabelText('並び順') as HTMLSelectElement).value).toBe('updated_at_desc');
    expect(screen.getByRole('link', { name: '3ページ目' }).getAttribute('href')).toBe(
      '/company/candidates?keyword=Go&hirability_levels%5B%5D=JOB_CHANGE&tag_ids%5B%5D=4&years_min=3&sort_type=updated_at_desc&page=3',
    );
    await waitFor(() => expect(document.title).toBe('「Go」のエンジニア検索 | Kiseki'));
  });

  it('writes keyword, filters and order into the URL from page 1, and back restores them', async () => {
    const { last } = searchApi();
    const user = userEvent.setup();
    const { router } = renderApp('/company/candidates?page=3');
    await within(await results()).findByText('1,234人');

    await user.type(screen.getByRole('searchbox', { name: 'キーワード' }), 'Rust 決済');
    await user.click(screen.getByRole('button', { name: '検索' }));
    await waitFor(() => expect(urlQuery(router).get('keyword')).toBe('Rust 決済'));
    expect(urlQuery(router).get('page')).toBeNull();
    await waitFor(() => expect(last()?.get('keyword')).toBe('Rust 決済'));
    expect(last()?.get('page')).toBe('1');

    await user.click(within(filters()).getByLabelText('フルリモート'));
    await waitFor(() => expect(urlQuery(router).getAll('work_styles[]')).toEqual(['fullRemote']));
    await waitFor(() => expect(last()?.getAll('work_styles[]')).toEqual(['fullRemote']));

    // Tags load with the filter and each chosen one is required.
    await user.click(within(filters()).getByText('技術タグ', { selector: 'summary > span' }));
    await user.click(await within(filters()).findByLabelText('TypeScript'));
    await waitFor(() => expect(urlQuery(router).getAll('tag_ids[]')).toEqual(['1']));

    await user.selectOptions(within(filters()).getByLabelText('希望年収'), '800');
    await waitFor(() => expect(urlQuery(router).get('desired_salary_max')).toBe('800'));
    await user.selectOptions(within(filters()).getByLabelText('スコアの種類'), '17');
    await user.selectOptions(within(filters()).getByLabelText('スコアの下限'), '4');
    await waitFor(() => expect(urlQuery(router).get('score_min')).toBe('4'));
    expect(urlQuery(router).get('score_type')).toBe('17');
    await user.selectOptions(screen.getByLabelText('並び順'), 'updated_at_desc');
    await waitFor(() => expect(last()?.get('sort_type')).toBe('updated_at_desc'));
    expect(last()?.get('score_type')).toBe('17');
    expect(last()?.get('score_min')).toBe('4');
    expect(last()?.get('desired_salary_max')).toBe('800');

    await router.navigate(-1);
    await waitFor(() => expect(urlQuery(router).get('sort_type')).toBeNull());
    expect(urlQuery(router).get('score_min')).toBe('4');
    await waitFor(() =>
      expect((screen.getByLabelText('並び順') as HTMLSelectElement).value).toBe('score_desc'),
    );
  });

  it('says when nobody matches, with advice and a way to drop every condition', async () => {
    const { last } = searchApi(() => searchReply([]));
    const user = userEvent.setup();
    const { router } = renderApp('/company/candidates?keyword=COBOL&prefecture_codes[]=47');
    const region = await results();
    const empty = await within(region).findByText('条件に合うエンジニアは見つかりませんでした');
    expect(empty).toBeTruthy();
    expect(within(region).getByText(/タグを減らすと見つかりやすくなります/)).toBeTruthy();
    expect(within(region).getByText('0人')).toBeTruthy();

    await user.click(within(region).getByRole('button', { name: '条件をすべて解除' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await waitFor(() => expect(last()?.get('keyword')).toBeNull());
  });

  it('tells a bad URL from a failed load', async () => {
    searchApi(() => 400);
    renderApp('/company/candidates?tag_ids[]=99999');
    expect(
      await screen.findByText('検索条件に正しくない値が含まれています。条件を見直してください。'),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: '条件をすべて解除' }).getAttribute('href')).toBe(
      '/company/candidates',
    );
  });

  it('folds the filters under a toggle on phones', async () => {
    setViewport(375, 800);
    searchApi();
    const user = userEvent.setup();
    const { router } = renderApp('/company/candidates?years_min=3');
    await within(await results()).findByText('1,234人');
    const toggle = screen.getByRole('button', { name: '絞り込み条件（1）' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('region', { name: '絞り込み条件' })).toBeNull();

    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const panel = screen.getByRole('region', { name: '絞り込み条件' });
    await user.click(within(panel).getByLabelText('一部リモート'));
    await waitFor(() =>
      expect(urlQuery(router).getAll('work_styles[]')).toEqual(['partialRemote']),
    );
  });
});
