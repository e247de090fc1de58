import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { signUpAndActivate, uniqueEmail } from '../support/accounts';
import { expectNoSeriousAxeViolations } from '../support/axe';
import { MOBILE_VIEWPORT, PC_VIEWPORT } from '../support/env';
import { expect, expectPathname, notification, test } from '../support/fixtures';

/**
 * The initial-setup wizard (/user_initial_setup/*) and the job-change flow (/job_change/*)
 * in the browser, against the real server: each test signs up its own person.
 */

const SCREENSHOTS = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '..',
  'test-results',
  'screenshots',
);

async function newPerson(page: Page, tag: string) {
  const account = {
    email: uniqueEmail(tag),
    password: `${tag} passphrase for onboarding`,
    displayName: `オンボ ${tag}`,
  };
  await signUpAndActivate(page, page.request, account);
  return account;
}

/** A write through the API as the signed-in page would send it (CSRF header included). */
async function apiWrite(page: Page, method: 'PUT' | 'POST', url: string, data: unknown) {
  await page.request.get('/api/login_status/');
  const token = (await page.context().cookies()).find((c) => c.name === 'csrftoken')?.value;
  const response = await page.request.fetch(url, {
    method,
    data,
    headers: { 'X-CSRFToken': token ?? '' },
  });
  expect(response.status(), await response.text()).toBe(200);
}

async function apiGet<T>(page: Page, url: string): Promise<T> {
  const response = await page.request.get(url);
  expect(response.status()).toBe(200);
  return (await response.json()) as T;
}

const setupStep = (page: Page) =>
  apiGet<{ setup_status: { step: string | null; is_completed: boolean } }>(
    page,
    '/api/setup_status/',
  ).then((body) => body.setup_status);

/** Waits for the step's screen: its URL and its <h1>. */
async function atStep(page: Page, step: string, title: string) {
  await expectPathname(page, `/user_initial_setup/${step}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
}

const next = (page: Page, name = '次へ') => page.getByRole('button', { name, exact: true }).click();

async function shoot(page: Page, name: string) {
  await page.waitForLoadState('networkidle');
  // A full page load may restore the scroll of the page before it (the shell's scroll
  // restoration keys the first entry of every load alike); the shot starts at the top.
  await page.evaluate(() => window.scrollTo(0, 0));
  const width = page.viewportSize()?.width ?? 0;
  await page.screenshot({
    path: path.join(SCREENSHOTS, `${name}-${width}.png`),
    fullPage: true,
    animations: 'disabled',
  });
  // No horizontal scrolling at this width.
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, `${name} scrolls sideways at ${width} px`).toBeLessThanOrEqual(0);
}

async function addExperience(page: Page, company: string) {
  const form = page.getByRole('form', { name: '職務経歴を追加' });
  await form.getByLabel('会社名').fill(company);
  await form.getByRole('button', { name: '職種を選ぶ' }).click();
  await form.getByLabel('バックエンドエンジニア').check();
  await form.getByRole('combobox', { name: '開始年月の年' }).selectOption('2019');
  await form.getByRole('combobox', { name: '開始年月の月' }).selectOption('4');
  await form.getByRole('checkbox', { name: '現在も在籍中' }).check();
  await form.getByRole('button', { name: 'この職務経歴を追加する' }).click();
  await expect(notification(page, '職務経歴を保存しました')).toBeVisible();
}

test.describe('initial setup wizard', () => {
  test('a non-student walks every step, resumes after a reload, and lands home', async ({
    page,
    consoleProblems,
  }) => {
    test.setTimeout(120_000);
    const person = await newPerson(page, 'wizard');
    await page.getByRole('link', { name: '初期設定をはじめる' }).click();

    await atStep(page, 'sns_accounts', 'SNSアカウントの連携');
    await next(page);

    await atStep(page, 'welcome', 'ようこそ');
    await expect(page.getByText(`${person.displayName} さん、Kiseki へようこそ！`)).toBeVisible();
    await next(page, 'はじめる');

    await atStep(page, 'birthdate', '生年月日の登録');
    const save = page.getByRole('button', { name: '保存して次へ' });
    await page.getByRole('textbox', { name: '年' }).fill('1899');
    await page.getByRole('textbox', { name: '月' }).fill('12');
    await page.getByRole('textbox', { name: '日' }).fill('31');
    for (const name of ['年', '月', '日']) {
      await expect(page.getByRole('textbox', { name })).toHaveAttribute('aria-invalid', 'true');
    }
    await expect(save).toBeDisabled();
    await page.getByRole('textbox', { name: '年' }).fill('1990');
    await page.getByRole('textbox', { name: '月' }).fill('4');
    await page.getByRole('textbox', { name: '日' }).fill('1');
    await expect(save).toBeEnabled();
    await save.click();
    await expect(notification(page, '保存しました')).toBeVisible();

    await atStep(page, 'check_student', '在学状況の確認');
    await page.getByRole('radio', { name: 'いいえ、学生ではありません' }).check();
    await next(page);

    await atStep(page, 'hirability_level', '転職意欲の登録');
    await page.getByRole('radio', { name: /良い話があれば聞きたい/ }).check();
    await next(page);

    await atStep(page, 'occupation', 'お仕事の状況');
    await page.getByRole('radio', { name: '働いている' }).check();
    await page.getByRole('radio', { name: 'はい', exact: true }).check();
    await next(page);

    await atStep(page, 'experience', '職務経歴の登録');
    await page.getByRole('radio', { name: /手入力する/ }).check();
    await next(page);

    await atStep(page, 'experience_edit', '職務経歴の入力');
    await addExperience(page, '株式会社オンボーディング');
    await expect(page.getByText('株式会社オンボーディング')).toBeVisible();
    await next(page);

    // A reload in the middle: the bare path resumes at the step recorded on the server.
    await atStep(page, 'block', 'ブロックする企業の設定');
    expect((await setupStep(page)).step).toBe('block');
    await page.reload();
    await atStep(page, 'block', 'ブロックする企業の設定');
    await page.goto('/user_initial_setup');
    await atStep(page, 'block', 'ブロックする企業の設定');
    await page.getByLabel('企業名で検索').fill('株式会社');
    const results = page.getByRole('region', { name: '検索結果' });
    await results
      .getByRole('button', { name: /をブロックする$/ })
      .first()
      .click();
    await expect(page.getByRole('button', { name: /のブロックを解除$/ })).toHaveCount(1);
    await next(page, '保存して次へ');

    await atStep(page, 'salary', '希望年収の登録');
    await page.getByRole('textbox', { name: '希望年収' }).fill('650');
    await next(page, '保存して次へ');

    await atStep(page, 'work_style', '希望する働き方の登録');
    await page.getByRole('checkbox', { name: 'フルリモート' }).check();
    await next(page, '保存して次へ');

    await atStep(page, 'work_location', '希望勤務地の登録');
    await page.getByRole('checkbox', { name: '東京都' }).check();
    await page.getByRole('checkbox', { name: '福岡県' }).check();
    await next(page, '保存して次へ');

    await atStep(page, 'employment_type', '希望する雇用形態の登録');
    await page.getByRole('checkbox', { name: '正社員' }).check();
    await next(page, '保存して次へ');

    await atStep(page, 'business_type', '希望する事業形態の登録');
    await page.getByRole('checkbox', { name: '自社開発' }).check();
    await next(page, '保存して次へ');

    await atStep(page, 'want_to_do', 'やりたいことの登録');
    await page.getByRole('textbox', { name: 'やりたいこと' }).fill('大規模サービスの設計をしたい');
    await next(page, '保存して次へ');

    await atStep(page, 'program', 'プログラムへの参加');
    await next(page);

    await atStep(page, 'address', '住所の登録');
    await page.getByLabel('都道府県').selectOption({ label: '東京都' });
    await page.getByLabel('市区町村以降').fill('渋谷区');
    await next(page, '保存して次へ');

    await atStep(page, 'completed', '初期設定が完了しました');
    await next(page, 'はじめる');
    // Home is /, whose landing page sends a signed-in person on to analytics.
    await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/(analytics)?$/);

    const status = await setupStep(page);
    expect(status.is_completed).toBe(true);
    const { job_setting: setting } = await apiGet<{ job_setting: Record<string, unknown> }>(
      page,
      '/api/user/job_setting/',
    );
    expect(setting).toMatchObject({
      hirability_level: 'WANT_TO_HEAR',
      job: true,
      is_it_engineer: true,
      desired_annual_salary: 650,
      desired_work_style: { full_remote: true, partial_remote: false, attendance: false },
      desired_locations: [13, 40],
      employment_type: { fulltime: true },
      desired_business_type: { in_house: true },
      want_to_do: '大規模サービスの設計をしたい',
    });
    expect(setting.blocked_corporations).toHaveLength(1);
    const { profile } = await apiGet<{ profile: Record<string, unknown> }>(
      page,
      '/api/user/profile/',
    );
    expect(profile).toMatchObject({ birthdate: '1990-04-01', prefecture: 13, address: '渋谷区' });
    // The bare path now goes home too.
    await page.goto('/user_initial_setup');
    await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/(analytics)?$/);
    expect(consoleProblems.filter((p) => p.type === 'pageerror')).toEqual([]);
  });

  test('a student goes from check_student through education to block', async ({ page }) => {
    test.setTimeout(90_000);
    await newPerson(page, 'student');
    await page.goto('/user_initial_setup');
    await atStep(page, 'sns_accounts', 'SNSアカウントの連携');
    await next(page);
    await atStep(page, 'welcome', 'ようこそ');
    await next(page, 'はじめる');
    await atStep(page, 'birthdate', '生年月日の登録');
    await page.getByRole('button', { name: 'スキップ' }).click();

    await atStep(page, 'check_student', '在学状況の確認');
    await page.getByRole('radio', { name: 'はい、学生です' }).check();
    await next(page);

    await atStep(page, 'education', '学歴の登録');
    await expect(page.getByRole('progressbar', { name: '進み具合' })).toHaveAttribute(
      'aria-valuetext',
      'ステップ 5 / 15',
    );
    const form = page.getByRole('form', { name: '学歴を追加' });
    await form.getByLabel('学校名').fill('キセキ工業大学');
    await form.getByRole('combobox', { name: '学校種別' }).selectOption({ label: '大学' });
    const endYear = String(new Date().getFullYear() + 1);
    await form.getByRole('combobox', { name: '卒業（予定）年月の年' }).selectOption(endYear);
    await form.getByRole('combobox', { name: '卒業（予定）年月の月' }).selectOption('3');
    await form.getByRole('radio', { name: '卒業見込み' }).check();
    await form.getByRole('button', { name: 'この学歴を追加する' }).click();
    await expect(page.getByText('キセキ工業大学')).toBeVisible();
    await next(page);

    await atStep(page, 'block', 'ブロックする企業の設定');
    // 戻る leads back into the student branch, also after a reload.
    await page.reload();
    await expect(page.getByRole('link', { name: /戻る/ })).toHaveAttribute(
      'href',
      '/user_initial_setup/education',
    );
    expect((await setupStep(page)).step).toBe('block');
    const { educations } = await apiGet<{ educations: { school_name: string }[] }>(
      page,
      '/api/user/educations/',
    );
    expect(educations.map((e) => e.school_name)).toEqual(['キセキ工業大学']);
  });
});

test.describe('job-change flow', () => {
  test('runs from start to done with from kept, and returns there', async ({ page }) => {
    test.setTimeout(90_000);
    await newPerson(page, 'jobchange');
    // A level set just now keeps the hirability reminder away.
    await apiWrite(page, 'PUT', '/api/user/job_setting/hirability', {
      hirability_level: 'JOB_CHANGE',
    });
    await page.goto('/job_change?from=%2Fconfig%2Faccount');
    await expectPathname(page, '/job_change/start');
    await expect(page.getByRole('heading', { level: 1, name: '転職活動をはじめる' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'あとで' })).toHaveAttribute(
      'href',
      '/config/account',
    );
    await next(page, 'はじめる');

    await expectPathname(page, '/job_change/salary');
    expect(new URL(page.url()).searchParams.get('from')).toBe('/config/account');
    await page.getByRole('textbox', { name: '希望年収' }).fill('720');
    await next(page, '保存して次へ');

    await expectPathname(page, '/job_change/tech_skill');
    // A new person has no skill tags yet: the step says so and links to their editor.
    await expect(page.getByText(/スキルタグはまだ登録されていません。/)).toBeVisible();
    await expect(page.getByRole('link', { name: 'スキルタグを編集する' })).toHaveAttribute(
      'href',
      '/person/edit',
    );
    await next(page);

    await expectPathname(page, '/job_change/want_to_do');
    await page.getByRole('textbox', { name: 'やりたいこと' }).fill('プロダクト開発をリードしたい');
    await next(page, '保存して次へ');

    await expectPathname(page, '/job_change/work_style');
    await page.getByRole('checkbox', { name: '一部リモート' }).check();
    await next(page, '保存して次へ');

    await expectPathname(page, '/job_change/experiences');
    await addExperience(page, '株式会社ジョブチェンジ');
    await page.getByRole('button', { name: '株式会社ジョブチェンジ を編集' }).click();
    const edit = page.getByRole('form', { name: '株式会社ジョブチェンジ を編集' });
    await edit.getByLabel('会社名').fill('株式会社ジョブチェンジ開発');
    await edit.getByRole('button', { name: '変更を保存する' }).click();
    await expect(page.getByRole('form', { name: /を編集$/ })).toHaveCount(0);
    await expect(page.getByText('株式会社ジョブチェンジ開発', { exact: true })).toBeVisible();
    await next(page);

    await expectPathname(page, '/job_change/done');
    await page.getByRole('link', { name: '元のページへ戻る' }).click();
    await expectPathname(page, '/config/account');

    const { job_setting: setting } = await apiGet<{ job_setting: Record<string, unknown> }>(
      page,
      '/api/user/job_setting/',
    );
    expect(setting).toMatchObject({
      desired_annual_salary: 720,
      want_to_do: 'プロダクト開発をリードしたい',
      desired_work_style: { full_remote: false, partial_remote: true, attendance: false },
    });

    // Without from, 「あとで」 leads to the jobs home; another origin is never followed.
    await page.goto('/job_change/start?from=https%3A%2F%2Fevil.example%2F');
    await expect(page.getByRole('link', { name: 'あとで' })).toHaveAttribute('href', '/jobs/home');
  });
});

for (const viewport of [PC_VIEWPORT, MOBILE_VIEWPORT]) {
  test.describe(`onboarding screens at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('screenshots and axe of the wizard and the job-change start', async ({ page }) => {
      test.setTimeout(90_000);
      await newPerson(page, `shots${viewport.width}`);
      await apiWrite(page, 'PUT', '/api/user/job_setting/hirability', {
        hirability_level: 'WANT_TO_HEAR',
      });

      await page.goto('/user_initial_setup/birthdate');
      await atStep(page, 'birthdate', '生年月日の登録');
      await page.getByRole('textbox', { name: '年' }).fill('2001');
      await page.getByRole('textbox', { name: '月' }).fill('2');
      await page.getByRole('textbox', { name: '日' }).fill('29');
      await expect(page.getByRole('textbox', { name: '年' })).toHaveAttribute(
        'aria-invalid',
        'true',
      );
      await shoot(page, 'setup-birthdate-error');
      await expectNoSeriousAxeViolations(page);

      await page.goto('/user_initial_setup/hirability_level');
      await atStep(page, 'hirability_level', '転職意欲の登録');
      await expect(page.getByRole('radio', { name: /良い話があれば聞きたい/ })).toBeChecked();
      await shoot(page, 'setup-hirability');
      await expectNoSeriousAxeViolations(page);

      await page.goto('/user_initial_setup/experience_edit');
      await atStep(page, 'experience_edit', '職務経歴の入力');
      await addExperience(page, '株式会社スクリーンショット');
      await page.getByRole('button', { name: 'もう1件追加する' }).click();
      await shoot(page, 'setup-experience-edit');
      await expectNoSeriousAxeViolations(page);

      await page.goto('/user_initial_setup/work_location');
      await atStep(page, 'work_location', '希望勤務地の登録');
      await page.getByRole('checkbox', { name: '東京都' }).check();
      await shoot(page, 'setup-work-location');

      await page.goto('/user_initial_setup/completed');
      await atStep(page, 'completed', '初期設定が完了しました');
      await shoot(page, 'setup-completed');
      await expectNoSeriousAxeViolations(page);

      await page.goto('/job_change/start?from=%2Fcv');
      await expect(
        page.getByRole('heading', { level: 1, name: '転職活動をはじめる' }),
      ).toBeVisible();
      await shoot(page, 'job-change-start');
      await expectNoSeriousAxeViolations(page);
    });

    test('screenshots of the other steps', async ({ page }) => {
      test.setTimeout(90_000);
      await newPerson(page, `more${viewport.width}`);
      await apiWrite(page, 'PUT', '/api/user/job_setting/hirability', {
        hirability_level: 'JOB_CHANGE',
      });
      const steps: [string, string][] = [
        ['sns_accounts', 'SNSアカウントの連携'],
        ['welcome', 'ようこそ'],
        ['check_student', '在学状況の確認'],
        ['education', '学歴の登録'],
        ['occupation', 'お仕事の状況'],
        ['experience', '職務経歴の登録'],
        ['experience_import', '職務経歴のインポート'],
        ['salary', '希望年収の登録'],
        ['work_style', '希望する働き方の登録'],
        ['want_to_do', 'やりたいことの登録'],
        ['program', 'プログラムへの参加'],
        ['address', '住所の登録'],
      ];
      for (const [step, title] of steps) {
        await page.goto(`/user_initial_setup/${step}`);
        await atStep(page, step, title);
        await shoot(page, `setup-${step}`);
      }
      await page.goto('/user_initial_setup/block');
      await atStep(page, 'block', 'ブロックする企業の設定');
      await page.getByLabel('企業名で検索').fill('株式会社');
      await page
        .getByRole('region', { name: '検索結果' })
        .getByRole('button', { name: /をブロックする$/ })
        .first()
        .click();
      await shoot(page, 'setup-block');
      await expectNoSeriousAxeViolations(page);

      for (const step of ['salary', 'tech_skill', 'experiences', 'done']) {
        await page.goto(`/job_change/${step}?from=%2Fcv`);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await shoot(page, `job-change-${step}`);
      }
    });
  });
}
