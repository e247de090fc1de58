import { CAREER_MESSAGES } from '@kiseki/contract/career-rules';
import { renderHook, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { careerKeys, type JobSetting } from '../../shared/api/career';
import { ja } from '../../shared/i18n/ja';
import { readStorage, writeStorage } from '../../shared/lib/storage';
import { currentJapanYearMonth } from '../../shared/ui/career';
import { useNotificationList } from '../../shared/ui/notifications/store';
import { jsonResponse, type MockReply } from '../../test/api-mock';
import { renderApp, settled } from '../../test/render-app';
import {
  bodiesOf,
  DAY_SECONDS,
  experienceWire,
  jobSettingWire,
  modalsApi,
  profileWire,
  secondsAgo,
} from './test-api';

const TITLE = '現在の転職意欲を教えてください';
/**
 * The open dialog, once it takes clicks: Radix turns the page's pointer events off when the
 * modal opens and back on for the dialog a render later, and a click in between is refused
 * (seen on the busy two-core CI).
 */
const dialog = async () => {
  const element = await screen.findByRole('dialog', { name: TITLE });
  await waitFor(() =>
    expect(
      document.body.style.pointerEvents !== 'none' || element.style.pointerEvents === 'auto',
    ).toBe(true),
  );
  return element;
};
const saveButton = (modal: HTMLElement) =>
  within(modal).getByRole('button', { name: '保存する' }) as HTMLButtonElement;

const FAILED = 'エラーが発生しました、もう一度お試しください';
/** Messages of the notices raised so far, from the store (the toasts are drawn lazily). */
const raisedNotices = () =>
  renderHook(() => useNotificationList()).result.current.map((notice) => notice.message);

const jobSetting = (overrides: Parameters<typeof jobSettingWire>[0]): MockReply => ({
  json: { job_setting: jobSettingWire(overrides) },
});

/** PUT …/hirability answering with the level it was sent, updated now. */
const acceptLevel: MockReply = (request) => {
  const { hirability_level } = JSON.parse(request.body ?? '{}');
  return jsonResponse({
    job_setting: jobSettingWire({
      hirability_level,
      hirability_level_updated_at: Math.floor(Date.now() / 1000),
    }),
  });
};

async function expectNoReminder(router: Parameters<typeof settled>[0]) {
  await settled(router);
  await new Promise((resolve) => setTimeout(resolve, 60));
  expect(screen.queryByRole('dialog', { name: TITLE })).toBeNull();
}

describe('hirability reminder', () => {
  it('asks a user whose level was never set; saving needs a choice and sends it', async () => {
    const api = modalsApi({
      'GET /api/user/job_setting/': jobSetting({
        hirability_level: null,
        hirability_level_updated_at: null,
      }),
      'PUT /api/user/job_setting/hirability': acceptLevel,
    });
    const user = userEvent.setup();
    renderApp('/activity');
    const modal = await dialog();
    expect(within(modal).getByText('現在の設定：未設定')).toBeTruthy();
    expect(
      within(modal)
        .getAllByRole('radio')
        .map((radio) => (radio as HTMLInputElement).checked),
    ).toEqual([false, false, false]);
    expect(saveButton(modal).disabled).toBe(true);

    await user.click(within(modal).getByRole('radio', { name: /転職意欲なし/ }));
    expect(saveButton(modal).disabled).toBe(false);
    await user.click(saveButton(modal));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: TITLE })).toBeNull());
    expect(bodiesOf(api, 'PUT', '/api/user/job_setting/hirability')).toEqual([
      { hirability_level: 'NO_JOB_CHANGE' },
    ]);
    expect(await screen.findByText('保存しました')).toBeTruthy();
  });

  it.each([
    ['NO_JOB_CHANGE', 93, true],
    ['NO_JOB_CHANGE', 91, false],
    ['WANT_TO_HEAR', 32, true],
    ['WANT_TO_HEAR', 30, false],
    ['JOB_CHANGE', 32, true],
  ] as const)('%s set %i days ago → shown: %s', async (level, days, due) => {
    modalsApi({
      'GET /api/user/job_setting/': jobSetting({
        hirability_level: level,
        hirability_level_updated_at: secondsAgo(days),
      }),
    });
    const { router } = renderApp('/activity');
    if (due) {
      const modal = await dialog();
      expect(within(modal).getByText(/^現在の設定：/).textContent).toContain(
        {
          NO_JOB_CHANGE: '転職意欲なし',
          WANT_TO_HEAR: '良い話があれば聞きたい',
          JOB_CHANGE: '転職したい',
        }[level],
      );
    } else {
      await expectNoReminder(router);
    }
  });

  it('is not shown with the feature flag off, and then never asks for the job setting', async () => {
    const api = modalsApi(
      { 'GET /api/user/job_setting/': jobSetting({ hirability_level: null }) },
      { flag: false },
    );
    const { router } = renderApp('/activity');
    await expectNoReminder(router);
    expect(api.callsTo('/api/user/job_setting/')).toBe(0);
  });

  it('closing (×) without a choice stores the time and keeps it away for 7 days', async () => {
    modalsApi({ 'GET /api/user/job_setting/': jobSetting({ hirability_level: null }) });
    const user = userEvent.setup();
    const before = Date.now();
    renderApp('/activity');
    const modal = await dialog();
    await user.click(within(modal).getByRole('button', { name: '閉じる' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: TITLE })).toBeNull());
    const stored = Number(readStorage('local', 'hirabilityReminderClosedAt'));
    expect(stored).toBeGreaterThanOrEqual(before);
    expect(window.localStorage.getItem('kiseki.hirabilityReminderClosedAt')).toBe(String(stored));
  });

  it('stays away when it was closed on the 7th day before, and asks again on the 8th', async () => {
    modalsApi({ 'GET /api/user/job_setting/': jobSetting({ hirability_level: null }) });
    writeStorage(
      'local',
      'hirabilityReminderClosedAt',
      String(Date.now() - 7 * DAY_SECONDS * 1000 + 60_000),
    );
    const first = renderApp('/activity');
    await expectNoReminder(first.router);
    first.unmount();

    writeStorage(
      'local',
      'hirabilityReminderClosedAt',
      String(Date.now() - 8 * DAY_SECONDS * 1000),
    );
    renderApp('/activity');
    expect(await dialog()).toBeTruthy();
  });

  it('shows the level at once, and rolls it back and shows the refusal when the server says no', async () => {
    let refuse: (response: Response) => void = () => {};
    modalsApi({
      'GET /api/user/job_setting/': jobSetting({
        hirability_level: 'NO_JOB_CHANGE',
        hirability_level_updated_at: secondsAgo(100),
      }),
      'PUT /api/user/job_setting/hirability': () =>
        new Promise<Response>((resolve) => {
          refuse = resolve;
        }),
    });
    const user = userEvent.setup();
    const { queryClient } = renderApp('/activity');
    const modal = await dialog();
    const level = () =>
      queryClient.getQueryData<JobSetting>(careerKeys.jobSetting)?.hirabilityLevel;
    expect(level()).toBe('NO_JOB_CHANGE');

    await user.click(within(modal).getByRole('radio', { name: /良い話があれば聞きたい/ }));
    await user.click(saveButton(modal));
    // Updated locally first (spec section 4)…
    await waitFor(() => expect(level()).toBe('WANT_TO_HEAR'));
    refuse(
      jsonResponse(
        {
          error: {
            code: 'validation_failed',
            message: CAREER_MESSAGES.hirabilityLevelRequired,
          },
        },
        400,
      ),
    );
    // …and back to what the server has when it refuses; the person sees why.
    const alert = await within(modal).findByRole('alert');
    expect(alert.textContent).toBe(CAREER_MESSAGES.hirabilityLevelRequired);
    expect(level()).toBe('NO_JOB_CHANGE');
    expect(screen.getByRole('dialog', { name: TITLE })).toBeTruthy();
    expect(saveButton(modal).disabled).toBe(false);
  });

  it('on a server error it says so in the dialog and stays open', async () => {
    modalsApi({
      'GET /api/user/job_setting/': jobSetting({ hirability_level: null }),
      'PUT /api/user/job_setting/hirability': {
        status: 500,
        json: { error: { code: 'internal_error', message: 'x' } },
      },
    });
    const user = userEvent.setup();
    renderApp('/activity');
    const modal = await dialog();
    await user.click(within(modal).getByRole('radio', { name: /転職意欲なし/ }));
    await user.click(saveButton(modal));
    expect((await within(modal).findByRole('alert')).textContent).toBe(FAILED);
    // The dialog says it; the generic server-error notice does not repeat it.
    expect(raisedNotices()).not.toContain(ja.errors.server);
    expect(raisedNotices()).not.toContain(ja.errors.network);
  });

  it('moving to JOB_CHANGE continues in the job-change flow, told where the person was', async () => {
    const api = modalsApi({
      'GET /api/user/job_setting/': jobSetting({
        hirability_level: 'WANT_TO_HEAR',
        hirability_level_updated_at: secondsAgo(40),
      }),
      'PUT /api/user/job_setting/hirability': acceptLevel,
    });
    const user = userEvent.setup();
    const { router } = renderApp('/activity?tab=skills');
    const modal = await dialog();
    await user.click(within(modal).getByRole('radio', { name: /転職したい/ }));
    expect(within(modal).getByText(/希望条件の入力に進みます/)).toBeTruthy();
    await user.click(saveButton(modal));
    await waitFor(() => expect(router.state.location.pathname).toBe('/job_change/start'));
    expect(new URLSearchParams(router.state.location.search).get('from')).toBe(
      '/activity?tab=skills',
    );
    expect(bodiesOf(api, 'PUT', '/api/user/job_setting/hirability')).toEqual([
      { hirability_level: 'JOB_CHANGE' },
    ]);
    expect(screen.queryByRole('dialog', { name: TITLE })).toBeNull();
  });

  it('confirming JOB_CHANGE when it already was JOB_CHANGE stays on the page', async () => {
    modalsApi({
      'GET /api/user/job_setting/': jobSetting({
        hirability_level: 'JOB_CHANGE',
        hirability_level_updated_at: secondsAgo(40),
      }),
      'PUT /api/user/job_setting/hirability': acceptLevel,
    });
    const user = userEvent.setup();
    const { router } = renderApp('/activity');
    const modal = await dialog();
    await user.click(within(modal).getByRole('radio', { name: /転職したい/ }));
    await user.click(saveButton(modal));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: TITLE })).toBeNull());
    expect(router.state.location.pathname).toBe('/activity');
  });

  describe('with a job but no current company', () => {
    const noCompany = (extra: Record<string, MockReply> = {}) =>
      modalsApi({
        'GET /api/user/job_setting/': jobSetting({
          hirability_level: 'NO_JOB_CHANGE',
          hirability_level_updated_at: secondsAgo(100),
          job: true,
          has_current_company: false,
        }),
        'PUT /api/user/job_setting/hirability': acceptLevel,
        ...extra,
      });

    it('NO_JOB_CHANGE needs nothing more', async () => {
      const api = noCompany();
      const user = userEvent.setup();
      renderApp('/activity');
      const modal = await dialog();
      await user.click(within(modal).getByRole('radio', { name: /転職意欲なし/ }));
      expect(
        within(modal).queryByRole('region', { name: '直近の経歴を登録してください' }),
      ).toBeNull();
      await user.click(saveButton(modal));
      await waitFor(() =>
        expect(bodiesOf(api, 'PUT', '/api/user/job_setting/hirability')).toHaveLength(1),
      );
    });

    it('WANT_TO_HEAR needs a valid recent experience, starting this month, saved before the level', async () => {
      const api = noCompany({
        'POST /api/user/experiences/': (request) =>
          jsonResponse({ experience: experienceWire(9, JSON.parse(request.body ?? '{}')) }),
      });
      const user = userEvent.setup();
      renderApp('/activity');
      const modal = await dialog();
      await user.click(within(modal).getByRole('radio', { name: /良い話があれば聞きたい/ }));
      const section = within(modal).getByRole('region', { name: '直近の経歴を登録してください' });
      // A kind of background must be chosen first.
      expect(saveButton(modal).disabled).toBe(true);
      await user.click(within(section).getByRole('radio', { name: '職歴' }));
      expect(saveButton(modal).disabled).toBe(false);

      const { year, month } = currentJapanYearMonth();
      expect(
        (within(section).getByRole('combobox', { name: '開始年月の年' }) as HTMLSelectElement)
          .value,
      ).toBe(String(year));
      expect(
        (within(section).getByRole('combobox', { name: '開始年月の月' }) as HTMLSelectElement)
          .value,
      ).toBe(String(month));

      // Company name and a position are required; nothing is sent until they are there.
      await user.click(saveButton(modal));
      expect(
        await within(section).findByText(CAREER_MESSAGES.organizationNameRequired),
      ).toBeTruthy();
      expect(within(section).getByText(CAREER_MESSAGES.positionRequired)).toBeTruthy();
      expect(api.callsTo('/api/user/experiences/')).toBe(0);
      expect(bodiesOf(api, 'PUT', '/api/user/job_setting/hirability')).toEqual([]);

      await user.type(within(section).getByRole('textbox', { name: /会社名/ }), '株式会社キセキ');
      await user.click(within(section).getByRole('button', { name: '職種を選ぶ' }));
      await user.click(within(section).getByLabelText('バックエンドエンジニア'));
      await user.click(saveButton(modal));

      await waitFor(() => expect(screen.queryByRole('dialog', { name: TITLE })).toBeNull());
      const [created] = bodiesOf(api, 'POST', '/api/user/experiences/') as Record<
        string,
        unknown
      >[];
      expect(created).toMatchObject({
        organization_name: '株式会社キセキ',
        positions: [2],
        start_year: year,
        start_month: month,
        end_year: null,
        end_month: null,
      });
      expect(bodiesOf(api, 'PUT', '/api/user/job_setting/hirability')).toEqual([
        { hirability_level: 'WANT_TO_HEAR' },
      ]);
      // The experience went first, then the level.
      const order = api.requests
        .filter((r) => r.method !== 'GET')
        .map((r) => `${r.method} ${r.path}`);
      expect(order).toEqual([
        'POST /api/user/experiences/',
        'PUT /api/user/job_setting/hirability',
      ]);
    });

    it('says a failed experience save in the dialog, and puts a 400 on its fields', async () => {
      let status = 500;
      const api = noCompany({
        'POST /api/user/experiences/': () =>
          status === 500
            ? jsonResponse({ error: { code: 'internal_error', message: 'x' } }, 500)
            : jsonResponse(
                {
                  error: {
                    code: 'validation_failed',
                    message: 'x',
                    fields: { organization_name: ['この会社名は登録できません。'] },
                  },
                },
                400,
              ),
      });
      const user = userEvent.setup();
      renderApp('/activity');
      const modal = await dialog();
      await user.click(within(modal).getByRole('radio', { name: /良い話があれば聞きたい/ }));
      const section = within(modal).getByRole('region', { name: '直近の経歴を登録してください' });
      await user.click(within(section).getByRole('radio', { name: '職歴' }));
      await user.type(within(section).getByRole('textbox', { name: /会社名/ }), '株式会社キセキ');
      await user.click(within(section).getByRole('button', { name: '職種を選ぶ' }));
      await user.click(within(section).getByLabelText('バックエンドエンジニア'));
      await user.click(saveButton(modal));

      expect((await within(modal).findByRole('alert')).textContent).toBe(FAILED);
      expect(raisedNotices()).not.toContain(ja.errors.server);
      expect(raisedNotices()).not.toContain(ja.errors.network);
      // Nothing more is sent: the level waits for the background.
      expect(bodiesOf(api, 'PUT', '/api/user/job_setting/hirability')).toEqual([]);

      status = 400;
      await user.click(saveButton(modal));
      expect(await within(section).findByText('この会社名は登録できません。')).toBeTruthy();
      expect(
        within(section)
          .getByRole('textbox', { name: /会社名/ })
          .getAttribute('aria-invalid'),
      ).toBe('true');
      expect(within(modal).queryByText(FAILED)).toBeNull();
    });

    it('or a valid education, added to the ones already there', async () => {
      const existing = {
        school_type: 0,
        school_name: '東京大学',
        end_year: 2015,
        end_month: 3,
        enrollment_status: 0,
        major: '工学部',
      };
      const api = noCompany({
        'GET /api/user/educations/': { json: { educations: [existing] } },
        'PUT /api/user/educations/': (request) =>
          jsonResponse({ educations: JSON.parse(request.body ?? '{}').educations }),
      });
      const user = userEvent.setup();
      const { router } = renderApp('/activity');
      const modal = await dialog();
      await user.click(within(modal).getByRole('radio', { name: /転職したい/ }));
      const section = within(modal).getByRole('region', { name: '直近の経歴を登録してください' });
      await user.click(within(section).getByRole('radio', { name: '学歴' }));

      await user.click(saveButton(modal));
      expect(await within(section).findByText(CAREER_MESSAGES.schoolNameRequired)).toBeTruthy();
      expect(within(section).getByText(CAREER_MESSAGES.schoolTypeInvalid)).toBeTruthy();
      expect(bodiesOf(api, 'PUT', '/api/user/educations/')).toEqual([]);

      await user.type(within(section).getByRole('textbox', { name: /学校名/ }), '京都工芸繊維大学');
      await user.selectOptions(within(section).getByRole('combobox', { name: /学校種別/ }), '2');
      await user.selectOptions(
        within(section).getByRole('combobox', { name: '卒業（予定）年月の年' }),
        '2020',
      );
      await user.selectOptions(
        within(section).getByRole('combobox', { name: '卒業（予定）年月の月' }),
        '3',
      );
      await user.click(within(section).getByRole('radio', { name: '卒業' }));
      await user.click(saveButton(modal));

      // JOB_CHANGE from NO_JOB_CHANGE: on to the job-change flow once both are saved.
      await waitFor(() => expect(router.state.location.pathname).toBe('/job_change/start'));
      expect(bodiesOf(api, 'PUT', '/api/user/educations/')).toEqual([
        {
          educations: [
            existing,
            {
              school_type: 2,
              school_name: '京都工芸繊維大学',
              end_year: 2020,
              end_month: 3,
              enrollment_status: 0,
              major: '',
            },
          ],
        },
      ]);
      expect(bodiesOf(api, 'PUT', '/api/user/job_setting/hirability')).toEqual([
        { hirability_level: 'JOB_CHANGE' },
      ]);
    });
  });
});

describe('hirability reminder before the initial setup is completed', () => {
  it('stays away (the wizard asks the level), and the next modal may show', async () => {
    modalsApi({
      'GET /api/user/job_setting/': {
        json: { job_setting: jobSettingWire({ hirability_level: null }) },
      },
      'GET /api/setup_status/': {
        json: { setup_status: { step: 'birthdate', is_completed: false, completed_at: null } },
      },
      'GET /api/user/profile/': {
        json: { profile: profileWire({ birthdate: '1990-04-01' }) },
      },
      'PUT /api/user/profile/': {
        json: {
          profile: profileWire({
            birthdate: '1990-04-01',
            birthdate_visibility_dialog_opened_at: 1_750_000_000,
          }),
        },
      },
    });
    renderApp('/activity');
    expect(await screen.findByRole('dialog', { name: '生年月日の公開設定' })).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: TITLE })).toBeNull();
  });

  it('does not even ask for the setup status when the level is not due', async () => {
    const api = modalsApi();
    const { router } = renderApp('/activity');
    await waitFor(() => expect(api.callsTo('/api/user/job_setting/')).toBe(1));
    await expectNoReminder(router);
    expect(api.callsTo('/api/setup_status/')).toBe(0);
  });
});
