import { SHARE_TOKEN_HEADER, SNS_NAMES } from '@kiseki/contract';
import { eq } from 'drizzle-orm';
import { testConfig } from '../../src/config';
import type { Company, User } from '../../src/db/schema';
import { publicSettings, snsAssociations } from '../../src/db/schema';
import type { Db } from '../../src/db/types';
import { systemClock } from '../../src/lib/clock';
import type { ServiceContext } from '../../src/lib/service-context';
import { requestCareerUpdate } from '../../src/modules/career/career-update-requests.service';
import { inlineSuggestionDispatcher } from '../../src/modules/jobs/suggestions/suggestion-dispatcher';
import { inlineImportDispatcher } from '../../src/modules/portfolio/import-dispatcher';
import { issueShareToken } from '../../src/modules/public/share-token';
import { inviteRecruiter } from '../../src/modules/recruiting/console/invitations.service';
import { blockCompany } from '../../src/modules/recruiting/interests/interests.fixtures';
import {
  markInterest,
  reactToInterest,
} from '../../src/modules/recruiting/interests/interests.service';
import { REACTION_LEVEL } from '../../src/modules/recruiting/reaction-link';
import {
  type Recruiter,
  startThread,
} from '../../src/modules/recruiting/threads/company-threads.service';
import {
  createCompany,
  createExperience,
  createJobDescription,
  createPublicSetting,
  createRecruiter,
  createSnsAssociation,
  createTeam,
  createUser,
} from '../factories';
import { linkPath, mailsTo } from '../helpers/mailbox';
import type { Account, Sweep } from './harness';

/*
 * Routes whose path names a resource (`/api/x/{id}`) must not tell one person about another's:
 * user B using an id of user A's answers exactly as an id that never existed. For that the sweep
 * (ownership.test.ts) needs a real resource of A's for every such route, so each one is listed
 * here with the fixture that makes it and the rule it follows. A route with a path parameter
 * and no entry fails the sweep; so does an entry whose route is gone.
 *
 * The company side (issue 10) is the same question between companies: recruiter B, admin of
 * another company, using an id of recruiter A's company answers as an id that never existed.
 */

export type PathParams = Record<string, string | number>;

export interface FixtureContext {
  db: Db;
  /** User A: the signed-in engineer a person's resource belongs to. */
  owner: User;
  /** Recruiter A: an admin of `company`, whose resources the company fixtures make. */
  recruiter: Account;
  company: Company;
  /** Recruiter B's company: the other company, which a candidate fixture's person blocks. */
  otherCompany: Company;
}

/** The fixtures' context for a sweep: its user A and its recruiters A and B. */
export async function fixtureContext(sweep: Sweep): Promise<FixtureContext> {
  const owner = await sweep.identity('user A');
  const recruiter = await sweep.identity('recruiter A');
  const other = await sweep.identity('recruiter B');
  return {
    db: sweep.h.t.database.db,
    owner: owner.account!,
    recruiter: recruiter.account!,
    company: recruiter.company!,
    otherCompany: other.company!,
  };
}

/** How the sweep makes one resource of a type. Build it with the factories in test/factories. */
export interface ResourceFixture {
  /** What the id names, for messages. */
  describes: string;
  /**
   * Makes one resource belonging to `owner` (or, for a company's, to `company`); returns the
   * path parameters that name it.
   */
  create(ctx: FixtureContext): Promise<PathParams>;
  /** Well-formed path parameters of one that never existed (so the route itself is reached). */
  neverExisted: PathParams;
}

/*
 * What companies and people do to each other (interest, reactions, requests, threads) has no
 * factory: the fixtures call the services the routes call, as the recruiter or the person
 * would, so the rows are the app's own and not a guess at them.
 */

/** The services' context over the sweep's database. Mails stay queued in the outbox. */
const servicesOver = (db: Db): ServiceContext => ({
  db,
  config: testConfig(),
  now: systemClock,
  mail: { dispatch: async () => {} },
  imports: inlineImportDispatcher(null),
  suggestions: inlineSuggestionDispatcher(null),
});

/**
 * A company of its own with one recruiter. A company has one interest, one open request and
 * one thread per person, so each of A's comes from a new company.
 */
async function anotherCompany(db: Db): Promise<Recruiter> {
  const company = await createCompany(db);
  return { userId: (await createRecruiter(db, company.id)).id, companyId: company.id };
}

/**
 * A thread as the app opens one: the company marks the person 気になる, the person answers
 * 興味がある, the recruiter writes first.
 */
async function openThread(db: Db, recruiter: Recruiter, personId: number): Promise<number> {
  const ctx = servicesOver(db);
  const { interest } = await markInterest(ctx, {
    companyId: recruiter.companyId,
    recruiterId: recruiter.userId,
    userId: personId,
    jobDescriptionId: undefined,
  });
  await reactToInterest(ctx, personId, interest.id, REACTION_LEVEL.INTERESTED);
  const started = await startThread(ctx, recruiter, {
    user_id: personId,
    body: 'はじめまして。スイープの採用担当です。',
  });
  return started.thread_id;
}

/** Tells invited addresses apart. */
let invitees = 0;

/** An invitation of recruiter A's company, with the key of its mailed link. */
async function invite({ db, recruiter, company }: FixtureContext) {
  const email = `sweep-invitee-${++invitees}@example.co.jp`;
  const invitation = await inviteRecruiter(
    servicesOver(db),
    { userId: recruiter.id, companyId: company.id },
    { email, role: 'recruiter' },
  );
  // The key exists only in the mail (the table keeps its hash), as for the person invited.
  const [mail] = await mailsTo(db, email);
  if (!mail) throw new Error(`no invitation mail to ${email}`);
  const link = new URL(linkPath(mail, /\/company\/invitation\?token=/), 'http://sweep.invalid');
  return { id: invitation.id, token: link.searchParams.get('token')! };
}

/** One fixture per resource type; several routes share one. */
export const RESOURCE_FIXTURES = {
  /** A person's account, as staff screens name it. Not A's own: A is just another user here. */
  userAccount: {
    describes: 'a user account',
    create: async ({ db }) => ({ id: (await createUser(db)).id }),
    neverExisted: { id: 2_000_000_000 },
  },
  /** A connected service of A's, named by the service (B has none connected). */
  snsAssociation: {
    describes: 'a connected service',
    // Each call connects a service A has not connected yet (one row per service).
    create: async ({ db, owner }) => {
      const taken = await db
        .select({ sns: snsAssociations.snsName })
        .from(snsAssociations)
        .where(eq(snsAssociations.userId, owner.id));
      const free = SNS_NAMES.find((name) => !taken.some((t) => t.sns === name));
      if (!free) throw new Error('every service is connected already');
      await createSnsAssociation(db, owner.id, { snsName: free });
      return { sns_name: free };
    },
    neverExisted: { sns_name: 'qiita' },
  },
  /** A's public page, closed. */
  closedPublicPage: {
    describes: 'a closed public portfolio',
    create: async ({ db, owner }) => {
      const [existing] = await db
        .select()
        .from(publicSettings)
        .where(eq(publicSettings.userId, owner.id));
      if (existing && !existing.isOpen) return { share_id: existing.originalShareId };
      if (existing) throw new Error('the sweep user’s page is open');
      return {
        share_id: (await createPublicSetting(db, owner.id, { isOpen: false })).originalShareId,
      };
    },
    neverExisted: { share_id: 'never-existed-0' },
  },
  /** A team page (shared, not owned). */
  team: {
    describes: 'a team tag page',
    create: async ({ db, owner }) => ({ id: (await createTeam(db, [owner.id])).slug }),
    neverExisted: { id: 'never-existed-team' },
  },
  /** An open job posting (shared, not owned: any signed-in person may read and react). */
  openJobDescription: {
    describes: 'an open job posting',
    create: async ({ db }) => ({
      id: (await createJobDescription(db, { status: 'published' })).id,
    }),
    neverExisted: { id: 2_000_000_000 },
  },
  /** A hiring company's page (shared, not owned). */
  company: {
    describes: 'a company page',
    create: async ({ db }) => ({ id: (await createCompany(db)).id }),
    neverExisted: { id: 2_000_000_000 },
  },
  /** A work experience of A's (career). */
  experience: {
    describes: 'a work experience',
    create: async ({ db, owner }) => ({ id: (await createExperience(db, owner.id)).id }),
    neverExisted: { id: 2_000_000_000 },
  },

  // ---- The company's own (recruiter A's company)

  /** A draft: publishing and deleting take drafts only (a published job cannot be deleted). */
  companyDraftJob: {
    describes: 'a draft job of recruiter A’s company',
    create: async ({ db, company }) => ({
      id: (await createJobDescription(db, { company, status: 'draft' })).id,
    }),
    neverExisted: { id: 2_000_000_000 },
  },
  companyPublishedJob: {
    describes: 'a published job of recruiter A’s company',
    create: async ({ db, company }) => ({
      id: (await createJobDescription(db, { company, status: 'published' })).id,
    }),
    neverExisted: { id: 2_000_000_000 },
  },
  /** Closed, so reopening it does something (on a published one it changes nothing). */
  companyClosedJob: {
    describes: 'a closed job of recruiter A’s company',
    create: async ({ db, company }) => ({
      id: (await createJobDescription(db, { company, status: 'closed' })).id,
    }),
    neverExisted: { id: 2_000_000_000 },
  },
  companyInvitation: {
    describes: 'a pending invitation of recruiter A’s company',
    create: async (ctx) => ({ id: (await invite(ctx)).id }),
    neverExisted: { id: 2_000_000_000 },
  },
  companyThread: {
    describes: 'a thread of recruiter A’s company with a person',
    create: async ({ db, recruiter, company }) => ({
      id: await openThread(
        db,
        { userId: recruiter.id, companyId: company.id },
        (await createUser(db)).id,
      ),
    }),
    neverExisted: { id: 2_000_000_000 },
  },
  /**
   * A person recruiter A's company may see (an active engineer who never said "not changing
   * jobs") who blocked recruiter B's company: for B the person does not exist.
   */
  candidateWhoBlockedOther: {
    describes: 'a person recruiter A’s company may see, who blocked recruiter B’s company',
    create: async ({ db, otherCompany }) => {
      const person = await createUser(db);
      await blockCompany(db, person.id, otherCompany.id);
      return { user_id: person.id };
    },
    neverExisted: { user_id: 2_000_000_000 },
  },
  /** The link's key is the credential; the id of the row never appears in it. */
  invitationLink: {
    describes: 'an invitation link (its mailed key)',
    create: async (ctx) => ({ token: (await invite(ctx)).token }),
    // The shape of a key (lib/secrets TOKEN_PATTERN: 43 base64url characters), so it is looked up.
    neverExisted: { token: 'A'.repeat(43) },
  },

  // ---- A person's, from a company (user A's)

  interestInOwner: {
    describes: 'a company’s interest (気になる) in user A',
    create: async ({ db, owner }) => {
      const from = await anotherCompany(db);
      const { interest } = await markInterest(servicesOver(db), {
        companyId: from.companyId,
        recruiterId: from.userId,
        userId: owner.id,
        jobDescriptionId: undefined,
      });
      return { id: interest.id };
    },
    neverExisted: { id: 2_000_000_000 },
  },
  careerUpdateRequestToOwner: {
    describes: 'a company’s career-update request to user A',
    create: async ({ db, owner }) => {
      const from = await anotherCompany(db);
      const request = await requestCareerUpdate(servicesOver(db), {
        companyId: from.companyId,
        recruiterId: from.userId,
        userId: owner.id,
        message: '最新の経歴を教えてください。',
      });
      return { id: request.id };
    },
    neverExisted: { id: 2_000_000_000 },
  },
  ownerThread: {
    describes: 'a thread of user A with a company',
    create: async ({ db, owner }) => ({
      id: await openThread(db, await anotherCompany(db), owner.id),
    }),
    neverExisted: { id: 2_000_000_000 },
  },
} satisfies Record<string, ResourceFixture>;

/**
 * - `owner-only: others get 404`: the owner reaches it (not 401/403/404); anyone else gets 404,
 *   with the same status and body as for an id that never existed.
 * - `public-when-open: …`: pages anyone may read once their owner opens them (public
 *   portfolios). The fixture makes a closed one; anyone, owner included, gets 404 for it,
 *   exactly as for one that never existed.
 * - `public: anyone may read it`: shared pages (team tags): another person gets a 2xx, and
 *   404 for one that never existed.
 * - `admin-only: non-admin gets 403`: staff screens, where an admin may see any user. A
 *   non-admin gets 403 `forbidden` whether the id exists or not (same body, so it learns
 *   nothing); an admin gets a 2xx for an existing one and 404 `not_found` for one that never
 *   existed.
 * - `company-only: another company gets 404`: the console's resources, which belong to a
 *   company, not to one recruiter. Recruiter A (an admin of the company) reaches it (not
 *   401/403/404); recruiter B, an admin of another company, gets 404 with the same status and
 *   body as for an id that never existed. For a person (the candidate routes) the other
 *   company is one the person blocked: it must not learn that the person exists.
 */
export type OwnershipRule =
  | 'owner-only: others get 404'
  | 'company-only: another company gets 404'
  | 'admin-only: non-admin gets 403'
  | 'public-when-open: a closed one answers as one that never existed'
  | 'public: anyone may read it';

export interface PathParamOperation {
  fixture: ResourceFixture;
  rule: OwnershipRule;
  /** The JSON body to send, when the example built from the schema would be refused. */
  body?: (params: PathParams) => unknown;
  /** Headers the operation needs (the share token of public pages). */
  headers?: () => Record<string, string>;
}

/** The token the public pages carry (the sweep's app signs with the test secret). */
function shareTokenHeader(): Record<string, string> {
  return { [SHARE_TOKEN_HEADER]: issueShareToken(testConfig().secretKey, new Date()) };
}

/** Every operation of /api/openapi.json with a path parameter, by its OpenAPI key. */
export const PATH_PARAM_OPERATIONS: Readonly<Record<string, PathParamOperation>> = {
  'GET /api/admin/users/{id}': {
    fixture: RESOURCE_FIXTURES.userAccount,
    rule: 'admin-only: non-admin gets 403',
  },
  'POST /api/admin/users/{id}/impersonate': {
    fixture: RESOURCE_FIXTURES.userAccount,
    rule: 'admin-only: non-admin gets 403',
  },
  'PUT /api/user/experiences/{id}/': {
    fixture: RESOURCE_FIXTURES.experience,
    rule: 'owner-only: others get 404',
    body: () => ({ organization_name: '株式会社スイープ', start_year: 2020, start_month: 4 }),
  },
  'DELETE /api/user/experiences/{id}/': {
    fixture: RESOURCE_FIXTURES.experience,
    rule: 'owner-only: others get 404',
  },
  'DELETE /api/sns_association/{sns_name}/': {
    fixture: RESOURCE_FIXTURES.snsAssociation,
    rule: 'owner-only: others get 404',
  },
  'POST /api/sns_association/{sns_name}/refresh': {
    fixture: RESOURCE_FIXTURES.snsAssociation,
    rule: 'owner-only: others get 404',
  },
  'GET /api/public/{share_id}': {
    fixture: RESOURCE_FIXTURES.closedPublicPage,
    rule: 'public-when-open: a closed one answers as one that never existed',
    headers: shareTokenHeader,
  },
  'GET /api/team_tags/{id}/': {
    fixture: RESOURCE_FIXTURES.team,
    rule: 'public: anyone may read it',
    headers: shareTokenHeader,
  },
  'GET /api/job_descriptions/{id}': {
    fixture: RESOURCE_FIXTURES.openJobDescription,
    rule: 'public: anyone may read it',
  },
  'POST /api/job_descriptions/{id}/reaction': {
    fixture: RESOURCE_FIXTURES.openJobDescription,
    rule: 'public: anyone may read it',
  },
  'DELETE /api/job_descriptions/{id}/reaction': {
    fixture: RESOURCE_FIXTURES.openJobDescription,
    rule: 'public: anyone may read it',
  },
  // Coaching reads the job (shared) and the caller's own career, never anyone else's.
  'GET /api/job_descriptions/{id}/interview_coaching': {
    fixture: RESOURCE_FIXTURES.openJobDescription,
    rule: 'public: anyone may read it',
  },
  'POST /api/job_descriptions/{id}/interview_coaching': {
    fixture: RESOURCE_FIXTURES.openJobDescription,
    rule: 'public: anyone may read it',
    // External AI needs the caller's agreement; the sweep asks for the built-in coach.
    body: () => ({ use_external_ai: false }),
  },
  'GET /api/companies/{id}': {
    fixture: RESOURCE_FIXTURES.company,
    rule: 'public: anyone may read it',
  },

  // ---- The company console (issue 10)

  'GET /api/company/job_descriptions/{id}': {
    fixture: RESOURCE_FIXTURES.companyPublishedJob,
    rule: 'company-only: another company gets 404',
  },
  'PUT /api/company/job_descriptions/{id}': {
    fixture: RESOURCE_FIXTURES.companyPublishedJob,
    rule: 'company-only: another company gets 404',
  },
  'DELETE /api/company/job_descriptions/{id}': {
    fixture: RESOURCE_FIXTURES.companyDraftJob,
    rule: 'company-only: another company gets 404',
  },
  'POST /api/company/job_descriptions/{id}/publish': {
    fixture: RESOURCE_FIXTURES.companyDraftJob,
    rule: 'company-only: another company gets 404',
  },
  'POST /api/company/job_descriptions/{id}/close': {
    fixture: RESOURCE_FIXTURES.companyPublishedJob,
    rule: 'company-only: another company gets 404',
  },
  'POST /api/company/job_descriptions/{id}/reopen': {
    fixture: RESOURCE_FIXTURES.companyClosedJob,
    rule: 'company-only: another company gets 404',
  },
  'DELETE /api/company/invitations/{id}': {
    fixture: RESOURCE_FIXTURES.companyInvitation,
    rule: 'company-only: another company gets 404',
  },
  // The accept screen: whoever holds the mailed link, signed in or not (public-operations.ts).
  'GET /api/company/invitations/{token}': {
    fixture: RESOURCE_FIXTURES.invitationLink,
    rule: 'public: anyone may read it',
  },
  'GET /api/company/candidates/{user_id}': {
    fixture: RESOURCE_FIXTURES.candidateWhoBlockedOther,
    rule: 'company-only: another company gets 404',
  },
  'POST /api/company/candidates/{user_id}/interest': {
    fixture: RESOURCE_FIXTURES.candidateWhoBlockedOther,
    rule: 'company-only: another company gets 404',
    // No job: the example's job id 1 is not recruiter A's, and A would get a 400 for it.
    body: () => ({}),
  },
  'POST /api/company/candidates/{user_id}/career_update_requests': {
    fixture: RESOURCE_FIXTURES.candidateWhoBlockedOther,
    rule: 'company-only: another company gets 404',
    body: () => ({ message: '最新の経歴を教えてください。' }),
  },
  'GET /api/company/threads/{id}': {
    fixture: RESOURCE_FIXTURES.companyThread,
    rule: 'company-only: another company gets 404',
  },
  'GET /api/company/threads/{id}/messages': {
    fixture: RESOURCE_FIXTURES.companyThread,
    rule: 'company-only: another company gets 404',
  },
  'POST /api/company/threads/{id}/messages': {
    fixture: RESOURCE_FIXTURES.companyThread,
    rule: 'company-only: another company gets 404',
    body: () => ({ body: 'ご返信ありがとうございます。' }),
  },
  'PUT /api/company/threads/{id}/read': {
    fixture: RESOURCE_FIXTURES.companyThread,
    rule: 'company-only: another company gets 404',
  },
  'POST /api/company/threads/{id}/close': {
    fixture: RESOURCE_FIXTURES.companyThread,
    rule: 'company-only: another company gets 404',
  },

  // ---- A person's side of what companies send

  'PUT /api/candidate_interests/{id}/reaction': {
    fixture: RESOURCE_FIXTURES.interestInOwner,
    rule: 'owner-only: others get 404',
    body: () => ({ reaction_level: REACTION_LEVEL.INTERESTED }),
  },
  'POST /api/career_update_requests/{id}/answer': {
    fixture: RESOURCE_FIXTURES.careerUpdateRequestToOwner,
    rule: 'owner-only: others get 404',
  },
  'POST /api/career_update_requests/{id}/dismiss': {
    fixture: RESOURCE_FIXTURES.careerUpdateRequestToOwner,
    rule: 'owner-only: others get 404',
  },
  'GET /api/threads/{id}': {
    fixture: RESOURCE_FIXTURES.ownerThread,
    rule: 'owner-only: others get 404',
  },
  'GET /api/threads/{id}/messages': {
    fixture: RESOURCE_FIXTURES.ownerThread,
    rule: 'owner-only: others get 404',
  },
  'POST /api/threads/{id}/messages': {
    fixture: RESOURCE_FIXTURES.ownerThread,
    rule: 'owner-only: others get 404',
    body: () => ({ body: 'よろしくお願いします。' }),
  },
  'PUT /api/threads/{id}/read': {
    fixture: RESOURCE_FIXTURES.ownerThread,
    rule: 'owner-only: others get 404',
  },
  'POST /api/threads/{id}/close': {
    fixture: RESOURCE_FIXTURES.ownerThread,
    rule: 'owner-only: others get 404',
  },
  'POST /api/threads/{id}/decline': {
    fixture: RESOURCE_FIXTURES.ownerThread,
    rule: 'owner-only: others get 404',
    body: () => ({ reason: 'other' }),
  },
};
