/**
 * Pure: Ruby expressions lowered to values (values.ts), as python-expr.ts lowers Python's. Ruby has no statements,
 * so control flow is here too (`if`, `unless`, `while`, `case`, `begin … rescue`, the modifiers), each arm lowered in
 * order; a method's or a block's value is its last expression's. Strings with `#{…}` are concatenations; backticks
 * and `%x(…)` are `Kernel.\``; `%w[…]` is a list; a hash is a record (`props`). Calls are in ruby-calls.ts.
 */
import { named, type SyntaxNode } from '../ir/grammars.ts';
import { OWN_STDIN } from '../ir/types.ts';
import { Lowerer } from './lower.ts';
import { isPathSeparator, PATH_SEPARATOR } from './separators.ts';
import { concat, constant, decodeEscape, EMPTY, lookup, Scope, text, union, unknown, type Value } from './values.ts';

/** Ruby's escapes in double quotes beyond the ones values.ts decodes. */
const RB_ESCAPE = /^\\(?:e|s)$/;

/** The nearest ancestor that is a statement of a body (where a heredoc's text follows). */
function statementOf(n: SyntaxNode): SyntaxNode {
  let at = n;
  while (at.parent && !/^(?:program|body_statement|block_body|then|else|do|begin|parenthesized_statements)$/.test(at.parent.type)) at = at.parent;
  return at;
}

export abstract class RbExpressions extends Lowerer {
  protected returns: Value[][] = [];
  /** Methods of the file, by name (Ruby calls a method with no receiver from anywhere below its definition). */
  protected readonly methods = new Map<string, Value>();
  /** Instance and global variables (`@token`, `$out`): one place for the file. */
  protected readonly globals = new Scope();

  abstract call(n: SyntaxNode, scope: Scope): Value;
  abstract defineMethod(n: SyntaxNode, scope: Scope): Value;
  abstract classBody(n: SyntaxNode, scope: Scope): Value;

  expr(n: SyntaxNode, scope: Scope): Value {
    return this.deeper(() => this.exprAt(n, scope), unknown('nested too deep'));
  }

  /** A list of expressions, run in order: the last one's value. */
  body(list: SyntaxNode[], scope: Scope): Value {
    let last: Value = EMPTY;
    for (const s of list) {
      if (this.stopped) break;
      last = this.expr(s, scope);
      this.flushCallbacks();
    }
    return last;
  }

  stringText(n: SyntaxNode, scope: Scope): Value {
    const pieces: Value[] = [];
    for (const c of named(n)) {
      if (c.type === 'string_content' || c.type === 'heredoc_content') pieces.push(text(c.text));
      else if (c.type === 'escape_sequence') pieces.push(text(RB_ESCAPE.test(c.text) ? (c.text === '\\e' ? '\x1b' : ' ') : decodeEscape(c.text)));
      else if (c.type === 'interpolation') pieces.push(this.body(named(c), scope));
      else if (c.type === 'heredoc_end') continue;
      else pieces.push(this.expr(c, scope));
    }
    return concat(...pieces);
  }

  /** `<<~EOS`: its text is the heredoc body that follows the line it starts on. */
  private heredoc(n: SyntaxNode, scope: Scope): Value {
    const bodies = statementOf(n).descendantsOfType('heredoc_body').filter((b): b is SyntaxNode => b !== null && b.startIndex > n.endIndex);
    const beginnings = statementOf(n).descendantsOfType('heredoc_beginning').filter((b): b is SyntaxNode => b !== null && b.startIndex <= n.startIndex);
    const body = bodies[beginnings.length - 1] ?? bodies[0];
    return body ? this.stringText(body, scope) : unknown('heredoc');
  }

  /** A constant or a `A::B` path not set by the file: the library thing it names. */
  protected constantValue(path: string, scope: Scope): Value {
    const name = path.replace(/^::/, '');
    const set = scope.lookup(name) ?? this.globals.lookup(name);
    if (set) return set;
    if (name === 'ENV') return { parts: [{ ref: { envAll: true } }], api: 'ENV' };
    if (name === 'STDIN') return { parts: [{ ref: { var: OWN_STDIN } }], api: 'STDIN' };
    if (name === 'ARGV') return { parts: [{ ref: { dyn: 'ARGV' } }] };
    // The path separator (`File::SEPARATOR`) is a constant (separators.ts).
    if (isPathSeparator(name)) return text(PATH_SEPARATOR);
    return { parts: [], api: name };
  }

  private exprAt(n: SyntaxNode, scope: Scope): Value {
    switch (n.type) {
      case 'string':
      case 'bare_string':
      case 'bare_symbol':
      case 'delimited_symbol': {
        const v = this.stringText(n, scope);
        const t = constant(v);
        if (t !== undefined && /:\/\//.test(t) && n.parent?.type !== 'argument_list') this.nodes.push({ kind: 'str', text: t, origin: this.origin(n) });
        return v;
      }
      case 'chained_string':
        return concat(...named(n).map((c) => this.expr(c, scope)));
      case 'heredoc_beginning':
        return this.heredoc(n, scope);
      case 'subshell':
        return this.emitCall('Kernel.`', [this.stringText(n, scope)], {}, n).value;
      case 'simple_symbol':
        return text(n.text.replace(/^:/, ''));
      case 'hash_key_symbol':
      case 'integer':
      case 'float':
      case 'true':
      case 'false':
        return text(n.text);
      case 'character':
        return text(n.text.slice(1));
      case 'nil':
      case 'self':
      case 'regex':
      case 'comment':
      case 'empty_statement':
        return EMPTY;
      case 'string_array':
      case 'symbol_array':
      case 'array':
        return { parts: [], items: named(n).map((c) => this.expr(c, scope)) };
      case 'hash': {
        const props = new Map<string, Value>();
        const extra: Value[] = [];
        for (const p of named(n)) {
          const key = p.childForFieldName('key');
          const value = p.childForFieldName('value');
          if (p.type !== 'pair' || !key) {
            const v = this.expr(p, scope);
            for (const [k, pv] of v.props ?? []) props.set(k, pv);
            if (!v.props) extra.push(v);
            continue;
          }
          const k = constant(this.expr(key, scope));
          const v = value ? this.expr(value, scope) : scope.lookup(k ?? '') ?? EMPTY;
          this.blindCopy(k, v, p);
          if (k !== undefined) props.set(k, v);
          else extra.push(v);
        }
        return { parts: extra.flatMap((v) => v.parts), props };
      }
      case 'identifier': {
        const v = scope.lookup(n.text);
        if (v) return v;
        // A method called with no arguments and no parentheses.
        const method = this.methods.get(n.text);
        if (method?.fn) return this.callFn(method.fn, [], {}, n);
        if (n.text === 'gets') return this.emitCall('Kernel.gets', [], {}, n).value;
        return { parts: [{ ref: { var: n.text } }] };
      }
      case 'constant':
      case 'scope_resolution':
        return this.constantValue(n.text, scope);
      case 'instance_variable':
      case 'class_variable':
        return this.globals.lookup(n.text) ?? { parts: [{ ref: { var: n.text } }] };
      case 'global_variable':
        if (n.text === '$stdin') return this.constantValue('STDIN', scope);
        return this.globals.lookup(n.text) ?? { parts: [{ ref: { var: n.text } }] };
      case 'element_reference': {
        const [objNode, ...keys] = named(n);
        const obj = this.expr(objNode!, scope);
        const key = keys[0] ? this.expr(keys[0], scope) : EMPTY;
        const k = constant(key);
        if (obj.api === 'ENV') return k !== undefined ? { parts: [{ ref: { env: k } }] } : { parts: [{ ref: { envAll: true } }] };
        // `Dir["~/.ssh/*"]`: the files a pattern names.
        if (obj.api === 'Dir') return { parts: [], items: [key] };
        return k !== undefined && obj.props?.has(k) ? obj.props.get(k)! : lookup(obj, key);
      }
      case 'call':
        return this.call(n, scope);
      case 'binary': {
        const op = n.childForFieldName('operator')?.text;
        const l = this.expr(n.childForFieldName('left')!, scope);
        const r = this.expr(n.childForFieldName('right')!, scope);
        if (op === '+') return concat(l, r);
        if (op === '<<') return this.append(l, r, n);
        if (op === '%' && constant(l) !== undefined) return union([l, r]);
        if (/^(?:&&|\|\||and|or)$/.test(op ?? '')) return union([l, r]);
        return unknown(n.text);
      }
      case 'assignment':
      case 'operator_assignment':
        return this.assign(n, scope);
      case 'conditional': {
        const [condition, a, b] = named(n);
        if (condition) this.expr(condition, scope);
        return union([a ? this.expr(a, scope) : EMPTY, b ? this.expr(b, scope) : EMPTY]);
      }
      case 'if':
      case 'unless':
      case 'elsif':
      case 'if_modifier':
      case 'unless_modifier':
        return this.conditional(n, scope);
      case 'rescue_modifier':
        return union([this.expr(n.childForFieldName('body')!, scope), n.childForFieldName('handler') ? this.expr(n.childForFieldName('handler')!, scope) : EMPTY]);
      case 'while':
      case 'until':
      case 'while_modifier':
      case 'until_modifier': {
        const condition = n.childForFieldName('condition');
        if (condition) this.expr(condition, scope);
        const body = n.childForFieldName('body');
        return body ? this.expr(body, scope) : EMPTY;
      }
      case 'for': {
        const over = n.childForFieldName('value');
        const v = over ? this.expr(over, scope) : EMPTY;
        const pattern = n.childForFieldName('pattern');
        if (pattern) this.bindTarget(pattern, v.items ? union(v.items) : v, scope);
        const body = n.childForFieldName('body');
        return body ? this.expr(body, scope) : EMPTY;
      }
      case 'return': {
        const v = this.body(named(named(n)[0]), scope);
        this.returns[this.returns.length - 1]?.push(v);
        return v;
      }
      case 'method':
      case 'singleton_method':
        return this.defineMethod(n, scope);
      case 'class':
      case 'module':
      case 'singleton_class':
        return this.classBody(n, scope);
      case 'lambda': {
        const body = n.childForFieldName('body');
        return body ? this.defineFn('lambda', n.childForFieldName('parameters'), body, scope) : EMPTY;
      }
      case 'program':
      case 'body_statement':
      case 'block_body':
      case 'then':
      case 'else':
      case 'do':
      case 'begin':
      case 'ensure':
      case 'parenthesized_statements':
      case 'begin_block':
      case 'end_block':
        return this.body(named(n), scope);
      case 'rescue': {
        const body = named(n).find((c) => c.type === 'then');
        return body ? this.expr(body, scope) : EMPTY;
      }
      default:
        return union(named(n).map((c) => this.expr(c, scope)));
    }
  }

  /** `if`/`unless` and their modifiers: the arm that runs when the condition holds is a branch (ir/types.ts `Branch`). */
  private conditional(n: SyntaxNode, scope: Scope): Value {
    const condition = n.childForFieldName('condition');
    if (condition) this.expr(condition, scope);
    const then = n.childForFieldName(n.type.endsWith('modifier') ? 'body' : 'consequence');
    let a: Value = EMPTY;
    const branch = this.branch(n, null, (x) => this.expr(x, scope), () => (a = then ? this.expr(then, scope) : EMPTY));
    const others = this.nodes.length;
    const alternative = n.childForFieldName('alternative');
    const b = alternative ? this.expr(alternative, scope) : EMPTY;
    if (n.type === 'if' || n.type === 'unless') branch.alt = this.nodes.length - others;
    return union([a, b]);
  }

  /** `x << y`: written to a file, a pipe or a socket; added to a string or a list. */
  protected abstract append(target: Value, v: Value, at: SyntaxNode): Value;

  private assign(n: SyntaxNode, scope: Scope): Value {
    const left = n.childForFieldName('left')!;
    const right = n.childForFieldName('right');
    let v = right ? this.expr(right, scope) : EMPTY;
    if (right?.type === 'right_assignment_list') v = { parts: [], items: named(right).map((c) => this.expr(c, scope)) };
    if (n.type === 'operator_assignment') {
      const op = n.childForFieldName('operator')?.text ?? '';
      const old = this.expr(left, scope);
      v = op === '+=' ? concat(old, v) : op === '||=' ? (old.parts.length || old.props || old.items ? old : v) : union([old, v]);
    }
    this.bindTarget(left, v, scope);
    return v;
  }

  /** Assigns to a name, `@x`, `a, b`, `obj.attr` (a record's field), `h[k]`. */
  bindTarget(target: SyntaxNode, v: Value, scope: Scope): void {
    switch (target.type) {
      case 'identifier':
      case 'constant':
        scope.assign(target.text, v);
        return;
      case 'instance_variable':
      case 'class_variable':
      case 'global_variable':
        this.globals.vars.set(target.text, v);
        return;
      case 'left_assignment_list':
      case 'destructured_left_assignment':
      case 'destructured_parameter':
        named(target).forEach((t, i) => this.bindTarget(t.type === 'rest_assignment' ? named(t)[0] ?? t : t, v.items?.[i] ?? { parts: v.parts.filter((p) => !('lit' in p)) }, scope));
        return;
      case 'call':
      case 'element_reference': {
        const objNode = target.type === 'call' ? target.childForFieldName('receiver') : named(target)[0];
        if (!objNode) return;
        const obj = this.expr(objNode, scope);
        const keyNode = target.type === 'element_reference' ? named(target)[1] : undefined;
        const key = target.type === 'call' ? target.childForFieldName('method')?.text : keyNode ? constant(this.expr(keyNode, scope)) : undefined;
        this.blindCopy(key, v, target);
        if (obj === EMPTY || obj.api === 'ENV') return;
        obj.props ??= new Map();
        obj.props.set(key ?? `[${obj.props.size}]`, v);
        return;
      }
      default:
        return;
    }
  }
}
