import { COMPANY_CONSOLE_MESSAGES as M } from '@kiseki/contract/company-console';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  authReply,
  jsonResponse,
  loggedInApi,
  type MockReply,
  type RecordedRequest,
} from '../../../test/api-mock';
import { field } from '../../../test/form';
import { renderApp } from '../../../test/render-app';

const NOW = Math.floor(Date.now() / 1000);

const profileWire = {
  id: 3,
  name: '株式会社キセキ',
  description: 'エンジニアのキャリアを支えるサービスを作っています。',
  website_url: 'https://kiseki.example.jp',
  logo_url: null,
  logo_color: '#1d5bbf',
  industry: 'HR Tech',
  employee_count: 120,
  founded_year: 2015,
  prefecture_code: 13,
  // React, PostgreSQL
  stack_tag_ids: [18, 31],
  location_prefecture_codes: [27],
  updated_at: NOW,
};

/** The PUT answers with what was sent, as the server does. */
const echo = (request: RecordedRequest) =>
  jsonResponse({
    company: { ...profileWire, ...JSON.parse(request.body ?? '{}'), updated_at: NOW + 1 },
  });

function recruiterApi(routes: Record<string, MockReply> = {}) {
  return loggedInApi({
    '/api/auth/': authReply({ company: { id: 3, role: 'recruiter' } }),
    'GET /api/company/profile': { json: { company: profileWire } },
    ...routes,
  });
}

async function openProfile() {
  const view = renderApp('/company/profile');
  await screen.findByRole('heading', { level: 1, name: '企業情報' });
  await screen.findByDisplayValue('株式会社キセキ');
  return view;
}

const putBody = (requests: RecordedRequest[]) => {
  const put = requests.filter((r) => r.method === 'PUT' && r.path === '/api/company/profile');
  return put.length > 0 ? JSON.parse(put.at(-1)?.body ?? '') : undefined;
};

const saveButton = () => screen.getByRole('button', { name: '保存する' });

describe('/company/profile', () => {
  it('shows the saved profile in the form, with a link to the public page', async () => {
    recruiterApi();
    await openProfile();
    expect(field('業界').value).toBe('HR Tech');
    expect(field('WebサイトのURL').value).toBe('https://kiseki.example.jp');
    expect(field('従業員数').value).toBe('120');
    expect(field('設立年（西暦）').value).toBe('2015');
    expect(field('ロゴ画像のURL').value).toBe('');
    expect((screen.getByLabelText('本社所在地') as HTMLSelectElement).value).toBe('13');
    expect((screen.getByLabelText('紹介文') as HTMLTextAreaElement).value).toBe(
      profileWire.description,
    );
    const chosen = screen.getByRole('list', { name: '選択中の技術タグ' });
    expect(within(chosen).getByText('React')).toBeTruthy();
    expect(within(chosen).getByText('PostgreSQL')).toBeTruthy();
    expect(screen.getByText('2 / 30個')).toBeTruthy();
    expect(screen.getByText('大阪府', { selector: 'p' })).toBeTruthy();

    const link = screen.getByRole('link', { name: /公開ページを見る/ });
    expect(link.getAttribute('href')).toBe('/companies/3');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(document.title).toContain('企業情報');
    expect(screen.getByTestId('console-company-name').textContent).toBe('株式会社キセキ');
  });

  it('saves every field and shows the new name in the console header', async () => {
    const api = recruiterApi({ 'PUT /api/company/profile': echo });
    const user = userEvent.setup();
    await openProfile();

    await user.clear(field('企業名'));
    await user.type(field('企業名'), '  株式会社キセキラボ ');
    await user.clear(field('従業員数'));
    await user.type(field('従業員数'), '１，２００');
    await user.type(field('ロゴ画像のURL'), 'https://cdn.example.jp/logo.png');
    await user.selectOptions(screen.getByLabelText('本社所在地'), '福岡県');

    await user.type(field('技術タグを検索'), 'type');
    await user.click(screen.getByRole('button', { name: 'TypeScriptを追加' }));
    await user.click(screen.getByRole('button', { name: 'Reactを外す' }));

    await user.click(screen.getByText('都道府県を選ぶ'));
    await user.click(screen.getByRole('checkbox', { name: '北海道' }));
    await user.click(screen.getByRole('checkbox', { name: '大阪府' }));

    await user.click(saveButton());
    expect(await screen.findByText('企業情報を保存しました。')).toBeTruthy();
    expect(putBody(api.requests)).toEqual({
      name: '株式会社キセキラボ',
      description: profileWire.description,
      website_url: 'https://kiseki.example.jp',
      logo_url: 'https://cdn.example.jp/logo.png',
      industry: 'HR Tech',
      employee_count: 1200,
      founded_year: 2015,
      prefecture_code: 40,
      stack_tag_ids: [31, 1],
      location_prefecture_codes: [1],
    });
    await waitFor(() =>
      expect(screen.getByTestId('console-company-name').textContent).toBe('株式会社キセキラボ'),
    );
    expect(field('企業名').value).toBe('株式会社キセキラボ');
  });

  it('sends no logo as null and previews the typed https logo', async () => {
    const api = recruiterApi({
      'GET /api/company/profile': {
        json: { company: { ...profileWire, logo_url: 'https://cdn.example.jp/old.png' } },
      },
      'PUT /api/company/profile': echo,
    });
    const user = userEvent.setup();
    await openProfile();
    const preview = () => screen.getByRole('figure').querySelector('img');
    expect(preview()?.getAttribute('src')).toBe('https://cdn.example.jp/old.png');
    await user.clear(field('ロゴ画像のURL'));
    expect(preview()).toBeNull();
    await user.click(saveButton());
    await screen.findByText('企業情報を保存しました。');
    expect(putBody(api.requests).logo_url).toBeNull();
  });

  it('checks the fields with the contract schema before sending', async () => {
    const api = recruiterApi({ 'PUT /api/company/profile': echo });
    const user = userEvent.setup();
    await openProfile();

    await user.clear(field('企業名'));
    await user.clear(field('WebサイトのURL'));
    await user.type(field('WebサイトのURL'), 'ftp://kiseki.example.jp');
    await user.type(field('ロゴ画像のURL'), 'http://cdn.example.jp/logo.png');
    await user.clear(field('従業員数'));
    await user.type(field('従業員数'), '0');
    await user.clear(field('設立年（西暦）'));
    await user.type(field('設立年（西暦）'), '1799');
    await user.clear(screen.getByLabelText('紹介文'));
    await user.click(saveButton());

    expect(await screen.findByText(M.companyNameRequired)).toBeTruthy();
    expect(screen.getByText(M.websiteUrlInvalid)).toBeTruthy();
    expect(screen.getByText(M.logoUrlInvalid)).toBeTruthy();
    expect(screen.getByText(M.employeeCountInvalid)).toBeTruthy();
    expect(screen.getByText(M.foundedYearInvalid)).toBeTruthy();
    expect(screen.getByText(M.descriptionRequired)).toBeTruthy();
    expect(field('企業名').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(field('企業名'));
    expect(putBody(api.requests)).toBeUndefined();

    await user.type(field('企業名'), '株式会社キセキ');
    await waitFor(() => expect(screen.queryByText(M.companyNameRequired)).toBeNull());
  });

  it('shows the server field errors where they belong and keeps the input', async () => {
    recruiterApi({
      'PUT /api/company/profile': () =>
        jsonResponse(
          {
            error: {
              code: 'validation_failed',
              message: '入力内容に誤りがあります。各項目を確認してください。',
              fields: {
                industry: [M.industryTooLong],
                'stack_tag_ids.1': [M.tagUnknown],
              },
            },
          },
          400,
        ),
    });
    const user = userEvent.setup();
    await openProfile();
    await user.clear(field('業界'));
    await user.type(field('業界'), 'インターネット');
    await user.click(saveButton());

    expect(await screen.findByText(M.industryTooLong)).toBeTruthy();
    expect(screen.getByText(M.tagUnknown)).toBeTruthy();
    expect(field('業界').getAttribute('aria-invalid')).toBe('true');
    expect(field('業界').value).toBe('インターネット');
    expect(screen.queryByText('企業情報を保存しました。')).toBeNull();
  });

  it('shows a refusal without fields above the form', async () => {
    const message = '送信回数が上限に達しました。しばらく時間をおいてから再度お試しください。';
    recruiterApi({
      'PUT /api/company/profile': {
        status: 429,
        json: { error: { code: 'rate_limited', message } },
      },
    });
    const user = userEvent.setup();
    await openProfile();
    await user.click(saveButton());
    expect((await screen.findByRole('alert')).textContent).toBe(message);
  });
});

describe('the stack tag picker', () => {
  it('finds tags by part of the name, in any width or case, and Enter adds the first', async () => {
    const api = recruiterApi();
    const user = userEvent.setup();
    await openProfile();
    const search = field('技術タグを検索');

    await user.type(search, 'ＳＱＬ');
    const results = screen.getByRole('list', { name: '候補' });
    const names = within(results)
      .getAllByRole('button')
      .map((button) => button.getAttribute('aria-label'));
    // PostgreSQL is chosen already; names that start with the query come first.
    expect(names).toEqual(['SQL Serverを追加', 'MySQLを追加']);
    expect(screen.getByRole('status', { name: '' }).textContent).toBe('候補が2件あります。');

    await user.keyboard('{Enter}');
    const chosen = screen.getByRole('list', { name: '選択中の技術タグ' });
    expect(within(chosen).getByText('SQL Server')).toBeTruthy();
    expect(search.value).toBe('');
    expect(putBody(api.requests)).toBeUndefined();

    await user.type(search, 'cobol');
    expect(screen.getByText('「cobol」に一致する技術タグはありません。')).toBeTruthy();
  });

  it('stops adding at 30 tags and says why', async () => {
    recruiterApi({
      'GET /api/company/profile': {
        json: {
          company: { ...profileWire, stack_tag_ids: Array.from({ length: 30 }, (_, i) => i + 1) },
        },
      },
    });
    const user = userEvent.setup();
    await openProfile();
    expect(screen.getByText('30 / 30個')).toBeTruthy();
    await user.type(field('技術タグを検索'), 'kube');
    expect(screen.getByText(/上限の30個まで選択しています/)).toBeTruthy();
    expect(
      (screen.getByRole('button', { name: 'Kubernetesを追加' }) as HTMLButtonElement).disabled,
    ).toBe(true);
  });
});
