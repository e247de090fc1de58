import { mkdtempSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { SiteConfig } from '@kiseki/contract';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { securityPlugin } from './security';
import { webAppPlugin } from './web-app';

const site = { help_url: 'https://help.example/' } as SiteConfig;
const page = (title: string) =>
  `<!doctype html><html><head><title>${title}</title><script id="kiseki-config" type="application/json">{}</script></head><body><div id="root"></div></body></html>`;

/** The web app behind the same security plugin (helmet, compress) as the real server. */
async function serve(distDir: string, indexRecheckMs?: number): Promise<FastifyInstance> {
  const app = Fastify();
  await app.register(securityPlugin, { https: false });
  await app.register(webAppPlugin, { distDir, site, https: false, indexRecheckMs });
  await app.ready();
  return app;
}

describe('webAppPlugin', () => {
  let dist: string;
  let app: FastifyInstance | undefined;
  const indexFile = () => path.join(dist, 'index.html');
  beforeEach(() => {
    dist = mkdtempSync(path.join(tmpdir(), 'kiseki-web-app-'));
  });
  afterEach(async () => {
    await app?.close();
    app = undefined;
    rmSync(dist, { recursive: true, force: true });
  });

  it('answers 503 while the web app is not built', async () => {
    app = await serve(path.join(dist, 'missing'));
    const res = await app.inject('/person');
    expect(res.statusCode).toBe(503);
    expect(res.body).toMatch(/not built yet/);
  });

  it('picks up a rebuilt index.html, with a new ETag', async () => {
    writeFileSync(indexFile(), page('one'));
    app = await serve(dist, 0);
    const first = await app.inject('/');
    expect(first.body).toContain('<title>one</title>');
    writeFileSync(indexFile(), page('two, longer'));
    const second = await app.inject({ url: '/', headers: { 'if-none-match': first.headers.etag } });
    expect(second.statusCode).toBe(200);
    expect(second.body).toContain('<title>two, longer</title>');
    expect(second.headers.etag).not.toBe(first.headers.etag);
  });

  it('looks at index.html at most once per interval, not on every request', async () => {
    writeFileSync(indexFile(), page('one'));
    app = await serve(dist); // once a second
    writeFileSync(indexFile(), page('two, longer'));
    expect((await app.inject('/')).body).toContain('<title>one</title>');
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect((await app.inject('/')).body).toContain('<title>two, longer</title>');
  });

  it('keeps serving the last good copy while index.html is missing or broken', async () => {
    writeFileSync(indexFile(), page('good'));
    app = await serve(dist, 0);
    unlinkSync(indexFile());
    const missing = await app.inject('/jobs/1');
    expect(missing.statusCode).toBe(200);
    expect(missing.body).toContain('<title>good</title>');
    writeFileSync(indexFile(), '<html><body>half writ');
    const broken = await app.inject('/jobs/1');
    expect(broken.statusCode).toBe(200);
    expect(broken.body).toContain('<title>good</title>');
  });

  it('answers HEAD with the length of the body GET would send, coded alike', async () => {
    writeFileSync(indexFile(), page('x'.repeat(3000)));
    app = await serve(dist);
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    // Over a real socket: Node, not the app, drops the body of a HEAD response.
    const fetchRaw = (method: string, url: string, encoding: string) =>
      new Promise<{ headers: Record<string, unknown>; bytes: number }>((resolve, reject) => {
        request(
          { port, host: '127.0.0.1', method, path: url, headers: { 'accept-encoding': encoding } },
          (res) => {
            let bytes = 0;
            res.on('data', (chunk: Buffer) => {
              bytes += chunk.length;
            });
            res.on('end', () => resolve({ headers: res.headers, bytes }));
          },
        )
          .on('error', reject)
          .end();
      });
    for (const url of ['/', '/person']) {
      for (const encoding of ['br', 'gzip', 'identity']) {
        const get = await fetchRaw('GET', url, encoding);
        const head = await fetchRaw('HEAD', url, encoding);
        expect(head.bytes).toBe(0);
        expect(head.headers['content-length'], `${url} ${encoding}`).toBe(String(get.bytes));
        expect(head.headers['content-encoding']).toBe(get.headers['content-encoding']);
        expect(head.headers['content-security-policy']).toMatch(/'nonce-/);
      }
    }
  });
});
