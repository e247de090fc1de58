import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { mailLink, uniqueEmail } from '../support/accounts';
import { MOBILE_VIEWPORT, PC_VIEWPORT } from '../support/env';
import { expect, expectPathname, notification, test } from '../support/fixtures';

/**
 * /cv/import in the browser: a JSON Resume and a LinkedIn export (zip) read, previewed and
 * imported; the same export read again finds everything registered and adds nothing; bad
 * files say what is wrong in Japanese. Each test has its own person, made through the API.
 * The fixtures are in e2e/fixtures/import (the zip holds the three CSVs in a subfolder, as
 * LinkedIn's own export does, next to a Connections.csv that is not read).
 */

const HERE = path.dirname(fileURLToPath(import.meta.url));
const FIXTURES = path.resolve(HERE, '..', 'fixtures', 'import');
const SHOTS = path.resolve(HERE, '..', 'test-results', 'screenshots');
const fixture = (name: string) => path.join(FIXTURES, name);

interface ExperienceWire {
  id: number;
  organization_name: string;
  positions: number[];
  start_year: number;
  start_month: number;
}
interface EducationWire {
  school_name: string;
  school_type: number;
  end_year: number;
  end_month: number;
}

async function csrfHeaders(page: Page): Promise<Record<string, string>> {
  const cookies = await page.context().cookies();
  const token = cookies.find((cookie) => cookie.name === 'csrftoken')?.value;
  expect(token, 'a GET should hand out the csrftoken cookie').toBeTruthy();
  return { 'X-CSRFToken': token as string };
}

async function send(page: Page, method: 'POST' | 'PUT', url: string, data: unknown) {
  const response = await page.request.fetch(url, {
    method,
    data,
    headers: await csrfHeaders(page),
  });
  expect(response.status(), `${method} ${url}: ${await response.text()}`).toBe(200);
}

/**
 * A new person, signed up, activated and signed in through the API (the sign-up screens have
 * their own tests). The hirability level is set and the position-inference dialog closed, so
 * no global modal stands in front of the screen under test.
 */
async function freshPerson(page: Page, tag: string): Promise<void> {
  const email = uniqueEmail(tag);
  await page.request.get('/api/login_status/');
  await send(page, 'POST', '/api/signup/', {
    email,
    password: `${tag} import passphrase 2026`,
    terms_agreed: true,
  });
  const activation = await mailLink(page.request, email, '/activation/');
  // The activation link signs in; the session cookie lands in the browser context.
  expect((await page.request.get(activation)).ok()).toBe(true);
  await page.request.get('/api/login_status/');
  await send(page, 'POST', '/api/signup/step3/', { display_name: `インポート ${tag}` });
  await send(page, 'PUT', '/api/user/job_setting/hirability', {
    hirability_level: 'NO_JOB_CHANGE',
  });
  await send(page, 'PUT', '/api/user/experience_job_position_conjecture_dialog_status/', {
    is_agreed: false,
  });
}

async function registered(page: Page) {
  const experiences = (await (await page.request.get('/api/user/experiences/')).json()) as {
    experience_list: ExperienceWire[];
  };
  const educations = (await (await page.request.get('/api/user/educations/')).json()) as {
    educations: EducationWire[];
  };
  return { experiences: experiences.experience_list, educations: educations.educations };
}

const fileInput = (page: Page) => page.getByLabel('ファイルを選択');
const previewHeading = (page: Page) => page.getByRole('heading', { name: '読み込んだ内容' });
const importButton = (page: Page) => page.getByRole('button', { name: '選択した項目をインポート' });
/** The preview card of an entry, found by its checkbox (labelled with the entry's name). */
const entry = (page: Page, name: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('checkbox', { name, exact: true }) });
const entryCheckbox = (page: Page, name: string) =>
  page.getByRole('checkbox', { name, exact: true });

async function openImport(page: Page) {
  await page.goto('/cv/import');
  await expect(page.getByRole('heading', { level: 1, name: '経歴のインポート' })).toBeVisible();
  await expect(page).toHaveTitle('経歴のインポート | Kiseki');
}

async function importAndLandOnCv(page: Page) {
  await importButton(page).click();
  await expectPathname(page, '/cv');
  await expect(notification(page, '保存しました')).toBeVisible();
}

test.describe('career import', () => {
  test('JSON Resume, then the LinkedIn zip; reading the zip again adds nothing twice', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await freshPerson(page, 'import-flow');

    // 1. JSON Resume: three experiences, two educations.
    await openImport(page);
    await fileInput(page).setInputFiles(fixture('resume.json'));
    await expect(previewHeading(page)).toBeVisible();
    await expect(page.getByText('職歴 3件・学歴 2件を読み込みました')).toBeVisible();
    for (const name of ['株式会社キセキテック', '合同会社サンプルラボ', 'Open Source Collective']) {
      await expect(entryCheckbox(page, name)).toBeChecked();
    }
    // Titles the master names are guessed; "Maintainer" is not, and must be chosen.
    await expect(
      entry(page, '株式会社キセキテック').getByRole('button', { name: /バックエンドエンジニア/ }),
    ).toBeVisible();
    await importButton(page).click();
    await expect(page.getByText('職種が選ばれていない職歴が1件あります。')).toBeVisible();
    const maintainer = entry(page, 'Open Source Collective');
    await expect(maintainer.getByText('職種を選択してください')).toBeVisible();
    await maintainer.getByRole('button', { name: /職種を選ぶ/ }).click();
    await maintainer.getByRole('checkbox', { name: 'その他' }).check();
    await expect(maintainer.getByText('職種を選択してください')).toHaveCount(0);
    await importAndLandOnCv(page);
    // The career screen lists what was imported.
    for (const name of ['株式会社キセキテック', 'Open Source Collective']) {
      await expect(page.getByText(name, { exact: true }).first()).toBeVisible();
    }

    let saved = await registered(page);
    expect(saved.experiences.map((e) => e.organization_name).sort()).toEqual([
      'Open Source Collective',
      '合同会社サンプルラボ',
      '株式会社キセキテック',
    ]);
    expect(saved.experiences.every((e) => e.positions.length > 0)).toBe(true);
    expect(saved.educations.map((e) => [e.school_name, e.school_type, e.end_year])).toEqual([
      ['東京工業大学', 2, 2018],
      ['東京工業大学', 0, 2016],
    ]);
    const firstIds = saved.experiences.map((e) => e.id).sort();

    // 2. The LinkedIn export: キセキテック (Apr 2021) and the master's degree are known.
    await openImport(page);
    await fileInput(page).setInputFiles(fixture('linkedin-export.zip'));
    await expect(page.getByText('職歴 3件・学歴 2件を読み込みました')).toBeVisible();
    await expect(entry(page, '株式会社キセキテック').getByText('登録済み')).toBeVisible();
    await expect(entryCheckbox(page, '株式会社キセキテック')).not.toBeChecked();
    await expect(entryCheckbox(page, '株式会社キセキテック')).toBeDisabled();
    await expect(entry(page, '東京工業大学').getByText('登録済み')).toBeVisible();
    await expect(entryCheckbox(page, '東京工業大学')).not.toBeChecked();
    await expect(entryCheckbox(page, '東京工業大学')).toBeDisabled();
    await expect(entryCheckbox(page, 'Acme Cloud, Inc.')).toBeChecked();
    await expect(entryCheckbox(page, '大阪府立北野高等学校')).toBeChecked();
    await expect(page.getByText('職歴 2件・学歴 1件をインポートします')).toBeVisible();
    await expect(page.getByText('Kubernetes', { exact: true })).toBeVisible();
    await importAndLandOnCv(page);

    saved = await registered(page);
    expect(saved.experiences).toHaveLength(5);
    expect(saved.educations).toHaveLength(3);
    // The experiences there before were kept (same ids), not re-created.
    expect(firstIds.every((id) => saved.experiences.some((e) => e.id === id))).toBe(true);

    // 3. The same zip again: everything is registered, nothing is chosen, nothing is added.
    await openImport(page);
    await fileInput(page).setInputFiles(fixture('linkedin-export.zip'));
    await expect(previewHeading(page)).toBeVisible();
    await expect(page.getByText('登録済み', { exact: true })).toHaveCount(5);
    for (const checkbox of await page.getByRole('checkbox').all()) {
      await expect(checkbox).not.toBeChecked();
    }
    await expect(page.getByText('職歴 0件・学歴 0件をインポートします')).toBeVisible();
    await importButton(page).click();
    await expect(page.getByText('インポートする項目を選択してください。')).toBeVisible();
    await expect(page).toHaveURL(/\/cv\/import$/);
    saved = await registered(page);
    expect(saved.experiences).toHaveLength(5);
    expect(saved.educations).toHaveLength(3);
  });

  test('the LinkedIn CSVs can be chosen without the zip', async ({ page }) => {
    await freshPerson(page, 'import-csv');
    await openImport(page);
    await fileInput(page).setInputFiles([
      fixture('Positions.csv'),
      fixture('Education.csv'),
      fixture('Skills.csv'),
    ]);
    await expect(page.getByText('職歴 3件・学歴 2件を読み込みました')).toBeVisible();
    await expect(
      entry(page, 'Acme Cloud, Inc.').getByRole('button', { name: /SRE/ }),
    ).toBeVisible();
    await importAndLandOnCv(page);
    const saved = await registered(page);
    expect(saved.experiences).toHaveLength(3);
    expect(saved.educations).toHaveLength(2);
  });

  test('bad files say what is wrong in Japanese and change nothing; screenshots', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await freshPerson(page, 'import-errors');

    for (const viewport of [PC_VIEWPORT, MOBILE_VIEWPORT]) {
      await page.setViewportSize(viewport);
      const shot = async (name: string) => {
        await page.evaluate(() => document.fonts.ready);
        await page.screenshot({
          path: path.join(SHOTS, `career-import-${name}-${viewport.width}.png`),
          fullPage: true,
          animations: 'disabled',
        });
        // The layout fits the width it is shown at.
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow, `${name} at ${viewport.width}px scrolls sideways`).toBeLessThanOrEqual(0);
      };

      await openImport(page);
      await page.waitForLoadState('networkidle');
      await shot('empty');

      await fileInput(page).setInputFiles({
        name: 'resume.json',
        mimeType: 'application/json',
        buffer: Buffer.from('{ "work": [ { "name": "途中で切れた'),
      });
      await expect(page.getByRole('alert')).toContainText(
        'JSONとして読み込めませんでした。ファイルの内容をご確認ください。',
      );
      await expect(previewHeading(page)).toHaveCount(0);
      await shot('error');

      await fileInput(page).setInputFiles({
        name: 'photo.png',
        mimeType: 'image/png',
        buffer: Buffer.from([0x89, 0x50, 0x4e, 0x47]),
      });
      await expect(page.getByRole('alert')).toContainText('対応していない種類のファイルです。');

      await fileInput(page).setInputFiles({
        name: 'Positions.csv',
        mimeType: 'text/csv',
        buffer: Buffer.from('会社,役職\r\nキセキ,SRE\r\n'),
      });
      await expect(page.getByRole('alert')).toContainText(
        'Positions.csv の見出し行が想定と異なります',
      );

      await fileInput(page).setInputFiles(fixture('resume.json'));
      await expect(previewHeading(page)).toBeVisible();
      await shot('preview');
    }

    const saved = await registered(page);
    expect(saved.experiences).toEqual([]);
    expect(saved.educations).toEqual([]);
  });
});
