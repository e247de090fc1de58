import {
  BLOGS_MAX,
  normaliseSnsAccount,
  PORTFOLIO_MESSAGES,
  SNS_LABELS,
  SNS_NAMES,
} from '@kiseki/contract/portfolio-rules';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { IMPORT_POLL_MS, snsAssociationsQuery } from '../../shared/api/connections';
import {
  association,
  blog,
  bodiesOf,
  connectionsApi,
} from '../../shared/ui/connections/test-server';
import { jsonResponse } from '../../test/api-mock';
import { renderApp } from '../../test/render-app';

const card = async (service: string) => screen.findByRole('article', { name: service });

async function openAccounts() {
  const view = renderApp('/accounts');
  expect(await screen.findByRole('heading', { level: 1, name: 'アカウント連携' })).toBeTruthy();
  await card('GitHub');
  return view;
}

describe('account normalisation (the contract rule the connect form uses)', () => {
  it.each([
    ['github', 'taro-kiseki', 'taro-kiseki'],
    ['github', '@taro-kiseki', 'taro-kiseki'],
    ['github', 'https://github.com/taro-kiseki', 'taro-kiseki'],
    ['github', 'github.com/taro-kiseki/', 'taro-kiseki'],
    ['qiita', 'https://qiita.com/taro_kiseki', 'taro_kiseki'],
    ['zenn', 'https://zenn.dev/@taro_kiseki', 'taro_kiseki'],
    ['connpass', 'https://connpass.com/user/taro-kiseki/', 'taro-kiseki'],
    ['teratail', 'https://teratail.com/users/taro-kiseki', 'taro-kiseki'],
    ['github', 'https://qiita.com/taro-kiseki', null],
    ['github', '-taro', null],
    ['qiita', 'taro kiseki', null],
  ] as const)('%s: %s → %s', (sns, typed, expected) => {
    expect(normaliseSnsAccount(sns, typed)).toBe(expected);
  });
});

describe('/accounts', { timeout: 20_000 }, () => {
  it('shows one card per service, each not connected, and the blogs section', async () => {
    connectionsApi();
    await openAccounts();
    for (const sns of SNS_NAMES) {
      const item = await card(SNS_LABELS[sns]);
      expect(within(item).getByText('未連携')).toBeTruthy();
      expect(
        within(item).getByRole('textbox', { name: `${SNS_LABELS[sns]}のアカウント名またはURL` }),
      ).toBeTruthy();
    }
    expect(screen.getByRole('heading', { level: 2, name: 'ブログ' })).toBeTruthy();
    expect(screen.getByText('まだブログは登録されていません。')).toBeTruthy();
    expect(screen.getByText(`0 / ${BLOGS_MAX}件`)).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('アカウント連携 | Kiseki'));
  });

  it('connects a profile URL as its bare account name and shows it waiting for import', async () => {
    const api = connectionsApi();
    const user = userEvent.setup();
    await openAccounts();
    const github = await card('GitHub');
    const input = within(github).getByRole('textbox', { name: 'GitHubのアカウント名またはURL' });
    await user.type(input, 'https://github.com/taro-kiseki');
    expect(within(github).getByText('「taro-kiseki」として連携します')).toBeTruthy();
    await user.click(within(github).getByRole('button', { name: '連携する' }));

    expect(await within(github).findByText('取り込み待ち')).toBeTruthy();
    expect(within(github).getByRole('link', { name: /taro-kiseki/ })).toBeTruthy();
    expect(bodiesOf(api.requests, 'POST', '/api/sns_association/')).toEqual([
      { sns_name: 'github', account: 'taro-kiseki' },
    ]);
    expect(
      await screen.findByText('GitHubを連携しました。アウトプットを取り込んでいます。'),
    ).toBeTruthy();
    // Something is connected now: the way to follow the building.
    expect(screen.getByRole('link', { name: '作成状況を見る' }).getAttribute('href')).toBe(
      '/user_building',
    );
  });

  it('refuses what is not an account before sending, and keeps what was typed', async () => {
    const api = connectionsApi();
    const user = userEvent.setup();
    await openAccounts();
    const qiita = await card('Qiita');
    const input = within(qiita).getByRole('textbox', { name: 'Qiitaのアカウント名またはURL' });
    await user.type(input, 'https://github.com/taro');
    await user.click(within(qiita).getByRole('button', { name: '連携する' }));
    expect(await within(qiita).findByText(PORTFOLIO_MESSAGES.accountInvalid)).toBeTruthy();
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect((input as HTMLInputElement).value).toBe('https://github.com/taro');
    expect(bodiesOf(api.requests, 'POST', '/api/sns_association/')).toEqual([]);

    // Empty is not an account either.
    await user.clear(input);
    await user.click(within(qiita).getByRole('button', { name: '連携する' }));
    expect(await within(qiita).findByText(PORTFOLIO_MESSAGES.accountInvalid)).toBeTruthy();
    expect(bodiesOf(api.requests, 'POST', '/api/sns_association/')).toEqual([]);
  });

  it('puts the server’s field message next to the field and loses nothing typed', async () => {
    connectionsApi(
      {},
      {
        'POST /api/sns_association/': {
          status: 400,
          json: {
            error: {
              code: 'validation_failed',
              message: '入力内容に誤りがあります。',
              fields: { account: ['このアカウントは連携できません。'] },
            },
          },
        },
      },
    );
    const user = userEvent.setup();
    await openAccounts();
    const zenn = await card('Zenn');
    const input = within(zenn).getByRole('textbox', { name: 'Zennのアカウント名またはURL' });
    await user.type(input, 'taro_kiseki');
    await user.click(within(zenn).getByRole('button', { name: '連携する' }));
    expect(await within(zenn).findByText('このアカウントは連携できません。')).toBeTruthy();
    expect((input as HTMLInputElement).value).toBe('taro_kiseki');
    expect(within(zenn).getByText('未連携')).toBeTruthy();
  });

  it('shows each import state: waiting, importing, done with count and time, failed with retry', async () => {
    connectionsApi({
      sns: [
        association('github', 'hanako', {
          status: 'done',
          imported_count: 12,
          last_imported_at: Date.UTC(2025, 3, 1, 1, 30) / 1000,
        }),
        association('qiita', 'hanako', { status: 'importing' }),
        association('zenn', 'hanako', { status: 'pending' }),
        association('note', 'hanako', {
          status: 'failed',
          error_message: 'アカウントが見つかりませんでした。アカウント名を確認してください。',
          next_retry_at: Date.UTC(2025, 3, 2, 3, 0) / 1000,
        }),
      ],
    });
    await openAccounts();
    const github = await card('GitHub');
    expect(within(github).getByText('取り込み済み 12件')).toBeTruthy();
    expect(within(github).getByText('最終取り込み 2025/04/01 10:30')).toBeTruthy();
    expect(within(await card('Qiita')).getByText('取り込み中')).toBeTruthy();
    expect(within(await card('Zenn')).getByText('取り込み待ち')).toBeTruthy();
    const note = await card('note');
    expect(within(note).getByText('取り込みに失敗しました')).toBeTruthy();
    expect(
      within(note).getByText('アカウントが見つかりませんでした。アカウント名を確認してください。'),
    ).toBeTruthy();
    expect(within(note).getByText('2025/04/02 12:00に自動で再試行します')).toBeTruthy();
    // 今すぐ取り込む waits while an import is on its way.
    expect(
      (within(github).getByRole('button', { name: 'GitHubを今すぐ取り込む' }) as HTMLButtonElement)
        .disabled,
    ).toBe(false);
    expect(
      (
        within(await card('Qiita')).getByRole('button', {
          name: 'Qiitaを今すぐ取り込む',
        }) as HTMLButtonElement
      ).disabled,
    ).toBe(true);
  });

  it('polls every 3 seconds only while something is pending or importing', () => {
    const interval = snsAssociationsQuery.refetchInterval as (query: unknown) => number | false;
    const withList = (statuses: string[]) => ({
      state: { data: { snsList: statuses.map((status) => ({ status })) } },
    });
    expect(IMPORT_POLL_MS).toBe(3000);
    expect(interval(withList(['done', 'pending']))).toBe(3000);
    expect(interval(withList(['importing']))).toBe(3000);
    expect(interval(withList(['done', 'failed']))).toBe(false);
    expect(interval({ state: { data: undefined } })).toBe(false);
  });

  it('follows an import to its end by asking again', async () => {
    const api = connectionsApi({ sns: [association('github', 'hanako', { status: 'importing' })] });
    await openAccounts();
    const github = await card('GitHub');
    expect(within(github).getByText('取り込み中')).toBeTruthy();
    api.state.sns = [association('github', 'hanako', { status: 'done', imported_count: 3 })];
    expect(await within(github).findByText('取り込み済み 3件', {}, { timeout: 6000 })).toBeTruthy();
  });

  it('imports again on 今すぐ取り込む', async () => {
    const api = connectionsApi({ sns: [association('github', 'hanako', { status: 'done' })] });
    const user = userEvent.setup();
    await openAccounts();
    const github = await card('GitHub');
    await user.click(within(github).getByRole('button', { name: 'GitHubを今すぐ取り込む' }));
    expect(await within(github).findByText('取り込み待ち')).toBeTruthy();
    expect(api.callsTo('/api/sns_association/github/refresh')).toBe(1);
  });

  it('disconnects after a confirmation that says the outputs go too', async () => {
    const api = connectionsApi({ sns: [association('github', 'hanako', { status: 'done' })] });
    const user = userEvent.setup();
    await openAccounts();
    const github = await card('GitHub');
    await user.click(within(github).getByRole('button', { name: 'GitHubの連携を解除' }));
    const dialog = await screen.findByRole('dialog', { name: 'GitHubの連携を解除しますか？' });
    expect(within(dialog).getByText(/取り込んだアウトプットも/)).toBeTruthy();
    // Cancel first: nothing is sent.
    await user.click(within(dialog).getByRole('button', { name: 'キャンセル' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callsTo('/api/sns_association/github/')).toBe(0);

    await user.click(within(github).getByRole('button', { name: 'GitHubの連携を解除' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: '連携を解除する' }),
    );
    expect(await screen.findByText('GitHubの連携を解除しました')).toBeTruthy();
    expect(await within(await card('GitHub')).findByText('未連携')).toBeTruthy();
    expect(api.requests.some((r) => r.method === 'DELETE')).toBe(true);
  });
});

describe('/accounts blogs', { timeout: 20_000 }, () => {
  it('adds a blog by URL, checked by the contract rule first', async () => {
    const api = connectionsApi();
    const user = userEvent.setup();
    await openAccounts();
    const form = screen.getByRole('form', { name: 'ブログを追加' });
    const input = within(form).getByRole('textbox', { name: 'ブログのURL' });
    await user.type(input, 'ftp://example.com');
    await user.click(within(form).getByRole('button', { name: '追加する' }));
    expect(await within(form).findByText(PORTFOLIO_MESSAGES.blogUrlInvalid)).toBeTruthy();
    expect(bodiesOf(api.requests, 'POST', '/api/blogs/')).toEqual([]);

    await user.clear(input);
    await user.type(input, 'https://blog.example.com/');
    await user.click(within(form).getByRole('button', { name: '追加する' }));
    expect(await screen.findByText('ブログを登録しました。記事を取り込んでいます。')).toBeTruthy();
    expect(bodiesOf(api.requests, 'POST', '/api/blogs/')).toEqual([
      { url: 'https://blog.example.com/' },
    ]);
    const list = await screen.findByRole('list', { name: '登録したブログ' });
    expect(within(list).getByRole('link', { name: /blog\.example\.com/ })).toBeTruthy();
    expect((input as HTMLInputElement).value).toBe('');
  });

  it('shows the server’s duplicate message on the field and keeps the URL', async () => {
    connectionsApi(
      {},
      {
        'POST /api/blogs/': {
          status: 400,
          json: {
            error: {
              code: 'validation_failed',
              message: '入力内容に誤りがあります。',
              fields: { url: [PORTFOLIO_MESSAGES.blogDuplicate] },
            },
          },
        },
      },
    );
    const user = userEvent.setup();
    await openAccounts();
    const form = screen.getByRole('form', { name: 'ブログを追加' });
    const input = within(form).getByRole('textbox', { name: 'ブログのURL' });
    await user.type(input, 'https://blog.example.com/');
    await user.click(within(form).getByRole('button', { name: '追加する' }));
    expect(await within(form).findByText(PORTFOLIO_MESSAGES.blogDuplicate)).toBeTruthy();
    expect((input as HTMLInputElement).value).toBe('https://blog.example.com/');
  });

  it('shows the discovered feed and title, changes the URL and deletes after confirmation', async () => {
    const api = connectionsApi({
      blogs: [
        blog(1, 'https://blog.example.com/', {
          title: '太郎の技術ブログ',
          feed_url: 'https://blog.example.com/feed.xml',
          status: 'done',
          imported_count: 8,
        }),
      ],
    });
    const user = userEvent.setup();
    await openAccounts();
    const item = await screen.findByRole('article', { name: '太郎の技術ブログ' });
    expect(within(item).getByText('https://blog.example.com/feed.xml')).toBeTruthy();
    expect(within(item).getByText('取り込み済み 8件')).toBeTruthy();

    await user.click(
      within(item).getByRole('button', { name: 'https://blog.example.com/ のURLを変更' }),
    );
    const edit = within(item).getByRole('textbox', { name: '新しいURL' });
    await user.clear(edit);
    await user.type(edit, 'https://tech.example.com/');
    await user.click(within(item).getByRole('button', { name: '保存する' }));
    expect(await screen.findByText('ブログのURLを変更しました')).toBeTruthy();
    expect(bodiesOf(api.requests, 'PUT', '/api/blogs/')).toEqual([
      { id: 1, url: 'https://tech.example.com/' },
    ]);

    const changed = await screen.findByRole('article', { name: 'タイトルを取得しています' });
    await user.click(
      within(changed).getByRole('button', { name: 'https://tech.example.com/ を削除' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'このブログを削除しますか？' });
    await user.click(within(dialog).getByRole('button', { name: '削除する' }));
    expect(await screen.findByText('まだブログは登録されていません。')).toBeTruthy();
    expect(api.requests.find((r) => r.method === 'DELETE')?.url).toContain('id=1');
  });

  it(`stops offering to add at ${BLOGS_MAX} blogs`, async () => {
    connectionsApi({
      blogs: Array.from({ length: BLOGS_MAX }, (_, i) =>
        blog(i + 1, `https://blog${i}.example.com/`, { status: 'done' }),
      ),
    });
    await openAccounts();
    expect(await screen.findByText(PORTFOLIO_MESSAGES.blogsTooMany)).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'ブログを追加' })).toBeNull();
    expect(screen.getByText(`${BLOGS_MAX} / ${BLOGS_MAX}件`)).toBeTruthy();
  });

  it('says so when the lists cannot be read, and tries again', async () => {
    let fail = true;
    connectionsApi(
      {},
      {
        'GET /api/sns_association/': () =>
          fail
            ? jsonResponse({ error: { code: 'forbidden', message: 'x' } }, 403)
            : jsonResponse({ sns_name_list: [], sns_list: [] }),
      },
    );
    const user = userEvent.setup();
    renderApp('/accounts');
    expect(await screen.findByText(/連携の状態を読み込めませんでした。/)).toBeTruthy();
    fail = false;
    await user.click(screen.getByRole('button', { name: '再読み込み' }));
    expect(await card('GitHub')).toBeTruthy();
  });
});
