import type { ExperienceWire } from '@kiseki/contract/career';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse } from '../../test/api-mock';
import { field } from '../../test/form';
import { renderApp } from '../../test/render-app';
import { bodiesOf, careerApi } from './test-api';

/** The wizard's and the job-change flow's career steps, built on the shared career forms. */

const JOB_POSITIONS = {
  job_positions: [
    {
      id: 1,
      job_position_category_name: '開発',
      position_list: [
        { id: 1, job_position_name: 'フロントエンドエンジニア' },
        { id: 2, job_position_name: 'バックエンドエンジニア' },
      ],
    },
  ],
};

const experienceWire = (overrides: Partial<ExperienceWire> = {}): ExperienceWire => ({
  id: 11,
  organization_name: '株式会社サンプル',
  positions: [2],
  position_name: null,
  is_client_work: false,
  client_company_name: null,
  start_year: 2018,
  start_month: 4,
  end_year: null,
  end_month: null,
  description: null,
  created_at: 1_700_000_000,
  updated_at: 1_700_000_000,
  ...overrides,
});

const select = (name: string) => screen.getByRole('combobox', { name }) as HTMLSelectElement;
const pathOf = (router: { state: { location: { pathname: string; search: string } } }) =>
  `${router.state.location.pathname}${router.state.location.search}`;

describe('/user_initial_setup/education', () => {
  it('adds an education to the saved list, then moves on to block', async () => {
    const saved = [
      {
        school_type: 5,
        school_name: 'キセキ高校',
        end_year: 2020,
        end_month: 3,
        enrollment_status: 0,
        major: null,
      },
    ];
    const api = careerApi({
      'GET /api/user/educations/': { json: { educations: saved } },
      'PUT /api/user/educations/': (request) =>
        jsonResponse({ educations: JSON.parse(request.body ?? '{}').educations }),
    });
    const user = userEvent.setup();
    const { router } = renderApp('/user_initial_setup/education');
    expect(await screen.findByText('キセキ高校')).toBeTruthy();
    // With an education saved, the form waits behind a button.
    await user.click(screen.getByRole('button', { name: 'もう1件追加する' }));
    const form = screen.getByRole('form', { name: '学歴を追加' });
    await user.type(field('学校名', form), 'キセキ大学');
    await user.selectOptions(within(form).getByRole('combobox', { name: '学校種別' }), '大学');
    await user.selectOptions(select('卒業（予定）年月の年'), String(new Date().getFullYear() + 1));
    await user.selectOptions(select('卒業（予定）年月の月'), '3');
    await user.click(within(form).getByRole('radio', { name: '卒業見込み' }));
    await user.click(within(form).getByRole('button', { name: 'この学歴を追加する' }));

    expect(await screen.findByText('キセキ大学')).toBeTruthy();
    const [body] = bodiesOf(api.requests, 'PUT', '/api/user/educations/') as {
      educations: unknown[];
    }[];
    expect(body?.educations).toEqual([
      saved[0],
      {
        school_type: 0,
        school_name: 'キセキ大学',
        end_year: new Date().getFullYear() + 1,
        end_month: 3,
        enrollment_status: 2,
        major: '',
      },
    ]);
    await user.click(screen.getByRole('button', { name: '次へ' }));
    await waitFor(() => expect(pathOf(router)).toBe('/user_initial_setup/block'));
  });
});

describe('/user_initial_setup/experience_edit', () => {
  it('opens the form when nothing is saved and adds an experience', async () => {
    let list: ExperienceWire[] = [];
    const api = careerApi({
      '/api/technical_term_master/job_positions': { json: JOB_POSITIONS },
      'GET /api/user/experiences/': () => jsonResponse({ experience_list: list }),
      'POST /api/user/experiences/': (request) => {
        const body = JSON.parse(request.body ?? '{}');
        const experience = experienceWire({ ...body, id: 21 });
        list = [experience];
        return jsonResponse({ experience });
      },
    });
    const user = userEvent.setup();
    const { router } = renderApp('/user_initial_setup/experience_edit');
    expect(await screen.findByText('まだ職務経歴は登録されていません。')).toBeTruthy();
    const form = await screen.findByRole('form', { name: '職務経歴を追加' });
    await user.type(field('会社名', form), '株式会社キセキ');
    await user.click(within(form).getByRole('button', { name: '職種を選ぶ' }));
    await user.click(await within(form).findByLabelText('バックエンドエンジニア'));
    await user.selectOptions(select('開始年月の年'), '2019');
    await user.selectOptions(select('開始年月の月'), '4');
    await user.click(within(form).getByRole('checkbox', { name: '現在も在籍中' }));
    await user.click(within(form).getByRole('button', { name: 'この職務経歴を追加する' }));

    expect(await screen.findByText('職務経歴を保存しました')).toBeTruthy();
    const [body] = bodiesOf(api.requests, 'POST', '/api/user/experiences/') as Record<
      string,
      unknown
    >[];
    expect(body).toMatchObject({
      organization_name: '株式会社キセキ',
      positions: [2],
      start_year: 2019,
      start_month: 4,
      end_year: null,
      end_month: null,
    });
    // The list shows it and the form closes behind 「もう1件追加する」.
    expect(await screen.findByText('株式会社キセキ')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'もう1件追加する' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '次へ' }));
    await waitFor(() => expect(pathOf(router)).toBe('/user_initial_setup/block'));
  });
});

describe('/job_change', () => {
  it('start explains the flow, carries from along and 「あとで」 returns there', async () => {
    careerApi();
    const user = userEvent.setup();
    const { router } = renderApp('/job_change/start?from=%2Fcv');
    expect(
      await screen.findByRole('heading', { level: 1, name: '転職活動をはじめる' }),
    ).toBeTruthy();
    expect(screen.getByText('技術スキル')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'あとで' }).getAttribute('href')).toBe('/cv');
    await user.click(screen.getByRole('button', { name: 'はじめる' }));
    await waitFor(() => expect(pathOf(router)).toBe('/job_change/salary?from=%2Fcv'));
    await screen.findByRole('heading', { level: 1, name: '希望年収' });
    await user.click(screen.getByRole('link', { name: 'あとで' }));
    await waitFor(() => expect(pathOf(router)).toBe('/cv'));
  });

  it('ignores a from of another origin: the way out is the jobs home', async () => {
    careerApi();
    renderApp('/job_change/start?from=https%3A%2F%2Fevil.example%2F');
    expect((await screen.findByRole('link', { name: 'あとで' })).getAttribute('href')).toBe(
      '/jobs/home',
    );
  });

  it('saves the salary with the wizard’s form and moves on to tech_skill', async () => {
    const api = careerApi();
    const user = userEvent.setup();
    const { router } = renderApp('/job_change/salary?from=%2Fanalytics');
    await user.type(await screen.findByRole('textbox', { name: '希望年収' }), '800');
    await user.click(screen.getByRole('button', { name: '保存して次へ' }));
    await waitFor(() => expect(pathOf(router)).toBe('/job_change/tech_skill?from=%2Fanalytics'));
    expect(bodiesOf(api.requests, 'PUT', '/api/user/job_setting/')).toEqual([
      { desired_annual_salary: 800 },
    ]);
  });

  it('moves on with a notice when a save fails', async () => {
    careerApi({
      'PUT /api/user/job_setting/': { status: 500, json: { error: { code: 'x', message: 'x' } } },
    });
    const user = userEvent.setup();
    const { router } = renderApp('/job_change/want_to_do');
    await user.type(
      await screen.findByRole('textbox', { name: 'やりたいこと' }),
      'チームを技術でリードしたい',
    );
    expect(screen.getByText('13 / 2000文字')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '保存して次へ' }));
    await waitFor(() => expect(pathOf(router)).toBe('/job_change/work_style'));
    expect(await screen.findByText('エラーが発生しました、もう一度お試しください')).toBeTruthy();
  });

  it('tech_skill shows the positions and the confirmed skill tags with levels, and links to their editor', async () => {
    careerApi({
      '/api/technical_term_master/job_positions': { json: JOB_POSITIONS },
      'GET /api/user/experiences/': {
        json: {
          experience_list: [experienceWire({ positions: [2, 1] }), experienceWire({ id: 12 })],
        },
      },
      'GET /api/person/skill_tags/': {
        json: {
          skill_tags_info: [
            { name: 'TypeScript', level: 3, is_auto: false },
            { name: 'Go', level: 1, is_auto: false },
            { name: 'Rust', level: 2, is_auto: true },
          ],
        },
      },
    });
    const user = userEvent.setup();
    const { router } = renderApp('/job_change/tech_skill?from=%2Fanalytics');
    expect(await screen.findByText('バックエンドエンジニア')).toBeTruthy();
    expect(screen.getByText('フロントエンドエンジニア')).toBeTruthy();
    const tags = await screen.findByRole('list', { name: '登録しているスキルタグ' });
    expect(
      within(tags)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['TypeScript（レベル3：業務で主に使っている）', 'Go（レベル1：触ったことがある）']);
    // Suggestions found in the outputs are not the person's tags yet.
    expect(screen.queryByText(/Rust/)).toBeNull();
    expect(screen.queryByText(/ポートフォリオ機能とあわせて/)).toBeNull();
    expect(screen.getByRole('link', { name: 'スキルタグを編集する' }).getAttribute('href')).toBe(
      '/person/edit',
    );
    // The step still moves on with 次へ, keeping from.
    await user.click(screen.getByRole('button', { name: '次へ' }));
    await waitFor(() => expect(pathOf(router)).toBe('/job_change/want_to_do?from=%2Fanalytics'));
  });

  it('tech_skill says when no skill tags are registered yet', async () => {
    careerApi({
      '/api/technical_term_master/job_positions': { json: JOB_POSITIONS },
      'GET /api/person/skill_tags/': { json: { skill_tags_info: [] } },
    });
    renderApp('/job_change/tech_skill');
    expect(await screen.findByText(/スキルタグはまだ登録されていません。/)).toBeTruthy();
    expect(screen.queryByRole('list', { name: '登録しているスキルタグ' })).toBeNull();
    expect(screen.getByRole('link', { name: 'スキルタグを編集する' })).toBeTruthy();
  });

  it('tech_skill says when the skill tags cannot be read, and still moves on', async () => {
    careerApi({
      '/api/technical_term_master/job_positions': { json: JOB_POSITIONS },
      'GET /api/person/skill_tags/': {
        status: 404,
        json: { error: { code: 'not_found', message: 'x' } },
      },
    });
    const user = userEvent.setup();
    const { router } = renderApp('/job_change/tech_skill');
    expect(await screen.findByText(/スキルタグを読み込めませんでした。/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '次へ' }));
    await waitFor(() => expect(pathOf(router)).toBe('/job_change/want_to_do'));
  });

  it('experiences: edits a saved experience with the shared form', async () => {
    const api = careerApi({
      '/api/technical_term_master/job_positions': { json: JOB_POSITIONS },
      'GET /api/user/experiences/': { json: { experience_list: [experienceWire()] } },
      'PUT /api/user/experiences/11/': (request) =>
        jsonResponse({ experience: experienceWire(JSON.parse(request.body ?? '{}')) }),
    });
    const user = userEvent.setup();
    renderApp('/job_change/experiences?from=%2Fcv');
    await user.click(await screen.findByRole('button', { name: '株式会社サンプル を編集' }));
    const form = screen.getByRole('form', { name: '株式会社サンプル を編集' });
    const name = field('会社名', form);
    expect(name.value).toBe('株式会社サンプル');
    await user.clear(name);
    await user.type(name, '株式会社サンプル開発');
    await user.click(within(form).getByRole('button', { name: '変更を保存する' }));
    expect(await screen.findByText('職務経歴を保存しました')).toBeTruthy();
    const [body] = bodiesOf(api.requests, 'PUT', '/api/user/experiences/11/') as Record<
      string,
      unknown
    >[];
    expect(body).toMatchObject({ organization_name: '株式会社サンプル開発', positions: [2] });
  });

  it('done thanks the person and returns to from, or to the jobs home', async () => {
    careerApi();
    const user = userEvent.setup();
    const { router, unmount } = renderApp('/job_change/done?from=%2Fanalytics%2Fviews');
    expect(
      await screen.findByRole('heading', { level: 1, name: '希望条件の登録完了' }),
    ).toBeTruthy();
    await user.click(screen.getByRole('link', { name: '元のページへ戻る' }));
    await waitFor(() => expect(pathOf(router)).toBe('/analytics/views'));
    unmount();

    renderApp('/job_change/done');
    expect((await screen.findByRole('link', { name: '求人を見る' })).getAttribute('href')).toBe(
      '/jobs/home',
    );
  });
});
