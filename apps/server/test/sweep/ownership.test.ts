import { isDeepStrictEqual } from 'node:util';
import { afterAll, beforeAll, describe, it } from 'vitest';
import {
  type Exchange,
  errorCodeOf,
  errorShapeProblem,
  exampleRequest,
  Failures,
  type Identity,
  jsonBody,
  type Sweep,
  startSweep,
} from './harness';
import type { Operation } from './openapi';
import {
  type FixtureContext,
  fixtureContext,
  PATH_PARAM_OPERATIONS,
  type PathParams,
} from './ownership-fixtures';

const FIXTURES_FILE = 'apps/server/test/sweep/ownership-fixtures.ts';

const bodyOf = (ex: Exchange): unknown => {
  try {
    return JSON.parse(ex.body);
  } catch {
    return ex.body;
  }
};

describe('API sweep: an id of A’s, used by B, answers as one that never existed', () => {
  let sweep: Sweep;
  let a: Identity;
  let b: Identity;
  let admin: Identity;
  let recruiterA: Identity;
  let recruiterB: Identity;
  let fixtures: FixtureContext;

  beforeAll(async () => {
    sweep = await startSweep();
    a = await sweep.identity('user A');
    b = await sweep.identity('user B');
    admin = await sweep.identity('admin');
    recruiterA = await sweep.identity('recruiter A');
    recruiterB = await sweep.identity('recruiter B');
    fixtures = await fixtureContext(sweep);
  });
  afterAll(async () => sweep.close());

  it('has a fixture for every operation with a path parameter, and none for a route gone', () => {
    const failures = new Failures('operations with path parameters and no ownership fixture');
    const keys = new Set(sweep.operations.map((op) => op.key));
    for (const op of sweep.operations) {
      if (op.pathParams.length > 0 && PATH_PARAM_OPERATIONS[op.key] === undefined) {
        failures.note(
          `${op.key} has path parameters (${op.pathParams.map((p) => p.name).join(', ')}) and no entry in ${FIXTURES_FILE}`,
          `Add '${op.key}': { fixture, rule } there: a fixture per resource type (built with test/factories) that makes one belonging to user A (or to recruiter A's company), and the rule it follows ('owner-only: others get 404', 'company-only: another company gets 404', 'admin-only: non-admin gets 403', …: see OwnershipRule).`,
        );
      }
    }
    for (const key of Object.keys(PATH_PARAM_OPERATIONS)) {
      if (!keys.has(key)) {
        failures.note(
          `${FIXTURES_FILE} has an entry for '${key}', which /api/openapi.json no longer describes`,
          'Remove it (or fix the key: `METHOD /path/{param}` as in the description).',
        );
      }
    }
    failures.assertNone();
  });

  it('follows each operation’s rule for an existing id and one that never existed', async () => {
    const failures = new Failures('ids that tell one person about another’s resources');
    const call = (who: Identity, op: Operation, params: PathParams, probe: string, i: number) => {
      const entry = PATH_PARAM_OPERATIONS[op.key]!;
      const example = exampleRequest(op, params, 3000 + i);
      return sweep.send(who, {
        operation: op.key,
        probe,
        ...example,
        body: entry.body ? jsonBody(entry.body(params)) : example.body,
        ...(entry.headers ? { extraHeaders: entry.headers() } : {}),
      });
    };
    /** Both answers must be `status` with `code`, and identical to each other. */
    const expectSame = (mine: Exchange, never: Exchange, status: number, code: string) => {
      for (const ex of [mine, never]) {
        const shape = errorShapeProblem(ex);
        if (ex.status !== status || shape || errorCodeOf(ex) !== code) {
          const why = ex.status === status && shape ? ` (${shape})` : '';
          failures.exchange(ex, `expected ${status} ${code}, got ${ex.status}${why}`);
        }
      }
      if (mine.status !== never.status || !isDeepStrictEqual(bodyOf(mine), bodyOf(never))) {
        failures.exchange(
          mine,
          `answers differently from an id that never existed (${never.status} ${never.body}): the difference tells that it exists`,
        );
      }
    };

    for (const [i, op] of sweep.operations.entries()) {
      const entry = PATH_PARAM_OPERATIONS[op.key];
      if (!entry || op.pathParams.length === 0) continue;
      const owned = await entry.fixture.create(fixtures);
      const never = entry.fixture.neverExisted;
      const what = entry.fixture.describes;

      if (entry.rule === 'owner-only: others get 404') {
        const byB = await call(b, op, owned, `user B uses an id of user A's (${what})`, i);
        const byBNever = await call(b, op, never, `user B uses an id that never existed`, i);
        expectSame(byB, byBNever, 404, 'not_found');
        // Last, since it may change or use up the resource.
        const byA = await call(a, op, owned, `user A uses their own resource (${what})`, i);
        if ([401, 403, 404].includes(byA.status)) {
          failures.exchange(
            byA,
            `user A cannot reach their own resource (${what}): ${byA.status}. The fixture in ${FIXTURES_FILE} or the route is wrong, and B's 404 proves nothing`,
          );
        }
      } else if (entry.rule === 'company-only: another company gets 404') {
        const byB = await call(
          recruiterB,
          op,
          owned,
          `recruiter B (another company) uses the id of ${what}`,
          i,
        );
        const byBNever = await call(
          recruiterB,
          op,
          never,
          'recruiter B uses an id that never existed',
          i,
        );
        expectSame(byB, byBNever, 404, 'not_found');
        // Last, since it may change or use up the resource.
        const byA = await call(recruiterA, op, owned, `recruiter A uses the id of ${what}`, i);
        if ([401, 403, 404].includes(byA.status)) {
          failures.exchange(
            byA,
            `recruiter A cannot reach ${what}: ${byA.status}. The fixture in ${FIXTURES_FILE} or the route is wrong, and B's 404 proves nothing`,
          );
        }
      } else if (
        entry.rule === 'public-when-open: a closed one answers as one that never existed'
      ) {
        const byB = await call(b, op, owned, `user B opens user A's closed page (${what})`, i);
        const byBNever = await call(b, op, never, `user B opens one that never existed`, i);
        expectSame(byB, byBNever, 404, 'not_found');
        const byA = await call(a, op, owned, `user A opens their own closed page (${what})`, i);
        expectSame(byA, byBNever, 404, 'not_found');
      } else if (entry.rule === 'public: anyone may read it') {
        const byB = await call(b, op, owned, `user B reads ${what}`, i);
        if (byB.status < 200 || byB.status >= 300) {
          failures.exchange(byB, `anyone may read ${what}: expected 2xx, got ${byB.status}`);
        }
        const byBNever = await call(b, op, never, `user B reads one that never existed`, i);
        if (byBNever.status !== 404 || errorCodeOf(byBNever) !== 'not_found') {
          failures.exchange(byBNever, `expected 404 not_found, got ${byBNever.status}`);
        }
      } else {
        const byB = await call(b, op, owned, `a non-admin uses the id of ${what}`, i);
        const byBNever = await call(b, op, never, `a non-admin uses an id that never existed`, i);
        expectSame(byB, byBNever, 403, 'forbidden');
        const byAdminNever = await call(
          admin,
          op,
          never,
          'an admin uses an id that never existed',
          i,
        );
        const shape = errorShapeProblem(byAdminNever);
        if (byAdminNever.status !== 404 || shape || errorCodeOf(byAdminNever) !== 'not_found') {
          failures.exchange(byAdminNever, `expected 404 not_found, got ${byAdminNever.status}`);
        }
        // Last, since it may change the admin's session (impersonation).
        const byAdmin = await call(admin, op, owned, `an admin uses the id of ${what}`, i);
        if (byAdmin.status < 200 || byAdmin.status >= 300) {
          failures.exchange(
            byAdmin,
            `an admin may reach any ${what}: expected 2xx, got ${byAdmin.status}`,
          );
        }
      }
    }
    failures.assertNone();
  });
});
