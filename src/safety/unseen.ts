/**
 * Pure: text the model reads where a human reader does not look. In a code block of Markdown the model reads, and in
 * a script: comments, docstrings and string constants (code-said.ts) that order the model (hidden.ts `orderToModel`).
 * In HTML (a ```html/vue/handlebars block, a page or template file): comments and elements a rendered page hides
 * (html-hidden.ts) that read as instructions, as hidden Markdown is judged (markdown.ts). Both block.
 */
import { ABOUT_ATTACKS } from './about-attacks.ts';
import type { Collector } from './analyze.ts';
import { codeSaid, joinedComments } from './code-said.ts';
import { poisoning } from './directives.ts';
import { instructionLike, orderToModel } from './hidden.ts';
import { hiddenHtml } from './html-hidden.ts';
import { langOf, langOfFence } from './languages.ts';
import { readAs } from './read-as.ts';
import { evidence } from './text.ts';
import type { Scan } from './units.ts';

/** Fence tags and file names of HTML and the templates written in it. */
const HTML_FENCE = /^(?:html?|xhtml|vue|svelte|handlebars|hbs|mustache|jinja2?|j2|django|njk|nunjucks|liquid|ejs|erb|twig|blade|astro)$/;
const HTML_FILE = /\.(?:html?|xhtml|vue|svelte|hbs|handlebars|mustache|j2|jinja2?|njk|liquid|ejs|twig|astro)$/i;

/** Whether hidden HTML text reads as instructions (as hidden Markdown text is read). */
function htmlOrders(text: string): boolean {
  const read = readAs(text).text;
  return instructionLike(read) || poisoning(read) !== undefined;
}

/** The paragraph right above a fenced block (a blank line between them allowed): what introduces it. */
function introduction(lines: readonly string[], open: number): string {
  let end = open - 1;
  while (end > 0 && lines[end - 1]!.trim() === '') end--;
  let start = end;
  while (start > 0 && lines[start - 1]!.trim() !== '') start--;
  return lines.slice(start, end).join(' ');
}

function htmlFindings(html: string, file: string, firstLine: number, readByModel: boolean, collector: Collector, shown = false): void {
  for (const h of hiddenHtml(html)) {
    if (!htmlOrders(h.text)) continue;
    collector.add('hidden-instructions', file, firstLine + h.line - 1, evidence(`${h.how === 'html-comment' ? 'HTML comment' : 'hidden element'}: ${h.text}`), readByModel, shown);
  }
}

function codeFindings(source: string, lang: ReturnType<typeof langOf>, name: string, file: string, firstLine: number, readByModel: boolean, collector: Collector, shown = false, commentsOnly = false): void {
  for (const s of joinedComments(codeSaid(source, lang, name))) {
    // In a script the front ends read its strings and docstrings (tool descriptions: tool-poisoning); its comments are left.
    if (commentsOnly && s.kind !== 'comment') continue;
    if (!orderToModel(readAs(s.text).text, !s.comment)) continue;
    collector.add('hidden-instructions', file, firstLine + s.line - 1, evidence(`${s.comment ? 'comment' : 'text in code'}: ${s.text}`), readByModel, shown);
  }
}

export function unseenFindings(scan: Scan, collector: Collector): void {
  for (const md of scan.markdown) {
    const lines = md.text.split('\n');
    for (const [open, close] of md.fences) {
      const info = (lines[open - 1] ?? '').replace(/^\s*(?:`{3,}|~{3,})/, '').trim();
      const tag = info.split(/\s+/)[0]?.toLowerCase() ?? '';
      const body = lines.slice(open, close - 1).join('\n');
      // A block introduced as an attack to look at ("show this document as an example of a poisoned page") is shown, not obeyed: an advisory.
      const shown = ABOUT_ATTACKS.test(introduction(lines, open));
      if (HTML_FENCE.test(tag)) htmlFindings(body, md.file, open + 1, md.readByModel, collector, shown);
      else codeFindings(body, langOfFence(info), tag, md.file, open + 1, md.readByModel, collector, shown);
    }
  }
  for (const f of scan.files) {
    if (HTML_FILE.test(f.file)) htmlFindings(f.text, f.file, 1, true, collector);
    else if (f.role === 'script') codeFindings(f.text, langOf(f.file, f.text), f.file, f.file, 1, true, collector, false, true);
  }
}
