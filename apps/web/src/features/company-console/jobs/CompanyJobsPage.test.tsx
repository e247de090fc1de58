import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse } from '../../../test/api-mock';
import { renderApp } from '../../../test/render-app';
import { jobsServer, jobWire } from './test-server';

const DRAFT = jobWire({ job_description_id: 1, title: '決済基盤のバックエンドエンジニア' });
const PUBLISHED = jobWire({
  job_description_id: 2,
  status: 'published',
  title: 'React Nativeのモバイルアプリエンジニア',
  annual_salary_min: 700,
  annual_salary_max: 1000,
  work_style: 'fullRemote',
  prefecture_code: 27,
  employment_type: 'freelance',
  published_at: 1_736_000_000,
  reaction_count: 12,
  application_count: 3,
});
const CLOSED = jobWire({
  job_description_id: 3,
  status: 'closed',
  title: 'データ基盤のSRE',
  work_style: 'attendance',
  prefecture_code: 40,
  published_at: 1_735_700_000,
  reaction_count: 4,
  application_count: 1,
});

/** The row (an article named by its title) of the job titled `title`. */
const row = (title: string) => screen.getByRole('article', { name: title });

describe('/company/jobs', { timeout: 20_000 }, () => {
  it('lists every status with its facts, counts and the actions that status allows', async () => {
    jobsServer({ jobs: [DRAFT, PUBLISHED, CLOSED] });
    renderApp('/company/jobs');
    expect(await screen.findByRole('heading', { level: 1, name: '求人' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('求人 | Kiseki'));
    expect(screen.getByRole('link', { name: '求人を作成' }).getAttribute('href')).toBe(
      '/company/jobs/new',
    );
    await screen.findByRole('article', { name: DRAFT.title });
    expect(screen.getByText('3件')).toBeTruthy();

    const draft = within(row(DRAFT.title));
    expect(draft.getByText('下書き')).toBeTruthy();
    expect(draft.getByText('年収 600万〜900万円')).toBeTruthy();
    expect(draft.getByText('一部リモート')).toBeTruthy();
    expect(draft.getByText('東京都')).toBeTruthy();
    expect(draft.getByText('未公開')).toBeTruthy();
    expect(draft.getByRole('link', { name: '編集' }).getAttribute('href')).toBe('/company/jobs/1');
    expect(draft.getByRole('button', { name: '公開する' })).toBeTruthy();
    expect(draft.getByRole('button', { name: '削除' })).toBeTruthy();
    expect(draft.queryByRole('button', { name: '募集を終了' })).toBeNull();
    expect(draft.queryByRole('link', { name: /求人ページ/ })).toBeNull();

    const published = within(row(PUBLISHED.title));
    expect(published.getByText('公開中')).toBeTruthy();
    expect(published.getByText('年収 700万〜1000万円')).toBeTruthy();
    expect(published.getByText('フルリモート')).toBeTruthy();
    expect(published.getByText('大阪府')).toBeTruthy();
    expect(published.getByText('業務委託')).toBeTruthy();
    expect(published.getByText('2025/01/04')).toBeTruthy();
    expect(published.getByText('12人')).toBeTruthy();
    expect(published.getByText('3人')).toBeTruthy();
    expect(published.getByRole('button', { name: '募集を終了' })).toBeTruthy();
    expect(published.queryByRole('button', { name: '公開する' })).toBeNull();
    expect(published.queryByRole('button', { name: '削除' })).toBeNull();
    const publicLink = published.getByRole('link', { name: /求人ページ/ });
    expect(publicLink.getAttribute('href')).toBe('/jobs/2');
    expect(publicLink.getAttribute('target')).toBe('_blank');

    const closed = within(row(CLOSED.title));
    expect(closed.getByText('募集終了')).toBeTruthy();
    expect(closed.getByText('出社')).toBeTruthy();
    expect(closed.getByText('福岡県')).toBeTruthy();
    expect(closed.getByRole('button', { name: '再開する' })).toBeTruthy();
    expect(closed.getByRole('link', { name: /求人ページ/ }).getAttribute('href')).toBe('/jobs/3');
    expect(closed.queryByRole('button', { name: '削除' })).toBeNull();
  });

  it('filters by status through the address bar', async () => {
    const api = jobsServer({ jobs: [DRAFT, PUBLISHED, CLOSED] });
    const user = userEvent.setup();
    const { router } = renderApp('/company/jobs');
    await screen.findByRole('article', { name: DRAFT.title });
    const filters = screen.getByRole('navigation', { name: '状態で絞り込む' });
    expect(within(filters).getByRole('link', { name: 'すべて' }).getAttribute('aria-current')).toBe(
      'page',
    );

    await user.click(within(filters).getByRole('link', { name: '公開中' }));
    await waitFor(() => expect(screen.queryByRole('article', { name: DRAFT.title })).toBeNull());
    expect(router.state.location.search).toBe('?status=published');
    expect(screen.getByRole('article', { name: PUBLISHED.title })).toBeTruthy();
    expect(screen.queryByRole('article', { name: CLOSED.title })).toBeNull();
    expect(within(filters).getByRole('link', { name: '公開中' }).getAttribute('aria-current')).toBe(
      'page',
    );
    const asked = api.sent('GET', '/api/company/job_descriptions').map((r) => r.url);
    expect(asked.at(-1)).toContain('status=published');
  });

  it('publishes a draft with the publish endpoint and shows it as 公開中', async () => {
    const api = jobsServer({ jobs: [DRAFT, PUBLISHED] });
    const user = userEvent.setup();
    renderApp('/company/jobs');
    await screen.findByRole('article', { name: DRAFT.title });

    await user.click(within(row(DRAFT.title)).getByRole('button', { name: '公開する' }));
    expect(await screen.findByText(`「${DRAFT.title}」を公開しました。`)).toBeTruthy();
    await waitFor(() => expect(within(row(DRAFT.title)).getByText('公開中')).toBeTruthy());
    expect(within(row(DRAFT.title)).getByRole('button', { name: '募集を終了' })).toBeTruthy();
    expect(api.sent('POST', '/api/company/job_descriptions/1/publish')).toHaveLength(1);
    expect(api.requests.filter((r) => r.method !== 'GET')).toHaveLength(1);
  });

  it('closes and reopens public jobs with their endpoints', async () => {
    const api = jobsServer({ jobs: [PUBLISHED, CLOSED] });
    const user = userEvent.setup();
    renderApp('/company/jobs');
    await screen.findByRole('article', { name: PUBLISHED.title });

    await user.click(within(row(PUBLISHED.title)).getByRole('button', { name: '募集を終了' }));
    expect(await screen.findByText(`「${PUBLISHED.title}」の募集を終了しました。`)).toBeTruthy();
    await waitFor(() => expect(within(row(PUBLISHED.title)).getByText('募集終了')).toBeTruthy());
    expect(api.sent('POST', '/api/company/job_descriptions/2/close')).toHaveLength(1);

    await user.click(within(row(CLOSED.title)).getByRole('button', { name: '再開する' }));
    expect(await screen.findByText(`「${CLOSED.title}」の募集を再開しました。`)).toBeTruthy();
    await waitFor(() => expect(within(row(CLOSED.title)).getByText('公開中')).toBeTruthy());
    expect(api.sent('POST', '/api/company/job_descriptions/3/reopen')).toHaveLength(1);
  });

  it("shows the server's refusal under the row and reads the list again", async () => {
    const api = jobsServer({
      jobs: [CLOSED],
      overrides: {
        // Another recruiter closed it a moment ago; this screen still says 募集終了 → 再開.
        'POST /api/company/job_descriptions/3/reopen': () =>
          jsonResponse(
            {
              error: {
                code: 'conflict',
                message: 'まだ公開していない求人です。先に公開してください。',
              },
            },
            409,
          ),
      },
    });
    const user = userEvent.setup();
    renderApp('/company/jobs');
    await screen.findByRole('article', { name: CLOSED.title });
    const before = api.sent('GET', '/api/company/job_descriptions').length;

    await user.click(within(row(CLOSED.title)).getByRole('button', { name: '再開する' }));
    const alert = await within(row(CLOSED.title)).findByRole('alert');
    expect(alert.textContent).toBe('まだ公開していない求人です。先に公開してください。');
    await waitFor(() =>
      expect(api.sent('GET', '/api/company/job_descriptions').length).toBeGreaterThan(before),
    );
  });

  it('asks before deleting a draft, and deletes only when confirmed', async () => {
    const api = jobsServer({ jobs: [DRAFT, PUBLISHED] });
    const user = userEvent.setup();
    renderApp('/company/jobs');
    await screen.findByRole('article', { name: DRAFT.title });

    await user.click(within(row(DRAFT.title)).getByRole('button', { name: '削除' }));
    let dialog = await screen.findByRole('dialog', { name: '下書きを削除しますか？' });
    expect(
      within(dialog).getByText(`「${DRAFT.title}」を削除します。削除した下書きは元に戻せません。`),
    ).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'キャンセル' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.sent('DELETE', '/api/company/job_descriptions/1')).toHaveLength(0);

    await user.click(within(row(DRAFT.title)).getByRole('button', { name: '削除' }));
    dialog = await screen.findByRole('dialog', { name: '下書きを削除しますか？' });
    await user.click(within(dialog).getByRole('button', { name: '削除する' }));
    expect(await screen.findByText('下書きを削除しました。')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('article', { name: DRAFT.title })).toBeNull());
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.sent('DELETE', '/api/company/job_descriptions/1')).toHaveLength(1);
    expect(screen.getByRole('article', { name: PUBLISHED.title })).toBeTruthy();
  });

  it('keeps the dialog open with the reason when the server refuses the deletion', async () => {
    jobsServer({
      jobs: [DRAFT],
      overrides: {
        'DELETE /api/company/job_descriptions/1': () =>
          jsonResponse(
            {
              error: {
                code: 'conflict',
                message: '公開したことのある求人は削除できません。募集を終了してください。',
              },
            },
            409,
          ),
      },
    });
    const user = userEvent.setup();
    renderApp('/company/jobs');
    await screen.findByRole('article', { name: DRAFT.title });
    await user.click(within(row(DRAFT.title)).getByRole('button', { name: '削除' }));
    const dialog = await screen.findByRole('dialog', { name: '下書きを削除しますか？' });
    await user.click(within(dialog).getByRole('button', { name: '削除する' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      '公開したことのある求人は削除できません。募集を終了してください。',
    );
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('says so when there is nothing yet, per status too', async () => {
    jobsServer({ jobs: [] });
    const user = userEvent.setup();
    renderApp('/company/jobs');
    expect(await screen.findByText('まだ求人がありません。')).toBeTruthy();
    await user.click(screen.getByRole('link', { name: '下書き' }));
    expect(await screen.findByText('下書きの求人はありません。')).toBeTruthy();
  });

  it('pages through 20 at a time, keeping the status', async () => {
    const api = jobsServer({ jobs: [PUBLISHED], totalCount: 45 });
    const user = userEvent.setup();
    const { router } = renderApp('/company/jobs?status=published');
    await screen.findByRole('article', { name: PUBLISHED.title });
    const pager = screen.getByRole('navigation', { name: 'ページ送り' });
    expect(
      within(pager).getByRole('link', { name: '1ページ目' }).getAttribute('aria-current'),
    ).toBe('page');
    expect(within(pager).getByRole('link', { name: '3ページ目' })).toBeTruthy();

    await user.click(within(pager).getByRole('link', { name: '次へ' }));
    await waitFor(() => expect(router.state.location.search).toBe('?status=published&page=2'));
    await waitFor(() =>
      expect(api.sent('GET', '/api/company/job_descriptions').at(-1)?.url).toContain('page=2'),
    );
    expect(await screen.findByText('このページには求人がありません。')).toBeTruthy();
  });

  it('offers a retry when the list cannot be read', async () => {
    let fail = true;
    jobsServer({
      jobs: [DRAFT],
      overrides: {
        'GET /api/company/job_descriptions': () =>
          fail
            ? jsonResponse({ error: { code: 'forbidden', message: '権限がありません。' } }, 403)
            : jsonResponse({
                job_descriptions: [],
                paging: { total_count: 0, max_page: 0, page: 1, per_page: 20 },
              }),
      },
    });
    const user = userEvent.setup();
    renderApp('/company/jobs');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('求人を読み込めませんでした。');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: '再読み込み' }));
    expect(await screen.findByText('まだ求人がありません。')).toBeTruthy();
  });
});
