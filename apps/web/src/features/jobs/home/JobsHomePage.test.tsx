import type { JobSuggestionListWire } from '@kiseki/contract/jobs';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jobSummaryWire } from '../../../shared/ui/jobs/test-fixtures';
import { jsonResponse, loggedInApi, type MockReply } from '../../../test/api-mock';
import { renderApp } from '../../../test/render-app';

const LIST = '/api/job_description_suggestions/';
const STATUS = '/api/job_description_suggestions/status/';
const SEEN = '/api/job_description_suggestions/seen';
const COMPLETED_AT = 1_767_312_000; // 2026/01/02

const suggestionList = (
  generationStatus: number,
  overrides: Partial<JobSuggestionListWire> = {},
): JobSuggestionListWire => ({
  suggestion_request_id: generationStatus === 0 ? null : 5,
  generation_status: generationStatus,
  completed_at: generationStatus === 2 ? COMPLETED_AT : null,
  is_seen: false,
  suggestions:
    generationStatus === 2
      ? [
          {
            job_description: jobSummaryWire(11, { title: 'Goでつくる決済基盤' }),
            match_score: 86,
            reasons: ['Goの経験が活かせる', 'フルリモートの希望に合う', '希望年収600万円に届く'],
          },
        ]
      : [],
  ...overrides,
});

/**
 * The suggestion endpoints over a small server: POST starts a generation that the status
 * reports REQUESTED for `pollsUntilDone` polls, then COMPLETED; PUT seen marks it seen.
 */
function suggestionsApi({
  start = 0,
  seen = false,
  pollsUntilDone = 1,
  overrides = {},
}: {
  start?: number;
  seen?: boolean;
  pollsUntilDone?: number;
  overrides?: Record<string, MockReply>;
} = {}) {
  const server = { status: start, seen, polls: 0 };
  const status = () => ({
    latest_suggestion_request_id: server.status === 0 ? null : 5,
    generation_status: server.status,
    active_count: server.status === 2 ? 1 : 0,
    completed_at: server.status === 2 ? COMPLETED_AT : null,
    is_seen: server.seen,
  });
  const api = loggedInApi({
    [`GET ${LIST}`]: () => jsonResponse(suggestionList(server.status, { is_seen: server.seen })),
    [`POST ${LIST}`]: () => {
      server.status = 1;
      server.seen = false;
      return jsonResponse(status(), 202);
    },
    [`GET ${STATUS}`]: () => {
      if (server.status === 1) {
        server.polls += 1;
        if (server.polls > pollsUntilDone) server.status = 2;
      }
      return jsonResponse(status());
    },
    [`PUT ${SEEN}`]: () => {
      server.seen = true;
      return jsonResponse(status());
    },
    'GET /api/job_applications/': { json: { job_applications: [] } },
    'GET /api/job_descriptions/reacted': { json: { job_descriptions: [] } },
    'GET /api/job_descriptions/recent': { json: { job_descriptions: [] } },
    ...overrides,
  });
  return { api, server };
}

const section = (name: string) => screen.findByRole('region', { name });
const dot = () => screen.queryByTestId('jobs-dot');

describe('/jobs/home', { timeout: 30_000 }, () => {
  it('asks for suggestions, shows progress while they are made, then lists them with reasons', async () => {
    const { api, server } = suggestionsApi({ pollsUntilDone: 1 });
    const user = userEvent.setup();
    renderApp('/jobs/home');
    expect(await screen.findByRole('heading', { level: 1, name: '求人' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('求人 | Kiseki'));
    const suggestions = await section('あなたへのおすすめ求人');
    await user.click(
      await within(suggestions).findByRole('button', { name: 'おすすめ求人を探す' }),
    );

    expect(await within(suggestions).findByText(/あなたに合う求人を探しています/)).toBeTruthy();
    // The status is polled until the server has finished.
    const card = await within(suggestions).findByRole(
      'article',
      { name: 'Goでつくる決済基盤' },
      { timeout: 10_000 },
    );
    expect(server.polls).toBeGreaterThanOrEqual(2);
    expect(within(card).getByText('86%')).toBeTruthy();
    expect(within(card).getByText('年収 500万〜800万円')).toBeTruthy();
    const reasons = within(card).getByRole('list', { name: 'おすすめの理由' });
    expect(
      within(reasons)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Goの経験が活かせる', 'フルリモートの希望に合う', '希望年収600万円に届く']);
    expect(
      within(card).getByRole('link', { name: 'Goでつくる決済基盤' }).getAttribute('href'),
    ).toBe('/jobs/11?source=suggestion');
    expect(within(suggestions).getByText('2026/01/02に作成')).toBeTruthy();
    // Shown, so marked seen.
    await waitFor(() => expect(api.callsTo(SEEN)).toBe(1));
    expect(server.seen).toBe(true);
  });

  it('clears the header dot once the completed suggestions are shown', async () => {
    const { api } = suggestionsApi({ start: 2, seen: false });
    const { router } = renderApp('/person');
    // Elsewhere, the dot says there is something new.
    await waitFor(() => expect(dot()).not.toBeNull());
    await router.navigate('/jobs/home');
    const suggestions = await section('あなたへのおすすめ求人');
    expect(
      await within(suggestions).findByRole('article', { name: 'Goでつくる決済基盤' }),
    ).toBeTruthy();
    await waitFor(() => expect(api.callsTo(SEEN)).toBe(1));
    const put = api.requests.find((r) => r.path === SEEN);
    expect(put?.method).toBe('PUT');
    await waitFor(() => expect(dot()).toBeNull());
  });

  it('resumes waiting after a reload while a generation runs', async () => {
    const { server } = suggestionsApi({ start: 1, pollsUntilDone: 0 });
    renderApp('/jobs/home');
    const suggestions = await section('あなたへのおすすめ求人');
    expect(await within(suggestions).findByRole('status')).toBeTruthy();
    expect(
      await within(suggestions).findByRole(
        'article',
        { name: 'Goでつくる決済基盤' },
        { timeout: 10_000 },
      ),
    ).toBeTruthy();
    expect(server.status).toBe(2);
  });

  it('says when a generation failed and lets the person try again', async () => {
    const { api } = suggestionsApi({
      overrides: { [`GET ${LIST}`]: { json: suggestionList(3) } },
    });
    const user = userEvent.setup();
    renderApp('/jobs/home');
    const suggestions = await section('あなたへのおすすめ求人');
    expect(
      await within(suggestions).findByText(
        'おすすめ求人を作成できませんでした。もう一度お試しください。',
      ),
    ).toBeTruthy();
    await user.click(within(suggestions).getByRole('button', { name: 'おすすめ求人を探す' }));
    await waitFor(() =>
      expect(api.requests.filter((r) => r.method === 'POST' && r.path === LIST)).toHaveLength(1),
    );
  });

  it('keeps the previous suggestions on screen when a new attempt failed', async () => {
    const previous = suggestionList(2).suggestions;
    suggestionsApi({
      overrides: {
        [`GET ${LIST}`]: {
          json: suggestionList(3, { suggestions: previous, completed_at: COMPLETED_AT }),
        },
      },
    });
    renderApp('/jobs/home');
    const suggestions = await section('あなたへのおすすめ求人');
    expect(
      await within(suggestions).findByText(
        'おすすめ求人を作成できませんでした。もう一度お試しください。',
      ),
    ).toBeTruthy();
    expect(within(suggestions).getByRole('article', { name: 'Goでつくる決済基盤' })).toBeTruthy();
    expect(within(suggestions).getByRole('button', { name: 'おすすめ求人を探す' })).toBeTruthy();
  });

  it('says so when the request itself fails', async () => {
    suggestionsApi({ overrides: { [`POST ${LIST}`]: { status: 500, json: null } } });
    const user = userEvent.setup();
    renderApp('/jobs/home');
    const suggestions = await section('あなたへのおすすめ求人');
    await user.click(
      await within(suggestions).findByRole('button', { name: 'おすすめ求人を探す' }),
    );
    expect(
      await within(suggestions).findByText(
        'おすすめ求人をリクエストできませんでした。時間をおいて再度お試しください。',
      ),
    ).toBeTruthy();
    expect(
      (within(suggestions).getByRole('button', { name: 'おすすめ求人を探す' }) as HTMLButtonElement)
        .disabled,
    ).toBe(false);
  });

  it('lists applications with their state and expected reply, reacted and new jobs', async () => {
    suggestionsApi({
      overrides: {
        'GET /api/job_applications/': {
          json: {
            job_applications: [
              {
                id: 2,
                job_description_id: 21,
                application_status: 'applied',
                application_at: COMPLETED_AT,
                expected_mail_replied_at: COMPLETED_AT + 7 * 86_400,
                mail_received_at: null,
                job_description: jobSummaryWire(21, {
                  title: '応募した求人A',
                  application_status: 'applied',
                }),
              },
              {
                id: 1,
                job_description_id: 22,
                application_status: 'replied',
                application_at: COMPLETED_AT - 10 * 86_400,
                expected_mail_replied_at: COMPLETED_AT - 3 * 86_400,
                mail_received_at: COMPLETED_AT - 5 * 86_400,
                job_description: jobSummaryWire(22, {
                  title: '応募した求人B',
                  application_status: 'replied',
                }),
              },
            ],
          },
        },
        'GET /api/job_descriptions/reacted': {
          json: {
            job_descriptions: [jobSummaryWire(31, { title: '気になる求人', last_reacted_at: 1 })],
          },
        },
        'GET /api/job_descriptions/recent': {
          json: {
            job_descriptions: [
              jobSummaryWire(41, {
                title: '新着の求人',
                annual_salary_min: 650,
                annual_salary_max: 900,
                work_style: 'attendance',
                prefecture_code: 27,
              }),
            ],
          },
        },
      },
    });
    renderApp('/jobs/home');
    const applications = await section('応募した求人');
    const a = await within(applications).findByRole('article', { name: '応募した求人A' });
    expect(within(a).getByText('応募済み（返信待ち）')).toBeTruthy();
    expect(within(a).getByText('応募日 2026/01/02')).toBeTruthy();
    expect(within(a).getByText('返信予定日 2026/01/09')).toBeTruthy();
    const b = within(applications).getByRole('article', { name: '応募した求人B' });
    expect(within(b).getByText('企業から返信あり')).toBeTruthy();
    expect(within(b).getByText('返信日 2025/12/28')).toBeTruthy();
    expect(within(b).queryByText(/返信予定日/)).toBeNull();

    const reacted = await section('興味ありの求人');
    const liked = await within(reacted).findByRole('article', { name: '気になる求人' });
    expect(within(liked).getByText('興味あり')).toBeTruthy();

    const recent = await section('新着求人');
    const fresh = await within(recent).findByRole('article', { name: '新着の求人' });
    expect(within(fresh).getByText('年収 650万〜900万円')).toBeTruthy();
    expect(within(fresh).getByText('大阪府')).toBeTruthy();
    expect(within(fresh).getByText('出社')).toBeTruthy();
    expect(screen.getAllByRole('link', { name: '求人を検索する' })[0]?.getAttribute('href')).toBe(
      '/jobs/search',
    );
  });

  it('shows six cards of a long list and the rest on request', async () => {
    suggestionsApi({
      overrides: {
        'GET /api/job_descriptions/recent': {
          json: {
            job_descriptions: Array.from({ length: 8 }, (_, i) =>
              jobSummaryWire(50 + i, { title: `新着${i + 1}` }),
            ),
          },
        },
      },
    });
    const user = userEvent.setup();
    renderApp('/jobs/home');
    const recent = await section('新着求人');
    await within(recent).findByRole('article', { name: '新着1' });
    expect(within(recent).getAllByRole('article')).toHaveLength(6);
    const more = within(recent).getByRole('button', { name: 'すべて表示（8件）' });
    expect(more.getAttribute('aria-expanded')).toBe('false');
    await user.click(more);
    expect(within(recent).getAllByRole('article')).toHaveLength(8);
    expect(within(recent).getByRole('article', { name: '新着8' })).toBeTruthy();
    await user.click(within(recent).getByRole('button', { name: '折りたたむ' }));
    expect(within(recent).getAllByRole('article')).toHaveLength(6);
  });

  it('shows each list’s empty state, and a failed list beside the others', async () => {
    suggestionsApi({
      overrides: { 'GET /api/job_descriptions/recent': { status: 404, json: null } },
    });
    renderApp('/jobs/home');
    expect(await screen.findByText('まだ応募した求人はありません。')).toBeTruthy();
    expect(await screen.findByText(/興味ありに登録した求人はまだありません/)).toBeTruthy();
    const recent = await section('新着求人');
    expect(
      await within(recent).findByText('新着求人を読み込めませんでした。', { exact: false }),
    ).toBeTruthy();
    expect(within(recent).getByRole('button', { name: '再読み込み' })).toBeTruthy();
  });
});
