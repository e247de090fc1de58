import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import { TestClient } from '../../../test/helpers/client';
import { mailsTo } from '../../../test/helpers/mailbox';
import { mailOutbox } from '../../db/schema';
import { systemClock } from '../../lib/clock';
import { deliverMail, queueMail, redispatchStrandedMails } from './mail.service';
import { renderMail } from './mail-templates';
import type { MailTransport } from './mail-transport';

describe('mail templates', () => {
  it('writes Japanese text and HTML with every value escaped', () => {
    const mail = renderMail({
      kind: 'email_change_confirm',
      confirmUrl: 'http://kiseki.test/email_activation/k?a=1&b="2"',
      newEmail: '<script>alert(1)</script>@example.jp',
    });
    expect(mail.subject).toBe('【Kiseki】メールアドレス変更の確認');
    expect(mail.text).toContain('http://kiseki.test/email_activation/k?a=1&b="2"');
    expect(mail.text).toContain('<script>alert(1)</script>@example.jp');
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;@example.jp');
    expect(mail.html).toContain(
      'href="http://kiseki.test/email_activation/k?a=1&amp;b=&quot;2&quot;"',
    );
  });

  it('has a subject and a link for every kind', () => {
    const link = 'http://kiseki.test/x';
    for (const template of [
      { kind: 'activation', activationUrl: link },
      { kind: 'already_registered', loginUrl: link, resetUrl: link },
      { kind: 'password_reset', resetUrl: link },
      { kind: 'email_change_confirm', confirmUrl: link, newEmail: 'a@example.jp' },
      { kind: 'email_changed', newEmail: 'a@example.jp', resetUrl: link },
    ] as const) {
      const mail = renderMail(template);
      expect(mail.subject, template.kind).toMatch(/^【Kiseki】.+/);
      expect(mail.text, template.kind).toContain(link);
      expect(mail.html, template.kind).toContain(`href="${link}"`);
    }
  });
});

describe('outbox delivery', () => {
  let h: TestApp;
  const db = () => h.t.database.db;
  beforeAll(async () => {
    h = await createTestApp();
  });
  afterAll(async () => h.close());

  const newMail = (to: string) =>
    queueMail(db(), new Date(), {
      userId: null,
      to,
      template: { kind: 'password_reset', resetUrl: 'http://kiseki.test/reset_password?token=t' },
    });

  it('keeps a mail without SMTP and announces its link in one line', async () => {
    const id = await newMail('keep@example.jp');
    const lines: string[] = [];
    const result = await deliverMail(
      {
        db: db(),
        transport: null,
        from: 'x@example.jp',
        now: systemClock,
        production: false,
        announce: (l) => lines.push(l),
      },
      id,
    );
    expect(result).toBe('kept');
    expect(lines).toEqual([
      '[mail] to keep@example.jp 「【Kiseki】パスワードの再設定」 http://kiseki.test/reset_password?token=t',
    ]);
    const [row] = await db().select().from(mailOutbox).where(eq(mailOutbox.id, id));
    expect(row!.status).toBe('kept');
    // In production the line never carries the link (it holds a token).
    const prodId = await newMail('prod@example.jp');
    await deliverMail(
      {
        db: db(),
        transport: null,
        from: 'x',
        now: systemClock,
        production: true,
        announce: (l) => lines.push(l),
      },
      prodId,
    );
    expect(lines[1]).not.toContain('http');
  });

  it('puts a failed send back to pending for the retry, then sends once', async () => {
    const id = await newMail('flaky@example.jp');
    let calls = 0;
    const transport: MailTransport = {
      sendMail: async () => {
        calls++;
        if (calls === 1) throw new Error('421 try again later');
      },
    };
    const deps = {
      db: db(),
      transport,
      from: 'Kiseki <no-reply@kiseki.example.jp>',
      now: systemClock,
      production: false,
    };
    await expect(deliverMail(deps, id)).rejects.toThrow('421');
    let [row] = await db().select().from(mailOutbox).where(eq(mailOutbox.id, id));
    expect(row).toMatchObject({
      status: 'pending',
      attempts: 1,
      lastError: 'Error: 421 try again later',
    });
    expect(await deliverMail(deps, id)).toBe('sent');
    [row] = await db().select().from(mailOutbox).where(eq(mailOutbox.id, id));
    expect(row).toMatchObject({ status: 'sent', attempts: 2, lastError: null });
    expect(row!.sentAt).toBeInstanceOf(Date);
    // A duplicate job finds nothing to do.
    expect(await deliverMail(deps, id)).toBe('skipped');
    expect(calls).toBe(2);
  });

  it('never sends one mail twice when two jobs race for it', async () => {
    const id = await newMail('race@example.jp');
    let calls = 0;
    const transport: MailTransport = {
      sendMail: async () => {
        calls++;
        await new Promise((r) => setTimeout(r, 50));
      },
    };
    const deps = { db: db(), transport, from: 'x@example.jp', now: systemClock, production: false };
    const results = await Promise.all([deliverMail(deps, id), deliverMail(deps, id)]);
    expect(results.sort()).toEqual(['sent', 'skipped']);
    expect(calls).toBe(1);
  });

  it('re-dispatches mails whose job was lost', async () => {
    const id = await newMail('stranded@example.jp');
    const later = new Date(Date.now() + 3 * 60 * 1000);
    const seen: number[] = [];
    await redispatchStrandedMails(db(), later, { dispatch: async (ids) => void seen.push(...ids) });
    expect(seen).toContain(id);
    const early: number[] = [];
    await redispatchStrandedMails(db(), new Date(), {
      dispatch: async (ids) => void early.push(...ids),
    });
    expect(early).not.toContain(id);
  });
});

describe('development mailbox', () => {
  let h: TestApp;
  beforeAll(async () => {
    h = await createTestApp({ baseUrl: 'http://kiseki.test' });
    const c = new TestClient(h.app);
    await c.post('/api/signup/', {
      email: 'box@example.jp',
      password: 'sakura-mochi-2026',
      terms_agreed: true,
    });
    await c.post('/api/signup/', {
      email: 'other@example.jp',
      password: 'sakura-mochi-2026',
      terms_agreed: true,
    });
  });
  afterAll(async () => h.close());

  it('lists mails to an address as JSON, with their links', async () => {
    const res = await h.app.inject('/api/dev/mailbox?to=BOX@example.jp');
    expect(res.statusCode).toBe(200);
    const { mails } = res.json();
    expect(mails).toHaveLength(1);
    const [row] = await mailsTo(h.t.database.db, 'box@example.jp');
    expect(mails[0]).toEqual({
      id: row!.id,
      to: 'box@example.jp',
      subject: '【Kiseki】メールアドレスの確認',
      text: row!.textBody,
      html: row!.htmlBody,
      links: [expect.stringMatching(/^http:\/\/kiseki\.test\/activation\/[A-Za-z0-9_-]{43}$/)],
      status: 'kept',
      created_at: Math.floor(row!.createdAt.getTime() / 1000),
    });
    const all = (await h.app.inject('/api/dev/mailbox')).json().mails;
    expect(all.map((m: { to: string }) => m.to)).toEqual(['other@example.jp', 'box@example.jp']);
    expect((await h.app.inject('/api/dev/mailbox?limit=1')).json().mails).toHaveLength(1);
  });

  it('shows them as a page with clickable links, no inline script or style', async () => {
    const res = await h.app.inject('/dev/mailbox');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.body).toContain('開発用メールボックス');
    expect(res.body).toMatch(/<a href="http:\/\/kiseki\.test\/activation\/[A-Za-z0-9_-]{43}">/);
    expect(res.body).not.toMatch(/<script|style=|<style/);
    expect(res.body).toContain('<link rel="stylesheet" href="/dev/mailbox.css">');
    expect(String(res.headers['content-security-policy'])).toContain("style-src 'self'");
    const css = await h.app.inject('/dev/mailbox.css');
    expect(css.headers['content-type']).toMatch(/text\/css/);
  });

  it('does not exist in production', async () => {
    const prod = await createTestApp({ env: 'production' });
    try {
      for (const url of ['/api/dev/mailbox', '/dev/mailbox', '/dev/mailbox.css']) {
        const res = await prod.app.inject(url);
        expect(res.statusCode, url).toBe(404);
      }
    } finally {
      await prod.close();
    }
  });
});
