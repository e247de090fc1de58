/**
 * Operations a visitor (no session) may call, each with the reason it is public. Every other
 * operation in /api/openapi.json must answer a visitor 401 `unauthenticated`; the sweep
 * (access.test.ts) fails on one that does neither, and on an entry here that no longer
 * exists. Keys are `METHOD /path` exactly as in the OpenAPI description (`{id}`, not `:id`).
 *
 * Adding a line here is a security decision: say in the reason why a stranger may call it.
 */
export const PUBLIC_OPERATIONS: Readonly<Record<string, string>> = {
  'GET /api/global_settings/': 'the shell reads feature flags on every page, signed in or not',
  'GET /api/login_status/': 'the shell asks before sign-in whether there is a session',
  'PUT /api/login_status/':
    'the shell’s “still here” ping; a visitor is told logged_in=false rather than 401',
  'POST /api/signup/': 'sign-up is how a visitor becomes a user',
  'POST /api/login/': 'sign-in',
  'POST /api/logout/':
    'signing out with an expired or missing session must succeed quietly (a second tab, a stale page)',
  'POST /api/reset_password/send_email_address':
    'a person who forgot the password cannot sign in; the answer is the same for any address',
  'POST /api/reset_password/': 'the one-time token from the mail stands in for the session',
  'GET /api/public/{share_id}':
    'public portfolios are for visitors (spec section 6); a closed or unknown id answers 404 alike, and the share token of the page is required',
  'GET /api/team_tags/{id}/':
    'team tag pages are public (spec section 2); only members with an open portfolio appear, and the share token of the page is required',
  'GET /api/job_descriptions/{id}':
    'job pages are for search engines and shared links (decision 014); only postings that were published; signed in, a person also sees their own reaction and application, and a company they blocked answers 404',
  'GET /api/companies/{id}':
    'company pages are public hiring pages: the company’s own profile and its open postings, nothing about any person',
  'GET /api/company/invitations/{token}':
    'the accept screen of a recruiter invitation, opened from the mail before the person has an account: the mailed key (43 random characters, stored hashed, one use, 7 days) is the credential; it answers the company and the invited address, and an invalid, used or expired key answers 404 alike',
  'POST /api/company/invitations/accept':
    'how an invited person gets a recruiter account (as sign-up is for an engineer): the mailed key is the credential, refused alike when invalid; CSRF-checked, and rate-limited per IP with sign-ups',
  'GET /api/dev/mailbox':
    'development only (404 in production): browser tests read activation mails before any sign-in',
};
