import { CAREER_MESSAGES } from '@kiseki/contract/career-rules';
import { renderHook, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ja } from '../../shared/i18n/ja';
import { useNotificationList } from '../../shared/ui/notifications/store';
import { renderApp } from '../../test/render-app';
import { careerJa } from './messages';
import { summarize } from './SummaryCard';
import { careerApi, experienceWire, failure, jobSettingWire } from './test-server';

const section = (name: string) => screen.findByRole('region', { name });
const group = (name: string) => screen.findByRole('article', { name });
const selectIn = (scope: HTMLElement, name: string) =>
  within(scope).getByRole('combobox', { name }) as HTMLSelectElement;

// Several steps through lazy chunks and forms: more than the default 5 s on a busy machine.
describe('/cv', { timeout: 20_000 }, () => {
  it('invites to add the first experience when there is none', async () => {
    careerApi();
    renderApp('/cv');
    expect(await screen.findByRole('heading', { level: 1, name: '職務経歴' })).toBeTruthy();
    expect(await screen.findByText('まだ職歴が登録されていません')).toBeTruthy();
    const experiences = await section('職歴');
    expect(within(experiences).getByRole('button', { name: '職歴を追加' })).toBeTruthy();
    // In the title row and, while empty, beside the add button.
    const imports = screen.getAllByRole('link', { name: '経歴をインポート' });
    expect(imports).toHaveLength(2);
    for (const link of imports) expect(link.getAttribute('href')).toBe('/cv/import');
    expect(await screen.findByText('まだ学歴が登録されていません。')).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('職務経歴 | Kiseki'));
    // No requests from companies: no notice.
    expect(screen.queryByText(/経歴の更新依頼/)).toBeNull();
  });

  it('groups the experiences of one company, with periods, chips and line breaks kept', async () => {
    careerApi({
      requestCount: 2,
      experiences: [
        experienceWire(1, {
          organization_name: '株式会社キセキ',
          position_name: 'エンジニア',
          start_year: 2018,
          start_month: 4,
          end_year: 2020,
          end_month: 3,
        }),
        experienceWire(2, {
          organization_name: '株式会社キセキ ',
          position_name: 'テックリード',
          positions: [2, 5],
          start_year: 2020,
          start_month: 4,
          end_year: null,
          end_month: null,
          description: '決済基盤の刷新\nチーム5名のリード',
        }),
        experienceWire(3, {
          organization_name: '前職株式会社',
          start_year: 2015,
          start_month: 4,
          end_year: 2018,
          end_month: 2,
          is_client_work: true,
          client_company_name: '大手銀行',
        }),
      ],
    });
    renderApp('/cv');
    const kiseki = await group('株式会社キセキ');
    expect(within(kiseki).getByText('2018年4月〜現在')).toBeTruthy();
    expect(within(kiseki).getByText('2件の職歴')).toBeTruthy();
    expect(within(kiseki).getByText('2020年4月〜現在')).toBeTruthy();
    expect(within(kiseki).getByText('2018年4月〜2020年3月')).toBeTruthy();
    expect(within(kiseki).getByText('SRE')).toBeTruthy();
    const description = within(kiseki).getByText(/決済基盤の刷新/);
    expect(description.textContent).toBe('決済基盤の刷新\nチーム5名のリード');
    // Newest first.
    const titles = screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(titles.indexOf('株式会社キセキ')).toBeLessThan(titles.indexOf('前職株式会社'));
    const previous = await group('前職株式会社');
    expect(within(previous).getByText('クライアントワーク（大手銀行）')).toBeTruthy();
    expect(
      await screen.findByText(
        '企業から経歴の更新依頼が2件届いています。最新の経歴に更新しましょう。',
      ),
    ).toBeTruthy();

    const summary = await section('職務要約');
    expect(within(summary).getByText('経歴から自動作成')).toBeTruthy();
    expect(within(summary).getByText('2社')).toBeTruthy();
    expect(within(summary).getByText('株式会社キセキ')).toBeTruthy();
  });

  it('adds an experience in place, asking for a position first', async () => {
    const api = careerApi();
    const user = userEvent.setup();
    renderApp('/cv');
    await user.click(await screen.findByRole('button', { name: '職歴を追加' }));
    const form = await screen.findByRole('form', { name: '職歴を追加' });
    await user.type(within(form).getByLabelText('会社名'), '株式会社キセキ');
    await user.selectOptions(selectIn(form, '開始年月の年'), '2020');
    await user.selectOptions(selectIn(form, '開始年月の月'), '4');
    await user.click(within(form).getByLabelText('現在も在籍中'));
    await user.click(within(form).getByRole('button', { name: '追加する' }));
    expect(await within(form).findByText(CAREER_MESSAGES.positionRequired)).toBeTruthy();
    expect(api.state.experiences).toHaveLength(0);

    await user.click(within(form).getByRole('button', { name: '職種を選ぶ' }));
    await user.click(within(form).getByLabelText('バックエンドエンジニア'));
    await user.click(within(form).getByRole('button', { name: '追加する' }));
    expect(await screen.findByText('保存しました')).toBeTruthy();
    const kiseki = await group('株式会社キセキ');
    expect(within(kiseki).getByText('2020年4月〜現在')).toBeTruthy();
    expect(screen.queryByRole('form', { name: '職歴を追加' })).toBeNull();
    const sent = api.requests.find(
      (r) => r.method === 'POST' && r.path === '/api/user/experiences/',
    );
    expect(JSON.parse(sent?.body ?? '{}')).toMatchObject({
      organization_name: '株式会社キセキ',
      positions: [2],
      start_year: 2020,
      start_month: 4,
      end_year: null,
      end_month: null,
    });
  });

  it('edits an experience so that a group splits, then deletes after confirmation', async () => {
    const api = careerApi({
      experiences: [
        experienceWire(1, { organization_name: 'キセキ', end_year: 2020, end_month: 3 }),
        experienceWire(2, {
          organization_name: 'キセキ',
          start_year: 2020,
          start_month: 4,
          end_year: 2022,
          end_month: 3,
        }),
      ],
    });
    const user = userEvent.setup();
    renderApp('/cv');
    const merged = await group('キセキ');
    expect(within(merged).getByText('2018年4月〜2022年3月')).toBeTruthy();

    await user.click(
      within(merged).getByRole('button', { name: 'キセキ 2020年4月〜2022年3月を編集' }),
    );
    const form = await screen.findByRole('form', { name: 'キセキの職歴を編集' });
    await user.selectOptions(selectIn(form, '開始年月の月'), '5');
    await user.click(within(form).getByRole('button', { name: '保存する' }));
    expect(await screen.findByText('保存しました')).toBeTruthy();
    await waitFor(() => expect(screen.getAllByRole('article', { name: 'キセキ' })).toHaveLength(2));
    expect(
      api.requests.some((r) => r.method === 'PUT' && r.path === '/api/user/experiences/2/'),
    ).toBe(true);

    await user.click(screen.getByRole('button', { name: 'キセキ 2018年4月〜2020年3月を削除' }));
    const dialog = await screen.findByRole('dialog', { name: 'この職歴を削除しますか？' });
    // Cancel first: nothing is deleted.
    await user.click(within(dialog).getByRole('button', { name: 'キャンセル' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.state.experiences).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: 'キセキ 2018年4月〜2020年3月を削除' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: '削除する' }),
    );
    expect(await screen.findByText('削除しました')).toBeTruthy();
    await waitFor(() => expect(screen.getAllByRole('article', { name: 'キセキ' })).toHaveLength(1));
    expect(api.state.experiences.map((e) => e.id)).toEqual([2]);
  });

  it('adds, edits and deletes educations, sending the whole list each time', async () => {
    const api = careerApi({
      educations: [
        {
          school_type: 0,
          school_name: '東京大学',
          end_year: 2018,
          end_month: 3,
          enrollment_status: 0,
          major: '工学部',
        },
      ],
    });
    const user = userEvent.setup();
    renderApp('/cv');
    const tokyo = await screen.findByRole('article', { name: '東京大学' });
    expect(within(tokyo).getByText('大学・工学部')).toBeTruthy();
    expect(within(tokyo).getByText('2018年3月 卒業')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: '学歴を追加' }));
    const form = await screen.findByRole('form', { name: '学歴を追加' });
    await user.type(within(form).getByLabelText('学校名'), '東京大学大学院');
    await user.selectOptions(selectIn(form, '学校種別'), '2');
    await user.selectOptions(selectIn(form, '卒業（予定）年月の年'), '2020');
    await user.selectOptions(selectIn(form, '卒業（予定）年月の月'), '3');
    await user.click(within(form).getByRole('radio', { name: '卒業' }));
    await user.click(within(form).getByRole('button', { name: '追加する' }));
    expect(await screen.findByRole('article', { name: '東京大学大学院' })).toBeTruthy();
    expect(api.state.educations.map((e) => e.school_name)).toEqual(['東京大学', '東京大学大学院']);

    await user.click(screen.getByRole('button', { name: '東京大学を編集' }));
    const edit = await screen.findByRole('form', { name: '東京大学の学歴を編集' });
    await user.click(within(edit).getByRole('radio', { name: '中退・転学' }));
    await user.click(within(edit).getByRole('button', { name: '保存する' }));
    await waitFor(() => expect(api.state.educations[0]?.enrollment_status).toBe(1));

    await user.click(await screen.findByRole('button', { name: '東京大学を削除' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'この学歴を削除しますか？' })).getByRole(
        'button',
        { name: '削除する' },
      ),
    );
    await waitFor(() =>
      expect(api.state.educations.map((e) => e.school_name)).toEqual(['東京大学大学院']),
    );
  });

  it('saves やりたいこと to the job setting', async () => {
    const api = careerApi({ jobSetting: jobSettingWire({ want_to_do: null }) });
    const user = userEvent.setup();
    renderApp('/cv');
    const card = await section('やりたいこと');
    expect(await within(card).findByText('まだ登録されていません。')).toBeTruthy();
    await user.click(within(card).getByRole('button', { name: 'やりたいことを書く' }));
    await user.type(within(card).getByRole('textbox', { name: 'やりたいこと' }), 'SREに挑戦したい');
    await user.click(within(card).getByRole('button', { name: '保存する' }));
    expect(await within(card).findByText('SREに挑戦したい')).toBeTruthy();
    expect(api.state.jobSetting.want_to_do).toBe('SREに挑戦したい');
  });

  it('offers a retry when the career cannot be loaded', async () => {
    let fail = true;
    careerApi(
      {},
      {
        'GET /api/user/experiences/': () =>
          fail
            ? new Response(JSON.stringify({ error: { code: 'forbidden', message: 'x' } }), {
                status: 403,
                headers: { 'content-type': 'application/json' },
              })
            : new Response(JSON.stringify({ experience_list: [] }), {
                headers: { 'content-type': 'application/json' },
              }),
      },
    );
    const user = userEvent.setup();
    renderApp('/cv');
    expect(await screen.findByText('職務経歴を読み込めませんでした。')).toBeTruthy();
    fail = false;
    await user.click(screen.getByRole('button', { name: '再読み込み' }));
    expect(await screen.findByText('まだ職歴が登録されていません')).toBeTruthy();
  });
});

/** Messages of the notices raised so far, from the store (the toasts are drawn lazily). */
const raisedNotices = () =>
  renderHook(() => useNotificationList()).result.current.map((notice) => notice.message);
const GENERIC_NOTICES = [ja.errors.server, ja.errors.network];

const TOKYO = {
  school_type: 0,
  school_name: '東京大学',
  end_year: 2018,
  end_month: 3,
  enrollment_status: 0,
  major: '工学部',
};

// Spec section 8: a failed experience save says エラーが発生しました、もう一度お試しください.
describe('/cv failed saves', { timeout: 20_000 }, () => {
  it('says a failed experience add in the form, not with the generic notice; a 400 marks the fields', async () => {
    let reply = failure(500);
    const api = careerApi({}, { 'POST /api/user/experiences/': () => reply() });
    const user = userEvent.setup();
    renderApp('/cv');
    await user.click(await screen.findByRole('button', { name: '職歴を追加' }));
    const form = await screen.findByRole('form', { name: '職歴を追加' });
    await user.type(within(form).getByLabelText('会社名'), '株式会社キセキ');
    await user.click(within(form).getByRole('button', { name: '職種を選ぶ' }));
    await user.click(await within(form).findByLabelText('バックエンドエンジニア'));
    await user.selectOptions(selectIn(form, '開始年月の年'), '2020');
    await user.selectOptions(selectIn(form, '開始年月の月'), '4');
    await user.click(within(form).getByLabelText('現在も在籍中'));
    await user.click(within(form).getByRole('button', { name: '追加する' }));

    expect((await within(form).findByRole('alert')).textContent).toBe(careerJa.failed);
    for (const generic of GENERIC_NOTICES) expect(raisedNotices()).not.toContain(generic);
    expect(raisedNotices()).not.toContain(careerJa.saved);
    expect(api.state.experiences).toHaveLength(0);

    reply = failure(400, { organization_name: ['この会社名は登録できません。'] });
    await user.click(within(form).getByRole('button', { name: '追加する' }));
    expect(await within(form).findByText('この会社名は登録できません。')).toBeTruthy();
    expect(within(form).getByLabelText('会社名').getAttribute('aria-invalid')).toBe('true');
    expect(within(form).queryByText(careerJa.failed)).toBeNull();
    expect(raisedNotices()).toEqual([]);
  });

  it('says a failed experience edit in the form (a lost connection too)', async () => {
    careerApi(
      { experiences: [experienceWire(1, { organization_name: 'キセキ' })] },
      { 'PUT /api/user/experiences/1/': () => Promise.reject(new TypeError('Failed to fetch')) },
    );
    const user = userEvent.setup();
    renderApp('/cv');
    await user.click(await screen.findByRole('button', { name: /キセキ .*を編集/ }));
    const form = await screen.findByRole('form', { name: 'キセキの職歴を編集' });
    await user.click(within(form).getByRole('button', { name: '保存する' }));
    expect((await within(form).findByRole('alert')).textContent).toBe(careerJa.failed);
    for (const generic of GENERIC_NOTICES) expect(raisedNotices()).not.toContain(generic);
  });

  it('says a failed education save in the form; a 400 lands on the edited education’s fields', async () => {
    let reply = failure(503);
    careerApi({ educations: [TOKYO] }, { 'PUT /api/user/educations/': () => reply() });
    const user = userEvent.setup();
    renderApp('/cv');
    await user.click(await screen.findByRole('button', { name: '東京大学を編集' }));
    const form = await screen.findByRole('form', { name: '東京大学の学歴を編集' });
    await user.click(within(form).getByRole('button', { name: '保存する' }));
    expect((await within(form).findByRole('alert')).textContent).toBe(careerJa.failed);
    for (const generic of GENERIC_NOTICES) expect(raisedNotices()).not.toContain(generic);

    reply = failure(400, { 'educations.0.school_name': ['学校名が長すぎます。'] });
    await user.click(within(form).getByRole('button', { name: '保存する' }));
    expect(await within(form).findByText('学校名が長すぎます。')).toBeTruthy();
    expect(within(form).getByLabelText('学校名').getAttribute('aria-invalid')).toBe('true');
    expect(within(form).queryByText(careerJa.failed)).toBeNull();
  });

  it('leaves a failed education delete to the generic notice (it has no message of its own)', async () => {
    careerApi({ educations: [TOKYO] }, { 'PUT /api/user/educations/': failure(500) });
    const user = userEvent.setup();
    renderApp('/cv');
    await user.click(await screen.findByRole('button', { name: '東京大学を削除' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'この学歴を削除しますか？' })).getByRole(
        'button',
        { name: '削除する' },
      ),
    );
    await waitFor(() => expect(raisedNotices()).toEqual([ja.errors.server]));
  });
});

describe('summarize', () => {
  const names = new Map([
    [2, 'バックエンドエンジニア'],
    [5, 'SRE'],
  ]);
  it('counts months once, companies by normalized name, and ranks positions by time', () => {
    const toCamel = (id: number, o: Parameters<typeof experienceWire>[1]) => {
      const w = experienceWire(id, o);
      return {
        id: w.id,
        organizationName: w.organization_name,
        positions: w.positions,
        positionName: w.position_name,
        isClientWork: w.is_client_work,
        clientCompanyName: w.client_company_name,
        startYear: w.start_year,
        startMonth: w.start_month,
        endYear: w.end_year,
        endMonth: w.end_month,
        description: w.description,
        createdAt: w.created_at,
        updatedAt: w.updated_at,
      };
    };
    const result = summarize(
      [
        toCamel(1, {
          organization_name: 'A社',
          positions: [2],
          start_year: 2020,
          start_month: 1,
          end_year: 2021,
          end_month: 12,
        }),
        toCamel(2, {
          organization_name: 'Ａ社',
          positions: [5],
          start_year: 2022,
          start_month: 1,
          end_year: null,
          end_month: null,
        }),
      ],
      names,
      { year: 2024, month: 12 },
    );
    expect(result).toEqual({
      months: 60,
      companies: 1,
      current: ['Ａ社'],
      positions: ['SRE', 'バックエンドエンジニア'],
    });
  });
});
