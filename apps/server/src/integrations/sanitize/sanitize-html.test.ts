import { describe, expect, it } from 'vitest';
import { sanitizeHtml, toPlainText } from './sanitize-html';

/** No executable markup in the output, whatever the input. */
function expectHarmless(html: string) {
  expect(html).not.toMatch(/<\s*(script|style|iframe|object|embed|svg|img|math|form|input)/i);
  expect(html).not.toMatch(/\son\w+\s*=/i);
  expect(html).not.toMatch(/javascript:|data:|vbscript:/i);
  expect(html).not.toMatch(/<[^>]*\s(style|src|srcset|formaction|xlink:href)\s*=/i);
}

describe('toPlainText', () => {
  it('strips tags, decodes entities and collapses whitespace', () => {
    expect(
      toPlainText(
        '<h2>Rust&nbsp;入門</h2>\n<p>所有権と&lt;借用&gt;を&amp;理解する。</p><ul><li>その1</li><li>その2</li></ul>',
        400,
      ),
    ).toBe('Rust 入門 所有権と<借用>を&理解する。 その1 その2');
  });

  it('drops script, style, comments and similar content entirely', () => {
    expect(
      toPlainText(
        '<style>p{color:red}</style><p>本文<script>alert(1)</script><!-- 秘密 --></p><template><b>x</b></template><svg><text>図</text></svg>',
        400,
      ),
    ).toBe('本文');
  });

  it('cuts at maxChars with an ellipsis, counting characters not UTF-16 units', () => {
    expect(toPlainText('<p>あいうえおかきくけこ</p>', 5)).toBe('あいうえ…');
    expect(toPlainText('<p>あいうえお</p>', 5)).toBe('あいうえお');
    expect(toPlainText('🍣🍣🍣🍣🍣🍣', 4)).toBe('🍣🍣🍣…');
    expect(toPlainText('word word word', 10)).toBe('word word…');
    expect(toPlainText('abc', 0)).toBe('');
  });

  it('removes control characters and lone surrogates', () => {
    expect(toPlainText('a\u0000b\u0008c\ud800d&#0;e', 100)).toBe('abcd\ufffde');
  });

  it('treats plain text and unclosed tags gracefully', () => {
    expect(toPlainText('just text', 100)).toBe('just text');
    expect(toPlainText('<p>unclosed <b>bold', 100)).toBe('unclosed bold');
    expect(toPlainText('', 100)).toBe('');
    expect(toPlainText('a < b and c > d', 100)).toBe('a < b and c > d');
  });
});

describe('sanitizeHtml', () => {
  it('keeps the allowed subset without attributes', () => {
    expect(
      sanitizeHtml(
        '<h2 id="t" class="x">見出し</h2><p style="color:red">本文 <strong>強調</strong> <em>斜体</em> <code>x &lt; y</code></p><pre>a\n  b</pre><ul><li>1</li></ul><ol><li>2</li></ol><blockquote>引用</blockquote><h3>3</h3><h4>4</h4>行<br>改行',
      ),
    ).toBe(
      '<h2>見出し</h2><p>本文 <strong>強調</strong> <em>斜体</em> <code>x &lt; y</code></p><pre>a\n  b</pre><ul><li>1</li></ul><ol><li>2</li></ol><blockquote>引用</blockquote><h3>3</h3><h4>4</h4>行<br>改行',
    );
  });

  it('unwraps other elements, keeping their text, and renames close relatives', () => {
    expect(
      sanitizeHtml(
        '<div><span class="a">a</span><b>b</b><i>i</i><h1>h</h1><table><tr><td>t</td></tr></table></div>',
      ),
    ).toBe('a<strong>b</strong><em>i</em><h2>h</h2>t');
  });

  it('keeps http(s) links with a safe rel, resolving relative ones against baseUrl', () => {
    expect(
      sanitizeHtml('<a href="https://zenn.dev/a" target="_blank" onclick="x()">記事</a>'),
    ).toBe('<a href="https://zenn.dev/a" rel="noopener noreferrer nofollow">記事</a>');
    expect(
      sanitizeHtml('<a href="/entry/1?a=1&amp;b=2">相対</a>', {
        baseUrl: 'https://blog.example.jp/',
      }),
    ).toBe(
      '<a href="https://blog.example.jp/entry/1?a=1&amp;b=2" rel="noopener noreferrer nofollow">相対</a>',
    );
    // Without a base, a relative link keeps its text only.
    expect(sanitizeHtml('<a href="/entry/1">相対</a>')).toBe('相対');
    expect(sanitizeHtml('<a href="https://x.example/&quot;onmouseover=&quot;alert(1)">q</a>')).toBe(
      '<a href="https://x.example/%22onmouseover=%22alert(1)" rel="noopener noreferrer nofollow">q</a>',
    );
  });

  it.each([
    ['<img src=x onerror=alert(1)>', ''],
    ['<a href="JaVaScRiPt:alert(1)">x</a>', 'x'],
    ['<a href=" javascript:alert(1)">x</a>', 'x'],
    ['<a href="java\tscript:alert(1)">x</a>', 'x'],
    ['<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">x</a>', 'x'],
    ['<a href="&#x6A;avascript&colon;alert(1)">x</a>', 'x'],
    ['<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>', 'x'],
    ['<a href="vbscript:msgbox(1)">x</a>', 'x'],
    ['<svg><script>alert(1)</script></svg>after', 'after'],
    ['<svg onload=alert(1)><a xlink:href="javascript:alert(1)">x</a></svg>', ''],
    ['<math><mi xlink:href="javascript:alert(1)">x</mi></math>', ''],
    ['<script>alert(1)</script>ok', 'ok'],
    ['<SCRIPT SRC=//evil.example/x.js></SCRIPT>ok', 'ok'],
    ['<style>@import "//evil.example/x.css";</style><p>ok</p>', '<p>ok</p>'],
    ['<iframe src="https://evil.example"></iframe>ok', 'ok'],
    ['<object data="x.swf"><param name=a value=b></object>ok', 'ok'],
    ['<embed src="x.swf">ok', 'ok'],
    ['<p onclick="alert(1)" onmouseover=alert(1)>t</p>', '<p>t</p>'],
    ['<!-- <script>alert(1)</script> -->ok', 'ok'],
    ['<!--[if gte IE 4]><script>alert(1)</script><![endif]-->ok', 'ok'],
    ['<p>unclosed <strong>bold', '<p>unclosed <strong>bold</strong></p>'],
    ['<strong><em>mis</strong>nested</em>', '<strong><em>mis</em></strong>nested'],
    ['<<script>script>alert(1)<</script>/script>', '&lt;/script&gt;'],
    ['&lt;script&gt;alert(1)&lt;/script&gt;', '&lt;script&gt;alert(1)&lt;/script&gt;'],
    ['<noscript><p title="</noscript><img src=x onerror=alert(1)>">', ''],
    ['<form action="javascript:alert(1)"><input type=submit></form>ok', 'ok'],
    ['<base href="javascript:alert(1)//">ok', 'ok'],
    ['<meta http-equiv="refresh" content="0;url=javascript:alert(1)">ok', 'ok'],
    ['<link rel=stylesheet href="javascript:alert(1)">ok', 'ok'],
    ['<div style="background:url(javascript:alert(1))">ok</div>', 'ok'],
    ['<textarea><script>alert(1)</script></textarea>ok', 'ok'],
    ['<title><img src=x onerror=alert(1)></title>ok', 'ok'],
    ['<p>a</p><template><img src=x onerror=alert(1)></template>', '<p>a</p>'],
    ['<img src="x` `<script>alert(1)</script>"` `>', ''],
    [
      '<a href="https://ok.example" style="x" id="y" class="z">k</a>',
      '<a href="https://ok.example/" rel="noopener noreferrer nofollow">k</a>',
    ],
    ['<a href="https://user:pass@ok.example/">k</a>', 'k'],
  ])('neutralises %s', (input, expected) => {
    const output = sanitizeHtml(input);
    expect(output).toBe(expected);
    expectHarmless(output);
  });

  it('is idempotent', () => {
    const once = sanitizeHtml(
      '<p>a <a href="https://e.example/?q=1&x=<2>">b</a> &amp; <b>c</b></p><script>x</script>',
    );
    expect(sanitizeHtml(once)).toBe(once);
  });
});
