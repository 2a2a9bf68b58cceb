/**
 * Pure: the front end for Windows' command interpreter (`cmd.exe`): a
 * `.bat`/`.cmd` file, a ```cmd/```bat block, the code after `cmd /c`. No
 * maintained parser of cmd's language ships for JavaScript (no tree-sitter
 * grammar, no package), and the bash grammar these files used to go through
 * misreads them (`%VAR%`, `^` escapes, `&` as a separator, `rd /s /q`), so
 * each line is read here the way cmd reads it — a character scanner, as
 * cmd's own: `%VAR%` expanded first (the script's `set`, Windows' places:
 * `%USERPROFILE%` the home folder, `%APPDATA%` under it, `%TEMP%` a temporary
 * folder), `^` escapes and `"` quotes, then the line cut into commands at
 * `&`, `&&`, `||`, `|` and parentheses, with redirections — and each command
 * lowered into the one command model the other front ends use: builtins as
 * the programs they amount to (`rd /s` is `rm -r`, `del` `rm`, `copy` `cp`,
 * `type` `cat`, `start`/`call` the program they start), `if` conditions and
 * `for` heads dropped to the command they run (a `for /f` set's `'command'`
 * is run too), everything else a program with its argv (`certutil`,
 * `powershell -c`, `curl`), so the data flow and the shapes read it as they
 * read shell.
 */
import type { Assign, Call, Node, Part, Program, Word } from '../ir/types.ts';
import { constantText, lit } from '../ir/types.ts';
import { type LowerOptions } from './lower.ts';
import { unreadable } from './unreadable.ts';
import { scheduledCommand } from './scheduled.ts';
import { slashed, windowsPlace } from './powershell-expr.ts';

type Tok = { kind: 'word'; parts: Part[]; quoted: boolean; raw: string } | { kind: 'op'; op: string } | { kind: 'redirect'; op: '>' | '>>' | '<'; fd: number };
type WordTok = Extract<Tok, { kind: 'word' }>;

/** Builtins that print, change the console or jump: nothing to lower. */
const INERT = new Set(['rem', 'goto', 'exit', 'pause', 'title', 'cls', 'color', 'shift', 'popd', 'ver', 'chcp', 'prompt', 'break', 'verify', 'vol', 'endlocal', 'timeout', 'choice', 'where']);
/** `if`'s one-word tests, each taking one operand (`if exist x`, `if defined X`, `if errorlevel 1`). */
const TESTS = new Set(['exist', 'defined', 'errorlevel', 'cmdextversion']);
const COMPARISONS = new Set(['equ', 'neq', 'lss', 'leq', 'gtr', 'geq', '==']);

const word = (parts: Part[]): Word => ({ parts: merged(parts) });
/** A word as a path: its text read with `/`, as the rules read paths (a registry key keeps its `\`). */
const pathWord = (parts: Part[]): Word => {
  const w = word(parts);
  return /^HK/i.test(constantText(w) ?? '') ? w : { parts: w.parts.map((p) => ('lit' in p ? { ...p, lit: slashed(p.lit) } : p)) };
};
/** A switch as written (`/s`, `/q`, `/d`): not a path, even when a variable expands to one (`%TEMP%`). */
const isSwitch = (w: { raw: string; quoted: boolean }) => !w.quoted && /^\/[A-Za-z?]/.test(w.raw);

function merged(parts: Part[]): Part[] {
  const out: Part[] = [];
  for (const p of parts) {
    const last = out[out.length - 1];
    if ('lit' in p && last && 'lit' in last && last.via === undefined && p.via === undefined) out[out.length - 1] = { lit: last.lit + p.lit };
    else out.push(p);
  }
  return out;
}

/** Text with cmd's `^` escapes taken. */
function unescaped(t: string): string {
  let out = '';
  for (let i = 0; i < t.length; i++) out += t[i] === '^' && i + 1 < t.length ? t[++i] : t[i];
  return out;
}

class CmdLowerer {
  readonly nodes: Node[] = [];
  private next = 1;
  private depth = 0;
  private delayed = false;
  private readonly vars = new Map<string, Part[]>();
  private line = 1;

  private readonly options: LowerOptions;

  constructor(options: LowerOptions) {
    this.options = options;
  }

  /** The script, line by line (a `^` at a line's end joins the next). */
  script(source: string): void {
    const lines = source.replace(/\r\n?/g, '\n').split('\n');
    for (let i = 0; i < lines.length; i++) {
      let text = lines[i]!;
      const first = i;
      while (text.endsWith('^') && !text.endsWith('^^') && i + 1 < lines.length) text = text.slice(0, -1) + lines[++i]!;
      this.line = this.options.line + first;
      this.logicalLine(text);
    }
  }

  private logicalLine(raw: string): void {
    const text = raw.trim().replace(/^@/, '');
    if (text === '' || text.startsWith(':')) return;
    const head = text.split(/\s/, 1)[0]!.toLowerCase();
    if (head === 'rem') return;
    if (head === 'for') return this.forLoop(text);
    this.sequence(this.tokens(text));
  }

  /** `for [/f ["opts"]] %%x in (set) do command`: the command, and a `for /f` set's quoted command, which runs. */
  private forLoop(text: string): void {
    const open = text.indexOf('(');
    let close = -1;
    for (let i = open + 1, quote = false; open >= 0 && i < text.length; i++) {
      if (text[i] === '"') quote = !quote;
      else if (text[i] === '^') i++;
      else if (text[i] === ')' && !quote) {
        close = i;
        break;
      }
    }
    if (close < 0) return;
    const set = text.slice(open + 1, close).trim();
    const quoted = set.length > 1 && (set[0] === "'" || set[0] === '`') && set.endsWith(set[0]) ? set.slice(1, -1) : undefined;
    // The set's command runs in a child cmd, after this line's `^` escapes were taken (`'dir ^| find "x"'` is a pipe there).
    const head = text.slice(0, open).split(/\s+/).map((w) => w.toLowerCase());
    if (head.includes('/f') && quoted !== undefined) this.sequence(this.tokens(unescaped(quoted)));
    const after = text.slice(close + 1).trimStart();
    if (after.slice(0, 2).toLowerCase() === 'do' && /\s/.test(after[2] ?? '')) this.logicalLine(after.slice(3));
  }

  /** The line's tokens: variables expanded, quotes removed (a word remembers it had them), `^` escapes taken. */
  private tokens(line: string): Tok[] {
    const out: Tok[] = [];
    let cur: WordTok | undefined;
    let quote = false;
    const add = (p: Part, raw = 'lit' in p ? p.lit : '') => {
      cur ??= { kind: 'word', parts: [], quoted: false, raw: '' };
      cur.parts.push(p);
      cur.raw += raw;
    };
    const end = () => {
      if (cur) out.push(cur);
      cur = undefined;
    };
    for (let i = 0; i < line.length; i++) {
      const c = line[i]!;
      if (c === '%' || (c === '!' && this.delayed)) {
        const expanded = this.expansion(line, i);
        if (expanded) {
          for (const p of expanded.parts) add(p, '%');
          i = expanded.end;
          continue;
        }
      }
      if (quote) {
        if (c === '"') quote = false;
        else add({ lit: c });
        continue;
      }
      if (c === '"') {
        quote = true;
        (cur ??= { kind: 'word', parts: [], quoted: true, raw: '' }).quoted = true;
      } else if (c === '^' && i + 1 < line.length) add({ lit: line[++i]! });
      else if (c === ' ' || c === '\t') end();
      else if (c === '&' || c === '|') {
        end();
        const double = line[i + 1] === c;
        out.push({ kind: 'op', op: double ? c + c : c });
        if (double) i++;
      } else if (c === '>' || c === '<') {
        // `2>`: a descriptor's number written against the operator.
        const only = cur && !cur.quoted && cur.parts.length === 1 ? cur.parts[0] : undefined;
        const digit = only && 'lit' in only && /^[0-9]$/.test(only.lit) ? Number(only.lit) : undefined;
        if (digit !== undefined) cur = undefined;
        else end();
        const fd = digit ?? (c === '<' ? 0 : 1);
        let op: '>' | '>>' | '<' = c;
        if (c === '>' && line[i + 1] === '>') (op = '>>'), i++;
        // `2>&1`: a descriptor joined to another, no file.
        if (line[i + 1] === '&') {
          i += 2;
          continue;
        }
        out.push({ kind: 'redirect', op, fd });
      } else if (c === '(' && !cur) {
        this.depth++;
        out.push({ kind: 'op', op: '(' });
      } else if (c === ')' && this.depth > 0) {
        end();
        this.depth--;
        out.push({ kind: 'op', op: ')' });
      } else add({ lit: c });
    }
    end();
    return out;
  }

  /** `%NAME%`, `%~dp0`, `%1`, `%*`, `%%a`, `!NAME!` at `at`: what it expands to, and where it ends. */
  private expansion(line: string, at: number): { parts: Part[]; end: number } | undefined {
    const mark = line[at]!;
    const after = line[at + 1];
    if (mark === '%' && after === '%') return /[A-Za-z]/.test(line[at + 2] ?? '') ? { parts: [{ ref: { dyn: 'a for loop variable' } }], end: at + 2 } : { parts: [{ lit: '%' }], end: at + 1 };
    if (mark === '%' && after === '~') {
      let i = at + 2;
      while (/[a-zA-Z$:]/.test(line[i] ?? '') && !/[0-9]/.test(line[i]!)) i++;
      const arg = line[i];
      if (arg === undefined || !/[0-9*]/.test(arg)) return undefined;
      // `%~dp0`: the script's own folder.
      return { parts: arg === '0' && /p/i.test(line.slice(at + 2, i)) ? [{ lit: './' }] : [{ ref: { var: arg } }], end: i };
    }
    if (mark === '%' && after !== undefined && /[0-9*]/.test(after)) return { parts: [{ ref: { var: after } }], end: at + 1 };
    const close = line.indexOf(mark, at + 1);
    if (close < 0) return undefined;
    const inner = line.slice(at + 1, close);
    if (inner === '' || /[\s"&|<>]/.test(inner)) return undefined;
    const [name, edit] = [inner.split(':')[0]!, inner.includes(':')];
    if (edit) return { parts: [{ ref: { dyn: `%${inner}%` } }], end: close };
    const known = this.vars.get(name.toUpperCase());
    if (known) return { parts: known, end: close };
    if (mark === '!') return undefined;
    const place = windowsPlace(name);
    return { parts: place ? place.parts : [{ ref: { env: name } }], end: close };
  }

  /** Tokens cut into commands at `&`, `&&`, `||`, parentheses; a pipe feeds the next command. */
  private sequence(toks: Tok[]): void {
    let command: Tok[] = [];
    let piped: number | undefined;
    const flush = (pipeNext: boolean) => {
      const id = this.command(command, piped);
      piped = pipeNext ? id : undefined;
      command = [];
    };
    for (const t of toks) {
      if (t.kind === 'op') flush(t.op === '|');
      else command.push(t);
    }
    flush(false);
  }

  /** One command: its words and redirections; `if` and `else` dropped to the command they guard. */
  private command(toks: Tok[], stdin: number | undefined): number | undefined {
    const words: WordTok[] = [];
    const writes: Word[] = [];
    const reads: Word[] = [];
    for (let i = 0; i < toks.length; i++) {
      const t = toks[i]!;
      if (t.kind === 'redirect') {
        const target = toks[i + 1];
        if (target?.kind !== 'word') continue;
        i++;
        const file = pathWord(target.parts);
        if (/^nul$/i.test(constantText(file) ?? '') || t.fd === 2) continue;
        (t.op === '<' ? reads : writes).push(file);
      } else if (t.kind === 'word') words.push(t);
    }
    const text = (w: WordTok | undefined) => (w ? constantText(word(w.parts)) : undefined);
    let at = 0;
    for (;;) {
      const head = text(words[at])?.replace(/^@/, '').toLowerCase();
      if (head === 'else') at++;
      else if (head === 'if') at = this.afterCondition(words, at + 1, text);
      else break;
    }
    const rest = words.slice(at);
    if (!rest.length) return undefined;
    return this.lowered(rest, text, { writes, reads, stdin });
  }

  /** Where the command after an `if` condition starts. */
  private afterCondition(words: WordTok[], from: number, text: (w: WordTok | undefined) => string | undefined): number {
    let i = from;
    if (/^\/i$/i.test(text(words[i]) ?? '')) i++;
    if (/^not$/i.test(text(words[i]) ?? '')) i++;
    const t = (text(words[i]) ?? '').toLowerCase();
    if (TESTS.has(t)) return i + 2;
    if (COMPARISONS.has((text(words[i + 1]) ?? '').toLowerCase())) return i + 3;
    return i + 1;
  }

  private lowered(words: WordTok[], text: (w: WordTok | undefined) => string | undefined, io: { writes: Word[]; reads: Word[]; stdin: number | undefined }): number | undefined {
    // A program named by a variable (`"%TEMP%\x.exe"`) is no builtin.
    const name = (text(words[0]) ?? '\0').replace(/^@/, '').toLowerCase();
    const args = words.slice(1);
    const path = (w: WordTok) => pathWord(w.parts);
    const flags = args.filter(isSwitch).map((a) => a.raw.toLowerCase());
    const operands = args.filter((a) => !isSwitch(a));
    const call = (program: string, argv: Word[]) => this.emit(lit(program), argv, io);
    if (name === '' || INERT.has(name)) return undefined;
    switch (name) {
      case 'set':
        return this.set(args, text);
      case 'setlocal':
        if (flags.length === 0 && args.some((a) => /^enabledelayedexpansion$/i.test(text(a) ?? ''))) this.delayed = true;
        return undefined;
      case 'echo':
      case 'echo.':
        return call('echo', args.map((a) => word(a.parts)));
      case 'rd':
      case 'rmdir':
        return call(flags.includes('/s') ? 'rm' : 'rmdir', [...(flags.includes('/s') ? [lit('-r'), lit('-f')] : []), ...operands.map(path)]);
      case 'del':
      case 'erase':
        return call('rm', [lit(flags.includes('/s') ? '-rf' : '-f'), ...operands.map(path)]);
      case 'copy':
      case 'xcopy':
      case 'robocopy':
        return call('cp', [...(name === 'copy' ? [] : [lit('-r')]), ...operands.slice(0, 2).map(path)]);
      case 'move':
        return call('mv', operands.slice(0, 2).map(path));
      case 'type':
        return call('cat', operands.map(path));
      case 'md':
      case 'mkdir':
        return call('mkdir', [lit('-p'), ...operands.map(path)]);
      case 'cd':
      case 'chdir':
      case 'pushd':
        return call('cd', operands.slice(0, 1).map(path));
      case 'call':
        return text(args[0])?.startsWith(':') ? undefined : this.lowered(args, text, io);
      case 'start': {
        // `start ["title"] [/b /min /wait /d dir …] program args`: the program run.
        let i = 0;
        for (let title = false; i < args.length - 1; ) {
          if (isSwitch(args[i]!)) i += /^\/d$/i.test(args[i]!.raw) ? 2 : 1;
          else if (args[i]!.quoted && !title) (title = true), i++;
          else break;
        }
        if (i >= args.length) return undefined;
        const started = this.lowered(args.slice(i), text, io);
        // `/b` without `/wait`: started in the console's background, not waited for (Call.detached).
        const call = this.nodes.find((n) => n.kind === 'call' && n.id === started);
        const own = args.slice(0, i).filter(isSwitch).map((a) => a.raw.toLowerCase());
        if (call?.kind === 'call' && own.includes('/b') && !own.includes('/wait')) call.detached = true;
        return started;
      }
    }
    const id = this.emit(path(words[0]!), args.map((a) => (isSwitch(a) ? word(a.parts) : path(a))), io);
    // A command line set to run later (a Run value by `reg add … /d`, `schtasks /create /tr`): lowered as cmd reads a line, persisted.
    const later = scheduledCommand(name, args.map((a) => text(a)));
    if (later !== undefined) {
      const from = this.nodes.length;
      this.logicalLine(later);
      for (const n of this.nodes.slice(from)) if (n.kind === 'call' || n.kind === 'assign') n.later = true;
    }
    return id;
  }

  /** `set NAME=value`, `set "NAME=value"`; `/p` (typed by the user) and `/a` (arithmetic) are not known. */
  private set(args: WordTok[], text: (w: WordTok | undefined) => string | undefined): number | undefined {
    const option = (text(args[0]) ?? '').toLowerCase();
    const rest = option === '/p' || option === '/a' ? args.slice(1) : args;
    const parts: Part[] = merged(rest.flatMap((a, i) => (i ? [{ lit: ' ' }, ...a.parts] : a.parts)));
    const first = parts[0];
    if (!first || !('lit' in first) || !first.lit.includes('=')) return undefined;
    const name = first.lit.slice(0, first.lit.indexOf('=')).toUpperCase();
    const value: Part[] = option === '/p' ? [{ ref: { var: name } }] : option === '/a' ? [{ ref: { dyn: 'arithmetic' } }] : merged([{ lit: first.lit.slice(first.lit.indexOf('=') + 1) }, ...parts.slice(1)]).filter((p) => !('lit' in p) || p.lit !== '');
    this.vars.set(name, value.map((p) => ('lit' in p ? { ...p, lit: slashed(p.lit) } : p)));
    const assign: Assign = { kind: 'assign', name, value: word(this.vars.get(name)!), origin: { file: this.options.file, line: this.line } };
    this.nodes.push(assign);
    return undefined;
  }

  private emit(callee: Word, args: Word[], io: { writes: Word[]; reads: Word[]; stdin: number | undefined }): number {
    const id = this.next++;
    const call: Call = { kind: 'call', id, form: 'command', callee, args, origin: { file: this.options.file, line: this.line } };
    if (io.writes.length) call.writes = io.writes;
    if (io.reads.length) call.reads = io.reads;
    if (io.stdin !== undefined) call.stdin = [{ parts: [{ ref: { out: io.stdin } }] }];
    this.nodes.push(call);
    return id;
  }
}

/** Lowers a cmd script into the IR. */
export function lowerCmd(source: string, options: LowerOptions): Program {
  const refused = unreadable(source, options, 'cmd');
  if (refused) return refused;
  const l = new CmdLowerer(options);
  l.script(source);
  return { lang: 'cmd', nodes: l.nodes };
}
