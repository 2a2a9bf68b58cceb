/**
 * Pure: the comparisons a condition is made of (ir/types.ts `Branch.tests`), read from the syntax of the Python and
 * JavaScript/TypeScript grammars (and Go's, the same shapes: its `strings.HasPrefix`/`HasSuffix`/`Contains`/`EqualFold`): `==`/`!=`/`===`/`!==`, `in`/`not in`, the ordering operators (a chain `a <= x < b`
 * pairwise), `startswith`/`endswith`/`startsWith`/`endsWith`/`includes`, joined by `and`/`or`/`&&`/`||` and turned by
 * `not`/`!`. Each operand is lowered once by the front end's `value` (its calls emitted where they run); any other
 * part of the condition is lowered by `value` too and adds no comparison.
 */
import { named, type SyntaxNode } from '../ir/grammars.ts';
import { constantText, type Comparison, type Word } from '../ir/types.ts';


const OPS: Record<string, Comparison['op']> = {
  '==': 'eq',
  '===': 'eq',
  is: 'eq',
  '!=': 'ne',
  '!==': 'ne',
  'is not': 'ne',
  in: 'in',
  'not in': 'not-in',
  '<': 'order',
  '<=': 'order',
  '>': 'order',
  '>=': 'order',
};
const TURNED: Partial<Record<Comparison['op'], Comparison['op']>> = { eq: 'ne', ne: 'eq', in: 'not-in', 'not-in': 'in' };
const METHODS: Record<string, Comparison['op']> = { startswith: 'prefix', startsWith: 'prefix', endswith: 'suffix', endsWith: 'suffix', includes: 'contains' };
const GO_METHODS: Record<string, Comparison['op']> = { HasPrefix: 'prefix', HasSuffix: 'suffix', Contains: 'contains', EqualFold: 'eq' };

/** A word known whole at analysis time (a constant, or a list of constants). */
const known = (w: Word): boolean => constantText(w) !== undefined && (!w.items || w.items.every(known));

/** One comparison, the constant side on the right (`"k" == x` is `x == "k"`; `"k" in x` is `x` contains `"k"`). */
function compare(op: Comparison['op'], a: Word, b: Word): Comparison {
  if (op === 'in' && known(a) && !a.items && !known(b)) return { op: 'contains', left: b, right: a };
  if ((op === 'eq' || op === 'ne' || op === 'order') && known(a) && !known(b)) return { op, left: b, right: a };
  return { op, left: a, right: b };
}

/** The comparisons of `condition`, each operand lowered by `value`. */
export function comparisons(condition: SyntaxNode, value: (n: SyntaxNode) => Word): Comparison[] {
  switch (condition.type) {
    case 'parenthesized_expression':
      return named(condition).flatMap((c) => comparisons(c, value));
    case 'boolean_operator':
      return [...comparisons(condition.childForFieldName('left')!, value), ...comparisons(condition.childForFieldName('right')!, value)];
    case 'not_operator':
      return turn(comparisons(condition.childForFieldName('argument')!, value));
    case 'unary_expression':
      // JavaScript's operand is `argument`, Go's `operand`.
      if (condition.childForFieldName('operator')?.text === '!') return turn(comparisons((condition.childForFieldName('argument') ?? condition.childForFieldName('operand'))!, value));
      break;
    case 'comparison_operator': {
      const operands = named(condition).filter((c) => c.type !== 'comment');
      const ops = condition.children.filter((c): c is SyntaxNode => c !== null && !c.isNamed).map((c) => c.type);
      const words = operands.map(value);
      const out: Comparison[] = [];
      for (let i = 0; i + 1 < words.length; i++) {
        const op = OPS[ops[i] ?? ''];
        if (op) out.push(compare(op, words[i]!, words[i + 1]!));
      }
      return out;
    }
    case 'binary_expression': {
      const operator = condition.childForFieldName('operator')?.text ?? '';
      const [left, right] = [condition.childForFieldName('left')!, condition.childForFieldName('right')!];
      if (operator === '&&' || operator === '||') return [...comparisons(left, value), ...comparisons(right, value)];
      const op = OPS[operator];
      if (op) return [compare(op, value(left), value(right))];
      break;
    }
    case 'call':
    case 'call_expression': {
      const fn = condition.childForFieldName('function');
      const method = fn?.type === 'attribute' ? fn.childForFieldName('attribute')?.text : fn?.type === 'member_expression' ? fn.childForFieldName('property')?.text : undefined;
      const args = named(condition.childForFieldName('arguments')).filter((c) => c.type !== 'comment');
      // Go's `strings.HasPrefix(x, "k")`: a package's function given the text and the constant.
      const go = fn?.type === 'selector_expression' ? GO_METHODS[fn.childForFieldName('field')?.text ?? ''] : undefined;
      if (go && fn!.childForFieldName('operand')?.text === 'strings' && args.length === 2) return [{ op: go, left: value(args[0]!), right: value(args[1]!) }];
      const op = method !== undefined ? METHODS[method] : undefined;
      if (op && args.length >= 1) {
        const receiver = value(fn!.childForFieldName('object')!);
        const words = args.map(value);
        // `ALLOWED.includes(x)`: a list holding the value; `x.includes("k")`: a text holding the constant.
        if (op === 'contains' && receiver.items) return [{ op: 'in', left: words[0]!, right: receiver }];
        return [{ op, left: receiver, right: words[0]! }];
      }
      break;
    }
  }
  value(condition);
  return [];
}

function turn(tests: Comparison[]): Comparison[] {
  return tests.map((t) => ({ ...t, op: TURNED[t.op] ?? t.op }));
}
