import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { camelizeKeys } from '../../shared/api/case';
import type { ScoreDetailsReply } from '../../shared/api/person';
import { topPercent } from './format';
import { ScoreBreakdown, ScoreCard } from './ScoreSection';
import { scoreDetailsWire, scoreWire } from './test-server';

const details = (overrides: Parameters<typeof scoreDetailsWire>[0] = {}) =>
  (camelizeKeys(scoreDetailsWire(overrides)) as ScoreDetailsReply).scoreDetails;

const renderBreakdown = (overrides: Parameters<typeof scoreDetailsWire>[0] = {}) =>
  render(
    <MemoryRouter>
      <ScoreBreakdown details={details(overrides)} />
    </MemoryRouter>,
  );

const item = (name: string) => screen.getByRole('article', { name });

describe('score breakdown', () => {
  it('shows for every score what made it and what would raise it', () => {
    renderBreakdown();
    expect(screen.getByRole('heading', { level: 2, name: 'スコアの内訳' })).toBeTruthy();
    const names = screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(names).toEqual([
      '総合',
      '技術力',
      '発信力',
      'GitHub',
      '技術記事',
      '技術イベント',
      'スキルタグ',
    ]);

    const github = item('GitHub');
    expect(within(github).getByText('3.50')).toBeTruthy();
    const factors = within(github)
      .getAllByRole('definition')
      .map((d) => d.textContent);
    // Counts as they are, computed values to two decimals.
    expect(factors).toEqual(['60', '27.48']);
    expect(within(github).getByText('コントリビューションのあった日数')).toBeTruthy();
    expect(within(github).getByText('スコアを上げるには')).toBeTruthy();
    expect(
      within(github).getByText('スターの多いリポジトリへのコントリビューションが効きます'),
    ).toBeTruthy();

    const total = item('総合');
    expect(
      within(total).getByText('技術イベントで登壇すると「技術イベント」の値が大きく伸びます'),
    ).toBeTruthy();
    // No hints: a calm line instead of an empty list.
    expect(within(item('技術記事')).getByText('このまま活動を続けましょう。')).toBeTruthy();
  });

  it('says what to connect when a score is missing because nothing is connected', () => {
    renderBreakdown({
      '5': { score: null, ranking: null, percentile: null, is_connected_sns: false, hints: [] },
    });
    const events = item('技術イベント');
    expect(within(events).getAllByText('まだスコアがありません').length).toBeGreaterThan(0);
    expect(within(events).getByText('connpassを連携すると、スコアがつきます。')).toBeTruthy();
    expect(
      within(events).getByRole('link', { name: 'アカウントを連携する' }).getAttribute('href'),
    ).toBe('/accounts');
  });

  it('explains a missing score of a connected service with its hints, without a connect link', () => {
    renderBreakdown({
      '4': {
        score: null,
        ranking: null,
        percentile: null,
        is_connected_sns: true,
        hints: ['Qiita でストックされる記事を書くと「技術記事」が伸びます'],
      },
    });
    const articles = item('技術記事');
    expect(within(articles).getByText(/スコアがつく基準にまだ届いていません/)).toBeTruthy();
    expect(
      within(articles).getByText('Qiita でストックされる記事を書くと「技術記事」が伸びます'),
    ).toBeTruthy();
    expect(within(articles).queryByRole('link', { name: 'アカウントを連携する' })).toBeNull();
  });

  it('sends a missing skill-tag score to /person/edit', () => {
    renderBreakdown({ '6': { score: null, ranking: null, percentile: null } });
    const tags = item('スキルタグ');
    expect(within(tags).getByText('スキルタグを登録すると、スコアがつきます。')).toBeTruthy();
    expect(
      within(tags).getByRole('link', { name: 'スキルタグを登録する' }).getAttribute('href'),
    ).toBe('/person/edit');
  });
});

describe('score card', () => {
  const card = (wire: ReturnType<typeof scoreWire>, type: 1000 | 1 | 3 = 1000) =>
    render(
      <MemoryRouter>
        <ScoreCard
          type={type}
          size="hero"
          detail={camelizeKeys(wire) as ScoreDetailsReply['scoreDetails'][string]}
        />
      </MemoryRouter>,
    );

  it('sets the score with two decimals, its top share and its rank', () => {
    card(scoreWire(1000, { score: 4.2049, percentile: 99.5, ranking: 1, population: 201 }));
    expect(screen.getByText('4.20')).toBeTruthy();
    expect(screen.getByText('/ 5.0')).toBeTruthy();
    expect(screen.getByText('上位 0.5%')).toBeTruthy();
    expect(screen.getByText('201人中 1位')).toBeTruthy();
  });

  it('has no number for a missing score', () => {
    card(
      scoreWire(3, { score: null, percentile: null, ranking: null, is_connected_sns: false }),
      3,
    );
    expect(screen.getByText('まだスコアがありません')).toBeTruthy();
    expect(screen.getByText('GitHubを連携すると、スコアがつきます。')).toBeTruthy();
    expect(screen.queryByText(/上位/)).toBeNull();
  });
});

describe('topPercent', () => {
  it.each([
    [89.47, '11'],
    [90, '10'],
    [92.35, '7.7'],
    [99.5, '0.5'],
    [100, '0.1'],
    [50, '50'],
    [0, '100'],
  ])('percentile %s is the top %s %', (percentile, top) => {
    expect(topPercent(percentile)).toBe(top);
  });
});
