import { ACCOUNT_MESSAGES } from '@kiseki/contract/account-rules';
import { COMPANY_CONSOLE_MESSAGES as M } from '@kiseki/contract/company-console';
import { RECRUITING_MESSAGES } from '@kiseki/contract/recruiting';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { authReply, jsonResponse, loggedInApi, type MockReply } from '../../../test/api-mock';
import { field } from '../../../test/form';
import { renderApp } from '../../../test/render-app';

const NOW = Math.floor(Date.now() / 1000);

const profileReply: MockReply = {
  json: {
    company: {
      id: 3,
      name: '株式会社キセキ',
      description: '紹介文',
      website_url: 'https://kiseki.example.jp',
      logo_url: null,
      logo_color: '#1d5bbf',
      industry: 'IT',
      employee_count: 120,
      founded_year: 2015,
      prefecture_code: 13,
      stack_tag_ids: [],
      location_prefecture_codes: [],
      updated_at: NOW,
    },
  },
};

const members = [
  {
    user_id: 10,
    display_name: '佐藤 花子',
    email: 'hanako@kiseki.example.jp',
    role: 'admin',
    // 2024-04-01 10:00 JST
    joined_at: 1711933200,
    is_self: true,
  },
  {
    user_id: 11,
    display_name: '鈴木 一郎',
    email: 'ichiro@kiseki.example.jp',
    role: 'recruiter',
    joined_at: 1711933200,
    is_self: false,
  },
];

const invitation = (id: number, email: string) => ({
  id,
  email,
  role: 'recruiter',
  invited_by_name: '佐藤 花子',
  created_at: NOW - 3600,
  // 2030-01-08 09:30 JST
  expires_at: 1894062600,
});

const validationError = (fields: Record<string, string[]>) =>
  jsonResponse(
    {
      error: {
        code: 'validation_failed',
        message: '入力内容に誤りがあります。各項目を確認してください。',
        fields,
      },
    },
    400,
  );

function adminApi(routes: Record<string, MockReply> = {}) {
  return loggedInApi({
    '/api/auth/': authReply({ company: { id: 3, role: 'admin' } }),
    'GET /api/company/profile': profileReply,
    'GET /api/company/members': { json: { members } },
    'GET /api/company/invitations': {
      json: { invitations: [invitation(21, 'taro@example.jp')] },
    },
    ...routes,
  });
}

async function openMembers() {
  const view = renderApp('/company/members');
  await screen.findByRole('heading', { level: 1, name: 'メンバー' });
  return view;
}

describe('/company/members for an admin', () => {
  it('lists the members with role and joining day, and the pending invitations', async () => {
    adminApi();
    await openMembers();
    const list = screen.getByRole('region', { name: /メンバー一覧/ });
    const rows = await within(list).findAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByText('佐藤 花子')).toBeTruthy();
    expect(within(rows[0]!).getByText('あなた')).toBeTruthy();
    expect(within(rows[0]!).getByText('hanako@kiseki.example.jp')).toBeTruthy();
    expect(within(rows[0]!).getByText('管理者')).toBeTruthy();
    expect(within(rows[0]!).getByText('2024/04/01 参加')).toBeTruthy();
    expect(within(rows[1]!).getByText('採用担当者')).toBeTruthy();
    expect(within(list).getByText('2名')).toBeTruthy();

    const pending = screen.getByRole('region', { name: '承諾待ちの招待' });
    expect(await within(pending).findByText('taro@example.jp')).toBeTruthy();
    expect(within(pending).getByText('有効期限 2030/01/08 09:30')).toBeTruthy();
    expect(within(pending).getByText('佐藤 花子 が招待')).toBeTruthy();
    expect(document.title).toContain('メンバー');
  });

  it('invites an address with the chosen role and shows the new invitation', async () => {
    let invited = false;
    const api = adminApi({
      'POST /api/company/invitations': () => {
        invited = true;
        return jsonResponse(
          { invitation: { ...invitation(22, 'jiro@example.jp'), role: 'admin' } },
          201,
        );
      },
      'GET /api/company/invitations': () =>
        jsonResponse({
          invitations: invited
            ? [
                { ...invitation(22, 'jiro@example.jp'), role: 'admin' },
                invitation(21, 'taro@example.jp'),
              ]
            : [invitation(21, 'taro@example.jp')],
        }),
    });
    const user = userEvent.setup();
    await openMembers();
    await screen.findByText('taro@example.jp');

    expect((screen.getByRole('radio', { name: /採用担当者/ }) as HTMLInputElement).checked).toBe(
      true,
    );
    await user.type(field('メールアドレス'), 'jiro@example.jp');
    await user.click(screen.getByRole('radio', { name: /管理者/ }));
    await user.click(screen.getByRole('button', { name: '招待メールを送る' }));

    expect((await screen.findByRole('status')).textContent).toContain(
      'jiro@example.jp に招待メールを送りました。',
    );
    const request = api.requests.find(
      (r) => r.method === 'POST' && r.path === '/api/company/invitations',
    );
    expect(JSON.parse(request?.body ?? '')).toEqual({ email: 'jiro@example.jp', role: 'admin' });
    expect(field('メールアドレス').value).toBe('');
    const pending = screen.getByRole('region', { name: '承諾待ちの招待' });
    expect(await within(pending).findByText('jiro@example.jp')).toBeTruthy();
  });

  it('checks the address in the browser before sending', async () => {
    const api = adminApi();
    const user = userEvent.setup();
    await openMembers();
    await user.click(screen.getByRole('button', { name: '招待メールを送る' }));
    expect(await screen.findByText(ACCOUNT_MESSAGES.emailRequired)).toBeTruthy();
    await user.type(field('メールアドレス'), 'not-an-address');
    await user.click(screen.getByRole('button', { name: '招待メールを送る' }));
    expect(await screen.findByText(ACCOUNT_MESSAGES.emailInvalid)).toBeTruthy();
    expect(api.requests.some((r) => r.method === 'POST')).toBe(false);
  });

  it('puts "already a member" (409) under the address and keeps what was typed', async () => {
    adminApi({
      'POST /api/company/invitations': () =>
        jsonResponse(
          {
            error: {
              code: 'conflict',
              message: M.alreadyMember,
              fields: { email: [M.alreadyMember] },
            },
          },
          409,
        ),
    });
    const user = userEvent.setup();
    await openMembers();
    await user.type(field('メールアドレス'), 'ichiro@kiseki.example.jp');
    await user.click(screen.getByRole('button', { name: '招待メールを送る' }));
    expect(await screen.findByText(M.alreadyMember)).toBeTruthy();
    expect(field('メールアドレス').getAttribute('aria-invalid')).toBe('true');
    expect(field('メールアドレス').value).toBe('ichiro@kiseki.example.jp');
  });

  it('says the mail limit (429) and the pending limit (409) above the form', async () => {
    let answer = 0;
    adminApi({
      'POST /api/company/invitations': () => {
        answer += 1;
        return answer === 1
          ? jsonResponse({ error: { code: 'rate_limited', message: M.invitationRateLimited } }, 429)
          : jsonResponse(
              { error: { code: 'conflict', message: M.tooManyPendingInvitations } },
              409,
            );
      },
    });
    const user = userEvent.setup();
    await openMembers();
    await user.type(field('メールアドレス'), 'jiro@example.jp');
    await user.click(screen.getByRole('button', { name: '招待メールを送る' }));
    expect((await screen.findByRole('alert')).textContent).toBe(M.invitationRateLimited);
    expect(field('メールアドレス').value).toBe('jiro@example.jp');

    await user.click(screen.getByRole('button', { name: '招待メールを送る' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(M.tooManyPendingInvitations),
    );
  });

  it('maps a field error of the server (400) to its field', async () => {
    adminApi({
      'POST /api/company/invitations': () => validationError({ role: [M.roleRequired] }),
    });
    const user = userEvent.setup();
    await openMembers();
    await user.type(field('メールアドレス'), 'jiro@example.jp');
    await user.click(screen.getByRole('button', { name: '招待メールを送る' }));
    expect(await screen.findByText(M.roleRequired)).toBeTruthy();
  });

  it('revokes an invitation after confirming, and keeps it when cancelled', async () => {
    const api = adminApi({
      'DELETE /api/company/invitations/21': { json: { ok: true, message: M.invitationRevoked } },
    });
    const user = userEvent.setup();
    await openMembers();
    const pending = screen.getByRole('region', { name: '承諾待ちの招待' });
    await within(pending).findByText('taro@example.jp');
    const revoke = within(pending).getByRole('button', {
      name: 'taro@example.jp への招待を取り消す',
    });

    await user.click(revoke);
    let dialog = await screen.findByRole('dialog', { name: '招待を取り消しますか？' });
    expect(
      within(dialog).getByText(/taro@example\.jp に送った招待リンクは使えなくなります/),
    ).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'キャンセル' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.requests.some((r) => r.method === 'DELETE')).toBe(false);
    await waitFor(() => expect(document.activeElement).toBe(revoke));

    await user.click(revoke);
    dialog = await screen.findByRole('dialog', { name: '招待を取り消しますか？' });
    await user.click(within(dialog).getByRole('button', { name: '取り消す' }));
    expect(await screen.findByText(M.invitationRevoked)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(within(pending).queryByText('taro@example.jp')).toBeNull();
    expect(within(pending).getByText('承諾待ちの招待はありません。')).toBeTruthy();
    expect(api.callsTo('/api/company/invitations/21')).toBe(1);
    // The row and its button are gone: focus lands on the section, not the top of the page.
    await waitFor(() =>
      expect(document.activeElement).toBe(
        screen.getByRole('heading', { level: 2, name: '承諾待ちの招待' }),
      ),
    );
  });

  it('says so when the invitation was used or expired before the revoke (404)', async () => {
    let gone = false;
    adminApi({
      'DELETE /api/company/invitations/21': () => {
        gone = true;
        return jsonResponse({ error: { code: 'not_found', message: M.invitationNotFound } }, 404);
      },
      'GET /api/company/invitations': () =>
        jsonResponse({ invitations: gone ? [] : [invitation(21, 'taro@example.jp')] }),
    });
    const user = userEvent.setup();
    await openMembers();
    await user.click(
      await screen.findByRole('button', { name: 'taro@example.jp への招待を取り消す' }),
    );
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: '取り消す' }));
    expect(await screen.findByText(M.invitationNotFound)).toBeTruthy();
    expect(await screen.findByText('承諾待ちの招待はありません。')).toBeTruthy();
  });
});

describe('/company/members for a recruiter', () => {
  it('says the page is for admins, without asking for the invitations', async () => {
    const api = loggedInApi({
      '/api/auth/': authReply({ company: { id: 3, role: 'recruiter' } }),
      'GET /api/company/profile': profileReply,
      'GET /api/company/members': { json: { members } },
    });
    renderApp('/company/members');
    expect(
      await screen.findByRole('heading', { level: 1, name: RECRUITING_MESSAGES.companyAdminOnly }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'ダッシュボードへ' }).getAttribute('href')).toBe(
      '/company',
    );
    expect(screen.queryByRole('alert')).toBeNull();
    expect(api.callsTo('/api/company/invitations')).toBe(0);
    expect(screen.queryByRole('link', { name: 'メンバー' })).toBeNull();
  });

  it('shows the same message when the server says the role changed (403)', async () => {
    loggedInApi({
      '/api/auth/': authReply({ company: { id: 3, role: 'admin' } }),
      'GET /api/company/profile': profileReply,
      'GET /api/company/members': { json: { members } },
      'GET /api/company/invitations': {
        status: 403,
        json: { error: { code: 'forbidden', message: RECRUITING_MESSAGES.companyAdminOnly } },
      },
    });
    renderApp('/company/members');
    expect(
      await screen.findByRole('heading', { level: 1, name: RECRUITING_MESSAGES.companyAdminOnly }),
    ).toBeTruthy();
  });
});
