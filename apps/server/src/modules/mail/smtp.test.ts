import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClient } from '../../../test/helpers/client';
import { createTestDatabase, type TestDatabase } from '../../../test/helpers/database';
import { buildApp } from '../../app';
import { testConfig } from '../../config';
import { mailOutbox, users } from '../../db/schema';
import { type JobQueue, startQueue } from '../../jobs/queue';
import { jobDefinitions } from '../../jobs/registry';

interface Received {
  from: string;
  to: string[];
  raw: string;
}

/** The text/plain part of a MIME message, decoded (base64 or quoted-printable). */
function textPart(raw: string): string {
  const parts = raw.split(/\r?\n--[^\r\n]+\r?\n/);
  const plain = parts.find((p) => /content-type:\s*text\/plain/i.test(p));
  if (!plain) throw new Error(`no text/plain part in:\n${raw}`);
  const split = plain.search(/\r?\n\r?\n/);
  const headers = plain.slice(0, split);
  const content = plain
    .slice(split)
    .trim()
    .split(/\r?\n--/)[0]!;
  if (/content-transfer-encoding:\s*base64/i.test(headers)) {
    return Buffer.from(content.replace(/\s+/g, ''), 'base64').toString('utf8');
  }
  if (/content-transfer-encoding:\s*quoted-printable/i.test(headers)) {
    const bytes = content
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) =>
        String.fromCharCode(Number.parseInt(hex, 16)),
      );
    return Buffer.from(bytes, 'latin1').toString('utf8');
  }
  return content;
}

describe('activation mail through a real SMTP server', () => {
  const received: Received[] = [];
  let smtp: SMTPServer;
  let t: TestDatabase;
  let queue: JobQueue;
  let app: FastifyInstance;

  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            raw: Buffer.concat(chunks).toString('utf8'),
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const { port } = smtp.server.address() as AddressInfo;

    t = await createTestDatabase();
    const config = testConfig({
      webDistDir: '/nonexistent',
      baseUrl: 'http://kiseki.test',
      smtpUrl: `smtp://127.0.0.1:${port}`,
    });
    queue = await startQueue(t.database, {
      jobs: jobDefinitions({
        database: t.database,
        config,
        log: { info: () => {}, error: () => {} },
      }),
      processJobs: true,
      pollingIntervalSeconds: 0.5,
      logger: { error: () => {}, info: () => {} },
    });
    app = await buildApp(config, { database: t.database, queue });
    await app.ready();
  });

  afterAll(async () => {
    await app?.close();
    await queue?.stop();
    await t?.cleanup();
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  });

  it('delivers the Japanese activation mail over SMTP via the mail-send job; its link activates', async () => {
    const c = new TestClient(app);
    const res = await c.post('/api/signup/', {
      email: 'smtp-user@example.jp',
      password: 'sakura-mochi-2026',
      terms_agreed: true,
    });
    expect(res.statusCode).toBe(200);

    const deadline = Date.now() + 20_000;
    while (received.length === 0 && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 200));
    expect(received).toHaveLength(1);
    const [message] = received;
    expect(message!.from).toBe('no-reply@kiseki.example.jp');
    expect(message!.to).toEqual(['smtp-user@example.jp']);
    expect(message!.raw).toMatch(/^Subject: =\?UTF-8\?/m);
    expect(message!.raw).toMatch(/content-type: text\/html/i);

    const text = textPart(message!.raw);
    expect(text).toContain('メールアドレスを確認する');
    const link = text.match(/http:\/\/kiseki\.test\/activation\/[A-Za-z0-9_-]{43}/)?.[0];
    expect(link).toBeDefined();

    // The server has the message before the job hears the SMTP reply and
    // records it, so the outbox row turns 'sent' a moment after arrival.
    const outboxStatus = async () => {
      const [row] = await t.database.db
        .select({ status: mailOutbox.status })
        .from(mailOutbox)
        .where(eq(mailOutbox.toAddress, 'smtp-user@example.jp'));
      return row?.status;
    };
    let status = await outboxStatus();
    while (status !== 'sent' && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 100));
      status = await outboxStatus();
    }
    expect(status).toBe('sent');

    const activation = await c.get(new URL(link!).pathname);
    expect(activation.statusCode).toBe(302);
    expect(activation.headers.location).toBe('/signup/step3');
    const [user] = await t.database.db
      .select()
      .from(users)
      .where(eq(users.email, 'smtp-user@example.jp'));
    expect(user!.isActive).toBe(true);
    expect((await c.get('/api/auth/')).json().auth_info.email).toBe('smtp-user@example.jp');
  });
});
