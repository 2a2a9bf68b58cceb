/**
 * Pure: the hidden-unicode rule over every file of a component, as written
 * and as decoded (a JSON `\u202e` or a YAML `"\U000E0041"` escape is the same
 * character once the client has read it).
 */
import type { Collector } from './analyze.ts';
import { hiddenCharacters } from './hidden.ts';
import { evidence, lineAt, lineOf } from './text.ts';
import type { Scan } from './units.ts';

/** Every string of a parsed document, keys included (bounded). */
export function stringsOf(value: unknown, out: string[], depth = 0): void {
  if (depth > 30 || out.length > 5000) return;
  if (typeof value === 'string') out.push(value);
  else if (Array.isArray(value)) for (const v of value) stringsOf(v, out, depth + 1);
  else if (typeof value === 'object' && value !== null) {
    for (const [k, v] of Object.entries(value)) {
      out.push(k);
      stringsOf(v, out, depth + 1);
    }
  }
}

/** A word of letters, digits and the marks names use, in any script. */
/** Hidden characters of one file turned into findings. */
const HITS_READ = 200;
const MIXED_WORD = /[\p{L}\p{N}_.\/-]+/gu;
/** Cyrillic and Greek letters drawn like Latin ones. */
const LOOKALIKE = /[аеорсухіјѕԁοανικτ]/u;
const LOOKALIKES_ALL = /[аеорсухіјѕԁοανικτ]/gu;

export function hiddenCharacterFindings(scan: Scan, collector: Collector, installed: (file: string) => boolean): void {
  for (const f of scan.files) {
    const inCode = installed(f.file);
    const hits = hiddenCharacters(f.text);
    const lines = f.text.split('\n');
    // Zero-width characters standing alone in prose are copy-and-paste leftovers, however many (a table
    // copied from a web page holds one per cell): they hide nothing a reader would miss. What encodes text
    // (a run of three or more, tag characters, overrides, selector runs) blocks wherever it is; in code or
    // configuration, any of them blocks (a name that is not what it looks like).
    const runs = f.role === 'script' || f.role === 'container' || f.role === 'json';
    const strong = hits.some((h) => h.strong) || (runs && hits.length > 0);
    // Every hit has the same weight (strong is read over all of them), and a file shows at most a few findings:
    // the first hits say it, and hostile input holds 100,000 of them.
    for (const hit of hits.slice(0, HITS_READ)) {
      if (collector.full('hidden-unicode', f.file)) break;
      const line = lineAt(f.text, hit.index);
      const start = f.text.lastIndexOf('\n', hit.index - 1) + 1;
      collector.add('hidden-unicode', f.file, line, evidence(lines[line - 1] ?? '', hit.index - start, hit.length), inCode, !strong);
    }
    // In a script: a word of Latin letters with a Cyrillic or Greek letter drawn like a Latin one among them
    // (`сurl`, `id_rsа`): a command, a path or a host that is not what it looks like, written to pass a reader
    // or a pattern by. Words wholly in another script (a message in Russian, a Greek constant) are not mixed.
    if (f.role === 'script') {
      for (const m of f.text.matchAll(MIXED_WORD)) {
        const word = m[0];
        if (collector.full('hidden-unicode', f.file)) break;
        if (!/[A-Za-z]/.test(word) || !LOOKALIKE.test(word) || /[\u0400-\u04FF\u0370-\u03FF]{2}/u.test(word.replace(LOOKALIKES_ALL, ''))) continue;
        const line = lineAt(f.text, m.index);
        const start = f.text.lastIndexOf('\n', m.index - 1) + 1;
        collector.add('hidden-unicode', f.file, line, evidence(lines[line - 1] ?? '', m.index - start, word.length), inCode, false);
      }
    }
    // Characters written as escapes: decoded by the JSON or YAML reader.
    const decoded: string[] = [];
    const key = f.file === scan.entry && scan.extraction.json.has('') ? '' : f.file;
    if (scan.extraction.json.has(key)) stringsOf(scan.extraction.json.get(key), decoded);
    const fmKey = f.file === scan.entry && scan.extraction.frontmatter.has('') ? '' : f.file;
    for (const reading of scan.extraction.frontmatter.get(fmKey) ?? []) stringsOf(reading, decoded);
    for (const value of decoded) {
      const inValue = hiddenCharacters(value);
      if (inValue.length === 0 || hits.length >= inValue.length && f.text.includes(value)) continue;
      const first = inValue[0]!;
      const before = value.slice(Math.max(0, first.index - 24), first.index);
      const line = before.trim() ? lineOf(f.text, before) : 1;
      const valueStrong = inValue.some((h) => h.strong) || runs;
      collector.add('hidden-unicode', f.file, line, evidence(value, first.index, first.length), inCode, !valueStrong);
    }
  }
}
