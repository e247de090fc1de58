import type { IncomingMessage, ServerResponse } from 'node:http';
import { blogEntriesOf, type FakeBlog, type FakeBlogEntry, findBlog } from './data/blogs';
import { jst } from './data/random';
import { sendCached, sendPlain } from './etag';
import { escapeHtml } from './pages';
import { revisionOf } from './state';
import type { FakeService, FakeState } from './types';

/*
 * Personal blogs under /blogs/<account>/ (touch with service 'blogs'):
 *   hanako-kiseki  はてなブログ style: the top page links its Atom feed with
 *                  <link rel="alternate" type="application/atom+xml" href="feed">; feed at
 *                  ./feed (application/atom+xml), entries at ./entry/YYYY/MM/DD/HHMMSS
 *   taro-kiseki    WordPress style: the top page links ./feed/ (RSS 2.0 with content:encoded,
 *                  application/rss+xml); ./feed redirects to ./feed/ like WordPress does
 * Pages and feeds carry ETag and Last-Modified and answer 304 to either validator.
 */

const cdata = (text: string) => `<![CDATA[${text.replaceAll(']]>', ']]]]><![CDATA[>')}]]>`;
const plain = (html: string) => html.replace(/<[^>]+>/g, '').trim();

function hatenaTop(base: string, blog: FakeBlog, entries: FakeBlogEntry[]): string {
  return `<!DOCTYPE html>
<html lang="ja" data-admin-domain="//blog.hatena.ne.jp" data-author="${blog.author}" data-avail-langs="ja en" data-blog-name="${escapeHtml(blog.title)}" data-page="index">
<head prefix="og: http://ogp.me/ns# fb: http://ogp.me/ns/fb# article: http://ogp.me/ns/article#">
<meta charset="utf-8"/>
<meta name="viewport" content="width=device-width, initial-scale=1.0" />
<title>${escapeHtml(blog.title)}</title>
<link rel="canonical" href="${base}/"/>
<meta name="description" content="${escapeHtml(blog.description)}" />
<meta property="og:title" content="${escapeHtml(blog.title)}" />
<meta property="og:type" content="website" />
<meta property="og:url" content="${base}/" />
<link rel="alternate" type="application/atom+xml" title="Atom" href="feed"/>
<link rel="author" href="http://www.hatena.ne.jp/${blog.author}/">
</head>
<body class="page-index header-image-disable enable-top-editarea enable-bottom-editarea globalheader-ng-enabled">
<div id="container"><div id="content"><div id="main">
${entries
  .map(
    (
      e,
    ) => `<article class="entry h-entry js-entry-article" data-uuid="${e.entryId.split('/').pop()}">
  <header class="entry-header">
    <div class="date entry-date first"><a href="${base}/archive/${e.path.slice(6, 16)}" rel="nofollow"><time datetime="${e.publishedAt}" title="${e.publishedAt}">${e.path.slice(6, 16).replaceAll('/', '-')}</time></a></div>
    <h1 class="entry-title"><a href="${base}/${e.path}" class="entry-title-link bookmark">${escapeHtml(e.title)}</a></h1>
    <div class="entry-categories categories">${e.categories.map((c) => `<a href="${base}/archive/category/${encodeURIComponent(c)}" class="entry-category-link">${escapeHtml(c)}</a>`).join('')}</div>
  </header>
  <div class="entry-content hatenablog-entry">${e.html}</div>
</article>`,
  )
  .join('\n')}
</div></div></div>
</body>
</html>
`;
}

function hatenaFeed(base: string, blog: FakeBlog, entries: FakeBlogEntry[]): string {
  const updated = entries[0]?.updatedAt ?? '2025-01-01T00:00:00Z';
  return `<?xml version="1.0" encoding="utf-8"?>
<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="ja">
  <title>${escapeHtml(blog.title)}</title>
  <subtitle>${escapeHtml(blog.description)}</subtitle>
  <link href="${base}/"/>
  <updated>${jst(updated)}</updated>
  <author>
    <name>${blog.author}</name>
  </author>
  <generator uri="https://blog.hatena.ne.jp/" version="7cb3f6d7a2c2e1a0b9c47b1f2e1d7c9a">Hatena::Blog</generator>
  <id>hatenablog://blog/6801883189088123456</id>
${entries
  .map(
    (e) => `  <entry>
    <title>${escapeHtml(e.title)}</title>
    <link href="${base}/${e.path}"/>
    <id>${e.entryId}</id>
    <published>${jst(e.publishedAt)}</published>
    <updated>${jst(e.updatedAt)}</updated>
    <summary type="html">${escapeHtml(plain(e.html))}</summary>
    <content type="html">${escapeHtml(e.html)}</content>
${e.categories.map((c) => `    <category term="${escapeHtml(c)}" label="${escapeHtml(c)}" />`).join('\n')}
    <author>
        <name>${blog.author}</name>
    </author>
  </entry>`,
  )
  .join('\n')}
</feed>
`;
}

function wordpressTop(base: string, blog: FakeBlog, entries: FakeBlogEntry[]): string {
  return `<!DOCTYPE html>
<html lang="ja">
<head>
<meta charset="UTF-8" />
<meta name="viewport" content="width=device-width, initial-scale=1" />
<title>${escapeHtml(blog.title)} &#8211; ${escapeHtml(blog.description)}</title>
<meta name='robots' content='max-image-preview:large' />
<link rel="alternate" type="application/rss+xml" title="${escapeHtml(blog.title)} &raquo; フィード" href="${base}/feed/" />
<link rel="alternate" type="application/rss+xml" title="${escapeHtml(blog.title)} &raquo; コメントフィード" href="${base}/comments/feed/" />
<link rel="https://api.w.org/" href="${base}/wp-json/" />
<meta name="generator" content="WordPress 6.6.2" />
</head>
<body class="home blog wp-embed-responsive">
<main id="wp--skip-link--target" class="wp-block-group">
${entries
  .map(
    (e) => `<article class="wp-block-post post type-post status-publish format-standard hentry">
  <h2 class="wp-block-post-title"><a href="${base}/${e.path}" target="_self">${escapeHtml(e.title)}</a></h2>
  <div class="wp-block-post-date"><time datetime="${jst(e.publishedAt)}">${e.publishedAt.slice(0, 10)}</time></div>
  <div class="wp-block-post-excerpt"><p class="wp-block-post-excerpt__excerpt">${escapeHtml(plain(e.html))}</p></div>
</article>`,
  )
  .join('\n')}
</main>
</body>
</html>
`;
}

function wordpressFeed(base: string, blog: FakeBlog, entries: FakeBlogEntry[]): string {
  const rfc822 = (iso: string) => new Date(iso).toUTCString().replace('GMT', '+0000');
  return `<?xml version="1.0" encoding="UTF-8"?><rss version="2.0"
	xmlns:content="http://purl.org/rss/1.0/modules/content/"
	xmlns:wfw="http://wellformedweb.org/CommentAPI/"
	xmlns:dc="http://purl.org/dc/elements/1.1/"
	xmlns:atom="http://www.w3.org/2005/Atom"
	xmlns:sy="http://purl.org/rss/1.0/modules/syndication/"
	xmlns:slash="http://purl.org/rss/1.0/modules/slash/"
	>

<channel>
	<title>${escapeHtml(blog.title)}</title>
	<atom:link href="${base}/feed/" rel="self" type="application/rss+xml" />
	<link>${base}</link>
	<description>${escapeHtml(blog.description)}</description>
	<lastBuildDate>${rfc822(entries[0]?.updatedAt ?? '2025-01-01T00:00:00Z')}</lastBuildDate>
	<language>ja</language>
	<sy:updatePeriod>
	hourly	</sy:updatePeriod>
	<sy:updateFrequency>
	1	</sy:updateFrequency>
	<generator>https://wordpress.org/?v=6.6.2</generator>
${entries
  .map(
    (e) => `	<item>
		<title>${escapeHtml(e.title)}</title>
		<link>${base}/${e.path}</link>
		<comments>${base}/${e.path}#respond</comments>
		<dc:creator>${cdata(blog.author)}</dc:creator>
		<pubDate>${rfc822(e.publishedAt)}</pubDate>
${e.categories.map((c) => `		<category>${cdata(c)}</category>`).join('\n')}
		<guid isPermaLink="false">${base}/${e.entryId}</guid>

					<description>${cdata(`${plain(e.html)} [&#8230;]`)}</description>
										<content:encoded>${cdata(e.html)}</content:encoded>
					<wfw:commentRss>${base}/${e.path}feed/</wfw:commentRss>
			<slash:comments>0</slash:comments>
		</item>`,
  )
  .join('\n')}
	</channel>
</rss>
`;
}

function entryPage(blog: FakeBlog, e: FakeBlogEntry): string {
  return `<!DOCTYPE html>
<html lang="ja">
<head><meta charset="utf-8"><title>${escapeHtml(e.title)} - ${escapeHtml(blog.title)}</title></head>
<body><article><h1>${escapeHtml(e.title)}</h1><time datetime="${jst(e.publishedAt)}">${e.publishedAt.slice(0, 10)}</time>${e.html}</article></body>
</html>
`;
}

function handle(req: IncomingMessage, res: ServerResponse, url: URL, state: FakeState) {
  const [, account = '', ...rest] = url.pathname.split('/');
  const blog = findBlog(decodeURIComponent(account));
  if (!blog) return false;
  const base = `${url.origin}/blogs/${blog.account}`;
  const entries = blogEntriesOf(blog, revisionOf(state, 'blogs', blog.account));
  const lastModified = new Date(Math.max(...entries.map((e) => Date.parse(e.updatedAt))));
  const path = rest.join('/');
  const redirect = (to: string) =>
    sendPlain(res, 301, 'text/html; charset=utf-8', '', { Location: to });
  const html = (body: string) =>
    sendCached(req, res, { contentType: 'text/html; charset=utf-8', body, lastModified });

  if (url.pathname === `/${account}`) return redirect(`${base}/`);
  if (path === '') {
    return html(
      blog.style === 'hatena' ? hatenaTop(base, blog, entries) : wordpressTop(base, blog, entries),
    );
  }
  if (blog.style === 'hatena' && path === 'feed') {
    return sendCached(req, res, {
      contentType: 'application/atom+xml; charset=utf-8',
      body: hatenaFeed(base, blog, entries),
      lastModified,
    });
  }
  if (blog.style === 'wordpress' && path === 'feed') return redirect(`${base}/feed/`);
  if (blog.style === 'wordpress' && path === 'feed/') {
    return sendCached(req, res, {
      contentType: 'application/rss+xml; charset=UTF-8',
      body: wordpressFeed(base, blog, entries),
      lastModified,
    });
  }
  const entry = entries.find((e) => e.path === path || `${e.path}/` === path);
  if (entry) return html(entryPage(blog, entry));
  return false;
}

export const blogsFake: FakeService = {
  prefix: 'blogs',
  handle: (req, res, url, state) => handle(req, res, url, state) !== false,
};
