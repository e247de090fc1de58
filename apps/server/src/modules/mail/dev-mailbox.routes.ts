import { type DevMail, devMailboxQuerySchema, devMailboxResponseSchema } from '@kiseki/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { OutboxMail } from '../../db/schema';
import type { Db } from '../../db/types';
import { AppError } from '../../lib/errors';
import { toEpochSeconds } from '../../lib/time';
import { listMails } from './mail.service';
import { linksIn } from './mail-templates';

const escapeHtml = (value: string): string =>
  value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');

/** Text with its URLs as links; every piece escaped. */
const linkify = (text: string): string =>
  text
    .split(/(https?:\/\/[^\s<>"']+)/g)
    .map((part, i) =>
      i % 2 === 1 ? `<a href="${escapeHtml(part)}">${escapeHtml(part)}</a>` : escapeHtml(part),
    )
    .join('');

const toWire = (mail: OutboxMail): DevMail => ({
  id: mail.id,
  to: mail.toAddress,
  subject: mail.subject,
  text: mail.textBody,
  html: mail.htmlBody,
  links: linksIn(mail.textBody),
  status: mail.status,
  created_at: toEpochSeconds(mail.createdAt),
});

const STYLESHEET = `body{font-family:"Hiragino Kaku Gothic ProN","Hiragino Sans","Noto Sans JP","Yu Gothic",Meiryo,sans-serif;margin:2rem auto;max-width:60rem;padding:0 1rem;color:#1f2937}
article{border:1px solid #d1d5db;border-radius:8px;padding:1rem;margin:1rem 0}
pre{white-space:pre-wrap;word-break:break-all;background:#f9fafb;padding:.75rem;border-radius:4px}
.meta{color:#6b7280;font-size:.875rem}
a{color:#1d4ed8}
`;

function page(mails: OutboxMail[], to: string | undefined): string {
  const items = mails
    .map(
      (m) => `<article>
<h2>${escapeHtml(m.subject)}</h2>
<p class="meta">宛先: ${escapeHtml(m.toAddress)} ／ ${escapeHtml(m.createdAt.toISOString())} ／ ${escapeHtml(m.status)}</p>
<pre>${linkify(m.textBody)}</pre>
</article>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="ja"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>開発用メールボックス | Kiseki</title><link rel="stylesheet" href="/dev/mailbox.css"></head>
<body>
<h1>開発用メールボックス</h1>
<p>SMTP_URL が未設定のため、送信されたメールはここに保存されています（本番環境では表示されません）。</p>
<form method="get" action="/dev/mailbox"><label>宛先で絞り込む <input type="email" name="to" value="${escapeHtml(to ?? '')}"></label> <button type="submit">表示</button></form>
${items || '<p>メールはまだありません。</p>'}
</body></html>
`;
}

/**
 * The development mailbox: kept mails as a page for people and as JSON for browser tests.
 * Both answer 404 in production, where mails hold live tokens.
 */
export async function devMailboxRoutes(
  app: FastifyInstance,
  opts: { db: Db; production: boolean },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const guard = async () => {
    if (opts.production) throw new AppError('not_found');
  };

  r.get(
    '/api/dev/mailbox',
    {
      preValidation: guard,
      schema: {
        tags: ['dev'],
        summary: '開発用メールボックス（本番環境では404）',
        querystring: devMailboxQuerySchema,
        response: { 200: devMailboxResponseSchema },
      },
    },
    async (request) => {
      const mails = await listMails(opts.db, request.query);
      return { mails: mails.map(toWire) };
    },
  );

  r.get(
    '/dev/mailbox',
    { preValidation: guard, schema: { hide: true, querystring: devMailboxQuerySchema } },
    async (request, reply) => {
      const mails = await listMails(opts.db, request.query);
      return reply
        .header('cache-control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(page(mails, request.query.to));
    },
  );

  r.get('/dev/mailbox.css', { preValidation: guard, schema: { hide: true } }, async (_req, reply) =>
    reply.type('text/css; charset=utf-8').send(STYLESHEET),
  );
}
