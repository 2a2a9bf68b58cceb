/**
 * Pure: the value of a number written as constant arithmetic in a parse tree
 * (`10**12`, `1 << 30`, `2 ** 32 - 1`, `1024 * 1024 * 100`, `1_000_000`),
 * for the Python, JavaScript/TypeScript and Go front ends: sizes and counts
 * are written that way, and a resource rule (ir/exhaustion.ts) needs them as
 * numbers. Only literals and the operators sizes are built with; anything
 * else (a name, a call) is no constant here.
 */
import type { SyntaxNode } from '../ir/grammars.ts';

/** Literal number node types of the grammars (Python `integer`/`float`, JS `number`, Go `int_literal`/`float_literal`). */
const LITERAL = new Set(['integer', 'float', 'number', 'int_literal', 'float_literal']);
const BINARY = new Set(['binary_operator', 'binary_expression']);
/** Go's `time` units in nanoseconds: a `time.Duration` is a count of them (`100 * time.Millisecond`). */
const GO_DURATIONS: Record<string, number> = { 'time.Nanosecond': 1, 'time.Microsecond': 1e3, 'time.Millisecond': 1e6, 'time.Second': 1e9, 'time.Minute': 6e10, 'time.Hour': 3.6e12 };

function literal(text: string): number | undefined {
  const t = text.replace(/_/g, '').replace(/n$/, '').toLowerCase();
  if (/^0[xob]/.test(t)) return Number(t);
  // Go and old-style octal (`0644`) are no sizes: read as written would mislead, so not read.
  if (/^0\d/.test(t)) return undefined;
  const n = Number(t);
  return Number.isFinite(n) ? n : undefined;
}

/** The constant value of `node`, or undefined when it is not constant arithmetic over literals. */
export function numberOf(node: SyntaxNode | null | undefined, depth = 0): number | undefined {
  if (!node || depth > 40) return undefined;
  if (LITERAL.has(node.type)) return literal(node.text);
  if (node.type === 'selector_expression') return GO_DURATIONS[node.text];
  if (node.type === 'parenthesized_expression') return numberOf(node.namedChildren[0], depth + 1);
  if ((node.type === 'unary_operator' || node.type === 'unary_expression') && node.childForFieldName('operator')?.text === '-') {
    const v = numberOf(node.childForFieldName('argument') ?? node.childForFieldName('operand'), depth + 1);
    return v === undefined ? undefined : -v;
  }
  if (!BINARY.has(node.type)) return undefined;
  const l = numberOf(node.childForFieldName('left'), depth + 1);
  const r = numberOf(node.childForFieldName('right'), depth + 1);
  if (l === undefined || r === undefined) return undefined;
  const op = node.childForFieldName('operator')?.text;
  const v =
    op === '+' ? l + r
    : op === '-' ? l - r
    : op === '*' ? l * r
    : op === '**' ? l ** r
    : op === '<<' ? l * 2 ** r
    : op === '/' ? l / r
    : op === '//' ? Math.floor(l / r)
    : undefined;
  return v !== undefined && Number.isFinite(v) ? v : undefined;
}

/** Constant arithmetic that builds a size (`<<`, `**`, `*`): its value as decimal text; undefined otherwise. */
export function sizeText(node: SyntaxNode): string | undefined {
  const op = node.childForFieldName('operator')?.text;
  if (!BINARY.has(node.type) || (op !== '<<' && op !== '**' && op !== '*' && op !== '-' && op !== '+')) return undefined;
  const v = numberOf(node);
  return v !== undefined && Number.isInteger(v) && v >= 0 && v < 2 ** 63 ? String(v) : undefined;
}
