import { companyJobDescriptionRequestSchema } from '@kiseki/contract/company-console';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse } from '../../../test/api-mock';
import { renderApp } from '../../../test/render-app';
import { jobsServer, jobWire } from './test-server';

type User = ReturnType<typeof userEvent.setup>;

const input = (label: string) =>
  screen.getByLabelText(label, { selector: 'input' }) as HTMLInputElement;
const textarea = (label: string) =>
  screen.getByLabelText(label, { selector: 'textarea' }) as HTMLTextAreaElement;
const select = (label: string) =>
  screen.getByLabelText(label, { selector: 'select' }) as HTMLSelectElement;
const group = (name: string) => screen.getByRole('group', { name });
const errorOf = (element: HTMLElement) => {
  const ids = element.getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids
    .map((id) => document.getElementById(id))
    .filter((node) => node?.id.endsWith('-error'))
    .map((node) => node?.textContent)
    .join(' ');
};

async function pickTag(user: User, query: string, name: string) {
  const combo = screen.getByRole('combobox', { name: '技術タグ' });
  await user.type(combo, query);
  const listbox = screen.getByRole('listbox', { name: '技術タグの候補' });
  await user.click(within(listbox).getByRole('option', { name: new RegExp(`^${name}`) }));
}

/** Fills every required field of a blank form with a valid posting. */
async function fillValidPosting(user: User) {
  await user.type(input('求人タイトル'), '  決済基盤のバックエンドエンジニア  ');
  await user.type(input('概要'), '決済APIを設計から運用まで担います。');
  await user.type(textarea('仕事内容'), '決済APIの設計・開発。{Enter}運用も担います。');
  await user.type(textarea('必須スキル'), 'TypeScriptでの開発経験');
  await user.type(input('年収の下限（万円）'), '600');
  await user.type(input('年収の上限（万円）'), '９００');
  await user.selectOptions(select('勤務地（都道府県）'), '東京都');
  await user.click(within(group('働き方')).getByRole('radio', { name: 'フルリモート' }));
  await user.click(within(group('雇用形態')).getByRole('radio', { name: '正社員' }));
  await user.click(within(group('事業形態')).getByRole('radio', { name: '自社開発' }));
  await user.click(screen.getByRole('checkbox', { name: 'バックエンドエンジニア' }));
  await user.click(screen.getByRole('checkbox', { name: 'SRE' }));
  await pickTag(user, 'types', 'TypeScript');
  await pickTag(user, 'aw', 'AWS');
  await user.click(screen.getByRole('checkbox', { name: 'フレックス' }));
}

describe('/company/jobs/new', { timeout: 30_000 }, () => {
  it('validates with the contract schema and sends nothing while a field is wrong', async () => {
    const api = jobsServer();
    const user = userEvent.setup();
    renderApp('/company/jobs/new');
    expect(await screen.findByRole('heading', { level: 1, name: '求人を作成' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('求人を作成 | Kiseki'));

    await user.click(screen.getByRole('button', { name: '下書きを保存' }));
    expect(await screen.findByText('求人タイトルを入力してください。')).toBeTruthy();
    expect(errorOf(input('求人タイトル'))).toBe('求人タイトルを入力してください。');
    expect(input('求人タイトル').getAttribute('aria-invalid')).toBe('true');
    expect(errorOf(input('概要'))).toBe('求人の概要を入力してください。');
    expect(errorOf(textarea('仕事内容'))).toBe('仕事内容を入力してください。');
    expect(errorOf(textarea('必須スキル'))).toBe('必須スキルを入力してください。');
    expect(errorOf(input('年収の下限（万円）'))).toBe('年収を万円単位の整数で入力してください。');
    expect(errorOf(select('勤務地（都道府県）'))).toBe('都道府県を選択してください。');
    expect(within(group('働き方')).getByText('働き方を選択してください。')).toBeTruthy();
    expect(within(group('雇用形態')).getByText('雇用形態を選択してください。')).toBeTruthy();
    expect(within(group('事業形態')).getByText('事業形態を選択してください。')).toBeTruthy();
    expect(within(group('職種')).getByText('職種を1つ以上選択してください。')).toBeTruthy();
    // The first wrong field takes focus.
    expect(document.activeElement).toBe(input('求人タイトル'));
    expect(api.sent('POST', '/api/company/job_descriptions')).toHaveLength(0);
  });

  it('says at once when the salary range is upside down', async () => {
    jobsServer();
    const user = userEvent.setup();
    renderApp('/company/jobs/new');
    await screen.findByRole('heading', { level: 1, name: '求人を作成' });

    await user.type(input('年収の下限（万円）'), '900');
    await user.type(input('年収の上限（万円）'), '600');
    await user.tab();
    expect(await screen.findByText('年収の上限は下限以上にしてください。')).toBeTruthy();
    expect(errorOf(input('年収の上限（万円）'))).toBe('年収の上限は下限以上にしてください。');
    // Only what was touched is judged.
    expect(screen.queryByText('求人タイトルを入力してください。')).toBeNull();

    // A lower minimum clears it without touching the maximum again.
    await user.clear(input('年収の下限（万円）'));
    await user.type(input('年収の下限（万円）'), '500');
    await waitFor(() =>
      expect(screen.queryByText('年収の上限は下限以上にしてください。')).toBeNull(),
    );
  });

  it('finds tech tags by name instead of listing the whole master', async () => {
    const api = jobsServer();
    const user = userEvent.setup();
    renderApp('/company/jobs/new');
    await screen.findByRole('heading', { level: 1, name: '求人を作成' });
    const combo = screen.getByRole('combobox', { name: '技術タグ' }) as HTMLInputElement;
    expect(screen.queryByRole('listbox')).toBeNull();

    await user.type(combo, 'ｒｅａｃｔ');
    const options = within(screen.getByRole('listbox', { name: '技術タグの候補' })).getAllByRole(
      'option',
    );
    expect(options.map((option) => option.textContent)).toEqual([
      'Reactフレームワーク',
      'React Nativeフレームワーク',
    ]);
    expect(combo.getAttribute('aria-expanded')).toBe('true');

    // The first match is active as soon as it shows; the arrows move from there.
    expect(combo.getAttribute('aria-activedescendant')).toBe(options[0]?.id);
    await user.keyboard('{ArrowDown}');
    expect(combo.getAttribute('aria-activedescendant')).toBe(options[1]?.id);
    expect(options[1]?.getAttribute('aria-selected')).toBe('true');
    await user.keyboard('{Enter}');
    const chosen = screen.getByRole('list', { name: '選んだ技術タグ' });
    expect(within(chosen).getByText('React Native')).toBeTruthy();
    expect(combo.value).toBe('');
    expect(combo.getAttribute('aria-expanded')).toBe('false');

    // A chosen tag is not offered again; Enter in the search never submits the form.
    await user.type(combo, 'react');
    expect(
      within(screen.getByRole('listbox', { name: '技術タグの候補' }))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Reactフレームワーク']);
    await user.clear(combo);
    await user.type(combo, 'cobol{Enter}');
    expect(screen.getByText('「cobol」に一致する技術タグはありません。')).toBeTruthy();
    expect(api.sent('POST', '/api/company/job_descriptions')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'React Nativeを外す' }));
    expect(screen.queryByRole('list', { name: '選んだ技術タグ' })).toBeNull();
    expect(document.activeElement).toBe(combo);
  });

  it('allows five positions at most', async () => {
    jobsServer();
    const user = userEvent.setup();
    renderApp('/company/jobs/new');
    await screen.findByRole('heading', { level: 1, name: '求人を作成' });
    for (const name of ['CTO', 'テックリード', 'SRE', 'デザイナー', 'その他']) {
      await user.click(screen.getByRole('checkbox', { name }));
    }
    expect(screen.getByText('5 / 5個を選択中')).toBeTruthy();
    const other = screen.getByRole('checkbox', { name: 'バックエンドエンジニア' });
    expect((other as HTMLInputElement).disabled).toBe(true);
    await user.click(screen.getByRole('checkbox', { name: 'CTO' }));
    expect((other as HTMLInputElement).disabled).toBe(false);
  });

  it('creates a draft with a body the contract accepts, then opens it', async () => {
    const api = jobsServer();
    const user = userEvent.setup();
    const { router } = renderApp('/company/jobs/new');
    await screen.findByRole('heading', { level: 1, name: '求人を作成' });
    await fillValidPosting(user);
    await user.click(screen.getByRole('button', { name: '下書きを保存' }));

    expect(await screen.findByText('下書きを保存しました。')).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/company/jobs/101'));
    expect(await screen.findByRole('heading', { level: 1, name: '求人を編集' })).toBeTruthy();
    const [post] = api.sent('POST', '/api/company/job_descriptions');
    const body = JSON.parse(post?.body ?? '{}');
    expect(companyJobDescriptionRequestSchema.safeParse(body).success).toBe(true);
    expect(body).toEqual({
      title: '決済基盤のバックエンドエンジニア',
      summary: '決済APIを設計から運用まで担います。',
      job_details: '決済APIの設計・開発。\n運用も担います。',
      required_skills: 'TypeScriptでの開発経験',
      welcome_skills: '',
      development_environment: '',
      working_conditions: '',
      annual_salary_min: 600,
      annual_salary_max: 900,
      prefecture_code: 13,
      work_style: 'fullRemote',
      employment_type: 'fulltime',
      business_type: 1,
      positions: ['BACKEND_ENGINEER', 'SITE_RELIABILITY_ENGINEER'],
      tag_ids: [1, 40],
      preferred_condition_ids: [11],
    });
    // Nothing was published.
    expect(api.requests.filter((r) => r.path.endsWith('/publish'))).toHaveLength(0);
    expect(screen.getByText('下書き')).toBeTruthy();
    expect(input('求人タイトル').value).toBe('決済基盤のバックエンドエンジニア');
  });

  it('creates and publishes with 公開する', async () => {
    const api = jobsServer();
    const user = userEvent.setup();
    const { router } = renderApp('/company/jobs/new');
    await screen.findByRole('heading', { level: 1, name: '求人を作成' });
    await fillValidPosting(user);
    await user.click(screen.getByRole('button', { name: '公開する' }));

    expect(await screen.findByText('求人を公開しました。')).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/company/jobs/101'));
    const writes = api.requests
      .filter((r) => r.method !== 'GET')
      .map((r) => `${r.method} ${r.path}`);
    expect(writes).toEqual([
      'POST /api/company/job_descriptions',
      'POST /api/company/job_descriptions/101/publish',
    ]);
    expect(await screen.findByText('公開中')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '公開する' })).toBeNull();
  });

  it("shows the server's field errors next to their fields and keeps what was typed", async () => {
    const api = jobsServer({
      overrides: {
        'POST /api/company/job_descriptions': () =>
          jsonResponse(
            {
              error: {
                code: 'validation_failed',
                message: '入力内容を確認してください。',
                fields: {
                  title: ['求人タイトルは100文字以内で入力してください。'],
                  'positions.0': ['存在しない職種です。'],
                },
              },
            },
            400,
          ),
      },
    });
    const user = userEvent.setup();
    const { router } = renderApp('/company/jobs/new');
    await screen.findByRole('heading', { level: 1, name: '求人を作成' });
    await fillValidPosting(user);
    await user.click(screen.getByRole('button', { name: '下書きを保存' }));

    expect(await screen.findByText('求人タイトルは100文字以内で入力してください。')).toBeTruthy();
    expect(errorOf(input('求人タイトル'))).toBe('求人タイトルは100文字以内で入力してください。');
    expect(within(group('職種')).getByText('存在しない職種です。')).toBeTruthy();
    expect(api.sent('POST', '/api/company/job_descriptions')).toHaveLength(1);
    expect(router.state.location.pathname).toBe('/company/jobs/new');
    expect(input('求人タイトル').value).toBe('  決済基盤のバックエンドエンジニア  ');
    expect(textarea('仕事内容').value).toBe('決済APIの設計・開発。\n運用も担います。');
    expect(input('年収の上限（万円）').value).toBe('９００');
    expect(
      within(screen.getByRole('list', { name: '選んだ技術タグ' })).getByText('AWS'),
    ).toBeTruthy();
    expect(screen.queryByText('下書きを保存しました。')).toBeNull();
  });
});

describe('/company/jobs/:jobId', { timeout: 30_000 }, () => {
  it('loads the saved posting into the form and saves it whole with PUT', async () => {
    const job = jobWire({
      job_description_id: 7,
      status: 'published',
      published_at: 1_736_000_000,
    });
    const api = jobsServer({ jobs: [job] });
    const user = userEvent.setup();
    renderApp('/company/jobs/7');
    expect(await screen.findByRole('heading', { level: 1, name: '求人を編集' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('求人を編集 | Kiseki'));
    await screen.findByRole('form', { name: '求人を編集' });
    expect(screen.getByText('公開中')).toBeTruthy();
    expect(screen.getByText('公開日 2025/01/04')).toBeTruthy();
    expect(screen.getByRole('link', { name: /求人ページを見る/ }).getAttribute('href')).toBe(
      '/jobs/7',
    );

    expect(input('求人タイトル').value).toBe(job.title);
    expect(textarea('必須スキル').value).toBe(job.required_skills);
    expect(input('年収の下限（万円）').value).toBe('600');
    expect(input('年収の上限（万円）').value).toBe('900');
    expect(select('勤務地（都道府県）').value).toBe('13');
    expect(
      (within(group('働き方')).getByRole('radio', { name: '一部リモート' }) as HTMLInputElement)
        .checked,
    ).toBe(true);
    expect(
      (screen.getByRole('checkbox', { name: 'バックエンドエンジニア' }) as HTMLInputElement)
        .checked,
    ).toBe(true);
    expect((screen.getByRole('checkbox', { name: 'フレックス' }) as HTMLInputElement).checked).toBe(
      true,
    );
    const chosen = within(screen.getByRole('list', { name: '選んだ技術タグ' }));
    expect(chosen.getByText('TypeScript')).toBeTruthy();
    expect(chosen.getByText('AWS')).toBeTruthy();
    // A published job is saved in place; publishing is not offered again.
    expect(screen.queryByRole('button', { name: '公開する' })).toBeNull();

    await user.clear(input('求人タイトル'));
    await user.type(input('求人タイトル'), 'Go移行を率いるバックエンドエンジニア');
    expect(screen.getByText('保存していない変更があります')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '保存する' }));

    expect(await screen.findByText('保存しました。')).toBeTruthy();
    const [put] = api.sent('PUT', '/api/company/job_descriptions/7');
    expect(JSON.parse(put?.body ?? '{}')).toEqual({
      title: 'Go移行を率いるバックエンドエンジニア',
      summary: job.summary,
      job_details: job.job_details,
      required_skills: job.required_skills,
      welcome_skills: '',
      development_environment: job.development_environment,
      working_conditions: job.working_conditions,
      annual_salary_min: 600,
      annual_salary_max: 900,
      prefecture_code: 13,
      work_style: 'partialRemote',
      employment_type: 'fulltime',
      business_type: 1,
      positions: ['BACKEND_ENGINEER'],
      tag_ids: [1, 40],
      preferred_condition_ids: [11],
    });
    expect(screen.queryByText('保存していない変更があります')).toBeNull();
    expect(api.requests.filter((r) => r.path.endsWith('/publish'))).toHaveLength(0);
  });

  it('saves a changed draft before publishing it', async () => {
    const api = jobsServer({ jobs: [jobWire({ job_description_id: 4 })] });
    const user = userEvent.setup();
    renderApp('/company/jobs/4');
    await screen.findByRole('form', { name: '求人を編集' });
    expect(screen.getByText('下書き')).toBeTruthy();
    await user.type(input('概要'), '（リモート可）');
    await user.click(screen.getByRole('button', { name: '公開する' }));

    expect(await screen.findByText('求人を公開しました。')).toBeTruthy();
    const writes = api.requests
      .filter((r) => r.method !== 'GET')
      .map((r) => `${r.method} ${r.path}`);
    expect(writes).toEqual([
      'PUT /api/company/job_descriptions/4',
      'POST /api/company/job_descriptions/4/publish',
    ]);
    const [put] = api.sent('PUT', '/api/company/job_descriptions/4');
    expect(JSON.parse(put?.body ?? '{}').summary).toBe(
      '月間1億件の決済を支えるAPIを設計から運用まで担います。（リモート可）',
    );
    expect(await screen.findByText('公開中')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '公開する' })).toBeNull();
  });

  it('publishes an unchanged draft without saving it again', async () => {
    const api = jobsServer({ jobs: [jobWire({ job_description_id: 4 })] });
    const user = userEvent.setup();
    renderApp('/company/jobs/4');
    await screen.findByRole('form', { name: '求人を編集' });
    await user.click(screen.getByRole('button', { name: '公開する' }));
    expect(await screen.findByText('求人を公開しました。')).toBeTruthy();
    expect(api.requests.filter((r) => r.method !== 'GET').map((r) => r.path)).toEqual([
      '/api/company/job_descriptions/4/publish',
    ]);
  });

  it("shows the server's refusal to publish above the form", async () => {
    jobsServer({
      jobs: [jobWire({ job_description_id: 4 })],
      overrides: {
        'POST /api/company/job_descriptions/4/publish': () =>
          jsonResponse(
            {
              error: {
                code: 'conflict',
                message: '募集を終了した求人です。公開するには募集を再開してください。',
              },
            },
            409,
          ),
      },
    });
    const user = userEvent.setup();
    renderApp('/company/jobs/4');
    await screen.findByRole('form', { name: '求人を編集' });
    await user.click(screen.getByRole('button', { name: '公開する' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('募集を終了した求人です。公開するには募集を再開してください。');
  });

  it('offers no more tags once twenty are chosen', async () => {
    const tags = Array.from({ length: 20 }, (_, i) => ({
      id: i + 1,
      name: `tag-${i + 1}`,
      group: 'language' as const,
    }));
    jobsServer({ jobs: [jobWire({ job_description_id: 4, tags })] });
    const user = userEvent.setup();
    renderApp('/company/jobs/4');
    await screen.findByRole('form', { name: '求人を編集' });
    expect(screen.getByText('選んだ技術タグ（20 / 20個）')).toBeTruthy();
    await user.type(screen.getByRole('combobox', { name: '技術タグ' }), 'docker');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(
      screen.getByText('技術タグは20個まで選択できます。追加するには、どれかを外してください。'),
    ).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'TypeScriptを外す' }));
    expect(
      within(screen.getByRole('listbox', { name: '技術タグの候補' })).getByRole('option', {
        name: /^Docker/,
      }),
    ).toBeTruthy();
  });

  it('says the job is not found for an unknown or foreign id', async () => {
    const api = jobsServer({ jobs: [jobWire({ job_description_id: 4 })] });
    renderApp('/company/jobs/999');
    expect(
      await screen.findByRole('heading', { level: 1, name: '求人が見つかりません' }),
    ).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('求人が見つかりません | Kiseki'));
    expect(screen.getByRole('link', { name: '求人の一覧へ' }).getAttribute('href')).toBe(
      '/company/jobs',
    );
    expect(screen.queryByRole('form')).toBeNull();
    expect(api.sent('GET', '/api/company/job_descriptions/999')).toHaveLength(1);
  });

  it('does not ask the server about an id that cannot exist', async () => {
    const api = jobsServer();
    renderApp('/company/jobs/abc');
    expect(
      await screen.findByRole('heading', { level: 1, name: '求人が見つかりません' }),
    ).toBeTruthy();
    expect(api.requests.filter((r) => r.path.startsWith('/api/company/job_descriptions'))).toEqual(
      [],
    );
  });
});
