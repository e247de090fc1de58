import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FUZZ_SEED, planFuzz } from './fuzz';
import {
  answerProblems,
  exampleParams,
  Failures,
  type Identity,
  type IdentityName,
  isAdminRoute,
  isCompanyRoute,
  type Sweep,
  startSweep,
} from './harness';
import type { Operation } from './openapi';
import { fixtureContext, PATH_PARAM_OPERATIONS, type PathParams } from './ownership-fixtures';
import { PUBLIC_OPERATIONS } from './public-operations';

/** Past this the plan has grown by accident (a schema with hundreds of fields?): look first. */
// 1,500 until issue 8 added about thirty portfolio, person and public operations (1,680);
// 2,500 until issue 10 added the company side, about forty-five operations (3,563): the job
// posting form alone has 16 fields, fuzzed on create and on edit (over 400 requests).
const MAX_FUZZ_REQUESTS = 3600;
/** The share of cases sent by the callers other than an operation's primary one. */
const OTHERS_SHARE = 0.3;

/*
 * Rate limits: each request comes from an address of its own (198.18.0.0/15, the range set
 * aside for tests), so the per-IP limits (30 failed logins per 15 minutes, 50 sign-ups or
 * reset mails per hour) never cut the run short and every case reaches its handler. Limits
 * per address or per user can still answer 429; that is an answer in our shape like any other
 * 4xx, and accepted as one.
 */
const ipFor = (n: number) => `198.18.${(n >> 8) & 255}.${n & 255}`;

describe('API sweep: hostile input never gets a 5xx, a leak, or an answer outside our shape', () => {
  let sweep: Sweep;
  const people = new Map<IdentityName, Identity>();
  const pathParams = new Map<string, PathParams>();

  beforeAll(async () => {
    sweep = await startSweep();
    for (const name of ['visitor', 'user A', 'admin', 'recruiter A'] as const) {
      people.set(name, await sweep.identity(name));
    }
    // Body and query cases of a route with an id name a real resource, so they get past the
    // look-up to whatever the handler does next.
    const fixtures = await fixtureContext(sweep);
    for (const op of sweep.operations) {
      const entry = PATH_PARAM_OPERATIONS[op.key];
      if (op.pathParams.length === 0) continue;
      pathParams.set(op.key, entry ? await entry.fixture.create(fixtures) : exampleParams(op));
    }
  });
  afterAll(async () => sweep.close());

  it('answers every case of the seeded plan in our error shape, without a 5xx or a leak', async () => {
    const seed = Number(process.env.SWEEP_SEED ?? FUZZ_SEED);
    const callers = (op: Operation): { primary: IdentityName; others: IdentityName[] } => {
      // The caller who gets furthest into the operation sends every case; the others a sample.
      if (isAdminRoute(op)) return { primary: 'admin', others: ['user A', 'visitor'] };
      if (PUBLIC_OPERATIONS[op.key] !== undefined) {
        return { primary: 'visitor', others: ['user A'] };
      }
      // The console's calls as its recruiter: an engineer gets 403 before any validation, which
      // fuzzes nothing (and what is parsed before the guard, the visitor's sample covers).
      if (isCompanyRoute(op)) return { primary: 'recruiter A', others: ['visitor'] };
      return { primary: 'user A', others: ['visitor'] };
    };
    const plan = planFuzz(sweep.operations, {
      seed,
      callers,
      pathParams: (op) => pathParams.get(op.key) ?? {},
      othersShare: OTHERS_SHARE,
    });
    expect(
      plan.length,
      `the fuzz plan has ${plan.length} requests, more than MAX_FUZZ_REQUESTS: see what grew (fuzz.ts) before raising it`,
    ).toBeLessThanOrEqual(MAX_FUZZ_REQUESTS);

    const only = process.env.SWEEP_CASE?.split(',').map((id) => id.trim());
    const cases = only ? plan.filter((c) => only.includes(c.id)) : plan;
    if (only) expect(cases.length, `no case ${only.join(', ')} in this plan`).toBeGreaterThan(0);

    const failures = new Failures(`fuzz (seed ${seed}, ${cases.length} requests)`);
    for (const c of cases) {
      const ex = await sweep.send(people.get(c.identity)!, {
        operation: c.op.key,
        probe: `${c.id} ${c.probe}`,
        method: c.op.method,
        url: c.url,
        body: c.body,
        ip: ipFor(Number(c.id.slice(1))),
        replay: `SWEEP_CASE=${c.id}${seed === FUZZ_SEED ? '' : ` SWEEP_SEED=${seed}`} npx vitest run apps/server/test/sweep/fuzz.test.ts --project server-pglite`,
      });
      const problems = answerProblems(ex);
      if (c.mustRefuse && ex.status >= 200 && ex.status < 300) {
        problems.push(
          `accepted (${ex.status}) a value PostgreSQL cannot store or that is not Unicode: it must be refused with a 4xx, not stored or silently changed`,
        );
      }
      if (problems.length > 0) failures.exchange(ex, problems.join('; '));
    }
    failures.assertNone();
    // About 11 s alone (3,563 requests; 9 s on PostgreSQL), 30 s beside the other sweep files
    // on two cores; the plan grows with every route, and CI runs it beside the other suites.
  }, 180_000);
});
