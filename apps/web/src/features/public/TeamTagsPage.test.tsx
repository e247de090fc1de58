import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { browserLocation } from '../../shared/lib/browser-location';
import { loggedOutApi } from '../../test/api-mock';
import { renderApp } from '../../test/render-app';
import { teamWire, withShareToken } from './test-fixtures';

const TOKEN = '123.abcdefghijklmnopqrstuvwxyz012345';
let removeToken: (() => void) | undefined;
afterEach(() => {
  removeToken?.();
  removeToken = undefined;
});

const memberNames = () =>
  within(screen.getByRole('list', { name: 'メンバー' }))
    .getAllByRole('link')
    .map((link) => link.textContent);

describe('/team-tags/{id}', { timeout: 20_000 }, () => {
  it('shows the team, its members linking to their portfolios, and the tags summing to 3+', async () => {
    removeToken = withShareToken(TOKEN);
    const api = loggedOutApi({ 'GET /api/team_tags/kiseki-dev/': { json: teamWire() } });
    renderApp('/team-tags/kiseki-dev');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Kiseki 開発チームのスキルタグ' }),
    ).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Kiseki 開発チームのスキルタグ | Kiseki'));
    const call = api.requests.find((r) => r.path === '/api/team_tags/kiseki-dev/');
    expect(call?.headers.get('x-share-token')).toBe(TOKEN);

    expect(memberNames()).toEqual(['木石 花子', '木石 太郎', '石 次郎']);
    expect(
      screen.getByRole('link', { name: '木石 花子さんのポートフォリオ' }).getAttribute('href'),
    ).toBe('/public/hanako');

    // Go 4 and React 1+2=3 are in; TypeScript 2 and Rust 2 are not.
    const filter = screen.getByRole('list', { name: 'スキルタグで絞り込む' });
    const chips = within(filter)
      .getAllByRole('button')
      .map((b) => b.getAttribute('aria-label') ?? b.textContent);
    expect(chips).toEqual(['すべて', 'Go（合計レベル 4）', 'React（合計レベル 3）']);
  });

  it('filters the members by the chosen tag, and back to everyone', async () => {
    removeToken = withShareToken();
    loggedOutApi({ 'GET /api/team_tags/kiseki-dev/': { json: teamWire() } });
    const user = userEvent.setup();
    renderApp('/team-tags/kiseki-dev');
    const react = await screen.findByRole('button', { name: 'React（合計レベル 3）' });
    await user.click(react);
    expect(react.getAttribute('aria-pressed')).toBe('true');
    expect(memberNames()).toEqual(['木石 花子', '木石 太郎']);
    expect(screen.getByText('「React」を持つメンバー 2人')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Go（合計レベル 4）' }));
    expect(memberNames()).toEqual(['木石 花子']);

    await user.click(screen.getByRole('button', { name: 'すべて' }));
    expect(memberNames()).toHaveLength(3);
    expect(screen.getByText('3人')).toBeTruthy();
  });

  it('says so when no tag reaches a summed level of 3', async () => {
    removeToken = withShareToken();
    loggedOutApi({
      'GET /api/team_tags/small/': {
        json: teamWire({
          members: [
            { id: 1, name: '一人', share_id: 'one', skill_tags: [{ name: 'Go', level: 2 }] },
          ],
          tags: [],
        }),
      },
    });
    renderApp('/team-tags/small');
    expect(
      await screen.findByText('チーム全体でレベルの合計が3以上のスキルタグはまだありません。'),
    ).toBeTruthy();
  });

  it('shows Not Found for an unknown team and for /team-tags without an id', async () => {
    removeToken = withShareToken();
    loggedOutApi({
      'GET /api/team_tags/nope/': {
        status: 404,
        json: { error: { code: 'not_found', message: 'x' } },
      },
    });
    const first = renderApp('/team-tags/nope');
    expect(await screen.findByText('お探しのページは見つかりませんでした')).toBeTruthy();
    first.unmount();
    renderApp('/team-tags');
    expect(await screen.findByText('お探しのページは見つかりませんでした')).toBeTruthy();
  });

  it('without a token, loads the page anew once', async () => {
    const assign = vi.spyOn(browserLocation, 'assign').mockImplementation(() => {});
    const api = loggedOutApi();
    renderApp('/team-tags/kiseki-dev');
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/team-tags/kiseki-dev'));
    expect(api.requests.filter((r) => r.path.startsWith('/api/team_tags/'))).toEqual([]);
  });
});
