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
import { named, parse, type SyntaxNode } from '../ir/grammars.ts';
import type { Program } from '../ir/types.ts';
import { apiOf } from './apis.ts';
import { isPathSeparator, PATH_SEPARATOR } from './separators.ts';
import { BUILTIN, DESCRIBES, GO_BUILDER_NEW, GO_BUILDERS, GO_DECODES_INTO, GO_PASS_THROUGH, GO_PLACES, GO_WRAPPERS, GO_WRITERS, MCP_PACKAGE, REGISTERS, REQUEST_TYPES } from './go-apis.ts';
import { requestArgument } from '../ir/tool-inputs.ts';
import { append, building, compositeElements, fileOpened, sprintf, tagValue, zero } from './go-values.ts';
import type { LowerOptions } from './lower.ts';
import { GoStatements } from './go-statements.ts';
import { syntaxErrorLine, unreadable } from './unreadable.ts';
import { concat, constant, decodeEscape, EMPTY, joinPath, lookup, oneOf, Scope, text, union, type FnDef, type Value } from './values.ts';
import { concatEach, eachAlternative } from './go-branches.ts';
import { setenv } from './go-commands.ts';
import { goValue, preambleOf, readPreamble, type Preamble } from './go-cgo.ts';
import { numberOf, sizeText } from './numbers.ts';

export class GoLowerer extends GoStatements {
  private cgo?: Preamble;

  run(root: SyntaxNode, siblings: Array<{ root: SyntaxNode; file: string }> = []): void {
    const scope = new Scope();
    const entry: FnDef[] = [];
    // The package's other files first (lowerGo): their functions are called from this one as its own; each file lowers its own uncalled ones.
    for (const sibling of siblings.filter((s) => packageName(s.root) === packageName(root))) {
      const [file, line] = [this.file, this.line];
      Object.assign(this, { file: sibling.file, line: 1 });
      this.declareFile(sibling.root, scope, []);
      for (const d of named(sibling.root)) if (d.type === 'var_declaration' || d.type === 'const_declaration') this.statement(d, scope);
      Object.assign(this, { file, line });
    }
    const borrowed = [...this.fns];
    for (const fn of borrowed) fn.lowered = true;
    this.declareFile(root, scope, entry);
    const sdk = [...this.names.imports.values()].some((p) => MCP_PACKAGE.test(`${p}.`));
    for (const d of named(root)) {
      if (d.type === 'var_declaration' || d.type === 'const_declaration') this.statement(d, scope);
      // The go-sdk describes a tool's parameters in its input struct's tags (`jsonschema:"the file to read"`): what the model reads.
      if (d.type === 'type_declaration' && sdk) {
        for (const f of d.descendantsOfType('field_declaration')) {
          const tag = f?.childForFieldName('tag');
          const said = tag ? tagValue(constant(this.expr(tag, scope)) ?? '', 'jsonschema') : undefined;
          if (said) this.description(said, tag!, true);
        }
      }
    }
    // Every init() runs before main(), whatever their order in the file.
    entry.sort((a, b) => Number(b.name === 'init') - Number(a.name === 'init'));
    for (const fn of entry) this.callFn(fn, []);
    // A handler of another file this one registers as a tool: lowered here, with the model's arguments.
    for (const fn of borrowed) if (fn.tool && fn.entered === undefined) fn.lowered = false;
    this.lowerUncalled();
    this.tools.finish();
  }

  /** A file's imports, functions and methods, defined in the package's `scope`; its `init` and `main` put in `entry`. */
  private declareFile(root: SyntaxNode, scope: Scope, entry: FnDef[]): void {
    for (const d of named(root)) {
      if (d.type === 'import_declaration') for (const spec of d.descendantsOfType('import_spec')) this.importSpec(spec!);
      if (d.type === 'import_declaration' && this.names.imports.get('C') === 'C' && !this.cgo) this.readCgo(d);
      if (d.type === 'function_declaration' || d.type === 'method_declaration') {
        const name = d.childForFieldName('name')?.text ?? 'func';
        const v = this.defineFn(name, d.childForFieldName('parameters'), d.childForFieldName('body') ?? d, scope);
        if (d.type === 'function_declaration') scope.vars.set(name, v);
        else {
          const receiver = named(d.childForFieldName('receiver'))[0]?.childForFieldName('name')?.text;
          this.names.method(name, v.fn!, receiver);
        }
        if (d.type === 'function_declaration' && (name === 'init' || name === 'main')) entry.push(v.fn!);
      }
    }
  }

  /** cgo's preamble (go-cgo.ts): its functions kept for `C.f(…)`; what runs as the program loads lowered now. */
  private readCgo(decl: SyntaxNode): void {
    const preamble = preambleOf(decl);
    this.cgo = preamble ? readPreamble(preamble.code) : undefined;
    const base = this.line;
    for (const e of this.cgo?.atLoad ?? []) {
      // Said at the line of the C call itself, in the preamble.
      this.line = base + e.row;
      this.emitCall(e.api, e.args.map((a) => goValue(a, [])), {}, preamble!.at);
    }
    this.line = base;
  }

  private importSpec(spec: SyntaxNode): void {
    const path = spec.childForFieldName('path');
    const p = path ? constant(this.expr(path, new Scope())) : undefined;
    if (p === undefined) return;
    const alias = spec.childForFieldName('name')?.text;
    if (alias === '_' || alias === '.') return;
    this.names.imports.set(alias ?? p.split('/').pop()!, p);
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
        // A size written as arithmetic (`1 << 30`, `1024 * 1024 * 100`): its number.
        const size = sizeText(n);
        if (size !== undefined) return text(size);
        return n.childForFieldName('operator')?.text === '+' ? concatEach(l, r, concat) : union([l, r]);
      }
      case 'selector_expression': {
        const duration = numberOf(n); // a duration unit (`time.Hour`): its nanoseconds, as Go counts them
        if (duration !== undefined) return text(String(duration));
        const operand = n.childForFieldName('operand')!;
        const field = n.childForFieldName('field')?.text ?? '';
        const pkg = this.names.packageOf(operand, scope);
        // The path separator (`filepath.Separator`, `os.PathSeparator`) is a constant (separators.ts).
        if (pkg !== undefined && isPathSeparator(`${pkg}.${field}`)) return text(PATH_SEPARATOR);
        return pkg !== undefined ? { parts: [], api: `${pkg}.${field}` } : this.names.member(this.expr(operand, scope), field);
      }
      // `&cfg{…}`, `*p`: the same value (its fields kept); `[]byte(s)`, `T(x)`: the operand's.
      case 'unary_expression':
        return /^[&*]$/.test(n.child(0)?.text ?? '') ? this.expr(n.childForFieldName('operand')!, scope) : union(named(n).map((c) => this.expr(c, scope)));
      case 'type_conversion_expression':
        return this.expr(n.childForFieldName('operand')!, scope);
      case 'func_literal':
        return this.defineFn('func', n.childForFieldName('parameters'), n.childForFieldName('body') ?? n, scope);
      case 'call_expression':
        return this.call(n, scope);
      case 'composite_literal': {
        const { items, props } = compositeElements(n, (x) => this.expr(x, scope));
        const type = n.childForFieldName('type');
        // The official go-sdk's `&mcp.Tool{Name: …, Description: "…"}` (a prompt's, a resource's): what the model reads.
        const kind = this.names.typeName(type);
        const said = constant(props.get('Description'));
        const tool = said !== undefined && kind && MCP_PACKAGE.test(kind) ? this.description(said, n) : undefined;
        if (kind && GO_BUILDERS.has(kind)) return { parts: [], api: kind };
        // A value of a library's type (`&http.Client{Timeout: …}`): its methods are that type's (`net/http.Client.Get`).
        const api = kind !== undefined ? { api: kind } : {};
        // A struct of the file's own type (the go-sdk's typed `Output{Note: "…"}`): a record read field by field, as a Python dict.
        const own = props.size > 0 && type?.type === 'type_identifier';
        const made = own ? { parts: [], props } : props.size ? { ...union([...props.values()]), props, ...api } : { ...union(items), items, ...api };
        this.tools.carry(made, tool);
        return made;
      }
      // `checks[name]`: a map written in the code looked up by a run-time key is one of its values (values.ts).
      case 'index_expression': {
        const table = this.expr(n.childForFieldName('operand')!, scope);
        // `os.Args[1]`: an item of a library's value is not its index's text (nothing known, as Python's `sys.argv[1]`).
        return table.api && table.parts.length === 0 && !table.props ? EMPTY : lookup(table, this.expr(n.childForFieldName('index')!, scope));
      }
      default:
        return union(named(n).map((c) => this.expr(c, scope)));
    }
  }

  private call(n: SyntaxNode, scope: Scope): Value {
    const fnNode = n.childForFieldName('function')!;
    const argNodes = named(n.childForFieldName('arguments'));
    const args = argNodes.map((a) => this.expr(a, scope));
    const selector = fnNode.type === 'selector_expression';
    // A method call's operand is evaluated once: `exec.Command(…).Run()` starts one process.
    const operand = selector ? fnNode.childForFieldName('operand')! : undefined;
    const field = selector ? fnNode.childForFieldName('field')?.text ?? '' : '';
    const pkg = operand ? this.names.packageOf(operand, scope) : undefined;
    const target = operand && pkg === undefined ? this.expr(operand, scope) : undefined;
    const callee =
      pkg !== undefined ? { parts: [], api: `${pkg}.${field}` } : target ? this.names.member(target, field) : /^(?:identifier|func_literal|parenthesized_expression|index_expression)$/.test(fnNode.type) ? this.expr(fnNode, scope) : EMPTY;
    if (callee.fn) return this.callFn(callee.fn, args, {}, n);
    // Reflection over the file's own values: `reflect.ValueOf(x)` is `x`; its `MethodByName(name)` is that method, or
    // by a name known only at run time any of them; `m.Call([]reflect.Value{…})` calls it with the slice's items.
    if (callee.api === 'reflect.ValueOf') return args[0] ?? EMPTY;
    if (field === 'MethodByName' && target && !target.api) return constant(args[0]) !== undefined ? this.names.member(target, constant(args[0])!) : this.names.anyMethod(target, args[0] ?? EMPTY) ?? EMPTY;
    if (field === 'Call' && target && !target.api && (target.fn || target.alternatives?.some((v) => v.fn))) {
      const given = args[0]?.items ?? args;
      return oneOf((target.fn ? [target] : target.alternatives!.filter((v) => v.fn)).map((v) => this.callFn(v.fn!, given, {}, n)));
    }
    // One of a table's functions picked by a key known at run time (`handlers[name](arg)`, values.ts `lookup`): each may be the one.
    const picks = callee.alternatives?.filter((v) => v.fn);
    if (picks?.length) return oneOf(picks.map((v) => this.callFn(v.fn!, args, {}, n)));
    // A package's function (`exec.Command`) has no receiver; a method's receiver is a value, of a kind the table may know (`net.Conn`).
    const fromPackage = selector && callee.api !== undefined && callee.parts.length === 0;
    const receiver = selector && !fromPackage ? target : undefined;
    const name = fromPackage ? callee.api : receiver?.api ? `${receiver.api}.${field}` : undefined;
    // An MCP server's registration (mcp-go's `s.AddTool(tool, handler)`, the official SDK's `mcp.AddTool(s, tool, handler)`): the
    // handler is called by the client, its result read by the model; lowered after this statement, as a callback is.
    // mcp-go's `s.AddTools(server.ServerTool{Tool: t, Handler: h}, …)`: each pair one registration.
    const registered = [args, ...args.filter((a) => !a.fn && a.props).map((a) => [...a.props!.values()])].filter((group) => group.some((a) => a.fn));
    if (REGISTERS.test(selector ? field : fnNode.text) && registered.length) {
      for (const group of registered) {
        for (const a of group) if (a.fn) a.fn.tool = true;
        this.tools.register(group);
        this.callbacks(group, EMPTY);
      }
      if (name === undefined) return EMPTY;
    }
    // What the model reads about a tool, a parameter, a resource or a prompt (`mcp.WithDescription(…)`, `mcp.Description(…)`).
    const described = name !== undefined && MCP_PACKAGE.test(name) ? DESCRIBES.exec(name.slice(name.lastIndexOf('.') + 1)) : null;
    const said = described ? constant(args[0]) : undefined;
    const description = described && said !== undefined ? this.description(said, n, described[1] === undefined) : undefined;
    if (name === undefined) {
      if (fnNode.type === 'identifier' && fnNode.text === 'append') return append(args, argNodes);
      // `make([]byte, 1<<30)`: a buffer of a size written as a number, an allocation ir/exhaustion.ts reads.
      if (fnNode.text === 'make' && /^\d+$/.test(constant(args[1]) ?? '')) return this.emitCall('make', args, {}, n).value;
      if (fnNode.type === 'identifier' && BUILTIN.test(fnNode.text)) return union(args.length ? args : [EMPTY]);
      // A method of plain data or of an object the table does not know: it carries what its receiver and arguments carry.
      for (const a of args) if (a.fn && receiver) this.callFn(a.fn, [receiver]);
      return union([...(receiver ? [receiver] : []), ...args.filter((a) => !a.fn)]);
    }
    // A receiver or an argument that is one of several values (each arm of a switch, a helper's results): one call with each.
    const each = eachAlternative(receiver, args);
    const made = each ? oneOf(each.map((one) => this.library(n, name, field, one.args, argNodes, one.receiver, operand && one.receiver ? one.receiver : target, operand, scope))) : this.library(n, name, field, args, argNodes, receiver, target, operand, scope);
    // A tool's description option, the tool made with it (`mcp.NewTool(name, mcp.WithDescription(…))`): which tool a registration binds.
    this.tools.carry(made, description && !description.parameter ? description : undefined, args);
    return made;
  }

  /** A tool's handler, called by the client: the lines its lowering emits are its tool's (go-tools.ts). */
  override callFn(fn: FnDef, args: Value[], named: Record<string, Value> = {}, at?: SyntaxNode): Value {
    if (!this.tools.wants(fn)) return super.callFn(fn, args, named, at);
    const from = this.nodes.length;
    const value = super.callFn(fn, args, named, at);
    this.tools.lowered(fn, this.nodes.slice(from));
    return value;
  }

  /** A call of the standard library or of a library object's method (`name`), its receiver and arguments known. */
  private library(n: SyntaxNode, name: string, field: string, args: Value[], argNodes: SyntaxNode[], receiver: Value | undefined, target: Value | undefined, operand: SyntaxNode | undefined, scope: Scope): Value {
    const c = (i: number) => constant(args[i]);
    // A function of the cgo preamble: the C library calls it makes, given these arguments.
    for (const e of name.startsWith('C.') ? this.cgo?.functions.get(field) ?? [] : []) this.emitCall(e.api, e.args.map((a) => goValue(a, args)), {}, n);
    if (name === 'os.Getenv' || name === 'os.LookupEnv') return c(0) !== undefined ? { parts: [{ ref: { env: c(0)! } }] } : { parts: [{ ref: { envAll: true } }] };
    if (name === 'os.Environ') return { parts: [{ ref: { envAll: true } }] };
    if (name === 'os.Setenv') this.nodes.push(...setenv(args, this.origin(n)));
    // `json.Unmarshal(data, &v)`, `dec.Decode(&v)`: `v` holds what was decoded.
    const decoded = GO_DECODES_INTO[name];
    const into = decoded ? argNodes[decoded.into] : undefined;
    if (into) this.bind(into.type === 'unary_expression' ? into.childForFieldName('operand')! : into, (decoded!.from === 'self' ? receiver : args[decoded!.from]) ?? EMPTY, scope);
    const place = GO_PLACES[name];
    if (place) return { parts: place };
    if (name === 'path/filepath.Join' || name === 'path.Join') return joinPath(args);
    if (name === 'fmt.Sprintf') return sprintf(args);
    if (name === 'strings.Join' && args[0]?.items) return args[0].items.reduce<Value>((acc, v, i) => (i ? concat(acc, args[1] ?? EMPTY, v) : v), EMPTY);
    const built = operand || GO_BUILDER_NEW[name] ? building(name, field, target, args) : undefined;
    if (built?.kept && operand) this.bind(operand, built.kept, scope);
    if (built) return built.value;
    this.recordFolded(name, args, n);
    if (GO_PASS_THROUGH.test(name)) return union(args.length ? args : [EMPTY]);
    if (GO_WRAPPERS.test(name) && args[0]?.api) return args[0];
    // `io.Copy(f, resp.Body)`, `fmt.Fprintf(f, …)` into a file or a connection: that writer's own `Write` (a download
    // saved to disk is then where it is run from; a line written to `~/.bashrc` is that profile's code).
    const writer = GO_WRITERS[name];
    const to = writer ? args[writer.to] : undefined;
    const data = writer ? (writer.format !== undefined ? sprintf(args.slice(writer.format)) : concat(...args.slice(writer.data))) : EMPTY;
    if (to?.api && GO_BUILDERS.has(to.api)) {
      const into = argNodes[writer!.to]!;
      this.bind(into.type === 'unary_expression' ? into.childForFieldName('operand')! : into, { parts: concat(to, data).parts, api: to.api }, scope);
      return EMPTY;
    }
    if (to?.api && apiOf(`${to.api}.Write`)) return this.emitCall(`${to.api}.Write`, [data], {}, n, to).value;
    const { value } = this.emitCall(name, args.filter((a) => !a.fn), {}, n, receiver);
    const path = fileOpened(name, args);
    if (path) value.props = new Map([['path', path]]);
    // A connection remembers where it goes: its later `Write` is sent there.
    if (/^(?:net\.(?:Dial(?:Timeout)?|Listen)|crypto\/tls\.Dial)$/.test(name) && args[1]) value.props = new Map([['host', args[1]]]);
    this.callbacks(args, value, name);
    return value;
  }

  protected bindParams(fn: FnDef, scope: Scope, args: Value[]): void {
    const receiver = this.names.receiverOf(fn);
    if (receiver?.name) scope.vars.set(receiver.name, receiver.value ?? { parts: [{ ref: { var: receiver.name } }] });
    let i = 0;
    for (const p of named(fn.params)) {
      const names = p.childrenForFieldName('name').filter((x): x is SyntaxNode => x !== null);
      const variadic = p.type === 'variadic_parameter_declaration';
      // An HTTP handler's request (`r *http.Request`, gin's `c *gin.Context`, echo's `c echo.Context`): what whoever
      // reaches the server sends, whoever calls the function here (ir/tool-inputs.ts `requestArgument`).
      const request = REQUEST_TYPES.test(this.names.typeName(p.childForFieldName('type')) ?? '');
      for (const id of names) {
        const v = variadic ? { ...union(args.slice(i)), items: args.slice(i) } : args[i++] ?? { parts: [{ ref: { var: id.text } }] };
        scope.vars.set(id.text, request ? requestArgument(fn.name, i - 1) : v);
      }
    }
  }

  protected lowerBody(fn: FnDef, scope: Scope): Value[] {
    this.returns.push([]);
    if (fn.body.type === 'block') this.statement(fn.body, scope);
    const all = this.returns.pop()!;
    // Go's error paths return zero values (`return "", err`, `return nil, err`): the result is what the other paths return.
    const made = all.filter((v) => !zero(v));
    return made.length ? made : all;
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
  const siblings = (options.siblings ?? []).map((f) => ({ file: f.file, parsed: parse('go', f.text) }));
  try {
    l.run(r.tree.rootNode, siblings.flatMap((s) => (s.parsed.ok ? [{ root: s.parsed.tree.rootNode, file: s.file }] : [])));
    const program = l.program();
    const errorLine = syntaxErrorLine(r.tree.rootNode);
    if (errorLine !== undefined) program.nodes.push({ kind: 'unparsed', reason: 'syntax', detail: 'part of the code does not parse as Go', origin: { file: options.file, line: options.line + errorLine } });
    return program;
  } finally {
    r.tree.delete();
    for (const s of siblings) if (s.parsed.ok) s.parsed.tree.delete();
  }
}

/** The `package` a Go file declares. */
function packageName(root: SyntaxNode): string | undefined {
  return named(root).find((d) => d.type === 'package_clause')?.namedChildren[0]?.text;
}
