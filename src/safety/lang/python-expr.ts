/**
 * Pure: Python expressions lowered to values (values.ts), emitting a `Call` for each library or unknown call. Imports
 * resolve names to canonical ones (`sp.run` of `import subprocess as sp` is `subprocess.run`, builtins are
 * `builtins.open`); `os.environ[...]`, `os.getenv` are the environment; `os.path.join`, `Path.home() / '.aws'`,
 * `expanduser` build paths as text; `getattr(os, 'system')` and `__import__('os')` of constants resolve as written
 * out; `functools.partial(f, …)` is `f` with its first arguments given.
 */
import { named, type SyntaxNode } from '../ir/grammars.ts';
import { requestOf } from '../ir/sampling.ts';
import { apiOf } from './apis.ts';
import { fold, mutate } from './fold.ts';
import { DESCRIBING_KEY, Lowerer } from './lower.ts';
import { DUMPS_TO_FILE, serialized } from './serialize.ts';
import { isQuery } from '../ir/query-values.ts';
import { GLIMPSE, glimpseOf, sliceSpan } from '../ir/tool-inputs.ts';
import { allParts, asDotenvMapping, concat, constant, decodeEscape, either, EMPTY, envNamesOf, envReadBy, joinPath, listedNames, lookup, pickedVariable, printf, Scope, text, toWord, unbind, union, unknown, type Value } from './values.ts';
import { numberOf as constantNumber, sizeText } from './numbers.ts';
import { placeValue } from './python-places.ts';
import { computedBuiltin, identifierValue, memberOf } from './python-builtins.ts';
import { setFields } from './python-classes.ts';
import { STARTS_TARGET } from './timers.ts';
import { computedList, derived, perElement, reversedText } from './derived-text.ts';
import type { Known } from './python-consteval.ts';
import { comprehensionRows, comprehensionShape, computedText, derivedPythonCall } from './python-derived.ts';


/** Builtins whose result is their arguments' text transformed: nothing emitted, what flows in flows out. */
const PURE = /^(?:builtins\.(?:str|bytes|bytearray|dict|list|tuple|set|frozenset|repr|format|sorted|reversed|len|int|float|bool|iter|next|zip|map|filter|enumerate)|json\.(?:dumps|loads)|urllib\.parse\.(?:quote|quote_plus|urlencode|unquote)|os\.path\.(?:abspath|realpath|normpath|basename|dirname)|str\.join|copy\.(?:copy|deepcopy)|contextlib\.closing|sqlalchemy\.text|textwrap\.(?:dedent|indent|fill)|inspect\.cleandoc)$/;
/** Methods by which a parser object reads a file into itself (configparser's `read`, a store's `load`). */
const LOADS_INTO_SELF = /^(?:read|read_file|load|load_file)$/;
const DECORATED_TOOL = /(?:^|\.)(?:tool|prompt|resource|call_tool|list_tools)$/;
/** Calls that register a function as a tool, a prompt or a resource (FastMCP's `add_tool`). */
const ADDS_TOOL = /(?:^|\.)(?:add_tool|add_prompt|add_resource)$/;

/**
 * A `description` that says what a parameter holds: a keyword of pydantic's `Field(…)`, or a key of a JSON Schema
 * property (a dict with a `"type"` beside it); a tool's own is given to `Tool(…)` or a tool list's entry.
 */
function describesParameter(at: SyntaxNode): boolean {
  const holder = at.parent?.type === 'argument_list' ? at.parent.parent : at.parent;
  if (holder?.type === 'call') return /(?:^|\.)Field$/.test(holder.childForFieldName('function')?.text ?? '');
  return holder?.type === 'dictionary' && named(holder).some((p) => p.type === 'pair' && /^['"]type['"]$/.test(p.childForFieldName('key')?.text ?? ''));
}

export abstract class PyExpressions extends Lowerer {
  protected returns: Value[][] = [];
  /** The top-level statement being lowered and the names holding text the code above it computed (python-consteval.ts). */
  protected computed: { at: SyntaxNode; names: Map<string, Known> | undefined } | undefined;

  abstract importModule(spec: string, at: SyntaxNode): Value;
  abstract lowerCode(code: string, at: SyntaxNode, scope: Scope): boolean;
  abstract readonly searchPath: string[];


  isToolDecorator(d: SyntaxNode): boolean {
    const target = named(d)[0];
    const fn = target?.type === 'call' ? target.childForFieldName('function') : target;
    return fn !== undefined && fn !== null && DECORATED_TOOL.test(fn.text);
  }

  stringText(n: SyntaxNode, scope: Scope): Value {
    if (n.type === 'concatenated_string') return concat(...named(n).map((c) => this.stringText(c, scope)));
    const start = named(n).find((c) => c.type === 'string_start')?.text ?? '';
    const raw = /[rR]/.test(start);
    const pieces: Value[] = [];
    for (const c of named(n)) {
      if (c.type === 'string_content') {
        // Escapes are children of the content: the text between them is literal.
        let t = '';
        let at = c.startIndex;
        for (const e of named(c)) {
          t += c.text.slice(at - c.startIndex, e.startIndex - c.startIndex);
          t += raw ? e.text : decodeEscape(e.text);
          at = e.endIndex;
        }
        t += c.text.slice(at - c.startIndex);
        pieces.push(text(t));
      } else if (c.type === 'interpolation') {
        const e = c.childForFieldName('expression') ?? named(c)[0];
        pieces.push(e ? this.expr(e, scope) : EMPTY);
      }
    }
    return concat(...pieces);
  }

  expr(n: SyntaxNode, scope: Scope, name?: string): Value {
    return this.deeper(() => this.exprAt(n, scope, name), unknown('nested too deep'));
  }

  private exprAt(n: SyntaxNode, scope: Scope, name?: string): Value {
    switch (n.type) {
      case 'string':
      case 'concatenated_string': {
        const v = this.stringText(n, scope);
        const t = constant(v);
        if (t !== undefined && /:\/\//.test(t) && n.parent?.type !== 'argument_list') this.nodes.push({ kind: 'str', text: t, origin: this.origin(n) });
        // A description written in parentheses over several lines (`description=("…" "…")`) is still the description.
        let parent = n.parent;
        while (parent?.type === 'parenthesized_expression') parent = parent.parent;
        const key = parent?.type === 'pair' ? parent.childForFieldName('key') : parent?.type === 'keyword_argument' ? parent.childForFieldName('name') : undefined;
        if (t !== undefined && key && key !== n && DESCRIBING_KEY.test(key.text)) this.description(t, n, describesParameter(key.parent!));
        return v;
      }
      case 'integer':
      case 'float':
      case 'true':
      case 'false':
      case 'none':
        return text(n.text);
      case 'identifier': {
        const v = identifierValue(n.text, scope);
        return computedText(this, this.computed, n, v) ?? v;
      }
      case 'attribute': {
        const obj = this.expr(n.childForFieldName('object')!, scope);
        return memberOf(obj, n.childForFieldName('attribute')?.text ?? '');
      }
      case 'subscript': {
        const obj = this.expr(n.childForFieldName('value')!, scope);
        const index = n.childForFieldName('subscript');
        // `s[::-1]` of a constant text: the text reversed, derived (derived-text.ts).
        const reversed = index?.type === 'slice' && index.text.replace(/\s+/g, '') === '::-1' ? reversedText(obj) : undefined;
        if (reversed !== undefined) return derived(this, text(reversed), obj, n);
        // `key[-4:]`: a few characters of the value, by constant bounds (tool-inputs.ts).
        if (index?.type === 'slice') {
          const bounds: Array<SyntaxNode | undefined> = [undefined, undefined];
          let colons = 0;
          for (const c of index.children) if (c?.type === ':') colons++;
          else if (c && colons < 2) bounds[colons] = c;
          const span = sliceSpan(bounds[0] ? constantNumber(bounds[0]) : undefined, bounds[1] ? constantNumber(bounds[1]) : undefined);
          if (span !== undefined && span <= GLIMPSE && (!bounds[0] || constantNumber(bounds[0]) !== undefined) && (!bounds[1] || constantNumber(bounds[1]) !== undefined)) return { ...obj, parts: glimpseOf(allParts(obj)) };
        }
        const key = index ? this.expr(index, scope) : EMPTY;
        const k = constant(key);
        // `os.environ[name]`: one variable named at run time, not the environment dumped.
        if (k === undefined && obj.api === 'os.environ') return envReadBy(key) ?? union([{ parts: [{ ref: { dyn: 'os.environ[…]' } }] }, key]);
        // One variable picked by name from a dotenv file's mapping is that variable (values.ts).
        const picked = k !== undefined ? pickedVariable(obj, k) : undefined;
        if (picked) return picked;
        return k !== undefined ? memberOf(obj, k) : lookup(obj, key);
      }
      case 'call':
        return this.call(n, scope);
      case 'await':
      case 'parenthesized_expression':
      case 'list_splat':
      case 'dictionary_splat':
      case 'expression_statement': {
        const inner = named(n)[0];
        return inner ? this.expr(inner, scope, name) : EMPTY;
      }
      case 'binary_operator': {
        const op = n.childForFieldName('operator')?.text;
        const l = this.expr(n.childForFieldName('left')!, scope);
        const r = this.expr(n.childForFieldName('right')!, scope);
        if (op === '+') return concat(l, r);
        if (op === '/' && l.api === 'pathlib.Path') return { ...joinPath([l, r]), api: 'pathlib.Path' };
        // `"… = '%s'" % (a, b)`: the format filled in (values.ts); a format known only at run time keeps what both hold.
        const format = op === '%' ? constant(l) : undefined;
        if (format !== undefined && /%[-+# 0-9.]*[a-zA-Z]/.test(format)) return printf(format, r.items ?? [r]);
        if (op === '%') return union([l, r]);
        // A size written as arithmetic (`1 << 24`, `10**12`): its number. A sequence repeated a known number of
        // times (`"x" * 10**12`, `b"\0" * (1 << 20)`) is an allocation of that size: `operator.mul`, for ir/exhaustion.ts.
        const size = sizeText(n);
        if (size !== undefined) return text(size);
        const times = op === '*' ? (constant(r) !== undefined && /^\d+$/.test(constant(r)!) ? [l, r] : constant(l) !== undefined && /^\d+$/.test(constant(l)!) ? [r, l] : undefined) : undefined;
        if (times && /string|list|concatenated/.test((times[0] === l ? n.childForFieldName('left') : n.childForFieldName('right'))?.type ?? '')) this.emitCall('operator.mul', [times[0]!, times[1]!], {}, n);
        return unknown(n.text);
      }
      case 'boolean_operator':
        return either([this.expr(n.childForFieldName('left')!, scope), this.expr(n.childForFieldName('right')!, scope)]);
      case 'conditional_expression': {
        // `a if cond else b` is a branch as an `if` is: its comparisons are checks (`c if c in SAFE else "-"`, a name kept to one folder).
        const [then, condition, otherwise] = named(n);
        let a: Value = EMPTY;
        this.branch(n, condition ?? null, (x) => this.expr(x, scope), () => (a = then ? this.expr(then, scope) : EMPTY));
        return either([a, otherwise ? this.expr(otherwise, scope) : EMPTY]);
      }
      case 'list':
      case 'tuple':
      case 'set':
      case 'expression_list':
        return { parts: [], items: named(n).map((c) => this.expr(c, scope)) };
      case 'dictionary': {
        const props = new Map<string, Value>();
        const extra: Value[] = [];
        for (const c of named(n)) {
          if (c.type === 'pair') {
            const k = constant(this.expr(c.childForFieldName('key')!, scope));
            const v = this.expr(c.childForFieldName('value')!, scope, k);
            this.blindCopy(k, v, c);
            if (k !== undefined) props.set(k, v);
            else extra.push(v);
          } else {
            const v = this.expr(c, scope);
            if (v.props) for (const [k, pv] of v.props) props.set(k, pv);
            else extra.push(v);
          }
        }
        return { parts: extra.flatMap((v) => allParts(v)), props };
      }
      case 'lambda':
        return this.defineFn(name ?? 'lambda', n.childForFieldName('parameters'), n.childForFieldName('body')!, scope);
      case 'named_expression': {
        const v = this.expr(n.childForFieldName('value')!, scope);
        const id = n.childForFieldName('name');
        if (id) scope.assign(id.text, v);
        return v;
      }
      case 'not_operator':
      case 'comparison_operator':
      case 'unary_operator':
        for (const c of named(n)) this.expr(c, scope);
        return unknown(n.text);
      case 'comment':
        return EMPTY;
      case 'generator_expression':
      case 'list_comprehension':
      case 'set_comprehension':
      case 'dictionary_comprehension':
        return this.comprehension(n, scope);
      default:
        return union(named(n).map((c) => this.expr(c, scope)));
    }
  }

  /**
   * A comprehension: its `for … in` clauses first, so a name bound over the environment's mapping (`k for k in
   * os.environ`) is a variable's name when the body reads it (values.ts `envNamesOf`); then the body and conditions.
   */
  private comprehension(n: SyntaxNode, scope: Scope): Value {
    const shape = comprehensionShape(n);
    const out: Value[] = [];
    // Its names are its own (they do not leak into the function, as in Python 3).
    const inner = new Scope(scope);
    for (const clause of named(n).filter((c) => c.type === 'for_in_clause')) {
      const right = clause.childForFieldName('right');
      const left = clause.childForFieldName('left');
      const over = right ? this.expr(right, inner) : EMPTY;
      // `[chr(c - 3) for c in CODES]`, `(parts[i] for i in order)`: computed per item of a constant (python-derived.ts).
      const rows = shape && comprehensionRows(shape, over, (x) => this.leafValue(x, scope));
      const items = rows && perElement(shape!.body, rows.rows, 'python', (x) => this.leafValue(x, scope));
      if (items) return computedList(this, items, rows!.source, n);
      const names = envNamesOf(over);
      // Otherwise the name holds what it steps through (an item of a list, a character of a text).
      if (left?.type === 'identifier') inner.vars.set(left.text, names ?? (over.items ? union(over.items) : over));
      out.push(names ?? over);
    }
    for (const c of named(n)) if (c.type !== 'for_in_clause') out.push(this.expr(c, inner));
    return union(out);
  }

  /** A name or a string an expression evaluated per item reads (derived-eval.ts): nothing with effects is lowered. */
  private leafValue(x: SyntaxNode, scope: Scope): Value | undefined {
    return /^(?:identifier|string|concatenated_string)$/.test(x.type) ? this.expr(x, scope) : undefined;
  }

  private call(n: SyntaxNode, scope: Scope): Value {
    const fnNode = n.childForFieldName('function')!;
    let self: Value | undefined;
    let callee: Value;
    if (fnNode.type === 'attribute') {
      self = this.expr(fnNode.childForFieldName('object')!, scope);
      callee = memberOf(self, fnNode.childForFieldName('attribute')?.text ?? '');
    } else callee = this.expr(fnNode, scope);
    const args: Value[] = [];
    const kw: Record<string, Value> = {};
    const argsNode = n.childForFieldName('arguments');
    // `sorted(k for k in xs)`: a generator given bare is the one argument.
    for (const a of argsNode?.type === 'generator_expression' ? [argsNode] : named(argsNode)) {
      if (a.type === 'keyword_argument') {
        const k = a.childForFieldName('name')?.text;
        const valueNode = a.childForFieldName('value')!;
        const v = this.expr(valueNode, scope);
        if (k) kw[k] = v;
        this.blindCopy(k, v, a);
        // `description=` given a constant or an expression (`Tool(description=DESCRIPTION)`): a literal is marked where it is read.
        const t = k !== undefined && DESCRIBING_KEY.test(k) && !/string|parenthesized/.test(valueNode.type) ? constant(v) : undefined;
        if (t !== undefined) this.description(t, valueNode, describesParameter(a));
        // One computed from no written text (fetched at start-up): kept as what it came from.
        else if (k === 'description' && !/string|parenthesized/.test(valueNode.type) && !allParts(v).some((p) => 'lit' in p) && v.parts.length) this.description('', valueNode, describesParameter(a), toWord(v));
      } else if (a.type === 'dictionary_splat') {
        const v = this.expr(a, scope);
        if (v.props) for (const [k, pv] of v.props) kw[k] = pv;
      } else if (a.type !== 'comment') {
        const v = this.expr(a, scope);
        if (a.type === 'list_splat' && v.items) args.push(...v.items);
        else args.push(v);
      }
    }
    // A partial's arguments come first (`send = partial(requests.post, URL); send(json=…)` is `requests.post(URL, json=…)`).
    if (callee.bound) unbind(callee.bound, args, kw);
    // A whole query handed to a helper of the code's own (`store.run(sql)`): kept as a call too (ir/tool-input-runs.ts).
    if (callee.fn && args.some((a) => !a.fn && isQuery(toWord(a)))) this.emitCall(`object.${callee.fn.name}`, args.filter((a) => !a.fn), {}, n);
    // A method of an object of the file's classes gets the object as its first parameter.
    if (callee.fn) return this.callFn(callee.fn, callee.fn.self && fnNode.type === 'attribute' && self ? [self, ...args] : args, kw, n);
    if (callee.props?.has('__class__')) {
      // A class of the file: a new object with its methods, `__init__` run on it.
      const obj: Value = { parts: [], props: new Map([...callee.props].filter(([k]) => k !== '__class__')) };
      // Of a library class (`requests.Session`): the library object it makes (`s.post(…)` is `requests.post`).
      const base = callee.props.get('__class__')?.api;
      if (base !== undefined) obj.api = apiOf(base)?.returns ?? base;
      const init = callee.props.get('__init__')?.fn;
      if (init) this.callFn(init, [obj, ...args], kw);
      else setFields(obj, callee.props, args, kw);
      return obj;
    }
    // One of several functions picked at run time (`RUNNERS[kind](body)`, `HANDLERS.get(name)(x)`: values.ts `lookup`): each may be the one.
    const picks = callee.api === undefined ? callee.alternatives?.filter((v) => v.api !== undefined || v.fn) : undefined;
    if (picks?.length) return union(picks.map((v) => (v.fn ? this.callFn(v.fn, v.bound ? [...v.bound.args, ...args] : args, kw, n) : this.emitCall(v.api!, args, kw, n).value)));
    const name = callee.api ?? (/^[\w.]+$/.test(fnNode.text) ? fnNode.text : 'anonymous');
    // A function registered as a tool by a call (`mcp.add_tool(fn)`, `mcp.tool()(fn)`): called with the model's arguments (ir/tool-inputs.ts).
    const registers = ADDS_TOOL.test(name) || (fnNode.type === 'call' && DECORATED_TOOL.test(fnNode.childForFieldName('function')?.text ?? ''));
    if (registers) for (const a of args) if (a.fn) a.fn.tool = true;
    if (registers && args.some((a) => a.fn)) return EMPTY;
    const c = (i: number) => constant(args[i]);
    const derivedValue = derivedPythonCall(this, name, fnNode.type === 'attribute' ? fnNode.childForFieldName('attribute')?.text : undefined, self, args, n, (x, sc) => this.leafValue(x, sc));
    if (derivedValue) return derivedValue;
    const computed = computedBuiltin(name, args, kw);
    if (computed) return computed;
    // `__import__('urllib.request')` returns the top package (`urllib`); `import_module` the module named.
    if (name === 'builtins.__import__' && c(0) !== undefined) return this.importModule(c(0)!.split('.')[0]!, n);
    if (name === 'importlib.import_module' && c(0) !== undefined) return this.importModule(c(0)!, n);
    if (/^sys\.path\.(?:insert|append)$/.test(name)) {
      const dir = constant(args[args.length - 1]);
      if (dir !== undefined) this.searchPath.push(dir);
      return EMPTY;
    }
    // `dotenv_values(".env").get("KEY")`: the variable picked by name, as a subscript is.
    const picked = name === 'dotenv.mapping.get' && c(0) !== undefined ? pickedVariable({ parts: [], api: 'dotenv.mapping' }, c(0)!) : undefined;
    if (picked) return picked;
    const place = placeValue(name, args, self);
    if (place) return place;
    // Constant code run by `exec` is lowered in place; the call stays, so a decoded constant still counts as decoded code run.
    if (/^builtins\.(?:exec|eval)$/.test(name) && c(0) !== undefined) this.lowerCode(c(0)!, n, scope);
    // `json.dumps(d)`, `plistlib.dumps(d)`: the text; `json.dump(d, f)`, `plistlib.dump(d, f)`: that text written to f (what
    // `d` carries, when its structure is not known here: a comprehension over the environment, a value read at run time).
    const dumped = serialized(name, args[0]);
    if (args[0] && DUMPS_TO_FILE.test(name) && args[1]?.props?.has('path')) return this.emitCall('file.write', [dumped ?? args[0]], {}, n, args[1]).value;
    if (dumped) return dumped;
    if (/^builtins\.(?:globals|locals|vars)$/.test(name) && args.length === 0) return { parts: [], api: 'globals' };
    // Text spelled as character codes (`bytes([105, 109, …])`, `map(chr, codes)`): decoded as `chr` is; `reversed('…')`: the text reversed.
    const codes = (v: Value | undefined) => v?.items?.length && v.items.every((i) => /^\d+$/.test(constant(i) ?? '')) && v.items.length >= 4;
    if ((/^builtins\.(?:bytes|bytearray)$/.test(name) && codes(args[0])) || (name === 'builtins.map' && args[0]?.api === 'builtins.chr' && codes(args[1]))) return this.emitCall('builtins.chr', [args[name === 'builtins.map' ? 1 : 0]!], {}, n).value;
    // `bytes(1 << 30)`, `bytearray(n)`: a buffer of that many zero bytes, an allocation ir/exhaustion.ts reads.
    if (/^builtins\.(?:bytes|bytearray)$/.test(name) && /^\d+$/.test(c(0) ?? '')) return this.emitCall(name, args, {}, n).value;
    this.recordFolded(name, args, n);
    if (PURE.test(name)) return union(args.length ? args : [EMPTY]);
    if (!callee.api && self && !self.api && fnNode.type === 'attribute') {
      const method = fnNode.childForFieldName('attribute')?.text ?? '';
      // A request to the client on the context or session the SDK hands a handler (`ctx.elicit(…)`, `ctx.session.create_message(…)`).
      const request = requestOf(method);
      if (request) return this.emitCall(request, args.filter((a) => !a.fn), Object.fromEntries(Object.entries(kw).filter(([, v]) => !v.fn)), n).value;
      // A parser loading a file into itself (`cfg.read(os.path.expanduser("~/.aws/credentials"))`, `store.load(path)`):
      // the object now holds what the file holds. A count (`f.read(1024)`) or an address is no path.
      const path = LOADS_INTO_SELF.test(method) && args[0] && !args[0].fn ? constant(args[0]) : undefined;
      if (path !== undefined && path.includes('/') && !path.includes('://') && self !== EMPTY) {
        self.parts.push(...this.emitCall('builtins.open', [args[0]!], {}, n).value.parts);
        return EMPTY;
      }
      // `p.read_text()` on a path whose kind was lost on the way (an item of `sorted(folder.rglob(…))`): only a path has these methods.
      if (/^read_(?:text|bytes)$/.test(method)) return this.emitCall(`pathlib.Path.${method}`, [], kw, n, self).value;
      // Containers changed in place: `d.update({...})`, `xs.append(v)`.
      if (mutate(self, method, args, kw)) return EMPTY;
      const folded = fold(self, method, args, kw);
      if (folded) return folded;
      // A method of plain data (`s.strip()`, `r.json()`, `",".join(xs)`): it carries what the receiver and arguments carry,
      // keyword arguments too (`tpl.substitute(src=path)`, `line.format(**values)`: the text filled in holds them).
      for (const a of args) if (a.fn) this.callFn(a.fn, [self]);
      if (method === 'replace') this.recordFolded('str.replace', [self, ...args], n);
      // A whole query (SQL, XPath) given to a method of an object no table knows (`tree.xpath(q)`, `con.sql(q)`): kept as a
      // call too, so where its text holds the model's is seen (ir/tool-input-runs.ts).
      if (args.some((a) => !a.fn && isQuery(toWord(a)))) this.emitCall(`object.${method}`, args.filter((a) => !a.fn), {}, n, self);
      return union([self, ...args.filter((a) => !a.fn), ...Object.values(kw).filter((v) => !v.fn)]);
    }
    // A thread or process started on a library function (`Thread(target=uvicorn.run, args=(app,), kwargs={…})`): that
    // function called with those arguments, in the background (a function of the file is inlined by `callbacks`).
    const target = STARTS_TARGET.test(name) ? kw.target?.api : undefined;
    if (target !== undefined) {
      const started = this.emitCall(target, (kw.args?.items ?? []).filter((a) => !a.fn), Object.fromEntries(kw.kwargs?.props ?? []), n);
      const call = this.nodes.findLast((m) => m.kind === 'call' && m.id === started.id);
      if (call?.kind === 'call') call.background = true;
    }
    // `yaml.load(text, Loader=yaml.Loader)` (or `UnsafeLoader`) builds any Python object the text names: `yaml.unsafe_load`.
    const unsafeYaml = (name === 'yaml.load' || name === 'yaml.load_all') && /(?:^|\.)(?:Unsafe)?Loader$/.test(kw.Loader?.api ?? args[1]?.api ?? '');
    const { value } = this.emitCall(unsafeYaml ? 'yaml.unsafe_load' : name, args.filter((a) => !a.fn), Object.fromEntries(Object.entries(kw).filter(([, v]) => !v.fn)), n, self);
    // A socket remembers where it connected: its later `send` goes there.
    if (self && self !== EMPTY && /\.connect(?:_ex)?$/.test(name) && args[0]) {
      self.props ??= new Map();
      self.props.set('host', args[0]);
    }
    if (/^(?:socket\.create_connection|websocket\.create_connection|websockets\.connect)$/.test(name) && args[0]) value.props = new Map([['host', args[0]]]);
    if (/^http\.client\.HTTPS?Connection$/.test(name) && args[0]) value.props = new Map([['host', concat(text(name.endsWith('HTTPSConnection') ? 'https://' : 'http://'), args[0])]]);
    if (/^(?:builtins\.open|io\.open|codecs\.open|pathlib\.Path\.open|tarfile\.open|zipfile\.ZipFile)$/.test(name)) value.props = new Map([['path', name === 'pathlib.Path.open' && self ? self : (args[0] ?? EMPTY)]]);
    this.callbacks(args, value, name, kw);
    return asDotenvMapping(name, listedNames(name, value));
  }
}
