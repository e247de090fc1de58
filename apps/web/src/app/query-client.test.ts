import { QUERY_MAX_RETRIES } from '@kiseki/contract/constants';
import { describe, expect, it, vi } from 'vitest';
import { apiFetch } from '../shared/api/client';
import { ApiError } from '../shared/api/errors';
import { setAppNavigator } from '../shared/lib/app-navigation';
import { jsonResponse, mockApi } from '../test/api-mock';
import { createQueryClient, shouldRetry } from './query-client';

const error = (status: number) =>
  new ApiError({ status, code: 'internal_error', message: 'x', method: 'GET', path: '/api/x/' });

describe('retry rule', () => {
  it('never retries client 4xx errors', () => {
    for (const status of [400, 401, 402, 403, 404, 409, 429]) {
      expect(shouldRetry(0, error(status))).toBe(false);
    }
  });

  it('does not retry a maintenance 503 of a maintenance-aware endpoint', () => {
    const maintenance = new ApiError({
      status: 503,
      code: 'maintenance',
      message: 'x',
      method: 'GET',
      path: '/api/person/',
    });
    expect(shouldRetry(0, maintenance)).toBe(false);
  });

  it(`retries other failures up to ${QUERY_MAX_RETRIES} times`, () => {
    for (const failure of [error(500), error(503), error(0), new Error('boom')]) {
      expect(shouldRetry(0, failure)).toBe(true);
      expect(shouldRetry(QUERY_MAX_RETRIES - 1, failure)).toBe(true);
      expect(shouldRetry(QUERY_MAX_RETRIES, failure)).toBe(false);
    }
  });

  it('asks once for a 404 and four times (1 + 3 retries) for a 500', async () => {
    vi.useFakeTimers();
    setAppNavigator({ navigate: () => {}, location: () => ({ pathname: '/', search: '' }) });
    const api = mockApi({
      '/api/missing/': { status: 404, json: { error: { code: 'not_found', message: 'x' } } },
      '/api/broken/': () => jsonResponse({ error: { code: 'internal_error', message: 'x' } }, 500),
    });
    const client = createQueryClient();

    const missing = client.fetchQuery({
      queryKey: ['missing'],
      queryFn: () => apiFetch('/api/missing/'),
    });
    await expect(missing).rejects.toBeInstanceOf(ApiError);
    expect(api.callsTo('/api/missing/')).toBe(1);

    const broken = client.fetchQuery({
      queryKey: ['broken'],
      queryFn: () => apiFetch('/api/broken/'),
    });
    const settled = broken.catch((reason: unknown) => reason);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(await settled).toBeInstanceOf(ApiError);
    expect(api.callsTo('/api/broken/')).toBe(1 + QUERY_MAX_RETRIES);
  });
});
