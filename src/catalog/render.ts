/**
 * Pure: a component file's text in, what the component page shows out.
 *
 * Markdown (agents, commands, loops, SKILL.md, READMEs) is rendered with
 * markdown-it with `html: false`: raw HTML in the source is escaped, never
 * passed through, so the output holds only the tags markdown-it itself
 * writes. Links and images pass an allow-list of schemes (http, https,
 * mailto, relative; data: only for raster images) checked on the URL after
 * markdown-it has decoded entities and escapes. Frontmatter is never Markdown:
 * it is handed back as text for the page to show as a code block. JSON and
 * every other file stay text, as does anything the renderer throws on.
 *
 * markdown-it rather than remark + GFM + rehype-sanitize: ~0.5 ms against
 * 10–16 ms per 5.5 KB page here, which decides whether 10,000 pages fit the
 * build's 40 s goal (docs/benchmarks.md, catalog section).
 */
import MarkdownItCallable, { type MarkdownIt } from 'markdown-it';
import { splitFrontmatter } from '../text/frontmatter.ts';
import { highlight } from './highlight.ts';

/**
 * Bodies over this many UTF-8 bytes are rendered up to the last line break
 * before it; the page says so and the full source stays below. It bounds the
 * worst case (deeply nested brackets cost markdown-it ~5 ms per KB).
 */
export const RENDER_LIMIT_BYTES = 64 * 1024;

export type RenderedFile =
  | {
      format: 'markdown';
      /** The frontmatter block's text, shown as a code block; undefined when the file has none. */
      frontmatter: string | undefined;
      /** Safe HTML: only markdown-it's own tags, every URL through the allow-list. */
      html: string;
      /** Bytes of the body that were not rendered (0 when all were). */
      omittedBytes: number;
    }
  | {
      format: 'text';
      text: string;
      /** Why a Markdown file is shown as text, e.g. the renderer failed on it. */
      reason?: string;
    };

const MARKDOWN_FILE = /\.(?:md|markdown)$/i;

function isMarkdownFile(path: string): boolean {
  return MARKDOWN_FILE.test(path);
}

const SCHEME = /^([a-z][a-z0-9+.-]*):/;
const SAFE_SCHEMES = new Set(['http', 'https', 'mailto']);
const SAFE_DATA_IMAGE = /^data:image\/(?:gif|png|jpeg|webp);/;

/**
 * What a browser would take as the URL's scheme decides. Browsers drop tabs
 * and line breaks anywhere and leading control characters and spaces, so the
 * check does too; a URL without a scheme is relative and stays on our site.
 */
export function isSafeUrl(url: string): boolean {
  const seen = url.replace(/[\t\n\r]/g, '').replace(/^[\u0000-\u0020]+/, '').toLowerCase();
  const scheme = SCHEME.exec(seen)?.[1];
  // Without a scheme the URL is relative; a colon before its path ("1javascript:") is refused all the same.
  if (scheme === undefined) return !/^[^/?#]*:/.test(seen);
  if (SAFE_SCHEMES.has(scheme)) return true;
  return SAFE_DATA_IMAGE.test(seen);
}

function createRenderer(): MarkdownIt {
  // 'default' preset: CommonMark plus GFM tables and strikethrough; linkify for GFM's bare URLs.
  // Fenced code with a language is highlighted here, at build time (highlight.ts: escaped text in hljs-* spans).
  const md = new MarkdownItCallable('default', { html: false, linkify: true, typographer: false, highlight: (code, lang) => highlight(code, lang) ?? '' });
  md.validateLink = isSafeUrl;

  // The page has its own h1 and a "Content" h2: the content's headings start at h3.
  md.core.ruler.push('demote_headings', (state) => {
    for (const token of state.tokens) {
      if (token.type === 'heading_open' || token.type === 'heading_close') {
        token.tag = `h${Math.min(6, Number(token.tag.slice(1)) + 2)}`;
      }
    }
  });

  const renderLinkOpen = md.renderer.rules.link_open ?? ((tokens, idx, options, _env, self) => self.renderToken(tokens, idx, options));
  md.renderer.rules.link_open = (tokens, idx, options, env, self) => {
    const token = tokens[idx]!;
    const href = String(token.attrGet('href') ?? '');
    if (SCHEME.test(href.toLowerCase()) || href.startsWith('//')) token.attrSet('rel', 'nofollow noopener noreferrer ugc');
    return renderLinkOpen(tokens, idx, options, env, self);
  };

  // A relative image points into the component's files, which the site does not serve: show its alt text.
  const renderImage = md.renderer.rules.image!;
  md.renderer.rules.image = (tokens, idx, options, env, self) => {
    const token = tokens[idx]!;
    const src = String(token.attrGet('src') ?? '');
    if (!/^(?:https?:|data:)/i.test(src)) {
      const alt = self.renderInlineAsText(token.children ?? [], options, env);
      return alt ? `<span class="image-alt">[${md.utils.escapeHtml(alt)}]</span>` : '';
    }
    token.attrSet('loading', 'lazy');
    token.attrSet('referrerpolicy', 'no-referrer');
    return renderImage(tokens, idx, options, env, self);
  };
  return md;
}

let renderer: MarkdownIt | undefined;
let inlineRenderer: MarkdownIt | undefined;

/**
 * One line of our own prose (a rule's description on /safety/) as inline
 * HTML: `code` spans and emphasis, everything else escaped; no links, no raw
 * HTML. The same parser as component pages, never a pattern over the text.
 */
export function renderInlineText(text: string): string {
  inlineRenderer ??= new MarkdownItCallable('zero', { html: false }).enable(['backticks', 'emphasis', 'escape', 'entity']);
  return inlineRenderer.renderInline(text);
}

/** The longest prefix of `text` within `limit` UTF-8 bytes, cut at a line break when there is one. */
function prefixWithin(text: string, limit: number): string {
  const { read } = new TextEncoder().encodeInto(text, new Uint8Array(limit));
  const cut = text.lastIndexOf('\n', read);
  return text.slice(0, cut > 0 ? cut : read);
}

/** Counted without encoding a copy (the page's render measures every body). */
function utf8Length(text: string): number {
  return Buffer.byteLength(text, 'utf8');
}

export interface RenderOptions {
  /** Caps how much of a Markdown body is rendered. */
  limitBytes?: number;
  /** Markdown body to HTML; markdown-it as configured above unless a test passes another. */
  markdown?: (body: string) => string;
}

function renderMarkdown(body: string): string {
  renderer ??= createRenderer();
  return renderer.render(body);
}

/** How the page shows one file; `path` decides the format (Markdown by its extension). */
export function renderFile(path: string, text: string, options: RenderOptions = {}): RenderedFile {
  if (!isMarkdownFile(path)) return { format: 'text', text };
  const { limitBytes = RENDER_LIMIT_BYTES, markdown = renderMarkdown } = options;
  try {
    const { yaml, body } = splitFrontmatter(text);
    const size = utf8Length(body);
    const rendered = size > limitBytes ? prefixWithin(body, limitBytes) : body;
    // Code blocks scroll sideways inside themselves: focusable, so keyboard users can scroll them too.
    // Only markdown-it writes tags here (raw HTML is escaped), so every `<pre>` is one of its code blocks.
    const html = markdown(rendered).replaceAll('<pre>', '<pre tabindex="0">');
    return { format: 'markdown', frontmatter: yaml, html, omittedBytes: size - utf8Length(rendered) };
  } catch (error) {
    return { format: 'text', text, reason: `could not be rendered (${error instanceof Error ? error.message : String(error)})` };
  }
}
