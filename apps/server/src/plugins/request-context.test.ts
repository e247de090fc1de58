import { Writable } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/helpers/database';
import { buildApp } from '../app';
import { testConfig } from '../config';

/** The lines an app writes to its log, parsed. */
function logSink() {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n')) if (line) lines.push(JSON.parse(line));
      done();
    },
  });
  return { lines, stream };
}

describe('the access log', () => {
  let t: TestDatabase | undefined;
  afterEach(async () => {
    await t?.cleanup();
    t = undefined;
  });

  const appWith = async (accessLog: boolean, logLevel = 'info') => {
    t = await createTestDatabase();
    const sink = logSink();
    const app = await buildApp(testConfig({ webDistDir: '/nonexistent', logLevel, accessLog }), {
      database: t.database,
      logStream: sink.stream,
    });
    await app.ready();
    return { app, lines: sink.lines };
  };

  it('writes one line per request at info, with secrets in the URL redacted', async () => {
    const { app, lines } = await appWith(true);
    await app.inject({ url: '/healthz', headers: { 'x-request-id': 'lb-req-0001' } });
    await app.inject('/api/does-not-exist/');
    await app.inject('/activation/SECRETKEY123?token=abc');
    await app.close();
    const access = lines.filter((l) => l.msg === 'request');
    expect(lines).toHaveLength(3);
    expect(access[0]).toMatchObject({
      level: 30,
      reqId: 'lb-req-0001',
      method: 'GET',
      url: '/healthz',
      status: 200,
    });
    expect(access[0]!.ms).toEqual(expect.any(Number));
    expect(access[1]).toMatchObject({ url: '/api/does-not-exist/', status: 404 });
    expect(JSON.stringify(access[2])).not.toContain('SECRETKEY123');
    expect(access[2]!.url).toBe('/activation/[redacted]?token=[redacted]');
  });

  it('writes none with ACCESS_LOG off, or when the level is above info', async () => {
    for (const [accessLog, level] of [
      [false, 'info'],
      [true, 'warn'],
    ] as const) {
      const { app, lines } = await appWith(accessLog, level);
      await app.inject('/healthz');
      await app.inject('/api/login_status/');
      await app.close();
      expect(lines, `${accessLog} ${level}`).toEqual([]);
      await t?.cleanup();
      t = undefined;
    }
  });

  it('keeps passwords and tokens out of any logged object', async () => {
    const { app, lines } = await appWith(true);
    app.log.warn({ body: { password: 'hunter2hunter2', token: 'tok' }, password: 'x' }, 'probe');
    await app.close();
    const text = JSON.stringify(lines);
    expect(text).not.toContain('hunter2hunter2');
    expect(text).not.toContain('"tok"');
    expect(lines[0]).toMatchObject({ msg: 'probe', password: '[Redacted]' });
  });
});
