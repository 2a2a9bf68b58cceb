/**
 * A forgiving frontmatter reader for community Markdown. Valid YAML is parsed
 * normally. Frontmatter that is not valid YAML (unquoted `: ` in a
 * description, `argument-hint: [x] | y`, `tools: *`) is read key by key: each
 * top-level key with its indented continuation lines is parsed as YAML on its
 * own, and a key that still fails is taken as plain text (quotes removed,
 * escapes such as `\n` decoded). The caller gets a warning, never a mangled value.
 */
import { isMap, isScalar, parseDocument, visit } from 'yaml';

export interface Frontmatter {
  /** The frontmatter keys; an empty object when the file has none. */
  data: Record<string, unknown>;
  /** The Markdown after the frontmatter. */
  body: string;
  /** Whether the frontmatter had to be read key by key. */
  lenient: boolean;
  warnings: string[];
}

/** CRLF and lone CR become LF; a byte-order mark is dropped. */
export function normalizeNewlines(text: string): string {
  // Most text has neither: a scan for the two characters is far cheaper than the replace.
  if (!text.includes('\r') && text.charCodeAt(0) !== 0xfeff) return text;
  return text.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
}

const OPEN = /^---[ \t]*\n/;
const CLOSE = /^(?:---|\.\.\.)[ \t]*$/m;

export function splitFrontmatter(text: string): { yaml: string | undefined; body: string } {
  const src = normalizeNewlines(text);
  const open = OPEN.exec(src);
  if (!open) return { yaml: undefined, body: src };
  const rest = src.slice(open[0].length);
  // An empty frontmatter block closes on the very next line.
  const close = CLOSE.exec(rest);
  if (!close) return { yaml: undefined, body: src };
  const yaml = rest.slice(0, close.index);
  const body = rest.slice(close.index + close[0].length).replace(/^\n/, '');
  return { yaml, body };
}

/**
 * parseDocument without the stack traces of its YAMLError objects: community
 * frontmatter is often invalid, and capturing a stack per error was the
 * largest cost of reading a messy catalog. Only the messages are used.
 */
function parseQuietly(text: string, options: Parameters<typeof parseDocument>[1]): ReturnType<typeof parseDocument> {
  const limit = Error.stackTraceLimit;
  Error.stackTraceLimit = 0;
  try {
    return parseDocument(text, options);
  } finally {
    Error.stackTraceLimit = limit;
  }
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * YAML to JS, except that numbers keep the text they were written as:
 * `version: 1.0` is "1.0", not 1, and `interval: 010` stays "010".
 */
function parseYamlKeepingNumbers(text: string, uniqueKeys: boolean): { ok: true; value: unknown } | { ok: false; reason: string } {
  const doc = parseQuietly(text, { prettyErrors: false, uniqueKeys });
  if (doc.errors.length > 0) return { ok: false, reason: doc.errors[0]!.message.split('\n')[0]! };
  visit(doc, {
    Scalar(_key, node) {
      if (isScalar(node) && typeof node.value === 'number' && typeof node.source === 'string') node.value = node.source;
    },
  });
  return { ok: true, value: doc.toJS({ maxAliasCount: 100 }) };
}

function strictParse(yaml: string): { ok: true; data: Record<string, unknown> } | { ok: false; reason: string } {
  if (yaml.trim() === '') return { ok: true, data: {} };
  const parsed = parseYamlKeepingNumbers(yaml, true);
  if (!parsed.ok) return parsed;
  const data = parsed.value;
  if (data === null || data === undefined) return { ok: true, data: {} };
  if (!isPlainObject(data)) return { ok: false, reason: 'the frontmatter is not a set of `key: value` lines' };
  return { ok: true, data };
}

const KEY_LINE = /^([A-Za-z_][\w.-]*)[ \t]*:(?:[ \t]+(.*)|[ \t]*)$/;

/** Decode a double-quoted value the way YAML would, tolerating what YAML would reject. */
function unquoteDouble(inner: string): string {
  try {
    return JSON.parse(`"${inner.replace(/\t/g, '\\t').replace(/\n/g, '\\n')}"`) as string;
  } catch {
    return inner.replace(/\\(["\\/nrt])/g, (_, c: string) => ({ n: '\n', r: '', t: '\t' })[c] ?? c);
  }
}

/** Plain text of a value YAML could not read: quotes removed, `\n` escapes decoded. */
function looseScalar(first: string, continuation: string[]): string {
  // Plain-scalar folding, as YAML does it: lines join with a space, a blank line is a line break.
  let text = first.trim();
  let breakPending = false;
  for (const raw of continuation) {
    const line = raw.trim();
    if (line === '') {
      if (text !== '') breakPending = true;
      if (breakPending) text += '\n';
      continue;
    }
    text += text === '' || text.endsWith('\n') ? line : ` ${line}`;
    breakPending = false;
  }
  text = text.trim();
  const quote = text[0];
  if ((quote === '"' || quote === "'") && text.length >= 2 && text.endsWith(quote)) {
    const inner = text.slice(1, -1);
    return quote === '"' ? unquoteDouble(inner) : inner.replace(/''/g, "'");
  }
  return text.replace(/\\n/g, '\n');
}

/** Read `key: value` groups one at a time; see the module comment. */
export function readKeyByKey(yaml: string): { data: Record<string, unknown>; warnings: string[] } {
  const lines = yaml.split('\n');
  const data: Record<string, unknown> = {};
  const warnings: string[] = [];
  let i = 0;
  while (i < lines.length) {
    const line = lines[i]!;
    const match = KEY_LINE.exec(line);
    if (!match) {
      if (line.trim() !== '' && !line.trimStart().startsWith('#')) warnings.push(`ignored frontmatter line ${i + 1}: ${line.trim().slice(0, 60)}`);
      i++;
      continue;
    }
    const key = match[1]!;
    const first = (match[2] ?? '').trim();
    const continuation: string[] = [];
    let j = i + 1;
    // Indented lines, list items and blank lines inside a block belong to this key.
    while (j < lines.length && (/^[ \t]/.test(lines[j]!) || lines[j]!.startsWith('- ') || lines[j]!.trim() === '')) {
      continuation.push(lines[j]!);
      j++;
    }
    while (continuation.length && continuation[continuation.length - 1]!.trim() === '') continuation.pop();
    let value: unknown;
    const parsed = parseYamlKeepingNumbers([line, ...continuation].join('\n'), false);
    value = parsed.ok && isPlainObject(parsed.value) && key in parsed.value ? parsed.value[key] : undefined;
    if (!parsed.ok || (value === undefined && first !== '')) value = looseScalar(first, continuation);
    if (key in data) warnings.push(`frontmatter key "${key}" appears twice; the first is kept`);
    else data[key] = value ?? '';
    i = j;
  }
  return { data, warnings };
}

export function readFrontmatter(text: string): Frontmatter {
  const { yaml, body } = splitFrontmatter(text);
  if (yaml === undefined) return { data: {}, body, lenient: false, warnings: [] };
  const strict = strictParse(yaml);
  if (strict.ok) return { data: strict.data, body, lenient: false, warnings: [] };
  const loose = readKeyByKey(yaml);
  return {
    data: loose.data,
    body,
    lenient: true,
    warnings: [`frontmatter is not valid YAML (${strict.reason}); read key by key`, ...loose.warnings],
  };
}

/**
 * Claude Code's own split (2.1.330): the frontmatter runs from the opening
 * `---` line to the first `---` anywhere after it, even inside a line.
 */
const CLIENT_SPLIT = /^---\s*\n([\s\S]*?)---\s*\n?/;

/** Every reading of one YAML block a YAML parser could give: see frontmatterReadings. */
function readingsOf(yaml: string): Record<string, unknown>[] {
  const readings: Record<string, unknown>[] = [];
  // Merge keys on (`<<: {hooks: …}`), duplicates allowed (the last wins here, each is read below).
  const doc = parseQuietly(yaml, { uniqueKeys: false, merge: true, prettyErrors: false });
  let whole = false;
  try {
    const value = doc.toJS({ maxAliasCount: 100 });
    if (isPlainObject(value)) readings.push(value);
    whole = true;
  } catch {
    // An alias bomb or a cyclic merge somewhere: each key is read on its own below.
  }
  if (isMap(doc.contents)) {
    const seen = new Set<string>();
    const pairs = doc.contents.items;
    const keyOf = (pair: (typeof pairs)[number]) => (isScalar(pair.key) ? String(pair.key.value) : undefined);
    const valueOf = (pair: (typeof pairs)[number]): unknown => {
      try {
        return (pair.value as { toJS?: (d: unknown, o: unknown) => unknown } | null)?.toJS?.(doc, { maxAliasCount: 100 });
      } catch {
        return undefined;
      }
    };
    for (const pair of pairs) {
      const key = keyOf(pair);
      if (key === undefined) continue;
      // A key written twice (a parser that keeps the first reads the earlier value), or a
      // document the whole-reading could not expand: every value is a reading of its own.
      if (!whole || seen.has(key)) {
        for (const other of pairs) if (keyOf(other) === key) readings.push({ [key]: valueOf(other) });
      }
      seen.add(key);
    }
  }
  if (doc.errors.length > 0) {
    // Not valid YAML: the client retries with leading tabs as spaces; we also read key by key.
    readings.push(readKeyByKey(yaml).data);
    if (/^\t/m.test(yaml)) {
      const retabbed = yaml.replace(/^\t+/gm, (tabs) => '  '.repeat(tabs.length));
      const again = parseQuietly(retabbed, { uniqueKeys: false, merge: true, prettyErrors: false });
      try {
        const value = again.toJS({ maxAliasCount: 100 });
        if (isPlainObject(value)) readings.push(value);
      } catch {
        // as above
      }
    }
  }
  return readings;
}

/**
 * Every way a reader could take a Markdown file's frontmatter, for the
 * decisions that must not miss anything (what runs, what it risks): ours and
 * Claude Code's split of the block; the whole block parsed by a YAML parser
 * (flow mappings, JSON documents, complex `? key`, escaped `"\x68ooks"` and
 * tagged `!!str` keys, anchors and merge keys all come out as the data they
 * are); each value of a key written twice; and, when the block is not valid
 * YAML, the key-by-key reading. Never a line pattern: a file with a
 * frontmatter block is always parsed (issue 28). Empty when there is none.
 */
export function frontmatterReadings(text: string): Record<string, unknown>[] {
  if (!text.startsWith('---') && !text.startsWith('\uFEFF---')) return [];
  const src = normalizeNewlines(text);
  const blocks = new Set<string>();
  const ours = splitFrontmatter(src).yaml;
  if (ours !== undefined) blocks.add(ours);
  const client = CLIENT_SPLIT.exec(src);
  if (client) blocks.add(client[1]!);
  const readings: Record<string, unknown>[] = [];
  for (const yaml of blocks) if (yaml.trim() !== '') readings.push(...readingsOf(yaml));
  return readings;
}
