import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page, Route } from '@playwright/test';
import { mailLink, uniqueEmail } from '../support/accounts';
import { expectNoSeriousAxeViolations } from '../support/axe';
import { MOBILE_VIEWPORT, PC_VIEWPORT } from '../support/env';
import { expect, notification, test } from '../support/fixtures';
import { signIn } from '../support/session';

/**
 * The portfolio in the browser: /person of the demo engineer (seeded by the demo world with
 * every service connected, imported through the fake upstream) shows the numbers the API
 * answers: the total score, a repository, a Qiita article, who viewed an output; an output
 * summary month; and a freshly signed-up engineer sees the empty portfolio, edits name, bio
 * and a skill tag on /person/edit and finds them on /person. Screenshots at 1280 and 375 px
 * go to e2e/test-results/screenshots/, each page checked with axe as well.
 *
 * The demo engineer is shared by the whole run (accounts.spec.ts shows it the terms modal),
 * so this file only reads its data, and keeps its global modals away by adjusting the
 * answers the browser sees, never the server's state.
 */

const SHOTS = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '..',
  'test-results',
  'screenshots',
);

const DEMO = { email: 'demo@kiseki.example.jp', password: 'kiseki-demo-2026' };

interface ScoreDetailWire {
  score: number | null;
  ranking: number | null;
  population: number;
  percentile: number | null;
}
interface ViewWire {
  company_name: string;
  access_date: number;
}
interface OutputWire {
  title: string;
  url: string;
  views: number;
  views_detail: ViewWire[];
}
interface ActivityWire {
  date: number;
  title: string;
  type: string;
}

/** YYYY/MM/DD in Japan, as the screens show dates (spec section 9). */
const jstDate = (epochSeconds: number) =>
  new Date(epochSeconds * 1000 + 9 * 3_600_000).toISOString().slice(0, 10).replaceAll('-', '/');

async function api<T>(page: Page, url: string): Promise<T> {
  const response = await page.request.get(url);
  expect(response.ok(), `GET ${url}: ${response.status()}`).toBe(true);
  return (await response.json()) as T;
}

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
 * Answers an intercepted GET with the server's JSON, edited. A request still in flight when
 * the page navigates away or the test ends has its response disposed: nothing is waiting for
 * it any more, so that one case is dropped quietly; anything else fails the test.
 */
async function answerEdited<T>(route: Route, edit: (json: T) => void) {
  try {
    const response = await route.fetch();
    const json = (await response.json()) as T;
    edit(json);
    await route.fulfill({ response, json });
  } catch (error) {
    const gone = /disposed|has been closed|Test ended/i.test(String(error));
    if (!gone) throw error;
    await route.abort().catch(() => {});
  }
}

/**
 * The demo engineer, signed in, with the terms, birthdate and position-inference modals
 * kept out of the browser (their answers adjusted on the way in; the server is untouched).
 */
async function demoEngineer(page: Page): Promise<void> {
  await page.route('**/api/auth/', (route) =>
    answerEdited<{ auth_info: { is_need_terms_agreement: boolean } }>(route, (json) => {
      json.auth_info.is_need_terms_agreement = false;
    }),
  );
  await page.route('**/api/user/profile/', (route) =>
    route.request().method() !== 'GET'
      ? route.continue()
      : answerEdited<{ profile: { birthdate_visibility_dialog_opened_at: number | null } }>(
          route,
          (json) => {
            json.profile.birthdate_visibility_dialog_opened_at ??= 1_700_000_000;
          },
        ),
  );
  await page.route('**/api/user/experience_job_position_conjecture_dialog_status/', (route) =>
    route.request().method() === 'GET'
      ? route.fulfill({ json: { dialog_status: { is_agreed: false, closed_at: 1_700_000_000 } } })
      : route.continue(),
  );
  await signIn(page, DEMO);
}

/** A new engineer: signed up, activated, named, setup done, modals with nothing to ask. */
async function freshEngineer(page: Page, tag: string): Promise<string> {
  const email = uniqueEmail(tag);
  const name = `ポートフォリオ ${tag}`;
  await page.request.get('/api/login_status/');
  await write(page, 'POST', '/api/signup/', {
    email,
    password: `${tag} portfolio passphrase 2026`,
    terms_agreed: true,
  });
  const activation = await mailLink(page.request, email, '/activation/');
  expect((await page.request.get(activation)).ok()).toBe(true);
  await page.request.get('/api/login_status/');
  await write(page, 'POST', '/api/signup/step3/', { display_name: name });
  await write(page, 'PUT', '/api/user/job_setting/hirability', {
    hirability_level: 'NO_JOB_CHANGE',
  });
  await write(page, 'PUT', '/api/user/experience_job_position_conjecture_dialog_status/', {
    is_agreed: false,
  });
  await write(page, 'PATCH', '/api/setup_status/mark_completed');
  return name;
}

async function openPortfolio(page: Page) {
  await page.goto('/person');
  await expect(page.getByRole('heading', { level: 1, name: 'ポートフォリオ' })).toBeVisible();
  await expect(page).toHaveTitle('ポートフォリオ | Kiseki');
}

/** The article of one score card in the スコア section. */
const scoreCard = (page: Page, name: string) =>
  page
    .getByRole('region', { name: 'スコア', exact: true })
    .getByRole('article', { name, exact: true });

test.describe('portfolio of the demo engineer', () => {
  test('shows the scores, outputs and views the API answers, and a month of outputs', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await demoEngineer(page);
    const scores = await api<{ score_details: Record<string, ScoreDetailWire> }>(
      page,
      '/api/person/score_details/',
    );
    const repos = await api<{ repos_info: OutputWire[] }>(page, '/api/person/repos/');
    const qiita = await api<{ qiita_posts_info: OutputWire[] }>(page, '/api/person/qiita_posts/');
    const total = scores.score_details['1000'] as ScoreDetailWire;
    expect(total.score, 'the demo engineer has a total score').not.toBeNull();
    expect(repos.repos_info.length).toBeGreaterThan(0);
    expect(qiita.qiita_posts_info.length).toBeGreaterThan(0);

    await openPortfolio(page);
    const totalCard = scoreCard(page, '総合');
    await expect(
      totalCard.getByText((total.score as number).toFixed(2), { exact: true }),
    ).toBeVisible();
    await expect(
      totalCard.getByText(`${total.population}人中 ${total.ranking}位`, { exact: true }),
    ).toBeVisible();
    await expect(totalCard.getByText(/^上位 [\d.]+%$/)).toBeVisible();
    for (const [type, name] of [
      ['1', '技術力'],
      ['17', '発信力'],
      ['3', 'GitHub'],
      ['4', '技術記事'],
      ['5', '技術イベント'],
      ['6', 'スキルタグ'],
    ] as const) {
      const score = scores.score_details[type]?.score;
      const card = scoreCard(page, name);
      if (score === null || score === undefined) {
        await expect(card.getByText('まだスコアがありません')).toBeVisible();
      } else {
        await expect(card.getByText(score.toFixed(2), { exact: true })).toBeVisible();
      }
    }
    // Why, and what would raise it.
    const breakdown = page.getByRole('region', { name: 'スコアの内訳' });
    await expect(breakdown.getByRole('article', { name: '総合' })).toBeVisible();
    await expect(breakdown.getByText('スコアを上げるには').first()).toBeVisible();
    // The charts load with their own chunk, after the numbers, once they near the viewport.
    await page
      .getByRole('region', { name: 'スコア', exact: true })
      .evaluate((section) => section.scrollIntoView({ block: 'end' }));
    await expect(page.getByRole('figure', { name: /スコアの推移/ })).toBeVisible();
    await expect(page.locator('figure svg.recharts-surface').first()).toBeVisible();

    // A repository and a Qiita article, as links to the outside that open a new tab.
    const firstRepo = repos.repos_info[0] as OutputWire;
    const repoLink = page
      .getByRole('region', { name: 'GitHub のリポジトリ' })
      .getByRole('link', { name: firstRepo.title });
    await expect(repoLink).toBeVisible();
    await expect(repoLink).toHaveAttribute('href', firstRepo.url);
    await expect(repoLink).toHaveAttribute('target', '_blank');
    await expect(repoLink).toHaveAttribute('rel', /noopener/);
    const firstPost = qiita.qiita_posts_info[0] as OutputWire;
    await expect(
      page
        .getByRole('region', { name: 'Qiita の記事' })
        .getByRole('link', { name: firstPost.title }),
    ).toBeVisible();

    // 閲覧 N of a viewed repository lists the companies with their access dates.
    const viewed = repos.repos_info.slice(0, 5).find((repo) => repo.views > 0);
    expect(viewed, 'the demo world has companies viewing a repository').toBeTruthy();
    const { title, views, views_detail: detail } = viewed as OutputWire;
    await page.getByRole('button', { name: `閲覧 ${views}（「${title}」を見た企業）` }).click();
    const dialog = page.getByRole('dialog', { name: 'このアウトプットを見た企業' });
    await expect(dialog).toBeVisible();
    const first = detail[0] as ViewWire;
    await expect(dialog.getByText(first.company_name)).toBeVisible();
    await expect(dialog.getByText(`${jstDate(first.access_date)} に閲覧`)).toBeVisible();
    await expect(dialog.getByRole('listitem')).toHaveCount(detail.length);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    // The companies that looked at the portfolio.
    const browsed = await api<{ browsed_histories: { company_name: string }[] }>(
      page,
      '/api/person/browsed_histories/',
    );
    await expect(
      page
        .getByRole('region', { name: 'あなたのポートフォリオを見た企業' })
        .getByText((browsed.browsed_histories[0] as { company_name: string }).company_name)
        .first(),
    ).toBeVisible();

    // The month of the latest activity, from the timeline's link target.
    const { activities } = await api<{ activities: ActivityWire[] }>(
      page,
      '/api/person/activities/',
    );
    const latest = activities[0] as ActivityWire;
    const [year, month] = jstDate(latest.date).split('/').map(Number) as [number, number];
    const monthly = await api<{ activities: ActivityWire[] }>(
      page,
      `/api/person/activities/?year=${year}&month=${month}`,
    );
    await page.goto(`/person/output_summary/${year}/${month}`);
    await expect(
      page.getByRole('heading', { level: 1, name: `${year}年${month}月のアウトプット` }),
    ).toBeVisible();
    await expect(page).toHaveTitle(`${year}年${month}月のアウトプット | Kiseki`);
    const counts = page.getByRole('list', { name: '種類別の件数' });
    const sum = (await counts.getByRole('listitem').allTextContents())
      .map((text) => Number(/(\d+)件$/.exec(text)?.[1] ?? 0))
      .reduce((a, b) => a + b, 0);
    expect(sum).toBe(monthly.activities.length);
    await expect(page.getByRole('link', { name: latest.title }).first()).toBeVisible();
    // The previous month, one click away.
    const previous = month === 1 ? `${year - 1}/12` : `${year}/${month - 1}`;
    await page.getByRole('link', { name: /前の期間/ }).click();
    await expect(page).toHaveURL(new RegExp(`/person/output_summary/${previous}$`));
    // A month that cannot be is Not Found.
    await page.goto(`/person/output_summary/${year}/13`);
    await expect(page.getByText('お探しのページは見つかりませんでした')).toBeVisible();
  });
});

test.describe('portfolio of a new engineer', () => {
  test('empty portfolio invites to connect; name, bio and a skill tag edited show on /person', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await freshEngineer(page, 'person');
    await openPortfolio(page);
    const empty = page.getByRole('region', {
      name: 'アカウントを連携して、ポートフォリオを作りましょう',
    });
    await expect(empty).toBeVisible();
    await expect(empty.getByRole('link', { name: 'アカウントを連携する' })).toHaveAttribute(
      'href',
      '/accounts',
    );

    await page.getByRole('link', { name: 'プロフィールを編集' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'プロフィールを編集' })).toBeVisible();
    const basics = page.getByRole('form', { name: '基本情報' });
    const name = basics.getByLabel('名前', { exact: true });
    // A required name: refused in the browser, with the contract's message.
    await name.fill('');
    await basics.getByRole('button', { name: '保存する' }).click();
    await expect(basics.getByText('名前を入力してください。')).toBeVisible();
    await name.fill('山田 花子');
    await basics
      .getByLabel('自己紹介')
      .fill('Go と TypeScript で決済基盤を作っています。\n週末は OSS を書いています。');
    await basics.getByRole('button', { name: 'リンクを追加' }).click();
    await basics.getByLabel('リンク1の名前').fill('個人サイト');
    await basics.getByLabel('リンク1のURL').fill('https://hanako.example.jp/');
    await basics.getByRole('button', { name: '保存する' }).click();
    await expect(notification(page, '保存しました')).toBeVisible();

    const tags = page.getByRole('form', { name: 'スキルタグ' });
    await tags.getByLabel('追加するスキルタグ').fill('Rust');
    await tags.getByLabel('追加するスキルタグ').press('Enter');
    await tags.getByLabel('追加するスキルタグ').fill('Go');
    await tags.getByRole('button', { name: '追加', exact: true }).click();
    await tags.getByLabel('Rustのレベル').selectOption('4');
    await tags.getByRole('button', { name: 'Goを上へ' }).click();
    await tags.getByRole('button', { name: '保存する' }).click();
    await expect(tags.getByText('保存していない変更があります。')).toBeHidden();
    const saved = await api<{ skill_tags_info: { name: string; level: number }[] }>(
      page,
      '/api/person/skill_tags/',
    );
    expect(saved.skill_tags_info.map(({ name, level }) => ({ name, level }))).toEqual([
      { name: 'Go', level: 1 },
      { name: 'Rust', level: 4 },
    ]);

    await page.getByRole('link', { name: 'ポートフォリオに戻る' }).click();
    const profile = page.getByRole('region', { name: '山田 花子' });
    await expect(profile).toBeVisible();
    await expect(profile.getByText('週末は OSS を書いています。')).toBeVisible();
    await expect(profile.getByRole('link', { name: /個人サイト/ })).toHaveAttribute(
      'href',
      'https://hanako.example.jp/',
    );
    const skills = page.getByRole('region', { name: 'スキルタグ', exact: true });
    await expect(skills.getByText('Rust')).toBeVisible();
    await expect(skills.getByText('レベル4：人に教えられる')).toBeAttached();
    // Reloaded from the server, the same.
    await page.reload();
    await expect(page.getByRole('region', { name: '山田 花子' })).toBeVisible();
  });
});

for (const viewport of [PC_VIEWPORT, MOBILE_VIEWPORT]) {
  test.describe(`portfolio screenshots at ${viewport.width} px`, () => {
    test.use({ viewport });

    const shoot = async (page: Page, name: string) => {
      await page.waitForLoadState('networkidle');
      const toasts = page.getByRole('region', { name: /通知/ }).getByRole('button');
      while ((await toasts.count()) > 0) await toasts.first().click();
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.screenshot({
        path: path.join(SHOTS, `${name}-${viewport.width}.png`),
        fullPage: true,
        animations: 'disabled',
      });
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, `${name} overflows at ${viewport.width} px`).toBeLessThanOrEqual(0);
      await expectNoSeriousAxeViolations(page);
    };

    test('/person, /person/edit and an output summary of the demo engineer', async ({ page }) => {
      test.setTimeout(90_000);
      await demoEngineer(page);
      await openPortfolio(page);
      await expect(scoreCard(page, '総合')).toBeVisible();
      // The charts' code loads only when they near the viewport (below the fold on a phone).
      await page
        .getByRole('region', { name: 'スコア', exact: true })
        .evaluate((section) => section.scrollIntoView({ block: 'end' }));
      await expect(page.locator('figure svg.recharts-surface').first()).toBeVisible();
      await shoot(page, 'portfolio');

      await page
        .getByRole('button', { name: /^閲覧 [1-9]/ })
        .first()
        .click();
      await expect(page.getByRole('dialog', { name: 'このアウトプットを見た企業' })).toBeVisible();
      await page.screenshot({
        path: path.join(SHOTS, `portfolio-views-${viewport.width}.png`),
        animations: 'disabled',
      });
      await expectNoSeriousAxeViolations(page);
      await page.keyboard.press('Escape');

      await page.goto('/person/edit');
      await expect(page.getByRole('form', { name: 'スキルタグ' })).toBeVisible();
      await shoot(page, 'portfolio-edit');

      const { activities } = await api<{ activities: ActivityWire[] }>(
        page,
        '/api/person/activities/',
      );
      const [year, month] = jstDate((activities[0] as ActivityWire).date)
        .split('/')
        .map(Number) as [number, number];
      await page.goto(`/person/output_summary/${year}/${month}`);
      await expect(page.getByRole('list', { name: '種類別の件数' })).toBeVisible();
      await shoot(page, 'output-summary');
      await page.goto(`/person/output_summary/${year}`);
      await expect(page.getByRole('region', { name: '月別の件数' })).toBeVisible();
      await shoot(page, 'output-summary-year');
    });

    test('/person of a new engineer with nothing connected', async ({ page }) => {
      test.setTimeout(60_000);
      await freshEngineer(page, `personshot${viewport.width}`);
      await openPortfolio(page);
      await expect(
        page.getByRole('region', { name: 'アカウントを連携して、ポートフォリオを作りましょう' }),
      ).toBeVisible();
      await shoot(page, 'portfolio-empty');
    });
  });
}
