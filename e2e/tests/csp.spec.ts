import { expect, expectRendered, test } from '../support/fixtures';

declare global {
  interface Window {
    __cspViolations?: string[];
  }
}

test.describe('Content-Security-Policy in the browser', () => {
  for (const path of ['/', '/login', '/not_found']) {
    test(`${path} loads with no CSP violation and no console error`, async ({
      page,
      consoleProblems,
    }) => {
      // Registered before any page script runs, so every violation is caught.
      await page.addInitScript(() => {
        window.__cspViolations = [];
        document.addEventListener('securitypolicyviolation', (event) => {
          window.__cspViolations?.push(
            `${event.violatedDirective} blocked ${event.blockedURI || '(inline)'} at ${event.sourceFile}:${event.lineNumber}`,
          );
        });
      });
      const response = await page.goto(path);
      const csp = response?.headers()['content-security-policy'] ?? '';
      expect(csp).toContain("script-src 'self'");
      await expectRendered(page);
      await page.waitForLoadState('networkidle');
      const violations = await page.evaluate(() => window.__cspViolations);
      // Both lists in one assertion, so a failure shows everything that went wrong.
      expect({ violations, consoleProblems }).toEqual({ violations: [], consoleProblems: [] });
    });
  }
});
