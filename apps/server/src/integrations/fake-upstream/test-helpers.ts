import { expect } from 'vitest';
import { createOutboundHttp, type OutboundHttpClient } from '../http/create-outbound-http';
import { UpstreamError } from '../types';
import type { FakeUpstream } from './server';
import type { FakeMode, FakeState } from './types';

/* Shared by the fake upstream's own tests and the client tests that run against it. */

export async function postControl(fake: FakeUpstream, body: unknown): Promise<Response> {
  return fetch(`${fake.origin}/__control`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
}

/** Sends a control command (mode, touch, reset) and expects the fake to take it. */
export async function controlFake(fake: FakeUpstream, body: unknown): Promise<void> {
  const res = await postControl(fake, body);
  expect(res.status).toBe(200);
}

export async function setMode(fake: FakeUpstream, service: string, mode: FakeMode): Promise<void> {
  const res = await postControl(fake, { mode: { service, mode } });
  if (res.status !== 200) throw new Error(`mode: ${res.status} ${await res.text()}`);
}

export async function touchAccount(fake: FakeUpstream, service: string, account: string) {
  const res = await postControl(fake, { touch: { service, account } });
  if (res.status !== 200) throw new Error(`touch: ${res.status} ${await res.text()}`);
}

export async function resetFake(fake: FakeUpstream): Promise<void> {
  const res = await postControl(fake, { reset: true });
  if (res.status !== 200) throw new Error(`reset: ${res.status}`);
}

/** The request log through the control API, optionally only below one prefix. */
export async function loggedRequests(
  fake: FakeUpstream,
  prefix?: string,
): Promise<FakeState['requests']> {
  const all = (await (await fetch(`${fake.origin}/__requests`)).json()) as FakeState['requests'];
  return prefix ? all.filter((r) => r.path.startsWith(`/${prefix}/`)) : all;
}

/** The real outbound HTTP client, allowed to reach the fake (and nothing private else). */
export const outboundFor = (fake: FakeUpstream): OutboundHttpClient =>
  createOutboundHttp({
    allowedTestOrigins: [fake.origin],
    userAgent: 'kiseki-test',
    sleep: () => Promise.resolve(),
  });

/** Runs a promise that must fail with an UpstreamError and returns the error. */
export async function upstreamFailure(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (err) {
    return err as { name: string; kind: string; message: string; details: Record<string, unknown> };
  }
  throw new Error('expected an UpstreamError, got success');
}

/** Awaits a promise that must reject with an UpstreamError, and returns that error. */
export async function expectUpstreamError(promise: Promise<unknown>): Promise<UpstreamError> {
  const err = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(UpstreamError);
  return err as UpstreamError;
}
