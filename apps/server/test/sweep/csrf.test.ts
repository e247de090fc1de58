import { afterAll, beforeAll, describe, it } from 'vitest';
import {
  type CsrfMode,
  errorCodeOf,
  errorShapeProblem,
  exampleRequest,
  Failures,
  type Identity,
  type Sweep,
  startSweep,
} from './harness';
import { PUBLIC_OPERATIONS } from './public-operations';

/** Looks like a token (`nonce.mac`, base64url) but carries no MAC of ours. */
const FORGED_TOKEN = 'c3dlZXAtZm9yZ2VkLW5vbmNl.Zm9yZ2VkLW1hYy1mb3JnZWQtbWFjLWZvcmdlZC1tYWMtZm9y';

describe('API sweep: every unsafe operation refuses a bad CSRF token', () => {
  let sweep: Sweep;
  let visitor: Identity;
  let user: Identity;
  let userB: Identity;

  beforeAll(async () => {
    sweep = await startSweep();
    visitor = await sweep.identity('visitor');
    user = await sweep.identity('user A');
    userB = await sweep.identity('user B');
  });
  afterAll(async () => sweep.close());

  it('lets the sweep’s own tokens through (otherwise every refusal below proves nothing)', async () => {
    const failures = new Failures('CSRF control requests');
    for (const who of [visitor, user]) {
      const ex = await sweep.send(who, {
        operation: 'PUT /api/login_status/',
        probe: 'control: own valid token',
        method: 'PUT',
        url: '/api/login_status/',
      });
      if (ex.status !== 200)
        failures.exchange(ex, `expected 200 with a valid token, got ${ex.status}`);
    }
    failures.assertNone();
  });

  it('answers 403 csrf_failed to a missing, another session’s, and a forged token', async () => {
    const failures = new Failures('unsafe operations without CSRF protection');
    for (const [i, op] of sweep.operations.entries()) {
      if (!op.unsafe) continue;
      // Signed in for every operation; as a visitor too where a visitor may call it.
      const callers: [Identity, Identity][] = [[user, userB]];
      if (PUBLIC_OPERATIONS[op.key] !== undefined) callers.push([visitor, user]);
      for (const [who, other] of callers) {
        const modes: [string, CsrfMode][] = [
          ['missing X-CSRFToken', { kind: 'missing' }],
          [`${other.name}'s token (another session)`, { kind: 'another session', from: other }],
          ['forged token', { kind: 'forged', token: FORGED_TOKEN }],
        ];
        for (const [probe, csrf] of modes) {
          const ex = await sweep.send(who, {
            operation: op.key,
            probe: `CSRF: ${probe}`,
            csrf,
            ...exampleRequest(op, {}, 2000 + i),
          });
          const shape = errorShapeProblem(ex);
          if (ex.status !== 403 || shape || errorCodeOf(ex) !== 'csrf_failed') {
            failures.exchange(
              ex,
              `expected 403 csrf_failed, got ${ex.status}${ex.status === 403 && shape ? ` (${shape})` : ''}. Unsafe methods pass plugins/csrf.ts's onRequest hook; nothing may answer before it`,
            );
          }
        }
      }
    }
    failures.assertNone();
  });
});
