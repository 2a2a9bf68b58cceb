/**
 * Pure: the Go front end. A `.go` file is parsed with tree-sitter-go (36 KB
 * gzipped, the smallest grammar VS Code ships) and lowered into the IR as
 * Python's and JavaScript's are: each library call a `Call` whose callee is
 * its import path and name (`x.Command` of `import x "os/exec"` is
 * `os/exec.Command`: go-apis.ts), values followed through `:=`, `=`, `+`,
 * `fmt.Sprintf`, `filepath.Join`, composite literals and the functions of the
 * file (inlined where called). Go runs every `init()` before `main()` as soon
 * as the program starts (`go run`), so both are lowered first, in that order,
 * then functions nothing calls, as handlers, with unknown parameters.
 */
import { parse, type SyntaxNode } from '../ir/grammars.ts';
import type { Program } from '../ir/types.ts';
import { Lowerer, syntaxErrorLine, unreadable, type LowerOptions } from './lower.ts';
import { concat, constant, decodeEscape, EMPTY, joinPath, loopItems, Scope, text, union, type FnDef, type Value } from './values.ts';

const named = (n: SyntaxNode | null | undefined): SyntaxNode[] => (n ? n.namedChildren.filter((c): c is SyntaxNode => c !== null) : []);
/** Calls whose result is their arguments' text transformed: nothing emitted, what flows in flows out. */
const PURE = /^(?:fmt\.Sprint(?:ln)?|strings\.(?:TrimSpace|Trim|TrimPrefix|TrimSuffix|ToLower|ToUpper|Replace|ReplaceAll|Repeat)|strconv\.\w+|path(?:\/filepath)?\.(?:Clean|Abs|Base|Dir)|bytes\.\w+|encoding\/json\.Marshal(?:Indent)?|net\/url\.(?:QueryEscape|PathEscape))$/;
const BUILTIN = /^(?:append|copy|len|cap|make|new|string|byte|rune|print|println|min|max)$/;
/** Methods and functions registering an MCP tool, resource or prompt with its handler. */
const REGISTERS = /^(?:AddTools?|AddResources?|AddResourceTemplates?|AddPrompts?)$/;
/** Go MCP SDK packages (mark3labs/mcp-go's `mcp`, the official go-sdk's `mcp`). */
const MCP_PACKAGE = /(?:^|\/)mcp-go\/mcp\.|\/go-sdk\/mcp\./;
/** Their options describing a tool (group 1 set) or a parameter (`mcp.Description`, unset). */
const DESCRIBES = /^(With(?:Resource|Prompt|Template)?)?Description$/;

export class GoLowerer extends Lowerer {
  /** Import aliases (`exec`, or the name given) → import path. */
  private readonly imports = new Map<string, string>();
  private readonly returns: Value[][] = [];

  run(root: SyntaxNode): void {
    const scope = new Scope();
    const entry: FnDef[] = [];
    for (const d of named(root)) {
      if (d.type === 'import_declaration') for (const spec of d.descendantsOfType('import_spec')) this.importSpec(spec!);
      if (d.type === 'function_declaration' || d.type === 'method_declaration') {
        const name = d.childForFieldName('name')?.text ?? 'func';
        const v = this.defineFn(name, d.childForFieldName('parameters'), d.childForFieldName('body') ?? d, scope);
        if (d.type === 'function_declaration') scope.vars.set(name, v);
        if (d.type === 'function_declaration' && (name === 'init' || name === 'main')) entry.push(v.fn!);
      }
    }
    for (const d of named(root)) if (d.type === 'var_declaration' || d.type === 'const_declaration') this.statement(d, scope);
    // Every init() runs before main(), whatever their order in the file.
    entry.sort((a, b) => Number(b.name === 'init') - Number(a.name === 'init'));
    for (const fn of entry) this.callFn(fn, []);
    this.lowerUncalled();
  }

  private importSpec(spec: SyntaxNode): void {
    const path = spec.childForFieldName('path');
    const p = path ? constant(this.expr(path, new Scope())) : undefined;
    if (p === undefined) return;
    const alias = spec.childForFieldName('name')?.text;
    if (alias === '_' || alias === '.') return;
    this.imports.set(alias ?? p.split('/').pop()!, p);
  }

  private statements(list: SyntaxNode[], scope: Scope): void {
    for (const s of list) {
      if (this.stopped) return;
      this.deeper(() => this.statement(s, scope), undefined);
      this.flushCallbacks();
    }
  }

  private statement(s: SyntaxNode, scope: Scope): void {
    switch (s.type) {
      case 'block':
      case 'statement_list':
        return this.statements(named(s), s.type === 'block' ? new Scope(scope) : scope);
      case 'short_var_declaration':
      case 'assignment_statement': {
        const left = named(s.childForFieldName('left'));
        const right = named(s.childForFieldName('right')).map((r) => this.expr(r, scope));
        const op = s.childForFieldName('operator')?.text ?? '=';
        left.forEach((l, i) => {
          // `a, err := f()`: the one call's value goes to the first name.
          const v = right.length === left.length ? right[i]! : i === 0 ? right[0] ?? EMPTY : EMPTY;
          this.bind(l, op === '+=' ? concat(this.expr(l, scope), v) : v, scope);
        });
        return;
      }
      case 'var_declaration':
      case 'const_declaration':
        for (const spec of [...s.descendantsOfType('var_spec'), ...s.descendantsOfType('const_spec')]) {
          const values = named(spec!.childForFieldName('value')).map((v) => this.expr(v, scope));
          spec!.childrenForFieldName('name').forEach((n, i) => n && scope.vars.set(n.text, values[i] ?? EMPTY));
        }
        return;
      case 'return_statement': {
        // Every value but `nil`: the official SDK's handler returns its output struct second (`return nil, Out{…}, nil`).
        const values = named(named(s)[0]).filter((v) => v.type !== 'nil').map((v) => this.expr(v, scope));
        this.returns[this.returns.length - 1]?.push(values.length > 1 ? union(values) : values[0] ?? EMPTY);
        return;
      }
      case 'for_statement': {
        const range = named(s).find((c) => c.type === 'range_clause');
        const body = s.childForFieldName('body');
        if (range) {
          const left = named(range.childForFieldName('left'));
          const v = this.expr(range.childForFieldName('right')!, scope);
          // A short list of known items: the body once per item (`for _, p := range []string{…}`).
          for (const item of loopItems(v)) {
            const inner = new Scope(scope);
            if (left.length) this.bind(left[left.length - 1]!, item, inner);
            if (body) this.statement(body, inner);
          }
          return;
        }
        for (const c of named(s)) if (c !== body) this.child(c, scope);
        if (body) this.statement(body, scope);
        return;
      }
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

  private child(c: SyntaxNode, scope: Scope): void {
    if (/statement|declaration|block|clause|case|_list$/.test(c.type) && c.type !== 'expression_list' && c.type !== 'argument_list') this.statement(c, scope);
    else this.expr(c, scope);
  }

  private bind(target: SyntaxNode, v: Value, scope: Scope): void {
    if (target.type === 'identifier') {
      if (target.text !== '_') scope.assign(target.text, v);
      return;
    }
    // `obj.k = v`, `m["k"] = v`: added to what the object holds.
    const obj = target.childForFieldName('operand');
    if (!obj) return;
    const o = this.expr(obj, scope);
    o.props ??= new Map();
    const key = target.type === 'selector_expression' ? target.childForFieldName('field')?.text : constant(this.expr(target.childForFieldName('index') ?? obj, scope));
    o.props.set(key ?? `[${o.props.size}]`, v);
  }

  expr(n: SyntaxNode, scope: Scope): Value {
    return this.deeper(() => this.exprInner(n, scope), EMPTY);
  }

  private exprInner(n: SyntaxNode, scope: Scope): Value {
    switch (n.type) {
      case 'interpreted_string_literal':
        return text(named(n).map((c) => (c.type === 'escape_sequence' ? decodeEscape(c.text) : c.text)).join(''));
      case 'raw_string_literal':
        return text(named(n).map((c) => c.text).join(''));
      case 'int_literal':
      case 'float_literal':
      case 'rune_literal':
        return text(n.text);
      case 'nil':
      case 'true':
      case 'false':
        return EMPTY;
      case 'identifier':
        return scope.lookup(n.text) ?? { parts: [{ ref: { var: n.text } }] };
      case 'binary_expression': {
        const [l, r] = [this.expr(n.childForFieldName('left')!, scope), this.expr(n.childForFieldName('right')!, scope)];
        return n.childForFieldName('operator')?.text === '+' ? concat(l, r) : union([l, r]);
      }
      case 'selector_expression': {
        const operand = n.childForFieldName('operand')!;
        const field = n.childForFieldName('field')?.text ?? '';
        const pkg = operand.type === 'identifier' && !scope.lookup(operand.text) ? this.imports.get(operand.text) : undefined;
        if (pkg !== undefined) return { parts: [], api: `${pkg}.${field}` };
        const o = this.expr(operand, scope);
        if (o.api && o.parts.length === 0) return { parts: [], api: `${o.api}.${field}` };
        return o.props?.get(field) ?? { parts: union([o]).parts };
      }
      case 'func_literal':
        return this.defineFn('func', n.childForFieldName('parameters'), n.childForFieldName('body') ?? n, scope);
      case 'call_expression':
        return this.call(n, scope);
      case 'composite_literal': {
        const elements = named(n.childForFieldName('body')).map((e) => (e.type === 'keyed_element' ? e : e));
        const items: Value[] = [];
        const props = new Map<string, Value>();
        for (const e of elements) {
          if (e.type === 'keyed_element') {
            const [k, v] = named(e).map((x) => this.expr(named(x)[0] ?? x, scope));
            props.set(constant(k) ?? `[${props.size}]`, v ?? EMPTY);
            // The official SDK's `&mcp.Tool{Description: …}` (a prompt's, a resource's): what the model reads about it.
            const said = named(e)[0]?.text === 'Description' && /^mcp\.(?:Tool|Prompt|Resource|ResourceTemplate)$/.test(n.childForFieldName('type')?.text ?? '') ? constant(v) : undefined;
            if (said !== undefined) this.description(said, e);
          } else items.push(this.expr(named(e)[0] ?? e, scope));
        }
        return props.size ? { ...union([...props.values()]), props } : { ...union(items), items };
      }
      default:
        return union(named(n).map((c) => this.expr(c, scope)));
    }
  }

  private call(n: SyntaxNode, scope: Scope): Value {
    const fnNode = n.childForFieldName('function')!;
    const args = named(n.childForFieldName('arguments')).map((a) => this.expr(a, scope));
    const selector = fnNode.type === 'selector_expression';
    const callee = selector || fnNode.type === 'identifier' || fnNode.type === 'func_literal' || fnNode.type === 'parenthesized_expression' ? this.expr(fnNode, scope) : EMPTY;
    if (callee.fn) return this.callFn(callee.fn, args);
    // A package's function (`exec.Command`) has no receiver; a method's receiver is a value, of a kind the table may know (`net.Conn`).
    const fromPackage = selector && callee.api !== undefined && callee.parts.length === 0;
    const receiver = selector && !fromPackage ? this.expr(fnNode.childForFieldName('operand')!, scope) : undefined;
    const name = fromPackage ? callee.api : receiver?.api ? `${receiver.api}.${fnNode.childForFieldName('field')?.text}` : undefined;
    // An MCP server's registration (mcp-go's `s.AddTool(tool, handler)`, the official SDK's `mcp.AddTool(s, tool, handler)`): the
    // handler is called by the client, its result read by the model; lowered after this statement, as a callback is.
    if (REGISTERS.test(selector ? fnNode.childForFieldName('field')?.text ?? '' : fnNode.text) && args.some((a) => a.fn)) {
      for (const a of args) if (a.fn) a.fn.tool = true;
      this.callbacks(args, EMPTY);
      if (name === undefined) return EMPTY;
    }
    // What the model reads about a tool, a parameter, a resource or a prompt (`mcp.WithDescription(…)`, `mcp.Description(…)`).
    const described = name !== undefined && MCP_PACKAGE.test(name) ? DESCRIBES.exec(name.slice(name.lastIndexOf('.') + 1)) : null;
    const said = described ? constant(args[0]) : undefined;
    if (described && said !== undefined) this.description(said, n, described[1] === undefined);
    if (name === undefined) {
      if (fnNode.type === 'identifier' && BUILTIN.test(fnNode.text)) return union(args.length ? args : [EMPTY]);
      // A method of plain data or of an object the table does not know: it carries what its receiver and arguments carry.
      for (const a of args) if (a.fn && receiver) this.callFn(a.fn, [receiver]);
      return union([...(receiver ? [receiver] : []), ...args.filter((a) => !a.fn)]);
    }
    const c = (i: number) => constant(args[i]);
    if (name === 'os.Getenv' || name === 'os.LookupEnv') return c(0) !== undefined ? { parts: [{ ref: { env: c(0)! } }] } : { parts: [{ ref: { envAll: true } }] };
    if (name === 'os.Environ') return { parts: [{ ref: { envAll: true } }] };
    if (name === 'os.UserHomeDir') return { parts: [{ ref: { env: 'HOME' } }] };
    // The temporary folder is a known place (a file downloaded there and run is the download run), whatever TMPDIR says.
    if (name === 'os.TempDir') return text('/tmp');
    if (name === 'path/filepath.Join' || name === 'path.Join') return joinPath(args);
    if (name === 'fmt.Sprintf') return this.format(args);
    if (name === 'strings.Join' && args[0]?.items) return args[0].items.reduce<Value>((acc, v, i) => (i ? concat(acc, args[1] ?? EMPTY, v) : v), EMPTY);
    if (PURE.test(name)) return union(args.length ? args : [EMPTY]);
    // `io.Copy(f, resp.Body)` into a file: that file's `Write` of the source (a download saved to disk is then where it is run from).
    if (/^io\.Copy(?:N|Buffer)?$/.test(name) && args[0]?.api === 'os.File' && args[1]) return this.emitCall('os.File.Write', [args[1]], {}, n, args[0]).value;
    const { value } = this.emitCall(name, args.filter((a) => !a.fn), {}, n, receiver);
    if (/^os\.(?:Create|Open|OpenFile)$/.test(name) && args[0]) value.props = new Map([['path', args[0]]]);
    // A connection remembers where it goes: its later `Write` is sent there.
    if (/^(?:net\.Dial(?:Timeout)?|crypto\/tls\.Dial)$/.test(name) && args[1]) value.props = new Map([['host', args[1]]]);
    this.callbacks(args, value);
    return value;
  }

  /** `fmt.Sprintf("%s.%d.host", a, b)`: each verb replaced by its argument, so the host and what is sent in it are seen. */
  private format(args: Value[]): Value {
    const f = constant(args[0]);
    if (f === undefined) return union(args);
    const pieces: Value[] = [];
    let next = 1;
    let at = 0;
    for (const m of f.matchAll(/%[-+# 0-9.]*[a-zA-Z%]/g)) {
      pieces.push(text(f.slice(at, m.index)));
      pieces.push(m[0] === '%%' ? text('%') : args[next++] ?? EMPTY);
      at = m.index + m[0].length;
    }
    pieces.push(text(f.slice(at)));
    return concat(...pieces);
  }

  protected bindParams(fn: FnDef, scope: Scope, args: Value[]): void {
    let i = 0;
    for (const p of named(fn.params)) {
      const names = p.childrenForFieldName('name').filter((x): x is SyntaxNode => x !== null);
      const variadic = p.type === 'variadic_parameter_declaration';
      for (const id of names) scope.vars.set(id.text, variadic ? { ...union(args.slice(i)), items: args.slice(i) } : args[i++] ?? { parts: [{ ref: { var: id.text } }] });
    }
  }

  protected lowerBody(fn: FnDef, scope: Scope): Value[] {
    this.returns.push([]);
    if (fn.body.type === 'block') this.statement(fn.body, scope);
    return this.returns.pop()!;
  }
}

/** Lowers one Go file into the IR. */
export function lowerGo(text: string, options: LowerOptions): Program {
  const at = { file: options.file, line: options.line };
  const refused = unreadable(text, options, 'go');
  if (refused) return refused;
  const r = parse('go', text);
  if (!r.ok) return { lang: 'go', nodes: [{ kind: 'unparsed', reason: r.reason === 'too-large' ? 'too-large' : 'timeout', detail: r.detail, origin: at }] };
  const l = new GoLowerer('go', options);
  try {
    l.run(r.tree.rootNode);
    const program = l.program();
    const errorLine = syntaxErrorLine(r.tree.rootNode);
    if (errorLine !== undefined) program.nodes.push({ kind: 'unparsed', reason: 'syntax', detail: 'part of the code does not parse as Go', origin: { file: options.file, line: options.line + errorLine } });
    return program;
  } finally {
    r.tree.delete();
  }
}
