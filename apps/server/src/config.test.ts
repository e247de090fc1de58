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
