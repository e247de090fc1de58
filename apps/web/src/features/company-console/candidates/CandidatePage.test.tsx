import { INTEREST_MESSAGES } from '@kiseki/contract/interests';
import { THREAD_MESSAGES, templateScoutMessage } from '@kiseki/contract/threads';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, type MockReply, type RecordedRequest } from '../../../test/api-mock';
import { renderApp } from '../../../test/render-app';
import { detailWire, NOW_SECONDS, recruiterApi } from './test-fixtures';

const PAGE = '/api/company/candidates/7';

const conflict = (message: string): MockReply => ({
  status: 409,
  json: { error: { code: 'conflict', message } },
});

/** A recruiter on candidate 7's page; `routes` add or replace answers. */
function openPage(
  routes: Record<string, MockReply> = {},
  detail: Parameters<typeof detailWire>[0] = {},
) {
  const api = recruiterApi({
    [`GET ${PAGE}`]: { json: { candidate: detailWire(detail) } },
    ...routes,
  });
  const user = userEvent.setup();
  const view = renderApp('/company/candidates/7');
  const posted = (path: string) =>
    api.requests.filter((request) => request.method === 'POST' && request.path === path);
  return { ...view, api, user, posted };
}

const bodyOf = (request: RecordedRequest | undefined) => JSON.parse(request?.body ?? 'null');
const actions = () => screen.findByRole('region', { name: 'アプローチ' });

describe('/company/candidates/:userId', { timeout: 30_000 }, () => {
  it('shows the profile, skills, career, want-to-do, scores and outputs', async () => {
    openPage();
    expect(await screen.findByRole('heading', { level: 1, name: '山田 アリス' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('山田 アリス | Kiseki'));
    expect(screen.getByText('転職したい')).toBeTruthy();
    expect(screen.getByText('Goで決済基盤を作っています。')).toBeTruthy();
    expect(screen.getByText('決済APIの設計から運用まで担当。')).toBeTruthy();
    expect(screen.getByText('大規模なバックエンドの設計に関わりたい。')).toBeTruthy();

    const career = screen.getByRole('region', { name: '職務経歴' });
    expect(within(career).getByText('株式会社サンプルテック')).toBeTruthy();
    expect(within(career).getByText('2018年4月〜現在')).toBeTruthy();
    expect(within(career).getByText('バックエンドエンジニア / テックリード')).toBeTruthy();

    const skills = screen.getByRole('region', { name: 'スキル' });
    expect(within(skills).getByText('レベル4：人に教えられる')).toBeTruthy();

    const scores = screen.getByRole('region', { name: 'スコア' });
    expect(within(scores).getByText('総合').nextElementSibling?.textContent).toBe('3.65');
    expect(within(scores).getByText('上位25%')).toBeTruthy();
    expect(within(scores).getByText('GitHub').nextElementSibling?.textContent).toBe('スコアなし');

    const outputs = screen.getByRole('region', { name: 'アウトプット' });
    const link = within(outputs).getByRole('link', { name: /Goで書く決済API/ });
    expect(link.getAttribute('href')).toBe('https://qiita.com/alice/items/go-backend');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');

    const back = screen.getByRole('link', { name: 'エンジニア検索に戻る' });
    expect(back.getAttribute('href')).toBe('/company/candidates');
  });

  it('says the engineer was not found for a hidden, blocked or unknown person', async () => {
    recruiterApi({
      [`GET ${PAGE}`]: {
        status: 404,
        json: { error: { code: 'not_found', message: 'この候補者は見つかりませんでした。' } },
      },
    });
    renderApp('/company/candidates/7');
    expect(await screen.findByText(INTEREST_MESSAGES.candidateNotFound)).toBeTruthy();
    expect(
      screen.getByRole('heading', { level: 1, name: 'エンジニアが見つかりません' }),
    ).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'アプローチ' })).toBeNull();
  });

  it('marks interest with the chosen job and then shows it as sent, and later the reaction', async () => {
    const { user, posted } = openPage({
      'POST /api/company/candidates/7/interest': {
        status: 201,
        json: {
          interest: {
            id: 5,
            user_id: 7,
            display_name: '山田 アリス',
            job_description: { id: 12, title: 'SRE' },
            created_at: NOW_SECONDS,
            relative_time_label: '24時間以内',
            reaction_level: null,
            reacted_at: null,
          },
          notified: true,
        },
      },
    });
    const panel = await actions();
    await user.selectOptions(await within(panel).findByLabelText('求人を添える（任意）'), 'SRE');
    await user.click(within(panel).getByRole('button', { name: '気になる' }));

    await waitFor(() => expect(posted('/api/company/candidates/7/interest')).toHaveLength(1));
    expect(bodyOf(posted('/api/company/candidates/7/interest')[0])).toEqual({
      job_description_id: 12,
    });
    const sent = await within(panel).findByRole('button', { name: '気になる送信済み' });
    expect((sent as HTMLButtonElement).disabled).toBe(true);
    expect(within(panel).getByText('添えた求人：SRE')).toBeTruthy();
    expect(within(panel).getByText('まだ反応はありません。')).toBeTruthy();
    expect(within(panel).getByRole('status').textContent).toBe(
      '「気になる」を送りました。反応があるとこの画面に表示されます。',
    );
  });

  it('shows the reaction, and offers a first message only after a positive one', async () => {
    const { user } = openPage(
      {},
      {
        relation: {
          interest: {
            created_at: NOW_SECONDS - 86_400,
            job_description_id: null,
            reaction_level: 2,
            reacted_at: NOW_SECONDS,
          },
          thread: null,
        },
      },
    );
    const panel = await actions();
    expect(within(panel).getByText('反応：話を聞きたい')).toBeTruthy();
    await user.click(within(panel).getByRole('button', { name: 'メッセージを送る' }));
    expect(
      await screen.findByRole('dialog', { name: '山田 アリスさんにメッセージを送る' }),
    ).toBeTruthy();
  });

  it('links to the thread that exists instead of offering a scout or a first message', async () => {
    openPage(
      {},
      {
        relation: {
          interest: {
            created_at: NOW_SECONDS,
            job_description_id: null,
            reaction_level: 1,
            reacted_at: NOW_SECONDS,
          },
          thread: { id: 40, status: 'open' },
        },
      },
    );
    const panel = await actions();
    expect(within(panel).getByRole('link', { name: 'メッセージを見る' }).getAttribute('href')).toBe(
      '/company/threads/40',
    );
    expect(within(panel).queryByRole('button', { name: 'スカウトを送る' })).toBeNull();
    expect(within(panel).queryByRole('button', { name: 'メッセージを送る' })).toBeNull();
  });

  it('does not offer a first message without a positive reaction', async () => {
    openPage();
    const panel = await actions();
    expect(within(panel).getByRole('button', { name: 'スカウトを送る' })).toBeTruthy();
    expect(within(panel).queryByRole('button', { name: 'メッセージを送る' })).toBeNull();
  });

  describe('the scout dialog', () => {
    const fillScout = async (
      user: ReturnType<typeof userEvent.setup>,
      values: { min?: string; max?: string; body?: string },
    ) => {
      await user.click(within(await actions()).getByRole('button', { name: 'スカウトを送る' }));
      const dialog = await screen.findByRole('dialog', { name: '山田 アリスさんにスカウトを送る' });
      await user.selectOptions(
        await within(dialog).findByLabelText('スカウトする求人'),
        'バックエンドエンジニア（Go）',
      );
      if (values.min)
        await user.type(within(dialog).getByLabelText('提示年収の下限（万円）'), values.min);
      if (values.max)
        await user.type(within(dialog).getByLabelText('提示年収の上限（万円）'), values.max);
      if (values.body) await user.type(within(dialog).getByLabelText('メッセージ'), values.body);
      await user.click(within(dialog).getByRole('button', { name: 'スカウトを送信' }));
      return dialog;
    };

    it('asks for the salary range before sending anything', async () => {
      const { user, posted } = openPage();
      const dialog = await fillScout(user, { body: 'Goのご経験を拝見しました。' });
      expect(await within(dialog).findAllByText(THREAD_MESSAGES.salaryRequired)).toHaveLength(2);
      const min = within(dialog).getByLabelText('提示年収の下限（万円）');
      expect(min.getAttribute('aria-invalid')).toBe('true');
      expect(posted('/api/company/scouts')).toHaveLength(0);

      // Closing and reopening finds the draft as it was left.
      await user.click(within(dialog).getByRole('button', { name: 'キャンセル' }));
      await user.click(within(await actions()).getByRole('button', { name: 'スカウトを送る' }));
      const again = await screen.findByRole('dialog', { name: '山田 アリスさんにスカウトを送る' });
      expect((within(again).getByLabelText('メッセージ') as HTMLTextAreaElement).value).toBe(
        'Goのご経験を拝見しました。',
      );
    });

    it('says a template scout was refused and keeps every word typed', async () => {
      const refusal = templateScoutMessage(92);
      const { user, posted, router } = openPage({
        'POST /api/company/scouts': conflict(refusal),
      });
      const body = 'はじめまして。弊社のバックエンドチームでご活躍いただけると考えています。';
      const dialog = await fillScout(user, { min: '600', max: '900', body });
      expect((await within(dialog).findByRole('alert')).textContent).toBe(refusal);
      expect(bodyOf(posted('/api/company/scouts')[0])).toEqual({
        user_id: 7,
        job_description_id: 11,
        salary_min: 600,
        salary_max: 900,
        body,
      });
      expect((within(dialog).getByLabelText('メッセージ') as HTMLTextAreaElement).value).toBe(body);
      expect(
        (within(dialog).getByLabelText('提示年収の下限（万円）') as HTMLInputElement).value,
      ).toBe('600');
      expect(screen.getByRole('dialog')).toBe(dialog);
      expect(router.state.location.pathname).toBe('/company/candidates/7');
    });

    it('links to a thread a colleague started meanwhile, once the refusal is closed', async () => {
      let reads = 0;
      const { user } = openPage({
        [`GET ${PAGE}`]: () => {
          reads += 1;
          const thread = reads > 1 ? { id: 41, status: 'open' as const } : null;
          return jsonResponse({ candidate: detailWire({ relation: { interest: null, thread } }) });
        },
        'POST /api/company/scouts': conflict(THREAD_MESSAGES.threadExists),
      });
      const dialog = await fillScout(user, {
        min: '600',
        max: '900',
        body: 'ご経験を拝見しました。',
      });
      expect((await within(dialog).findByRole('alert')).textContent).toBe(
        THREAD_MESSAGES.threadExists,
      );
      // Still open and unchanged until the recruiter closes it.
      expect(reads).toBe(1);
      await user.click(within(dialog).getByRole('button', { name: 'キャンセル' }));
      const link = await within(await actions()).findByRole('link', { name: 'メッセージを見る' });
      expect(link.getAttribute('href')).toBe('/company/threads/41');
    });

    it('opens the new thread once the scout is sent', async () => {
      const { user, router } = openPage({
        'POST /api/company/scouts': {
          status: 201,
          json: {
            thread_id: 88,
            message: {
              id: 1,
              side: 'company',
              sender_name: '採用 太郎',
              body: 'x',
              created_at: NOW_SECONDS,
            },
          },
        },
      });
      await fillScout(user, { min: '６００', max: '900', body: 'Goのご経験を拝見しました。' });
      await waitFor(() => expect(router.state.location.pathname).toBe('/company/threads/88'));
    });
  });

  it('shows the server’s reason when a career-update request is still open, keeping the text', async () => {
    const { user, posted } = openPage({
      'POST /api/company/candidates/7/career_update_requests': conflict(
        INTEREST_MESSAGES.careerRequestAlreadyOpen,
      ),
    });
    await user.click(
      within(await actions()).getByRole('button', { name: '経歴の更新をリクエスト' }),
    );
    const dialog = await screen.findByRole('dialog', { name: '経歴の更新をリクエスト' });
    await user.click(within(dialog).getByRole('button', { name: 'リクエストを送信' }));
    expect(
      await within(dialog).findByText(INTEREST_MESSAGES.careerRequestMessageRequired),
    ).toBeTruthy();
    expect(posted('/api/company/candidates/7/career_update_requests')).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('メッセージ'), '直近のご経験を教えてください。');
    await user.click(within(dialog).getByRole('button', { name: 'リクエストを送信' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      INTEREST_MESSAGES.careerRequestAlreadyOpen,
    );
    expect((within(dialog).getByLabelText('メッセージ') as HTMLTextAreaElement).value).toBe(
      '直近のご経験を教えてください。',
    );
  });

  it('confirms a sent career-update request in the status line', async () => {
    const { user, posted } = openPage({
      'POST /api/company/candidates/7/career_update_requests': {
        status: 201,
        json: {
          career_update_request: {
            id: 3,
            user_id: 7,
            display_name: '山田 アリス',
            message: '直近のご経験を教えてください。',
            created_at: NOW_SECONDS,
            relative_time_label: '24時間以内',
            resolved_at: null,
            resolution: null,
          },
        },
      },
    });
    const panel = await actions();
    await user.click(within(panel).getByRole('button', { name: '経歴の更新をリクエスト' }));
    const dialog = await screen.findByRole('dialog', { name: '経歴の更新をリクエスト' });
    await user.type(within(dialog).getByLabelText('メッセージ'), '直近のご経験を教えてください。');
    await user.click(within(dialog).getByRole('button', { name: 'リクエストを送信' }));
    await waitFor(() =>
      expect(within(panel).getByRole('status').textContent).toBe(
        '経歴更新リクエストを送りました。',
      ),
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(bodyOf(posted('/api/company/candidates/7/career_update_requests')[0])).toEqual({
      message: '直近のご経験を教えてください。',
    });
  });
});
