import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_SITE_CONFIG, type SiteConfig } from '@kiseki/contract';
import { z } from 'zod';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', 'on', 'off'])
  .transform((v) => ['true', '1', 'yes', 'on'].includes(v));

const url = (protocols: string[]) =>
  z
    .string()
    .url()
    // zod runs refinements even after .url() failed: leave that case to its message.
    .refine((v) => !URL.canParse(v) || protocols.includes(new URL(v).protocol), {
      message: `must start with ${protocols.join(' or ')}`,
    });

/** An outside service's base URL: http(s), without a trailing slash. */
const upstreamUrl = (defaultUrl: string) =>
  url(['http:', 'https:'])
    .default(defaultUrl)
    .transform((v) => v.replace(/\/+$/, ''));

/** Comma-separated exact origins ('http://127.0.0.1:4010'), normalised. */
const originList = z
  .string()
  .default('')
  .transform((v, ctx) => {
    const origins: string[] = [];
    for (const item of v.split(',').map((s) => s.trim())) {
      if (item === '') continue;
      let parsed: URL | null = null;
      try {
        parsed = new URL(item);
      } catch {}
      if (!parsed || (parsed.protocol !== 'http:' && parsed.protocol !== 'https:')) {
        ctx.addIssue({ code: 'custom', message: `${item} is not an http(s) origin` });
        return z.NEVER;
      }
      origins.push(parsed.origin);
    }
    return origins;
  });

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: url(['postgres:', 'postgresql:']).optional(),
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(200).default(10),
  SMTP_URL: url(['smtp:', 'smtps:']).optional(),
  MAIL_FROM: z.string().min(3).default('Kiseki <no-reply@kiseki.example.jp>'),
  BASE_URL: url(['http:', 'https:']).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  ACCESS_LOG: bool.optional(),
  SECRET_KEY: z.string().min(32, 'must be at least 32 characters').optional(),
  TRUST_PROXY: bool.default(false),
  JOBS_IN_PROCESS: bool.default(true),
  SEED_DEMO: bool.default(true),
  WEB_DIST_DIR: z.string().optional(),
  COMPANY_URL: z.string().default(DEFAULT_SITE_CONFIG.company_url),
  PRIVACY_URL: z.string().default(DEFAULT_SITE_CONFIG.privacy_url),
  TERMS_URL: z.string().default(DEFAULT_SITE_CONFIG.terms_url),
  AI_POLICY_URL: z.string().default(DEFAULT_SITE_CONFIG.ai_policy_url),
  JOB_CATEGORY_URL: z.string().default(DEFAULT_SITE_CONFIG.job_category_url),
  NEWS_URL: z.string().default(DEFAULT_SITE_CONFIG.news_url),
  RECRUITING_URL: z.string().default(DEFAULT_SITE_CONFIG.recruiting_url),
  HELP_URL: z.string().default(DEFAULT_SITE_CONFIG.help_url),
  GITHUB_API_URL: upstreamUrl('https://api.github.com'),
  GITHUB_WEB_URL: upstreamUrl('https://github.com'),
  GITHUB_TOKEN: z.string().min(1).optional(),
  QIITA_API_URL: upstreamUrl('https://qiita.com'),
  ZENN_API_URL: upstreamUrl('https://zenn.dev'),
  NOTE_URL: upstreamUrl('https://note.com'),
  SPEAKERDECK_URL: upstreamUrl('https://speakerdeck.com'),
  TERATAIL_API_URL: upstreamUrl('https://teratail.com'),
  CONNPASS_API_URL: upstreamUrl('https://connpass.com'),
  CONNPASS_API_KEY: z.string().min(1).optional(),
  OUTBOUND_ALLOWED_ORIGINS: originList,
  FAKE_UPSTREAM: bool.default(false),
  AI_API_URL: url(['http:', 'https:'])
    .transform((v) => v.replace(/\/+$/, ''))
    .optional(),
  AI_API_KEY: z.string().min(1).optional(),
  AI_MODEL: z.string().min(1).max(200).optional(),
});

/** Where the outside services are, and what the outbound address guard lets through. */
export interface UpstreamsConfig {
  githubApiUrl: string;
  githubWebUrl: string;
  /** Sent to the GitHub API when set (higher rate limit). */
  githubToken: string | undefined;
  qiitaApiUrl: string;
  zennApiUrl: string;
  noteUrl: string;
  speakerdeckUrl: string;
  teratailApiUrl: string;
  connpassApiUrl: string;
  connpassApiKey: string | undefined;
  /** Exact origins that may be loopback or private addresses (fake upstreams). */
  allowedOrigins: string[];
}

/**
 * The optional OpenAI-compatible provider of interview coaching (modules/jobs/coaching). Used
 * only when both the URL and the model are set, and only for people who agreed to the
 * external-AI-service policy. The URL is the operator's, not a user's, so it may be a model
 * server on this machine or network (it does not go through the outbound address guard).
 */
export interface AiConfig {
  /** Base URL of the Chat Completions API, without a trailing slash (…/v1). */
  apiUrl: string | undefined;
  /** Sent as a Bearer token when set; local model servers often need none. */
  apiKey: string | undefined;
  model: string | undefined;
}

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  databasePoolMax: number;
  smtpUrl: string | undefined;
  mailFrom: string;
  baseUrl: string;
  logLevel: string;
  /** One line per request at info (when LOG_LEVEL lets info through). */
  accessLog: boolean;
  secretKey: string;
  trustProxy: boolean;
  jobsInProcess: boolean;
  seedDemo: boolean;
  webDistDir: string;
  site: SiteConfig;
  upstreams: UpstreamsConfig;
  /**
   * Start the local fake upstream in process and point every upstream base URL at it
   * (offline demo, browser tests).
   */
  fakeUpstream: boolean;
  ai: AiConfig;
}

export class ConfigError extends Error {}

/** Repository root, found from this file whether it runs from src/ (tsx) or dist/ (bundle). */
export const repoRoot = (): string => {
  let dir = path.dirname(new URL(import.meta.url).pathname);
  while (dir !== path.dirname(dir)) {
    if (existsSync(path.join(dir, 'apps', 'server', 'package.json'))) return dir;
    dir = path.dirname(dir);
  }
  return process.cwd();
};

/**
 * Reads the environment once at boot. A bad value stops the process with one line per
 * problem naming the variable, rather than failing later somewhere obscure.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const cleaned = Object.fromEntries(
    Object.entries(env).filter(([, v]) => v !== undefined && v !== ''),
  );
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const root = repoRoot();
  const dataDir = path.resolve(e.DATA_DIR);
  if (e.NODE_ENV === 'production' && !e.SECRET_KEY) {
    throw new ConfigError('Invalid configuration:\n  SECRET_KEY: required in production');
  }
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    databasePoolMax: e.DATABASE_POOL_MAX,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    baseUrl: (e.BASE_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    logLevel: e.LOG_LEVEL,
    // A third of a no-database request's CPU (bench/README.md): off in production, where
    // the load balancer logs requests, unless asked for.
    accessLog: e.ACCESS_LOG ?? e.NODE_ENV !== 'production',
    secretKey: e.SECRET_KEY ?? developmentSecret(dataDir),
    trustProxy: e.TRUST_PROXY,
    jobsInProcess: e.JOBS_IN_PROCESS,
    seedDemo: e.SEED_DEMO,
    webDistDir: path.resolve(e.WEB_DIST_DIR ?? path.join(root, 'apps', 'web', 'dist')),
    site: {
      company_url: e.COMPANY_URL,
      privacy_url: e.PRIVACY_URL,
      terms_url: e.TERMS_URL,
      ai_policy_url: e.AI_POLICY_URL,
      job_category_url: e.JOB_CATEGORY_URL,
      news_url: e.NEWS_URL,
      recruiting_url: e.RECRUITING_URL,
      help_url: e.HELP_URL,
    },
    upstreams: {
      githubApiUrl: e.GITHUB_API_URL,
      githubWebUrl: e.GITHUB_WEB_URL,
      githubToken: e.GITHUB_TOKEN,
      qiitaApiUrl: e.QIITA_API_URL,
      zennApiUrl: e.ZENN_API_URL,
      noteUrl: e.NOTE_URL,
      speakerdeckUrl: e.SPEAKERDECK_URL,
      teratailApiUrl: e.TERATAIL_API_URL,
      connpassApiUrl: e.CONNPASS_API_URL,
      connpassApiKey: e.CONNPASS_API_KEY,
      allowedOrigins: e.OUTBOUND_ALLOWED_ORIGINS,
    },
    fakeUpstream: e.FAKE_UPSTREAM,
    ai: { apiUrl: e.AI_API_URL, apiKey: e.AI_API_KEY, model: e.AI_MODEL },
  };
}

/**
 * Outside production a random key is generated once and kept in DATA_DIR, so sessions and
 * CSRF tokens survive restarts without anyone having to invent a secret.
 */
function developmentSecret(dataDir: string): string {
  const file = path.join(dataDir, 'secret_key');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const key = randomBytes(32).toString('hex');
  writeFileSync(file, key, { mode: 0o600 });
  return key;
}

/** A config for tests: no files, no network, quiet logs. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    ...loadConfig({ NODE_ENV: 'test', SECRET_KEY: 'test-secret-key-0123456789abcdef0123456789' }),
    logLevel: 'silent',
    jobsInProcess: false,
    seedDemo: false,
    ...overrides,
  };
}
