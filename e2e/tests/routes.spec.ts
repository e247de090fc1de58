import { expect, expectPathname, expectScreen, test } from '../support/fixtures';
import { signIn } from '../support/session';

/**
 * Every route of product spec section 2, as a visitor opens it by URL. A screen route must
 * render its own screen (an <h1>, not the Not Found page, title "… | Kiseki"); a redirect route
 * must land on the spec's target, which must render too.
 */
type RouteCase = { path: string; redirectsTo?: string; signedIn?: boolean };

const JOB_CHANGE_STEPS = [
  'start',
  'salary',
  'tech_skill',
  'want_to_do',
  'work_style',
  'experiences',
  'done',
];

const INITIAL_SETUP_STEPS = [
  'sns_accounts',
  'welcome',
  'birthdate',
  'check_student',
  'education',
  'hirability_level',
  'occupation',
  'experience',
  'experience_import',
  'experience_edit',
  'block',
  'salary',
  'work_style',
  'work_location',
  'employment_type',
  'business_type',
  'want_to_do',
  'program',
  'address',
  'completed',
];

const SCREENS: RouteCase[] = [
  { path: '/' },
  { path: '/event-1aca031e4ab3' },
  { path: '/events' },
  { path: '/events/1' },
  { path: '/unsubscribe' },
  { path: '/config/account' },
  { path: '/config/notifications' },
  { path: '/config/program' },
  { path: '/config/api-key' },
  { path: '/reaction_completed' },
  { path: '/person/hatsuyume2025' },
  { path: '/person/oss-boost' },
  { path: '/person/oss_boost' },
  { path: '/activity' },
  { path: '/companies/1' },
  { path: '/interest-notifications' },
  { path: '/messages' },
  { path: '/messages/1' },
  { path: '/login' },
  { path: '/restricted' },
  { path: '/signup/step1' },
  { path: '/signup/step3' },
  { path: '/signup/complete' },
  { path: '/signup/failed' },
  { path: '/jobs/home' },
  { path: '/jobs/search' },
  { path: '/jobs/1' },
  { path: '/jobs/1/interview-coaching' },
  { path: '/reset_password/send_email_address' },
  { path: '/reset_password' },
  { path: '/achievement' },
  { path: '/analytics' },
  { path: '/rewards' },
  { path: '/rewards/1' },
  { path: '/vote_campaign/1' },
  { path: '/ai_review_share/abc123' },
  { path: '/market_value_report' },
  { path: '/market_value_report/lite' },
];

/**
 * Screens that read the person's own data at once: a visitor's first request answers 401 and
 * the app goes to the login page (spec section 6), so they are opened signed in (demo admin).
 */
const SIGNED_IN_SCREENS: RouteCase[] = [
  { path: '/accounts' },
  { path: '/person' },
  { path: '/person/output_summary/2025' },
  { path: '/person/output_summary/2025/4' },
  { path: '/person/edit' },
  { path: '/user_building' },
  { path: '/cv' },
  { path: '/cv/import' },
  { path: '/config/visibility' },
  { path: '/analytics/views' },
  { path: '/analytics/keywords' },
  ...JOB_CHANGE_STEPS.map((step) => ({ path: `/job_change/${step}` })),
  ...INITIAL_SETUP_STEPS.map((step) => ({ path: `/user_initial_setup/${step}` })),
];

// Redirects into a signed-in screen are followed signed in: a visitor would go on from /cv to
// the login page, and whether the test saw /cv first would be a race.
const REDIRECTS: (RouteCase & { redirectsTo: string })[] = [
  { path: '/basic_settings', redirectsTo: '/cv', signedIn: true },
  { path: '/settings', redirectsTo: '/config/notifications' },
  { path: '/config', redirectsTo: '/config/account' },
  { path: '/config/scout', redirectsTo: '/cv', signedIn: true },
  { path: '/home', redirectsTo: '/analytics' },
  { path: '/job_listings', redirectsTo: '/jobs/search' },
  { path: '/job_listings/123', redirectsTo: '/jobs/123' },
  { path: '/jobs', redirectsTo: '/jobs/search' },
  { path: '/job_change', redirectsTo: '/job_change/start' },
  { path: '/ivs2024/anything', redirectsTo: '/events' },
  { path: '/ivs2024/a/b/c', redirectsTo: '/events' },
  // The wizard resumes at the step recorded for the signed-in person; a visitor is sent to
  // log in first (onboarding.spec.ts covers the resume).
  { path: '/user_initial_setup', redirectsTo: '/login' },
  { path: '/cv', redirectsTo: '/login' },
];

/**
 * Routes are opened in groups, one page per group: every route is still a full page load by
 * URL, but the browser context and sign-in are paid once per group instead of once per route
 * (on two cores that set-up was most of this file's time).
 */
const GROUP_SIZE = 6;
const groups = <T>(items: T[]): T[][] =>
  Array.from({ length: Math.ceil(items.length / GROUP_SIZE) }, (_, i) =>
    items.slice(i * GROUP_SIZE, (i + 1) * GROUP_SIZE),
  );

test.describe('routes of spec section 2 render their screen', () => {
  // Six page loads per test: allow what six single-route tests were allowed, and more.
  test.describe.configure({ timeout: 90_000 });
  const cases = [
    ...groups(SCREENS).map((routes) => ({ routes, signedIn: false })),
    ...groups(SIGNED_IN_SCREENS).map((routes) => ({ routes, signedIn: true })),
  ];
  for (const { routes, signedIn } of cases) {
    const names = routes.map((r) => r.path).join(', ');
    test(`${names} render${signedIn ? ' (signed in)' : ''}`, async ({ page, consoleProblems }) => {
      if (signedIn) await signIn(page);
      for (const route of routes) {
        await test.step(route.path, async () => {
          const seen = consoleProblems.length;
          const response = await page.goto(route.path);
          expect(response?.status(), `${route.path}: the server answers with index.html`).toBe(200);
          await expectPathname(page, route.path);
          const heading = await expectScreen(page);
          expect(heading.length, `${route.path}: the <h1> has text`).toBeGreaterThan(0);
          // The page's title names the screen before the suffix.
          expect(await page.title(), route.path).toMatch(/^\S.* \| Kiseki$/);
          expect(
            consoleProblems.slice(seen).filter((p) => p.type === 'pageerror'),
            route.path,
          ).toEqual([]);
        });
      }
    });
  }
});

test.describe('redirects of spec section 2', () => {
  for (const route of REDIRECTS) {
    test(`${route.path} lands on ${route.redirectsTo}`, async ({ page, consoleProblems }) => {
      if (route.signedIn) await signIn(page);
      await page.goto(route.path);
      await expectPathname(page, route.redirectsTo);
      await expectScreen(page);
      expect(consoleProblems.filter((p) => p.type === 'pageerror')).toEqual([]);
    });
  }

  test('/person/oss_boost shows the same screen as /person/oss-boost', async ({ page }) => {
    await page.goto('/person/oss-boost');
    const canonical = await expectScreen(page);
    const canonicalTitle = await page.title();
    await page.goto('/person/oss_boost');
    expect(await expectScreen(page)).toBe(canonical);
    expect(await page.title()).toBe(canonicalTitle);
  });
});
