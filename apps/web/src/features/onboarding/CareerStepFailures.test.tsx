import type { ExperienceWire } from '@kiseki/contract/career';
import { renderHook, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ja } from '../../shared/i18n/ja';
import { useNotificationList } from '../../shared/ui/notifications/store';
import { jsonResponse, type MockReply } from '../../test/api-mock';
import { field } from '../../test/form';
import { renderApp } from '../../test/render-app';
import { careerApi } from './test-api';

/**
 * Spec section 8: a failed experience or education save in the wizard and the job-change flow
 * says エラーが発生しました、もう一度お試しください in the form, and only there: the shell's
 * generic server-error notice stays quiet. A 400 still lands on the fields.
 */

const STEP_FAILED = 'エラーが発生しました、もう一度お試しください';

const JOB_POSITIONS = {
  job_positions: [
    {
      id: 1,
      job_position_category_name: '開発',
      position_list: [{ id: 2, job_position_name: 'バックエンドエンジニア' }],
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

const EDUCATION = {
  school_type: 5,
  school_name: 'キセキ高校',
  end_year: 2020,
  end_month: 3,
  enrollment_status: 0,
  major: null,
};

/** A failed answer in the contract's error shape; a 400 may name fields. */
const failing = (status: number, fields?: Record<string, string[]>) => () =>
  jsonResponse(
    {
      error: {
        code: status >= 500 ? 'internal_error' : 'validation_failed',
        message: 'x',
        ...(fields ? { fields } : {}),
      },
    },
    status,
  );
const lostConnection: MockReply = () => Promise.reject(new TypeError('Failed to fetch'));

/** Messages of the notices raised so far, from the store (the toasts are drawn lazily). */
const raisedNotices = () =>
  renderHook(() => useNotificationList()).result.current.map((notice) => notice.message);
const expectNoGenericNotice = () => {
  expect(raisedNotices()).not.toContain(ja.errors.server);
  expect(raisedNotices()).not.toContain(ja.errors.network);
};

const select = (form: HTMLElement, name: string) =>
  within(form).getByRole('combobox', { name }) as HTMLSelectElement;

async function fillNewExperience(user: ReturnType<typeof userEvent.setup>, form: HTMLElement) {
  await user.type(field('会社名', form), '株式会社キセキ');
  await user.click(within(form).getByRole('button', { name: '職種を選ぶ' }));
  await user.click(await within(form).findByLabelText('バックエンドエンジニア'));
  await user.selectOptions(select(form, '開始年月の年'), '2019');
  await user.selectOptions(select(form, '開始年月の月'), '4');
  await user.click(within(form).getByRole('checkbox', { name: '現在も在籍中' }));
}

describe('/user_initial_setup/experience_edit failed saves', { timeout: 20_000 }, () => {
  it('says a server error in the form, then puts a 400 on the fields', async () => {
    let reply = failing(500);
    careerApi({
      '/api/technical_term_master/job_positions': { json: JOB_POSITIONS },
      'POST /api/user/experiences/': () => reply(),
    });
    const user = userEvent.setup();
    renderApp('/user_initial_setup/experience_edit');
    const form = await screen.findByRole('form', { name: '職務経歴を追加' });
    await fillNewExperience(user, form);
    await user.click(within(form).getByRole('button', { name: 'この職務経歴を追加する' }));

    expect((await within(form).findByRole('alert')).textContent).toBe(STEP_FAILED);
    expectNoGenericNotice();
    expect(raisedNotices()).not.toContain('職務経歴を保存しました');

    reply = failing(400, { organization_name: ['この会社名は登録できません。'] });
    await user.click(within(form).getByRole('button', { name: 'この職務経歴を追加する' }));
    expect(await within(form).findByText('この会社名は登録できません。')).toBeTruthy();
    expect(field('会社名', form).getAttribute('aria-invalid')).toBe('true');
    expect(within(form).queryByText(STEP_FAILED)).toBeNull();
  });

  it('says a lost connection in the form too', async () => {
    careerApi({
      '/api/technical_term_master/job_positions': { json: JOB_POSITIONS },
      'POST /api/user/experiences/': lostConnection,
    });
    const user = userEvent.setup();
    renderApp('/user_initial_setup/experience_edit');
    const form = await screen.findByRole('form', { name: '職務経歴を追加' });
    await fillNewExperience(user, form);
    await user.click(within(form).getByRole('button', { name: 'この職務経歴を追加する' }));
    expect((await within(form).findByRole('alert')).textContent).toBe(STEP_FAILED);
    expectNoGenericNotice();
  });
});

describe('/user_initial_setup/education failed saves', { timeout: 20_000 }, () => {
  it('says a server error in the form; a 400 shows the server’s message instead', async () => {
    let reply = failing(500);
    careerApi({
      'GET /api/user/educations/': { json: { educations: [EDUCATION] } },
      'PUT /api/user/educations/': () => reply(),
    });
    const user = userEvent.setup();
    renderApp('/user_initial_setup/education');
    await user.click(await screen.findByRole('button', { name: 'もう1件追加する' }));
    const form = screen.getByRole('form', { name: '学歴を追加' });
    await user.type(field('学校名', form), 'キセキ大学');
    await user.selectOptions(select(form, '学校種別'), '大学');
    await user.selectOptions(select(form, '卒業（予定）年月の年'), '2020');
    await user.selectOptions(select(form, '卒業（予定）年月の月'), '3');
    await user.click(within(form).getByRole('radio', { name: '卒業' }));
    await user.click(within(form).getByRole('button', { name: 'この学歴を追加する' }));

    expect((await within(form).findByRole('alert')).textContent).toBe(STEP_FAILED);
    expectNoGenericNotice();

    // The list is saved whole, so the server names the field with its index; this step does
    // not map it back (unlike /cv), and the message shows above the fields as before.
    reply = failing(400, { 'educations.1.school_name': ['学校名が長すぎます。'] });
    await user.click(within(form).getByRole('button', { name: 'この学歴を追加する' }));
    expect((await within(form).findByRole('alert')).textContent).toBe('学校名が長すぎます。');
    expect(within(form).queryByText(STEP_FAILED)).toBeNull();
  });
});

describe('/job_change/experiences failed saves', { timeout: 20_000 }, () => {
  it('says a failed edit in the form, then puts a 400 on the fields', async () => {
    let reply = failing(500);
    careerApi({
      '/api/technical_term_master/job_positions': { json: JOB_POSITIONS },
      'GET /api/user/experiences/': { json: { experience_list: [experienceWire()] } },
      'PUT /api/user/experiences/11/': () => reply(),
    });
    const user = userEvent.setup();
    renderApp('/job_change/experiences');
    await user.click(await screen.findByRole('button', { name: '株式会社サンプル を編集' }));
    const form = screen.getByRole('form', { name: '株式会社サンプル を編集' });
    await user.click(within(form).getByRole('button', { name: '変更を保存する' }));

    expect((await within(form).findByRole('alert')).textContent).toBe(STEP_FAILED);
    expectNoGenericNotice();

    reply = failing(400, { organization_name: ['この会社名は登録できません。'] });
    await user.click(within(form).getByRole('button', { name: '変更を保存する' }));
    expect(await within(form).findByText('この会社名は登録できません。')).toBeTruthy();
    expect(field('会社名', form).getAttribute('aria-invalid')).toBe('true');
    expect(within(form).queryByText(STEP_FAILED)).toBeNull();
  });

  it('says a failed add in the form', async () => {
    careerApi({
      '/api/technical_term_master/job_positions': { json: JOB_POSITIONS },
      'POST /api/user/experiences/': failing(500),
    });
    const user = userEvent.setup();
    renderApp('/job_change/experiences');
    const form = await screen.findByRole('form', { name: '職務経歴を追加' });
    await fillNewExperience(user, form);
    await user.click(within(form).getByRole('button', { name: 'この職務経歴を追加する' }));
    expect((await within(form).findByRole('alert')).textContent).toBe(STEP_FAILED);
    expectNoGenericNotice();
  });
});
