import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { loggedInApi } from '../../test/api-mock';
import { renderApp } from '../../test/render-app';
import { threadSummaryWire } from './test-fixtures';

const row = (name: string) => screen.findByRole('article', { name });

describe('/messages', { timeout: 20_000 }, () => {
  it('lists the threads with company, job, last message, unread mark, label and status', async () => {
    loggedInApi({
      '/api/threads/': {
        json: {
          threads: [
            threadSummaryWire(3, {
              unread: true,
              origin: 'scout',
              job: { id: 9, title: 'SREリード' },
            }),
            threadSummaryWire(2, {
              last_message: { side: 'person', preview: 'ありがとうございます', created_at: 1 },
              relative_time_label: '5日前',
            }),
            threadSummaryWire(1, { status: 'declined', relative_time_label: '1ヶ月以上前' }),
            threadSummaryWire(4, { status: 'closed', last_message: null }),
          ],
        },
      },
    });
    renderApp('/messages');
    expect(await screen.findByRole('heading', { level: 1, name: 'メッセージ' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('メッセージ | Kiseki'));

    const scout = await row('株式会社スレッド3');
    expect(
      within(scout).getByRole('link', { name: '株式会社スレッド3' }).getAttribute('href'),
    ).toBe('/messages/3');
    expect(within(scout).getByText('未読')).toBeTruthy();
    expect(within(scout).getByText('スカウト')).toBeTruthy();
    expect(within(scout).getByText('求人：SREリード')).toBeTruthy();
    expect(within(scout).getByText('最後のメッセージ3')).toBeTruthy();
    expect(within(scout).getByText('24時間以内')).toBeTruthy();

    const mine = await row('株式会社スレッド2');
    expect(within(mine).queryByText('未読')).toBeNull();
    expect(within(mine).getByText('あなた：')).toBeTruthy();
    expect(within(mine).getByText('ありがとうございます')).toBeTruthy();
    expect(within(mine).getByText('5日前')).toBeTruthy();

    const declined = await row('株式会社スレッド1');
    expect(within(declined).getByText('辞退')).toBeTruthy();
    expect(within(declined).getByText('1ヶ月以上前')).toBeTruthy();
    const closed = await row('株式会社スレッド4');
    expect(within(closed).getByText('終了')).toBeTruthy();
    expect(within(closed).getByText('まだメッセージはありません')).toBeTruthy();

    expect(screen.getByText('4件（未読 1件）')).toBeTruthy();
    expect(
      screen.getAllByRole('article').map((article) => article.querySelector('h2')?.textContent),
    ).toEqual(['株式会社スレッド3', '株式会社スレッド2', '株式会社スレッド1', '株式会社スレッド4']);
  });

  it('shows an empty state in Japanese', async () => {
    loggedInApi({ '/api/threads/': { json: { threads: [] } } });
    renderApp('/messages');
    expect(await screen.findByText('まだ企業とのメッセージはありません')).toBeTruthy();
    expect(screen.getByRole('link', { name: '届いた興味通知を見る' }).getAttribute('href')).toBe(
      '/interest-notifications',
    );
  });

  it('offers a retry when the list cannot be loaded', async () => {
    loggedInApi({ '/api/threads/': { status: 404, json: null } });
    renderApp('/messages');
    expect(await screen.findByText(/メッセージを読み込めませんでした。/)).toBeTruthy();
    expect(screen.getByRole('button', { name: '再読み込み' })).toBeTruthy();
  });
});
