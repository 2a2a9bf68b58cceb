/**
 * Pure: JavaScript/TypeScript expressions lowered to values (values.ts),
 * emitting a `Call` for each library or unknown call on the way. What the
 * language itself computes from known text is computed (`+`, template
 * literals, `path.join`, `os.homedir()` as `$HOME`); methods of plain data
 * (`s.trim()`, `r.text()`) carry what their receiver and arguments carry;
 * `process.env` is the environment.
 */
import { named, type SyntaxNode } from '../ir/grammars.ts';
import { requestOf } from '../ir/sampling.ts';
import { apiOf } from './apis.ts';
import { fold, mutate } from './fold.ts';
import { declaredOptions } from './declared-options.ts';
import { DESCRIBING_KEY, Lowerer } from './lower.ts';
import { identifierValue, memberOf } from './js-names.ts';
import { serialized } from './serialize.ts';
import { settingAssigned } from './process-settings.ts';
import { computedList, derived, mappedBy, reversedCharacters } from './derived-text.ts';
import { allParts, asDotenvMapping, concat, constant, decodeEscape, either, EMPTY, envNames, envReadBy, joinParts, joinPath, listedNames, lookup, loopItems, oneOf, Scope, spreadInto, text, toWord, union, unknown, type Value } from './values.ts';
import { numberOf as constantNumber, sizeText } from './numbers.ts';
import { isQuery } from '../ir/query-values.ts';
import { GLIMPSE, glimpseOf, secretless, sliceSpan } from '../ir/tool-inputs.ts';


/** Calls whose result is their arguments' text, transformed: no call is emitted, what flows in flows out. */
const PURE = /^(?:JSON\.(?:stringify|parse)|String|Number|Boolean|encodeURI(?:Component)?|decodeURI(?:Component)?|Object\.(?:entries|keys|values|assign|fromEntries|freeze)|Array\.(?:from|of)|Promise\.(?:all|allSettled|resolve|race|any)|structuredClone|path\.(?:basename|dirname|extname|normalize)|util\.format|console\.(?!log$|info$|debug$|dir$|table$)\w+)$/;
const PATH_JOIN = /^path\.(?:join|resolve|posix\.join|win32\.join)$/;
/** Methods that call the function they are given: a promise's handlers, an emitter's listeners, an array's. */
const CALLBACKS = /^(?:then|catch|finally|on|once|addListener|map|forEach|filter|reduce|flatMap|some|every|find)$/;
/** MCP SDK registrations: their string arguments are what the model reads about a tool. */
const REGISTRATION = /(?:^|\.)(?:tool|registerTool|prompt|registerPrompt|resource|registerResource|addTool|setRequestHandler)$/;

export abstract class JsExpressions extends Lowerer {
  protected returns: Value[][] = [];
  protected exportsStack: Value[] = [{ parts: [], props: new Map() }];

  abstract statements(list: SyntaxNode[], scope: Scope): void;
  abstract bindPattern(p: SyntaxNode, v: Value, scope: Scope, declare: boolean): void;
  abstract importValue(spec: string, at: SyntaxNode): Value;

  protected exportsValue(): Value {
    const v = this.exportsStack[this.exportsStack.length - 1]!;
    v.props ??= new Map();
    return v;
  }

  protected moduleScope(): Scope {
    const scope = new Scope();
    const exports = this.exportsValue();
    scope.vars.set('exports', exports);
    scope.vars.set('module', { parts: [], props: new Map([['exports', exports]]), api: 'module' });
    return scope;
  }


  stringText(n: SyntaxNode): string {
    return named(n)
      .map((c) => (c.type === 'escape_sequence' ? decodeEscape(c.text) : c.type === 'string_fragment' ? c.text : ''))
      .join('');
  }

  expr(n: SyntaxNode, scope: Scope, name?: string): Value {
    return this.deeper(() => this.exprAt(n, scope, name), unknown('nested too deep'));
  }

  private exprAt(n: SyntaxNode, scope: Scope, name?: string): Value {
    switch (n.type) {
      case 'string': {
        const t = this.stringText(n);
        if (/:\/\//.test(t) && !/^arguments$/.test(n.parent?.type ?? '')) this.nodes.push({ kind: 'str', text: t, origin: this.origin(n) });
        return text(t);
      }
      case 'template_string': {
        const pieces: Value[] = named(n).map((c) => (c.type === 'template_substitution' ? (named(c)[0] ? this.expr(named(c)[0]!, scope) : EMPTY) : text(c.type === 'escape_sequence' ? decodeEscape(c.text) : c.text)));
        return concat(...pieces);
      }
      case 'number':
      case 'true':
      case 'false':
      case 'null':
      case 'undefined':
      case 'regex':
        return text(n.text);
      case 'identifier':
      case 'shorthand_property_identifier':
        return identifierValue(n.text, scope);
      case 'this':
        return scope.lookup('this') ?? { parts: [], props: new Map() };
      case 'member_expression': {
        const obj = this.expr(n.childForFieldName('object')!, scope);
        const prop = n.childForFieldName('property')?.text ?? '';
        // `token.length`: a number, no text of the value (tool-inputs.ts).
        if (prop === 'length' && !obj.props && !obj.items && !obj.api && allParts(obj).some((p) => !('lit' in p))) return { parts: secretless(allParts(obj), 'a number') };
        return memberOf(obj, prop);
      }
      case 'subscript_expression': {
        const obj = this.expr(n.childForFieldName('object')!, scope);
        const index = n.childForFieldName('index');
        const key = index ? this.expr(index, scope) : EMPTY;
        const k = allParts(key).every((p) => 'lit' in p) ? allParts(key).map((p) => ('lit' in p ? p.lit : '')).join('') : undefined;
        // `process.env[name]`: one variable named at run time, not the environment dumped.
        if (k === undefined && obj.api === 'process.env') return envReadBy(key) ?? union([{ parts: [{ ref: { dyn: 'process.env[…]' } }] }, key]);
        return k !== undefined ? memberOf(obj, k) : lookup(obj, key);
      }
      case 'call_expression':
        return this.call(n, scope);
      case 'new_expression':
        return this.call(n, scope, true);
      case 'await_expression':
      case 'parenthesized_expression':
      case 'non_null_expression':
      case 'as_expression':
      case 'satisfies_expression':
      case 'type_assertion':
      case 'spread_element':
      case 'yield_expression': {
        const inner = named(n).find((c) => !/type|predicate/.test(c.type));
        return inner ? this.expr(inner, scope, name) : EMPTY;
      }
      case 'binary_expression': {
        const op = n.childForFieldName('operator')?.text;
        const l = this.expr(n.childForFieldName('left')!, scope);
        const r = this.expr(n.childForFieldName('right')!, scope);
        if (op === '+') return concat(l, r);
        if (op === '||' || op === '??' || op === '&&') return either([l, r]);
        // A size written as arithmetic (`2 ** 32 - 1`, `1024 * 1024`): its number.
        const size = sizeText(n);
        return size !== undefined ? text(size) : unknown(n.text);
      }
      case 'ternary_expression': {
        this.expr(n.childForFieldName('condition')!, scope);
        return either([this.expr(n.childForFieldName('consequence')!, scope), this.expr(n.childForFieldName('alternative')!, scope)]);
      }
      case 'assignment_expression':
      case 'augmented_assignment_expression':
        return this.assignment(n, scope);
      case 'object':
        return this.object(n, scope);
      case 'array':
        return { parts: [], items: named(n).map((c) => this.expr(c, scope)) };
      case 'arrow_function':
      case 'function_expression':
      case 'function':
      case 'generator_function': {
        const fname = n.childForFieldName('name')?.text ?? name ?? 'anonymous';
        return this.defineFn(fname, n.childForFieldName('parameters') ?? n.childForFieldName('parameter'), n.childForFieldName('body')!, scope);
      }
      case 'class':
        return this.classValue(n, scope);
      case 'sequence_expression': {
        const vs = named(n).map((c) => this.expr(c, scope));
        return vs[vs.length - 1] ?? EMPTY;
      }
      case 'unary_expression':
      case 'update_expression':
        for (const c of named(n)) this.expr(c, scope);
        return unknown(n.text);
      case 'comment':
        return EMPTY;
      default:
        return union(named(n).filter((c) => !/type/.test(c.type)).map((c) => this.expr(c, scope)));
    }
  }

  /**
   * A description written as any text expression (a string, a template literal, a concatenation, a constant
   * it names): its text as the model reads it, what is only known at run time shown as `…`.
   */
  private describe(v: Value, at: SyntaxNode, parameter = false): void {
    if (v.fn || v.props || v.items) return;
    if (!v.parts.some((p) => 'lit' in p && p.lit.trim() !== '')) {
      if (v.parts.length) this.description('', at, parameter, toWord(v));
      return;
    }
    this.description(v.parts.map((p) => ('lit' in p ? p.lit : '…')).join(''), at, parameter);
  }

  private object(n: SyntaxNode, scope: Scope): Value {
    const props = new Map<string, Value>();
    const extra: Value[] = [];
    for (const c of named(n)) {
      if (c.type === 'pair') {
        const keyNode = c.childForFieldName('key')!;
        const key = keyNode.type === 'computed_property_name' ? undefined : keyNode.type === 'string' ? this.stringText(keyNode) : keyNode.text;
        const valueNode = c.childForFieldName('value')!;
        const v = this.expr(valueNode, scope, key);
        this.blindCopy(key, v, valueNode);
        if (key !== undefined) props.set(key, v);
        else extra.push(v);
      } else if (c.type === 'shorthand_property_identifier') props.set(c.text, identifierValue(c.text, scope));
      else if (c.type === 'spread_element') extra.push(...spreadInto(props, this.expr(c, scope), (v, k) => memberOf(v, k)));
      else if (c.type === 'method_definition') {
        const key = c.childForFieldName('name')?.text ?? 'method';
        props.set(key, this.defineFn(key, c.childForFieldName('parameters'), c.childForFieldName('body')!, scope));
      }
    }
    // A JSON Schema property (`{ type: 'string', description }`) describes a parameter; any other object a tool, prompt or resource.
    for (const described of named(n).filter((c) => c.type === 'pair' && DESCRIBING_KEY.test(c.childForFieldName('key')!.text))) {
      const key = described.childForFieldName('key')!.text.replace(/['"]/g, '');
      if (props.has(key)) this.describe(props.get(key)!, described.childForFieldName('value')!, key === 'description' && props.has('type'));
    }
    return { parts: extra.flatMap((v) => allParts(v)), props };
  }

  classValue(n: SyntaxNode, scope: Scope): Value {
    const self: Value = { parts: [], props: new Map() };
    const inner = new Scope(scope);
    inner.vars.set('this', self);
    const body = n.childForFieldName('body');
    for (const m of named(body)) {
      if (m.type === 'method_definition') {
        const key = m.childForFieldName('name')?.text ?? 'method';
        self.props!.set(key, this.defineFn(key, m.childForFieldName('parameters'), m.childForFieldName('body')!, inner));
      } else if (/field_definition/.test(m.type)) {
        const key = m.childForFieldName('property')?.text ?? m.childForFieldName('name')?.text;
        const value = m.childForFieldName('value');
        if (key && value) self.props!.set(key, this.expr(value, inner, key));
      }
    }
    return self;
  }

  private assignment(n: SyntaxNode, scope: Scope): Value {
    const left = n.childForFieldName('left')!;
    const op = n.childForFieldName('operator')?.text ?? '=';
    let v = this.expr(n.childForFieldName('right')!, scope, left.type === 'identifier' ? left.text : undefined);
    const append = op !== '=';
    if (left.type === 'identifier') {
      if (append) v = concat(scope.lookup(left.text) ?? { parts: [{ ref: { var: left.text } }] }, v);
      scope.assign(left.text, v);
    } else if (left.type === 'member_expression' || left.type === 'subscript_expression') {
      const obj = this.expr(left.childForFieldName('object')!, scope);
      const keyNode = left.childForFieldName('property') ?? left.childForFieldName('index');
      const key = keyNode ? (keyNode.type === 'string' ? this.stringText(keyNode) : left.type === 'member_expression' ? keyNode.text : undefined) : undefined;
      // Also on data read from elsewhere (`c = ini.parse(text); c.registry = …`): what the code sets is known, the rest not.
      const setting = settingAssigned(obj, key, v, this.origin(left));
      if (setting) this.nodes.push(setting);
      if (obj === EMPTY) {
        // The shared empty value is never changed in place.
      } else if (key !== undefined && (obj.props || !obj.api)) {
        obj.props ??= new Map();
        obj.props.set(key, append ? concat(obj.props.get(key) ?? EMPTY, v) : v);
      } else if (key === undefined && obj.props) obj.props.set(`[${obj.props.size}]`, v);
      // `module.exports = …` replaces the exports.
      if (obj.api === 'module' && key === 'exports') this.exportsStack[this.exportsStack.length - 1] = v.props ? v : { ...v, props: new Map([['default', v]]) };
    } else this.bindPattern(left, v, scope, false);
    return v;
  }

  private args(n: SyntaxNode | null, scope: Scope): Value[] {
    return named(n).filter((c) => c.type !== 'comment').map((c) => {
      const v = this.expr(c, scope);
      return c.type === 'spread_element' && v.items ? v : v;
    });
  }

  /** A call or `new`: a function of the file is inlined, a library call emitted, a method of plain data carries its receiver. */
  /** `picked`: one of several callees picked at run time (values.ts `either`), called with the receiver and arguments already read. */
  private call(n: SyntaxNode, scope: Scope, isNew = false, picked?: { callee: Value; self?: Value; args: Value[] }): Value {
    const fnNode = n.childForFieldName(isNew ? 'constructor' : 'function');
    const argsNode = n.childForFieldName('arguments');
    if (fnNode?.type === 'import') {
      const args = this.args(argsNode, scope);
      const spec = allParts(args[0] ?? EMPTY);
      if (spec.length === 1 && 'lit' in spec[0]! && !/^(?!node:)[a-z+]+:/i.test(spec[0].lit)) return this.importValue(spec[0].lit, n);
      return this.emitCall('import', args, {}, n).value;
    }
    if (!fnNode) return EMPTY;
    let callee: Value;
    let self: Value | undefined;
    let method: string | undefined;
    if (fnNode.type === 'member_expression') {
      self = picked ? picked.self : this.expr(fnNode.childForFieldName('object')!, scope);
      method = fnNode.childForFieldName('property')?.text ?? '';
      callee = picked?.callee ?? memberOf(self!, method);
    } else callee = picked?.callee ?? this.expr(fnNode, scope);
    // A tagged template (zx's and Bun's `$\`cmd ${x}\``): its one argument is the template's text, substitutions in place.
    const args = picked ? [...picked.args] : argsNode?.type === 'template_string' ? [this.expr(argsNode, scope)] : this.args(argsNode, scope);
    // A whole query handed to a helper of the code's own (`db.query(sql)` over a store it defines): kept as a call too.
    if (callee.fn && args.some((a) => !a.fn && isQuery(toWord(a)))) this.emitCall(`object.${method ?? callee.fn.name}`, args.filter((a) => !a.fn), {}, n);
    if (callee.fn) return this.callFn(callee.fn, args, {}, n);
    // One of several library functions or functions of the file picked at run time (values.ts `either`): each may be the one.
    const picks = callee.api === undefined ? callee.alternatives?.filter((v) => v.api !== undefined || v.fn) : undefined;
    if (picks?.length) return oneOf(picks.map((v) => (v.fn ? this.callFn(v.fn, args, {}, n) : this.call(n, scope, isNew, { callee: v, self, args }))));
    // `new C(x)` of a class of the file: its constructor run with the arguments on the object its methods read as `this`.
    if (isNew && callee.props && !callee.api) return (callee.props.get('constructor')?.fn && this.callFn(callee.props.get('constructor')!.fn!, args, {}, n), callee);
    const api = callee.api;
    // `Object.getPrototypeOf(async function () {})`: a function's prototype, whose `.constructor` compiles text (AsyncFunction).
    if (/^(?:Object|Reflect)\.getPrototypeOf$/.test(api ?? '') && args[0]?.fn) return args[0];
    // `promisify(exec)` is `exec`, returning a promise.
    if ((api === 'util.promisify' || api === 'node:util.promisify') && args[0]?.api) return args[0];
    if (api === 'require' || api === 'module.require' || (api?.endsWith('createRequire') === false && api === 'require')) {
      const spec = allParts(args[0] ?? EMPTY);
      if (spec.length === 1 && 'lit' in spec[0]! && !/^(?:(?!node:)[a-z+]+:|\/)/i.test(spec[0].lit)) return this.importValue(spec[0].lit, n);
    }
    // An MCP SDK registration (`server.tool(name, description, …)`): its strings after the name are what the model reads.
    if (REGISTRATION.test(method ?? fnNode.text)) {
      named(argsNode).filter((c) => c.type !== 'comment').forEach((a, i) => i > 0 && args[i] && this.describe(args[i]!, a));
      // Its handler's result is what the model reads (flow.ts: a credential returned there leaves with the conversation).
      for (const a of args) if (a.fn) a.fn.tool = true;
    }
    // A parameter's description in a schema (zod's `z.string().describe('…')`, on a built schema: not a test suite's `test.describe`).
    if (method === 'describe' && args[0] && fnNode.childForFieldName('object')?.type === 'call_expression') this.describe(args[0], named(argsNode)[0]!, true);
    // `text.replace(/\{\{(.+?)\}\}/g, (m, expr) => …)`: the callback is given pieces of the receiver (the match and its
    // groups), and what it returns goes into the text.
    if (self && (method === 'replace' || method === 'replaceAll') && args[1]?.fn) return union([self, this.callFn(args[1].fn, [self, self, self, self])]);
    // `res.pipe(child.stdin)`: a stream piped into a started child's input is written to it (child-input.ts), as `child.stdin.write(res)`.
    if (self && method === 'pipe' && args[0]?.api === 'child_process.ChildProcess.stdin') return this.emitCall('child_process.ChildProcess.stdin.write', [self], {}, n, args[0]).value;
    // Methods taking callbacks (`.then(r => …)`, `emitter.on('data', cb)`, `xs.map(f)`): the callback gets the receiver.
    // A library's own method of that name (`collection.find(filter)`, database-apis.ts) is a call, not a callback taker.
    if (self && method !== undefined && CALLBACKS.test(method) && !(api && apiOf(api))) {
      // `codes.map(c => c ^ 0x5a)` of a constant: each item computed, the result decoded text (derived-text.ts).
      const fn = method === 'map' ? args[0]?.fn : undefined;
      const items = fn && mappedBy(fn, self, 'js', (x) => (/^(?:identifier|string)$/.test(x.type) ? this.expr(x, fn.closure) : undefined));
      if (items) return computedList(this, items, self, n);
      // `['projects', 'code'].map((d) => join(homedir(), d))`: a short list of known items mapped is the list of what each gives.
      if (method === 'map' && args[0]?.fn && self.items?.length && loopItems(self) === self.items) return { parts: [], items: self.items.map((i) => this.callFn(args[0]!.fn!, [i])) };
      const results: Value[] = [];
      // `names.forEach((f) => rmSync(join(dir, f)))`: over a short list of known items (a listing's entries), each item in turn, as a for-of loop.
      const each = !/^(?:forEach|filter|some|every|find|flatMap)$/.test(method) ? [self] : self.entry ? [self.entry] : self.items?.length && loopItems(self) === self.items ? self.items : [self];
      // `reduce((acc, x) => …, init)`: the item is the second parameter.
      for (const a of args) if (a.fn) for (const item of each) results.push(this.callFn(a.fn, method === 'reduce' ? [args[1] ?? self, self] : [item]));
      // A library function given as the callback (`.then(eval)`, `.on('data', exec)`): called with the receiver.
      else if (a.api && apiOf(a.api)?.api) results.push(this.emitCall(a.api, [self], {}, n).value);
      if (method === 'then' && results.length) return results[0]!;
      // What `map`, `flatMap` and `reduce` give is what their callback returns (`keys.map((k) => env[k])`).
      if (/^(?:map|flatMap|reduce)$/.test(method) && results.length) return union([self, ...results]);
      return self;
    }
    // `text.match(/^NAME=(.*)$/m)`, `/^NAME=/.exec(text)`: a pattern search over text read at run time, emitted as
    // one so what it passes on is judged (ir/sources.ts: one variable picked by its full name is that variable).
    const regex = method === 'exec' ? fnNode.childForFieldName('object') : /^match(?:All)?$/.test(method ?? '') ? named(argsNode)[0] : undefined;
    const searched = method === 'exec' ? args[0] : self;
    if (regex?.type === 'regex' && searched && searched.parts.some((p) => 'ref' in p)) return this.emitCall('String.match', [text(regex.childForFieldName('pattern')?.text ?? ''), searched], {}, n).value;
    if (api === undefined && self && !self.api && method !== undefined) {
      // A request to the client (`server.server.createMessage({…})`, `elicitInput`): emitted, its texts read (ir/sampling.ts).
      const request = requestOf(method);
      if (request) return this.emitCall(request, args.filter((a) => !a.fn), {}, n).value;
      // A text repeated a known number of times (`'x'.repeat(1 << 25)`) is an allocation of that size, as Python's `"x" * n` (ir/exhaustion.ts).
      if (method === 'repeat' && constant(self) !== undefined && /^\d+$/.test(constant(args[0] ?? EMPTY) ?? '')) this.emitCall('operator.mul', [self, args[0]!], {}, n);
      // A command-line parser's options, one field per declaration (declared-options.ts).
      const options = declaredOptions(self, method, args);
      if (options) return options;
      // Containers changed in place (`a.push(v)`), methods of known text computed, else it carries what the receiver and arguments carry.
      if (mutate(self, method, args)) return self;
      // `s.split('').reverse()` of a constant text: its characters reversed, derived (derived-text.ts).
      const reversed = method === 'reverse' ? reversedCharacters(self) : undefined;
      if (reversed) return derived(this, reversed, self, n);
      // `t.slice(-4)`, `t.substring(0, 4)`: a few characters of the value, by constant bounds (tool-inputs.ts).
      const bounds = named(argsNode).map((a) => constantNumber(a));
      const span = /^(?:slice|substring)$/.test(method) && bounds.length && bounds.every((b) => b !== undefined) ? sliceSpan(bounds[0], bounds[1]) : undefined;
      if (span !== undefined && span <= GLIMPSE && allParts(self).some((p) => !('lit' in p))) return { parts: glimpseOf(allParts(self)) };
      // A whole query (SQL, XPath) given to a method of an object no table knows: kept as a call too (ir/tool-input-runs.ts).
      if (args.some((a) => !a.fn && isQuery(toWord(a)))) this.emitCall(`object.${method}`, args.filter((a) => !a.fn), {}, n, self);
      return fold(self, method, args) ?? union([self, ...args.filter((a) => !a.fn)]);
    }
    const calleeName = api ?? (fnNode.type === 'identifier' || fnNode.type === 'member_expression' ? fnNode.text.replace(/\s+/g, '') : 'anonymous');
    if (calleeName === 'Object.assign' && args[0] && !args[0].api) {
      mutate(args[0], 'assign', args.slice(1));
      return args[0];
    }
    // `Object.entries(o)`, `Object.keys(o)`, `Object.values(o)`: the object's known entries, as Python's `d.items()` (fold.ts).
    const entries = /^Object\.(entries|keys|values)$/.exec(calleeName);
    // `Object.keys(process.env)`: the variables' names, not their values (values.ts `envNames`).
    if (entries?.[1] === 'keys' && args[0]?.api === 'process.env') return envNames();
    if (entries && args[0]?.props && !args[0].api) return fold(args[0], entries[1] === 'entries' ? 'items' : entries[1]!, []) ?? union(args);
    // `JSON.stringify({ tasks: [...] })`: the JSON text, what is unknown kept in place (serialize.ts).
    const json = serialized(calleeName, args[0]);
    if (json) return json;
    this.recordFolded(calleeName, args, n);
    if (PURE.test(calleeName)) return union(args.length ? args : [EMPTY]);
    if (PATH_JOIN.test(calleeName)) return joinPath(args);
    if (/^os\.homedir$/.test(calleeName)) return { parts: [{ ref: { env: 'HOME' } }] };
    // The temporary folder is a known place (a file downloaded there and run is the download run), whatever TMPDIR says.
    if (calleeName === 'os.tmpdir') return text('/tmp');
    if (/^os\.(?:hostname|platform|userInfo)$/.test(calleeName) || calleeName === 'URL') return union([unknown(calleeName), ...args]);
    const namedArgs: Record<string, Value> = {};
    for (const a of args) if (a.props && !a.fn && !a.api) for (const [k, v] of a.props) if (!v.fn) namedArgs[k] = v;
    // A request described by an options object: its address is the URL (`http.request({hostname, path})`, `axios({url})`).
    const first = args[0];
    if (first?.props && !first.parts.length && (first.props.has('url') || first.props.has('hostname') || first.props.has('host'))) {
      const p = first.props;
      args[0] = p.get('url') ?? concat(text('https://'), p.get('hostname') ?? p.get('host')!, p.get('path') ?? EMPTY);
    }
    const { value } = this.emitCall(calleeName, args.filter((a) => !a.fn), namedArgs, n, self);
    if (isNew && (calleeName === 'WebSocket' || calleeName.endsWith('WebSocket') || calleeName === 'ws')) value.props = new Map([['url', args[0] ?? EMPTY]]);
    if (/^(?:net|tls)\.(?:connect|createConnection)$/.test(calleeName)) value.props = new Map([['host', { parts: joinParts(args.filter((a) => !a.fn).flatMap((a) => [...allParts(a), { lit: ' ' }])) }]]);
    if (/^(?:https?)\.request$/.test(calleeName)) value.props = new Map([['url', args[0] ?? EMPTY]]);
    this.callbacks(args, value, calleeName);
    return asDotenvMapping(calleeName, listedNames(calleeName, value));
  }
}
