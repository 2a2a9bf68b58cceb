/**
 * Pure: a shell `if` (and each `elif`) as the IR's `Branch`, for the shell
 * front end (shell.ts): the comparisons of its test (`[ "$X" = "v" ]`,
 * `[[ "$(hostname)" == "h" ]]`, `!=`, joined by `&&`/`||` or `-a`/`-o`, turned
 * by `!`) mark the commands of its `then` part, so a rule over branches
 * (ir/hidden-triggers.ts) reads what runs only when a variable, the host's
 * name or an argument equals a constant. The `elif` and `else` parts are
 * lowered after the branch, each `elif` a branch of its own.
 */
import { named, type SyntaxNode } from '../ir/grammars.ts';
import type { Branch, Comparison, Node, Origin, Word } from '../ir/types.ts';

const OPS: Record<string, Comparison['op']> = { '=': 'eq', '==': 'eq', '!=': 'ne' };

/** Comparisons a branch keeps. */
const MAX_TESTS = 24;


/** The comparisons of one test expression, each operand's word made by `word` (its substitutions emitted there). */
function comparisons(n: SyntaxNode, word: (n: SyntaxNode) => Word): Comparison[] {
  switch (n.type) {
    case 'test_command':
    case 'parenthesized_expression':
      return named(n).flatMap((c) => comparisons(c, word));
    case 'unary_expression':
    case 'negated_command': {
      const inner = named(n).flatMap((c) => comparisons(c, word));
      return n.child(0)?.text === '!' ? inner.map((t) => ({ ...t, op: t.op === 'eq' ? 'ne' : t.op === 'ne' ? 'eq' : t.op })) : inner;
    }
    case 'binary_expression': {
      const op = n.childForFieldName('operator')?.text ?? '';
      const [left, right] = [n.childForFieldName('left'), n.childForFieldName('right')];
      if (!left || !right) return [];
      if (op === '&&' || op === '||' || op === '-a' || op === '-o') return [...comparisons(left, word), ...comparisons(right, word)];
      const kind = OPS[op];
      return kind ? [{ op: kind, left: word(left), right: word(right) }] : [];
    }
    default:
      return [];
  }
}

/** What the shell lowerer lends the branch reader. */
export interface ShellBranchLowering {
  nodes: Node[];
  origin(n: SyntaxNode): Origin;
  word(n: SyntaxNode): Word;
  /** Lowers one statement, giving the id of its last call. */
  statement(n: SyntaxNode): number | undefined;
}

/** Lowers an `if_statement` or an `elif_clause`; the id of the last call its `then` part made. */
export function lowerIf(node: SyntaxNode, l: ShellBranchLowering): number | undefined {
  const conditions = node.childrenForFieldName('condition').filter((c): c is SyntaxNode => c !== null && c.isNamed);
  const tests: Comparison[] = [];
  for (const c of conditions) {
    // A test is data (its operands' substitutions run, made by `word`); a command as the condition runs.
    if (c.type === 'test_command') tests.push(...comparisons(c, l.word));
    else l.statement(c);
  }
  const branch: Branch = { kind: 'branch', tests: tests.slice(0, MAX_TESTS), span: 0, origin: l.origin(node) };
  const start = l.nodes.push(branch);
  const ids = new Set(conditions.map((c) => c.id));
  const rest = named(node).filter((c) => !ids.has(c.id) && c.type !== 'elif_clause' && c.type !== 'else_clause' && c.type !== 'comment');
  let last: number | undefined;
  for (const c of rest) last = l.statement(c) ?? last;
  branch.span = l.nodes.length - start;
  for (const c of named(node)) if (c.type === 'elif_clause' || c.type === 'else_clause') l.statement(c);
  branch.alt = l.nodes.length - start - branch.span;
  return last;
}
