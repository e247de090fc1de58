import type { JobDescriptionDetailWire } from '@kiseki/contract/jobs';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jobDetailWire } from '../../../shared/ui/jobs/test-fixtures';
import {
  jsonResponse,
  loggedInApi,
  loggedOutApi,
  type MockReply,
  type RecordedRequest,
} from '../../../test/api-mock';
import { renderApp } from '../../../test/render-app';

const JOB = '/api/job_descriptions/7';
const APPLIED_AT = 1_767_312_000; // 2026/01/02 09:00 JST
const REPLY_BY = APPLIED_AT + 7 * 86_400; // 2026/01/09

/**
 * The job's endpoints over one piece of state: reactions and applications change it, and
 * the next GET answers it, as the server does.
 */
function jobApi(
  initial: Partial<JobDescriptionDetailWire> = {},
  {
    isOfferingJob = true,
    loggedIn = true,
    overrides = {},
  }: { isOfferingJob?: boolean; loggedIn?: boolean; overrides?: Record<string, MockReply> } = {},
) {
  const state = { job: jobDetailWire(7, { is_offering_job: isOfferingJob, ...initial }) };
  const routes: Record<string, MockReply> = {
    [`GET ${JOB}`]: () =>
      jsonResponse({ job_description: state.job, is_offering_job: isOfferingJob }),
    [`POST ${JOB}/reaction`]: () => {
      state.job = { ...state.job, last_reacted_at: APPLIED_AT };
      return jsonResponse({ last_reacted_at: APPLIED_AT });
    },
    [`DELETE ${JOB}/reaction`]: () => {
      state.job = { ...state.job, last_reacted_at: null };
      return jsonResponse({ last_reacted_at: null });
    },
    'POST /api/job_applications/': () => {
      state.job = {
        ...state.job,
        application_status: 'applied',
        application_at: APPLIED_AT,
        expected_mail_replied_at: REPLY_BY,
      };
      return jsonResponse(
        {
          job_application: {
            id: 1,
            job_description_id: 7,
            application_status: 'applied',
            application_at: APPLIED_AT,
            expected_mail_replied_at: REPLY_BY,
            mail_received_at: null,
          },
        },
        201,
      );
    },
    ...overrides,
  };
  const api = loggedIn ? loggedInApi(routes) : loggedOutApi(routes);
  const calls = (method: string, path: string) =>
    api.requests.filter((r: RecordedRequest) => r.method === method && r.path === path);
  return { api, state, calls };
}

const actions = () => screen.findByRole('region', { name: 'この求人へのアクション' });

describe('/jobs/{id}', { timeout: 20_000 }, () => {
  it('shows the whole posting: company, salary, conditions, stack and sections', async () => {
    const { calls } = jobApi();
    renderApp('/jobs/7?source=search');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'バックエンドエンジニア（Go）7' }),
    ).toBeTruthy();
    await waitFor(() =>
      expect(document.title).toBe('バックエンドエンジニア（Go）7（株式会社キセキ） | Kiseki'),
    );
    expect(new URL(calls('GET', JOB)[0]!.url, 'http://x').searchParams.get('source')).toBe(
      'search',
    );

    expect(screen.getAllByText('年収 500万〜800万円').length).toBeGreaterThan(0);
    const company = screen.getAllByRole('link', { name: /株式会社キセキ/ })[0]!;
    expect(company.getAttribute('href')).toBe('/companies/3');
    expect(screen.getByText('フルリモート（拠点：東京都）')).toBeTruthy();
    expect(screen.getByText('正社員')).toBeTruthy();
    expect(screen.getByText('自社開発')).toBeTruthy();
    expect(screen.getByText('バックエンドエンジニア')).toBeTruthy();

    const stack = screen.getByRole('region', { name: '技術スタック' });
    expect(within(stack).getByText('Go')).toBeTruthy();
    expect(within(stack).getByText('AWS')).toBeTruthy();
    expect(within(stack).getByText('インフラ・CI')).toBeTruthy();
    expect(within(stack).getByText('副業OK')).toBeTruthy();
    expect(within(stack).getByText('フレックス')).toBeTruthy();

    for (const [title, text] of [
      ['仕事内容', '決済APIの設計と実装。\nチームは5名です。'],
      ['必須スキル', 'Goでの開発経験3年以上'],
      ['歓迎スキル', 'AWSでの運用経験'],
      ['開発環境', 'Go / PostgreSQL / AWS'],
      ['働き方', 'フルリモート、フレックス'],
    ] as const) {
      const section = screen.getByRole('region', { name: title });
      expect(within(section).getByText((_, node) => node?.textContent === text)).toBeTruthy();
    }
    expect(screen.getByRole('link', { name: '面接対策' }).getAttribute('href')).toBe(
      '/jobs/7/interview-coaching',
    );
  });

  it('marks interest and takes it back, fetching the job again each time', async () => {
    const { calls, state } = jobApi();
    const user = userEvent.setup();
    renderApp('/jobs/7?source=suggestion');
    const panel = await actions();
    const react = within(panel).getByRole('button', { name: '興味あり' });
    expect(react.getAttribute('aria-pressed')).toBe('false');

    await user.click(react);
    await waitFor(() => expect(react.getAttribute('aria-pressed')).toBe('true'));
    expect(state.job.last_reacted_at).toBe(APPLIED_AT);
    const [posted] = calls('POST', `${JOB}/reaction`);
    expect(new URL(posted!.url, 'http://x').searchParams.get('source')).toBe('suggestion');
    expect(calls('GET', JOB)).toHaveLength(2);
    expect(screen.getAllByText('興味あり').length).toBeGreaterThan(1);

    await user.click(react);
    await waitFor(() => expect(react.getAttribute('aria-pressed')).toBe('false'));
    expect(calls('DELETE', `${JOB}/reaction`)).toHaveLength(1);
    expect(calls('GET', JOB)).toHaveLength(3);
  });

  it('keeps the reaction as it was and says so when it fails', async () => {
    jobApi({}, { overrides: { [`POST ${JOB}/reaction`]: { status: 500, json: null } } });
    const user = userEvent.setup();
    renderApp('/jobs/7');
    const panel = await actions();
    const react = within(panel).getByRole('button', { name: '興味あり' });
    await user.click(react);
    expect(
      await within(panel).findByText(
        '興味ありを更新できませんでした。時間をおいて再度お試しください。',
      ),
    ).toBeTruthy();
    expect(react.getAttribute('aria-pressed')).toBe('false');
    expect((react as HTMLButtonElement).disabled).toBe(false);
  });

  it('applies after a confirmation, then shows 応募済み and the expected reply date', async () => {
    const { calls } = jobApi();
    const user = userEvent.setup();
    renderApp('/jobs/7?source=search');
    const panel = await actions();
    await user.click(within(panel).getByRole('button', { name: '応募する' }));
    const dialog = await screen.findByRole('dialog', { name: 'この求人に応募しますか？' });
    expect(
      within(dialog).getByText(/株式会社キセキの「バックエンドエンジニア（Go）7」に応募します/),
    ).toBeTruthy();
    // Cancel first: nothing is sent.
    await user.click(within(dialog).getByRole('button', { name: 'キャンセル' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls('POST', '/api/job_applications/')).toHaveLength(0);

    await user.click(within(panel).getByRole('button', { name: '応募する' }));
    const again = await screen.findByRole('dialog', { name: 'この求人に応募しますか？' });
    await user.click(within(again).getByRole('button', { name: '応募する' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    const [sent] = calls('POST', '/api/job_applications/');
    expect(JSON.parse(sent!.body ?? '{}')).toEqual({ job_description_id: 7, source: 'search' });
    const status = await within(panel).findByRole('status');
    expect(within(status).getByText('応募済み')).toBeTruthy();
    expect(within(status).getByText('応募日：2026/01/02')).toBeTruthy();
    expect(within(status).getByText('企業からの返信予定日：2026/01/09')).toBeTruthy();
    expect(within(panel).queryByRole('button', { name: '応募する' })).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(status));
  });

  it('sets the error flag when applying fails, and the button stays usable', async () => {
    const { calls } = jobApi(
      {},
      {
        overrides: {
          'POST /api/job_applications/': { status: 503, json: null },
        },
      },
    );
    const user = userEvent.setup();
    renderApp('/jobs/7');
    const panel = await actions();
    await user.click(within(panel).getByRole('button', { name: '応募する' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: '応募する' }),
    );
    expect(
      await within(panel).findByText('応募できませんでした。時間をおいて再度お試しください。'),
    ).toBeTruthy();
    expect(within(panel).queryByText('応募済み')).toBeNull();
    const button = within(panel).getByRole('button', { name: '応募する' }) as HTMLButtonElement;
    expect(button.disabled).toBe(false);
    expect(calls('POST', '/api/job_applications/')).toHaveLength(1);
  });

  it('shows the server’s reason when it refuses the application', async () => {
    jobApi(
      {},
      {
        overrides: {
          'POST /api/job_applications/': {
            status: 409,
            json: { error: { code: 'conflict', message: 'この求人は募集を終了しました' } },
          },
        },
      },
    );
    const user = userEvent.setup();
    renderApp('/jobs/7');
    const panel = await actions();
    await user.click(within(panel).getByRole('button', { name: '応募する' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: '応募する' }),
    );
    expect(await within(panel).findByText('この求人は募集を終了しました')).toBeTruthy();
  });

  it('shows a closed job as 募集終了, without applying', async () => {
    jobApi({}, { isOfferingJob: false });
    renderApp('/jobs/7');
    const panel = await actions();
    expect(within(panel).getByText('募集終了')).toBeTruthy();
    expect(within(panel).getByText('この求人は募集を終了しました。')).toBeTruthy();
    expect(within(panel).queryByRole('button', { name: '応募する' })).toBeNull();
    expect(within(panel).queryByRole('button', { name: '興味あり' })).toBeNull();
  });

  it('keeps showing an application to a job that has closed since', async () => {
    jobApi(
      {
        application_status: 'applied',
        application_at: APPLIED_AT,
        expected_mail_replied_at: REPLY_BY,
      },
      { isOfferingJob: false },
    );
    renderApp('/jobs/7');
    const panel = await actions();
    expect(within(panel).getByText('企業からの返信予定日：2026/01/09')).toBeTruthy();
    expect(within(panel).queryByRole('button', { name: '応募する' })).toBeNull();
  });

  it('lets a visitor read the job and sends them to log in to act', async () => {
    const { calls } = jobApi({}, { loggedIn: false });
    const user = userEvent.setup();
    const { router } = renderApp('/jobs/7?source=share');
    const panel = await actions();
    expect(
      screen.getByRole('heading', { level: 1, name: 'バックエンドエンジニア（Go）7' }),
    ).toBeTruthy();
    expect(
      within(panel).getByText('ログインすると、興味ありの登録や応募ができます。'),
    ).toBeTruthy();
    await waitFor(() =>
      expect(
        (within(panel).getByRole('button', { name: '応募する' }) as HTMLButtonElement).disabled,
      ).toBe(false),
    );
    await user.click(within(panel).getByRole('button', { name: '応募する' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe('?next=%2Fjobs%2F7%3Fsource%3Dshare');
    expect(calls('POST', '/api/job_applications/')).toHaveLength(0);
  });

  it.each(['/jobs/999', '/jobs/abc'])('%s shows Not Found', async (path) => {
    jobApi();
    renderApp(path);
    expect(await screen.findByText('お探しのページは見つかりませんでした')).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('ページが見つかりません | Kiseki'));
  });
});
