import type { InterviewCoachingWire, interviewCoachingResponseSchema } from '@kiseki/contract/jobs';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { jobSummaryWire } from '../../../shared/ui/jobs/test-fixtures';
import { jsonResponse, loggedInApi, type RecordedRequest } from '../../../test/api-mock';
import { renderApp } from '../../../test/render-app';

type CoachingResponseWire = z.infer<typeof interviewCoachingResponseSchema>;

const COACHING = '/api/job_descriptions/7/interview_coaching';
const AGREEMENT = '/api/user/external_ai_agreement';

const builtin: InterviewCoachingWire = {
  job_description_id: 7,
  provider: 'builtin',
  likely_questions: [
    {
      question: 'これまでのご経歴を簡単に教えてください。',
      intent: '経歴の全体像と、要点をまとめて話す力を見ています。',
    },
    {
      question: 'Goを使った開発で、最も難しかった課題を教えてください。',
      intent: '必須スキルのGoについて、実務での理解の深さを確かめます。',
    },
  ],
  highlights: [
    {
      title: 'Goでの開発経験（株式会社サンプルテック、3年）',
      detail: '必須スキル「Goを用いた開発経験」に当てはまります。',
    },
  ],
  questions_to_ask: ['エンジニア6名のチームの中で、入社後に最初に任せていただく仕事は何ですか。'],
  generated_at: 1_767_312_000,
};

const aiMade: InterviewCoachingWire = {
  ...builtin,
  provider: 'external',
  likely_questions: [{ question: 'AIが考えた質問です。', intent: 'AIが考えた意図です。' }],
  highlights: [{ title: 'AIが選んだ経験', detail: 'AIが書いた説明です。' }],
  questions_to_ask: ['AIが考えた逆質問です。'],
};

const reply = (overrides: Partial<CoachingResponseWire> = {}): CoachingResponseWire => ({
  job_description: jobSummaryWire(7, { title: '決済基盤のバックエンドエンジニア' }),
  coaching: builtin,
  external_ai_available: false,
  external_ai_agreed: false,
  ...overrides,
});

/** The coaching endpoints over one agreement flag, as the server keeps it. */
function coachingApi(
  initial: Partial<CoachingResponseWire> = {},
  {
    external = aiMade,
  }: {
    /** What the provider produced, or a whole answer of the POST (a refusal). */
    external?: InterviewCoachingWire | ((request: RecordedRequest) => Response);
  } = {},
) {
  const state = { agreed: initial.external_ai_agreed ?? false };
  const api = loggedInApi({
    [`GET ${COACHING}`]: () =>
      jsonResponse(reply({ ...initial, external_ai_agreed: state.agreed })),
    [`PUT ${AGREEMENT}`]: (request: RecordedRequest) => {
      state.agreed = JSON.parse(request.body ?? '{}').agreed === true;
      return jsonResponse({ agreed: state.agreed, agreed_at: state.agreed ? 1_767_312_000 : null });
    },
    [`POST ${COACHING}`]: (request: RecordedRequest) => {
      if (typeof external === 'function') return external(request);
      if (!state.agreed) {
        return jsonResponse(
          { error: { code: 'forbidden', message: '外部AIサービスの利用に同意してください。' } },
          403,
        );
      }
      return jsonResponse(reply({ ...initial, coaching: external, external_ai_agreed: true }));
    },
  });
  const calls = () =>
    api.requests
      .filter((r) => r.method !== 'GET' && (r.path === COACHING || r.path === AGREEMENT))
      .map((r) => `${r.method} ${r.path} ${r.body ?? ''}`);
  return { api, state, calls };
}

const region = (name: string) => screen.findByRole('region', { name });

describe('/jobs/{id}/interview-coaching', { timeout: 20_000 }, () => {
  it('shows the questions with their intent, the highlights and questions to ask', async () => {
    const { calls } = coachingApi();
    renderApp('/jobs/7/interview-coaching');
    expect(
      await screen.findByRole('heading', { level: 1, name: '面接対策コーチング' }),
    ).toBeTruthy();
    const title = await screen.findByRole('link', { name: '決済基盤のバックエンドエンジニア' });
    expect(title.getAttribute('href')).toBe('/jobs/7');
    expect(screen.getByRole('link', { name: /求人詳細へ戻る/ }).getAttribute('href')).toBe(
      '/jobs/7',
    );
    expect(screen.getByRole('link', { name: '経歴を充実させる' }).getAttribute('href')).toBe('/cv');
    expect(screen.getByText(/求人の内容とあなたの経歴/)).toBeTruthy();

    const questions = await region('想定される質問');
    const items = within(questions).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(
      within(items[1]!).getByText('Goを使った開発で、最も難しかった課題を教えてください。'),
    ).toBeTruthy();
    expect(items[1]!.textContent).toContain(
      '質問の意図必須スキルのGoについて、実務での理解の深さを確かめます。',
    );
    const highlights = await region('アピールすべき経験');
    expect(
      within(highlights).getByRole('heading', {
        level: 3,
        name: 'Goでの開発経験（株式会社サンプルテック、3年）',
      }),
    ).toBeTruthy();
    const asks = await region('逆質問の例');
    expect(
      within(asks)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(builtin.questions_to_ask);
    expect(screen.getByText('求人と経歴からの自動分析')).toBeTruthy();
    // No provider configured: no AI offer at all, and nothing sent.
    expect(screen.queryByRole('region', { name: 'AIで面接対策を作成する' })).toBeNull();
    expect(calls()).toEqual([]);
    await waitFor(() => expect(document.title).toBe('面接対策コーチング | Kiseki'));
  });

  it('asks for the agreement before the first AI use, then shows whose result it is', async () => {
    const { calls, state } = coachingApi({ external_ai_available: true });
    const user = userEvent.setup();
    renderApp('/jobs/7/interview-coaching');
    const card = await region('AIで面接対策を作成する');
    const generate = within(card).getByRole('button', { name: 'AIで面接対策を作成' });
    expect((generate as HTMLButtonElement).disabled).toBe(true);
    const policy = within(card).getByRole('link', {
      name: /^外部AIサービスの利用について\s*（新しいタブで開きます）$/,
    });
    expect(policy.getAttribute('href')).toBe('/policies/external-ai');

    await user.click(within(card).getByRole('checkbox'));
    expect((generate as HTMLButtonElement).disabled).toBe(false);
    await user.click(generate);

    const questions = await region('想定される質問');
    expect(await within(questions).findByText('AIが考えた質問です。')).toBeTruthy();
    expect(screen.getByText('外部AIサービスで生成')).toBeTruthy();
    expect(screen.getByText(/誤りが含まれることがあります/)).toBeTruthy();
    // The agreement first, then the request for AI coaching.
    expect(calls()).toEqual([
      `PUT ${AGREEMENT} {"agreed":true}`,
      `POST ${COACHING} {"use_external_ai":true}`,
    ]);
    expect(state.agreed).toBe(true);
    expect(await within(card).findByText('外部AIサービスの利用に同意済みです。')).toBeTruthy();

    // Both results stay at hand.
    await user.click(within(card).getByRole('button', { name: '自動分析の結果を表示' }));
    expect(
      await within(questions).findByText('これまでのご経歴を簡単に教えてください。'),
    ).toBeTruthy();
    expect(screen.getByText('求人と経歴からの自動分析')).toBeTruthy();
    await user.click(within(card).getByRole('button', { name: 'AIの結果を表示' }));
    expect(await within(questions).findByText('AIが考えた質問です。')).toBeTruthy();
  });

  it('goes straight to the AI once agreed, and lets the agreement be withdrawn', async () => {
    const { calls, state } = coachingApi({ external_ai_available: true, external_ai_agreed: true });
    const user = userEvent.setup();
    renderApp('/jobs/7/interview-coaching');
    const card = await region('AIで面接対策を作成する');
    expect(within(card).queryByRole('checkbox')).toBeNull();
    await user.click(within(card).getByRole('button', { name: 'AIで面接対策を作成' }));
    expect(await screen.findByText('AIが考えた質問です。')).toBeTruthy();
    expect(calls()).toEqual([`POST ${COACHING} {"use_external_ai":true}`]);

    await user.click(within(card).getByRole('button', { name: '同意を取り消す' }));
    expect(await within(card).findByRole('checkbox')).toBeTruthy();
    expect(state.agreed).toBe(false);
    expect(calls().at(-1)).toBe(`PUT ${AGREEMENT} {"agreed":false}`);
    // Withdrawing goes back to the built-in result.
    expect(await screen.findByText('これまでのご経歴を簡単に教えてください。')).toBeTruthy();
  });

  it('says so when the AI could not answer and the built-in result came back', async () => {
    coachingApi({ external_ai_available: true, external_ai_agreed: true }, { external: builtin });
    const user = userEvent.setup();
    renderApp('/jobs/7/interview-coaching');
    const card = await region('AIで面接対策を作成する');
    await user.click(within(card).getByRole('button', { name: 'AIで面接対策を作成' }));
    expect(
      await within(card).findByText(/外部AIサービスから結果を得られなかったため/),
    ).toBeTruthy();
    expect(screen.getByText('求人と経歴からの自動分析')).toBeTruthy();
  });

  it('shows the server’s reason when the AI is refused', async () => {
    coachingApi(
      { external_ai_available: true, external_ai_agreed: true },
      {
        external: () =>
          jsonResponse(
            {
              error: {
                code: 'rate_limited',
                message: 'AIによる面接対策の作成は1時間に10回までです。',
              },
            },
            429,
          ),
      },
    );
    const user = userEvent.setup();
    renderApp('/jobs/7/interview-coaching');
    const card = await region('AIで面接対策を作成する');
    await user.click(within(card).getByRole('button', { name: 'AIで面接対策を作成' }));
    expect(await within(card).findByRole('alert')).toHaveProperty(
      'textContent',
      'AIによる面接対策の作成は1時間に10回までです。',
    );
    // The built-in result is still there.
    expect(screen.getByText('これまでのご経歴を簡単に教えてください。')).toBeTruthy();
  });

  it('shows not found for a job that is gone or blocked, and for an id that is not one', async () => {
    loggedInApi({
      [`GET ${COACHING}`]: {
        status: 404,
        json: { error: { code: 'not_found', message: 'この求人は見つかりませんでした。' } },
      },
    });
    renderApp('/jobs/7/interview-coaching');
    expect(
      await screen.findByRole('heading', { name: 'この求人は見つかりませんでした' }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: '求人を探す' }).getAttribute('href')).toBe(
      '/jobs/search',
    );
    expect(screen.getByRole('heading', { level: 1, name: '面接対策コーチング' })).toBeTruthy();
  });

  it('does not ask the server about an id that cannot exist', async () => {
    const api = loggedInApi();
    renderApp('/jobs/abc/interview-coaching');
    expect(
      await screen.findByRole('heading', { name: 'この求人は見つかりませんでした' }),
    ).toBeTruthy();
    expect(api.requests.some((r) => r.path.includes('interview_coaching'))).toBe(false);
  });

  it('offers to try again after a failure', async () => {
    let attempts = 0;
    loggedInApi({
      [`GET ${COACHING}`]: () => {
        attempts += 1;
        return attempts <= 4
          ? jsonResponse({ error: { code: 'internal_error', message: 'x' } }, 500)
          : jsonResponse(reply());
      },
    });
    const user = userEvent.setup();
    renderApp('/jobs/7/interview-coaching');
    const retry = await screen.findByRole('button', { name: '再読み込み' }, { timeout: 15_000 });
    expect(screen.getByText(/面接対策を読み込めませんでした。/)).toBeTruthy();
    await user.click(retry);
    expect(await screen.findByText('これまでのご経歴を簡単に教えてください。')).toBeTruthy();
  });
});
