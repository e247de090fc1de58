import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { mailLink, uniqueEmail } from '../support/accounts';
import { expectNoSeriousAxeViolations } from '../support/axe';
import { MOBILE_VIEWPORT, PC_VIEWPORT } from '../support/env';
import { expect, notification, test } from '../support/fixtures';
import { apiWrite, freshEngineer, signIn } from '../support/session';

/**
 * The recruiter console end to end (issue 10). A demo company's admin invites a new
 * recruiter, who accepts on the invitation page, posts a job, searches engineers by keyword,
 * opens a candidate, sends 気になる and a scout, all through the console's screens. The
 * engineer then finds the view on their portfolio and in /analytics/views, the keyword in
 * /analytics/keywords, the interest with its badge (answers it, the badge clears), and the
 * scout with its badge (reads and answers it, the badge clears); the recruiter sees the
 * answer arrive without a reload. Console screens are shot at 1280 and 375 px, each checked
 * with axe.
 *
 * A new recruiter per run: the scout rule compares a recruiter's scouts with their earlier
 * ones, so a retry by the same recruiter would be refused as a near copy.
 */

const SHOTS = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '..',
  'test-results',
  'screenshots',
);
const DEMO_RECRUITER = { email: 'recruiter@kiseki.example.jp', password: 'kiseki-recruiter-2026' };
/** A word no other engineer of the demo world writes, so the search finds this one first. */
const KEYWORD = 'ハイパースペクトル';
const ENGINEER = '検索 花子';

async function shoot(page: Page, name: string) {
  for (const [label, viewport] of [
    ['1280', PC_VIEWPORT],
    ['375', MOBILE_VIEWPORT],
  ] as const) {
    await page.setViewportSize(viewport);
    await page.waitForLoadState('networkidle');
    await expectNoSeriousAxeViolations(page);
    // Nothing may be wider than the screen (the console's navigation scrolls inside itself).
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, `${name} at ${label}px scrolls sideways`).toBeLessThanOrEqual(0);
    await page.screenshot({
      path: path.join(SHOTS, `console-${name}-${label}.png`),
      fullPage: true,
    });
  }
  await page.setViewportSize(PC_VIEWPORT);
}

/** The engineer: searchable by the keyword, with Qiita articles a recruiter can open. */
async function searchableEngineer(page: Page): Promise<void> {
  await freshEngineer(page, 'console', ENGINEER);
  await apiWrite(page, 'PUT', '/api/user/job_setting/', {
    want_to_do: `${KEYWORD}画像の解析基盤を、クラウドで大規模に動かす仕事がしたいです。`,
  });
  await apiWrite(page, 'POST', '/api/sns_association/', {
    sns_name: 'qiita',
    account: 'taro-kiseki',
  });
  await expect
    .poll(
      async () =>
        ((await (await page.request.get('/api/is_ready/')).json()) as { is_ready: boolean })
          .is_ready,
      { message: 'the Qiita import finishes', timeout: 60_000 },
    )
    .toBe(true);
}

test.describe('the recruiter console', () => {
  test('a recruiter posts a job, finds an engineer, sends interest and a scout; the engineer sees each and the counts clear', async ({
    page,
    browser,
  }) => {
    test.setTimeout(240_000);
    await searchableEngineer(page);

    // The company's admin invites a new recruiter; the invitation page makes the account.
    const adminContext = await browser.newContext();
    const admin = await adminContext.newPage();
    await signIn(admin, DEMO_RECRUITER);
    const company = (await (await admin.request.get('/api/company/profile')).json()).company as {
      id: number;
      name: string;
    };
    const recruiterEmail = uniqueEmail('recruiter');
    await apiWrite(admin, 'POST', '/api/company/invitations', {
      email: recruiterEmail,
      role: 'admin',
    });
    const invitation = await mailLink(admin.request, recruiterEmail, '/company/invitation');
    await adminContext.close();

    const recruiterContext = await browser.newContext({ viewport: PC_VIEWPORT });
    const recruiter = await recruiterContext.newPage();
    await recruiter.goto(invitation);
    await expect(
      recruiter.getByRole('heading', { level: 1, name: '企業アカウントの作成' }),
    ).toBeVisible();
    await expect(recruiter.getByText(company.name).first()).toBeVisible();
    await shoot(recruiter, 'invitation');
    await recruiter.getByLabel('表示名').fill('採用 次郎');
    await recruiter
      .getByLabel('パスワード', { exact: true })
      .fill('console recruiter passphrase 2026');
    await recruiter.getByRole('checkbox').check();
    await recruiter.getByRole('button', { name: '同意してアカウントを作成する' }).click();
    await expect(recruiter).toHaveURL(/\/company$/);
    await expect(
      recruiter.getByRole('heading', { level: 1, name: 'ダッシュボード' }),
    ).toBeVisible();
    await expect(recruiter.getByTestId('console-company-name')).toHaveText(company.name);

    // A job: written as a draft, then published.
    const jobTitle = `画像解析基盤のバックエンドエンジニア（${Date.now()}）`;
    await recruiter.getByRole('link', { name: '求人', exact: true }).click();
    await expect(recruiter.getByRole('heading', { level: 1, name: '求人' })).toBeVisible();
    await recruiter.getByRole('link', { name: '求人を作成' }).first().click();
    await expect(recruiter.getByRole('heading', { level: 1, name: '求人を作成' })).toBeVisible();
    await recruiter.getByLabel('求人タイトル').fill(jobTitle);
    await recruiter
      .getByLabel('概要')
      .fill('衛星とドローンの画像を解析する基盤を、Goとクラウドで作ります。');
    await recruiter
      .getByLabel('仕事内容', { exact: true })
      .fill('画像の取り込みから解析までのパイプラインを設計し、運用します。');
    await recruiter
      .getByLabel('必須スキル', { exact: true })
      .fill('Go または Python での3年以上の開発経験');
    await recruiter.getByLabel('年収の下限（万円）').fill('650');
    await recruiter.getByLabel('年収の上限（万円）').fill('950');
    await recruiter.getByLabel('勤務地（都道府県）').selectOption({ label: '東京都' });
    await recruiter.getByRole('radio', { name: 'フルリモート' }).check();
    await recruiter.getByRole('radio', { name: '正社員' }).check();
    await recruiter.getByRole('radio', { name: '自社開発' }).check();
    await recruiter.getByRole('checkbox', { name: 'バックエンドエンジニア' }).check();
    const tags = recruiter.getByLabel('技術タグ', { exact: true });
    await tags.fill('Go');
    await tags.press('Enter');
    await expect(recruiter.getByRole('list', { name: '選んだ技術タグ' })).toContainText('Go');
    await shoot(recruiter, 'job-editor');
    await recruiter.getByRole('button', { name: '下書きを保存' }).click();
    await expect(notification(recruiter, '下書きを保存しました。')).toBeVisible();
    await expect(recruiter.getByRole('heading', { level: 1, name: '求人を編集' })).toBeVisible();
    await recruiter.getByRole('button', { name: '公開する' }).click();
    await expect(notification(recruiter, '求人を公開しました。')).toBeVisible();
    await recruiter.getByRole('link', { name: '求人', exact: true }).click();
    await expect(recruiter.getByRole('heading', { level: 2, name: jobTitle })).toBeVisible();
    await shoot(recruiter, 'jobs');

    // Engineer search by keyword, then the candidate's page.
    await recruiter.getByRole('link', { name: 'エンジニア検索' }).click();
    await recruiter.getByLabel('キーワード').fill(KEYWORD);
    await recruiter.getByRole('button', { name: '検索', exact: true }).click();
    const result = recruiter.getByRole('link', { name: ENGINEER });
    await expect(result).toBeVisible();
    await shoot(recruiter, 'candidates');
    await result.click();
    await expect(recruiter.getByRole('heading', { level: 1, name: ENGINEER })).toBeVisible();
    await expect(recruiter.getByText(KEYWORD).first()).toBeVisible();

    // 気になる with the new job, then a scout naming the job and a salary range.
    await recruiter.getByLabel('求人を添える（任意）').selectOption({ label: jobTitle });
    await recruiter.getByRole('button', { name: '気になる', exact: true }).click();
    await expect(recruiter.getByText('気になる送信済み')).toBeVisible();
    await shoot(recruiter, 'candidate');
    await recruiter.getByRole('button', { name: 'スカウトを送る' }).click();
    const scout = recruiter.getByRole('dialog', { name: `${ENGINEER}さんにスカウトを送る` });
    await scout.getByLabel('スカウトする求人').selectOption({ label: jobTitle });
    await scout.getByLabel('提示年収の下限（万円）').fill('700');
    await scout.getByLabel('提示年収の上限（万円）').fill('900');
    await scout
      .getByLabel('メッセージ', { exact: true })
      .fill(
        `${ENGINEER}様\n\n${KEYWORD}画像の解析基盤を作りたいというお考えを拝見しました。当社の衛星画像パイプラインは、まさにその規模の処理をGoで動かしています。一度お話しできませんか。`,
      );
    await scout.getByRole('button', { name: 'スカウトを送信' }).click();
    await expect(recruiter).toHaveURL(/\/company\/threads\/\d+$/);
    await expect(recruiter.getByText('700万〜900万円')).toBeVisible();
    await shoot(recruiter, 'thread');

    // The engineer: the view on the portfolio and in analytics, the keyword.
    await page.goto('/person');
    const views = page.getByRole('button', { name: /^閲覧 [1-9]\d*（「.+」を見た企業）$/ }).first();
    await expect(views).toBeVisible();
    await views.click();
    await expect(page.getByRole('dialog').getByText(company.name)).toBeVisible();
    await page.keyboard.press('Escape');
    await page.goto('/analytics/views');
    await expect(page.getByRole('heading', { level: 1, name: '企業からの閲覧' })).toBeVisible();
    await expect(page.getByRole('link', { name: company.name })).toBeVisible();
    await shoot(page, 'analytics-views');
    await page.goto('/analytics/keywords');
    await expect(
      page.getByRole('heading', { level: 1, name: '企業が検索したキーワード' }),
    ).toBeVisible();
    await expect(page.getByText(KEYWORD)).toBeVisible();
    await shoot(page, 'analytics-keywords');

    // The interest, with its badge, answered; the badge clears.
    await page.goto('/interest-notifications');
    const interestsLink = page.getByRole('link', { name: /^興味通知/ }).first();
    await expect(interestsLink).toContainText('1');
    await expect(page.getByText(jobTitle)).toBeVisible();
    const answers = page.getByRole('group', { name: /への回答$/ });
    await answers.getByRole('button', { name: '興味がある' }).click();
    await expect(answers.getByRole('button', { name: '興味がある' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(interestsLink).not.toContainText('1');

    // The scout, with its badge, read and answered; the badge clears.
    await page.goto('/messages');
    const messagesLink = page.getByRole('link', { name: /^メッセージ/ }).first();
    await expect(messagesLink).toContainText('1');
    await page.getByRole('link', { name: company.name }).click();
    await expect(page.getByText('700万〜900万円')).toBeVisible();
    await expect(page.getByText('衛星画像パイプライン')).toBeVisible();
    await expect(messagesLink).not.toContainText('1');
    await page
      .getByLabel('メッセージを入力')
      .fill('ご連絡ありがとうございます。ぜひお話を伺いたいです。');
    await page.getByRole('button', { name: '送信', exact: true }).click();
    await expect(page.getByText('ぜひお話を伺いたいです')).toBeVisible();

    // The recruiter's open thread shows the answer without a reload.
    await expect(recruiter.getByText('ぜひお話を伺いたいです')).toBeVisible({ timeout: 15_000 });
    await recruiter.getByRole('link', { name: 'ダッシュボード' }).click();
    await expect(recruiter.getByRole('region', { name: '送った「気になる」' })).toContainText(
      '興味がある',
    );
    await shoot(recruiter, 'dashboard');
    await recruiter.getByRole('link', { name: 'メッセージ', exact: true }).click();
    await expect(recruiter.getByRole('article', { name: ENGINEER })).toBeVisible();
    await shoot(recruiter, 'threads');
    await recruiter.getByRole('link', { name: '企業情報' }).click();
    await expect(recruiter.getByRole('heading', { level: 1, name: '企業情報' })).toBeVisible();
    await shoot(recruiter, 'profile');
    await recruiter.getByRole('link', { name: 'メンバー' }).click();
    await expect(recruiter.getByText(recruiterEmail)).toBeVisible();
    await shoot(recruiter, 'members');
    await recruiterContext.close();
  });
});
