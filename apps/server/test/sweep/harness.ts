import {
  CSRF_COOKIE,
  CSRF_HEADER,
  ERROR_CODES,
  SESSION_COOKIE,
  USER_ID_COOKIE,
} from '@kiseki/contract';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { Company, User } from '../../src/db/schema';
import { clearRateLimit } from '../../src/modules/rate-limit/rate-limit.service';
import { RATE_LIMITS } from '../../src/modules/rate-limit/rate-limit-rules';
import { createCompany, createRecruiter, createUser, ensureMasterData } from '../factories';
import { createTestApp, type TestApp } from '../helpers/app';
import { TestClient } from '../helpers/client';
import { exampleOf, loadOperations, type OpenApiDocument, type Operation } from './openapi';

/*
 * What every check of the sweep shares: one app per test file over a fresh database, the people
 * who call it (signed in once, signed in again only when a request ended their session), a way
 * to send one exact request and keep everything needed to replay it, the rules every answer
 * keeps, and the report that lists all failures of a check at once.
 */

/**
 * Users A and B are engineers; recruiters A and B are admins of two companies of their own
 * (made for each sweep), so a company's resources can be tried from another company.
 */
export type IdentityName =
  | 'visitor'
  | 'user A'
  | 'user B'
  | 'admin'
  | 'recruiter A'
  | 'recruiter B';

export type Account = User & { password: string };

const isRecruiter = (name: IdentityName) => name.startsWith('recruiter');

/** A browser: a visitor, or a person signed in through the API. */
export class Identity {
  private jar = new Map<string, string>();
  private stale = true;

  constructor(
    private readonly sweep: Sweep,
    readonly name: IdentityName,
    readonly account: Account | null,
    readonly ip: string,
    /** A recruiter's company (its admin); null for everyone else. */
    readonly company: Company | null = null,
  ) {}

  get signedIn(): boolean {
    return this.account !== null;
  }

  /** "user (user3@example.jp, signed in)" */
  describe(): string {
    if (!this.account) return `${this.name} (no session)`;
    if (this.company) {
      return `${this.name} (company admin ${this.account.email}, id ${this.account.id}, of company ${this.company.id}, signed in)`;
    }
    const role = this.account.isAdmin ? 'admin account' : 'plain account';
    return `${this.name} (${role} ${this.account.email}, id ${this.account.id}, signed in)`;
  }

  /** Signs in (again) when the last request may have ended or replaced the session. */
  async ready(): Promise<void> {
    if (!this.stale) return;
    const client = new TestClient(this.sweep.app, this.ip);
    if (this.account) {
      // Fuzz cases that confirm a password (change, email change, deletion) with a wrong one
      // count as failed logins of this account (decision 004); the sweep's own sign-in is
      // not what is being tested, so it starts from a clean count.
      await clearRateLimit(
        this.sweep.h.t.database.db,
        new Date(),
        RATE_LIMITS.loginFailuresPerAccount,
        this.account.email,
      );
      await client.signIn(this.account.email, this.account.password);
    }
    if (!client.jar.has(CSRF_COOKIE)) await client.get('/api/login_status/');
    this.jar = new Map(client.jar);
    this.stale = false;
  }

  /** The next request makes a fresh session first. */
  markStale(): void {
    this.stale = true;
  }

  get csrfToken(): string {
    const token = this.jar.get(CSRF_COOKIE);
    if (!token) throw new Error(`${this.name} has no csrftoken: call ready() first`);
    return token;
  }

  cookies(): Map<string, string> {
    return new Map(this.jar);
  }
}

/** How a request carries its CSRF token (unsafe methods only; safe ones never need it). */
export type CsrfMode =
  | { kind: 'own' }
  | { kind: 'missing' }
  | { kind: 'another session'; from: Identity }
  | { kind: 'forged'; token: string };

export interface SweepRequest {
  /** The operation (OpenAPI key) or route the request is for. */
  operation: string;
  /** What this request probes, in a few words. */
  probe: string;
  method: string;
  /** Exactly as sent, percent-encoding and all. */
  url: string;
  body?: { text: string; contentType: string } | undefined;
  csrf?: CsrfMode;
  /** Client address; by default the identity's own. */
  ip?: string;
  /** Headers an operation needs besides cookies and CSRF (the share token of public pages). */
  extraHeaders?: Record<string, string>;
  /** How to run this one request again, when it is more than the request itself. */
  replay?: string;
}

export interface Exchange {
  request: SweepRequest;
  who: IdentityName;
  /** The identity in full: who, which account. */
  identity: string;
  /** Header lines that matter for a replay, values of secrets described rather than copied. */
  sentHeaders: string[];
  ip: string;
  status: number;
  body: string;
  contentType: string | undefined;
}

export interface Sweep {
  h: TestApp;
  readonly app: TestApp['app'];
  doc: OpenApiDocument;
  operations: Operation[];
  identity(name: IdentityName): Promise<Identity>;
  send(who: Identity, req: SweepRequest): Promise<Exchange>;
  close(): Promise<void>;
}

/** Tells sweep accounts and their addresses apart. */
let serial = 0;

/** The app (one per test file), its OpenAPI operations, and the people who call it. */
export async function startSweep(deps: Parameters<typeof createTestApp>[1] = {}): Promise<Sweep> {
  const h = await createTestApp({}, deps);
  // As main.ts does at boot: stored ids (experience positions …) point into the master.
  await ensureMasterData(h.t.database.db);
  const { doc, operations } = await loadOperations(h.app);
  const identities = new Map<IdentityName, Identity>();

  const sweep: Sweep = {
    h,
    app: h.app,
    doc,
    operations,
    async identity(name) {
      let who = identities.get(name);
      if (!who) {
        const db = h.t.database.db;
        const email = `sweep-${name.replace(' ', '-')}-${++serial}@example.jp`;
        if (isRecruiter(name)) {
          const company = await createCompany(db);
          const account = await createRecruiter(db, company.id, { role: 'admin', email });
          who = new Identity(sweep, name, account, `192.0.2.${++serial}`, company);
        } else {
          const account =
            name === 'visitor' ? null : await createUser(db, { isAdmin: name === 'admin', email });
          who = new Identity(sweep, name, account, `192.0.2.${++serial}`);
        }
        identities.set(name, who);
      }
      await who.ready();
      return who;
    },
    send: (who, req) => send(sweep, who, req),
    close: () => h.close(),
  };
  return sweep;
}

async function send(sweep: Sweep, who: Identity, req: SweepRequest): Promise<Exchange> {
  await who.ready();
  const unsafe = !['GET', 'HEAD', 'OPTIONS'].includes(req.method);
  const csrf: CsrfMode = req.csrf ?? { kind: 'own' };
  const cookies = who.cookies();
  const sentHeaders: string[] = [];
  const cookieNotes: string[] = [];
  let headerToken: string | undefined;
  let headerNote = '';

  if (unsafe) {
    switch (csrf.kind) {
      case 'own':
        headerToken = who.csrfToken;
        headerNote = `<${who.name}'s own csrftoken>`;
        break;
      case 'missing':
        break;
      case 'another session':
        cookies.set(CSRF_COOKIE, csrf.from.csrfToken);
        headerToken = csrf.from.csrfToken;
        headerNote = `<${csrf.from.name}'s csrftoken, from another session>`;
        break;
      case 'forged':
        cookies.set(CSRF_COOKIE, csrf.token);
        headerToken = csrf.token;
        headerNote = csrf.token;
        break;
    }
  }
  for (const [name, value] of cookies) {
    if (name === SESSION_COOKIE) cookieNotes.push(`${name}=<${who.name}'s session>`);
    else if (name === CSRF_COOKIE) {
      cookieNotes.push(
        `${name}=${value === who.csrfToken ? `<${who.name}'s own csrftoken>` : headerNote}`,
      );
    } else cookieNotes.push(`${name}=${name === USER_ID_COOKIE ? value : '…'}`);
  }
  const headers: Record<string, string> = {};
  if (cookies.size > 0) {
    headers.cookie = [...cookies].map(([n, v]) => `${n}=${v}`).join('; ');
    sentHeaders.push(`cookie: ${cookieNotes.join('; ')}`);
  }
  if (headerToken !== undefined) {
    headers[CSRF_HEADER] = headerToken;
    sentHeaders.push(`${CSRF_HEADER}: ${headerNote}`);
  } else if (unsafe) sentHeaders.push(`${CSRF_HEADER}: (not sent)`);
  if (req.body) {
    headers['content-type'] = req.body.contentType;
    sentHeaders.push(`content-type: ${req.body.contentType}`);
  }
  for (const [name, value] of Object.entries(req.extraHeaders ?? {})) {
    headers[name] = value;
    sentHeaders.push(`${name}: ${value}`);
  }
  const ip = req.ip ?? who.ip;

  const res: LightMyRequestResponse = await sweep.app.inject({
    method: req.method as 'GET',
    url: req.url,
    headers,
    remoteAddress: ip,
    ...(req.body ? { payload: req.body.text } : {}),
  });

  // A request that worked may have ended or replaced the session (sign-out, the terms
  // declined, impersonation); so may one that set or cleared the session cookie. The next
  // request of this identity starts from a fresh sign-in rather than guessing.
  const touchedSession = res.cookies.some((c) => c.name === SESSION_COOKIE);
  const worked = res.statusCode >= 200 && res.statusCode < 300;
  if (touchedSession || (unsafe && worked) || (who.signedIn && res.statusCode === 401)) {
    who.markStale();
  }
  const contentType = res.headers['content-type'];
  return {
    request: req,
    who: who.name,
    identity: who.describe(),
    sentHeaders,
    ip,
    status: res.statusCode,
    body: res.body,
    contentType: typeof contentType === 'string' ? contentType : undefined,
  };
}

/* ---------------------------------------------------------------- requests from the doc */

/** The path with its parameters filled in (values percent-encoded unless `raw`). */
export function fillPath(
  op: Operation,
  params: Record<string, string | number>,
  raw: Record<string, string> = {},
): string {
  return op.path.replace(/\{([^}]+)\}/g, (_m, name: string) => {
    if (raw[name] !== undefined) return raw[name];
    const value = params[name] ?? exampleOf(op.pathParams.find((p) => p.name === name)!.schema);
    return encodeURIComponent(String(value));
  });
}

/** A plain request the operation accepts as far as its schema goes: example path and body. */
export function exampleRequest(
  op: Operation,
  params: Record<string, string | number> = {},
  uniq = 0,
): Pick<SweepRequest, 'method' | 'url' | 'body'> {
  const query = op.queryParams
    .filter((p) => p.required)
    .map((p) => `${p.name}=${encodeURIComponent(String(exampleOf(p.schema, p.name, uniq)))}`);
  return {
    method: op.method,
    url: fillPath(op, params) + (query.length ? `?${query.join('&')}` : ''),
    body: op.body ? jsonBody(exampleOf(op.body, '', uniq)) : undefined,
  };
}

export const jsonBody = (value: unknown) => ({
  text: JSON.stringify(value),
  contentType: 'application/json',
});

export const isAdminRoute = (op: Operation) =>
  op.path.startsWith('/api/admin/') || op.tags.includes('admin');

/** The company console's calls (issue 10): a recruiter's, about their own company. */
export const isCompanyRoute = (op: Operation) => op.path.startsWith('/api/company/');

/** Path parameter values from a schema alone (when no fixture says better). */
export const exampleParams = (op: Operation): Record<string, string | number> =>
  Object.fromEntries(
    op.pathParams.map((p) => [p.name, exampleOf(p.schema, p.name) as string | number]),
  );

/* ---------------------------------------------------------------- what every answer keeps */

/** `at fn (/path/file.ts:12:5)`, `at /path/file.js:3:9`: a stack frame. */
const STACK_FRAME = /\bat (?:[^\s()]+ )?\(?[^\s()]+:\d+:\d+\)?/;
const INTERNAL_PATHS = ['/work/', 'node_modules', '.ts:'];

/**
 * What is wrong with an answer, by the rules every answer keeps: no 5xx, no stack trace, no
 * internal path, no framework code, and anything but a 2xx in our error shape
 * `{"error":{"code","message",…}}` with a code of the contract.
 */
export function answerProblems(ex: Exchange): string[] {
  const problems: string[] = [];
  if (ex.status >= 500) problems.push(`server error ${ex.status}`);
  if (STACK_FRAME.test(ex.body)) problems.push('a stack trace in the body');
  for (const p of INTERNAL_PATHS) {
    if (ex.body.includes(p)) problems.push(`an internal path (${p}) in the body`);
  }
  if (ex.body.includes('FST_')) problems.push('a framework code (FST_…) in the body');
  if (ex.status < 200 || ex.status >= 300) {
    const shape = errorShapeProblem(ex);
    if (shape) problems.push(shape);
  }
  return problems;
}

/** Why the body is not `{"error":{"code","message",…}}`, or undefined when it is. */
export function errorShapeProblem(ex: Exchange): string | undefined {
  if (!ex.contentType?.startsWith('application/json')) {
    return `not our error shape: content-type ${ex.contentType ?? '(none)'}`;
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(ex.body);
  } catch {
    return 'not our error shape: the body is not JSON';
  }
  const top = parsed as { error?: { code?: unknown; message?: unknown } } | null;
  const error = top?.error;
  if (
    typeof parsed !== 'object' ||
    parsed === null ||
    Object.keys(parsed).join() !== 'error' ||
    typeof error !== 'object' ||
    error === null
  ) {
    return 'not our error shape {"error":{"code","message"}}';
  }
  if (typeof error.code !== 'string' || !(ERROR_CODES as readonly string[]).includes(error.code)) {
    return `not our error shape: code ${JSON.stringify(error.code)} is not one of the contract's`;
  }
  if (typeof error.message !== 'string' || error.message === '') {
    return 'not our error shape: no message';
  }
  return undefined;
}

/** The error code of an answer in our shape, or undefined. */
export function errorCodeOf(ex: Exchange): string | undefined {
  try {
    const code = (JSON.parse(ex.body) as { error?: { code?: unknown } })?.error?.code;
    return typeof code === 'string' ? code : undefined;
  } catch {
    return undefined;
  }
}

/* ---------------------------------------------------------------- the report */

/** Control, zero-width and bidirectional characters: invisible in a terminal. */
const isInvisible = (code: number) =>
  code <= 0x1f ||
  (code >= 0x7f && code <= 0x9f) ||
  (code >= 0x200b && code <= 0x200f) ||
  (code >= 0x202a && code <= 0x202e) ||
  (code >= 0x2060 && code <= 0x2069) ||
  code === 0xfeff;

/**
 * Text as a person can read it in a terminal: runs of one character shortened with their
 * length, invisible and bidirectional characters and lone surrogates as \uXXXX, and the whole
 * cut at `max` with a note of the full length.
 */
export function printable(text: string, max = 600): string {
  let out = '';
  for (const ch of text) {
    const code = ch.codePointAt(0)!;
    const lone = ch.length === 1 && code >= 0xd800 && code <= 0xdfff;
    out +=
      lone || isInvisible(code) ? `\\u${code.toString(16).padStart(4, '0').toUpperCase()}` : ch;
  }
  out = out.replace(
    /(\\u[0-9A-F]{4}|.)\1{23,}/gsu,
    (run, unit: string) => `${unit.repeat(4)}…〔${run.length / unit.length} × ${unit}〕…`,
  );
  if (out.length > max) out = `${out.slice(0, max)}… 〔cut: ${text.length} characters in all〕`;
  return out;
}

export function describeExchange(ex: Exchange): string {
  const r = ex.request;
  const lines = [
    `   operation: ${r.operation}`,
    `   identity:  ${ex.identity}`,
    `   probe:     ${r.probe}`,
    `   request:   ${r.method} ${printable(r.url, 300)}${r.url.length > 300 ? ` (URL of ${r.url.length} characters)` : ''}`,
    `     remote address: ${ex.ip}`,
    ...ex.sentHeaders.map((h) => `     ${h}`),
  ];
  if (r.body) {
    lines.push(`     body (${r.body.text.length} characters): ${printable(r.body.text, 400)}`);
  }
  lines.push(`   answer:    ${ex.status} ${printable(ex.body, 400)}`);
  if (r.replay) lines.push(`   replay:    ${r.replay}`);
  return lines.join('\n');
}

/**
 * All failures of one check, reported together in one assertion: a summary line per failure,
 * then each request in full so it can be replayed.
 */
export class Failures {
  private readonly items: { summary: string; detail: string }[] = [];

  constructor(private readonly check: string) {}

  get count(): number {
    return this.items.length;
  }

  /** A failure about one request and its answer. */
  exchange(ex: Exchange, problem: string): void {
    const summary = `${ex.request.operation} — ${ex.request.probe} — as ${ex.who}: ${problem}`;
    this.items.push({ summary, detail: `   problem:   ${problem}\n${describeExchange(ex)}` });
  }

  /** A failure that is not about one request (a list out of date, a route undescribed). */
  note(summary: string, detail = ''): void {
    this.items.push({ summary, detail: detail ? `   ${detail.replaceAll('\n', '\n   ')}` : '' });
  }

  report(): string {
    const n = this.items.length;
    const head = `${this.check}: ${n} failure${n === 1 ? '' : 's'}`;
    const summary = this.items.map((f, i) => `  ${i + 1}) ${f.summary}`).join('\n');
    const details = this.items
      .filter((f) => f.detail)
      .map((f) => `${this.items.indexOf(f) + 1}) ${f.summary}\n${f.detail}`)
      .join('\n\n');
    return `${head}\n${summary}${details ? `\n\n${details}` : ''}`;
  }

  /** One assertion for the whole check. */
  assertNone(): void {
    if (this.items.length > 0) expect.fail(this.report());
  }
}
