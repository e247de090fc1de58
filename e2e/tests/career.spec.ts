import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Locator, Page } from '@playwright/test';
import { mailLink, uniqueEmail } from '../support/accounts';
import { expectNoSeriousAxeViolations } from '../support/axe';
import { MOBILE_VIEWPORT, PC_VIEWPORT } from '../support/env';
import { expect, notification, test } from '../support/fixtures';

/**
 * /cv and /config/visibility in the browser: experiences at one company merge into one group
 * when the gap is one month and split at two, edit and delete in place, an education is
 * added, and the birthdate visibility switch saves. Each test has its own person, made and
 * signed in through the API. Screenshots of both screens at 1280 and 375 px go to
 * e2e/test-results/screenshots/ for a person to look at, each checked with axe as well.
 */

const SHOTS = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '..',
  'test-results',
  'screenshots',
);

async function write(page: Page, method: 'POST' | 'PUT' | 'PATCH', url: string, data?: unknown) {
  const token = (await page.context().cookies()).find((c) => c.name === 'csrftoken')?.value;
  expect(token, 'a GET should hand out the csrftoken cookie').toBeTruthy();
  const response = await page.request.fetch(url, {
    method,
    data,
    headers: { 'X-CSRFToken': token as string },
  });
  expect(response.ok(), `${method} ${url}: ${response.status()} ${await response.text()}`).toBe(
    true,
  );
}

/**
 * A new person: signed up, activated (which signs in) and named through the API. The setup
 * wizard is marked done and the global modals have nothing to ask, so they stay out of the way.
 */
async function freshPerson(page: Page, tag: string): Promise<void> {
  const email = uniqueEmail(tag);
  await page.request.get('/api/login_status/');
  await write(page, 'POST', '/api/signup/', {
    email,
    password: `${tag} career passphrase 2026`,
    terms_agreed: true,
  });
  const activation = await mailLink(page.request, email, '/activation/');
  expect((await page.request.get(activation)).ok()).toBe(true);
  await page.request.get('/api/login_status/');
  await write(page, 'POST', '/api/signup/step3/', { display_name: `経歴 ${tag}` });
  await write(page, 'PUT', '/api/user/job_setting/hirability', {
    hirability_level: 'NO_JOB_CHANGE',
  });
  await write(page, 'PUT', '/api/user/experience_job_position_conjecture_dialog_status/', {
    is_agreed: false,
  });
  await write(page, 'PATCH', '/api/setup_status/mark_completed');
}

async function openCareer(page: Page) {
  await page.goto('/cv');
  await expect(page.getByRole('heading', { level: 1, name: '職務経歴' })).toBeVisible();
  await expect(page).toHaveTitle('職務経歴 | Kiseki');
}

const groups = (page: Page, name: string) => page.getByRole('article', { name, exact: true });

async function chooseYearMonth(form: Locator, label: string, year: number, month: number) {
  await form.getByRole('combobox', { name: `${label}の年` }).selectOption(String(year));
  await form.getByRole('combobox', { name: `${label}の月` }).selectOption(String(month));
}

async function addExperience(
  page: Page,
  company: string,
  start: [number, number],
  end: [number, number] | null,
) {
  await page.getByRole('button', { name: '職歴を追加' }).first().click();
  const form = page.getByRole('form', { name: '職歴を追加' });
  await expect(form).toBeVisible();
  await form.getByLabel('会社名').fill(company);
  await form.getByRole('button', { name: '職種を選ぶ' }).click();
  await form.getByRole('checkbox', { name: 'バックエンドエンジニア' }).check();
  await form.getByRole('button', { name: '選択を終える' }).click();
  await chooseYearMonth(form, '開始年月', start[0], start[1]);
  if (end) await chooseYearMonth(form, '終了年月', end[0], end[1]);
  else await form.getByLabel('現在も在籍中').check();
  await form.getByRole('button', { name: '追加する' }).click();
  await expect(form).toHaveCount(0);
}

test.describe('career', () => {
  test('experiences merge within one month, split at two; edit, delete, education, visibility', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await freshPerson(page, 'cv');
    await openCareer(page);
    await expect(page.getByText('まだ職歴が登録されていません')).toBeVisible();

    // A positions choice is required before anything is sent.
    await page.getByRole('button', { name: '職歴を追加' }).click();
    const form = page.getByRole('form', { name: '職歴を追加' });
    await form.getByLabel('会社名').fill('株式会社キセキE2E');
    await form.getByRole('button', { name: '追加する' }).click();
    await expect(form.getByText('職種を選択してください')).toBeVisible();
    await form.getByRole('button', { name: 'キャンセル' }).click();

    // Ended 2020-03, next starts 2020-04: a gap of one month, one group.
    await addExperience(page, '株式会社キセキE2E', [2018, 4], [2020, 3]);
    await expect(notification(page, '保存しました')).toBeVisible();
    await addExperience(page, '株式会社キセキE2E', [2020, 4], null);
    const merged = groups(page, '株式会社キセキE2E');
    await expect(merged).toHaveCount(1);
    await expect(merged.getByText('2018年4月〜現在')).toBeVisible();
    await expect(merged.getByText('2件の職歴')).toBeVisible();

    // The later one starts 2020-05 instead: two months apart, two groups.
    await merged.getByRole('button', { name: '株式会社キセキE2E 2020年4月〜現在を編集' }).click();
    const edit = page.getByRole('form', { name: '株式会社キセキE2Eの職歴を編集' });
    await expect(edit).toBeVisible();
    await edit.getByRole('combobox', { name: '開始年月の月' }).selectOption('5');
    await edit.getByRole('button', { name: '保存する' }).click();
    await expect(edit).toHaveCount(0);
    await expect(groups(page, '株式会社キセキE2E')).toHaveCount(2);
    await expect(page.getByText('2020年5月〜現在')).toBeVisible();
    await expect(page.getByText('2018年4月〜2020年3月')).toBeVisible();

    // Delete the older one, after confirming.
    await page
      .getByRole('button', { name: '株式会社キセキE2E 2018年4月〜2020年3月を削除' })
      .click();
    const dialog = page.getByRole('dialog', { name: 'この職歴を削除しますか？' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: '削除する' }).click();
    await expect(notification(page, '削除しました')).toBeVisible();
    await expect(groups(page, '株式会社キセキE2E')).toHaveCount(1);
    await expect(page.getByText('2018年4月〜2020年3月')).toHaveCount(0);

    // An education.
    await page.getByRole('button', { name: '学歴を追加' }).click();
    const school = page.getByRole('form', { name: '学歴を追加' });
    await school.getByLabel('学校名').fill('キセキ工業大学');
    await school.getByRole('combobox', { name: '学校種別' }).selectOption({ label: '大学' });
    await chooseYearMonth(school, '卒業（予定）年月', 2018, 3);
    await school.getByRole('radio', { name: '卒業', exact: true }).check();
    await school.getByLabel('学部・学科・専攻').fill('情報工学科');
    await school.getByRole('button', { name: '追加する' }).click();
    const education = page.getByRole('article', { name: 'キセキ工業大学' });
    await expect(education).toBeVisible();
    await expect(education.getByText('大学・情報工学科')).toBeVisible();
    await expect(education.getByText('2018年3月 卒業')).toBeVisible();

    // Everything is stored: a reload shows the same.
    await page.reload();
    await expect(groups(page, '株式会社キセキE2E')).toHaveCount(1);
    await expect(page.getByRole('article', { name: 'キセキ工業大学' })).toBeVisible();

    // Birthdate visibility on /config/visibility.
    await write(page, 'PUT', '/api/user/profile/', {
      birthdate: '1990-04-01',
      birthdate_visibility_dialog_opened: true,
    });
    await page.goto('/config/visibility');
    await expect(page.getByRole('heading', { level: 1, name: '公開設定' })).toBeVisible();
    await expect(page.getByText('1990年4月1日')).toBeVisible();
    const toggle = page.getByRole('switch', { name: '生年月日を企業に公開する' });
    await expect(toggle).toBeChecked();
    await toggle.click();
    await expect(notification(page, '保存しました')).toBeVisible();
    await expect(toggle).not.toBeChecked();
    await page.reload();
    await expect(page.getByRole('switch', { name: '生年月日を企業に公開する' })).not.toBeChecked();
    const profile = (await (await page.request.get('/api/user/profile/')).json()) as {
      profile: { is_birthdate_public: boolean };
    };
    expect(profile.profile.is_birthdate_public).toBe(false);
  });
});

for (const viewport of [PC_VIEWPORT, MOBILE_VIEWPORT]) {
  test.describe(`career screenshots at ${viewport.width} px`, () => {
    test.use({ viewport });
    test('/cv empty and filled, /config/visibility', async ({ page }) => {
      test.setTimeout(90_000);
      await freshPerson(page, `cvshot${viewport.width}`);
      const shoot = async (name: string) => {
        await page.waitForLoadState('networkidle');
        // A clean picture: no toast over the page, and the fixed header at the top.
        const toasts = page.getByRole('region', { name: /通知/ }).getByRole('button');
        while ((await toasts.count()) > 0) await toasts.first().click();
        await page.evaluate(() => window.scrollTo(0, 0));
        await page.screenshot({
          path: path.join(SHOTS, `${name}-${viewport.width}.png`),
          fullPage: true,
          animations: 'disabled',
        });
        // No horizontal scrolling: the layout fits the width it is shown at.
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow, `${name} overflows at ${viewport.width} px`).toBeLessThanOrEqual(0);
        await expectNoSeriousAxeViolations(page);
      };

      await openCareer(page);
      await expect(page.getByText('まだ職歴が登録されていません')).toBeVisible();
      await shoot('cv-empty');

      const experience = (body: Record<string, unknown>) =>
        write(page, 'POST', '/api/user/experiences/', {
          positions: [2],
          is_client_work: false,
          ...body,
        });
      await experience({
        organization_name: '株式会社キセキテクノロジーズ',
        position_name: 'テックリード',
        positions: [2, 13],
        start_year: 2021,
        start_month: 4,
        description:
          '決済基盤のマイクロサービス化を主導。\nTypeScript / Go / AWS で5名のチームをリードし、障害件数を半減させました。',
      });
      await experience({
        organization_name: '株式会社キセキテクノロジーズ',
        position_name: 'バックエンドエンジニア',
        start_year: 2019,
        start_month: 4,
        end_year: 2021,
        end_month: 3,
        description: 'ECサイトのAPI開発と運用。',
      });
      await experience({
        organization_name: 'サンプルシステムズ株式会社',
        positions: [18],
        is_client_work: true,
        client_company_name: '大手保険会社',
        start_year: 2015,
        start_month: 4,
        end_year: 2019,
        end_month: 2,
        description: '保険契約システムの保守開発（Java）。',
      });
      await write(page, 'PUT', '/api/user/educations/', {
        educations: [
          {
            school_type: 0,
            school_name: 'キセキ工業大学',
            end_year: 2015,
            end_month: 3,
            enrollment_status: 0,
            major: '情報工学科',
          },
        ],
      });
      await write(page, 'PUT', '/api/user/job_setting/', {
        want_to_do:
          'プロダクト開発の上流から関わり、チームの生産性を上げる仕組みづくりに挑戦したいです。',
      });
      await openCareer(page);
      await expect(
        page.getByRole('article', { name: '株式会社キセキテクノロジーズ' }),
      ).toBeVisible();
      await shoot('cv-filled');

      // The add form open, to look at its fields at this width.
      await page.getByRole('button', { name: '職歴を追加' }).click();
      const form = page.getByRole('form', { name: '職歴を追加' });
      await form.getByRole('button', { name: '職種を選ぶ' }).click();
      await form.getByRole('checkbox', { name: 'バックエンドエンジニア' }).check();
      await form.getByRole('button', { name: '追加する' }).click();
      await expect(form.getByText('会社・組織名を入力してください。')).toBeVisible();
      await shoot('cv-form');

      await write(page, 'PUT', '/api/user/profile/', {
        birthdate: '1990-04-01',
        birthdate_visibility_dialog_opened: true,
      });
      await page.goto('/config/visibility');
      await expect(page.getByRole('heading', { level: 1, name: '公開設定' })).toBeVisible();
      await expect(page.getByText('1990年4月1日')).toBeVisible();
      // Block one company of the demo world found by search, and leave the results shown.
      await page.getByRole('searchbox', { name: '企業名で検索' }).fill('株式会社');
      const results = page.getByRole('list', { name: '検索結果' });
      await results
        .getByRole('button', { name: /をブロックする$/ })
        .first()
        .click();
      await expect(page.getByRole('list', { name: 'ブロック中の企業' })).toBeVisible();
      await expect(results.getByText('ブロック中')).toHaveCount(1);
      await shoot('visibility');

      // Loading: the experiences have not answered yet.
      await page.route('**/api/user/experiences/', () => {
        /* never answered */
      });
      await page.goto('/cv');
      await expect(page.getByRole('heading', { level: 1, name: '職務経歴' })).toBeVisible();
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.screenshot({
        path: path.join(SHOTS, `cv-loading-${viewport.width}.png`),
        fullPage: true,
        animations: 'disabled',
      });
      await page.unrouteAll({ behavior: 'ignoreErrors' });

      // Error: the experiences answer 500 (after the retries the page offers to try again).
      await page.route('**/api/user/experiences/', (route) =>
        route.fulfill({
          status: 500,
          contentType: 'application/json',
          body: JSON.stringify({ error: { code: 'internal', message: 'x' } }),
        }),
      );
      await page.goto('/cv');
      await expect(page.getByRole('button', { name: '再読み込み' }).first()).toBeVisible({
        timeout: 30_000,
      });
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.screenshot({
        path: path.join(SHOTS, `cv-error-${viewport.width}.png`),
        fullPage: true,
        animations: 'disabled',
      });
    });
  });
}
