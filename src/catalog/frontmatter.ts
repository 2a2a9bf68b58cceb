/**
 * The frontmatter reader, as lenient as Claude Code and no more (checked with
 * the real client 2.1.330, tests/client/leniency.test.ts). Valid YAML is parsed
 * normally; a repeated key keeps its last value, as the client does. YAML that
 * does not parse gets the client's own second try: each top-level `key: value`
 * line whose value YAML cannot take as written (it holds `: ` or ` #`, or
 * starts with an indicator such as `*`, `[` or `|`) has its value quoted, and
 * the whole block is parsed again. What still fails is what the client ignores:
 * the file then has no frontmatter for it, and none for us either.
 */
import { isScalar, parseDocument, visit } from 'yaml';

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
function parseYamlKeepingNumbers(text: string): { ok: true; value: unknown } | { ok: false; reason: string } {
  const doc = parseDocument(text, { prettyErrors: false, uniqueKeys: false });
  if (doc.errors.length > 0) return { ok: false, reason: doc.errors[0]!.message.split('\n')[0]! };
  visit(doc, {
    Scalar(_key, node) {
      if (isScalar(node) && typeof node.value === 'number' && typeof node.source === 'string') node.value = node.source;
    },
  });
  return { ok: true, value: doc.toJS({ maxAliasCount: 100 }) };
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
  const doc = parseDocument(value, { prettyErrors: false });
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
  const parsed = parseYamlKeepingNumbers(yaml);
  if (!parsed.ok) return parsed;
  const data = parsed.value;
  if (data === null || data === undefined) return { ok: true, data: {} };
  if (!isPlainObject(data)) return { ok: false, reason: 'the frontmatter is not a set of `key: value` lines' };
  return { ok: true, data };
}

export function readFrontmatter(text: string): Frontmatter {
  const { yaml, body } = splitFrontmatter(text);
  if (yaml === undefined) return { data: {}, body, lenient: false, ignored: false, warnings: [] };
  const repeats = repeatedKeys(yaml).map((k) => `frontmatter key "${k}" is written more than once; the last one counts, as in Claude Code`);
  const strict = asMapping(yaml);
  if (strict.ok) return { data: strict.data, body, lenient: false, ignored: false, warnings: repeats };
  const retry = quoteLikeClient(yaml);
  const second = retry.quoted.length ? asMapping(retry.yaml) : undefined;
  if (second?.ok) {
    return {
      data: second.data,
      body,
      lenient: true,
      ignored: false,
      warnings: [`frontmatter is not valid YAML (${strict.reason}); read as Claude Code reads it, with the values of ${retry.quoted.join(', ')} quoted`, ...repeats],
    };
  }
  return {
    data: {},
    body,
    lenient: true,
    ignored: true,
    warnings: [`frontmatter is not valid YAML (${strict.reason}), not even with its values quoted as Claude Code retries it: Claude Code ignores it`],
  };
}
