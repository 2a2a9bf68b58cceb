/**
 * Pure: the JavaScript/TypeScript front end. A file is parsed with
 * tree-sitter (TypeScript's grammar, or TSX's for JSX) and lowered into the
 * IR: each library or unknown call a `Call` whose callee is its canonical
 * name (imports and `require` resolved: `cp.execSync`, `execSync` of
 * `node:child_process` are both `child_process.execSync`), option objects
 * in `named`; values followed through variables, object properties,
 * template literals, `+`, `.then` callbacks and functions of the file and
 * of sibling files it imports (inlined with their arguments). Expressions
 * are in js-expr.ts; this module holds statements, modules and the entry.
 */
import { named, parse, type SyntaxNode, type SyntaxTree } from '../ir/grammars.ts';
import type { Program } from '../ir/types.ts';
import { checked, CHECKS } from '../ir/tool-inputs.ts';
import { JsExpressions } from './js-expr.ts';
import { memberOf } from './js-names.ts';
import { type LowerOptions } from './lower.ts';
import { syntaxErrorLine, unreadable } from './unreadable.ts';
import { EMPTY, envNames, loopItems, Scope, unknown, type FnDef, type Value } from './values.ts';


export class JsLowerer extends JsExpressions {
  /** Sibling modules by file: their exports once lowered (`undefined` while being lowered: a cycle). */
  private readonly modules = new Map<string, Value | undefined>();

  /** Lowers a statement list, function declarations hoisted first. */
  statements(list: SyntaxNode[], scope: Scope): void {
    for (const s of list) {
      const decl = s.type === 'export_statement' ? s.childForFieldName('declaration') : s;
      if (decl && /^(?:generator_)?function_declaration$/.test(decl.type)) {
        const name = decl.childForFieldName('name')?.text ?? 'function';
        scope.vars.set(name, this.defineFn(name, decl.childForFieldName('parameters'), decl.childForFieldName('body')!, scope));
      }
    }
    for (const s of list) {
      if (this.stopped) return;
      this.deeper(() => this.statement(s, scope), undefined);
      this.flushCallbacks();
    }
  }

  /**
   * `if (!ALLOWED.includes(x)) throw …`, `if (!/^[\w.-]+$/.test(x)) return …`, `if (!names.has(x)) continue`: past a
   * check that leaves when it fails, `x` is checked (ir/tool-inputs.ts).
   */
  private guard(s: SyntaxNode, scope: Scope): void {
    const then = s.childForFieldName('consequence');
    const last = then?.type === 'statement_block' ? named(then).pop() : then;
    if (s.childForFieldName('alternative') || !/^(?:throw|return|continue)_statement$/.test(last?.type ?? '')) return;
    let c = s.childForFieldName('condition');
    while (c?.type === 'parenthesized_expression') c = named(c)[0] ?? null;
    const call = c?.type === 'unary_expression' && c.children[0]?.type === '!' ? c.childForFieldName('argument') : undefined;
    const fn = call?.type === 'call_expression' ? call.childForFieldName('function') : undefined;
    if (fn?.type !== 'member_expression' || !CHECKS.test(fn.childForFieldName('property')?.text ?? '')) return;
    const name = named(call!.childForFieldName('arguments')).find((a) => a.type === 'identifier')?.text;
    const value = name !== undefined ? scope.lookup(name) : undefined;
    if (value) scope.assign(name!, checked(value));
  }

  statement(s: SyntaxNode, scope: Scope): void {
    switch (s.type) {
      case 'lexical_declaration':
      case 'variable_declaration':
        for (const d of named(s)) {
          if (d.type !== 'variable_declarator') continue;
          const value = d.childForFieldName('value');
          const name = d.childForFieldName('name');
          if (!name) continue;
          const v = value ? this.expr(value, scope, name.type === 'identifier' ? name.text : undefined) : { parts: [] };
          this.bindPattern(name, v, scope, true);
        }
        return;
      case 'return_statement': {
        const v = named(s)[0];
        this.returns[this.returns.length - 1]?.push(v ? this.expr(v, scope) : { parts: [] });
        return;
      }
      case 'statement_block':
        return this.statements(named(s), new Scope(scope));
      case 'function_declaration':
      case 'generator_function_declaration':
      case 'empty_statement':
      case 'comment':
        return;
      case 'while_statement':
      case 'do_statement':
        return this.loop(s, 'js', () => {
          for (const c of named(s)) this.statementOrExpr(c, scope);
        });
      case 'if_statement':
        this.branch(s, s.childForFieldName('condition'), (n) => this.expr(n, scope), () => {
          const body = s.childForFieldName('consequence');
          if (body) this.statementOrExpr(body, scope);
        });
        for (const c of named(s)) if (c.type === 'else_clause') this.statement(c, scope);
        this.guard(s, scope);
        return;
      case 'switch_statement':
      case 'labeled_statement':
      case 'try_statement':
      case 'else_clause':
      case 'switch_body':
      case 'switch_case':
      case 'switch_default':
      case 'finally_clause':
        for (const c of named(s)) this.statementOrExpr(c, scope);
        return;
      case 'catch_clause': {
        const inner = new Scope(scope);
        const p = s.childForFieldName('parameter');
        if (p) this.bindPattern(p, unknown('caught error'), inner, true);
        const body = s.childForFieldName('body');
        if (body) this.statements(named(body), inner);
        return;
      }
      case 'for_in_statement': {
        const right = s.childForFieldName('right');
        const over = right ? this.expr(right, scope) : unknown('loop');
        // `for (const k in process.env)`: the variables' names (values.ts `envNames`).
        const v = s.childForFieldName('operator')?.text === 'in' && over.api === 'process.env' ? envNames() : over;
        const left = s.childForFieldName('left');
        const body = s.childForFieldName('body');
        // A short list of known items: the body once per item, so each path or address is read as itself.
        this.loop(s, 'js', () => {
          for (const item of loopItems(v)) {
            const inner = new Scope(scope);
            if (left) this.bindPattern(left, item, inner, true);
            if (body) this.statementOrExpr(body, inner);
          }
        });
        return;
      }
      case 'for_statement': {
        const inner = new Scope(scope);
        const initializer = s.childForFieldName('initializer');
        if (initializer) this.statementOrExpr(initializer, inner);
        this.loop(s, 'js', () => {
          const body = s.childForFieldName('body');
          for (const c of named(s)) if (c.id !== initializer?.id && c.id !== body?.id) this.statementOrExpr(c, inner);
          // A counter (`for (let port = 1; port <= 65535; port++)`) takes a value per pass, none of them its first: computed at run time.
          // Only a count (`i++`, `port += 1`); `url = queue.shift()` takes the next item of a queue, followed as written.
          const step = s.childForFieldName('increment');
          const counter = step?.type === 'update_expression' ? step.childForFieldName('argument') : step?.type === 'augmented_assignment_expression' ? step.childForFieldName('left') : undefined;
          if (counter?.type === 'identifier') inner.assign(counter.text, unknown(`the loop counter ${counter.text}`));
          if (body) this.statementOrExpr(body, inner);
        }, (n) => this.expr(n, inner));
        return;
      }
      case 'class_declaration':
      case 'abstract_class_declaration':
        scope.vars.set(s.childForFieldName('name')?.text ?? 'class', this.classValue(s, scope));
        return;
      case 'export_statement':
        return this.exportStatement(s, scope);
      case 'import_statement':
        return this.importStatement(s, scope);
      default:
        // `expression_statement`, `throw_statement` and the rest: what they hold.
        for (const c of named(s)) this.statementOrExpr(c, scope);
    }
  }

  private statementOrExpr(n: SyntaxNode, scope: Scope): void {
    if (/statement|declaration|clause|block|switch_|^comment$/.test(n.type)) this.statement(n, scope);
    else this.expr(n, scope);
  }

  /** `const {a, b: c, ...r} = v`, `const [x, y] = v`, defaults: each name gets its piece of the value. */
  bindPattern(p: SyntaxNode, v: Value, scope: Scope, declare: boolean): void {
    const set = (name: string, value: Value) => (declare ? scope.vars.set(name, value) : scope.assign(name, value));
    switch (p.type) {
      case 'identifier':
      case 'shorthand_property_identifier_pattern':
        set(p.text, v);
        return;
      case 'object_pattern':
        for (const c of named(p)) {
          if (c.type === 'shorthand_property_identifier_pattern') set(c.text, memberOf(v, c.text));
          else if (c.type === 'pair_pattern') {
            const key = c.childForFieldName('key');
            const val = c.childForFieldName('value');
            if (key && val) this.bindPattern(val, memberOf(v, key.text.replace(/^['"]|['"]$/g, '')), scope, declare);
          } else if (c.type === 'object_assignment_pattern') {
            // `{ url = 'https://…' } = {}`: a key the object does not hold takes its default.
            const [left, right] = [c.childForFieldName('left'), c.childForFieldName('right')];
            if (left) this.bindPattern(left, right && v.props && !v.props.has(left.text) ? this.expr(right, scope) : memberOf(v, left.text), scope, declare);
          } else if (c.type === 'rest_pattern') {
            const id = named(c)[0];
            if (id) this.bindPattern(id, v, scope, declare);
          }
        }
        return;
      case 'array_pattern':
        named(p).forEach((c, i) => this.bindPattern(c, c.type === 'rest_pattern' ? v : memberOf(v, String(i)), scope, declare));
        return;
      case 'rest_pattern':
      case 'required_parameter':
      case 'optional_parameter': {
        const inner = p.childForFieldName('pattern') ?? named(p)[0];
        const dflt = p.childForFieldName('value');
        const given = v.parts.length || v.props || v.items || v.fn || v.api ? v : dflt ? this.expr(dflt, scope) : v;
        if (inner) this.bindPattern(inner, given, scope, declare);
        return;
      }
      case 'assignment_pattern': {
        const left = p.childForFieldName('left');
        const right = p.childForFieldName('right');
        const given = v.parts.length || v.props || v.items || !right ? v : this.expr(right, scope);
        if (left) this.bindPattern(left, given, scope, declare);
        return;
      }
      default:
        // `obj.k = v` and other targets: the expression side handles them.
        return;
    }
  }

  protected bindParams(fn: FnDef, scope: Scope, args: Value[], _named: Record<string, Value>, called: boolean): void {
    if (!fn.params) return;
    if (fn.params.type === 'identifier') {
      this.bindPattern(fn.params, args[0] ?? { parts: [{ ref: { var: fn.params.text } }] }, scope, true);
      return;
    }
    named(fn.params).forEach((p, i) => {
      // An argument a call leaves out takes the parameter's default (`function f({ url = '…' } = {})` called as `f()`).
      const given = p.type === 'rest_pattern' ? { parts: [], items: args.slice(i) } : args[i] ?? (called && (p.type === 'assignment_pattern' || p.childForFieldName('value')) ? { parts: [] } : undefined);
      const nameNode = p.childForFieldName('pattern') ?? p;
      this.bindPattern(p, given ?? { parts: [{ ref: { var: nameNode.text.slice(0, 40) } }] }, scope, true);
      // A TypeScript parameter property (`constructor(private readonly line: string)`) is also a field of `this`.
      if (named(p).some((c) => c.type === 'accessibility_modifier' || c.type === 'readonly')) scope.lookup('this')?.props?.set(nameNode.text, scope.lookup(nameNode.text) ?? EMPTY);
    });
  }

  protected lowerBody(fn: FnDef, scope: Scope): Value[] {
    this.returns.push([]);
    if (fn.body.type === 'statement_block' || fn.body.type === 'class_body') this.statements(named(fn.body), scope);
    else this.returns[this.returns.length - 1]!.push(this.expr(fn.body, scope));
    return this.returns.pop()!;
  }

  private exportStatement(s: SyntaxNode, scope: Scope): void {
    const decl = s.childForFieldName('declaration');
    if (decl) {
      this.statement(decl, scope);
      const names = decl.type.includes('function') || decl.type.includes('class') ? [decl.childForFieldName('name')?.text] : named(decl).map((d) => d.childForFieldName('name')?.text);
      for (const n of names) if (n) this.exportsValue().props!.set(n, scope.lookup(n) ?? unknown(n));
      return;
    }
    const value = s.childForFieldName('value');
    if (value) {
      this.exportsValue().props!.set('default', this.expr(value, scope));
      return;
    }
    const source = s.childForFieldName('source');
    const from = source ? this.importValue(this.stringText(source), s) : undefined;
    for (const clause of named(s)) {
      if (clause.type !== 'export_clause') continue;
      for (const spec of named(clause)) {
        const name = spec.childForFieldName('name')?.text;
        const alias = spec.childForFieldName('alias')?.text ?? name;
        if (name && alias) this.exportsValue().props!.set(alias, from ? memberOf(from, name) : scope.lookup(name) ?? unknown(name));
      }
    }
  }

  private importStatement(s: SyntaxNode, scope: Scope): void {
    const source = s.childForFieldName('source');
    if (!source) return;
    const module = this.importValue(this.stringText(source), s);
    for (const clause of named(s)) {
      if (clause.type !== 'import_clause') continue;
      for (const c of named(clause)) {
        if (c.type === 'identifier') scope.vars.set(c.text, module.props?.has('default') ? module.props.get('default')! : module);
        else if (c.type === 'namespace_import') {
          const id = named(c)[0];
          if (id) scope.vars.set(id.text, module);
        } else if (c.type === 'named_imports') {
          for (const spec of named(c)) {
            const name = spec.childForFieldName('name')?.text;
            const alias = spec.childForFieldName('alias')?.text ?? name;
            if (name && alias) scope.vars.set(alias, memberOf(module, name));
          }
        }
      }
    }
  }

  /**
   * What `import … from spec` or `require(spec)` gives: a sibling file's
   * exports (its top level lowered here, as importing runs it), or a library
   * named by its canonical module name (`node:fs/promises` → `fs.promises`).
   */
  importValue(spec: string, at: SyntaxNode): Value {
    if (/^\.\.?\//.test(spec) && this.options.resolve) {
      const sibling = this.options.resolve(spec, this.file);
      if (sibling) {
        if (this.modules.has(sibling.file)) return this.modules.get(sibling.file) ?? unknown(spec);
        this.modules.set(sibling.file, undefined);
        const exports = this.lowerModule(sibling.text, sibling.file, at);
        this.modules.set(sibling.file, exports);
        return exports;
      }
    }
    const name = spec.replace(/^node:/, '').replace(/\/promises$/, '.promises');
    return { parts: [], api: name };
  }

  /** A sibling module lowered in its own module scope; its exports come back. */
  private lowerModule(text: string, file: string, at: SyntaxNode): Value {
    const tree = parseJs(text, file);
    if (!isTree(tree)) return unknown(file);
    this.trees.push(tree);
    const [f, l, exports] = [this.file, this.line, this.exportsStack];
    this.file = file;
    this.line = 1;
    this.exportsStack = [{ parts: [], props: new Map() }];
    try {
      this.statements(named(tree.rootNode), this.moduleScope());
      return this.exportsStack[0]!;
    } finally {
      this.file = f;
      this.line = l;
      this.exportsStack = exports;
      void at;
    }
  }

  run(root: SyntaxNode): void {
    this.statements(named(root), this.moduleScope());
    this.lowerUncalled();
  }
}

const TS = /\.(?:ts|mts|cts)$/i;

/** Parses with the grammar the file's name says (TypeScript, else TSX, which also reads JSX and plain JS); the other one if it reads it better. */
function parseJs(text: string, file: string): SyntaxTree | { reason: 'too-large' | 'timeout'; detail: string } {
  const order = TS.test(file) ? (['typescript', 'tsx'] as const) : (['tsx', 'typescript'] as const);
  let first: SyntaxTree | undefined;
  for (const g of order) {
    const r = parse(g, text);
    if (!r.ok) return first ?? { reason: r.reason === 'too-large' ? 'too-large' : 'timeout', detail: r.detail };
    if (!r.tree.rootNode.hasError) {
      first?.delete();
      return r.tree;
    }
    if (first) r.tree.delete();
    else first = r.tree;
  }
  return first!;
}

const isTree = (t: ReturnType<typeof parseJs>): t is SyntaxTree => 'rootNode' in t;

/** Lowers one JavaScript or TypeScript unit into the IR. */
export function lowerJs(text: string, options: LowerOptions): Program {
  const at = { file: options.file, line: options.line };
  const refused = unreadable(text, options, 'js');
  if (refused) return refused;
  const tree = parseJs(text, options.file);
  if (!isTree(tree)) return { lang: 'js', nodes: [{ kind: 'unparsed', reason: tree.reason, detail: tree.detail, origin: at }] };
  const l = new JsLowerer('js', options);
  try {
    l.run(tree.rootNode);
    const program = l.program();
    const errorLine = syntaxErrorLine(tree.rootNode);
    if (errorLine !== undefined) program.nodes.push({ kind: 'unparsed', reason: 'syntax', detail: 'part of the code does not parse as JavaScript or TypeScript', origin: { file: options.file, line: options.line + errorLine } });
    return program;
  } finally {
    tree.delete();
    for (const t of l.trees) t.delete();
  }
}
