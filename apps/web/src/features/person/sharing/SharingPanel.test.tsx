import type { PublicSettingWire } from '@kiseki/contract/portfolio';
import {
  PORTFOLIO_MESSAGES,
  SHARE_ID_MESSAGES,
  SHARE_TEXT_TARGET_LENGTH,
} from '@kiseki/contract/portfolio-rules';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '../../../app/query-client';
import { jsonResponse, loggedInApi, type RecordedRequest } from '../../../test/api-mock';
import { renderNotifications } from '../../../test/render-notifications';
import { SharingPanel } from './SharingPanel';
import { textLength } from './share-text';
import { SHARE_ID_CHECK_DELAY_MS } from './use-share-id-check';

const setting = (overrides: Partial<PublicSettingWire> = {}): PublicSettingWire => ({
  share_id: 'k3x9a2b7c1d0',
  is_open: false,
  public_base_url: 'https://kiseki.example.jp/public/',
  original_share_id: 'k3x9a2b7c1d0',
  custom_share_id: null,
  is_term_agreed: false,
  desired_share_id_available: null,
  desired_share_id_error_message: null,
  ...overrides,
});

/** The public-setting endpoints over one setting; `taken` ids belong to someone else. */
function sharingApi(initial: PublicSettingWire, options: { taken?: string[] } = {}) {
  const state = { setting: initial };
  const taken = new Set(options.taken ?? []);
  const api = loggedInApi({
    'GET /api/public_setting/': () => jsonResponse({ public_setting: state.setting }),
    'PUT /api/public_setting/': (request) => {
      const { is_open } = JSON.parse(request.body ?? '{}') as { is_open: boolean };
      if (is_open && !state.setting.is_term_agreed) {
        return jsonResponse(
          {
            error: {
              code: 'validation_failed',
              message: PORTFOLIO_MESSAGES.termsRequired,
              fields: { is_open: [PORTFOLIO_MESSAGES.termsRequired] },
            },
          },
          400,
        );
      }
      state.setting = { ...state.setting, is_open };
      return jsonResponse({ public_setting: state.setting });
    },
    'PUT /api/public_setting/term_agree': () => {
      state.setting = { ...state.setting, is_term_agreed: true };
      return jsonResponse({ agreed: true });
    },
    'GET /api/public_setting/share_id/availability': (request) => {
      const desired = new URL(request.url, 'http://localhost').searchParams.get('desired_share_id');
      return jsonResponse(
        taken.has(desired ?? '')
          ? { available: false, error_message: SHARE_ID_MESSAGES.taken }
          : { available: true, error_message: null },
      );
    },
    'PUT /api/public_setting/share_id': (request) => {
      const { custom_share_id } = JSON.parse(request.body ?? '{}') as { custom_share_id: string };
      if (taken.has(custom_share_id)) {
        return jsonResponse(
          {
            error: {
              code: 'validation_failed',
              message: SHARE_ID_MESSAGES.taken,
              fields: { custom_share_id: [SHARE_ID_MESSAGES.taken] },
            },
          },
          400,
        );
      }
      state.setting = { ...state.setting, custom_share_id, share_id: custom_share_id };
      return jsonResponse({ custom_share_id });
    },
    'GET /api/person/': {
      json: {
        person: {
          person_info: { name: '木石 太郎' },
          skill_tags_info: [
            { name: 'TypeScript', level: 4, is_auto: false },
            { name: 'Suggested', level: 1, is_auto: true },
          ],
        },
      },
    },
    'GET /api/person/score_details/': {
      json: { score_details: { '1000': { score: 3.25 } }, population: 10, score_history: {} },
    },
  });
  return { ...api, state, taken };
}

function renderPanel() {
  const client = createQueryClient();
  renderNotifications();
  return render(
    <QueryClientProvider client={client}>
      <SharingPanel />
    </QueryClientProvider>,
  );
}

const availabilityCalls = (requests: RecordedRequest[]) =>
  requests
    .filter((r) => r.path === '/api/public_setting/share_id/availability')
    .map((r) => new URL(r.url, 'http://localhost').searchParams.get('desired_share_id'));

const bodies = (requests: RecordedRequest[], method: string, path: string) =>
  requests
    .filter((r) => r.method === method && r.path === path)
    .map((r) => JSON.parse(r.body ?? 'null'));

const publicSwitch = () => screen.findByRole('switch', { name: 'ポートフォリオを公開する' });
const shareIdInput = () => screen.findByRole('textbox', { name: '共有ID' });

describe('SharingPanel: publishing', { timeout: 20_000 }, () => {
  it('asks for the terms the first time, then agrees and opens', async () => {
    const api = sharingApi(setting());
    const user = userEvent.setup();
    renderPanel();
    const toggle = await publicSwitch();
    expect((toggle as HTMLInputElement).checked).toBe(false);
    expect(screen.queryByRole('textbox', { name: '公開URL' })).toBeNull();

    await user.click(toggle);
    const dialog = await screen.findByRole('dialog', { name: '公開に関する規約' });
    expect(bodies(api.requests, 'PUT', '/api/public_setting/')).toEqual([]);
    const submit = within(dialog).getByRole('button', { name: '同意して公開する' });
    expect((submit as HTMLButtonElement).disabled).toBe(true);
    await user.click(within(dialog).getByRole('checkbox', { name: '公開に関する規約に同意する' }));
    await user.click(submit);

    expect(await screen.findByText('ポートフォリオを公開しました')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(bodies(api.requests, 'PUT', '/api/public_setting/term_agree')).toEqual([
      { agreed: true },
    ]);
    expect(bodies(api.requests, 'PUT', '/api/public_setting/')).toEqual([{ is_open: true }]);
    await waitFor(async () =>
      expect(((await publicSwitch()) as HTMLInputElement).checked).toBe(true),
    );
    const url = (await screen.findByRole('textbox', { name: '公開URL' })) as HTMLInputElement;
    expect(url.value).toBe('https://kiseki.example.jp/public/k3x9a2b7c1d0');
  });

  it('stays closed when the terms dialog is cancelled', async () => {
    const api = sharingApi(setting());
    const user = userEvent.setup();
    renderPanel();
    await user.click(await publicSwitch());
    const dialog = await screen.findByRole('dialog', { name: '公開に関する規約' });
    await user.click(within(dialog).getByRole('button', { name: 'キャンセル' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(((await publicSwitch()) as HTMLInputElement).checked).toBe(false);
    expect(api.requests.filter((r) => r.method === 'PUT')).toEqual([]);
  });

  it('opens and closes at once once the terms were agreed', async () => {
    const api = sharingApi(setting({ is_term_agreed: true }));
    const user = userEvent.setup();
    renderPanel();
    await user.click(await publicSwitch());
    expect(await screen.findByText('ポートフォリオを公開しました')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(await publicSwitch());
    expect(await screen.findByText('ポートフォリオを非公開にしました')).toBeTruthy();
    expect(bodies(api.requests, 'PUT', '/api/public_setting/')).toEqual([
      { is_open: true },
      { is_open: false },
    ]);
    expect(screen.queryByRole('textbox', { name: '公開URL' })).toBeNull();
  });

  it('shares on X with about 100 characters ending in #Kiseki, and the URL', async () => {
    sharingApi(setting({ is_open: true, is_term_agreed: true }));
    renderPanel();
    const link = await screen.findByRole('link', { name: /Xでシェア/ });
    await waitFor(() => {
      const intent = new URL(link.getAttribute('href') ?? '');
      expect(intent.searchParams.get('text')).toContain('得意な技術はTypeScriptです。');
    });
    const intent = new URL(link.getAttribute('href') ?? '');
    expect(`${intent.origin}${intent.pathname}`).toBe('https://twitter.com/intent/tweet');
    const text = intent.searchParams.get('text') ?? '';
    expect(text.endsWith('#Kiseki')).toBe(true);
    expect(Math.abs(textLength(text) - SHARE_TEXT_TARGET_LENGTH)).toBeLessThanOrEqual(10);
    expect(text).toContain('総合スコアは3.3。');
    // Suggested tags the person has not confirmed are not theirs to boast about.
    expect(text).not.toContain('Suggested');
    expect(intent.searchParams.get('url')).toBe('https://kiseki.example.jp/public/k3x9a2b7c1d0');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(screen.getByRole('link', { name: /公開ページを見る/ }).getAttribute('href')).toBe(
      '/public/k3x9a2b7c1d0',
    );
  });

  it('copies the public URL', async () => {
    sharingApi(setting({ is_open: true, is_term_agreed: true }));
    // user-event puts its own clipboard in place of the browser's.
    const user = userEvent.setup();
    renderPanel();
    await user.click(await screen.findByRole('button', { name: '公開URLをコピー' }));
    expect(await screen.findByText('URLをコピーしました')).toBeTruthy();
    expect(await navigator.clipboard.readText()).toBe(
      'https://kiseki.example.jp/public/k3x9a2b7c1d0',
    );
  });
});

describe('SharingPanel: share id', { timeout: 20_000 }, () => {
  it('says disallowed characters at once, without asking the server', async () => {
    const api = sharingApi(setting());
    const user = userEvent.setup();
    renderPanel();
    const input = await shareIdInput();
    await user.clear(input);
    await user.type(input, 'Abc!');
    expect(
      await screen.findByText(
        '使用できない文字が入力されています。内容を変更して再度お試しください。',
      ),
    ).toBeTruthy();
    expect(input.getAttribute('aria-invalid')).toBe('true');
    await new Promise((resolve) => setTimeout(resolve, SHARE_ID_CHECK_DELAY_MS + 100));
    expect(availabilityCalls(api.requests)).toEqual([]);
    expect((screen.getByRole('button', { name: '保存する' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });

  it('says the length rule before asking', async () => {
    const api = sharingApi(setting());
    const user = userEvent.setup();
    renderPanel();
    const input = await shareIdInput();
    await user.clear(input);
    await user.type(input, 'ab');
    expect(await screen.findByText(SHARE_ID_MESSAGES.length)).toBeTruthy();
    expect(availabilityCalls(api.requests)).toEqual([]);
  });

  it('asks the server once typing pauses, and says when the id is taken', async () => {
    const api = sharingApi(setting(), { taken: ['hanako'] });
    const user = userEvent.setup();
    renderPanel();
    const input = await shareIdInput();
    await user.clear(input);
    await user.type(input, 'hanako');
    expect(await screen.findByText(SHARE_ID_MESSAGES.taken)).toBeTruthy();
    // Typed in one go: one question, for the whole id, not one per keystroke.
    expect(availabilityCalls(api.requests)).toEqual(['hanako']);
    expect((screen.getByRole('button', { name: '保存する' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });

  it('debounces: asks nothing while typing goes on, then only for the last value', async () => {
    const api = sharingApi(setting());
    const user = userEvent.setup({ delay: 100 });
    renderPanel();
    const input = await shareIdInput();
    await user.clear(input);
    await user.type(input, 'taro-dev');
    expect(availabilityCalls(api.requests)).toEqual([]);
    expect(await screen.findByText('利用できます')).toBeTruthy();
    expect(availabilityCalls(api.requests)).toEqual(['taro-dev']);
  });

  it('saves an available id and reads the public setting again', async () => {
    const api = sharingApi(setting({ is_open: true, is_term_agreed: true }));
    const user = userEvent.setup();
    renderPanel();
    const input = await shareIdInput();
    expect((input as HTMLInputElement).value).toBe('k3x9a2b7c1d0');
    await user.clear(input);
    await user.type(input, 'taro-kiseki');
    expect(await screen.findByText('利用できます')).toBeTruthy();
    const readsBefore = api.requests.filter(
      (r) => r.method === 'GET' && r.path === '/api/public_setting/',
    ).length;
    await user.click(screen.getByRole('button', { name: '保存する' }));
    expect(await screen.findByText('共有IDを変更しました')).toBeTruthy();
    expect(bodies(api.requests, 'PUT', '/api/public_setting/share_id')).toEqual([
      { custom_share_id: 'taro-kiseki' },
    ]);
    await waitFor(() =>
      expect(
        api.requests.filter((r) => r.method === 'GET' && r.path === '/api/public_setting/').length,
      ).toBeGreaterThan(readsBefore),
    );
    const url = (await screen.findByRole('textbox', { name: '公開URL' })) as HTMLInputElement;
    await waitFor(() => expect(url.value).toBe('https://kiseki.example.jp/public/taro-kiseki'));
  });

  it('shows the server’s refusal next to the field and keeps what was typed', async () => {
    const api = sharingApi(setting());
    const user = userEvent.setup();
    renderPanel();
    const input = await shareIdInput();
    await user.clear(input);
    await user.type(input, 'popular');
    expect(await screen.findByText('利用できます')).toBeTruthy();
    // Someone takes it between the check and the save.
    api.taken.add('popular');
    await user.click(screen.getByRole('button', { name: '保存する' }));
    expect(await screen.findByText(SHARE_ID_MESSAGES.taken)).toBeTruthy();
    expect((input as HTMLInputElement).value).toBe('popular');
  });
});
