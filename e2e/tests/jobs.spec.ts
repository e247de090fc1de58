import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { expectNoSeriousAxeViolations } from '../support/axe';
import { MOBILE_VIEWPORT, PC_VIEWPORT } from '../support/env';
import { expect, test } from '../support/fixtures';
import { apiWrite, freshEngineer } from '../support/session';

/**
 * Jobs in the browser (issue 9): a new engineer searches with a keyword and a filter, reloads
 * the URL and gets the same search, opens a job, reacts and applies; asks for suggestions,
 * sees the nav dot, opens /jobs/home where the suggestions and their reasons appear and the
 * dot clears; opens interview coaching and the company page. Screenshots of each screen at
 * 1280 and 375 px go to e2e/test-results/screenshots/, each checked with axe as well.
 */

const SHOTS = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '..',
  'test-results',
  'screenshots',
);

async function shoot(page: Page, name: string) {
  for (const [label, viewport] of [
    ['1280', PC_VIEWPORT],
    ['375', MOBILE_VIEWPORT],
  ] as const) {
    await page.setViewportSize(viewport);
    await page.waitForLoadState('networkidle');
    await expectNoSeriousAxeViolations(page);
    await page.screenshot({ path: path.join(SHOTS, `jobs-${name}-${label}.png`), fullPage: true });
  }
  await page.setViewportSize(PC_VIEWPORT);
}

const totalCount = async (page: Page) => {
  const text = await page
    .getByText(/^[\d,]+件$/)
    .first()
    .textContent();
  return Number((text ?? '').replace(/[^\d]/g, ''));
};

test.describe('jobs', () => {
  test('search with a keyword and a filter, reload the URL, open a job, react and apply', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await freshEngineer(page, 'jobs', '求人 太郎');
    await page.goto('/jobs');
    await expect(page).toHaveURL(/\/jobs\/search$/);
    await expect(page.getByRole('heading', { level: 1, name: '求人検索' })).toBeVisible();
    const everything = await totalCount(page);
    expect(everything).toBeGreaterThanOrEqual(1000);

    await page.getByLabel('キーワード', { exact: true }).fill('バックエンド');
    await page.getByRole('button', { name: '検索', exact: true }).click();
    await expect(page).toHaveURL(/keyword=%E3%83%90/);
    await expect.poll(() => totalCount(page)).toBeLessThan(everything);
    const keywordOnly = await totalCount(page);
    expect(keywordOnly).toBeGreaterThan(0);

    // The box follows the URL: click, then wait for the URL's state to show in it (check()
    // fails on a busy machine when the re-render lands after its own look at the box).
    const fullRemote = page.getByRole('checkbox', { name: 'フルリモート' });
    await fullRemote.click();
    await expect(fullRemote).toBeChecked();
    await expect(page).toHaveURL(/work_styles%5B%5D=fullRemote|work_styles\[\]=fullRemote/);
    await expect.poll(() => totalCount(page)).toBeLessThan(keywordOnly);
    const narrowed = await totalCount(page);
    expect(narrowed).toBeGreaterThan(0);
    await expect(page.getByRole('button', { name: 'フルリモートの条件を外す' })).toBeVisible();
    // Every result shows its salary.
    const cards = page.getByRole('article');
    const shown = await cards.count();
    expect(shown).toBeGreaterThan(0);
    for (let i = 0; i < shown; i++) await expect(cards.nth(i)).toContainText(/年収 [\d,]+万/);

    // The same search after a reload: keyword, filter chip, count.
    const url = page.url();
    await page.reload();
    await expect(page).toHaveURL(url);
    await expect(page.getByLabel('キーワード', { exact: true })).toHaveValue('バックエンド');
    await expect(page.getByRole('checkbox', { name: 'フルリモート' })).toBeChecked();
    await expect.poll(() => totalCount(page)).toBe(narrowed);
    await shoot(page, 'search');

    // Removing the chip widens the search again.
    await page.getByRole('button', { name: 'フルリモートの条件を外す' }).click();
    await expect.poll(() => totalCount(page)).toBe(keywordOnly);
    await expect(fullRemote).not.toBeChecked();
    await fullRemote.click();
    await expect(fullRemote).toBeChecked();
    await expect.poll(() => totalCount(page)).toBe(narrowed);

    // Open the first job.
    const first = cards.first().getByRole('link').first();
    const title = (await first.textContent())?.trim() ?? '';
    await first.click();
    await expect(page).toHaveURL(/\/jobs\/\d+/);
    const jobId = Number(/\/jobs\/(\d+)/.exec(page.url())![1]);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page.getByText('仕事内容', { exact: true })).toBeVisible();
    await expect(page.getByText(/年収 [\d,]+万/).first()).toBeVisible();

    // React: the button turns pressed, and the server agrees.
    const react = page.getByRole('button', { name: /興味あり/ });
    await react.click();
    await expect(react).toHaveAttribute('aria-pressed', 'true');
    const reacted = await (await page.request.get('/api/job_descriptions/reacted')).json();
    expect(
      reacted.job_descriptions.map((j: { job_description_id: number }) => j.job_description_id),
    ).toContain(jobId);

    // Apply, confirming first; the expected reply date is 7 days later.
    await page.getByRole('button', { name: '応募する' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'この求人に応募しますか？' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: '応募する' }).click();
    await expect(page.getByText('応募済み').first()).toBeVisible();
    const applications = await (await page.request.get('/api/job_applications/')).json();
    const application = applications.job_applications.find(
      (a: { job_description_id: number }) => a.job_description_id === jobId,
    );
    expect(application.expected_mail_replied_at - application.application_at).toBe(7 * 86_400);
    const expected = new Date(application.expected_mail_replied_at * 1000).toLocaleDateString(
      'ja-JP',
      { timeZone: 'Asia/Tokyo', year: 'numeric', month: '2-digit', day: '2-digit' },
    );
    await expect(page.getByText(expected).first()).toBeVisible();
    await shoot(page, 'detail');

    // Applying twice through the API still leaves one application.
    await apiWrite(page, 'POST', '/api/job_applications/', { job_description_id: jobId });
    const again = await (await page.request.get('/api/job_applications/')).json();
    expect(
      again.job_applications.filter(
        (a: { job_description_id: number }) => a.job_description_id === jobId,
      ),
    ).toHaveLength(1);

    // Interview coaching for this job.
    await page.getByRole('link', { name: '面接対策' }).click();
    await expect(page).toHaveURL(new RegExp(`/jobs/${jobId}/interview-coaching`));
    await expect(page.getByRole('heading', { name: '想定される質問' })).toBeVisible();
    await expect(page.getByRole('heading', { name: '逆質問の例' })).toBeVisible();
    await shoot(page, 'coaching');

    // The company page lists its open jobs with their stack.
    await page.goto(`/jobs/${jobId}`);
    await page.getByRole('link', { name: '企業情報を見る' }).first().click();
    await expect(page).toHaveURL(/\/companies\/\d+/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('article').first()).toContainText(/年収/);
    await shoot(page, 'company');
  });

  test('suggestions appear with reasons on /jobs/home and the nav dot clears', async ({ page }) => {
    test.setTimeout(90_000);
    await freshEngineer(page, 'suggest', '提案 花子');
    await apiWrite(page, 'PUT', '/api/user/job_setting/', {
      desired_annual_salary: 500,
      desired_work_style: { full_remote: true, partial_remote: true, attendance: false },
    });
    await apiWrite(page, 'POST', '/api/job_description_suggestions/');
    await expect
      .poll(
        async () =>
          (await (await page.request.get('/api/job_description_suggestions/status/')).json())
            .generation_status,
        { timeout: 30_000 },
      )
      .toBe(2);

    // Elsewhere, the jobs nav carries the dot until the suggestions are seen.
    await page.goto('/jobs/search');
    await expect(page.getByTestId('jobs-dot')).toBeVisible();

    await page.goto('/jobs/home');
    const section = page.getByRole('region', { name: 'あなたへのおすすめ求人' });
    await expect(section.getByRole('article').first()).toBeVisible();
    await expect(section.getByRole('list', { name: 'おすすめの理由' }).first()).toBeVisible();
    await expect(page.getByTestId('jobs-dot')).toHaveCount(0);
    const list = await (await page.request.get('/api/job_description_suggestions/')).json();
    expect(list.is_seen).toBe(true);
    for (const s of list.suggestions) {
      expect(s.reasons.length).toBeGreaterThan(0);
      expect(s.job_description.annual_salary_max).toBeGreaterThanOrEqual(500);
      expect(s.job_description.work_style).not.toBe('attendance');
    }
    await shoot(page, 'home');
  });
});
