/**
 * The component page's renderer on hostile and messy Markdown. markdown-it's
 * output is regular (every literal `<` in text is escaped, every attribute is
 * double-quoted), so the check below can account for every `<` in it: each one
 * must open or close an allowed tag whose attributes are allowed and whose
 * URLs have a safe scheme. The browser test (site.test.ts) checks the built
 * page with Chromium's own parser.
 */
import { describe, expect, it } from 'vitest';
import { isSafeUrl, RENDER_LIMIT_BYTES, renderFile, renderInlineText, type RenderedFile } from '../../src/catalog/render.ts';

const TAGS = new Set([
  'p', 'h3', 'h4', 'h5', 'h6', 'ul', 'ol', 'li', 'a', 'em', 'strong', 's', 'code', 'pre', 'blockquote', 'hr', 'br',
  'img', 'table', 'thead', 'tbody', 'tr', 'th', 'td', 'span',
]);
const ATTRIBUTES = new Set(['href', 'src', 'alt', 'title', 'rel', 'class', 'style', 'loading', 'referrerpolicy', 'start', 'tabindex']);
const TAG = /<(\/?)([A-Za-z][A-Za-z0-9]*)((?:\s+[a-z-]+="[^"<>]*")*)\s*\/?>/g;
const ATTRIBUTE = /\s+([a-z-]+)="([^"]*)"/g;

const decode = (value: string) =>
  value.replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&#(\d+);/g, (_, n: string) => String.fromCodePoint(Number(n))).replace(/&amp;/g, '&');

/** The scheme a browser would see, independent of the renderer's own check. */
function schemeOf(url: string): string | undefined {
  return /^([a-z][a-z0-9+.-]*):/i.exec(url.replace(/[\t\n\r]/g, '').replace(/^[\u0000-\u0020]+/, ''))?.[1]?.toLowerCase();
}

/** Every tag and URL in the HTML, failing on anything that could run or load script. */
function inspect(html: string): { tags: string[]; urls: string[] } {
  const tags: string[] = [];
  const urls: string[] = [];
  let count = 0;
  for (const m of html.matchAll(TAG)) {
    count++;
    const name = m[2]!.toLowerCase();
    expect(TAGS, `tag <${name}> in ${html}`).toContain(name);
    tags.push(`${m[1]}${name}`);
    for (const a of m[3]!.matchAll(ATTRIBUTE)) {
      const attr = a[1]!;
      expect(ATTRIBUTES, `attribute ${attr} in ${html}`).toContain(attr);
      const value = decode(a[2]!);
      if (attr === 'tabindex') expect(value).toBe('0');
      if (attr === 'style') expect(value).toMatch(/^text-align:(left|right|center)$/);
      if (attr === 'href' || attr === 'src') {
        urls.push(value);
        const scheme = schemeOf(value);
        if (scheme === 'data') expect(value).toMatch(/^data:image\/(png|gif|jpeg|webp);/);
        else expect([undefined, 'http', 'https', 'mailto'], `${attr}="${value}"`).toContain(scheme);
      }
    }
  }
  // Every `<` in the output belongs to one of the tags checked above.
  expect(count, html).toBe(html.split('<').length - 1);
  expect(html).not.toMatch(/<\/?(script|iframe|object|embed|style|svg|math|form|input|textarea|base|meta|link)\b/i);
  return { tags, urls };
}

function markdown(text: string, path = 'agent.md'): Extract<RenderedFile, { format: 'markdown' }> {
  const result = renderFile(path, text);
  if (result.format !== 'markdown') throw new Error(`expected Markdown, got text: ${result.reason}`);
  inspect(result.html);
  return result;
}

describe('renderFile: hostile Markdown', () => {
  it('escapes raw HTML instead of passing it through', () => {
    const { html } = markdown(
      [
        '<script>alert(1)</script>',
        '',
        'Inline <script>alert(2)</script> and <img src=x onerror=alert(3)> here.',
        '',
        '<div onclick="alert(4)">',
        '',
        '*still Markdown*',
        '',
        '</div>',
        '',
        '<iframe src="javascript:alert(5)"></iframe>',
        '<style>body{display:none}</style>',
        '<!-- <script>alert(6)</script> -->',
        '<a href="javascript:alert(7)">click</a>',
        '<svg onload=alert(8)>',
      ].join('\n'),
    );
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('&lt;img src=x onerror=alert(3)&gt;');
    expect(html).toContain('<em>still Markdown</em>');
    expect(html).toContain('&lt;a href=&quot;javascript:alert(7)&quot;&gt;');
  });

  it('refuses script and data URLs in links, images, autolinks and references, however they are spelled', () => {
    const hostile = [
      '[a](javascript:alert(1))',
      '[b](JaVaScRiPt:alert(1))',
      '[c](jav&#x61;script:alert(1))',
      '[d](&#106;avascript:alert(1))',
      '[e](javascript&colon;alert(1))',
      '[f](<javascript:alert(1)>)',
      '[g](<java\tscript:alert(1)>)',
      '[h](vbscript:msgbox(1))',
      '[i](file:///etc/passwd)',
      '[j](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)',
      '![k](javascript:alert(1))',
      '![l](data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+)',
      '<javascript:alert(1)>',
      '<vbscript:alert(1)>',
      'javascript:alert(1) as bare text',
      '[m][ref]',
      '',
      '[ref]: javascript:alert(1)',
    ].join('\n\n');
    const { html } = markdown(hostile);
    const { urls } = inspect(html);
    expect(urls).toEqual([]); // not one of them became a link or an image
    expect(html).not.toMatch(/href=|src=/);
  });

  it('keeps safe links and images, marking outside links nofollow', () => {
    const { html } = markdown(
      '[docs](https://example.org/docs) [mail](mailto:a@example.org) [here](#usage) [rel](./reference.md)\n\n' +
        '<https://example.org/auto> https://example.org/bare\n\n' +
        '![badge](https://example.org/badge.png) ![dot](data:image/png;base64,iVBORw0KGgo=) ![shot](./screenshot.png)\n\n' +
        '[t](https://example.org "title\\" onmouseover=\\"alert(1)")',
    );
    const { urls } = inspect(html);
    expect(urls).toEqual([
      'https://example.org/docs',
      'mailto:a@example.org',
      '#usage',
      './reference.md',
      'https://example.org/auto',
      'https://example.org/bare',
      'https://example.org/badge.png',
      'data:image/png;base64,iVBORw0KGgo=',
      'https://example.org',
    ]);
    expect(html).toContain('<a href="https://example.org/docs" rel="nofollow noopener noreferrer ugc">docs</a>');
    expect(html).toContain('<a href="#usage">here</a>');
    expect(html).toContain('referrerpolicy="no-referrer"');
    // A relative image would point at files the site does not serve: its alt text is shown.
    expect(html).toContain('<span class="image-alt">[shot]</span>');
    expect(html).toContain('title="title&quot; onmouseover=&quot;alert(1)"');
  });

  it('isSafeUrl allows only http, https, mailto, relative URLs and raster data images', () => {
    for (const url of ['https://a.example', 'HTTP://a.example', 'mailto:x@a.example', '/x', './x.md', '#top', '?q=1', 'data:image/png;base64,AA']) {
      expect(isSafeUrl(url), url).toBe(true);
    }
    for (const url of ['javascript:alert(1)', ' \u0001javascript:x', 'java\tscript:x', 'java\nscript:x', 'vbscript:x', 'file:///x', 'data:text/html,x', 'data:image/svg+xml,x', 'blob:x', 'ftp://x', 'weird:x', '1javascript:x']) {
      expect(isSafeUrl(url), JSON.stringify(url)).toBe(false);
    }
  });

  it('keeps code fences, nested or not, as escaped code', () => {
    const { html, tags } = (() => {
      const r = markdown('````md\n```js\n<script>alert(1)</script>\n```\n````\n\n~~~\n</code></pre><script>alert(2)</script>\n~~~\n\n    <b>indented</b>\n');
      return { ...r, tags: inspect(r.html).tags };
    })();
    expect(tags.filter((t) => t === 'pre')).toHaveLength(3);
    expect(html).toContain('<code class="language-md">```js\n&lt;script&gt;alert(1)&lt;/script&gt;\n```\n</code>');
    expect(html).toContain('&lt;/code&gt;&lt;/pre&gt;&lt;script&gt;alert(2)&lt;/script&gt;');
    expect(html).toContain('&lt;b&gt;indented&lt;/b&gt;');
    // A fence language cannot break out of its class attribute.
    expect(markdown('```x" onmouseover="alert(1)\ncode\n```').html).toContain('class="language-x&quot;');
  });
});

describe('renderFile: real Markdown', () => {
  it('renders headings (demoted below the page headings), lists, emphasis, tables and strikethrough', () => {
    const { html, tags } = (() => {
      const r = markdown('# Title\n\n## Steps\n\n1. first\n2. **second**\n\n- a\n- b\n\n| a | b |\n|:-|-:|\n| 1 | ~~2~~ |\n\n> quote\n\n---\n\n###### six\n');
      return { ...r, tags: inspect(r.html).tags };
    })();
    expect(html).toContain('<h3>Title</h3>');
    expect(html).toContain('<h4>Steps</h4>');
    expect(html).toContain('<h6>six</h6>');
    expect(tags).toEqual(expect.arrayContaining(['ol', 'ul', 'li', 'strong', 'table', 'th', 'td', 's', 'blockquote', 'hr']));
  });

  it('reads CRLF files: frontmatter apart (never as Markdown), the body rendered', () => {
    const r = markdown('---\r\nname: x\r\ndescription: "<script>alert(1)</script>"\r\n---\r\n# Hello\r\n\r\n- one\r\n- two\r\n');
    expect(r.frontmatter).toBe('name: x\ndescription: "<script>alert(1)</script>"\n');
    expect(r.html).toBe('<h3>Hello</h3>\n<ul>\n<li>one</li>\n<li>two</li>\n</ul>\n');
    expect(markdown('no frontmatter').frontmatter).toBeUndefined();
  });

  it('renders at most the size cap, cut at a line break, and says how much is left', () => {
    const line = `${'word '.repeat(19)}é€😀\n`; // multi-byte characters near every cut
    const text = line.repeat(Math.ceil((RENDER_LIMIT_BYTES * 3) / line.length));
    const r = markdown(text);
    const total = new TextEncoder().encode(text).length;
    expect(r.omittedBytes).toBeGreaterThan(RENDER_LIMIT_BYTES);
    expect(r.omittedBytes).toBeLessThan(total);
    expect(r.html.startsWith('<p>word')).toBe(true);
    expect(r.html.endsWith('😀</p>\n')).toBe(true); // ends on a whole line
    expect(r.html).not.toContain('\uFFFD');
    expect(markdown(line).omittedBytes).toBe(0);
  });

  it('takes very long lines and pathological nesting', () => {
    const long = markdown(`${'x'.repeat(300_000)} [a](javascript:alert(1))`);
    expect(long.omittedBytes).toBeGreaterThan(0);
    expect(long.html.length).toBeGreaterThan(RENDER_LIMIT_BYTES - 100);
    for (const text of ['['.repeat(100_000), '*a '.repeat(40_000), '> '.repeat(20_000) + 'x', '- '.repeat(20_000) + 'x', '`'.repeat(70_000)]) {
      expect(markdown(text).html.length).toBeGreaterThan(0);
    }
  });

  it('leaves JSON and other files as text, and falls back to text when rendering fails', () => {
    const json = '{"hooks": "<script>alert(1)</script>"}';
    expect(renderFile('block-rm.json', json)).toEqual({ format: 'text', text: json });
    expect(renderFile('.claude-plugin/plugin.json', json)).toEqual({ format: 'text', text: json });
    expect(renderFile('README.MD', '# x').format).toBe('markdown');
    const failed = renderFile('SKILL.md', '# x', {
      markdown: () => {
        throw new Error('boom');
      },
    });
    expect(failed).toEqual({ format: 'text', text: '# x', reason: 'could not be rendered (boom)' });
  });
});

describe('renderInlineText: our own one-line prose (rule texts on /safety/)', () => {
  it('renders code spans and emphasis, escapes everything else, makes no links', () => {
    expect(renderInlineText('A download piped into a shell (`curl … | sh`, `bash <(curl …)`), *directly*.')).toBe(
      'A download piped into a shell (<code>curl … | sh</code>, <code>bash &lt;(curl …)</code>), <em>directly</em>.',
    );
    expect(renderInlineText('<img src=x onerror=alert(1)> [a](javascript:alert(1)) https://x.example & `<b>`')).toBe(
      '&lt;img src=x onerror=alert(1)&gt; [a](javascript:alert(1)) https://x.example &amp; <code>&lt;b&gt;</code>',
    );
  });
});
