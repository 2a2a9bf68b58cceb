/**
 * The frontmatter readers. `readFrontmatter` is as lenient as Claude Code and
 * no more (checked with the real client 2.1.330, tests/client/leniency.test.ts):
 * valid YAML is parsed normally, a repeated key keeping its last value as the
 * client does; YAML that does not parse gets the client's own second try (each
 * top-level `key: value` line whose value YAML cannot take as written, because
 * it holds `: ` or ` #` or starts with an indicator such as `*`, `[` or `|`,
 * has its value quoted; leading tabs become spaces) and the whole block is
 * parsed again. What still fails is what the client ignores: the file then has
 * no frontmatter for it, and none for the catalog either.
 *
 * `frontmatterReadings` is for the decisions that must not miss anything
 * (what runs, what it risks): every reading any reader could give, including
 * the key-by-key reading of a block that is not valid YAML (`readKeyByKey`).
 */
import { isMap, isScalar, parseDocument, visit } from 'yaml';
import { nameRecord, ownValue } from './records.ts';

export interface Frontmatter {
  /** The frontmatter keys; an empty object when the file has none. */
  data: Record<string, unknown>;
  /** The Markdown after the frontmatter. */
  body: string;
  /** Whether it is not valid YAML (read with the client's second try, or ignored). */
  lenient: boolean;
  /** Whether Claude Code ignores it (it does not parse even after the second try): `data` is then empty. */
  ignored: boolean;
  warnings: string[];
}

/** CRLF and lone CR become LF; a byte-order mark is dropped. */
export function normalizeNewlines(text: string): string {
  // Most text needs nothing: say so without running the expressions over it (files are read many times).
  if (text.charCodeAt(0) !== 0xfeff && !text.includes('\r')) return text;
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

/** Read `key: value` groups one at a time, each parsed on its own, else taken as text (one of frontmatterReadings's readings). */
export function readKeyByKey(yaml: string): { data: Record<string, unknown>; warnings: string[] } {
  const lines = yaml.split('\n');
  const data = nameRecord<unknown>();
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
    value = parsed.ok && isPlainObject(parsed.value) ? ownValue(parsed.value, key) : undefined;
    if (!parsed.ok || (value === undefined && first !== '')) value = looseScalar(first, continuation);
    if (Object.hasOwn(data, key)) warnings.push(`frontmatter key "${key}" appears twice; the first is kept`);
    else data[key] = value ?? '';
    i = j;
  }
  return { data, warnings };
}

/** A top-level `key: value` line: the only lines the client's second try rewrites. */
const KEY_VALUE_LINE = /^([A-Za-z0-9_][A-Za-z0-9_.-]*):[ \t]+(.*)$/;
/** A value that is one whole quoted scalar: the client leaves it as it is. */
const WHOLE_QUOTED = /^(?:"(?:[^"\\]|\\.)*"|'(?:[^']|'')*')[ \t]*$/;
/** Characters that start a YAML indicator where a plain value was meant (`tools: *`, `argument-hint: [x] | y`, `description: |`). */
const INDICATOR_START = /^[[{*&!|>@`%,]/;

/** `[Read, Edit]`: a whole flow list or mapping, which the client leaves as YAML. */
function isFlowCollection(value: string): boolean {
  if (!/^[[{]/.test(value)) return false;
  const doc = parseQuietly(value, { prettyErrors: false });
  return doc.errors.length === 0 && typeof doc.contents === 'object' && doc.contents !== null && 'items' in doc.contents;
}

/** Whether the client's second try quotes this value (observed with the client: tests/client/leniency.test.ts). */
function clientQuotes(value: string): boolean {
  if (value.trim() === '' || WHOLE_QUOTED.test(value)) return false;
  if (value.includes(': ') || value.includes(' #')) return true;
  return INDICATOR_START.test(value) && !isFlowCollection(value);
}

/**
 * As the client quotes a value: the text as written (trailing blanks too) in
 * double quotes; a typed `\n` stays a line break, every other backslash and
 * every `"` is literal.
 */
function quoteValue(value: string): string {
  return `"${value.replace(/\\(?!n)/g, '\\\\').replace(/"/g, '\\"')}"`;
}

/**
 * The frontmatter as the client rewrites it on its second try, and the keys it
 * quoted (empty when it would quote none). Pure text: other lines keep their bytes.
 */
export function quoteLikeClient(yaml: string): { yaml: string; quoted: string[] } {
  const quoted: string[] = [];
  const lines = yaml.split('\n').map((line) => {
    const match = KEY_VALUE_LINE.exec(line);
    if (!match || !clientQuotes(match[2]!)) return line;
    quoted.push(match[1]!);
    return `${match[1]}: ${quoteValue(match[2]!)}`;
  });
  return { yaml: lines.join('\n'), quoted };
}

/** The block as the client parses it on its second try: leading tabs as spaces, then the values it cannot take as written quoted. */
export function clientSecondTry(yaml: string): { yaml: string; quoted: string[]; retabbed: boolean } {
  const retabbed = yaml.replace(/^\t+/gm, (tabs) => '  '.repeat(tabs.length));
  return { ...quoteLikeClient(retabbed), retabbed: retabbed !== yaml };
}

/** Top-level keys written more than once (YAML keeps the last, as the client does). */
function repeatedKeys(yaml: string): string[] {
  const seen = new Set<string>();
  const repeated = new Set<string>();
  for (const line of yaml.split('\n')) {
    const key = /^([A-Za-z0-9_][A-Za-z0-9_.-]*)[ \t]*:/.exec(line)?.[1];
    if (key === undefined) continue;
    if (seen.has(key)) repeated.add(key);
    seen.add(key);
  }
  return [...repeated];
}

function asMapping(yaml: string): { ok: true; data: Record<string, unknown> } | { ok: false; reason: string } {
  if (yaml.trim() === '') return { ok: true, data: {} };
  const parsed = parseYamlKeepingNumbers(yaml, false);
  if (!parsed.ok) return parsed;
  const data = parsed.value;
  if (data === null || data === undefined) return { ok: true, data: {} };
  if (!isPlainObject(data)) return { ok: false, reason: 'the frontmatter is not a set of `key: value` lines' };
  return { ok: true, data };
}

/**
 * The last few readings: one file is read several times on its way through
 * the loader and the importer (repairs, schema, description, what it runs).
 * Callers treat the result as read-only.
 */
const recent = new Map<string, Frontmatter>();

export function readFrontmatter(text: string): Frontmatter {
  const hit = recent.get(text);
  if (hit) return hit;
  const read = readFrontmatterOnce(text);
  if (recent.size >= 16) recent.delete(recent.keys().next().value!);
  recent.set(text, read);
  return read;
}

function readFrontmatterOnce(text: string): Frontmatter {
  const split = splitFrontmatter(text);
  const { body } = split;
  if (split.yaml === undefined) return { data: {}, body, lenient: false, ignored: false, warnings: [] };
  // The client ends the block at the first `---`, even inside a line: it reads no further, nor do we.
  const clientYaml = CLIENT_SPLIT.exec(normalizeNewlines(text))?.[1];
  const cut = clientYaml !== undefined && clientYaml.length < split.yaml.length;
  const yaml = cut ? clientYaml : split.yaml;
  const cutWarning = cut ? ['frontmatter holds "---" inside a line: Claude Code ends the frontmatter there and reads nothing after it'] : [];
  const repeats = repeatedKeys(yaml).map((k) => `frontmatter key "${k}" is written more than once; the last one counts, as in Claude Code`);
  const strict = asMapping(yaml);
  if (strict.ok) return { data: strict.data, body, lenient: false, ignored: false, warnings: [...cutWarning, ...repeats] };
  const retry = clientSecondTry(yaml);
  const second = retry.quoted.length || retry.retabbed ? asMapping(retry.yaml) : undefined;
  if (second?.ok) {
    return {
      data: second.data,
      body,
      lenient: true,
      ignored: false,
      warnings: [...cutWarning, `frontmatter is not valid YAML (${strict.reason}); read as Claude Code reads it, ${retry.quoted.length ? `with the values of ${retry.quoted.join(', ')} quoted` : 'with its leading tabs as spaces'}`, ...repeats],
    };
  }
  return {
    data: {},
    body,
    lenient: true,
    ignored: true,
    warnings: [...cutWarning, `frontmatter is not valid YAML (${strict.reason}), not even with its values quoted as Claude Code retries it: Claude Code ignores it`],
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
