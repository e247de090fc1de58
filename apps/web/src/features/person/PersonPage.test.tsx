import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse } from '../../test/api-mock';
import { renderApp } from '../../test/render-app';
import {
  APRIL_10,
  activityWire,
  NOTHING_CONNECTED,
  personApi,
  personInfoWire,
  qiitaWire,
  repoWire,
  scoreWire,
} from './test-server';

const region = (name: string | RegExp) => screen.findByRole('region', { name });

describe('/person', { timeout: 20_000 }, () => {
  it('shows the profile, the scores set large with their standing, and every list', async () => {
    const api = personApi({
      activities: [activityWire('qiita', 'Qiita記事11', APRIL_10)],
      browsed: [
        {
          company_name: '株式会社テスト',
          company_website_url: 'https://test.example.co.jp',
          access_date: APRIL_10,
          output_url: 'https://github.com/hanako-dev/repo-1',
        },
      ],
    });
    renderApp('/person');
    expect(await screen.findByRole('heading', { level: 1, name: 'ポートフォリオ' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('ポートフォリオ | Kiseki'));

    const profile = await region('山田 花子');
    expect(within(profile).getByText(/TypeScript と Go で/).textContent).toContain('\n');
    const site = within(profile).getByRole('link', { name: /個人サイト/ });
    expect(site.getAttribute('href')).toBe('https://hanako.example.jp');
    expect(site.getAttribute('target')).toBe('_blank');
    expect(site.getAttribute('rel')).toContain('noopener');
    const services = within(profile).getByRole('list', { name: '連携中のサービス' });
    expect(
      within(services)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual([
      expect.stringContaining('GitHub'),
      expect.stringContaining('Qiita'),
      expect.stringContaining('connpass'),
    ]);

    const scores = await region('スコア');
    const total = within(scores).getByRole('article', { name: '総合' });
    expect(within(total).getByText('3.66')).toBeTruthy();
    expect(within(total).getByText('上位 11%')).toBeTruthy();
    expect(within(total).getByText('201人中 22位')).toBeTruthy();
    const tech = within(scores).getByRole('article', { name: '技術力' });
    expect(within(tech).getByText('3.66')).toBeTruthy();
    const influence = within(scores).getByRole('article', { name: '発信力' });
    expect(within(influence).getByText('3.20')).toBeTruthy();
    for (const [name, value] of [
      ['GitHub', '3.50'],
      ['技術記事', '3.60'],
      ['技術イベント', '3.48'],
      ['スキルタグ', '3.30'],
    ]) {
      const card = within(scores).getByRole('article', { name: name as string });
      expect(within(card).getByText(value as string)).toBeTruthy();
    }

    const repos = await region('GitHub のリポジトリ');
    expect(within(repos).getByRole('link', { name: /hanako-dev\/repo-1/ })).toBeTruthy();
    expect(within(repos).getByText('スター 48')).toBeTruthy();
    const qiita = await region('Qiita の記事');
    expect(within(qiita).getByText('ストック 85')).toBeTruthy();
    expect(within(qiita).getByText('2025/04/09')).toBeTruthy();

    // A service connected with nothing imported yet keeps its section; others wait in one card.
    const events = await region('connpass のイベント');
    expect(within(events).getByText('まだ取り込まれたアウトプットがありません。')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Zenn の記事' })).toBeNull();
    const missing = await region('まだ連携していないサービス');
    expect(within(missing).getByText('Zenn')).toBeTruthy();
    expect(within(missing).getByRole('link', { name: 'アカウントを連携する' })).toBeTruthy();

    const skills = await region('スキルタグ');
    expect(within(skills).getByText('TypeScript')).toBeTruthy();
    expect(within(skills).getByText('レベル4：人に教えられる')).toBeTruthy();
    // The suggestion (is_auto) is not shown as the person's own tag.
    expect(within(skills).queryByText('Rust')).toBeNull();
    expect(within(skills).getByText(/候補が1件あります/)).toBeTruthy();

    const languages = await region('使用言語');
    expect(within(languages).getByText('70.0%')).toBeTruthy();

    const activity = await region('最近のアクティビティ');
    expect(within(activity).getByRole('link', { name: /Qiita記事11/ })).toBeTruthy();
    const browsed = await region('あなたのポートフォリオを見た企業');
    expect(within(browsed).getByRole('link', { name: /株式会社テスト/ })).toBeTruthy();
    expect(within(browsed).getByText('github.com/hanako-dev/repo-1')).toBeTruthy();

    expect(screen.getByRole('link', { name: 'プロフィールを編集' }).getAttribute('href')).toBe(
      '/person/edit',
    );
    expect(screen.getByRole('link', { name: '今月のアウトプット' }).getAttribute('href')).toMatch(
      /^\/person\/output_summary\/\d{4}\/\d{1,2}$/,
    );
    // One request per endpoint, none per item.
    await waitFor(() => expect(api.callsTo('/api/person/repos/')).toBe(1));
    expect(api.callsTo('/api/person/')).toBe(1);
  });

  it('invites a person with nothing connected to connect accounts', async () => {
    personApi({
      info: personInfoWire(NOTHING_CONNECTED),
      skillTags: [],
      repos: [],
      qiita: [],
      scores: {
        score_details: Object.fromEntries(
          ['1', '3', '4', '5', '6', '17', '1000'].map((type) => [
            type,
            scoreWire(Number(type), {
              score: null,
              ranking: null,
              percentile: null,
              is_connected_sns: false,
              is_exist_output: false,
              computed_at: null,
            }),
          ]),
        ),
        population: 200,
        score_history: {},
      },
    });
    renderApp('/person');
    const empty = await region('アカウントを連携して、ポートフォリオを作りましょう');
    expect(
      within(empty).getByRole('link', { name: 'アカウントを連携する' }).getAttribute('href'),
    ).toBe('/accounts');
    expect(screen.queryByRole('region', { name: 'スコア' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'GitHub のリポジトリ' })).toBeNull();
    expect(await region('スキルタグ')).toBeTruthy();
    expect(screen.getByText('まだサービスが連携されていません。')).toBeTruthy();
  });

  it('shows a GitHub avatar, and initials for a picture the CSP would block or that fails', async () => {
    personApi({
      info: personInfoWire({ avatar_url: 'https://avatars.githubusercontent.com/u/7?v=4' }),
    });
    const { unmount } = renderApp('/person');
    const profile = await region('山田 花子');
    const img = within(profile).getByRole('img', { name: /山田 花子/ });
    expect(img.getAttribute('src')).toBe('https://avatars.githubusercontent.com/u/7?v=4');
    // Offline or deleted upstream: the initial replaces the broken picture.
    img.dispatchEvent(new Event('error'));
    await waitFor(() =>
      expect(within(profile).queryByRole('img', { name: /山田 花子/ })).toBeNull(),
    );
    expect(within(profile).getByText('山')).toBeTruthy();
    unmount();

    personApi({ info: personInfoWire({ avatar_url: 'https://tracker.example/pixel.gif' }) });
    renderApp('/person');
    const other = await region('山田 花子');
    expect(within(other).queryByRole('img', { name: /山田 花子/ })).toBeNull();
    expect(within(other).getByText('山')).toBeTruthy();
  });

  it('keeps the other sections when one list fails, and retries that one', async () => {
    let fail = true;
    const api = personApi(
      { repos: [repoWire(1)], qiita: [qiitaWire(11)] },
      {
        '/api/person/qiita_posts/': () =>
          fail
            ? jsonResponse({ error: { code: 'not_found', message: 'x' } }, 404)
            : jsonResponse({ qiita_posts_info: [qiitaWire(11)] }),
      },
    );
    renderApp('/person');
    const qiita = await region('Qiita の記事');
    expect(await within(qiita).findByText('Qiita の記事を読み込めませんでした。')).toBeTruthy();
    expect(within(await region('GitHub のリポジトリ')).getByText(/repo-1/)).toBeTruthy();
    const total = within(await region('スコア')).getByRole('article', { name: '総合' });
    expect(within(total).getByText('3.66')).toBeTruthy();

    fail = false;
    within(qiita).getByRole('button', { name: '再読み込み' }).click();
    expect(await within(qiita).findByRole('link', { name: /Qiita記事11/ })).toBeTruthy();
    expect(api.callsTo('/api/person/qiita_posts/')).toBe(2);
  });
});
