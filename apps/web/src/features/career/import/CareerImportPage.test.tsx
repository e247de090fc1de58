import type { EducationWire, ExperienceWire } from '@kiseki/contract/career';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { RootLayout } from '../../../app/layouts/RootLayout';
import { screen as route } from '../../../app/routes/route-builders';
import { clearGetCache } from '../../../shared/api/client';
import { careerFormJa } from '../../../shared/ui/career';
import { jsonResponse, loggedInApi, type MockReply } from '../../../test/api-mock';
import { renderApp } from '../../../test/render-app';

/**
 * /cv/import as the router loads it (lazily), under the root layout that shows notifications,
 * the API answered by the mock. The shell (header, global modals) is left out: it is tested
 * on its own, and this screen does not depend on it. /cv stands in for the career screen.
 */
const ROUTES: RouteObject[] = [
  {
    Component: RootLayout,
    children: [
      route('/cv/import', () => import('./CareerImportPage')),
      { path: '/cv', element: <h1>経歴</h1> },
    ],
  },
];

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
    {
      id: 3,
      job_position_category_name: 'インフラ・SRE',
      position_list: [{ id: 5, job_position_name: 'SRE' }],
    },
  ],
};

const existingExperience: ExperienceWire = {
  id: 11,
  organization_name: 'キセキ株式会社',
  positions: [2],
  position_name: 'リードエンジニア',
  is_client_work: false,
  client_company_name: null,
  start_year: 2021,
  start_month: 4,
  end_year: null,
  end_month: null,
  description: '既存の職歴',
  created_at: 1_700_000_000,
  updated_at: 1_700_000_000,
};

const existingEducation: EducationWire = {
  school_type: 5,
  school_name: 'キセキ高校',
  end_year: 2012,
  end_month: 3,
  enrollment_status: 0,
  major: null,
};

const RESUME = {
  basics: { name: '山田 太郎' },
  work: [
    // Already registered (same company, same start month).
    { name: '株式会社キセキ', position: 'Backend Engineer', startDate: '2021-04-01' },
    { name: 'Example Corp.', position: 'SRE', startDate: '2018-07', endDate: '2021-03' },
    { name: 'Side Project', position: 'Founder', startDate: '2016-01', endDate: '2017-12' },
    { name: 'Broken', startDate: 'someday' },
  ],
  education: [
    { institution: '東京工業大学', area: '情報工学', studyType: '修士', endDate: '2018-03' },
    { institution: 'キセキ高校', endDate: '2012-03' },
  ],
  skills: [{ name: 'Go' }],
};

function careerApi(overrides: Record<string, MockReply> = {}) {
  return loggedInApi({
    'GET /api/user/experiences/': { json: { experience_list: [existingExperience] } },
    'GET /api/user/educations/': { json: { educations: [existingEducation] } },
    '/api/technical_term_master/job_positions': { json: JOB_POSITIONS },
    'POST /api/user/experiences/bulk/': (request) => {
      const { experience_list } = JSON.parse(request.body ?? '{}') as {
        experience_list: Record<string, unknown>[];
      };
      return jsonResponse({
        experience_list: experience_list.map((item, i) => ({
          ...existingExperience,
          client_company_name: null,
          ...item,
          id: item.id ?? 100 + i,
        })),
      });
    },
    'PUT /api/user/educations/': (request) =>
      jsonResponse({ educations: JSON.parse(request.body ?? '{}').educations }),
    ...overrides,
  });
}

const jsonFile = (value: unknown, name = 'resume.json') =>
  new File([typeof value === 'string' ? value : JSON.stringify(value)], name, {
    type: 'application/json',
  });

async function openPage() {
  const user = userEvent.setup({ applyAccept: false });
  const view = renderApp('/cv/import', { routeTable: ROUTES });
  expect(await screen.findByRole('heading', { level: 1, name: '経歴のインポート' })).toBeTruthy();
  return { user, ...view };
}

const fileInput = () => screen.getByLabelText('ファイルを選択') as HTMLInputElement;
const entry = (name: string) =>
  screen.getByRole('checkbox', { name }).closest('li') as HTMLLIElement;
const checkbox = (name: string) => screen.getByRole('checkbox', { name }) as HTMLInputElement;
/** The texts an element is described by (aria-describedby), joined by spaces. */
const description = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');
const bodiesOf = (api: ReturnType<typeof careerApi>, path: string) =>
  api.requests
    .filter((r) => r.path === path && r.method !== 'GET')
    .map((r) => JSON.parse(r.body ?? 'null'));

describe('/cv/import', () => {
  it('offers the file choice with the formats it reads', async () => {
    careerApi();
    await openPage();
    expect(fileInput().type).toBe('file');
    expect(fileInput().multiple).toBe(true);
    expect(screen.getByText('JSON Resume（.json）')).toBeTruthy();
    expect(screen.getByText('LinkedIn のデータエクスポート（.zip または .csv）')).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('経歴のインポート | Kiseki'));
  });

  it('previews a JSON Resume, marks what is registered, and imports the chosen entries', async () => {
    const api = careerApi();
    const { user, router } = await openPage();
    await user.upload(fileInput(), jsonFile(RESUME));

    expect(await screen.findByRole('heading', { name: '読み込んだ内容' })).toBeTruthy();
    expect(screen.getByText('職歴 3件・学歴 2件を読み込みました')).toBeTruthy();

    // Same organization (legal form aside) and start: registered, and it cannot be chosen;
    // screen readers hear 登録済み with the checkbox.
    const registered = entry('株式会社キセキ');
    expect(within(registered).getByText('登録済み')).toBeTruthy();
    expect(checkbox('株式会社キセキ').checked).toBe(false);
    expect(checkbox('株式会社キセキ').disabled).toBe(true);
    expect(description(checkbox('株式会社キセキ'))).toMatch(
      /^登録済み .*同じ会社・開始年月の職歴がすでに登録されているため、インポートの対象外です。/,
    );
    expect(within(entry('キセキ高校')).getByText('登録済み')).toBeTruthy();
    expect(checkbox('キセキ高校').checked).toBe(false);
    expect(checkbox('キセキ高校').disabled).toBe(true);
    expect(description(checkbox('キセキ高校'))).toMatch(/^登録済み /);
    expect(description(checkbox('Example Corp.'))).toMatch(/^新規 /);
    expect(checkbox('Example Corp.').disabled).toBe(false);
    // Neither a click on it or its name nor すべて選択 chooses a registered entry.
    await user.click(checkbox('株式会社キセキ'));
    await user.click(within(registered).getByText('株式会社キセキ'));
    const experienceRegion = screen.getByRole('region', { name: /^職歴/ });
    await user.click(within(experienceRegion).getByRole('button', { name: '職歴をすべて選択' }));
    await user.click(
      within(screen.getByRole('region', { name: /^学歴/ })).getByRole('button', {
        name: '学歴をすべて選択',
      }),
    );
    expect(checkbox('株式会社キセキ').checked).toBe(false);
    expect(checkbox('キセキ高校').checked).toBe(false);
    expect(
      within(registered).queryByRole('button', { name: careerFormJa.positionsOpen }),
    ).toBeNull();
    expect(within(experienceRegion).getByText('2 / 2件を選択')).toBeTruthy();
    expect(screen.getByText('職歴 2件・学歴 1件をインポートします')).toBeTruthy();
    // New ones are checked; SRE is guessed from the title.
    expect(checkbox('Example Corp.').checked).toBe(true);
    expect(within(entry('Example Corp.')).getByRole('button', { name: 'SREを外す' })).toBeTruthy();
    expect(checkbox('東京工業大学').checked).toBe(true);
    expect(within(entry('東京工業大学')).getByText('大学院（修士）')).toBeTruthy();
    // The unusable entry is listed with its reason; skills are shown for reference.
    const skipped = screen.getByRole('region', { name: /読み込めなかった項目/ });
    expect(within(skipped).getByText('開始年月を読み取れません')).toBeTruthy();
    expect(screen.getByRole('region', { name: /スキル/ })).toBeTruthy();

    // "Founder" guesses nothing: importing asks for a position first.
    await user.click(screen.getByRole('button', { name: '選択した項目をインポート' }));
    expect(await screen.findByText('職種が選ばれていない職歴が1件あります。')).toBeTruthy();
    expect(within(entry('Side Project')).getByText('職種を選択してください')).toBeTruthy();
    expect(bodiesOf(api, '/api/user/experiences/bulk/')).toEqual([]);

    const side = entry('Side Project');
    await user.click(within(side).getByRole('button', { name: careerFormJa.positionsOpen }));
    await user.click(within(side).getByRole('checkbox', { name: 'バックエンドエンジニア' }));
    expect(within(side).queryByText('職種を選択してください')).toBeNull();
    await user.click(screen.getByRole('button', { name: '選択した項目をインポート' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/cv'));
    expect(await screen.findByText('保存しました')).toBeTruthy();

    // The whole lists: what exists, unchanged and with its id, then the chosen new entries.
    expect(bodiesOf(api, '/api/user/experiences/bulk/')).toEqual([
      {
        experience_list: [
          {
            id: 11,
            organization_name: 'キセキ株式会社',
            positions: [2],
            position_name: 'リードエンジニア',
            is_client_work: false,
            client_company_name: null,
            start_year: 2021,
            start_month: 4,
            end_year: null,
            end_month: null,
            description: '既存の職歴',
          },
          {
            organization_name: 'Example Corp.',
            positions: [5],
            position_name: 'SRE',
            is_client_work: false,
            client_company_name: null,
            start_year: 2018,
            start_month: 7,
            end_year: 2021,
            end_month: 3,
            description: null,
          },
          {
            organization_name: 'Side Project',
            positions: [2],
            position_name: 'Founder',
            is_client_work: false,
            client_company_name: null,
            start_year: 2016,
            start_month: 1,
            end_year: 2017,
            end_month: 12,
            description: null,
          },
        ],
      },
    ]);
    expect(bodiesOf(api, '/api/user/educations/')).toEqual([
      {
        educations: [
          existingEducation,
          {
            school_type: 2,
            school_name: '東京工業大学',
            end_year: 2018,
            end_month: 3,
            enrollment_status: 0,
            major: '情報工学',
          },
        ],
      },
    ]);
  });

  it('never sends an entry registered since the file was read, though the preview has it checked', async () => {
    let experiences: ExperienceWire[] = [existingExperience];
    const api = careerApi({
      'GET /api/user/experiences/': () => jsonResponse({ experience_list: experiences }),
    });
    const { user, router } = await openPage();
    await user.upload(
      fileInput(),
      jsonFile({
        work: [
          { name: 'Example Corp.', position: 'SRE', startDate: '2018-07', endDate: '2021-03' },
        ],
        education: [{ institution: '東京工業大学', studyType: '修士', endDate: '2018-03' }],
      }),
    );
    await screen.findByRole('heading', { name: '読み込んだ内容' });
    expect(checkbox('Example Corp.').checked).toBe(true);
    // Registered in another tab meanwhile…
    experiences = [
      existingExperience,
      {
        ...existingExperience,
        id: 12,
        organization_name: 'Example Corp',
        start_year: 2018,
        start_month: 7,
      },
    ];
    // …longer ago than the brief GET cache keeps an answer.
    clearGetCache();
    await user.click(screen.getByRole('button', { name: '選択した項目をインポート' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/cv'));
    // Only the new education went out; the experience list was not sent at all.
    expect(bodiesOf(api, '/api/user/experiences/bulk/')).toEqual([]);
    expect(bodiesOf(api, '/api/user/educations/')).toEqual([
      {
        educations: [
          existingEducation,
          {
            school_type: 2,
            school_name: '東京工業大学',
            end_year: 2018,
            end_month: 3,
            enrollment_status: 0,
            major: null,
          },
        ],
      },
    ]);
  });

  it('says so when everything chosen turned out to be registered, and sends nothing', async () => {
    let experiences: ExperienceWire[] = [existingExperience];
    const api = careerApi({
      'GET /api/user/experiences/': () => jsonResponse({ experience_list: experiences }),
    });
    const { user, router } = await openPage();
    await user.upload(
      fileInput(),
      jsonFile({ work: [{ name: 'Example Corp.', position: 'SRE', startDate: '2018-07' }] }),
    );
    await screen.findByRole('heading', { name: '読み込んだ内容' });
    // Registered in another tab meanwhile…
    experiences = [
      existingExperience,
      {
        ...existingExperience,
        id: 12,
        organization_name: 'Example Corp',
        start_year: 2018,
        start_month: 7,
      },
    ];
    // …longer ago than the brief GET cache keeps an answer.
    clearGetCache();
    await user.click(screen.getByRole('button', { name: '選択した項目をインポート' }));
    expect(await screen.findByText('選択した項目はすでに登録されています。')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/cv/import');
    expect(api.requests.filter((r) => r.method !== 'GET')).toEqual([]);
    // The preview now shows it as registered, and it can no longer be chosen.
    await waitFor(() => expect(checkbox('Example Corp.').disabled).toBe(true));
    expect(checkbox('Example Corp.').checked).toBe(false);
    expect(within(entry('Example Corp.')).getByText('登録済み')).toBeTruthy();
  });

  it('reads several LinkedIn CSVs at once', async () => {
    careerApi();
    const { user } = await openPage();
    await user.upload(fileInput(), [
      new File(
        [
          '\uFEFFCompany Name,Title,Description,Location,Started On,Finished On\r\n"Acme, Inc.",Frontend Engineer,"Built the UI, fast",Tokyo,Apr 2019,\r\n',
        ],
        'Positions.csv',
        { type: 'text/csv' },
      ),
      new File(['Name\r\nGo\r\n'], 'Skills.csv', { type: 'text/csv' }),
    ]);
    expect(await screen.findByText('職歴 1件・学歴 0件を読み込みました')).toBeTruthy();
    expect(checkbox('Acme, Inc.').checked).toBe(true);
    expect(within(entry('Acme, Inc.')).getByText('2019年4月〜現在')).toBeTruthy();
    expect(
      within(entry('Acme, Inc.')).getByRole('button', { name: 'フロントエンドエンジニアを外す' }),
    ).toBeTruthy();
    expect(screen.queryByRole('region', { name: /学歴/ })).toBeNull();
  });

  it.each([
    [
      'a file that is not JSON',
      jsonFile('{ "work": [', 'resume.json'),
      'JSONとして読み込めませんでした。ファイルの内容をご確認ください。',
    ],
    ['an empty file', new File([], 'resume.json'), 'ファイルが空です。'],
    [
      'an unknown type',
      new File(['hello'], 'notes.txt', { type: 'text/plain' }),
      '対応していない種類のファイルです。JSON Resume（.json）か LinkedIn のエクスポート（.zip / .csv）を選んでください。',
    ],
    [
      'a CSV without the expected header',
      new File(['Company,Role\r\nA,B\r\n'], 'Positions.csv', { type: 'text/csv' }),
      'Positions.csv の見出し行が想定と異なります（必要な列: Company Name, Title, Started On）。LinkedIn からエクスポートしたままのファイルを選んでください。',
    ],
  ])('says what is wrong with %s and changes nothing', async (_name, file, message) => {
    const api = careerApi();
    const { user } = await openPage();
    await user.upload(fileInput(), file);
    expect((await screen.findByRole('alert')).textContent).toContain(message);
    expect(screen.queryByRole('heading', { name: '読み込んだ内容' })).toBeNull();
    expect(api.requests.filter((r) => r.method !== 'GET')).toEqual([]);
    // Another file can be chosen right away.
    await user.upload(fileInput(), jsonFile(RESUME));
    expect(await screen.findByRole('heading', { name: '読み込んだ内容' })).toBeTruthy();
    expect(screen.queryByText(message)).toBeNull();
  });

  it('keeps the preview when saving fails, so the person can try again', async () => {
    let fail = true;
    const api = careerApi({
      'PUT /api/user/educations/': (request) =>
        fail
          ? jsonResponse({ error: { code: 'internal', message: 'boom' } }, 500)
          : jsonResponse({ educations: JSON.parse(request.body ?? '{}').educations }),
    });
    const { user, router } = await openPage();
    await user.upload(
      fileInput(),
      jsonFile({
        education: [{ institution: '東京工業大学', studyType: '修士', endDate: '2018-03' }],
      }),
    );
    await screen.findByRole('heading', { name: '読み込んだ内容' });
    await user.click(screen.getByRole('button', { name: '選択した項目をインポート' }));
    expect(await screen.findByText('エラーが発生しました、もう一度お試しください')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/cv/import');
    expect(checkbox('東京工業大学').checked).toBe(true);

    fail = false;
    await user.click(screen.getByRole('button', { name: '選択した項目をインポート' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/cv'));
    expect(bodiesOf(api, '/api/user/educations/')).toHaveLength(2);
    // No experiences were chosen: the experience list was never sent.
    expect(bodiesOf(api, '/api/user/experiences/bulk/')).toEqual([]);
  });

  it('asks for a choice when everything is unchecked, and can start over', async () => {
    careerApi();
    const { user } = await openPage();
    await user.upload(fileInput(), jsonFile(RESUME));
    await screen.findByRole('heading', { name: '読み込んだ内容' });
    const experiences = screen.getByRole('region', { name: /^職歴/ });
    await user.click(within(experiences).getByRole('button', { name: '職歴をすべて解除' }));
    const educations = screen.getByRole('region', { name: /^学歴/ });
    await user.click(within(educations).getByRole('button', { name: '学歴をすべて解除' }));
    expect(screen.getByText('職歴 0件・学歴 0件をインポートします')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '選択した項目をインポート' }));
    expect(await screen.findByText('インポートする項目を選択してください。')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: '別のファイルを選ぶ' }));
    expect(screen.getByLabelText('ファイルを選択')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: '読み込んだ内容' })).toBeNull();
  });
});
