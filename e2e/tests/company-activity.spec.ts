import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { APIRequestContext, Page } from '@playwright/test';
import { expectNoSeriousAxeViolations } from '../support/axe';
import { MOBILE_VIEWPORT, PC_VIEWPORT } from '../support/env';
import { expect, test } from '../support/fixtures';
import { apiWrite, freshEngineer, signIn } from '../support/session';

/**
 * The company side as an engineer meets it (issue 10). A demo recruiter (seeded with the demo
 * world) acts through the company API in a browser context of its own: marks interest in a new
 * engineer and, once they answer, writes to them. The engineer sees the interest with the
 * header badge, answers, reads the message, replies, and each badge clears. This file is the
 * thread opened after an answer (the console's own screens and the scout are
 * company-console.spec.ts); the recruiter acts through the API here. Screenshots at
 * 1280 and 375 px go to e2e/test-results/screenshots/, each checked with axe.
 */

const SHOTS = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '..',
  'test-results',
  'screenshots',
);
const RECRUITER = { email: 'recruiter@kiseki.example.jp', password: 'kiseki-recruiter-2026' };

async function shoot(page: Page, name: string) {
  for (const [label, viewport] of [
    ['1280', PC_VIEWPORT],
    ['375', MOBILE_VIEWPORT],
  ] as const) {
    await page.setViewportSize(viewport);
    await page.waitForLoadState('networkidle');
    await expectNoSeriousAxeViolations(page);
    await page.screenshot({
      path: path.join(SHOTS, `company-side-${name}-${label}.png`),
      fullPage: true,
    });
  }
  await page.setViewportSize(PC_VIEWPORT);
}

async function myUserId(request: APIRequestContext): Promise<number> {
  const auth = await (await request.get('/api/auth/')).json();
  return auth.auth_info.userid as number;
}

test.describe('company activity on the engineer side', () => {
  test('interest with its badge, an answer, a message read and answered, each count clearing', async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    await freshEngineer(page, 'company-side', '企業 太郎');
    const engineerId = await myUserId(page.request);

    const recruiterContext = await browser.newContext();
    const recruiter = await recruiterContext.newPage();
    await signIn(recruiter, RECRUITER);
    const jobs = await (
      await recruiter.request.get('/api/company/job_descriptions?status=published')
    ).json();
    const jobId = jobs.job_descriptions[0].job_description_id as number;
    await apiWrite(recruiter, 'POST', `/api/company/candidates/${engineerId}/interest`, {
      job_description_id: jobId,
    });

    // The interest, with the header's badge.
    await page.goto('/interest-notifications');
    await expect(page.getByRole('heading', { level: 1, name: '興味通知' })).toBeVisible();
    const interestsLink = page.getByRole('link', { name: /^興味通知/ }).first();
    await expect(interestsLink).toContainText('1');
    await shoot(page, 'interests');
    const answers = page.getByRole('group', { name: /への回答$/ });
    await answers.getByRole('button', { name: '話を聞きたい' }).click();
    await expect(answers.getByRole('button', { name: '話を聞きたい' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(interestsLink).not.toContainText('1');

    // The company may write now that the engineer wants to hear.
    const started = await apiWrite(recruiter, 'POST', '/api/company/threads', {
      user_id: engineerId,
      body: '企業 太郎様\n\nお返事ありがとうございます。来週、30分ほどオンラインでお話しできませんか。',
    });
    const threadId = (await started.json()).thread_id as number;
    await page.goto('/messages');
    const messagesLink = page.getByRole('link', { name: /^メッセージ/ }).first();
    await expect(messagesLink).toContainText('1');
    await shoot(page, 'messages');
    await page.getByRole('article').getByRole('link').first().click();
    await expect(page).toHaveURL(/\/messages\/\d+$/);
    await expect(page.getByText('30分ほどオンラインでお話しできませんか')).toBeVisible();
    await page.getByLabel('メッセージを入力').fill('ぜひお願いします。木曜の夜が空いています。');
    await page.getByRole('button', { name: '送信', exact: true }).click();
    await expect(page.getByText('木曜の夜が空いています')).toBeVisible();
    await shoot(page, 'thread');

    // The company's answer appears without a reload.
    await apiWrite(recruiter, 'POST', `/api/company/threads/${threadId}/messages`, {
      body: '承知しました。木曜19時からでお送りします。',
    });
    await expect(page.getByText('木曜19時からでお送りします')).toBeVisible({ timeout: 15_000 });
    await page.goto('/messages');
    await expect(page.getByRole('link', { name: /^メッセージ/ }).first()).not.toContainText('1');
    await recruiterContext.close();
  });
});
