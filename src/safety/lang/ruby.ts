/**
 * Pure: the Ruby front end. A `.rb` file (or `ruby -e` code, lang/embedded.ts) is parsed with tree-sitter-ruby and
 * lowered into the IR as Python's is: each library or unknown call a `Call` whose callee is its canonical name
 * (ruby-apis.ts: `Net::HTTP.get`, `Kernel.system`, `FileUtils.rm_rf`), values followed through variables,
 * `#{…}`, `+`, hashes, `File.join`, blocks and the methods and classes of the file (inlined where called, with
 * their arguments), and `eval` of constant code (parsed and lowered in place). Expressions are in ruby-expr.ts,
 * calls in ruby-calls.ts.
 */
import { named, parse, type SyntaxNode } from '../ir/grammars.ts';
import type { Program } from '../ir/types.ts';
import type { LowerOptions } from './lower.ts';
import { RbCalls } from './ruby-calls.ts';
import { syntaxErrorLine, unreadable } from './unreadable.ts';
import { EMPTY, Scope, type FnDef, type Value } from './values.ts';

export class RbLowerer extends RbCalls {
  /** Methods defined, by file and place: the top level's are defined before it runs, once. */
  private readonly defined = new Map<string, Value>();

  defineMethod(n: SyntaxNode, scope: Scope): Value {
    const name = n.childForFieldName('name')?.text ?? 'method';
    const key = `${this.file}:${this.line}:${n.startIndex}`;
    const before = this.defined.get(key);
    if (before) {
      this.methods.set(name, before);
      return before;
    }
    const body = n.childForFieldName('body');
    const v = this.defineFn(name, n.childForFieldName('parameters'), body ?? n, scope);
    if (!body) v.fn!.lowered = true;
    this.defined.set(key, v);
    this.methods.set(name, v);
    return v;
  }

  /** A class or module: its body runs now; its methods are the file's (called from within without a receiver) and its objects'. */
  classBody(n: SyntaxNode, scope: Scope): Value {
    const name = n.childForFieldName('name')?.text.replace(/^.*::/, '');
    const before = new Map(this.methods);
    const inner = new Scope(scope);
    const body = n.childForFieldName('body');
    if (body) this.expr(body, inner);
    const cls: Value = { parts: [], props: new Map([['__class__', EMPTY]]) };
    for (const [k, v] of this.methods) if (before.get(k) !== v) cls.props!.set(k, v);
    if (name) scope.assign(name, cls);
    return cls;
  }

  /** `Klass.new(…)` of a class of the file: an object with its methods, `initialize` run on it. */
  newObject(cls: Value, args: Value[], kw: Record<string, Value>, at: SyntaxNode): Value {
    const obj: Value = { parts: [], props: new Map([...cls.props!].filter(([k]) => k !== '__class__')) };
    const init = cls.props!.get('initialize')?.fn;
    if (init) this.callFn(init, args, kw, at);
    return obj;
  }

  /** `eval` of constant code: parsed and lowered where it runs. */
  lowerCode(code: string, at: SyntaxNode, scope: Scope): boolean {
    return this.lowerParsed('ruby', code, at, (top) => this.body(top, scope), { clean: true });
  }

  protected bindParams(fn: FnDef, scope: Scope, args: Value[], kw: Record<string, Value>): void {
    let i = 0;
    for (const p of named(fn.params)) {
      const id = p.type === 'identifier' ? p : p.childForFieldName('name');
      if (!id) continue;
      let v: Value | undefined;
      if (p.type === 'splat_parameter') v = { parts: [], items: args.slice(i) };
      else if (p.type === 'hash_splat_parameter') v = { parts: [], props: new Map(Object.entries(kw)) };
      else if (p.type === 'keyword_parameter') v = kw[id.text];
      else if (p.type !== 'block_parameter') v = args[i++];
      const dflt = p.childForFieldName('value');
      if (!v && dflt) v = this.expr(dflt, scope);
      this.bindTarget(id, v ?? { parts: [{ ref: { var: id.text } }] }, scope);
    }
  }

  protected lowerBody(fn: FnDef, scope: Scope): Value[] {
    this.returns.push([]);
    const last = fn.body.type === 'method' || fn.body.type === 'singleton_method' ? EMPTY : this.expr(fn.body, scope);
    const returns = this.returns.pop()!;
    return last === EMPTY || returns.includes(last) ? returns : [...returns, last];
  }

  run(root: SyntaxNode): void {
    const scope = new Scope();
    // Methods are defined before the top level runs past them (a script calling a helper defined at its end is rare, and harmless).
    for (const c of named(root)) if (c.type === 'method') this.defineMethod(c, scope);
    this.body(named(root), scope);
    this.lowerUncalled();
  }
}

/** Lowers one Ruby unit into the IR. */
export function lowerRuby(text: string, options: LowerOptions): Program {
  const at = { file: options.file, line: options.line };
  const refused = unreadable(text, options, 'ruby');
  if (refused) return refused;
  const r = parse('ruby', text);
  if (!r.ok) return { lang: 'ruby', nodes: [{ kind: 'unparsed', reason: r.reason === 'too-large' ? 'too-large' : 'timeout', detail: r.detail, origin: at }] };
  const l = new RbLowerer('ruby', options);
  try {
    l.run(r.tree.rootNode);
    const program = l.program();
    const errorLine = syntaxErrorLine(r.tree.rootNode);
    if (errorLine !== undefined) program.nodes.push({ kind: 'unparsed', reason: 'syntax', detail: 'part of the code does not parse as Ruby', origin: { file: options.file, line: options.line + errorLine } });
    return program;
  } finally {
    r.tree.delete();
    for (const t of l.trees) t.delete();
  }
}
