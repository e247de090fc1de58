import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { companyDetailWire, jobSummaryWire } from '../../shared/ui/jobs/test-fixtures';
import { loggedInApi, loggedOutApi } from '../../test/api-mock';
import { renderApp } from '../../test/render-app';

describe('/companies/{id}', { timeout: 20_000 }, () => {
  it('shows the company, its stack with counts and its open jobs', async () => {
    loggedInApi({
      'GET /api/companies/3': {
        json: companyDetailWire({
          job_descriptions: [
            jobSummaryWire(7, { title: 'バックエンドエンジニア', application_status: 'applied' }),
            jobSummaryWire(8, {
              title: 'SRE',
              annual_salary_min: 700,
              annual_salary_max: 1100,
            }),
          ],
        }),
      },
    });
    renderApp('/companies/3');
    expect(await screen.findByRole('heading', { level: 1, name: '株式会社キセキ' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('株式会社キセキ | Kiseki'));

    const fact = (label: string) =>
      screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(fact('業界')).toBe('HR Tech');
    expect(fact('従業員数')).toBe('120名');
    expect(fact('設立')).toBe('2015年');
    expect(fact('所在地')).toBe('東京都');
    const site = screen.getByRole('link', { name: /kiseki\.example\.jp/ });
    expect(site.getAttribute('href')).toBe('https://kiseki.example.jp/');
    expect(site.getAttribute('target')).toBe('_blank');
    expect(site.getAttribute('rel')).toContain('noopener');
    expect(screen.getByText('エンジニアのキャリアを支えるサービスを作っています。')).toBeTruthy();

    const stack = screen.getByRole('region', { name: '技術スタック' });
    const chips = within(stack).getAllByRole('listitem');
    expect(chips.map((chip) => chip.textContent)).toEqual([
      '言語：Go22件の求人',
      'インフラ・CI：AWS11件の求人',
    ]);

    const jobs = screen.getByRole('region', { name: /募集中の求人/ });
    const cards = within(jobs).getAllByRole('article');
    expect(cards).toHaveLength(2);
    expect(within(cards[0]!).getByText('年収 500万〜800万円')).toBeTruthy();
    expect(within(cards[0]!).getByText('応募済み')).toBeTruthy();
    expect(within(cards[1]!).getByText('年収 700万〜1100万円')).toBeTruthy();
    expect(within(cards[1]!).getByRole('link', { name: 'SRE' }).getAttribute('href')).toBe(
      '/jobs/8?source=company',
    );
  });

  it('is readable by visitors, and says when no job is open', async () => {
    loggedOutApi({
      'GET /api/companies/3': {
        json: companyDetailWire({ job_descriptions: [], tech_stack: [] }),
      },
    });
    renderApp('/companies/3');
    expect(await screen.findByRole('heading', { level: 1, name: '株式会社キセキ' })).toBeTruthy();
    expect(screen.getByText('現在募集中の求人はありません。')).toBeTruthy();
    expect(screen.getByText('技術スタックの情報はまだありません。')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'ログイン' })).toBeTruthy();
  });

  it('links only web addresses', async () => {
    loggedInApi({
      'GET /api/companies/3': {
        json: companyDetailWire({
          company: { ...companyDetailWire().company, website_url: 'javascript:alert(1)' },
        }),
      },
    });
    renderApp('/companies/3');
    await screen.findByRole('heading', { level: 1, name: '株式会社キセキ' });
    expect(screen.queryByText('Webサイト')).toBeNull();
    expect(document.querySelector('a[href^="javascript"]')).toBeNull();
  });

  it.each(['/companies/404', '/companies/x1'])('%s shows Not Found', async (path) => {
    loggedInApi();
    renderApp(path);
    expect(await screen.findByText('お探しのページは見つかりませんでした')).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('ページが見つかりません | Kiseki'));
  });
});
