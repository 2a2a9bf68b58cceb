/**
 * Pure: PowerShell's commands, for the PowerShell front end (powershell.ts):
 * a command's name resolved as PowerShell resolves it (the script's
 * `Set-Alias`, PowerShell's aliases, a cmdlet's own spelling), its words read
 * as parameters and values and bound by name (a unique prefix: `-useb`,
 * `-fo`) and position into the slots the API table reads
 * (powershell-cmdlets.ts), external programs run with their argv
 * (`powershell -Command` code lowered in place), script blocks and functions
 * of the file run where they are called, and what a cmdlet sets up to run
 * later (a Run key's value, a scheduled task's action, the profile, the
 * Startup folder) lowered as persisted code.
 */
import { named, type SyntaxNode } from '../ir/grammars.ts';
import { codeInput } from '../ir/interpreters.ts';
import { RUN_KEY } from '../ir/tables.ts';
import { constantText, lit, type Call } from '../ir/types.ts';
import { scheduledCommand } from './scheduled.ts';
import { parameterOf, PS_ALIASES, PS_APIS, PS_PARAMS, PS_SLOTS, typeName } from './powershell-cmdlets.ts';
import { PsExpressions, slashed } from './powershell-expr.ts';
import { concat, constant, EMPTY, joinPath, Scope, text, toWord, union, unknown, type FnDef, type Value } from './values.ts';

/** Items a `ForEach-Object` is run for one by one (`$codes | % { [char]$_ }`). */
const UNROLLED = 4096;
/** Cmdlets whose output is their input (filters, formatting, conversion): what flows in flows out. */
const PASS = /^(?:Where-Object|Sort-Object|Select-Object|ConvertTo-Json|ConvertFrom-Json|ConvertTo-Csv|ConvertFrom-Csv|Out-String|Format-Table|Format-List|Group-Object|Get-Unique|Tee-Object|Select-String|Measure-Object|Write-Output|ConvertTo-SecureString|ConvertFrom-StringData|Join-Path|Split-Path|Resolve-Path|Convert-Path|Get-Item|Get-ItemProperty)$/i;
/** Files PowerShell or Windows runs at each start: the profiles, the Startup folder. */
const RUNS_AT_START = /(?:^|\/)(?:[\w.]*profile\.ps1|Start Menu\/Programs\/Startup\/[^/]+)$/i;

interface Element {
  flag?: string;
  value?: Value;
  /** The syntax it was read from (a program's command line is code for `powershell -Command`). */
  node?: SyntaxNode;
}

export abstract class PsCommands extends PsExpressions {
  private readonly aliases = new Map<string, string>();

  /** The words after a command's name: parameters (`-Uri`, `-Confirm:`) and values, a method call split by the grammar rejoined. */
  private elements(nodes: SyntaxNode[], scope: Scope): Element[] {
    const out: Element[] = [];
    const kids = nodes.flatMap((n) => (n.type === 'command_elements' ? named(n) : [n])).filter((c) => c.type !== 'command_argument_sep' && c.type !== 'comment');
    for (let i = 0; i < kids.length; i++) {
      const c = kids[i]!;
      if (c.type === 'command_parameter') {
        out.push({ flag: c.text, node: c });
        continue;
      }
      const next = kids[i + 1];
      // `(New-Object Net.WebClient).DownloadString('…')` as an argument: the member and its arguments, one call.
      if (next?.type === 'argument_list' && next.startIndex === c.endIndex) {
        let target = c;
        while (target.type !== 'member_access' && named(target).length === 1) target = named(target)[0]!;
        // `New-Object Net.Sockets.TCPClient('h', 443)`: a word, then its arguments as one list.
        if (target.type !== 'member_access') out.push({ value: this.expr(c, scope), node: c }, { value: { parts: [], items: this.argumentValues(next, scope) }, node: next });
        else out.push({ value: this.invocation(next, scope, target, next), node: c });
        i++;
        continue;
      }
      out.push({ value: this.expr(c, scope), node: c });
    }
    return out;
  }

  /** Parameters bound by name (a unique prefix) and position, as the cmdlet declares them. */
  private bind(cmdlet: string, els: Element[]): { bound: Map<string, Value>; rest: Value[] } {
    const bound = new Map<string, Value>();
    const loose: Value[] = [];
    for (let i = 0; i < els.length; i++) {
      const e = els[i]!;
      if (e.value) {
        loose.push(e.value);
        continue;
      }
      const colon = e.flag!.endsWith(':');
      const { name, switch: isSwitch } = parameterOf(cmdlet, e.flag!.replace(/^-/, '').replace(/:$/, ''));
      const next = els[i + 1];
      if ((!isSwitch || colon) && next?.value) {
        bound.set(name, next.value);
        i++;
      } else bound.set(name, text('true'));
    }
    const rest: Value[] = [];
    const open = (PS_PARAMS[cmdlet]?.positional ?? []).filter((n) => !bound.has(n));
    for (const v of loose) {
      const slot = open.shift();
      if (slot) bound.set(slot, v);
      else rest.push(v);
    }
    return { bound, rest };
  }

  /** The command a written name runs: the script's aliases, PowerShell's, a cmdlet's own spelling. */
  private resolve(written: string): string {
    const lower = written.toLowerCase();
    const aliased = this.aliases.get(lower) ?? PS_ALIASES[lower] ?? written;
    return Object.keys(PS_PARAMS).find((k) => k.toLowerCase() === aliased.toLowerCase()) ?? aliased;
  }

  command(node: SyntaxNode, scope: Scope, input: Value | undefined): Value {
    const kids = named(node);
    const foreach = kids.find((k) => k.type === 'foreach_command');
    if (foreach) return this.forEach(named(foreach).find((c) => c.type === 'script_block_expression'), input, scope);
    const operator = kids.find((k) => k.type === 'command_invokation_operator')?.text;
    const head = kids.find((k) => k.type !== 'command_invokation_operator' && k.type !== 'command_elements');
    // The words after the name: in `command_elements`, or beside it when written without a space (`iex(irm …)`).
    const els = this.elements(head ? kids.slice(kids.indexOf(head) + 1) : [], scope);
    if (!head) return EMPTY;
    // A bare name's backticks escape nothing in a letter (`i\`e\`x` is `iex`).
    const nameValue = head.type === 'command_name' ? text(head.text.replace(/`(.)/g, '$1')) : this.expr(head, scope);
    // `& $sb`, `& { … }`, `. { … }`: a script block run here.
    if (operator && (nameValue.fn || nameValue.api === 'ScriptBlock')) return this.runBlock(nameValue, els.flatMap((e) => (e.value ? [e.value] : [])), node, scope);
    const written = constant(nameValue);
    const fn = written === undefined ? undefined : scope.lookup(`function:${written.toLowerCase()}`);
    if (fn?.fn) return this.callFunction(fn.fn, els, input);
    // An alias set to a command the script computes (`Set-Alias go2 (Get-Command Invoke-Ex*).Name`): a command word not resolved.
    if (written !== undefined && this.aliases.get(written.toLowerCase()) === '') return this.external(unknown('alias'), '&', els, input, node);
    const name = written === undefined ? undefined : this.resolve(written);
    if (name === undefined || operator === '.' || !/^[A-Za-z]+-[A-Za-z]+$/.test(name)) return this.external(nameValue, operator, els, input, node);
    return this.cmdlet(name, els, input, node, scope);
  }

  private callFunction(fn: FnDef, els: Element[], input: Value | undefined): Value {
    const args: Value[] = [];
    const kw: Record<string, Value> = {};
    for (let i = 0; i < els.length; i++) {
      const e = els[i]!;
      if (e.value) args.push(e.value);
      else if (els[i + 1]?.value) kw[e.flag!.replace(/^-|:$/g, '').toLowerCase()] = els[++i]!.value!;
    }
    if (input) kw._ = input;
    return this.callFn(fn, args, kw);
  }

  /** A program run with argv (`git …`, `schtasks /create …`, `& "$env:TEMP\x.exe"`, `. $PROFILE`). */
  private external(callee: Value, operator: string | undefined, els: Element[], input: Value | undefined, at: SyntaxNode): Value {
    const id = this.next++;
    const args = els.map((e) => (e.value ? toWord(e.value) : lit(e.flag!)));
    const word = toWord(callee);
    const call: Call = { kind: 'call', id, form: 'command', callee: operator === '.' ? lit('.') : word, args: operator === '.' ? [word, ...args] : args, origin: this.origin(at) };
    if (input) call.stdin = [toWord(input)];
    this.nodes.push(call);
    const name = constantText(word)?.split('/').pop();
    const code = name === undefined ? undefined : powershellCode(name, els);
    if (code !== undefined) this.lowerCode(code, at, new Scope());
    // A registry key was read with `/` (slashed()); `reg add` names it with `\`.
    const scheduled = scheduledCommand(name, els.map((e) => (e.value ? constant(e.value) : e.flag)).map((t) => (t !== undefined && /^HK/i.test(t) ? t.replace(/\//g, '\\') : t)));
    if (scheduled !== undefined) this.commandLater(scheduled, at);
    return { parts: [{ ref: { out: id } }] };
  }

  /** A Windows command line set to run later (a Run key's value, `schtasks /tr`, a task's action): lowered as PowerShell reads a command, persisted. */
  private commandLater(line: string, at: SyntaxNode): void {
    const command = /^\s*["']/.test(line) ? `& ${line}` : line;
    this.later(() => this.lowerCode(command, at, new Scope()));
  }

  private cmdlet(name: string, els: Element[], input: Value | undefined, at: SyntaxNode, scope: Scope): Value {
    const { bound, rest } = this.bind(name, els);
    const arg = (k: string) => bound.get(k);
    switch (name) {
      case 'Invoke-Expression': {
        const code = arg('Command') ?? input ?? EMPTY;
        const { value } = this.emitCall(name, [code], {}, at);
        const t = constant(code);
        if (t !== undefined) this.lowerCode(t, at, scope);
        return value;
      }
      case 'Set-Alias':
      case 'New-Alias': {
        const [alias, target] = [constant(arg('Name')), constant(arg('Value'))];
        // A target that is not a constant is kept as '' (unresolved): what the alias is then given runs by a name we cannot read.
        if (alias !== undefined) this.aliases.set(alias.toLowerCase(), target ?? '');
        return EMPTY;
      }
      case 'New-Object': {
        const type = constant(arg('TypeName'));
        const args = arg('ArgumentList');
        return type === undefined ? unknown('object') : this.construct(typeName(type), args ? (args.items ?? [args]) : rest, at);
      }
      case 'ForEach-Object':
        return this.forEach(undefined, input, scope, arg('Process') ?? rest[0]);
      case 'Invoke-Command': {
        const block = arg('ScriptBlock');
        return block ? this.runBlock(block, [], at, scope) : EMPTY;
      }
      case 'Out-Null':
        return EMPTY;
      case 'Get-Alias':
      case 'Get-Command': {
        // `& (Get-Alias $x)`, `& (gcm iex)`: the command a name resolves to, run by `&`.
        const asked = constant(arg('Name') ?? rest[0]);
        return asked === undefined || /[*?]/.test(asked) ? unknown('command') : text(this.resolve(asked));
      }
      case 'Join-Path':
        return joinPath([arg('Path') ?? EMPTY, arg('ChildPath') ?? EMPTY, ...rest]);
      case 'Split-Path': {
        const path = constant(arg('Path'));
        if (path === undefined || !path.includes('/')) return arg('Path') ?? EMPTY;
        return text(bound.has('Leaf') ? path.slice(path.lastIndexOf('/') + 1) : path.slice(0, path.lastIndexOf('/')) || '/');
      }
      case 'Start-Process': {
        // A program started: run as a command is (what it is, what it was fetched as), its arguments its argv.
        const program = arg('FilePath');
        const argv = arg('ArgumentList');
        if (!program) return EMPTY;
        const started = this.external(program, undefined, (argv ? argv.items ?? [argv] : rest).map((value) => ({ value })), input, at);
        // No window and not waited for: the program runs on where the user never sees it (a silent installer waited for is a step).
        const ref = started.parts[0];
        const id = ref && 'ref' in ref && 'out' in ref.ref ? ref.ref.out : undefined;
        const call = id === undefined ? undefined : this.nodes.find((n) => n.kind === 'call' && n.id === id);
        if (call?.kind === 'call' && /^(?:hidden|minimized)$/i.test(constant(arg('WindowStyle')) ?? '') && !bound.has('Wait')) call.detached = true;
        return started;
      }
      case 'New-ScheduledTaskAction':
        return concat(arg('Execute') ?? EMPTY, text(' '), arg('Argument') ?? EMPTY);
    }
    // `Get-ChildItem Env:`, `Get-Item env:X`: the environment, or one variable of it.
    const path = constant(arg('Path'));
    if (/^(?:Get-ChildItem|Get-Item|Get-Content)$/.test(name) && path !== undefined && /^env:[\\/]?/i.test(path)) {
      const v = path.replace(/^env:[\\/]?/i, '');
      return v ? { parts: [{ ref: { env: v } }] } : { parts: [{ ref: { envAll: true } }] };
    }
    if (PASS.test(name)) {
      const { value } = this.emitCall(name, [...(input ? [input] : []), ...rest, ...bound.values()], {}, at);
      return union([...(input ? [input] : []), ...rest, ...bound.values(), value]);
    }
    const slots = PS_SLOTS[name];
    const kw: Record<string, Value> = {};
    for (const [k, v] of bound) if (!slots?.includes(k)) kw[k === 'Recurse' ? 'recursive' : k.toLowerCase()] = v;
    // A file given to a request is what it sends: read, then the body.
    const infile = bound.get('InFile');
    if (infile) kw.body = union([...(kw.body ? [kw.body] : []), this.emitCall('Get-Content', [infile], {}, at).value]);
    // What comes down the pipe fills the slot it binds to (`$text | Out-File f`, `'p' | Remove-Item`).
    if (input && slots && PS_APIS[name as keyof typeof PS_APIS]) {
      const slot = /^(?:Out-File|Set-Content|Add-Content)$/.test(name) ? slots[1]! : slots[0]!;
      if (!bound.has(slot)) bound.set(slot, this.listedEntries(input) ?? input);
    }
    const args = slots ? trimmed(slots.map((k) => bound.get(k) ?? EMPTY)) : [...rest, ...(input ? [input] : [])];
    const { id, value } = this.emitCall(name, args, kw, at);
    this.startsLater(name, bound, id, scope, at);
    return value;
  }

  /** `Get-ChildItem DIR | Remove-Item`: what comes down the pipe is every entry of the folder listed, `DIR/*`. */
  private listedEntries(input: Value): Value | undefined {
    const head = input.parts.length === 1 ? input.parts[0]! : undefined;
    const id = head && 'ref' in head && 'out' in head.ref ? head.ref.out : undefined;
    const from = id === undefined ? undefined : this.nodes.find((n): n is Call => n.kind === 'call' && n.id === id);
    const folder = from && constantText(from.callee) === 'Get-ChildItem' ? from.named?.path ?? from.args[0] : undefined;
    return folder ? { parts: [...folder.parts, { lit: '/*' }] } : undefined;
  }

  /** What a cmdlet sets up to run later: a Run key's value, a scheduled task's action, text written into the profile or the Startup folder. */
  private startsLater(name: string, bound: Map<string, Value>, id: number, scope: Scope, at: SyntaxNode): void {
    const call = this.nodes.find((n): n is Call => n.kind === 'call' && n.id === id);
    if (!call) return;
    const path = bound.get('Path') ?? bound.get('FilePath');
    const where = path ? toWord(path).parts.map((p) => ('lit' in p ? p.lit : 'env' in p.ref && p.ref.env === 'HOME' ? '~' : '\0')).join('') : '';
    if (/^(?:Set-ItemProperty|New-ItemProperty)$/.test(name) && RUN_KEY.test(slashed(where))) {
      const command = constant(bound.get('Value'));
      if (command !== undefined) this.commandLater(command, at);
    }
    // A WMI event subscription's consumer (`Set-WmiInstance -Class CommandLineEventConsumer -Arguments @{ CommandLineTemplate = … }`): its command line runs each time the filter fires.
    if (/^(?:Set-WmiInstance|New-CimInstance)$/i.test(name)) {
      const get = (key: string) => [...bound].find(([k]) => k.toLowerCase() === key)?.[1];
      const props = (get('arguments') ?? get('property'))?.props;
      const line = props ? constant([...props].find(([k]) => k.toLowerCase() === 'commandlinetemplate')?.[1]) : undefined;
      if (/CommandLineEventConsumer$/i.test(constant(get('class') ?? get('classname')) ?? '') && line !== undefined) this.commandLater(line, at);
    }
    if (name === 'Register-ScheduledTask') {
      const action = constant(bound.get('Action'));
      if (action !== undefined) this.commandLater(action, at);
    }
    if (/^(?:Set-Content|Add-Content|Out-File)$/.test(name) && RUNS_AT_START.test(where)) {
      const data = bound.get('Value') ?? bound.get('InputObject');
      const code = data ? constant(data.items ? { parts: [], items: data.items.map((i) => concat(i, text('\n'))) } : data) : undefined;
      // A batch file there (`…\Startup\x.cmd`) is cmd's: each line as `cmd /c` hands it to cmd's front end (lang/embedded.ts).
      const batch = /\.(?:cmd|bat)$/i.test(where) && code !== undefined ? code.split(/\r?\n/).filter((l) => l.trim()).map((l) => `cmd /c '${l.replace(/'/g, "''")}'`).join('\n') : code;
      if (batch !== undefined) this.later(() => this.lowerCode(batch, at, scope));
    }
  }

  /** Lowers what `f` lowers as code that runs later (persisted). */
  private later(f: () => void): void {
    const from = this.nodes.length;
    f();
    for (const n of this.nodes.slice(from)) if (n.kind === 'call' || n.kind === 'assign') n.later = true;
  }

  /** `… | ForEach-Object { … }`: the block once per known item (`[char]$_` of codes folds to text), else once. */
  private forEach(blockNode: SyntaxNode | undefined, input: Value | undefined, scope: Scope, given?: Value): Value {
    const block = given ?? (blockNode ? this.expr(blockNode, scope) : undefined);
    if (!block?.fn) return union([...(input ? [input] : []), ...(block ? [block] : [])]);
    const items = input?.items && input.items.length <= UNROLLED ? input.items : [input ?? EMPTY];
    const results = items.map((item) => this.callFn(block.fn!, [], { _: item }));
    return results.length === 1 && !input?.items ? results[0]! : { parts: [], items: results };
  }

}


/**
 * The code `powershell`/`pwsh` is given on its command line: after `-Command` the rest of the line as written,
 * after `-EncodedCommand` the base64 of its UTF-16LE text decoded.
 */
function powershellCode(name: string, els: Element[]): string | undefined {
  if (!/^(?:pwsh|powershell)(?:\.exe)?$/i.test(name)) return undefined;
  const input = codeInput(name, els.map((e) => (e.value ? constant(e.value) : e.flag)));
  if (input?.from !== 'arg' || !els[input.at]) return undefined;
  const first = els[input.at]!;
  if (input.encoded) {
    const encoded = first.value ? constant(first.value) : undefined;
    return encoded === undefined ? undefined : Buffer.from(encoded, 'base64').toString('utf16le');
  }
  // One argument is the code; several are joined as PowerShell joins them (`-c iex(irm …)`).
  if (els.length === input.at + 1 && first.value) return constant(first.value);
  if (!first.node) return undefined;
  // The rest of the line, as written: what the grammar could not read as arguments (`iex(irm https://…)`) included.
  const source = first.node.tree.rootNode.text;
  const end = source.indexOf('\n', first.node.startIndex);
  return source.slice(first.node.startIndex, end < 0 ? source.length : end).trimEnd();
}

/** Slots after the last one given dropped (`[uri]`, not `[uri, ∅]`). */
function trimmed(args: Value[]): Value[] {
  let end = args.length;
  while (end > 0 && args[end - 1] === EMPTY) end--;
  return args.slice(0, end);
}
