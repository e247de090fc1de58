import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

const secret = 'x'.repeat(32);

describe.runIf(process.env.TEST_DB_KIND !== 'postgres')('loadConfig', () => {
  it('applies the documented defaults', () => {
    const config = loadConfig({ SECRET_KEY: secret });
    expect(config.port).toBe(3000);
    expect(config.host).toBe('0.0.0.0');
    expect(config.dataDir).toBe(path.resolve('./data'));
    expect(config.databaseUrl).toBeUndefined();
    expect(config.baseUrl).toBe('http://localhost:3000');
    expect(config.logLevel).toBe('info');
    expect(config.jobsInProcess).toBe(true);
    expect(config.site.privacy_url).toBe('/policies/privacy');
    expect(config.accessLog).toBe(true);
  });

  it('keeps the access log off in production unless ACCESS_LOG asks for it', () => {
    const production = { SECRET_KEY: secret, NODE_ENV: 'production' };
    expect(loadConfig(production).accessLog).toBe(false);
    expect(loadConfig({ ...production, ACCESS_LOG: 'true' }).accessLog).toBe(true);
    expect(loadConfig({ SECRET_KEY: secret, ACCESS_LOG: 'off' }).accessLog).toBe(false);
  });

  it('names each bad variable in one clear message', () => {
    const attempt = () =>
      loadConfig({
        SECRET_KEY: secret,
        PORT: 'eighty',
        DATABASE_URL: 'mysql://x',
        LOG_LEVEL: 'loud',
        SMTP_URL: 'http://mail',
      });
    expect(attempt).toThrow(ConfigError);
    try {
      attempt();
    } catch (err) {
      const message = (err as Error).message;
      for (const name of ['PORT', 'DATABASE_URL', 'LOG_LEVEL', 'SMTP_URL']) {
        expect(message).toContain(name);
      }
    }
  });

  it('requires SECRET_KEY in production, and a long one', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/SECRET_KEY/);
    expect(() => loadConfig({ SECRET_KEY: 'short' })).toThrow(/SECRET_KEY/);
  });

  it('treats empty variables as unset and strips a trailing slash from BASE_URL', () => {
    const config = loadConfig({ SECRET_KEY: secret, PORT: '', BASE_URL: 'https://kiseki.jp/' });
    expect(config.port).toBe(3000);
    expect(config.baseUrl).toBe('https://kiseki.jp');
  });

  it('points at the real outside services by default', () => {
    const config = loadConfig({ SECRET_KEY: secret });
    expect(config.upstreams).toEqual({
      githubApiUrl: 'https://api.github.com',
      githubWebUrl: 'https://github.com',
      githubToken: undefined,
      qiitaApiUrl: 'https://qiita.com',
      zennApiUrl: 'https://zenn.dev',
      noteUrl: 'https://note.com',
      speakerdeckUrl: 'https://speakerdeck.com',
      teratailApiUrl: 'https://teratail.com',
      connpassApiUrl: 'https://connpass.com',
      connpassApiKey: undefined,
      allowedOrigins: [],
    });
    expect(config.fakeUpstream).toBe(false);
  });

  it('reads upstream URLs, keys and allowed origins, normalising them', () => {
    const config = loadConfig({
      SECRET_KEY: secret,
      GITHUB_API_URL: 'http://127.0.0.1:4010/github-api/',
      QIITA_API_URL: 'http://127.0.0.1:4010/qiita',
      GITHUB_TOKEN: 'ghp_example',
      CONNPASS_API_KEY: 'connpass-key',
      OUTBOUND_ALLOWED_ORIGINS: 'http://127.0.0.1:4010/, https://fake.example.jp ,',
      FAKE_UPSTREAM: 'true',
    });
    expect(config.upstreams).toMatchObject({
      githubApiUrl: 'http://127.0.0.1:4010/github-api',
      qiitaApiUrl: 'http://127.0.0.1:4010/qiita',
      zennApiUrl: 'https://zenn.dev',
      githubToken: 'ghp_example',
      connpassApiKey: 'connpass-key',
      allowedOrigins: ['http://127.0.0.1:4010', 'https://fake.example.jp'],
    });
    expect(config.fakeUpstream).toBe(true);
    // Empty means unset, as for every variable.
    expect(
      loadConfig({ SECRET_KEY: secret, GITHUB_TOKEN: '' }).upstreams.githubToken,
    ).toBeUndefined();
  });

  it('names bad upstream variables', () => {
    const attempt = () =>
      loadConfig({
        SECRET_KEY: secret,
        GITHUB_API_URL: 'ftp://api.github.com',
        ZENN_API_URL: 'zenn.dev',
        OUTBOUND_ALLOWED_ORIGINS: 'http://127.0.0.1:4010,localhost:4010',
        FAKE_UPSTREAM: 'maybe',
      });
    expect(attempt).toThrow(ConfigError);
    try {
      attempt();
    } catch (err) {
      const message = (err as Error).message;
      expect(message).toContain('GITHUB_API_URL: must start with http: or https:');
      expect(message).toContain('ZENN_API_URL');
      expect(message).toContain(
        'OUTBOUND_ALLOWED_ORIGINS: localhost:4010 is not an http(s) origin',
      );
      expect(message).toContain('FAKE_UPSTREAM');
    }
  });

  it('leaves the external AI provider unset by default, and reads it when given', () => {
    expect(loadConfig({ SECRET_KEY: secret }).ai).toEqual({
      apiUrl: undefined,
      apiKey: undefined,
      model: undefined,
    });
    const config = loadConfig({
      SECRET_KEY: secret,
      AI_API_URL: 'http://127.0.0.1:11434/v1/',
      AI_API_KEY: 'sk-example',
      AI_MODEL: 'coach-model',
    });
    expect(config.ai).toEqual({
      apiUrl: 'http://127.0.0.1:11434/v1',
      apiKey: 'sk-example',
      model: 'coach-model',
    });
    expect(() => loadConfig({ SECRET_KEY: secret, AI_API_URL: 'file:///etc/passwd' })).toThrow(
      /AI_API_URL/,
    );
  });

  it('outside production, generates a secret once and keeps it in DATA_DIR', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'kiseki-cfg-'));
    try {
      const a = loadConfig({ DATA_DIR: dir });
      const b = loadConfig({ DATA_DIR: dir });
      expect(a.secretKey).toHaveLength(64);
      expect(b.secretKey).toBe(a.secretKey);
      expect(readFileSync(path.join(dir, 'secret_key'), 'utf8')).toBe(a.secretKey);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
