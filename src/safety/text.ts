/**
 * Pure text helpers the rules share: statements with their line numbers,
 * quoted spans, where a value sits in its file, and evidence as shown.
 */
import { visible } from '../text/visible.ts';
import { reflagged } from './gated.ts';

export interface Statement {
  /** 1-based line in the unit where the statement starts. */
  line: number;
  text: string;
}

/**
 * Code split into statements: a line, joined with the next while it ends in
 * a backslash or while brackets opened on it are still open (a Python or
 * JavaScript call written over several lines). Bounded, so an unbalanced
 * bracket cannot swallow a whole file.
 */
export function statements(text: string): Statement[] {
  const lines = text.split('\n');
  const out: Statement[] = [];
  let i = 0;
  while (i < lines.length) {
    const start = i;
    let joined = lines[i]!;
    // A line that opens a block (`function main() {`, `if (ok) {`, `try {`) is a statement of its own:
    // joined to its body, a whole function would read as one statement and hide what flows inside it.
    // The same for the brackets still open before it (`(async () => {`, `fetch(u).then((r) => {`): the body's
    // lines are statements of their own, and a callback's parameter carries what its call fetched (flow.ts).
    let depth = BLOCK_OPENER.test(joined) ? 0 : bracketDepth(joined);
    // A method chain continued on the next line (`fetch(u)` / `.then(…)`) is the same statement.
    while (i + 1 < lines.length && i - start < 40 && (depth > 0 || lines[i]!.trimEnd().endsWith('\\') || /^\s*\.[A-Za-z_$]/.test(lines[i + 1]!))) {
      i++;
      joined += `\n${lines[i]!}`;
      depth += bracketDepth(lines[i]!) - (BLOCK_OPENER.test(lines[i]!) ? 1 : 0);
    }
    out.push({ line: start + 1, text: joined });
    i++;
  }
  return out;
}

/** A line ending in the `{` of a block: after `)`, `=>`, a block keyword, or a function or class head. */
const BLOCK_OPENER = /(?:\)|=>|\b(?:else|try|finally|do)|^\s*(?:export\s+)?(?:default\s+)?(?:async\s+)?(?:function\*?|class)\b[^{=]*)\s*\{\s*$/;

/** Opened minus closed brackets on a line, quotes ignored roughly (a `)` inside a string still counts). */
function bracketDepth(line: string): number {
  let depth = 0;
  for (const ch of line) {
    if (ch === '(' || ch === '[' || ch === '{') depth++;
    else if (ch === ')' || ch === ']' || ch === '}') depth--;
  }
  return depth;
}

/**
 * Typographic quotation marks, opening and closing, of the languages the readers know: English
 * curly quotes, French, Russian and Spanish guillemets (and the single ones), German and Czech
 * low-high quotes (closed by either curly mark), Chinese and Japanese corner brackets. A phrase
 * between them is a mention in any of these languages, as between ASCII quotes.
 */
export const QUOTATION_MARKS: ReadonlyArray<readonly [open: string, close: string]> = [
  ['„', '“”'],
  ['“', '”'],
  ['«', '»'],
  ['‹', '›'],
  ['「', '」'],
  ['『', '』'],
];

/** Whether `before` (a line up to some point) ends inside a typographic quotation opened on it and not closed. */
export function insideQuotation(before: string): boolean {
  // A German quotation („…“) closes with the English opening mark: taken out first, so it does not open one.
  const rest = before.replace(/„[^“”\n]*[“”]/g, '');
  return QUOTATION_MARKS.some(([open, close]) => rest.lastIndexOf(open) > Math.max(...[...close].map((c) => rest.lastIndexOf(c))));
}

/** Whether offset `i` of the passage is inside quotation marks on its line (a mention, not an instruction). */
export function quoted(passage: string, i: number): boolean {
  const start = passage.lastIndexOf('\n', i - 1) + 1;
  const before = passage.slice(start, i);
  const count = (c: string) => before.split(c).length - 1;
  return count('"') % 2 === 1 || count('`') % 2 === 1 || insideQuotation(before) || /(?:^|\s)'[^']*$/.test(before);
}

/** The first match of `re` in the passage that is not inside quotation marks on its line. */
export function unquoted(re: RegExp, passage: string): RegExpExecArray | null {
  if (!re.test(passage)) return null;
  for (const m of passage.matchAll(reflagged(re, `${re.flags.replace('g', '')}g`))) if (!quoted(passage, m.index)) return m as RegExpExecArray;
  return null;
}

/** What opens a quotation that reports a text: a verb of saying in the third person or the past (`the description says`), not an order to write or pass it on. */
const QUOTE_FRAME = /\b(?:says|said|reads|served|contained|wrote|writes|stated|states)\s*:?\s*$/i;

/**
 * Whether offset `i` of the passage is inside a double-quoted span (ASCII or curly) closed on its line and opened
 * right after a verb reporting what a text says (`the tool's description says "…"`, `version 1.0.3 later served: "…"`).
 * What a text says, quoted for the reader (a write-up, an incident report), is mentioned, not given: an advisory, as
 * a passage about attacks is. A quotation after an order (`give it this task, word for word: "…"`, `add this line: "…"`)
 * is handed on, and still gives it.
 */
export function quotedAsReported(passage: string, i: number): boolean {
  const start = passage.lastIndexOf('\n', i - 1) + 1;
  const end = passage.indexOf('\n', i);
  const line = passage.slice(start, end < 0 ? undefined : end);
  const at = i - start;
  const before = line.slice(0, at);
  const ascii = (before.split('"').length - 1) % 2 === 1 ? before.lastIndexOf('"') : -1;
  const curly = before.lastIndexOf('“') > before.lastIndexOf('”') ? before.lastIndexOf('“') : -1;
  const open = Math.max(ascii, curly);
  if (open < 0 || line.indexOf(open === ascii ? '"' : '”', at) < 0) return false;
  return QUOTE_FRAME.test(line.slice(0, open));
}

/** [start, end) spans of '…', "…" and `…` strings on one line (an unclosed quote runs to the end). */
export function quotedSpans(line: string): Array<[number, number]> {
  const spans: Array<[number, number]> = [];
  let i = 0;
  while (i < line.length) {
    const ch = line[i]!;
    if (ch === '"' || ch === "'" || ch === '`') {
      let j = i + 1;
      while (j < line.length && line[j] !== ch) j += line[j] === '\\' && ch !== "'" ? 2 : 1;
      spans.push([i, Math.min(j + 1, line.length)]);
      i = j + 1;
    } else i++;
  }
  return spans;
}

/** Commands that only print their arguments: a pattern inside their quoted text is shown, not run. */
const PRINTS = /^\s*(?:echo|printf|print|puts|console\.(?:log|error|warn|info)|Write-(?:Host|Output)|log|info|warn|say|cat\s*<<)\b/;

/**
 * Whether the match at `index` of `line` sits inside a quoted string that a
 * printing command (echo, print, console.log…) only shows.
 */
export function onlyPrinted(line: string, index: number): boolean {
  if (!PRINTS.test(line)) return false;
  return quotedSpans(line).some(([s, e]) => index > s && index < e);
}

/** What hands a quoted string to a shell or an interpreter as code, just before the string. */
const SHELL_RUNNER = /(?:^|[\s;&|(`])(?:(?:\S*\/)?(?:ba|z|k|da|fi)?sh|eval|exec|sudo|su|ssh|xargs|nohup|watch|timeout|env|command|source|\.|python[0-9.]*|node|perl|ruby|php|pwsh|powershell|osascript)(?:\s+-\S+(?:\s+(?!-)[\w.]+(?=\s+-))?)*\s+$/;
const CALL_RUNNER = /(?:\bos\.system|\bos\.popen|\bsubprocess\.\w+|\bcommands\.\w+|\bexec(?:Sync)?|\bexecFile(?:Sync)?|\bspawn(?:Sync)?|\bsystem|\beval|\bFunction|\bInvoke-Expression|\biex|\bshell_exec|\bpassthru|\bpopen|\bIO\.popen|%x)\s*[({]\s*(?:\[\s*)?(?:(?:['"`][^'"`]*['"`]|\w+)\s*,\s*)*$/;

/**
 * Whether the match at `index` sits inside a quoted string that is only data:
 * a `grep` pattern, a guard's list of dangerous commands, a message, a
 * variable's value. A string handed to a shell or an interpreter (`sh -c
 * "…"`, `python -c "…"`, `os.system("…")`, `execSync(\`…\`)`) is code.
 * A value later run through a variable is the flow analysis's (flow.ts).
 */
export function inQuotedData(line: string, index: number): boolean {
  const span = quotedSpans(line).find(([s, e]) => index > s && index < e);
  if (!span) return false;
  const before = line.slice(0, span[0]);
  return !SHELL_RUNNER.test(before) && !CALL_RUNNER.test(before);
}

/** 1-based line of a character offset. */
export function lineAt(text: string, offset: number): number {
  if (text.length < LINE_INDEX_FROM) {
    let line = 1;
    for (let i = text.indexOf('\n'); i >= 0 && i < offset; i = text.indexOf('\n', i + 1)) line++;
    return line;
  }
  // A long file asked for many lines (a finding per hit, 100,000 hits in hostile input) would be read from its
  // start each time: quadratic. Its line starts are kept for the last few texts asked about, and searched.
  const breaks = lineBreaks(text);
  let low = 0;
  let high = breaks.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (breaks[mid]! < offset) low = mid + 1;
    else high = mid;
  }
  return low + 1;
}

const LINE_INDEX_FROM = 8192;
const KEPT_TEXTS = 4;
const kept: Array<{ text: string; breaks: Uint32Array }> = [];

/** The offsets of a text's newlines, kept for the last KEPT_TEXTS texts (an invisible cache: lineAt stays pure). */
function lineBreaks(text: string): Uint32Array {
  const known = kept.find((k) => k.text === text);
  if (known) return known.breaks;
  let count = 0;
  for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) count++;
  const breaks = new Uint32Array(count);
  for (let i = text.indexOf('\n'), n = 0; i >= 0; i = text.indexOf('\n', i + 1)) breaks[n++] = i;
  kept.unshift({ text, breaks });
  kept.length = Math.min(kept.length, KEPT_TEXTS);
  return breaks;
}

/**
 * The line of a file where a value appears: as written, or as JSON writes it
 * (escaped), by its first line. 1 when it cannot be found (a value built by
 * a YAML merge, for one).
 */
export function lineOf(fileText: string, value: string, from = 0): number {
  const first = value.split('\n').find((l) => l.trim() !== '') ?? value;
  const needles = [first.trim(), JSON.stringify(first.trim()).slice(1, -1)];
  for (const needle of needles) {
    if (!needle) continue;
    const at = fileText.indexOf(needle, from);
    if (at >= 0) return lineAt(fileText, at);
  }
  return 1;
}

/**
 * The line of a server's entry in a JSON file: the first of `values` (its
 * package argument, then its command) written as a JSON string after the key
 * `name` (`"git": {`), so two servers running `npx` each get their own line
 * and a description that mentions `uvx` is not taken for the command.
 */
export function entryLine(fileText: string, name: string | undefined, values: readonly string[]): number {
  const key = name === undefined ? null : new RegExp(`${JSON.stringify(name).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*:\\s*\\{`).exec(fileText);
  const from = key?.index ?? 0;
  for (const value of values) {
    const at = fileText.indexOf(JSON.stringify(value), from);
    if (at >= 0) return lineAt(fileText, at);
  }
  return lineOf(fileText, values[values.length - 1] ?? '', from);
}

const EVIDENCE_MAX = 160;
/** Characters read each side of a match: room for the whitespace the evidence folds away. */
const EVIDENCE_WINDOW = 4096;

/** The evidence text of a finding: the line around the match, shortened, escaped. */
export function evidence(whole: string, at = 0, length = 0): string {
  // Only a window around the match is ever shown: cut it first, so that a finding on a line of megabytes (one per
  // hidden character of a hostile file) costs the window, not the line.
  const from = whole.length > 2 * EVIDENCE_WINDOW ? Math.max(0, Math.min(at - EVIDENCE_WINDOW, whole.length - 2 * EVIDENCE_WINDOW)) : 0;
  const text = from > 0 || whole.length > 2 * EVIDENCE_WINDOW ? whole.slice(from, from + 2 * EVIDENCE_WINDOW) : whole;
  const index = at - from;
  const line = text.replace(/[ \t\r\n]+/g, (ws) => (ws.length > 8 ? ` ${ws.length} blanks ` : ' '));
  let shown = line.trim();
  if (shown.length > EVIDENCE_MAX) {
    // Centre the window on the match, where we know it.
    const plainIndex = Math.max(0, Math.min(index, text.length));
    const ratio = text.length ? plainIndex / text.length : 0;
    const centre = Math.floor(ratio * shown.length + length / 2);
    const start = Math.max(0, Math.min(shown.length - EVIDENCE_MAX, centre - EVIDENCE_MAX / 2));
    shown = `${start > 0 ? '…' : ''}${shown.slice(start, start + EVIDENCE_MAX)}${start + EVIDENCE_MAX < shown.length ? '…' : ''}`;
  }
  return visible(shown);
}
