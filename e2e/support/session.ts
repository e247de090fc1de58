import type { Page, Route } from '@playwright/test';

/**
 * Accounts do not exist yet, so a signed-in user cannot be created for real. For tests of the
 * signed-in shell (navigation layout, badges), the few API answers the shell reads are
 * simulated at the network layer, in the wire format (snake_case) of spec section 7. Anything
 * else still goes to the real server.
 */
export async function simulateLoggedInUser(
  page: Page,
  counts: { cvRequests?: number; interests?: number; threads?: number } = {},
): Promise<void> {
  const json = (body: unknown) => (route: Route) =>
    route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(body) });
  const answers: Record<string, (route: Route) => Promise<void>> = {
    '/api/login_status/': json({ login_status: { logged_in: true } }),
    '/api/auth/': json({
      auth_info: {
        userid: 1,
        username: 'e2e-user',
        email: 'e2e@example.com',
        is_hijacked: false,
        is_admin: false,
        building_status: 1,
        sns_relation_list: [],
        is_show_accounts_setup_page: false,
        is_need_terms_agreement: false,
      },
    }),
    '/api/profile_request_update/': json({ count: counts.cvRequests ?? 0 }),
    '/api/candidate_interests/unreacted_count': json({ count: counts.interests ?? 0 }),
    '/api/threads/unread_count': json({ unread_count: counts.threads ?? 0 }),
    '/api/job_description_suggestions/status/': json({
      latest_suggestion_request_id: null,
      generation_status: 0,
      active_count: 0,
      completed_at: null,
      is_seen: true,
    }),
  };
  await page.route(
    (url) => Object.hasOwn(answers, url.pathname),
    (route) => {
      const answer = answers[new URL(route.request().url()).pathname];
      return answer ? answer(route) : route.continue();
    },
  );
}
