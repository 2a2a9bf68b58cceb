/**
 * Pure: Ruby's calls lowered (ruby-expr.ts lowers the rest). A call with no receiver is a method of the file or of
 * `Kernel` (`system`, `spawn`, `eval`, `open`); a constant receiver names a class or module (`Net::HTTP.get`,
 * `FileUtils.rm_rf`); a library object's method is its kind's (`TCPSocket.gets`). The environment (`ENV[…]`,
 * `ENV.fetch`, `ENV.to_h`), paths (`File.join`, `File.expand_path`, `Dir.home`), `Net::HTTP` connections and
 * requests (`Net::HTTP.start { |http| http.request(req) }`, `req.body = …`), pipes (`IO.popen(cmd, "w") { |io|
 * io.write(t) }`: `t` is the process's input) and a process's options (`in: sock`, `stdin_data:`) are read here.
 */
import { named, type SyntaxNode } from '../ir/grammars.ts';
import type { Call } from '../ir/types.ts';
import { RbExpressions } from './ruby-expr.ts';
import { RB_PROCESSES, RB_PURE } from './ruby-apis.ts';
import { concat, constant, EMPTY, envNames, joinPath, loopItems, Scope, text, toWord, union, type Value } from './values.ts';

/** A process option that ties one of its streams (`in: sock`, `out: w`) to something. */
const STREAMS: Record<string, string> = { in: 'stdin', out: 'stdout', err: 'stderr', stdin_data: 'input' };
/** Methods of `Kernel` whose block runs now (`loop { … }`, `fork { … }`, `Thread.new { … }` is a class method). */
const RUNS_BLOCK = /^(?:Kernel\.(?:loop|fork|catch|tap|then|at_exit|lambda|proc|binding)|Thread\.(?:new|start)|Process\.fork|Dir\.chdir|Timeout\.timeout)$/;
/** Methods a file's, a pipe's or a socket's object writes with. */
const WRITES = /^(?:write|puts|print|printf|syswrite|<<|send)$/;
/** Request classes of Net::HTTP. */
const REQUEST_CLASS = /^Net::HTTP::(?:Get|Post|Put|Patch|Delete|Head|Options)$/;

export abstract class RbCalls extends RbExpressions {
  /** The process a pipe object was opened on (`IO.popen(…) { |io| … }`): what is written to it is that process's input. */
  private readonly pipes = new Map<Value, Call>();

  abstract lowerCode(code: string, at: SyntaxNode, scope: Scope): boolean;
  abstract newObject(cls: Value, args: Value[], kw: Record<string, Value>, at: SyntaxNode): Value;

  /** Arguments and `key: value` options (a trailing hash), a `*list` spread. */
  private argumentsOf(list: SyntaxNode | null, scope: Scope): { args: Value[]; kw: Record<string, Value> } {
    const args: Value[] = [];
    const kw: Record<string, Value> = {};
    for (const a of named(list)) {
      if (a.type === 'pair') {
        const key = a.childForFieldName('key');
        const value = a.childForFieldName('value');
        const k = key ? constant(this.expr(key, scope)) : undefined;
        const v = value ? this.expr(value, scope) : EMPTY;
        this.blindCopy(k, v, a);
        if (k !== undefined) kw[k] = v;
        else args.push(v);
      } else if (a.type === 'block_argument' || a.type === 'comment') continue;
      else if (a.type === 'splat_argument') {
        const v = this.expr(named(a)[0] ?? a, scope);
        args.push(...(v.items ?? [v]));
      } else if (a.type === 'hash_splat_argument') Object.assign(kw, Object.fromEntries(this.expr(named(a)[0] ?? a, scope).props ?? []));
      else args.push(this.expr(a, scope));
    }
    return { args, kw };
  }

  /** A block given to a call, run with `params`: its value. A block of a loop over a short list of known items runs once per item. */
  private block(n: SyntaxNode, params: Value[], scope: Scope, each?: Value): Value {
    const block = n.childForFieldName('block');
    if (!block) return EMPTY;
    const names = named(block.childForFieldName('parameters'));
    const body = block.childForFieldName('body');
    const run = (args: Value[]) => {
      const inner = new Scope(scope);
      names.forEach((p, i) => this.bindTarget(p.type === 'identifier' ? p : p.childForFieldName('name') ?? p, args[i] ?? args[0] ?? EMPTY, inner));
      return body ? this.expr(body, inner) : EMPTY;
    };
    if (!each) return run(params);
    return union(loopItems(each).map((item) => run([item, item])));
  }

  call(n: SyntaxNode, scope: Scope): Value {
    const method = n.childForFieldName('method')?.text ?? 'call';
    const recvNode = n.childForFieldName('receiver');
    const { args, kw } = this.argumentsOf(n.childForFieldName('arguments'), scope);
    if (!recvNode) {
      const own = scope.lookup(method)?.fn ? scope.lookup(method) : this.methods.get(method);
      if (own?.fn) return this.callFn(own.fn, args, kw, n);
      return this.library(n, `Kernel.${method}`, args, kw, undefined, scope);
    }
    const self = this.expr(recvNode, scope);
    if (method === 'call' && self.fn) return this.callFn(self.fn, args, kw, n);
    const own = self.props?.get(method);
    if (own?.fn) return this.callFn(own.fn, args, kw, n);
    if (method === 'new' && self.props?.has('__class__')) return this.newObject(self, args, kw, n);
    if (self.api !== undefined) return this.library(n, `${self.api}.${method}`, args, kw, self, scope);
    return this.plain(n, method, self, args, kw, scope);
  }

  /** A method of plain data (`s.strip`, `list.each { … }`): it carries what its receiver and arguments carry. */
  private plain(n: SyntaxNode, method: string, self: Value, args: Value[], kw: Record<string, Value>, scope: Scope): Value {
    if (/^(?:host|hostname|path|request_uri|to_s|fileno)$/.test(method) && args.length === 0) return self;
    if (/^(?:port|scheme|size|length|count|empty\?|nil\?|key\?|include\?|exist\?)$/.test(method)) return EMPTY;
    // `[a, b].each { |t| … }`, `list.map { … }`: the block once per known item, else with what the list carries.
    const looped = /^(?:each|map|flat_map|select|filter|reject|each_with_index|each_with_object|collect|find|detect|each_line|each_pair|times|sum|filter_map|any\?|all\?|sort_by|group_by|inject|reduce)$/.test(method);
    const result = this.block(n, [self, ...args], scope, looped ? self : undefined);
    if (/^(?:push|append|concat|unshift|merge!|update|store)$/.test(method) && self !== EMPTY) {
      if (self.items) self.items.push(...args);
      else self.parts.push(...union(args).parts);
      return self;
    }
    return union([self, ...args, ...Object.values(kw), result].filter((v) => !v.fn));
  }

  /** A class's, a module's or `Kernel`'s method, or a library object's (`name`). */
  private library(n: SyntaxNode, name: string, args: Value[], kw: Record<string, Value>, self: Value | undefined, scope: Scope): Value {
    const c = (i: number) => constant(args[i]);
    const method = name.slice(name.lastIndexOf('.') + 1);
    if (/^Kernel\.(?:require|require_relative|include|extend|attr_\w+|private|public|protected|module_function|raise|exit|exit!|abort|puts|print|p|pp|warn|printf|sleep|format|sprintf|block_given\?|freeze)$/.test(name)) {
      if (/^Kernel\.(?:puts|print|p|pp|warn|printf|sleep|abort|exit)$/.test(name)) this.emitCall(name, args, {}, n);
      return /^Kernel\.(?:format|sprintf)$/.test(name) ? union(args) : EMPTY;
    }
    if (self?.api === 'ENV' || name === 'ENV') {
      if (/^(?:fetch|\[\]|get)$/.test(method)) return c(0) !== undefined ? { parts: [{ ref: { env: c(0)! } }] } : { parts: [{ ref: { envAll: true } }] };
      if (/^(?:key\?|has_key\?|include\?|member\?|\[\]=|store|delete)$/.test(method)) return EMPTY;
      if (method === 'keys') return envNames();
      const all: Value = { parts: [{ ref: { envAll: true } }] };
      this.block(n, [all, all], scope);
      return all;
    }
    // Paths.
    if (name === 'Dir.home') return { parts: [{ ref: { env: 'HOME' } }] };
    if (name === 'Dir.pwd' || name === 'Dir.getwd') return text('.');
    if (name === 'Dir.tmpdir') return text('/tmp');
    if (name === 'File.join') return joinPath(args.flatMap((a) => a.items ?? [a]));
    if (/^File\.(?:expand_path|absolute_path|realpath)$/.test(name)) return args[1] && !/^[~/]/.test(c(0) ?? '') ? joinPath([args[1], args[0]!]) : args[0] ?? EMPTY;
    if (/^(?:Pathname\.new|Kernel\.Pathname)$/.test(name)) return args[0] ?? EMPTY;
    if (/^File\.(?:basename|dirname|extname|exist\?|exists\?|file\?|directory\?|size|mtime|readable\?|writable\?|executable\?|symlink\?)$/.test(name)) return /\?$|size|mtime/.test(method) ? EMPTY : union(args);
    if (/^Dir\.(?:glob|entries|children|each_child)$/.test(name)) return { parts: [], items: [args[0] ?? EMPTY] };
    if (RB_PURE.test(name)) return union([...args, ...Object.values(kw)]);
    if (/^Kernel\.(?:eval|instance_eval|class_eval|module_eval)$/.test(name) && c(0) !== undefined) this.lowerCode(c(0)!, n, scope);
    if (name === 'Kernel.gets' || /^STDIN\.\w+$/.test(name)) return this.emitCall(`STDIN.${method === 'gets' ? 'gets' : method}`, [], {}, n, self).value;
    // `open("|cmd")` runs a shell; `open(url)` with open-uri fetches it.
    if (name === 'Kernel.open' && /^\|/.test(c(0) ?? '')) return this.process(n, 'Kernel.system', [text(c(0)!.slice(1))], {}, scope);
    if (name === 'Kernel.open' && args[0] && /^(?:https?|ftp):\/\//i.test(args[0].parts[0] && 'lit' in args[0].parts[0] ? args[0].parts[0].lit : '')) return this.opened(n, 'URI.open', args, kw, scope);
    if (RB_PROCESSES.includes(name)) return this.process(n, name, args, kw, scope);
    if (RUNS_BLOCK.test(name)) return this.block(n, args, scope);
    // Net::HTTP: a connection remembers its host; a request object its address, headers and body.
    if (name === 'Net::HTTP.start' || name === 'Net::HTTP.new') {
      const host = args[0] ?? EMPTY;
      const known = constant(host);
      const conn: Value = { parts: [], api: 'Net::HTTP', props: new Map([['host', known !== undefined && !known.includes('://') ? text(`https://${known}`) : host]]) };
      return name === 'Net::HTTP.start' && n.childForFieldName('block') ? this.block(n, [conn], scope) : conn;
    }
    if (REQUEST_CLASS.test(name.replace(/\.new$/, '')) && method === 'new') return { parts: [], api: 'Net::HTTP::Request', props: new Map([['url', args[0] ?? EMPTY], ...Object.entries(kw), ...(args[1]?.props ?? [])]) };
    if (self?.api === 'Net::HTTP::Request') {
      if (/^(?:set_form_data|form_data=|body=)$/.test(method)) self.props!.set('body', args[0] ?? EMPTY);
      else if (/^(?:basic_auth|\[\]=|add_field)$/.test(method)) self.props!.set(`[${self.props!.size}]`, union(args));
      return EMPTY;
    }
    if (self?.api === 'Net::HTTP' && self.props) {
      if (/^(?:use_ssl=|read_timeout=|open_timeout=|verify_mode=|finish|started\?)$/.test(method)) return EMPTY;
      const host = self.props?.get('host') ?? EMPTY;
      const req = args[0]?.api === 'Net::HTTP::Request' ? args[0] : undefined;
      const url = req ? req.props?.get('url') ?? host : args[0] && constant(args[0])?.startsWith('/') ? concat(host, args[0]) : args[0] ?? host;
      const body = req ? req.props?.get('body') ?? args[1] ?? EMPTY : /^(?:post|put|patch|send_request)$/.test(method) ? args[method === 'send_request' ? 2 : 1] ?? EMPTY : EMPTY;
      return this.emitCall('Net::HTTP.request', [url, body], {}, n).value;
    }
    // A pipe or a socket written to.
    if (self && WRITES.test(method) && this.pipes.has(self)) return this.feed(self, args);
    if (self?.api === 'file' && WRITES.test(method)) return this.emitCall('file.write', [union(args)], {}, n, self).value;
    if (self?.api === 'file' && /^(?:read|readlines|each_line|gets)$/.test(method)) return self;
    if (/^(?:File\.open|File\.new|Kernel\.open|URI\.open|TCPSocket\.new|TCPSocket\.open|Socket\.tcp)$/.test(name)) return this.opened(n, name, args, kw, scope);
    const { value } = this.emitCall(name, args, kw, n, self);
    if (self?.api === 'TCPSocket') value.api = undefined;
    const result = this.block(n, [value], scope);
    return n.childForFieldName('block') && result !== EMPTY ? union([value, result]) : value;
  }

  /** A file (its mode), an address or a socket opened: the object it gives, to its block if given one. */
  private opened(n: SyntaxNode, name: string, args: Value[], kw: Record<string, Value>, scope: Scope): Value {
    const mode = constant(args[1]) ?? constant(kw.mode) ?? 'r';
    const writes = name !== 'URI.open' && /[wa+]/.test(mode);
    // A file opened to write is not read: its path is kept for what is written to it.
    const value: Value = writes ? { parts: [], api: 'file', props: new Map([['path', args[0] ?? EMPTY]]) } : this.emitCall(name, /^File\.|^Kernel\./.test(name) ? args.slice(0, 1) : args, {}, n).value;
    if (!writes && /^(?:TCPSocket\.new|TCPSocket\.open|Socket\.tcp)$/.test(name)) value.props = new Map([['host', args[0] ?? EMPTY]]);
    if (!writes && /^(?:File\.open|File\.new|Kernel\.open)$/.test(name)) value.props = new Map([['path', args[0] ?? EMPTY]]);
    if (!writes && name === 'URI.open') value.api = undefined;
    return n.childForFieldName('block') ? union([this.block(n, [value], scope)]) : value;
  }

  /** A process started: one string is a shell line, several words or a list an argv; its stream options kept. */
  private process(n: SyntaxNode, name: string, args: Value[], kw: Record<string, Value>, scope: Scope): Value {
    // A leading hash is the child's environment.
    const words = args[0]?.props && !args[0].parts.length ? args.slice(1) : args;
    const command = name === 'IO.popen' ? words.slice(0, 1) : words.filter((w) => !w.props);
    const mode = name === 'IO.popen' ? constant(words[1]) ?? constant(kw.mode) ?? 'r' : '';
    const named: Record<string, Value> = {};
    for (const [k, v] of Object.entries(kw)) if (STREAMS[k]) named[STREAMS[k]!] = v;
    const argv = command.length > 1 || command[0]?.items !== undefined;
    const { id, value } = this.emitCall(argv ? `${name}[argv]` : name, command, named, n);
    const call = this.nodes.findLast((m): m is Call => m.kind === 'call' && m.id === id);
    const pipe: Value = { ...value, api: 'IO.pipe' };
    if (call && (/[w+]/.test(mode) || /^Open3\.popen/.test(name))) this.pipes.set(pipe, call);
    if (!n.childForFieldName('block')) return pipe;
    return union([value, this.block(n, [pipe, value, value, value], scope)]);
  }

  /** Text written to a pipe: its process's input. */
  private feed(pipe: Value, args: Value[]): Value {
    const call = this.pipes.get(pipe)!;
    const input = toWord(union(args));
    call.named = { ...(call.named ?? {}), input: call.named?.input ? { parts: [...call.named.input.parts, ...input.parts] } : input };
    return EMPTY;
  }

  protected append(target: Value, v: Value, at: SyntaxNode): Value {
    if (this.pipes.has(target)) return this.feed(target, [v]);
    if (target.api === 'file') return this.emitCall('file.write', [v], {}, at, target).value;
    if (target.api === 'TCPSocket') return this.emitCall('TCPSocket.write', [v], {}, at, target).value;
    if (target === EMPTY) return v;
    if (target.items) target.items.push(v);
    else target.parts.push(...v.parts);
    return target;
  }
}
