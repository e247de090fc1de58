import { SHARE_TOKEN_HEADER, SNS_NAMES } from '@kiseki/contract';
import { eq } from 'drizzle-orm';
import { testConfig } from '../../src/config';
import type { User } from '../../src/db/schema';
import { publicSettings, snsAssociations } from '../../src/db/schema';
import type { Db } from '../../src/db/types';
import { issueShareToken } from '../../src/modules/public/share-token';
import {
  createCompany,
  createExperience,
  createJobDescription,
  createPublicSetting,
  createSnsAssociation,
  createTeam,
  createUser,
} from '../factories';

/*
 * Routes whose path names a resource (`/api/x/{id}`) must not tell one person about another's:
 * user B using an id of user A's answers exactly as an id that never existed. For that the sweep
 * (ownership.test.ts) needs a real resource of A's for every such route, so each one is listed
 * here with the fixture that makes it and the rule it follows. A route with a path parameter
 * and no entry fails the sweep; so does an entry whose route is gone.
 */

export type PathParams = Record<string, string | number>;

export interface FixtureContext {
  db: Db;
  /** User A: the signed-in sweep user the resource belongs to. */
  owner: User;
}

/** How the sweep makes one resource of a type. Build it with the factories in test/factories. */
export interface ResourceFixture {
  /** What the id names, for messages. */
  describes: string;
  /** Makes one resource belonging to `owner`; returns the path parameters that name it. */
  create(ctx: FixtureContext): Promise<PathParams>;
  /** Well-formed path parameters of one that never existed (so the route itself is reached). */
  neverExisted: PathParams;
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
 */
export type OwnershipRule =
  | 'owner-only: others get 404'
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
};
