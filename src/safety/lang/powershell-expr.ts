/**
 * Pure: PowerShell's expressions, for the PowerShell front end
 * (powershell.ts): strings (verbatim, expandable with `$var` and `$(…)`,
 * backtick escapes, here-strings), variables (`$env:X` the environment,
 * `$HOME`, `$env:USERPROFILE`, `$env:APPDATA` the home folder's places),
 * arrays, hash tables, `+`, `-join`, `-f`, casts (`[char]105`), and .NET
 * members: `New-Object Net.WebClient` / `[Net.WebClient]::new()` is a
 * library object whose `DownloadString(u)` is a request,
 * `[Convert]::FromBase64String` decodes, `[Text.Encoding]::Unicode.GetString`
 * turns the bytes into text (folded when constant, as `-EncodedCommand` is),
 * `[ScriptBlock]::Create(t)` is code made of text. Paths are read with `/`
 * (PowerShell takes both, and the rules read `/`).
 */
import { named, type SyntaxNode } from '../ir/grammars.ts';
import { Lowerer } from './lower.ts';
import { PS_APIS, PS_CREDENTIAL_STORES, typeName } from './powershell-cmdlets.ts';
import { isPathSeparator, PATH_SEPARATOR } from './separators.ts';
import { formatted, replaced, unescape } from './powershell-strings.ts';
import { allParts, concat, constant, EMPTY, Scope, text, union, unknown, type Value } from './values.ts';

export const home = (rest = ''): Value => ({ parts: [{ ref: { env: 'HOME' } }, ...(rest ? [{ lit: rest }] : [])] });

/** Variables PowerShell sets itself: the home folder's places, the profile that runs at every start, constants. */
const AUTOMATIC: Record<string, () => Value> = {
  home: () => home(),
  'env:userprofile': () => home(),
  'env:home': () => home(),
  'env:appdata': () => home('/AppData/Roaming'),
  'env:localappdata': () => home('/AppData/Local'),
  'env:temp': () => text('/tmp'),
  'env:tmp': () => text('/tmp'),
  'env:windir': () => text('/Windows'),
  'env:systemroot': () => text('/Windows'),
  'env:programdata': () => text('/ProgramData'),
  'env:programfiles': () => text('/Program Files'),
  'env:onedrive': () => home('/OneDrive'),
  'env:homepath': () => home(),
  'env:homedrive': () => text(''),
  profile: () => home('/Documents/PowerShell/Microsoft.PowerShell_profile.ps1'),
  true: () => text('true'),
  false: () => text('false'),
  null: () => EMPTY,
  psscriptroot: () => text('.'),
  pwd: () => text('.'),
};

/** A Windows environment variable that names a place (`USERPROFILE`, `APPDATA`, `TEMP`): where it is, as the rules read it. */
export const windowsPlace = (name: string): Value | undefined => AUTOMATIC[`env:${name.toLowerCase()}`]?.();

/** Special folders (`[Environment]::GetFolderPath('Startup')`): where each is under the home folder. */
const FOLDERS: Record<string, string> = {
  startup: '/AppData/Roaming/Microsoft/Windows/Start Menu/Programs/Startup',
  applicationdata: '/AppData/Roaming',
  localapplicationdata: '/AppData/Local',
  userprofile: '',
  mydocuments: '/Documents',
  personal: '/Documents',
  desktop: '/Desktop',
};

/** A path written with `\`, as the rules read it: `/`, a drive's root (`C:\`) the root. */
export function slashed(t: string): string {
  if (!t.includes('\\')) return t;
  return t.replace(/\\/g, '/').replace(/^[A-Za-z]:(?=\/)/, '');
}

/** Decodes bytes kept as latin1 text with a .NET encoding's name (`Unicode` is UTF-16LE). */
function bytesAs(encoding: string, bytes: string): string {
  const b = Buffer.from(bytes, 'latin1');
  const e = encoding.toLowerCase();
  return e === 'unicode' ? b.toString('utf16le') : e === 'ascii' ? b.toString('ascii') : b.toString('utf8');
}

export abstract class PsExpressions extends Lowerer {
  /** Lowers statements (the pipeline's commands included) and gives back the last one's value. */
  abstract statementsValue(list: SyntaxNode[], scope: Scope): Value;
  /** Runs code given as constant text (`iex 'iwr … | iex'`) where it is. */
  abstract lowerCode(code: string, at: SyntaxNode, scope: Scope): boolean;

  variable(node: SyntaxNode, scope: Scope): Value {
    const name = node.text.replace(/^\$\{?|\}$/g, '').replace(/^(?:script|global|local|private|using):/i, '').toLowerCase();
    const known = scope.lookup(name);
    if (known) return known;
    const automatic = AUTOMATIC[name];
    if (automatic) return automatic();
    if (name.startsWith('env:')) return { parts: [{ ref: { env: node.text.replace(/^\$\{?env:|\}$/gi, '') } }] };
    return { parts: [{ ref: { var: name } }] };
  }

  /** A string literal's value: verbatim or expanded, here-strings included. */
  stringValue(node: SyntaxNode, scope: Scope): Value {
    const t = node.text;
    if (t.startsWith("'") || t.startsWith("@'")) {
      const body = t.startsWith('@') ? t.slice(2, -2).replace(/^\r?\n|\r?\n$/g, '') : t.slice(1, -1).replace(/''/g, "'");
      return text(slashed(body));
    }
    const open = t.startsWith('@') ? 2 : 1;
    const close = t.startsWith('@') ? 2 : 1;
    const base = node.startIndex;
    const pieces: Value[] = [];
    let at = base + open;
    const expansions: SyntaxNode[] = [];
    const stack = [...named(node)];
    while (stack.length) {
      const c = stack.shift()!;
      if (c.type === 'variable' || c.type === 'sub_expression') expansions.push(c);
      else stack.unshift(...named(c));
    }
    for (const e of expansions.sort((a, b) => a.startIndex - b.startIndex)) {
      if (e.startIndex < at) continue;
      pieces.push(text(slashed(unescape(t.slice(at - base, e.startIndex - base)))));
      pieces.push(e.type === 'variable' ? this.variable(e, scope) : this.statementsValue(named(e), scope));
      at = e.endIndex;
    }
    let rest = t.slice(at - base, t.length - close);
    if (open === 2) rest = rest.replace(/^\r?\n/, '').replace(/\r?\n$/, '');
    pieces.push(text(slashed(unescape(rest))));
    return concat(...pieces);
  }

  expr(node: SyntaxNode, scope: Scope): Value {
    return this.deeper(() => this.exprInner(node, scope), unknown(node.text));
  }

  private exprInner(node: SyntaxNode, scope: Scope): Value {
    const kids = named(node);
    switch (node.type) {
      case 'string_literal':
      case 'expandable_string_literal':
      case 'verbatim_string_characters':
      case 'expandable_here_string_literal':
      case 'verbatim_here_string_characters':
        return this.stringValue(node, scope);
      case 'variable':
      case 'braced_variable':
        return this.variable(node, scope);
      case 'decimal_integer_literal':
      case 'real_literal':
      case 'simple_name':
      case 'generic_token':
        return text(slashed(node.text));
      case 'hexadecimal_integer_literal':
        return text(String(Number.parseInt(node.text.replace(/^0x/i, ''), 16)));
      case 'sub_expression':
      case 'parenthesized_expression':
      case 'array_expression':
      case 'pipeline':
      case 'pipeline_chain':
      case 'command':
      case 'assignment_expression':
      case 'statement_list':
        return this.statementsValue(node.type === 'pipeline_chain' || node.type === 'command' || node.type === 'assignment_expression' || node.type === 'pipeline' ? [node] : kids, scope);
      case 'array_literal_expression':
        if (kids.length === 1) return this.expr(kids[0]!, scope);
        return { parts: [], items: kids.map((k) => this.expr(k, scope)) };
      case 'hash_literal_expression':
        return this.hash(node, scope);
      case 'type_literal':
        return { parts: [], api: `type:${typeName(node.text)}` };
      case 'member_access':
        return this.memberAccess(node, scope);
      case 'invokation_expression':
        return this.invocation(node, scope);
      case 'cast_expression':
        return this.cast(node, scope);
      case 'script_block_expression':
        return this.defineFn('scriptblock', null, node, scope);
      case 'additive_expression':
      case 'additive_argument_expression':
        // `'a' + 'b' + 'c'`: one node of every operand when each operator is `+`.
        if (kids.length >= 2 && node.children.every((c) => !c || c.isNamed || c.type === '+')) return concat(...kids.map((k) => this.expr(k, scope)));
        break;
      case 'format_expression':
      case 'format_argument_expression':
        if (kids.length === 3) return formatted(this.expr(kids[0]!, scope), this.expr(kids[2]!, scope));
        break;
      case 'comparison_expression':
      case 'comparison_argument_expression':
        if (kids.length === 3) return this.operator(kids[1]!.text.toLowerCase(), this.expr(kids[0]!, scope), this.expr(kids[2]!, scope));
        break;
      case 'unary_expression':
        if (kids.length === 1 && /^-join\b/i.test(node.text)) return this.operator('-join', this.expr(kids[0]!, scope), text(''));
        break;
      case 'ERROR':
      case 'path_command_name':
        return this.fromTokens(node, scope);
    }
    if (kids.length === 1) return this.expr(kids[0]!, scope);
    if (node.hasError) return this.fromTokens(node, scope);
    return union(kids.map((k) => this.expr(k, scope)));
  }

  /** Text the grammar did not read as one expression (`$env:TEMP\x.db` unquoted): its variables expanded, the rest as written. */
  fromTokens(node: SyntaxNode, scope: Scope): Value {
    const vars: SyntaxNode[] = [];
    const stack = [node];
    while (stack.length) {
      const c = stack.pop()!;
      if (c.type === 'variable') vars.push(c);
      else stack.push(...named(c));
    }
    const pieces: Value[] = [];
    let at = node.startIndex;
    for (const v of vars.sort((a, b) => a.startIndex - b.startIndex)) {
      pieces.push(text(slashed(node.text.slice(at - node.startIndex, v.startIndex - node.startIndex))), this.variable(v, scope));
      at = v.endIndex;
    }
    pieces.push(text(slashed(node.text.slice(at - node.startIndex))));
    return concat(...pieces);
  }

  private operator(op: string, left: Value, right: Value): Value {
    if (op === '-join') {
      const items = left.items ?? [left];
      const sep = constant(right) ?? '';
      return concat(...items.flatMap((v, i) => (i ? [text(sep), v] : [v])));
    }
    if (op === '-replace' || op === '-ireplace' || op === '-creplace') return replaced(left, right, op !== '-creplace');
    if (op === '-split') return union([left]);
    return union([left, right]);
  }

  private hash(node: SyntaxNode, scope: Scope): Value {
    const props = new Map<string, Value>();
    const entries: SyntaxNode[] = [];
    const stack = [...named(node)];
    while (stack.length) {
      const c = stack.shift()!;
      if (c.type === 'hash_entry') entries.push(c);
      else if (c.type === 'hash_literal_body') stack.unshift(...named(c));
    }
    for (const e of entries) {
      const [key, value] = named(e);
      if (!key || !value) continue;
      props.set(constant(this.expr(key, scope)) ?? key.text, this.expr(value, scope));
    }
    return { parts: [], props };
  }

  private cast(node: SyntaxNode, scope: Scope): Value {
    const [type, value] = named(node);
    const v = value ? this.expr(value, scope) : EMPTY;
    const t = type ? typeName(type.text) : '';
    const char = (x: Value): Value => {
      const code = Number(constant(x));
      return Number.isInteger(code) && code >= 0 && code < 0x110000 ? { parts: [{ lit: String.fromCodePoint(code) }] } : x;
    };
    if (t === 'char') return char(v);
    // `[char[]](73,69,88)`: each code a character, so `-join` of them is the text they spell.
    if (t.toLowerCase() === 'char[]' && v.items) return { parts: [], items: v.items.map(char) };
    if (t === 'ScriptBlock') return { ...union([v]), api: 'ScriptBlock' };
    return v;
  }

  /** `obj.Member`, `[Type]::Member`: a property of a value, a type's static property. */
  private memberAccess(node: SyntaxNode, scope: Scope): Value {
    const kids = named(node);
    const obj = kids[0] ? this.expr(kids[0], scope) : EMPTY;
    const memberNode = kids[kids.length - 1];
    const member = (memberNode ? this.memberName(memberNode, scope) : '').toLowerCase();
    if (node.hasError) return this.fromTokens(node, scope);
    // `$wc.('Down' + 'loadString')`: a known method named without a call, run later by `.Invoke(…)`.
    const method = obj.api && !obj.api.includes(':') ? Object.keys(PS_APIS).find((k) => k.toLowerCase() === `${obj.api}.${member}`.toLowerCase()) : undefined;
    if (method) return { parts: [], api: `method:${method}` };
    // `[Text.Encoding]::Unicode`: the encoding, for its GetString.
    if (obj.api === 'type:System.Text.Encoding') return { parts: [], api: `encoding:${member}` };
    // The path separator (`[IO.Path]::DirectorySeparatorChar`) is a constant (separators.ts).
    if (obj.api && isPathSeparator(`${obj.api}.${member}`)) return text(PATH_SEPARATOR);
    if (obj.api?.startsWith('type:')) return unknown(node.text);
    const prop = obj.props?.get(member) ?? [...(obj.props ?? new Map<string, Value>()).entries()].find(([k]) => k.toLowerCase() === member)?.[1];
    if (prop) return prop;
    // A property of a response, a file, an object: what the object carries.
    return { parts: allParts(obj).filter((p) => !('lit' in p)), ...(obj.api && !obj.api.includes(':') ? {} : {}) };
  }

  /** The arguments of an `argument_list`. */
  argumentValues(list: SyntaxNode | undefined, scope: Scope): Value[] {
    if (!list) return [];
    const exprs = named(list).flatMap((c) => (c.type === 'argument_expression_list' ? named(c) : [c]));
    return exprs.flatMap((e) => {
      const v = this.expr(e, scope);
      // `f('a', 'b')` parses as one array of two: each is an argument.
      return e.type !== 'argument_expression' && v.items && !v.parts.length ? v.items : [v];
    });
  }

  /** `obj.Method(args)`, `[Type]::Method(args)`, `[Type]::new(args)`. */
  invocation(node: SyntaxNode, scope: Scope, target?: SyntaxNode, list?: SyntaxNode): Value {
    const kids = named(node);
    const args = this.argumentValues(list ?? kids.find((k) => k.type === 'argument_list'), scope);
    const head = target ?? kids[0]!;
    // The receiver and the member: `[T]::M(…)` has them side by side, `obj.M(…)` inside a member_access.
    let recv: SyntaxNode | undefined;
    let member: string;
    const beside = target ? undefined : kids.find((k) => k.type === 'member_name');
    if (beside) {
      // `a.b.M(…)`: the receiver is everything before the member (`[Ref].Assembly`), the member beside it.
      recv = kids[0];
      member = this.memberName(beside, scope);
    } else if (head.type === 'member_access') {
      const parts = named(head);
      recv = parts[0];
      member = parts[parts.length - 1] ? this.memberName(parts[parts.length - 1]!, scope) : '';
    } else {
      recv = head;
      member = kids.find((k) => k.type === 'member_name' || k.type === 'simple_name')?.text ?? '';
    }
    const obj = recv ? this.expr(recv, scope) : EMPTY;
    return this.method(obj, member, args, node, scope);
  }

  /** A member's name as written, or computed (`.$m(…)`, `.('Down' + 'loadString')`) when it folds to text. */
  private memberName(node: SyntaxNode, scope: Scope): string {
    const only = named(node);
    if (only.length === 1 && only[0]!.type === 'simple_name') return only[0]!.text;
    if (!/^[$(]/.test(node.text)) return node.text;
    return constant(this.expr(only.length === 1 ? only[0]! : node, scope)) ?? node.text;
  }

  method(obj: Value, member: string, args: Value[], at: SyntaxNode, scope: Scope): Value {
    const m = member.toLowerCase();
    const type = obj.api?.startsWith('type:') ? obj.api.slice(5) : undefined;
    if (type && m === 'new') return this.construct(type, args, at);
    if (obj.api?.startsWith('encoding:') && m === 'getstring') return this.getString(obj.api.slice(9), args[0] ?? EMPTY, at);
    if (obj.api?.startsWith('encoding:') && m === 'getbytes') return union(args);
    if (type === 'System.Environment' && m === 'getenvironmentvariables') return { parts: [{ ref: { envAll: true } }] };
    if (type === 'System.Environment' && m === 'getenvironmentvariable') {
      const name = constant(args[0]);
      return name === undefined ? unknown('env') : (AUTOMATIC[`env:${name.toLowerCase()}`]?.() ?? { parts: [{ ref: { env: name } }] });
    }
    if (type === 'System.Environment' && m === 'getfolderpath') {
      const folder = FOLDERS[(constant(args[0]) ?? '').replace(/^.*::/, '').toLowerCase()];
      return folder === undefined ? unknown('folder') : home(folder);
    }
    if (type === 'System.Convert' && m === 'tobase64string') return union(args);
    // A method value run (`$wc.('Down' + 'loadString').Invoke(u)`): that method called.
    if (obj.api?.startsWith('method:') && (m === 'invoke' || m === 'invokereturnasis')) return this.emitCall(obj.api.slice(7), args, {}, at).value;
    // `'hxxps://…'.Replace('hxxps', 'https')`: constant text folded, as String.Replace does (ordinal, every occurrence).
    const [self, from, to] = [constant(obj), constant(args[0]), constant(args[1])];
    if (m === 'replace' && self !== undefined && from && to !== undefined && args.length === 2) return text(self.split(from).join(to));
    // Running a script block: its code.
    if ((m === 'invoke' || m === 'invokereturnasis') && (obj.fn || obj.api === 'ScriptBlock')) return this.runBlock(obj, args, at, scope);
    const name = type ? `${type}.${member}` : obj.api && !obj.api.includes(':') ? `${obj.api}.${member}` : undefined;
    const canonical = name ? Object.keys(PS_APIS).find((k) => k.toLowerCase() === name.toLowerCase()) : undefined;
    if (canonical === 'System.Convert.FromBase64String') {
      const { id } = this.emitCall(canonical, args, {}, at);
      const input = constant(args[0]);
      return input === undefined ? { parts: [{ ref: { out: id } }] } : { parts: [{ lit: Buffer.from(input, 'base64').toString('latin1'), via: id }] };
    }
    if (canonical === 'ScriptBlock.Create') return { ...union(args), api: 'ScriptBlock' };
    // `UploadString(u, method, data)`, `UploadFile(u, method, path)`: the last argument is what is sent; a file's content.
    if (/^System\.Net\.WebClient\.Upload(?:String|Data|Values|File)$/i.test(name ?? '')) {
      const sent = args.length > 2 ? args[args.length - 1]! : args[1] ?? EMPTY;
      const body = /File$/i.test(name!) ? this.emitCall('Get-Content', [sent], {}, at).value : sent;
      return this.emitCall('System.Net.WebClient.UploadString', [args[0] ?? EMPTY, body], {}, at).value;
    }
    if (canonical) return this.emitCall(canonical, args, {}, at).value;
    const store = name ? PS_CREDENTIAL_STORES[name.toLowerCase()] : undefined;
    if (store !== undefined) return union([...args, this.emitCall('Get-Content', [home(store)], {}, at).value]);
    // Reflection by name (`.GetType('…AmsiUtils')`, `.GetField('amsiInitFailed', …)`): the member looked up is kept for the rules (ir/protection.ts).
    if (/^get(?:type|field|method|property)$/.test(m) && constant(args[0]) !== undefined) this.emitCall(`Reflection.${member}`, args, {}, at);
    // An unknown method: what flows out is what went in (`.Trim()`, `.ToString()`, `.Replace(…)`).
    return union([{ parts: allParts(obj).filter((p) => !('lit' in p)).length ? allParts(obj) : obj.parts }, ...args]);
  }

  /** A .NET object made (`New-Object T`, `[T]::new()`): the library kind, or a connection opened. */
  construct(type: string, args: Value[], at: SyntaxNode): Value {
    if (type === 'System.Net.Sockets.TCPClient' && args.length) return { ...this.emitCall(type, args, {}, at).value, api: type };
    // A wrapper made around another object (`New-Object IO.StreamReader($stream)`): what it reads is what that object
    // carries, so a line read from a connection's stream is the connection's data. Text given (a path) is not its data.
    return { parts: args.flatMap((a) => allParts(a).filter((p) => !('lit' in p))), api: type };
  }

  /** `[Text.Encoding]::X.GetString(bytes)`: constant bytes decoded, still carrying what their decoding carries. */
  private getString(encoding: string, bytes: Value, at: SyntaxNode): Value {
    const only = bytes.parts.length === 1 ? bytes.parts[0]! : undefined;
    if (only && 'lit' in only && only.via !== undefined) return { parts: [{ lit: bytesAs(encoding, only.lit), via: only.via }] };
    void at;
    return union([bytes]);
  }

  /** Runs a script block (`& $sb`, `$sb.Invoke()`, `Invoke-Command {…}`): a block of the file lowered here, code made of text evaluated. */
  runBlock(block: Value, args: Value[], at: SyntaxNode, scope: Scope): Value {
    if (block.fn) return this.callFn(block.fn, args);
    const code = { ...block, api: undefined };
    const { value } = this.emitCall('Invoke-Expression', [code], {}, at);
    const t = constant(code);
    if (t !== undefined) this.lowerCode(t, at, scope);
    return value;
  }
}
