import { SETUP_STEPS } from '@kiseki/contract/career-rules';
import type { RouteObject } from 'react-router';
import { RouteErrorBoundary } from '../errors/RouteErrorBoundary';
import { BlueLayout } from '../layouts/BlueLayout';
import { RootLayout } from '../layouts/RootLayout';
import { comingSoon, redirectRoute, screen } from './route-builders';

/** Legacy and shortcut paths of spec section 2. Redirects keep the query string. */
const REDIRECTS: RouteObject[] = [
  redirectRoute('/basic_settings', '/cv'),
  redirectRoute('/settings', '/config/notifications'),
  redirectRoute('/config', '/config/account'),
  redirectRoute('/config/scout', '/cv'),
  redirectRoute('/home', '/analytics'),
  redirectRoute('/job_listings', '/jobs'),
  redirectRoute('/job_listings/:id', '/jobs/:id'),
  redirectRoute('/jobs', '/jobs/search'),
  redirectRoute('/job_change', '/job_change/start'),
  // The 2024 event campaign is over; all its old links lead to the events list.
  redirectRoute('/ivs2024/*', '/events'),
  redirectRoute('/admin', '/admin/users'),
];

/** Paths the server answers; see ServerHandoff. `/logout` signs out and redirects to /login. */
const SERVER_HANDOFFS: RouteObject[] = [
  '/follower_company_reaction',
  '/activation/:key',
  '/email_activation/:key',
  '/logout',
].map((path) => ({
  path,
  // Rarely rendered at all (only when the app itself navigates to such a path): lazy.
  lazy: async () => ({ Component: (await import('./ServerHandoff')).ServerHandoff }),
}));

const JOB_CHANGE_STEPS = [
  'start',
  'salary',
  'tech_skill',
  'want_to_do',
  'work_style',
  'experiences',
  'done',
];

/** Signed-in product screens. Visitors see them too; their API calls answer 401 → login. */
const MAIN_ROUTES: RouteObject[] = [
  screen('/accounts', () => import('../../features/connections/AccountsPage')),
  comingSoon('/unsubscribe'),
  screen('/config/account', () => import('../../features/accounts/AccountSettingsPage')),
  screen('/config/visibility', () => import('../../features/career/VisibilitySettingsPage')),
  comingSoon('/config/notifications'),
  comingSoon('/config/program'),
  comingSoon('/config/api-key'),
  screen('/person', () => import('../../features/person/PersonPage')),
  screen(
    '/person/output_summary/:year/:month?',
    () => import('../../features/person/output-summary/OutputSummaryPage'),
  ),
  comingSoon('/person/hatsuyume2025'),
  comingSoon('/person/oss-boost'),
  comingSoon('/person/oss_boost'),
  screen('/person/edit', () => import('../../features/person/edit/PersonEditPage')),
  comingSoon('/activity'),
  screen(
    '/interest-notifications',
    () => import('../../features/interests/InterestNotificationsPage'),
  ),
  screen('/messages', () => import('../../features/messages/MessagesPage')),
  screen('/messages/:threadId', () => import('../../features/messages/thread/ThreadPage'), {
    hideMobileHeader: true,
  }),
  comingSoon('/restricted'),
  screen('/jobs/home', () => import('../../features/jobs/home/JobsHomePage')),
  screen('/jobs/search', () => import('../../features/jobs/search/JobSearchPage')),
  screen(
    '/jobs/:id/interview-coaching',
    () => import('../../features/jobs/coaching/InterviewCoachingPage'),
  ),
  screen('/cv', () => import('../../features/career/CareerPage')),
  screen('/cv/import', () => import('../../features/career/import/CareerImportPage')),
  comingSoon('/achievement'),
  // One module serves every step of the flow (features/onboarding/job-change).
  ...JOB_CHANGE_STEPS.map((step) =>
    screen(
      `/job_change/${step}`,
      () => import('../../features/onboarding/job-change/JobChangePage'),
    ),
  ),
  comingSoon('/analytics'),
  screen('/analytics/views', () => import('../../features/analytics/ViewsPage')),
  screen('/analytics/keywords', () => import('../../features/analytics/KeywordsPage')),
  comingSoon('/rewards'),
  comingSoon('/rewards/:id'),
  comingSoon('/vote_campaign/:id'),
  comingSoon('/market_value_report'),
  comingSoon('/market_value_report/lite'),
  screen('/admin/users', () => import('../../features/admin/AdminUsersPage')),
  screen('/admin/users/:id', () => import('../../features/admin/AdminUserPage')),
];

/** Pages a visitor may open; user data is loaded only for a logged-in user. */
const PUBLIC_ROUTES: RouteObject[] = [
  screen('/', () => import('../../features/landing/LandingPage')),
  comingSoon('/event-1aca031e4ab3'),
  comingSoon('/events'),
  comingSoon('/events/:id'),
  screen('/public/:id?', () => import('../../features/public/PublicPortfolioPage')),
  screen('/team-tags/:id?', () => import('../../features/public/TeamTagsPage')),
  // Job and company pages are for shared links and search engines too (decision 014).
  screen('/jobs/:id', () => import('../../features/jobs/detail/JobDetailPage')),
  screen('/companies/:id', () => import('../../features/companies/CompanyPage')),
  comingSoon('/ai_review_share/:share_event_key'),
  screen('/policies/privacy', () => import('../../features/policies/PrivacyPolicyPage')),
  screen('/policies/terms', () => import('../../features/policies/TermsPage')),
  screen('/policies/external-ai', () => import('../../features/policies/ExternalAiPolicyPage')),
  screen('/policies/job-categories', () => import('../../features/policies/JobCategoriesPage')),
  screen('/maintenance', () => import('../../features/maintenance/MaintenancePage')),
  screen('/not_found', () => import('../../features/not-found/NotFoundPage')),
  screen('*', () => import('../../features/not-found/NotFoundPage')),
];

/**
 * The recruiter console (issue 10): its own layout, loaded only when a /company path opens,
 * so engineers never download it. The main layout sends recruiters here.
 */
const COMPANY_ROUTES: RouteObject[] = [
  screen('/company', () => import('../../features/company-console/dashboard/DashboardPage')),
  screen(
    '/company/candidates',
    () => import('../../features/company-console/candidates/CandidateSearchPage'),
  ),
  screen(
    '/company/candidates/:userId',
    () => import('../../features/company-console/candidates/CandidatePage'),
  ),
  screen(
    '/company/threads',
    () => import('../../features/company-console/threads/CompanyThreadsPage'),
  ),
  screen(
    '/company/threads/:threadId',
    () => import('../../features/company-console/threads/CompanyThreadPage'),
  ),
  screen('/company/jobs', () => import('../../features/company-console/jobs/CompanyJobsPage')),
  screen('/company/jobs/new', () => import('../../features/company-console/jobs/JobEditorPage')),
  screen('/company/jobs/:jobId', () => import('../../features/company-console/jobs/JobEditorPage')),
  screen(
    '/company/profile',
    () => import('../../features/company-console/profile/CompanyProfilePage'),
  ),
  screen('/company/members', () => import('../../features/company-console/members/MembersPage')),
  screen('/company/*', () => import('../../features/not-found/NotFoundPage')),
];

/** Account and onboarding screens on the blue background. */
const BLUE_ROUTES: RouteObject[] = [
  screen('/login', () => import('../../features/accounts/LoginPage')),
  screen('/signup/step1', () => import('../../features/accounts/SignupStep1Page')),
  screen('/signup/step3', () => import('../../features/accounts/SignupStep3Page')),
  screen('/signup/complete', () => import('../../features/accounts/SignupCompletePage')),
  screen('/signup/failed', () => import('../../features/accounts/SignupFailedPage')),
  screen(
    '/reset_password/send_email_address',
    () => import('../../features/accounts/ResetPasswordRequestPage'),
  ),
  screen('/reset_password', () => import('../../features/accounts/ResetPasswordPage')),
  screen('/user_building', () => import('../../features/user-building/UserBuildingPage')),
  // Where the interest mail's one-click answer lands (after /follower_company_reaction).
  screen('/reaction_completed', () => import('../../features/interests/ReactionCompletedPage')),
  // A recruiter's invitation link: the invitee has no account yet (decision 016).
  screen(
    '/company/invitation',
    () => import('../../features/company-console/invitation/InvitationAcceptPage'),
  ),
  // The wizard's steps are its routes: a step stored on the server resumes at its screen.
  // The bare path resumes at the recorded step (home once the setup is completed).
  screen('/user_initial_setup', () => import('../../features/onboarding/SetupResumePage')),
  ...SETUP_STEPS.map((step) =>
    screen(`/user_initial_setup/${step}`, () => import('../../features/onboarding/SetupStepPage')),
  ),
];

/**
 * The header, navigation and global modals load with the first page that uses them: a first
 * visit to login or sign-up (blue layout) does not download them.
 */
const shellLayout = (name: 'MainLayout' | 'PublicLayout') => async () => ({
  Component: (await import('../layouts/ShellLayout'))[name],
});

/** Errors inside a page show the fallback within the layout, keeping header and footer. */
const withinLayout = (children: RouteObject[]): RouteObject[] => [
  { ErrorBoundary: RouteErrorBoundary, children },
];

export const routes: RouteObject[] = [
  {
    id: 'root',
    Component: RootLayout,
    ErrorBoundary: RouteErrorBoundary,
    // Shown only while a redirect's loader runs on the first visit.
    HydrateFallback: () => null,
    children: [
      ...REDIRECTS,
      ...SERVER_HANDOFFS,
      { lazy: shellLayout('MainLayout'), children: withinLayout(MAIN_ROUTES) },
      { lazy: shellLayout('PublicLayout'), children: withinLayout(PUBLIC_ROUTES) },
      { Component: BlueLayout, children: withinLayout(BLUE_ROUTES) },
      {
        lazy: async () => ({
          Component: (await import('../../features/company-console/layout/CompanyLayout'))
            .Component,
        }),
        children: withinLayout(COMPANY_ROUTES),
      },
    ],
  },
];
