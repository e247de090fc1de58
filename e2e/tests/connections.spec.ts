import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { mailLink, uniqueEmail } from '../support/accounts';
import { expectNoSeriousAxeViolations } from '../support/axe';
import { MOBILE_VIEWPORT, PC_VIEWPORT } from '../support/env';
import { expect, expectPathname, notification, test } from '../support/fixtures';

/**
 * /accounts and /user_building in the browser against the built server, importing from the
 * local fake upstream (the server runs it when FAKE_UPSTREAM=true): `taro-kiseki` is a small
 * account there, unknown names answer 404. Each test signs up its own engineer through the
 * API. Screenshots at 1280 and 375 px go to e2e/test-results/screenshots/.
 */

const SHOTS = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '..',
  'test-results',
  'screenshots',
);

async function csrf(page: Page): Promise<string> {
  await page.request.get('/api/login_status/');
  const token = (await page.context().cookies()).find((c) => c.name === 'csrftoken')?.value;
  expect(token, 'a GET should hand out the csrftoken cookie').toBeTruthy();
  return token as string;
}

async function write(page: Page, method: 'POST' | 'PUT' | 'PATCH', url: string, data?: unknown) {
  const response = await page.request.fetch(url, {
    method,
    data,
    headers: { 'X-CSRFToken': await csrf(page) },
  });
  expect(response.ok(), `${method} ${url}: ${response.status()} ${await response.text()}`).toBe(
    true,
  );
}

/** A new engineer, signed in, setup done and the global modals out of the way. */
async function freshEngineer(page: Page, tag: string): Promise<{ name: string }> {
  const email = uniqueEmail(tag);
  const name = `連携 ${tag}`;
  await csrf(page);
  await write(page, 'POST', '/api/signup/', {
    email,
    password: `${tag} connections passphrase 2026`,
    terms_agreed: true,
  });
  const activation = await mailLink(page.request, email, '/activation/');
  expect((await page.request.get(activation)).ok()).toBe(true);
  await write(page, 'POST', '/api/signup/step3/', { display_name: name });
  await write(page, 'PUT', '/api/user/job_setting/hirability', {
    hirability_level: 'NO_JOB_CHANGE',
  });
  await write(page, 'PUT', '/api/user/experience_job_position_conjecture_dialog_status/', {
    is_agreed: false,
  });
  await write(page, 'PATCH', '/api/setup_status/mark_completed');
  return { name };
}

async function shoot(page: Page, name: string) {
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => window.scrollTo(0, 0));
  const width = page.viewportSize()?.width ?? 0;
  await page.screenshot({
    path: path.join(SHOTS, `${name}-${width}.png`),
    fullPage: true,
    animations: 'disabled',
  });
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, `${name} scrolls sideways at ${width} px`).toBeLessThanOrEqual(0);
}

/** A screenshot at both widths, back at 1280 afterwards. */
async function shootBoth(page: Page, name: string) {
  await page.setViewportSize(PC_VIEWPORT);
  await shoot(page, name);
  await page.setViewportSize(MOBILE_VIEWPORT);
  // The layouts switch on a media query: wait for the phone layout before the shot.
  await expect(page.locator('[data-viewport]').first()).toHaveAttribute('data-viewport', 'mobile');
  await shoot(page, name);
  await expectNoSeriousAxeViolations(page);
  await page.setViewportSize(PC_VIEWPORT);
}

const card = (page: Page, service: string) =>
  page.getByRole('article', { name: service, exact: true });

async function connect(page: Page, service: string, typed: string) {
  const item = card(page, service);
  await item.getByRole('textbox', { name: `${service}のアカウント名またはURL` }).fill(typed);
  await item.getByRole('button', { name: '連携する' }).click();
  await expect(item.getByText('未連携')).toHaveCount(0);
}

test.describe('connecting accounts', () => {
  test('connect GitHub and Qiita, watch the portfolio being built, land on /person', async ({
    page,
    consoleProblems,
  }) => {
    test.setTimeout(150_000);
    await freshEngineer(page, 'build');
    await page.goto('/accounts');
    await expect(page.getByRole('heading', { level: 1, name: 'アカウント連携' })).toBeVisible();
    await expect(page).toHaveTitle('アカウント連携 | Kiseki');
    await expect(card(page, 'GitHub').getByText('未連携')).toBeVisible();
    await shootBoth(page, 'accounts-empty');

    // A name that is no account is refused before anything is sent.
    const github = card(page, 'GitHub');
    await github.getByRole('textbox', { name: 'GitHubのアカウント名またはURL' }).fill('-bad-');
    await github.getByRole('button', { name: '連携する' }).click();
    await expect(
      github.getByText('アカウント名またはプロフィールのURLを入力してください。'),
    ).toBeVisible();

    await connect(page, 'GitHub', 'taro-kiseki');
    await expect(
      notification(page, 'GitHubを連携しました。アウトプットを取り込んでいます。'),
    ).toBeVisible();
    // A profile URL is read as its account name.
    const qiita = card(page, 'Qiita');
    await qiita
      .getByRole('textbox', { name: 'Qiitaのアカウント名またはURL' })
      .fill('https://qiita.com/taro-kiseki');
    await expect(qiita.getByText('「taro-kiseki」として連携します')).toBeVisible();
    await qiita.getByRole('button', { name: '連携する' }).click();
    await expect(qiita.getByRole('link', { name: /taro-kiseki/ })).toBeVisible();

    // The building screen, as it looks while imports run (answer held mid-way for the shot).
    await page.route('**/api/is_ready/', (route) =>
      route.fulfill({
        json: {
          is_ready: false,
          building_status: 0,
          finished_count: 1,
          total_count: 3,
          sources: [
            {
              source: 'github',
              account: 'taro-kiseki',
              status: 'done',
              imported_count: 6,
              last_imported_at: Math.floor(Date.now() / 1000),
              error_message: null,
              next_retry_at: null,
            },
            {
              source: 'qiita',
              account: 'taro-kiseki',
              status: 'importing',
              imported_count: 0,
              last_imported_at: null,
              error_message: null,
              next_retry_at: null,
            },
            {
              source: 'blog',
              account: 'https://taro.example.com/',
              status: 'pending',
              imported_count: 0,
              last_imported_at: null,
              error_message: null,
              next_retry_at: null,
            },
          ],
        },
      }),
    );
    await page.goto('/user_building');
    await expect(
      page.getByRole('heading', { level: 1, name: 'ポートフォリオを作成しています' }),
    ).toBeVisible();
    await expect(page.getByText('3件中 1件の取り込みが終わりました')).toBeVisible();
    await shootBoth(page, 'user-building-progress');
    await page.unroute('**/api/is_ready/');

    // The real thing: progress from the server until ready, then building_status 1 and /person.
    const sentReady = page.waitForRequest(
      (request) => request.url().endsWith('/api/building_status/') && request.method() === 'PUT',
      { timeout: 90_000 },
    );
    await page.goto('/user_building');
    expect(JSON.parse((await sentReady).postData() ?? '{}')).toEqual({ building_status: 1 });
    await expectPathname(page, '/person');
    const readiness = (await (await page.request.get('/api/is_ready/')).json()) as {
      is_ready: boolean;
      building_status: number;
      finished_count: number;
      total_count: number;
    };
    expect(readiness).toMatchObject({
      is_ready: true,
      building_status: 1,
      finished_count: 2,
      total_count: 2,
    });

    // Back on /accounts: both imported from the fake upstream, with their counts.
    await page.goto('/accounts');
    await expect(card(page, 'GitHub').getByText(/^取り込み済み \d+件$/)).toBeVisible();
    await expect(card(page, 'Qiita').getByText(/^取り込み済み \d+件$/)).toBeVisible();
    await expect(card(page, 'GitHub').getByText(/^最終取り込み /)).toBeVisible();
    await shootBoth(page, 'accounts-connected');
    expect(consoleProblems.filter((p) => p.type === 'pageerror')).toEqual([]);
  });

  test('an unknown account fails with its reason, does not block building, and disconnects', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await freshEngineer(page, 'unknown');
    await page.goto('/accounts');
    await connect(page, 'Zenn', 'nobody-kiseki-404');
    const zenn = card(page, 'Zenn');
    await expect(zenn.getByText('取り込みに失敗しました')).toBeVisible({ timeout: 60_000 });
    await expect(
      zenn.getByText('アカウントが見つかりませんでした。アカウント名を確認してください。'),
    ).toBeVisible();

    // A failure counts as finished: the building screen moves on to the portfolio.
    await page.goto('/user_building');
    await expectPathname(page, '/person');

    // 連携を解除, after a confirmation that says the outputs go too.
    await page.goto('/accounts');
    await card(page, 'Zenn').getByRole('button', { name: 'Zennの連携を解除' }).click();
    const dialog = page.getByRole('dialog', { name: 'Zennの連携を解除しますか？' });
    await expect(dialog.getByText(/取り込んだアウトプットも/)).toBeVisible();
    await dialog.getByRole('button', { name: '連携を解除する' }).click();
    await expect(notification(page, 'Zennの連携を解除しました')).toBeVisible();
    await expect(card(page, 'Zenn').getByText('未連携')).toBeVisible();
    const list = (await (await page.request.get('/api/sns_association/')).json()) as {
      sns_name_list: string[];
    };
    expect(list.sns_name_list).toEqual([]);
  });

  test('with nothing connected, /user_building offers /accounts', async ({ page }) => {
    test.setTimeout(60_000);
    await freshEngineer(page, 'nothing');
    await page.goto('/user_building');
    await expect(
      page.getByRole('heading', { level: 2, name: '連携しているサービスがありません' }),
    ).toBeVisible();
    await page.getByRole('link', { name: 'アカウントを連携する' }).click();
    await expectPathname(page, '/accounts');
  });
});
