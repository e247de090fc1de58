import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, BrowserContext, Locator, Page } from '@playwright/test';
import { mailLink, uniqueEmail } from '../support/accounts';
import { expectNoSeriousAxeViolations } from '../support/axe';
import { MOBILE_VIEWPORT, PC_VIEWPORT } from '../support/env';
import { expect, NOT_FOUND_TEXT, notification, test } from '../support/fixtures';

/**
 * Public sharing in the browser: the sharing panel on /person (terms, switch, URL, share id),
 * the public page as a visitor in a context without cookies, closing it again, and the team
 * tags page of the demo team. Screenshots at 1280 and 375 px go to
 * e2e/test-results/screenshots/.
 */

const SHOTS = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '..',
  'test-results',
  'screenshots',
);

/** Seeded by the demo (apps/server/src/modules/demo/demo-portfolio.ts). */
const DEMO_SHARE_ID = 'hanako-dev';
const DEMO_TEAM_SLUG = 'mirai-cloud-platform';

const DISALLOWED = '使用できない文字が入力されています。内容を変更して再度お試しください。';
const TAKEN = 'このIDはすでに使われています。別のIDをお試しください。';

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

/** A new engineer with GitHub `taro-kiseki` imported (fake upstream), signed in. */
async function freshEngineer(page: Page, tag: string): Promise<{ email: string; name: string }> {
  const email = uniqueEmail(tag);
  const name = `公開 ${tag}`;
  await csrf(page);
  await write(page, 'POST', '/api/signup/', {
    email,
    password: `${tag} public passphrase 2026`,
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
  await write(page, 'POST', '/api/sns_association/', {
    sns_name: 'github',
    account: 'taro-kiseki',
  });
  await expect
    .poll(
      async () =>
        ((await (await page.request.get('/api/is_ready/')).json()) as { is_ready: boolean })
          .is_ready,
      { message: 'the GitHub import finishes', timeout: 60_000 },
    )
    .toBe(true);
  return { email, name };
}

/** A visitor: a new browser context, no cookies. */
async function visitor(browser: Browser, baseURL: string | undefined): Promise<BrowserContext> {
  return browser.newContext({
    baseURL,
    locale: 'ja-JP',
    timezoneId: 'Asia/Tokyo',
    viewport: PC_VIEWPORT,
  });
}

async function shoot(page: Page, name: string, target?: Locator) {
  await page.waitForLoadState('networkidle');
  const width = page.viewportSize()?.width ?? 0;
  const file = path.join(SHOTS, `${name}-${width}.png`);
  if (target) {
    await target.scrollIntoViewIfNeeded();
    await target.screenshot({ path: file, animations: 'disabled' });
  } else {
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: file, fullPage: true, animations: 'disabled' });
  }
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, `${name} scrolls sideways at ${width} px`).toBeLessThanOrEqual(0);
}

async function shootBoth(page: Page, name: string, target?: () => Locator) {
  await page.setViewportSize(PC_VIEWPORT);
  await shoot(page, name, target?.());
  await page.setViewportSize(MOBILE_VIEWPORT);
  // The layouts switch on a media query: wait for the phone layout before the shot.
  await expect(page.locator('[data-viewport]').first()).toHaveAttribute('data-viewport', 'mobile');
  await shoot(page, name, target?.());
  await expectNoSeriousAxeViolations(page);
  await page.setViewportSize(PC_VIEWPORT);
}

const sharingPanel = (page: Page) => page.getByRole('region', { name: 'ポートフォリオの公開' });

async function openSharing(page: Page): Promise<Locator> {
  await page.goto('/person');
  const panel = sharingPanel(page);
  await expect(panel.getByRole('switch', { name: 'ポートフォリオを公開する' })).toBeVisible({
    timeout: 15_000,
  });
  return panel;
}

/** Turns the page public through the terms dialog (the first time). */
async function publish(page: Page, panel: Locator, screenshots = false) {
  // The switch does not flip yet: the terms come first.
  await panel.getByRole('switch', { name: 'ポートフォリオを公開する' }).click();
  const terms = page.getByRole('dialog', { name: '公開に関する規約' });
  await expect(terms).toBeVisible();
  await expect(terms.getByRole('button', { name: '同意して公開する' })).toBeDisabled();
  if (screenshots) await shootBoth(page, 'sharing-terms');
  await terms.getByRole('checkbox', { name: '公開に関する規約に同意する' }).check();
  await terms.getByRole('button', { name: '同意して公開する' }).click();
  await expect(notification(page, 'ポートフォリオを公開しました')).toBeVisible();
  await expect(terms).toHaveCount(0);
  await expect(panel.getByRole('switch', { name: 'ポートフォリオを公開する' })).toBeChecked();
}

test.describe('public sharing', () => {
  test('publish, visit as a visitor without the e-mail, close, and the visitor sees Not Found', async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(150_000);
    const person = await freshEngineer(page, 'publish');
    const panel = await openSharing(page);
    await expect(panel.getByText('非公開')).toBeVisible();
    await shootBoth(page, 'sharing-panel-closed', () => sharingPanel(page));

    await publish(page, panel, true);
    const url = await panel.getByRole('textbox', { name: '公開URL' }).inputValue();
    const shareId = url.split('/public/')[1] ?? '';
    expect(shareId).toMatch(/^[a-z0-9]{12}$/);
    const share = panel.getByRole('link', { name: /Xでシェア/ });
    const intent = new URL((await share.getAttribute('href')) ?? '');
    expect(intent.searchParams.get('text')).toMatch(/#Kiseki$/);
    expect(intent.searchParams.get('url')).toBe(url);
    await shootBoth(page, 'sharing-panel-open', () => sharingPanel(page));

    const context = await visitor(browser, baseURL);
    const guest = await context.newPage();
    try {
      expect((await context.cookies()).filter((c) => c.name === 'sessionid')).toEqual([]);
      await guest.goto(`/public/${shareId}`);
      await expect(guest.getByRole('heading', { level: 1, name: person.name })).toBeVisible();
      await expect(guest).toHaveTitle(`${person.name}さんのポートフォリオ | Kiseki`);
      await expect(guest.getByRole('region', { name: 'スコア' })).toBeVisible();
      await expect(guest.getByRole('region', { name: 'GitHub リポジトリ' })).toBeVisible();
      await expect(guest.getByRole('link', { name: 'ログイン' })).toBeVisible();
      const text = (await guest.locator('body').textContent()) ?? '';
      expect(text).not.toContain(person.email);
      expect(text).not.toContain('メールアドレス');

      // Closed again: the visitor learns only that there is nothing here.
      await panel.getByRole('switch', { name: 'ポートフォリオを公開する' }).click();
      await expect(notification(page, 'ポートフォリオを非公開にしました')).toBeVisible();
      await guest.reload();
      await expect(guest.getByText(NOT_FOUND_TEXT)).toBeVisible();
      await expect(guest.getByText(person.name)).toHaveCount(0);
      // And an id that never existed looks the same.
      await guest.goto('/public/no-such-share-id');
      await expect(guest.getByText(NOT_FOUND_TEXT)).toBeVisible();
      await guest.goto('/public');
      await expect(guest.getByText(NOT_FOUND_TEXT)).toBeVisible();
    } finally {
      await context.close();
    }
  });

  test('change the share id: taken, disallowed, accepted; the new public URL works', async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(150_000);
    const person = await freshEngineer(page, 'shareid');
    const panel = await openSharing(page);
    await publish(page, panel);
    const original = (await panel.getByRole('textbox', { name: '公開URL' }).inputValue())
      .split('/public/')
      .pop();

    const input = panel.getByRole('textbox', { name: '共有ID' });
    const save = panel.getByRole('button', { name: '保存する' });
    await input.fill(DEMO_SHARE_ID);
    await expect(panel.getByText(TAKEN)).toBeVisible();
    await expect(save).toBeDisabled();

    await input.fill('Abc!');
    await expect(panel.getByText(DISALLOWED)).toBeVisible();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(save).toBeDisabled();

    const wanted = `e2e-${Date.now().toString(36)}-${test.info().workerIndex}`;
    await input.fill(wanted);
    await expect(panel.getByText('利用できます')).toBeVisible();
    await shootBoth(page, 'sharing-share-id', () => sharingPanel(page));
    await save.click();
    await expect(notification(page, '共有IDを変更しました')).toBeVisible();
    // The setting is read again: the public URL now ends with the new id.
    await expect(panel.getByRole('textbox', { name: '公開URL' })).toHaveValue(
      new RegExp(`/public/${wanted}$`),
    );
    await expect(input).toHaveValue(wanted);

    const context = await visitor(browser, baseURL);
    const guest = await context.newPage();
    try {
      await guest.goto(`/public/${wanted}`);
      await expect(guest.getByRole('heading', { level: 1, name: person.name })).toBeVisible();
      // The first URL keeps working, so links already shared do not break.
      await guest.goto(`/public/${original}`);
      await expect(guest.getByRole('heading', { level: 1, name: person.name })).toBeVisible();
    } finally {
      await context.close();
    }
  });

  test('a public portfolio and the demo team page, as a visitor', async ({ browser, baseURL }) => {
    test.setTimeout(90_000);
    const context = await visitor(browser, baseURL);
    const guest = await context.newPage();
    try {
      await guest.goto(`/public/${DEMO_SHARE_ID}`);
      await expect(guest.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(guest.getByRole('region', { name: 'スコア' })).toBeVisible();
      await expect(guest.getByRole('region', { name: 'スキルタグ' })).toBeVisible();
      await expect(guest.getByText(/@kiseki\.example\.jp/)).toHaveCount(0);
      await shootBoth(guest, 'public-portfolio');

      // The demo team: poll, as the seed may still be writing it on a slow start.
      await expect
        .poll(
          async () => {
            await guest.goto(`/team-tags/${DEMO_TEAM_SLUG}`);
            return guest
              .getByRole('heading', { level: 1, name: /のスキルタグ$/ })
              .isVisible({ timeout: 5_000 })
              .catch(() => false);
          },
          { message: 'the demo team page', timeout: 30_000 },
        )
        .toBe(true);
      const members = guest.getByRole('list', { name: 'メンバー' });
      const everyone = await members.getByRole('link').count();
      expect(everyone).toBeGreaterThan(1);
      const filter = guest.getByRole('list', { name: 'スキルタグで絞り込む' });
      const chips = filter.getByRole('button');
      expect(await chips.count()).toBeGreaterThan(1);
      await chips.nth(1).click();
      await expect(chips.nth(1)).toHaveAttribute('aria-pressed', 'true');
      await expect(guest.getByText(/」を持つメンバー \d+人$/)).toBeVisible();
      expect(await members.getByRole('link').count()).toBeLessThanOrEqual(everyone);
      await shootBoth(guest, 'team-tags');

      // A member's name leads to their public page (a client-side move keeps the token).
      await members.getByRole('link').first().click();
      await expect(guest).toHaveURL(/\/public\/[a-z0-9_-]+$/);
      await expect(guest.getByRole('region', { name: 'スコア' })).toBeVisible();
    } finally {
      await context.close();
    }
  });
});
