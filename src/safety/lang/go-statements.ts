/**
 * Pure: Go's statements, for the Go front end (go.ts): blocks, `:=` and `=`
 * (a call's several results, `+=`), `var`/`const` (a `strings.Builder`
 * declared empty), `return` (the results before Go's error), `for` (a range
 * over known items once per item, a counter computed at run time), the
 * branches (go-branches.ts), `go` statements, and assignments to a field or
 * an index (`cmd.Stdin = conn`: go-commands.ts). Expressions and calls are
 * the subclass's (go.ts).
 */
import { named, type SyntaxNode } from '../ir/grammars.ts';
import { GO_BUILDERS, GO_DECLARED_KINDS } from './go-apis.ts';
import { lowerBranch } from './go-branches.ts';
import { tieToCommand } from './go-commands.ts';
import { GoNames } from './go-names.ts';
import { GO_DEFAULT_INSECURE, insecureDefaultTransport } from './go-transport.ts';
import { ToolBindings } from './go-tools.ts';
import { zero } from './go-values.ts';
import { Lowerer } from './lower.ts';
import { concat, constant, EMPTY, loopItems, Scope, union, unknown, type Value } from './values.ts';

export abstract class GoStatements extends Lowerer {
  protected readonly names = new GoNames();
  protected readonly returns: Value[][] = [];
  protected readonly tools = new ToolBindings();

  protected statements(list: SyntaxNode[], scope: Scope): void {
    for (const s of list) {
      if (this.stopped) return;
      this.deeper(() => this.statement(s, scope), undefined);
      this.flushCallbacks();
    }
  }

  protected statement(s: SyntaxNode, scope: Scope): void {
    switch (s.type) {
      case 'block':
      case 'statement_list':
        return this.statements(named(s), s.type === 'block' ? new Scope(scope) : scope);
      case 'short_var_declaration':
      case 'assignment_statement': {
        const left = named(s.childForFieldName('left'));
        const rightNodes = named(s.childForFieldName('right'));
        const right = rightNodes.map((r) => this.expr(r, scope));
        // Certificate checks off for the process's default transport (go-transport.ts): an assignment the evasion rules read.
        left.forEach((l, i) => {
          if (insecureDefaultTransport(l, rightNodes[i], (o) => this.names.packageOf(o, scope))) this.nodes.push({ kind: 'assign', name: GO_DEFAULT_INSECURE, value: { parts: [{ lit: 'true' }] }, origin: this.origin(l) });
        });
        const op = s.childForFieldName('operator')?.text ?? '=';
        left.forEach((l, i) => {
          // `a, err := f()`: the one call's value goes to each name but the last (Go's error); `before, after, ok := strings.Cut(…)`.
          const v = right.length === left.length ? right[i]! : i === 0 || i < left.length - 1 ? right[0] ?? EMPTY : EMPTY;
          this.bind(l, op === '+=' ? concat(this.expr(l, scope), v) : v, scope);
        });
        return;
      }
      case 'var_declaration':
      case 'const_declaration':
        for (const spec of [...s.descendantsOfType('var_spec'), ...s.descendantsOfType('const_spec')]) {
          const values = named(spec!.childForFieldName('value')).map((v) => this.expr(v, scope));
          // `var sb strings.Builder`: an empty text being built.
          const kind = this.names.typeName(spec!.childForFieldName('type'));
          const start: Value = kind && GO_BUILDERS.has(kind) ? { parts: [], api: kind } : kind && GO_DECLARED_KINDS[kind] ? { parts: [], api: GO_DECLARED_KINDS[kind] } : EMPTY;
          spec!.childrenForFieldName('name').forEach((n, i) => n && scope.vars.set(n.text, values[i] ?? start));
        }
        return;
      case 'return_statement': {
        const values = named(named(s)[0]).map((v) => this.expr(v, scope));
        // `return bin, err`, the go-sdk's `return nil, Output{…}, nil`: the results before the last (Go's error) that hold something.
        const results = (values.length > 1 ? values.slice(0, -1) : values).filter((v) => !zero(v));
        this.returns[this.returns.length - 1]?.push(results.length > 1 ? union(results) : results[0] ?? values[0] ?? EMPTY);
        return;
      }
      case 'for_statement': {
        const range = named(s).find((c) => c.type === 'range_clause');
        const body = s.childForFieldName('body');
        if (range) {
          const left = named(range.childForFieldName('left'));
          const v = this.expr(range.childForFieldName('right')!, scope);
          // A short list of known items: the body once per item (`for _, p := range []string{…}`).
          this.loop(s, 'go', () => {
            for (const item of loopItems(v)) {
              const inner = new Scope(scope);
              if (left.length) this.bind(left[left.length - 1]!, item, inner);
              if (body) this.statement(body, inner);
            }
          }, (x) => this.expr(x, scope));
          return;
        }
        this.loop(s, 'go', () => {
          for (const c of named(s)) if (c.id !== body?.id) this.child(c, scope);
          // A counter (`for i := 1; i < 255; i++`) takes a value per pass, none of them its first: computed at run time.
          const update = named(s).find((c) => c.type === 'for_clause')?.childForFieldName('update');
          // Only a count (`i++`, `p += 2`); `n = n.next` walks a list, followed as written.
          const counting = update?.type === 'inc_statement' || update?.type === 'dec_statement' || (update?.type === 'assignment_statement' && /^[-+]=$/.test(update.childForFieldName('operator')?.text ?? ''));
          const counters = !counting ? [] : update!.type === 'assignment_statement' ? named(update!.childForFieldName('left')) : named(update);
          for (const id of counters) if (id.type === 'identifier') scope.assign(id.text, unknown(`the loop counter ${id.text}`));
          if (body) this.statement(body, scope);
        }, (n) => this.expr(n, scope));
        return;
      }
      case 'if_statement':
      case 'expression_switch_statement':
      case 'type_switch_statement':
      case 'select_statement':
        return lowerBranch(s, scope, { statement: (x, inner) => this.statement(x, inner), expr: (x, inner) => this.expr(x, inner), branch: (at, c, v, body) => this.branch(at, c, v, body) });
      case 'go_statement':
        return this.inBackground(() => named(s).forEach((c) => this.child(c, scope)));
      case 'function_declaration':
      case 'method_declaration':
      case 'type_declaration':
      case 'import_declaration':
      case 'package_clause':
      case 'comment':
        return;
      default:
        for (const c of named(s)) this.child(c, scope);
    }
  }

  protected child(c: SyntaxNode, scope: Scope): void {
    if (/statement|declaration|block|clause|case|_list$/.test(c.type) && c.type !== 'expression_list' && c.type !== 'argument_list') this.statement(c, scope);
    else this.expr(c, scope);
  }

  protected bind(target: SyntaxNode, v: Value, scope: Scope): void {
    if (target.type === 'identifier') {
      if (target.text !== '_') scope.assign(target.text, v);
      return;
    }
    // `obj.k = v`, `m["k"] = v`: added to what the object holds.
    const obj = target.childForFieldName('operand');
    if (!obj) return;
    const o = this.expr(obj, scope);
    const field = target.type === 'selector_expression' ? target.childForFieldName('field')?.text : undefined;
    if (o.api === 'os/exec.Cmd' && field) {
      const { fed, exports } = tieToCommand(o, field, v, this.nodes, this.origin(target));
      this.nodes.push(...exports);
      if (fed) this.fedInput(fed);
    }
    if (o === EMPTY) return;
    o.props ??= new Map();
    const key = target.type === 'selector_expression' ? target.childForFieldName('field')?.text : constant(this.expr(target.childForFieldName('index') ?? obj, scope));
    o.props.set(key ?? `[${o.props.size}]`, v);
  }

  abstract expr(n: SyntaxNode, scope: Scope): Value;
}
