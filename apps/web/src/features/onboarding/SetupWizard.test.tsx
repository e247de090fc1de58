import { CAREER_MESSAGES } from '@kiseki/contract/career-rules';
import { renderHook, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ja } from '../../shared/i18n/ja';
import { useNotificationList } from '../../shared/ui/notifications/store';
import { renderApp } from '../../test/render-app';
import {
  bodiesOf,
  careerApi,
  failure,
  jobSettingWire,
  profileWire,
  setupStatusWire,
} from './test-api';

const STEP_FAILED = 'エラーが発生しました、もう一度お試しください';

/** Messages of the notices raised so far, from the store (the toasts are drawn lazily). */
const raisedNotices = () =>
  renderHook(() => useNotificationList()).result.current.map((notice) => notice.message);
/** The step's own message says it: the shell's generic notices stay quiet (spec section 8). */
const expectNoGenericNotice = () => {
  expect(raisedNotices()).not.toContain(ja.errors.server);
  expect(raisedNotices()).not.toContain(ja.errors.network);
};

const heading = (name: string) => screen.findByRole('heading', { level: 1, name });
const button = (name: string) => screen.getByRole('button', { name });

async function open(path: string) {
  const view = renderApp(path);
  return view;
}

const pathOf = (router: { state: { location: { pathname: string } } }) =>
  router.state.location.pathname;

describe('/user_initial_setup (bare)', () => {
  it('starts at sns_accounts before any step was recorded', async () => {
    careerApi();
    const { router } = await open('/user_initial_setup');
    await waitFor(() => expect(pathOf(router)).toBe('/user_initial_setup/sns_accounts'));
    expect(await heading('SNSアカウントの連携')).toBeTruthy();
  });

  it('resumes at the recorded step', async () => {
    careerApi({ 'GET /api/setup_status/': { json: setupStatusWire('work_style') } });
    const { router } = await open('/user_initial_setup');
    await waitFor(() => expect(pathOf(router)).toBe('/user_initial_setup/work_style'));
    expect(await heading('希望する働き方の登録')).toBeTruthy();
  });

  it('keeps the query string, and starts at the beginning when the status cannot be read', async () => {
    careerApi({
      'GET /api/setup_status/': {
        status: 404,
        json: { error: { code: 'not_found', message: 'x' } },
      },
    });
    const { router } = await open('/user_initial_setup?utm_source=mail');
    await waitFor(() =>
      expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(
        '/user_initial_setup/sns_accounts?utm_source=mail',
      ),
    );
  });

  it('sends a person who completed the setup home', async () => {
    careerApi({ 'GET /api/setup_status/': { json: setupStatusWire('completed', true) } });
    const { router } = await open('/user_initial_setup');
    // Home is / (whose landing page sends a signed-in person on to analytics).
    await waitFor(() => expect(['/', '/analytics']).toContain(pathOf(router)));
  });
});

describe('wizard steps', () => {
  it('sns_accounts offers the connect panel, and 次へ records welcome', async () => {
    const api = careerApi();
    const user = userEvent.setup();
    const { router } = await open('/user_initial_setup/sns_accounts');
    await heading('SNSアカウントの連携');
    expect(
      screen.getByRole('progressbar', { name: '進み具合' }).getAttribute('aria-valuetext'),
    ).toBe('ステップ 1 / 18');
    // The first step has nowhere to go back to.
    expect(screen.queryByRole('link', { name: /戻る/ })).toBeNull();
    await user.click(button('次へ'));
    await waitFor(() => expect(pathOf(router)).toBe('/user_initial_setup/welcome'));
    expect(bodiesOf(api.requests, 'PATCH', '/api/setup_status/')).toEqual([{ step: 'welcome' }]);
  });

  it('greets the person by their display name', async () => {
    careerApi();
    await open('/user_initial_setup/welcome');
    await heading('ようこそ');
    expect(await screen.findByText('taro さん、Kiseki へようこそ！')).toBeTruthy();
    expect(screen.getByRole('link', { name: /戻る/ }).getAttribute('href')).toBe(
      '/user_initial_setup/sns_accounts',
    );
  });

  it('moves on with a notice when recording the step fails', async () => {
    careerApi({ 'PATCH /api/setup_status/': failure() });
    const user = userEvent.setup();
    const { router } = await open('/user_initial_setup/program');
    await heading('プログラムへの参加');
    expect(screen.getByText(/ベータプログラムへの参加設定は/)).toBeTruthy();
    await user.click(button('次へ'));
    await waitFor(() => expect(pathOf(router)).toBe('/user_initial_setup/address'));
    expect(await screen.findByText(STEP_FAILED)).toBeTruthy();
    expectNoGenericNotice();
  });

  it('moves on with a notice when a step’s save fails', async () => {
    const api = careerApi({ 'PUT /api/user/job_setting/': failure() });
    const user = userEvent.setup();
    const { router } = await open('/user_initial_setup/salary');
    await heading('希望年収の登録');
    await user.type(await screen.findByLabelText('希望年収'), '650');
    await user.click(button('保存して次へ'));
    await waitFor(() => expect(pathOf(router)).toBe('/user_initial_setup/work_style'));
    expect(await screen.findByText(STEP_FAILED)).toBeTruthy();
    expectNoGenericNotice();
    expect(bodiesOf(api.requests, 'PUT', '/api/user/job_setting/')).toEqual([
      { desired_annual_salary: 650 },
    ]);
    expect(bodiesOf(api.requests, 'PATCH', '/api/setup_status/')).toEqual([{ step: 'work_style' }]);
  });

  it('checks the salary with the contract rule and starts from the stored one', async () => {
    const api = careerApi({
      'GET /api/user/job_setting/': {
        json: { job_setting: jobSettingWire({ desired_annual_salary: 500 }) },
      },
    });
    const user = userEvent.setup();
    await open('/user_initial_setup/salary');
    const input = (await screen.findByLabelText('希望年収')) as HTMLInputElement;
    expect(input.value).toBe('500');
    expect(input.maxLength).toBe(4);
    await user.clear(input);
    await user.type(input, '12a');
    await user.click(button('保存して次へ'));
    expect(await screen.findByText(CAREER_MESSAGES.salaryOutOfRange)).toBeTruthy();
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(bodiesOf(api.requests, 'PUT', '/api/user/job_setting/')).toEqual([]);
  });

  it('skips a step without saving it', async () => {
    const api = careerApi();
    const user = userEvent.setup();
    const { router } = await open('/user_initial_setup/want_to_do');
    await heading('やりたいことの登録');
    await user.click(await screen.findByRole('button', { name: 'スキップ' }));
    await waitFor(() => expect(pathOf(router)).toBe('/user_initial_setup/program'));
    expect(bodiesOf(api.requests, 'PUT', '/api/user/job_setting/')).toEqual([]);
  });

  it('saves work style, employment and business type flags with the request keys', async () => {
    const api = careerApi();
    const user = userEvent.setup();
    const { router } = await open('/user_initial_setup/work_style');
    await user.click(await screen.findByRole('checkbox', { name: 'フルリモート' }));
    await user.click(button('保存して次へ'));
    await waitFor(() => expect(pathOf(router)).toBe('/user_initial_setup/work_location'));
    expect(bodiesOf(api.requests, 'PUT', '/api/user/job_setting/')).toEqual([
      { desired_work_style: { full_remote: true, partial_remote: false, attendance: false } },
    ]);

    await router.navigate('/user_initial_setup/business_type');
    await user.click(await screen.findByRole('checkbox', { name: 'SES' }));
    await user.click(button('保存して次へ'));
    await waitFor(() => expect(pathOf(router)).toBe('/user_initial_setup/want_to_do'));
    expect(bodiesOf(api.requests, 'PUT', '/api/user/job_setting/')[1]).toEqual({
      desired_business_type: { in_house: false, entrusted: false, ses: true },
    });
  });

  it('saves the desired prefectures as JIS codes', async () => {
    const api = careerApi({
      'GET /api/user/job_setting/': {
        json: { job_setting: jobSettingWire({ desired_locations: [13] }) },
      },
    });
    const user = userEvent.setup();
    const { router } = await open('/user_initial_setup/work_location');
    const tokyo = (await screen.findByRole('checkbox', { name: '東京都' })) as HTMLInputElement;
    expect(tokyo.checked).toBe(true);
    await user.click(screen.getByRole('checkbox', { name: '大阪府' }));
    await user.click(screen.getByRole('checkbox', { name: '北海道' }));
    expect(screen.getByText('3件選択中')).toBeTruthy();
    await user.click(button('保存して次へ'));
    await waitFor(() => expect(pathOf(router)).toBe('/user_initial_setup/employment_type'));
    expect(bodiesOf(api.requests, 'PUT', '/api/user/job_setting/')).toEqual([
      { desired_locations: [1, 13, 27] },
    ]);
  });

  it('requires a hirability level, then saves it', async () => {
    const api = careerApi();
    const user = userEvent.setup();
    const { router } = await open('/user_initial_setup/hirability_level');
    await heading('転職意欲の登録');
    await user.click(await screen.findByRole('button', { name: '次へ' }));
    expect(await screen.findByText('転職意欲を選択してください。')).toBeTruthy();
    expect(pathOf(router)).toBe('/user_initial_setup/hirability_level');
    await user.click(screen.getByRole('radio', { name: /良い話があれば聞きたい/ }));
    await user.click(button('次へ'));
    await waitFor(() => expect(pathOf(router)).toBe('/user_initial_setup/occupation'));
    expect(bodiesOf(api.requests, 'PUT', '/api/user/job_setting/hirability')).toEqual([
      { hirability_level: 'WANT_TO_HEAR' },
    ]);
  });

  it('moves on with the step’s message alone when the hirability save fails', async () => {
    careerApi({ 'PUT /api/user/job_setting/hirability': failure(502) });
    const user = userEvent.setup();
    const { router } = await open('/user_initial_setup/hirability_level');
    await user.click(await screen.findByRole('radio', { name: /転職したい/ }));
    await user.click(button('次へ'));
    await waitFor(() => expect(pathOf(router)).toBe('/user_initial_setup/occupation'));
    expect(await screen.findByText(STEP_FAILED)).toBeTruthy();
    expectNoGenericNotice();
  });

  it('saves the occupation answers', async () => {
    const api = careerApi();
    const user = userEvent.setup();
    const { router } = await open('/user_initial_setup/occupation');
    const job = await screen.findByRole('group', { name: '現在、お仕事をされていますか？' });
    await user.click(within(job).getByRole('radio', { name: '働いている' }));
    const it = screen.getByRole('group', { name: /ITエンジニアとして働いていますか/ });
    await user.click(within(it).getByRole('radio', { name: 'はい' }));
    await user.click(button('次へ'));
    await waitFor(() => expect(pathOf(router)).toBe('/user_initial_setup/experience'));
    expect(bodiesOf(api.requests, 'PUT', '/api/user/job_setting/')).toEqual([
      { job: true, is_it_engineer: true },
    ]);
  });

  it('branches on the student answer and keeps it for 戻る after a reload', async () => {
    const api = careerApi();
    const user = userEvent.setup();
    const first = await open('/user_initial_setup/check_student');
    await heading('在学状況の確認');
    expect((button('次へ') as HTMLButtonElement).disabled).toBe(true);
    await user.click(screen.getByRole('radio', { name: 'はい、学生です' }));
    await user.click(button('次へ'));
    await waitFor(() => expect(pathOf(first.router)).toBe('/user_initial_setup/education'));
    expect(bodiesOf(api.requests, 'PATCH', '/api/setup_status/')).toEqual([{ step: 'education' }]);
    first.unmount();

    // A new page (a reload) on block goes back to education, and counts the student branch.
    await open('/user_initial_setup/block');
    await heading('ブロックする企業の設定');
    expect((await screen.findByRole('link', { name: /戻る/ })).getAttribute('href')).toBe(
      '/user_initial_setup/education',
    );
    expect(
      screen.getByRole('progressbar', { name: '進み具合' }).getAttribute('aria-valuetext'),
    ).toBe('ステップ 6 / 15');
  });

  it('sends anyone else to hirability, and a file import to its step', async () => {
    careerApi();
    const user = userEvent.setup();
    const { router } = await open('/user_initial_setup/check_student');
    await user.click(await screen.findByRole('radio', { name: 'いいえ、学生ではありません' }));
    await user.click(button('次へ'));
    await waitFor(() => expect(pathOf(router)).toBe('/user_initial_setup/hirability_level'));

    await router.navigate('/user_initial_setup/experience');
    await user.click(await screen.findByRole('radio', { name: /ファイルからインポート/ }));
    await user.click(button('次へ'));
    await waitFor(() => expect(pathOf(router)).toBe('/user_initial_setup/experience_import'));
    const link = await screen.findByRole('link', { name: /経歴のインポート画面を開く/ });
    expect(link.getAttribute('href')).toBe('/cv/import');
    expect(link.getAttribute('target')).toBe('_blank');
  });

  it('blocks companies found by name and saves their ids', async () => {
    const api = careerApi({
      'GET /api/user/job_setting/': {
        json: {
          job_setting: jobSettingWire({
            blocked_corporations: [{ id: 3, name: '旧勤務先株式会社' }],
          }),
        },
      },
      'GET /api/companies/suggest': {
        json: {
          companies: [
            { id: 7, name: '株式会社キセキ' },
            { id: 3, name: '旧勤務先株式会社' },
          ],
        },
      },
    });
    const user = userEvent.setup();
    const { router } = await open('/user_initial_setup/block');
    await user.type(await screen.findByLabelText('企業名で検索'), 'キセキ');
    const results = await screen.findByRole('region', { name: '検索結果' });
    await user.click(
      await within(results).findByRole('button', { name: '株式会社キセキ をブロックする' }),
    );
    expect(within(results).getAllByRole('button', { name: 'ブロック中' })).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: '旧勤務先株式会社 のブロックを解除' }));
    await user.click(button('保存して次へ'));
    await waitFor(() => expect(pathOf(router)).toBe('/user_initial_setup/salary'));
    expect(bodiesOf(api.requests, 'PUT', '/api/user/job_setting/')).toEqual([
      { blocked_corporations: [7] },
    ]);
    const search = api.requests.find((r) => r.path === '/api/companies/suggest');
    expect(new URL(search?.url ?? '', 'http://x').searchParams.get('q')).toBe('キセキ');
  });

  it('saves the address, or records that the person does not give one', async () => {
    const api = careerApi();
    const user = userEvent.setup();
    const { router } = await open('/user_initial_setup/address');
    await heading('住所の登録');
    await user.click(await screen.findByRole('button', { name: '保存して次へ' }));
    expect(await screen.findByText(CAREER_MESSAGES.prefectureInvalid)).toBeTruthy();
    await user.selectOptions(screen.getByLabelText('都道府県'), '東京都');
    await user.type(screen.getByLabelText('市区町村以降'), '渋谷区');
    await user.click(button('保存して次へ'));
    await waitFor(() => expect(pathOf(router)).toBe('/user_initial_setup/completed'));
    expect(bodiesOf(api.requests, 'PUT', '/api/user/profile/')).toEqual([
      { prefecture: 13, address: '渋谷区', reject_address_input: false },
    ]);

    await router.navigate('/user_initial_setup/address');
    await user.click(await screen.findByRole('button', { name: '入力しない' }));
    await waitFor(() => expect(pathOf(router)).toBe('/user_initial_setup/completed'));
    expect(bodiesOf(api.requests, 'PUT', '/api/user/profile/')[1]).toEqual({
      reject_address_input: true,
    });
  });

  it('completed: はじめる marks the setup completed and goes home', async () => {
    const api = careerApi();
    const user = userEvent.setup();
    const { router } = await open('/user_initial_setup/completed');
    await heading('初期設定が完了しました');
    await user.click(button('はじめる'));
    await waitFor(() => expect(['/', '/analytics']).toContain(pathOf(router)));
    expect(api.callsTo('/api/setup_status/mark_completed')).toBe(1);
  });

  it('completed: goes home even when marking it fails, with a notice', async () => {
    careerApi({ 'PATCH /api/setup_status/mark_completed': failure() });
    const user = userEvent.setup();
    const { router } = await open('/user_initial_setup/completed');
    await user.click(await screen.findByRole('button', { name: 'はじめる' }));
    await waitFor(() => expect(['/', '/analytics']).toContain(pathOf(router)));
    expect(await screen.findByText(STEP_FAILED)).toBeTruthy();
    expectNoGenericNotice();
  });
});

describe('birthdate step', () => {
  const parts = () => ({
    year: screen.getByRole('textbox', { name: '年' }) as HTMLInputElement,
    month: screen.getByRole('textbox', { name: '月' }) as HTMLInputElement,
    day: screen.getByRole('textbox', { name: '日' }) as HTMLInputElement,
  });

  it('marks every field invalid and disables save until the date is real and from 1900', async () => {
    careerApi();
    const user = userEvent.setup();
    await open('/user_initial_setup/birthdate');
    await heading('生年月日の登録');
    await screen.findByRole('textbox', { name: '年' });
    const { year, month, day } = parts();
    expect(year.maxLength).toBe(4);
    expect(month.maxLength).toBe(2);
    expect(day.maxLength).toBe(2);
    const save = () => button('保存して次へ') as HTMLButtonElement;
    expect(save().disabled).toBe(true);

    await user.type(year, '1899');
    await user.type(month, '12');
    await user.type(day, '31');
    for (const input of Object.values(parts())) {
      expect(input.getAttribute('aria-invalid')).toBe('true');
    }
    expect(screen.getByText(CAREER_MESSAGES.birthdateInvalid)).toBeTruthy();
    expect(save().disabled).toBe(true);

    await user.clear(year);
    await user.type(year, '19000');
    expect(year.value).toBe('1900');
    await waitFor(() => expect(save().disabled).toBe(false));
    for (const input of Object.values(parts())) {
      expect(input.getAttribute('aria-invalid')).toBeNull();
    }

    // 29 February: only in a leap year.
    await user.clear(year);
    await user.type(year, '2001');
    await user.clear(month);
    await user.type(month, '2');
    await user.clear(day);
    await user.type(day, '29');
    expect(save().disabled).toBe(true);
    await user.clear(year);
    await user.type(year, '2000');
    expect(save().disabled).toBe(false);

    // What it means to save: cannot change, the employment-security law, visibility later.
    expect(screen.getByText(/一度保存すると変更できません/)).toBeTruthy();
    expect(screen.getByText(/職業安定法/)).toBeTruthy();
    expect(screen.getByRole('link', { name: '公開設定' }).getAttribute('href')).toBe(
      '/config/visibility',
    );
  });

  it('saves the date, says 保存しました and moves on', async () => {
    const api = careerApi();
    const user = userEvent.setup();
    const { router } = await open('/user_initial_setup/birthdate');
    await screen.findByRole('textbox', { name: '年' });
    const { year, month, day } = parts();
    await user.type(year, '１９９０');
    await user.type(month, '4');
    await user.type(day, '1');
    await user.click(button('保存して次へ'));
    await waitFor(() => expect(pathOf(router)).toBe('/user_initial_setup/check_student'));
    expect(await screen.findByText('保存しました')).toBeTruthy();
    expect(bodiesOf(api.requests, 'PUT', '/api/user/profile/')).toEqual([
      { birthdate: '1990-04-01' },
    ]);
  });

  it('says エラーが発生しました when the save fails, and still moves on', async () => {
    careerApi({ 'PUT /api/user/profile/': failure() });
    const user = userEvent.setup();
    const { router } = await open('/user_initial_setup/birthdate');
    await screen.findByRole('textbox', { name: '年' });
    const { year, month, day } = parts();
    await user.type(year, '1990');
    await user.type(month, '04');
    await user.type(day, '01');
    await user.click(button('保存して次へ'));
    await waitFor(() => expect(pathOf(router)).toBe('/user_initial_setup/check_student'));
    expect(await screen.findByText('エラーが発生しました')).toBeTruthy();
    // The birthdate's words only (spec section 8), not the step's nor the generic ones.
    expect(raisedNotices()).toEqual(['エラーが発生しました']);
  });

  it('shows a stored birthdate read-only', async () => {
    const api = careerApi({
      'GET /api/user/profile/': { json: { profile: profileWire({ birthdate: '1988-11-03' }) } },
    });
    const user = userEvent.setup();
    const { router } = await open('/user_initial_setup/birthdate');
    expect(await screen.findByText('1988年11月3日')).toBeTruthy();
    expect(screen.queryByRole('textbox')).toBeNull();
    await user.click(button('次へ'));
    await waitFor(() => expect(pathOf(router)).toBe('/user_initial_setup/check_student'));
    expect(bodiesOf(api.requests, 'PUT', '/api/user/profile/')).toEqual([]);
  });
});
