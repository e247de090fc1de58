import type { Page } from '@playwright/test';
import { MOBILE_VIEWPORT, PC_VIEWPORT } from '../support/env';
import { expect, expectPathname, expectScreen, mainHeading, test } from '../support/fixtures';
import { signIn } from '../support/session';

const MAIN_NAV = 'メインナビゲーション';

/** Where each main navigation is: the PC text nav sits in the header, the icon nav outside it. */
async function mainNavs(page: Page) {
  return page.getByRole('navigation', { name: MAIN_NAV }).evaluateAll((navs) =>
    navs.map((nav) => {
      const box = nav.getBoundingClientRect();
      const style = getComputedStyle(nav);
      return {
        inHeader: nav.closest('header') !== null,
        visible: box.width > 0 && box.height > 0 && style.visibility !== 'hidden',
        top: box.top,
        bottom: box.bottom,
        links: [...nav.querySelectorAll('a')].map((a) => a.getAttribute('href')),
      };
    }),
  );
}

/** Footer links of spec section 1; the internal ones are our own policy pages (`heading`). */
const FOOTER_LINKS: { name: string; href: string | RegExp; heading?: RegExp }[] = [
  { name: '運営会社', href: /^https?:\/\// },
  { name: 'プライバシーポリシー', href: '/policies/privacy', heading: /プライバシーポリシー/ },
  { name: '利用規約', href: '/policies/terms', heading: /利用規約/ },
  {
    name: '外部AIサービスの利用について',
    href: '/policies/external-ai',
    heading: /外部AIサービス/,
  },
  { name: '取扱職種の範囲等', href: '/policies/job-categories', heading: /取扱職種/ },
  { name: 'ニュース', href: /^https?:\/\// },
  { name: '採用ご担当者様へ', href: /^https?:\/\// },
];

const MAIN_NAV_TARGETS = [
  '/person',
  '/analytics',
  '/activity',
  '/cv',
  '/jobs/home',
  '/events',
  '/config',
];

for (const [label, viewport] of [
  ['PC 1280 px', PC_VIEWPORT],
  ['mobile 375 px', MOBILE_VIEWPORT],
] as const) {
  test.describe(`header and footer for a visitor at ${label}`, () => {
    test.use({ viewport });

    test('the header offers sign-up and login that returns to the current page', async ({
      page,
    }) => {
      await page.goto('/events?page=2');
      await expectScreen(page);
      const header = page.getByRole('banner');
      await expect(header).toBeVisible();

      const signup = header.getByRole('link', { name: '新規登録' });
      await expect(signup).toBeVisible();
      await expect(signup).toHaveAttribute('href', '/signup/step1');
      const login = header.getByRole('link', { name: 'ログイン' });
      await expect(login).toBeVisible();
      await expect(login).toHaveAttribute(
        'href',
        `/login?next=${encodeURIComponent('/events?page=2')}`,
      );

      // Visitors get the public header only (spec section 6): no main navigation at any width.
      expect(await mainNavs(page)).toEqual([]);

      // The login link follows the page the visitor is on after client-side navigation.
      await page.goto('/activity');
      await expectScreen(page);
      await expect(
        page.getByRole('banner').getByRole('link', { name: 'ログイン' }),
      ).toHaveAttribute('href', '/login?next=%2Factivity');
      await page.getByRole('banner').getByRole('link', { name: 'ログイン' }).click();
      await expect(page).toHaveURL(/\/login\?next=%2Factivity$/);
      await expectScreen(page);

      await page.goto('/events');
      await page.getByRole('banner').getByRole('link', { name: '新規登録' }).click();
      await expectPathname(page, '/signup/step1');
      await expectScreen(page);
    });

    test('the footer has every link of spec section 1', async ({ page }) => {
      await page.goto('/events');
      await expectScreen(page);
      const footer = page.getByRole('contentinfo');
      await expect(footer).toBeVisible();
      for (const link of FOOTER_LINKS) {
        const anchor = footer.getByRole('link', { name: link.name, exact: true });
        await expect(anchor, link.name).toBeVisible();
        await expect(anchor, link.name).toHaveAttribute('href', link.href);
      }
    });
  });
}

test.describe('internal policy pages', () => {
  for (const link of FOOTER_LINKS.filter((l) => l.heading)) {
    test(`the footer link ${link.name} opens a page with real text`, async ({ page }) => {
      await page.goto('/events');
      await page
        .getByRole('contentinfo')
        .getByRole('link', { name: link.name, exact: true })
        .click();
      await expectPathname(page, link.href as string);
      const heading = await expectScreen(page);
      expect(heading).toMatch(link.heading as RegExp);
      const text = (await page.getByRole('main').textContent()) ?? '';
      // A real document, not a placeholder: several hundred characters and no "coming soon".
      expect(text.length).toBeGreaterThan(400);
      expect(text).not.toContain('準備中');
      await expect(page.getByRole('main').locator('h2').first()).toBeVisible();
    });
  }
});

test.describe('main navigation layout (signed in as the demo admin)', () => {
  test('at 1280 px the PC text navigation shows in the header and the icon navigation does not', async ({
    page,
  }) => {
    await page.setViewportSize(PC_VIEWPORT);
    await signIn(page);
    await page.goto('/events');
    await expectScreen(page);
    await expect(
      page.getByRole('banner').getByRole('navigation', { name: MAIN_NAV }),
    ).toBeVisible();
    const navs = await mainNavs(page);
    expect(navs).toHaveLength(1);
    expect(navs[0]).toMatchObject({ inHeader: true, visible: true });
    expect(navs[0]?.links).toEqual(expect.arrayContaining(MAIN_NAV_TARGETS));
    // Section highlighting by path prefix.
    await expect(page.getByRole('banner').getByRole('link', { name: 'イベント' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    // Logged-in header: no sign-up or login.
    await expect(page.getByRole('banner').getByRole('link', { name: '新規登録' })).toHaveCount(0);
  });

  test('at 375 px the icon navigation shows at the bottom and the PC navigation does not', async ({
    page,
  }) => {
    await page.setViewportSize(MOBILE_VIEWPORT);
    await signIn(page);
    await page.goto('/events');
    await expectScreen(page);
    const iconNav = page.getByRole('navigation', { name: MAIN_NAV });
    await expect(iconNav).toBeVisible();
    const navs = await mainNavs(page);
    expect(navs).toHaveLength(1);
    expect(navs[0]).toMatchObject({ inHeader: false, visible: true });
    expect(navs[0]?.links).toEqual(expect.arrayContaining(MAIN_NAV_TARGETS));
    // Fixed to the bottom edge of the screen.
    expect(Math.round(navs[0]?.bottom ?? 0)).toBe(MOBILE_VIEWPORT.height);
    // And it works: a tap moves to the section.
    await iconNav.getByRole('link', { name: /経歴/ }).click();
    await expectPathname(page, '/cv');
    await expectScreen(page);
  });

  test('at 375 px the header is hidden on a message thread, shown on the thread list', async ({
    page,
  }) => {
    await page.setViewportSize(MOBILE_VIEWPORT);
    await signIn(page);
    await page.goto('/messages/1');
    await expect(mainHeading(page)).toBeVisible();
    await expect(page.getByRole('banner')).toHaveCount(0);
    await page.goto('/messages');
    await expect(mainHeading(page)).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
  });

  test('at 1280 px the header stays on a message thread', async ({ page }) => {
    await page.setViewportSize(PC_VIEWPORT);
    await signIn(page);
    await page.goto('/messages/1');
    await expect(mainHeading(page)).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
  });
});
