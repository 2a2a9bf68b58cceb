/**
 * Pure: the names a Python `if` checks when its body leaves (`raise`, `return`, `continue`) and it has no other arm:
 * past it, what they hold passed the policy's list or pattern (ir/tool-inputs.ts `checked`). Read from the syntax
 * only: `x not in ALLOWED`, `not PATTERN.fullmatch(x)`, `not x.isalnum()`; the first item of a list checked
 * (`argv[0] not in ALLOWED`: the program an argv names); each side of an `or` (`if not argv or argv[0] not in
 * ALLOWED: return`: past it, neither holds). An `and` checks nothing alone (past it, only one side may fail).
 */
import { named, type SyntaxNode } from '../ir/grammars.ts';
import { CHECKS } from '../ir/tool-inputs.ts';

/** The sides of a condition joined by `or`, parentheses taken off. */
function disjuncts(c: SyntaxNode | null): SyntaxNode[] {
  if (!c) return [];
  if (c.type === 'parenthesized_expression') return disjuncts(named(c)[0] ?? null);
  if (c.type === 'boolean_operator' && c.childForFieldName('operator')?.text === 'or') return [...disjuncts(c.childForFieldName('left')), ...disjuncts(c.childForFieldName('right'))];
  return [c];
}

/** A name checked; `allowedBy`: the list an argv's program (`argv[0]`) was checked against, by its name. */
export interface Guarded {
  name: string;
  allowedBy?: string;
}

/** The name one side checks: `x not in L`, `x[0] not in L`, `not P.fullmatch(x)`, `not x.isalnum()`. */
function checkedName(c: SyntaxNode): Guarded | undefined {
  if (c.type === 'comparison_operator' && c.children.some((k) => k?.type === 'not in')) {
    const [left, right] = named(c);
    if (left?.type === 'identifier') return { name: left.text };
    // The program of an argv (`argv[0]`) checked against a list the file names.
    const index = left?.type === 'subscript' ? left.childForFieldName('subscript') : undefined;
    const list = left?.type === 'subscript' ? left.childForFieldName('value') : undefined;
    if (list?.type === 'identifier' && index?.text === '0' && right?.type === 'identifier') return { name: list.text, allowedBy: right.text };
    return undefined;
  }
  const call = c.type === 'not_operator' ? c.childForFieldName('argument') : undefined;
  const fn = call?.type === 'call' ? call.childForFieldName('function') : undefined;
  if (!fn || !CHECKS.test(fn.type === 'attribute' ? fn.childForFieldName('attribute')?.text ?? '' : fn.text)) return undefined;
  const receiver = fn.type === 'attribute' ? fn.childForFieldName('object') : undefined;
  const name = named(call!.childForFieldName('arguments')).find((a) => a.type === 'identifier')?.text ?? (receiver?.type === 'identifier' ? receiver.text : undefined);
  return name === undefined ? undefined : { name };
}

/** The names an `if_statement` checks (none unless its body leaves and it has no other arm). */
export function guardedNames(s: SyntaxNode): Guarded[] {
  const body = named(s.childForFieldName('consequence'));
  if (s.childForFieldName('alternative') || !/^(?:raise|return|continue)_statement$/.test(body[body.length - 1]?.type ?? '')) return [];
  return disjuncts(s.childForFieldName('condition')).flatMap((c) => checkedName(c) ?? []);
}
