/**
 * Pure: Go's branches, for the Go front end (go.ts). An `if` (its init
 * clause, both arms, an `else if` chain), an expression or type `switch`
 * (every case; a type switch's name bound to its subject in each) and a
 * `select` (every communication) are lowered arm by arm, each arm in its own
 * scope: what one case does is read whatever the others do. After the
 * branch, a name the arms assigned holds every arm's value (`oneOf`), and
 * the one it had before when no arm need run; a library call given such a
 * value is made once with each (`eachAlternative`), so `switch runtime.GOOS`
 * choosing a path, a shell or a command is judged on every choice, not on
 * the last case written.
 */
import { named, type SyntaxNode } from '../ir/grammars.ts';
import { zero } from './go-values.ts';
import { EMPTY, oneOf, Scope, type Value } from './values.ts';

/** What the Go lowerer lends the branch reader. */
export interface BranchLowering {
  statement(s: SyntaxNode, scope: Scope): void;
  expr(n: SyntaxNode, scope: Scope): Value;
  /** Code that runs only when `condition` holds, marked as such (the IR's `Branch`, lang/lower.ts). */
  branch(at: SyntaxNode, condition: SyntaxNode | null, value: (n: SyntaxNode) => Value, body: () => void): void;
}

/** The statements lowered here. */
export const BRANCHES: ReadonlySet<string> = new Set(['if_statement', 'expression_switch_statement', 'type_switch_statement', 'select_statement']);

/** How many values a call is made once with each (a longer list is only their union). */
export const ALTERNATIVES = 6;


export function lowerBranch(s: SyntaxNode, outer: Scope, l: BranchLowering): void {
  // The init clause's names (`if out, err := …; err == nil`, `switch x := f(); x`) live in the whole statement.
  const scope = new Scope(outer);
  const init = s.childForFieldName('initializer');
  if (init) l.statement(init, scope);
  if (s.type === 'if_statement') {
    // The condition's comparisons mark the consequence (`if os.Getenv("K") == "v" {…}`: ir/hidden-triggers.ts reads them).
    const condition = s.childForFieldName('condition');
    const consequence = s.childForFieldName('consequence');
    const alternative = s.childForFieldName('alternative');
    const arms = [
      (arm: Scope) => l.branch(s, condition, (n) => l.expr(n, scope), () => consequence && l.statement(consequence, arm)),
      ...(alternative ? [(arm: Scope) => l.statement(alternative, arm)] : []),
    ];
    return merge(scope, arms, arms.length === 2);
  }
  const value = s.childForFieldName('value');
  const subject = value ? l.expr(value, scope) : EMPTY;
  const alias = named(s.childForFieldName('alias'))[0];
  const cases = named(s).filter((c) => /_case$/.test(c.type));
  const arms = cases.map((c) => (arm: Scope) => {
    // `switch v := x.(type)`: in each case `v` is the subject (of that case's type).
    if (alias?.type === 'identifier') arm.vars.set(alias.text, subject);
    for (const part of named(c)) {
      if (part.type === 'statement_list' || part.id === c.childForFieldName('communication')?.id) l.statement(part, arm);
      // A case's values are expressions (`case f(x):`); a type case's are types.
      else if (c.type === 'expression_case') l.expr(part, arm);
    }
  });
  // A `select` runs one of its cases; a `switch` with a default runs one of its arms.
  merge(scope, arms, s.type === 'select_statement' || cases.some((c) => c.type === 'default_case'));
}

/** Each arm lowered in its own scope; then each name assigned in any arm holds every arm's value (and its earlier one, unless a zero value, when the arms may all be skipped). */
function merge(scope: Scope, arms: Array<(arm: Scope) => void>, exhaustive: boolean): void {
  const writes = arms.map((lower) => {
    const arm = new Scope(scope, true);
    lower(arm);
    return arm.writes!;
  });
  for (const name of new Set(writes.flatMap((w) => [...w.keys()]))) {
    const before = scope.lookup(name);
    const values = writes.map((w) => w.get(name) ?? before ?? EMPTY).concat(exhaustive || !before ? [] : [before]);
    // `var p string` before the switch: the zero value is no choice of its own.
    const made = values.filter((v) => !zero(v));
    scope.assign(name, oneOf(made.length ? made : values));
  }
}

/**
 * The calls one library call stands for when its receiver or an argument is one of several values (`oneOf`): one
 * per value of the first such, the others as they are. Undefined when none is.
 */
export function eachAlternative(receiver: Value | undefined, args: Value[]): Array<{ receiver: Value | undefined; args: Value[] }> | undefined {
  const several = (v: Value | undefined) => !!v?.alternatives && v.alternatives.length > 1 && v.alternatives.length <= ALTERNATIVES;
  if (several(receiver)) return receiver!.alternatives!.map((r) => ({ receiver: r, args }));
  const at = args.findIndex(several);
  if (at < 0) return undefined;
  return args[at]!.alternatives!.map((alt) => ({ receiver, args: args.map((a, i) => (i === at ? alt : a)) }));
}

/** `a + b` where either is one of several values (`dir + "/Cookies"` after a switch chose `dir`): one text with each. */
export function concatEach(l: Value, r: Value, join: (a: Value, b: Value) => Value): Value {
  const several = (v: Value) => !!v.alternatives && v.alternatives.length > 1 && v.alternatives.length <= ALTERNATIVES;
  if (several(l)) return oneOf(l.alternatives!.map((a) => concatEach(a, r, join)));
  if (several(r)) return oneOf(r.alternatives!.map((b) => join(l, b)));
  return join(l, r);
}
