import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../test/render-app';
import { recruiterApi } from '../test-api';

const T0 = 1_767_312_000;

const dashboardWire = {
  interests: { sent_last_30_days: 4, sent_total: 10, reacted_total: 6, reaction_rate_percent: 60 },
  scouts: { sent_last_30_days: 1, sent_total: 3, replied_total: 0, reply_rate_percent: 0 },
  threads: {
    open_count: 5,
    awaiting_reply: [
      {
        thread_id: 41,
        person: { user_id: 7, display_name: '山田 花子' },
        waiting_since: T0,
        waiting_days: 15,
      },
    ],
  },
};

describe('the console dashboard', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows response rates, threads left waiting and the latest outreach', async () => {
    recruiterApi({
      '/api/company/dashboard': { json: dashboardWire },
      '/api/company/interests': {
        json: {
          interests: [
            {
              id: 1,
              user_id: 7,
              display_name: '山田 花子',
              job_description: { id: 9, title: 'バックエンドエンジニア' },
              created_at: T0,
              relative_time_label: '3日前',
              reaction_level: 2,
              reacted_at: T0,
            },
            {
              id: 2,
              user_id: 8,
              display_name: '佐藤 一郎',
              job_description: null,
              created_at: T0,
              relative_time_label: '24時間以内',
              reaction_level: null,
              reacted_at: null,
            },
          ],
        },
      },
      '/api/company/career_update_requests': {
        json: {
          career_update_requests: [
            {
              id: 3,
              user_id: 8,
              display_name: '佐藤 一郎',
              message: '直近のご経歴を教えてください。',
              created_at: T0,
              relative_time_label: '5日前',
              resolved_at: null,
              resolution: null,
            },
          ],
        },
      },
    });
    renderApp('/company');

    const rates = await screen.findByRole('region', { name: '反応の状況' });
    expect(await within(rates).findByText('60%')).toBeTruthy();
    expect(within(rates).getByText('10件中 6件に回答（直近30日の送信 4件）')).toBeTruthy();
    expect(within(rates).getByText('0%')).toBeTruthy();
    expect(within(rates).getByText('5件')).toBeTruthy();

    const waiting = screen.getByRole('region', { name: '返信が止まっているスレッド' });
    const link = within(waiting).getByRole('link', { name: '山田 花子' });
    expect(link.getAttribute('href')).toBe('/company/threads/41');
    expect(within(waiting).getByText('15日返信なし')).toBeTruthy();

    const interests = screen.getByRole('region', { name: '送った「気になる」' });
    expect(await within(interests).findByText('話を聞きたい')).toBeTruthy();
    expect(within(interests).getByText('未回答')).toBeTruthy();
    expect(within(interests).getByText('求人：バックエンドエンジニア')).toBeTruthy();

    const requests = screen.getByRole('region', { name: '経歴更新リクエスト' });
    expect(await within(requests).findByText('回答待ち')).toBeTruthy();
    expect(within(requests).getByText('直近のご経歴を教えてください。')).toBeTruthy();
  });

  it('says plainly when nothing was sent yet, and when no reply is overdue', async () => {
    recruiterApi({
      '/api/company/dashboard': {
        json: {
          interests: {
            sent_last_30_days: 0,
            sent_total: 0,
            reacted_total: 0,
            reaction_rate_percent: null,
          },
          scouts: {
            sent_last_30_days: 0,
            sent_total: 0,
            replied_total: 0,
            reply_rate_percent: null,
          },
          threads: { open_count: 0, awaiting_reply: [] },
        },
      },
      '/api/company/interests': { json: { interests: [] } },
      '/api/company/career_update_requests': { json: { career_update_requests: [] } },
    });
    renderApp('/company');
    expect(await screen.findByText('14日以上返信していないスレッドはありません。')).toBeTruthy();
    expect(screen.getAllByText('―')).toHaveLength(2);
    expect(await screen.findByText(/まだ「気になる」を送っていません/)).toBeTruthy();
    expect(screen.getByText('まだ経歴更新リクエストを送っていません。')).toBeTruthy();
  });

  it('offers a retry when the figures cannot be loaded, after the retries', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    recruiterApi({
      '/api/company/dashboard': {
        status: 500,
        json: { error: { code: 'internal', message: 'x' } },
      },
      '/api/company/interests': { json: { interests: [] } },
      '/api/company/career_update_requests': { json: { career_update_requests: [] } },
    });
    renderApp('/company');
    const rates = await screen.findByRole('region', { name: '反応の状況' });
    await vi.advanceTimersByTimeAsync(30_000);
    expect(await within(rates).findByText(/読み込めませんでした。/)).toBeTruthy();
    expect(within(rates).getByRole('button', { name: '再読み込み' })).toBeTruthy();
  });
});
