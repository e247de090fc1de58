import type { ServerResponse } from 'node:http';
import { hash32 } from './data/random';
import { sendPlain } from './etag';

/*
 * Small stand-ins for the pages that answers link to (a repository's html_url, a Qiita item,
 * an avatar), so links in the offline demo lead somewhere instead of to the internet.
 */

export const escapeHtml = (text: string): string =>
  text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');

/** A plain HTML page with a title and a few paragraphs. */
export function sendFakePage(res: ServerResponse, title: string, paragraphs: string[]): number {
  const body = `<!DOCTYPE html>
<html lang="ja">
<head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>
<body>
<h1>${escapeHtml(title)}</h1>
${paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}
<p><small>このページはローカルのフェイク上流サーバーが表示しています。</small></p>
</body>
</html>
`;
  return sendPlain(res, 200, 'text/html; charset=utf-8', body);
}

/** A deterministic SVG avatar: a coloured square with a letter. */
export function sendAvatar(res: ServerResponse, seed: string): number {
  const hue = hash32(seed) % 360;
  const letter = escapeHtml((seed.replace(/[^A-Za-z]/g, '')[0] ?? '?').toUpperCase());
  const body = `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="160" viewBox="0 0 160 160"><rect width="160" height="160" fill="hsl(${hue} 55% 55%)"/><text x="80" y="104" font-size="72" text-anchor="middle" fill="#fff" font-family="sans-serif">${letter}</text></svg>`;
  return sendPlain(res, 200, 'image/svg+xml', body, { 'Cache-Control': 'max-age=86400' });
}
