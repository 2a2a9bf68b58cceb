/**
 * Pure: PowerShell's string operators folded when their operands are constant,
 * for the PowerShell front end (powershell-expr.ts): backtick escapes of an
 * expandable string, the format operator (`'{1}{0}' -f 'a', 'b'`) and
 * `-replace` of a literal pattern — the ways a script builds the name of what
 * it runs (`Invoke-Expression`, an address) so no reader sees it written.
 */
import { constant, text, union, type Value } from './values.ts';

/** Backtick escapes of an expandable string. */
export function unescape(t: string): string {
  if (!t.includes('`')) return t;
  const map: Record<string, string> = { n: '\n', t: '\t', r: '\r', '0': '\0', a: '\x07', b: '\b', f: '\f', v: '\v', e: '\x1b' };
  let out = '';
  for (let i = 0; i < t.length; i++) {
    if (t[i] === '`' && i + 1 < t.length) out += map[t[++i]!] ?? t[i];
    else out += t[i];
  }
  return out;
}

/**
 * `'{1}{0}' -f 'a', 'b'`: the format string with each `{n}` (alignment and format spec ignored) replaced by the
 * argument's text, when all are constant; else what both carry.
 */
export function formatted(format: Value, args: Value): Value {
  const f = constant(format);
  const items = (args.items ?? [args]).map((v) => constant(v));
  if (f === undefined || items.some((i) => i === undefined)) return union([format, args]);
  let out = '';
  for (let i = 0; i < f.length; i++) {
    const c = f[i]!;
    if ((c === '{' || c === '}') && f[i + 1] === c) {
      out += c;
      i++;
      continue;
    }
    if (c !== '{') {
      out += c;
      continue;
    }
    const end = f.indexOf('}', i);
    const index = end < 0 ? NaN : Number.parseInt(f.slice(i + 1, end), 10);
    if (!Number.isInteger(index) || items[index] === undefined) return union([format, args]);
    out += items[index];
    i = end;
  }
  return text(out);
}

/** Characters that make a `-replace` pattern more than literal text. */
const PATTERN_SYNTAX = new Set([...'\\^$.|?*+()[]{}']);

/**
 * `'hxxps://a#b' -replace 'hxxps', 'https'`: constant text with a literal pattern replaced everywhere (case-insensitive
 * unless `-creplace`, as PowerShell does); a pattern with regular-expression syntax is not evaluated (what both carry).
 */
export function replaced(left: Value, right: Value, caseless: boolean): Value {
  const subject = constant(left);
  const [pattern, replacement = ''] = (right.items ?? [right]).map((v) => constant(v));
  if (subject === undefined || !pattern || [...pattern].some((c) => PATTERN_SYNTAX.has(c)) || replacement.includes('$')) return union([left]);
  if (!caseless) return text(subject.split(pattern).join(replacement));
  let out = '';
  let at = 0;
  const hay = subject.toLowerCase();
  const needle = pattern.toLowerCase();
  for (let i = hay.indexOf(needle); i >= 0; i = hay.indexOf(needle, at)) {
    out += subject.slice(at, i) + replacement;
    at = i + needle.length;
  }
  return text(out + subject.slice(at));
}
