/**
 * A forgiving frontmatter reader for community Markdown. Valid YAML is parsed
 * normally. Frontmatter that is not valid YAML (unquoted `: ` in a
 * description, `argument-hint: [x] | y`, `tools: *`) is read key by key: each
 * top-level key with its indented continuation lines is parsed as YAML on its
 * own, and a key that still fails is taken as plain text (quotes removed,
 * escapes such as `\n` decoded). The caller gets a warning, never a mangled value.
 */
import { isScalar, parseDocument, visit } from 'yaml';

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

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * YAML to JS, except that numbers keep the text they were written as:
 * `version: 1.0` is "1.0", not 1, and `interval: 010` stays "010".
 */
function parseYamlKeepingNumbers(text: string, uniqueKeys: boolean): { ok: true; value: unknown } | { ok: false; reason: string } {
  const doc = parseDocument(text, { prettyErrors: false, uniqueKeys });
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
