/**
 * Pure: the Python front end. A file is parsed with tree-sitter-python and lowered into the IR: each library or
 * unknown call a `Call` whose callee is its canonical name (imports resolved: `from subprocess import run as r` then
 * `r(x)` is `subprocess.run`), keyword arguments in `named` (`shell=True`); values followed through variables, dicts,
 * attributes, f-strings and `+`, through functions, decorators and classes of the file and of sibling modules it
 * imports (inlined with their arguments), `with open(…) as f`, and `exec` of constant code (parsed and lowered in
 * place). MCP tools' docstrings and `description=` strings are emitted as `Str` nodes with `role: 'description'`.
 * Expressions are in python-expr.ts.
 */
import { named, parse, type SyntaxNode } from '../ir/grammars.ts';
import type { Program } from '../ir/types.ts';
import { checked } from '../ir/tool-inputs.ts';
import { guardedNames } from './python-guards.ts';
import { INTERPRETERS, SHELLS } from '../ir/tables.ts';
import { type LowerOptions } from './lower.ts';
import { syntaxErrorLine, unreadable } from './unreadable.ts';
import { PyExpressions } from './python-expr.ts';
import { derivedNames } from './python-consteval.ts';
import { memberOf } from './python-builtins.ts';
import { declaredFields } from './python-classes.ts';
import { literalChoices } from './python-annotations.ts';
import { settingAssigned } from './process-settings.ts';
import { concat, constant, EMPTY, envNamesOf, loopItems, Scope, text, unknown, type FnDef, type Value } from './values.ts';


export class PyLowerer extends PyExpressions {
  private readonly modules = new Map<string, Value | undefined>();
  /** Folders the program added to `sys.path` (`sys.path.insert(0, "/tmp")`). */
  readonly searchPath: string[] = [];

  statements(list: SyntaxNode[], scope: Scope): void {
    for (const s of list) {
      const def = s.type === 'decorated_definition' ? s.childForFieldName('definition') : s;
      if (def?.type === 'function_definition') this.defineFunction(def, s, scope);
    }
    // A module's straight-line code over constants, evaluated (python-consteval.ts): names holding text it derives.
    const derivedBefore = list[0]?.parent?.type === 'module' ? derivedNames(list) : undefined;
    const outer = this.computed;
    try {
      for (const s of list) {
        if (this.stopped) return;
        if (derivedBefore) this.computed = { at: s, names: derivedBefore.get(s) };
        this.deeper(() => this.statement(s, scope), undefined);
        this.flushCallbacks();
      }
    } finally {
      if (derivedBefore) this.computed = outer;
    }
  }

  /**
   * Past a check that leaves when it fails (python-guards.ts), what the name holds is checked (ir/tool-inputs.ts). An
   * argv whose program passed a list of known names, none a shell or an interpreter (which would run any code its
   * next word holds), runs one of them: the list is no longer the model's free text.
   */
  private guard(s: SyntaxNode, scope: Scope): void {
    for (const { name, allowedBy } of guardedNames(s)) {
      const value = scope.lookup(name);
      if (!value) continue;
      if (allowedBy === undefined) {
        scope.assign(name, checked(value));
        continue;
      }
      const programs = scope.lookup(allowedBy)?.items?.map((i) => constant(i)) ?? [];
      if (!programs.length || programs.some((p) => p === undefined || SHELLS.has(p) || INTERPRETERS.test(p))) continue;
      scope.assign(name, { ...value, parts: [{ ref: { dyn: 'an argv whose program was checked against a list' } }], items: value.items?.map(checked) });
    }
  }

  private defineFunction(def: SyntaxNode, outer: SyntaxNode, scope: Scope, self?: Value): Value {
    const name = def.childForFieldName('name')?.text ?? 'function';
    const body = def.childForFieldName('body')!;
    const v = this.defineFn(name, def.childForFieldName('parameters'), body, scope);
    // A tool's docstring is what the model reads about it.
    const decorators = outer.type === 'decorated_definition' ? named(outer).filter((d) => d.type === 'decorator') : [];
    // A static method takes no instance: its first parameter is its first argument.
    if (self && !decorators.some((d) => named(d)[0]?.type === 'identifier' && named(d)[0]!.text === 'staticmethod')) v.fn!.self = self;
    const doc = named(body)[0];
    const docString = doc?.type === 'expression_statement' ? named(doc)[0] : undefined;
    const tool = decorators.some((d) => this.isToolDecorator(d));
    if (tool) v.fn!.tool = true;
    if (docString?.type === 'string' && tool) {
      const t = constant(this.stringText(docString, scope));
      if (t !== undefined) this.description(t.trim(), docString);
    }
    // A tool's parameters are described in their annotations and defaults (`Annotated[str, Field(description=…)]`,
    // `x: str = Field(description=…)`): the model reads those descriptions with the tool's.
    if (tool) for (const p of named(def.childForFieldName('parameters'))) for (const f of ['type', 'value']) {
      const e = p.childForFieldName(f);
      const inner = e?.type === 'type' ? named(e)[0] : e;
      if (inner) this.expr(inner, scope);
      // The values a `Literal[…]` offers the caller: the model is told them with the tool (ir/types.ts `Str.role: 'choice'`).
      if (inner && f === 'type') for (const c of literalChoices(inner, (n) => constant(this.stringText(n, scope)))) this.nodes.push({ kind: 'str', text: c, role: 'choice', origin: this.origin(inner) });
    }
    scope.vars.set(name, v);
    return v;
  }

  statement(s: SyntaxNode, scope: Scope): void {
    switch (s.type) {
      case 'expression_statement':
        for (const c of named(s)) {
          if (c.type === 'assignment' || c.type === 'augmented_assignment') this.assignment(c, scope);
          else this.expr(c, scope);
        }
        return;
      case 'return_statement': {
        const v = named(s)[0];
        this.returns[this.returns.length - 1]?.push(v ? this.expr(v, scope) : EMPTY);
        return;
      }
      case 'function_definition':
        return;
      case 'decorated_definition': {
        const def = s.childForFieldName('definition');
        const defined = def?.type === 'function_definition' ? scope.lookup(def.childForFieldName('name')?.text ?? '') : undefined;
        // A decorator of the file runs once with the function it decorates (`@hook` putting it in a registry a loop calls later).
        const decorators = named(s).filter((d) => d.type === 'decorator').map((d) => [d, this.expr(named(d)[0] ?? d, scope)] as const);
        for (const [d, decorator] of decorators) if (decorator.fn && defined?.fn) this.callFn(decorator.fn, [defined], {}, d);
        if (def?.type === 'class_definition') this.statement(def, scope);
        return;
      }
      case 'class_definition':
        return this.classDefinition(s, scope);
      case 'import_statement':
      case 'import_from_statement':
        return this.importStatement(s, scope);
      case 'for_statement': {
        const right = s.childForFieldName('right');
        const v = right ? this.expr(right, scope) : unknown('loop');
        const left = s.childForFieldName('left');
        // Over the environment's mapping, the loop's name is a variable's name (values.ts `envNamesOf`).
        const names = envNamesOf(v);
        // A short list of known items: the body once per item, so each path or address is read as itself.
        this.loop(s, 'python', () => {
          for (const item of names ? [names] : loopItems(v)) {
            if (left) this.bind(left, item, scope);
            const body = s.childForFieldName('body');
            if (body) this.statement(body, scope);
          }
        }, (n) => this.expr(n, scope));
        const alternative = s.childForFieldName('alternative');
        if (alternative) this.statement(alternative, scope);
        return;
      }
      case 'with_statement':
        for (const item of named(named(s).find((c) => c.type === 'with_clause'))) {
          const v = item.childForFieldName('value') ?? named(item)[0];
          if (!v) continue;
          if (v.type === 'as_pattern') {
            const value = this.expr(named(v)[0]!, scope);
            const target = v.childForFieldName('alias');
            const id = target ? named(target)[0] ?? target : undefined;
            if (id) this.bind(id, value, scope);
          } else this.expr(v, scope);
        }
        if (s.childForFieldName('body')) this.statement(s.childForFieldName('body')!, scope);
        return;
      case 'while_statement':
        return this.loop(s, 'python', () => {
          for (const c of named(s)) {
            if (/statement|clause|block|definition/.test(c.type)) this.statement(c, scope);
            else this.expr(c, scope);
          }
        });
      case 'except_clause': {
        for (const c of named(s)) if (c.type === 'block') this.statement(c, scope);
        return;
      }
      case 'if_statement':
      case 'elif_clause': {
        const branch = this.branch(s, s.childForFieldName('condition'), (n) => this.expr(n, scope), () => {
          const body = s.childForFieldName('consequence');
          if (body) this.statement(body, scope);
        });
        // The other arms (`elif`, `else`) right after the span, counted in `alt` as the shell's are: code that runs
        // when the condition does not hold is told from code that runs whatever it is (ir/types.ts `Branch`).
        const others = this.nodes.length;
        for (const c of named(s)) if (c.type === 'elif_clause' || c.type === 'else_clause') this.statement(c, scope);
        if (s.type === 'if_statement') branch.alt = this.nodes.length - others;
        if (s.type === 'if_statement') this.guard(s, scope);
        return;
      }
      case 'block':
      case 'else_clause':
      case 'try_statement':
      case 'finally_clause':
      case 'match_statement':
      case 'case_clause':
        if (s.type === 'block') return this.statements(named(s), scope);
        for (const c of named(s)) {
          if (/statement|clause|block|definition/.test(c.type)) this.statement(c, scope);
          else this.expr(c, scope);
        }
        return;
      case 'pass_statement':
      case 'break_statement':
      case 'continue_statement':
      case 'global_statement':
      case 'nonlocal_statement':
      case 'future_import_statement':
      case 'comment':
        return;
      default:
        for (const c of named(s)) this.expr(c, scope);
    }
  }

  private assignment(a: SyntaxNode, scope: Scope): void {
    const left = a.childForFieldName('left')!;
    const right = a.childForFieldName('right');
    let v = right ? this.expr(right, scope, left.type === 'identifier' ? left.text : undefined) : EMPTY;
    if (a.type === 'augmented_assignment') {
      const old = this.expr(left, scope);
      v = concat(old, v);
    }
    this.bind(left, v, scope, a.type === 'augmented_assignment');
    // A docstring set by assignment (`fn.__doc__ = """…"""`: a tool's description swapped once the server runs) is what the model reads.
    const docText = left.type === 'attribute' && left.childForFieldName('attribute')?.text === '__doc__' && right ? constant(v)?.trim() : undefined;
    if (docText) this.description(docText, right!);
  }

  /** Assigns a value to a target: a name, `a, b`, `obj.k`, `d['k']` (a key not known: added to what `d` holds). */
  bind(target: SyntaxNode, v: Value, scope: Scope, append = false): void {
    switch (target.type) {
      case 'identifier':
        scope.assign(target.text, v);
        return;
      case 'pattern_list':
      case 'tuple_pattern':
      case 'list_pattern':
      case 'expression_list':
      case 'tuple':
        named(target).forEach((t, i) => this.bind(t, v.items?.[i] ?? { parts: v.parts.filter((p) => !('lit' in p)) }, scope));
        return;
      case 'attribute':
      case 'subscript': {
        const obj = this.expr(target.childForFieldName(target.type === 'attribute' ? 'object' : 'value')!, scope);
        const keyNode = target.type === 'attribute' ? target.childForFieldName('attribute') : target.childForFieldName('subscript');
        const key = target.type === 'attribute' ? keyNode?.text : keyNode ? constant(this.expr(keyNode, scope)) : undefined;
        this.blindCopy(key, v, target);
        const setting = settingAssigned(obj, key, v, this.origin(target));
        if (setting) this.nodes.push(setting);
        if (obj === EMPTY) return;
        obj.props ??= new Map();
        const slot = key ?? `[${obj.props.size}]`;
        obj.props.set(slot, append ? concat(obj.props.get(slot) ?? EMPTY, v) : v);
        return;
      }
      default:
        return;
    }
  }

  private classDefinition(s: SyntaxNode, scope: Scope): void {
    // A library class it extends (`class Api(requests.Session)`): what the file does not define, its objects inherit.
    const base = named(s.childForFieldName('superclasses')).map((b) => this.expr(b, scope).api).find((api) => api !== undefined);
    const body = s.childForFieldName('body');
    const cls: Value = { parts: [], props: new Map([['__class__', base !== undefined ? { parts: [], api: base } : EMPTY], ...declaredFields(body)]) };
    const inner = new Scope(scope);
    for (const c of named(body)) {
      const def = c.type === 'decorated_definition' ? c.childForFieldName('definition') : c;
      // A `@staticmethod` takes no instance: its first parameter is the caller's first argument.
      const isStatic = c.type === 'decorated_definition' && named(c).some((d) => d.type === 'decorator' && d.text.trim() === '@staticmethod');
      if (def?.type === 'function_definition') cls.props!.set(def.childForFieldName('name')?.text ?? 'method', this.defineFunction(def, c, inner, isStatic ? undefined : cls));
      else this.statement(c, inner);
    }
    for (const [k, v] of inner.vars) if (!cls.props!.has(k)) cls.props!.set(k, v);
    scope.vars.set(s.childForFieldName('name')?.text ?? 'class', cls);
  }

  private importStatement(s: SyntaxNode, scope: Scope): void {
    if (s.type === 'import_statement') {
      for (const n of named(s)) {
        const dotted = n.type === 'aliased_import' ? n.childForFieldName('name')! : n;
        const alias = n.type === 'aliased_import' ? n.childForFieldName('alias')?.text : undefined;
        const module = this.importModule(dotted.text, s);
        // `import urllib.request` binds `urllib`; `import x.y as z` binds the module itself.
        scope.vars.set(alias ?? dotted.text.split('.')[0]!, alias || !dotted.text.includes('.') ? module : this.importModule(dotted.text.split('.')[0]!, s));
      }
      return;
    }
    const moduleNode = s.childForFieldName('module_name');
    if (!moduleNode) return;
    const module = this.importModule(moduleNode.text, s);
    for (const n of named(s)) {
      if (n === moduleNode) continue;
      if (n.type === 'wildcard_import') {
        for (const [k, v] of module.props ?? []) scope.vars.set(k, v);
        continue;
      }
      const dotted = n.type === 'aliased_import' ? n.childForFieldName('name')! : n;
      const alias = n.type === 'aliased_import' ? n.childForFieldName('alias')?.text : undefined;
      scope.vars.set(alias ?? dotted.text, memberOf(module, dotted.text));
    }
  }

  /** A sibling module's names (its top level lowered here, as importing runs it), or a library by its dotted name. */
  importModule(spec: string, at: SyntaxNode): Value {
    const sibling = this.options.resolve?.(spec, this.file);
    if (sibling) {
      if (this.modules.has(sibling.file)) return this.modules.get(sibling.file) ?? unknown(spec);
      this.modules.set(sibling.file, undefined);
      const r = parse('python', sibling.text);
      if (!r.ok) return unknown(spec);
      this.trees.push(r.tree);
      const [f, l] = [this.file, this.line];
      this.file = sibling.file;
      this.line = 1;
      const scope = new Scope();
      try {
        this.statements(named(r.tree.rootNode), scope);
      } finally {
        this.file = f;
        this.line = l;
      }
      const exports: Value = { parts: [], props: new Map(scope.vars) };
      this.modules.set(sibling.file, exports);
      return exports;
    }
    // A module in a folder the program put on `sys.path` is that folder's file: what was written there runs.
    for (const dir of this.searchPath) this.emitCall('importlib.import_module', [text(`${dir.replace(/\/+$/, '')}/${spec.replace(/\./g, '/')}.py`)], {}, at);
    return { parts: [], api: spec.replace(/^\.+/, '') };
  }

  /** `exec`/`eval` of constant code: parsed and lowered where it runs. */
  lowerCode(code: string, at: SyntaxNode, scope: Scope): boolean {
    return this.lowerParsed('python', code, at, (top) => this.statements(top, scope), { clean: true });
  }

  protected bindParams(fn: FnDef, scope: Scope, args: Value[], kw: Record<string, Value>): void {
    {
      let i = 0;
      for (const param of named(fn.params)) {
        // `*args: str` is a typed parameter around the splat: the splat is what is bound (else the rest of the call's arguments were lost).
        const p = (param.type === 'typed_parameter' ? named(param).find((c) => c.type === 'list_splat_pattern' || c.type === 'dictionary_splat_pattern') : undefined) ?? param;
        const id = p.type === 'identifier' ? p : p.childForFieldName('name') ?? named(p).find((c) => c.type === 'identifier');
        if (!id) continue;
        let v: Value | undefined;
        if (p.type === 'list_splat_pattern') v = { parts: [], items: args.slice(i) };
        else if (p.type === 'dictionary_splat_pattern') v = { parts: [], props: new Map(Object.entries(kw)) };
        else if (p.type !== 'keyword_separator' && p.type !== 'positional_separator') {
          v = kw[id.text] ?? args[i++];
          const dflt = p.childForFieldName('value');
          if (!v && dflt) v = this.expr(dflt, scope);
        }
        this.bind(id, v ?? { parts: [{ ref: { var: id.text } }] }, scope);
      }
    }
  }

  protected lowerBody(fn: FnDef, scope: Scope): Value[] {
    this.returns.push([]);
    if (fn.body.type === 'block') this.statements(named(fn.body), scope);
    else this.returns[this.returns.length - 1]!.push(this.expr(fn.body, scope));
    return this.returns.pop()!;
  }

  run(root: SyntaxNode): void {
    this.statements(named(root), new Scope());
    this.lowerUncalled();
  }
}

/** Lowers one Python unit into the IR. */
export function lowerPython(text: string, options: LowerOptions): Program {
  const at = { file: options.file, line: options.line };
  const refused = unreadable(text, options, 'python', /\.py[co]$/i.test(options.file));
  if (refused) return refused;
  const r = parse('python', text);
  if (!r.ok) return { lang: 'python', nodes: [{ kind: 'unparsed', reason: r.reason === 'too-large' ? 'too-large' : 'timeout', detail: r.detail, origin: at }] };
  const l = new PyLowerer('python', options);
  try {
    l.run(r.tree.rootNode);
    const program = l.program();
    const errorLine = syntaxErrorLine(r.tree.rootNode);
    if (errorLine !== undefined) program.nodes.push({ kind: 'unparsed', reason: 'syntax', detail: 'part of the code does not parse as Python', origin: { file: options.file, line: options.line + errorLine } });
    return program;
  } finally {
    r.tree.delete();
    for (const t of l.trees) t.delete();
  }
}
