/**
 * Pure: Markdown the model reads, as a rendered page hides it. Text in an
 * HTML comment, a link-reference comment, a hidden element or past a long
 * run of blanks that reads as instructions (or a command) blocks; other
 * hidden prose is an advisory. Visible instruction-override wording is an
 * advisory: security guides quote it.
 */
import type { Collector } from './analyze.ts';
import { poisoning } from './directives.ts';
import { dataInstructionLike, dataStrings, hiddenText, instructionLike, mayHideText, mayOverride, overrideWording, quotedOnItsLine } from './hidden.ts';
import { readAs } from './read-as.ts';
import { evidence, lineAt } from './text.ts';
import type { Scan } from './units.ts';

const LABEL = {
  'html-comment': 'HTML comment',
  'link-comment': 'link-reference comment',
  'hidden-element': 'hidden element',
  whitespace: 'after a long run of blanks',
  'image-alt': 'image alt text',
  'link-title': 'link title',
  'encoded-comment': 'HTML comment written with entities',
  'html-attribute': 'HTML attribute',
} as const;

export function markdownFindings(scan: Scan, collector: Collector): void {
  for (const md of scan.markdown) {
    const inFence = (line: number) => md.fences.some(([a, b]) => line > a && line < b);
    const hiddenLines = new Set<number>();
    const lower = md.text.toLowerCase();
    for (const h of mayHideText(lower) ? hiddenText(md.text) : []) {
      const line = lineAt(md.text, h.index);
      if (inFence(line)) continue;
      const lastLine = lineAt(md.text, h.index + h.length);
      for (let l = line; l <= lastLine; l++) hiddenLines.add(l);
      const shown = evidence(`${LABEL[h.how]}: ${h.text}`);
      // Read as the model reads it (zero-width characters out, look-alike letters Latin); what a visible passage
      // may not ask (directives.ts) it may not ask hidden either.
      const text = readAs(h.text).text;
      // A comment of data (version notes as YAML keys; parsed as written, lines kept) is judged key by key and value by value.
      const data = h.how === 'html-comment' || h.how === 'encoded-comment' || h.how === 'link-comment' ? dataStrings(h.text)?.map((s) => readAs(s).text) : undefined;
      const ordered = data ? dataInstructionLike(data) || data.some((s) => poisoning(s) !== undefined) : instructionLike(text, h.how === 'image-alt' || h.how === 'link-title' || h.how === 'html-attribute') || poisoning(text) !== undefined;
      // Between quotation marks on its line it is quoted (a payload catalog's cell): an advisory, as a quoted sentence gives no order.
      if (ordered) collector.add('hidden-instructions', md.file, line, shown, md.readByModel, h.how !== 'whitespace' && quotedOnItsLine(md.text, h.index, h.length));
      else if ((h.how === 'whitespace' || h.how === 'hidden-element') && /\p{L}{3,}.*\s.*\p{L}{3,}/u.test(h.text)) {
        collector.add('hidden-instructions', md.file, line, shown, md.readByModel, true);
      }
    }
    if (!md.readByModel || !mayOverride(lower)) continue;
    const lines = md.text.split('\n');
    for (let i = md.bodyLine - 1; i < lines.length; i++) {
      if (hiddenLines.has(i + 1) || inFence(i + 1)) continue;
      const m = overrideWording(lines[i]!);
      if (m) collector.add('prompt-injection', md.file, i + 1, evidence(lines[i]!, m.index, m[0].length), true);
    }
  }
}
