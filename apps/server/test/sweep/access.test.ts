import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXEMPT_ROUTES } from './exempt-routes';
import {
  errorCodeOf,
  errorShapeProblem,
  exampleRequest,
  Failures,
  type Identity,
  type Sweep,
  startSweep,
} from './harness';
import { toOpenApiPath } from './openapi';
import { PUBLIC_OPERATIONS } from './public-operations';
import { routeRecorder } from './route-recorder';

// Every route the app registers, through buildApp's onRoute dependency.
const { routes: recordedRoutes, onRoute } = routeRecorder();

const EXEMPT_FILE = 'apps/server/test/sweep/exempt-routes.ts';
const PUBLIC_FILE = 'apps/server/test/sweep/public-operations.ts';

describe('API sweep: every route described, every operation guarded or listed as public', () => {
  let sweep: Sweep;
  let visitor: Identity;

  beforeAll(async () => {
    sweep = await startSweep({ onRoute });
    visitor = await sweep.identity('visitor');
  });
  afterAll(async () => sweep.close());

  it('describes every registered route in /api/openapi.json, or exempts it with a reason', () => {
    const failures = new Failures('routes missing from /api/openapi.json');
    const registered = new Set(recordedRoutes.map((r) => `${r.method} ${r.url}`));
    expect(
      registered.size,
      'the onRoute recorder saw no routes: buildApp did not pass on its onRoute dependency',
    ).toBeGreaterThan(0);
    const described = new Set(sweep.operations.map((op) => `${op.method} ${op.routeUrl}`));

    // The recorder must see what the description shows, or its silence proves nothing.
    for (const op of sweep.operations) {
      const route = `${op.method} ${op.routeUrl}`;
      if (!registered.has(route)) {
        failures.note(`${op.key} is described but the onRoute recorder did not see ${route}`);
      }
    }

    for (const route of [...registered].sort()) {
      if (described.has(route) || EXEMPT_ROUTES[route] !== undefined) continue;
      const [method, url] = route.split(' ') as [string, string];
      // Fastify's HEAD twin of a GET follows its GET (exempt-routes.ts explains).
      const get = `GET ${url}`;
      if (method === 'HEAD' && registered.has(get)) continue;
      const hidden = recordedRoutes.some((r) => `${r.method} ${r.url}` === route && r.hidden);
      failures.note(
        `${route} is registered but not described in /api/openapi.json`,
        url.startsWith('/api/')
          ? `It is under /api/, so it is part of the API: give it a schema (tags, summary, body/querystring/params, response)${hidden ? ' and drop `hide: true`' : ''} so @fastify/swagger describes it as ${method} ${toOpenApiPath(url)}.\nIf it truly is not part of the API, add '${route}': '<why>' to ${EXEMPT_FILE}.`
          : `If it is not part of the API (a page, a redirect, a probe), add '${route}': '<why>' to ${EXEMPT_FILE}.\nIf it is, move it under /api/ and give it a schema.`,
      );
    }

    for (const route of Object.keys(EXEMPT_ROUTES)) {
      if (!registered.has(route)) {
        failures.note(
          `${EXEMPT_FILE} lists '${route}', which is no longer registered`,
          'Remove the line.',
        );
      } else if (described.has(route)) {
        failures.note(
          `${EXEMPT_FILE} lists '${route}', which /api/openapi.json describes`,
          'A described route needs no exemption: remove the line.',
        );
      }
    }
    failures.assertNone();
  });

  it('answers a visitor 401 in our error shape from every operation not listed as public', async () => {
    const failures = new Failures('operations neither public nor guarded');
    const keys = new Set(sweep.operations.map((op) => op.key));
    for (const key of Object.keys(PUBLIC_OPERATIONS)) {
      if (!keys.has(key)) {
        failures.note(
          `${PUBLIC_FILE} lists '${key}', which /api/openapi.json no longer describes`,
          'Remove the line (or fix the key: `METHOD /path/{param}` as in the description).',
        );
      }
    }

    for (const [i, op] of sweep.operations.entries()) {
      const ex = await sweep.send(visitor, {
        operation: op.key,
        probe: 'a visitor calls it (with a valid CSRF token)',
        ...exampleRequest(op, {}, 1000 + i),
      });
      const publicReason = PUBLIC_OPERATIONS[op.key];
      if (publicReason !== undefined) {
        if (ex.status === 401) {
          failures.exchange(
            ex,
            `listed as public (“${publicReason}”) but a visitor gets 401: remove it from ${PUBLIC_FILE}`,
          );
        }
        continue;
      }
      const shape = errorShapeProblem(ex);
      if (ex.status !== 401 || shape || errorCodeOf(ex) !== 'unauthenticated') {
        failures.exchange(
          ex,
          `a visitor got ${ex.status}${ex.status === 401 && shape ? ` (${shape})` : ''}, not 401 unauthenticated in our error shape. Guard it (preValidation: requireUser / requireAdmin / requireOwnSession from modules/accounts/auth-guards.ts), or, if strangers may call it, add '${op.key}': '<why>' to ${PUBLIC_FILE}`,
        );
      }
    }
    failures.assertNone();
  });
});
