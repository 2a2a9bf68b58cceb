/**
 * Pure: the PowerShell front end. A script (a `.ps1`/`.psm1` file, a
 * ```powershell block, `powershell -Command` code) is parsed with
 * tree-sitter-powershell and lowered into the IR: each cmdlet a `Call` named
 * as PowerShell resolves it (aliases, the script's own `Set-Alias`, a unique
 * parameter prefix: `iwr -useb` is `Invoke-WebRequest -UseBasicParsing`),
 * its parameters bound by name and position into the slots the API table
 * reads (powershell-cmdlets.ts), pipelines as values flowing into the next
 * command (`irm u | iex` evaluates the download), external programs as
 * commands with their argv, script blocks and functions inlined where they
 * run, `Invoke-Expression` of constant text parsed and lowered in place, and
 * what a script sets up to run later (a Run key, a scheduled task, the
 * profile, the Startup folder) lowered as persisted code. Commands are read
 * in powershell-commands.ts, expressions in powershell-expr.ts.
 */
import { named, parse, type SyntaxNode } from '../ir/grammars.ts';
import type { Program } from '../ir/types.ts';
import { type LowerOptions } from './lower.ts';
import { syntaxErrorLine, unreadable } from './unreadable.ts';
import { PsCommands } from './powershell-commands.ts';
import { concat, EMPTY, loopItems, Scope, unknown, type FnDef, type Value } from './values.ts';

/** Nodes whose named children are statements. */
const BLOCKS = new Set(['program', 'statement_list', 'statement_block', 'script_block', 'script_block_body', 'named_block', 'named_block_list', 'if_statement', 'elseif_clauses', 'elseif_clause', 'else_clause', 'while_statement', 'do_statement', 'for_statement', 'try_statement', 'catch_clauses', 'catch_clause', 'finally_clause', 'switch_statement', 'switch_body', 'switch_clauses', 'switch_clause', 'trap_statement', 'data_statement', 'while_condition', 'switch_condition', 'class_statement', 'class_method_definition']);

export class PsLowerer extends PsCommands {
  private readonly returns: Value[][] = [];

  statementsValue(list: SyntaxNode[], scope: Scope): Value {
    for (const s of list) if (s.type === 'function_statement') this.defineFunction(s, scope);
    let last: Value = EMPTY;
    for (const s of list) {
      if (this.stopped) break;
      last = this.deeper(() => this.statement(s, scope), EMPTY);
      this.flushCallbacks();
    }
    return last;
  }

  private defineFunction(s: SyntaxNode, scope: Scope): void {
    const name = named(s).find((c) => c.type === 'function_name')?.text ?? 'function';
    const params = named(s).find((c) => c.type === 'function_parameter_declaration') ?? null;
    scope.vars.set(`function:${name.toLowerCase()}`, this.defineFn(name, params, s, scope));
  }

  private statement(s: SyntaxNode, scope: Scope): Value {
    switch (s.type) {
      case 'function_statement':
      case 'comment':
        return EMPTY;
      case 'param_block':
        for (const p of named(s).flatMap((c) => (c.type === 'parameter_list' ? named(c) : [c]))) {
          const v = named(p).find((c) => c.type === 'variable');
          const dflt = named(p).find((c) => c.type === 'script_parameter_default');
          if (v) scope.vars.set(v.text.slice(1).toLowerCase(), dflt && named(dflt)[0] ? this.expr(named(dflt)[0]!, scope) : unknown(v.text));
        }
        return EMPTY;
      case 'pipeline':
        return this.statementsValue(named(s), scope);
      case 'pipeline_chain':
        return this.pipeline(s, scope);
      case 'command':
        return this.command(s, scope, undefined);
      case 'assignment_expression':
        return this.assignment(s, scope);
      case 'flow_control_statement': {
        const v = named(s)[0] ? this.expr(named(s)[0]!, scope) : EMPTY;
        if (/^return\b/i.test(s.text)) this.returns[this.returns.length - 1]?.push(v);
        return v;
      }
      case 'foreach_statement': {
        const [variable, collection, ...rest] = named(s);
        const items = collection ? loopItems(this.expr(collection, scope)) : [unknown('loop')];
        for (const item of items) {
          if (variable) scope.assign(variable.text.slice(1).toLowerCase(), item);
          for (const b of rest) this.statement(b, scope);
        }
        return EMPTY;
      }
    }
    if (BLOCKS.has(s.type)) return this.statementsValue(named(s), scope);
    return this.expr(s, scope);
  }

  private assignment(s: SyntaxNode, scope: Scope): Value {
    const kids = named(s);
    const left = kids[0];
    const op = kids.find((k) => k.type === 'assignement_operator' || k.type === 'assignment_operator')?.text ?? '=';
    const right = kids[kids.length - 1];
    if (!left || !right || left === right) return EMPTY;
    let value = this.statement(right, scope);
    let target = left;
    while (named(target).length === 1 && target.type !== 'variable' && target.type !== 'member_access') target = named(target)[0]!;
    if (target.type === 'variable') {
      const name = target.text.replace(/^\$\{?|\}$/g, '').replace(/^(?:script|global|local|private):/i, '').toLowerCase();
      if (op === '+=') value = concat(this.variable(target, scope), value);
      scope.assign(name, value);
    } else if (target.type === 'member_access') {
      const [obj, member] = [named(target)[0], named(target).at(-1)];
      const holder = obj?.type === 'variable' ? scope.lookup(obj.text.slice(1).toLowerCase()) : undefined;
      if (holder && holder !== EMPTY && member) (holder.props ??= new Map()).set(member.text.toLowerCase(), value);
    } else if (target.type === 'element_access' && named(target)[0]?.type === 'variable') {
      // `$data[$f.Name] = Get-Content …`: the table holds what is put in it, as Python's `payload[k] = v` does.
      const variable = named(target)[0]!;
      scope.assign(variable.text.replace(/^\$\{?|\}$/g, '').replace(/^(?:script|global|local|private):/i, '').toLowerCase(), concat(this.variable(variable, scope), value));
    }
    return value;
  }

  /** `a | b | c`: each command gets what the one before outputs; `&&`/`||` start over. */
  private pipeline(node: SyntaxNode, scope: Scope): Value {
    let input: Value | undefined;
    let piped = false;
    for (const c of node.children) {
      if (!c) continue;
      if (!c.isNamed) {
        piped = c.type === '|';
        continue;
      }
      const from = piped ? input : undefined;
      input = c.type === 'command' ? this.command(c, scope, from) : this.expr(c, scope);
      piped = false;
    }
    return input ?? EMPTY;
  }

  /** `Invoke-Expression` of constant code, a `-Command` line, a profile written: parsed and lowered here. */
  lowerCode(code: string, at: SyntaxNode, scope: Scope): boolean {
    return this.lowerParsed('powershell', code, at, (top) => void this.statementsValue(top, scope), { clean: false, maxLength: 100_000 });
  }

  protected bindParams(fn: FnDef, scope: Scope, args: Value[], kw: Record<string, Value>): void {
    const block = named(fn.body).find((c) => c.type === 'script_block') ?? fn.body;
    const declared = [...named(fn.params), ...named(named(block).find((c) => c.type === 'param_block'))].flatMap((c) => (c.type === 'parameter_list' ? named(c) : [c]));
    const names = declared.map((p) => (p.type === 'variable' ? p : named(p).find((c) => c.type === 'variable'))?.text.slice(1).toLowerCase()).filter((n): n is string => n !== undefined);
    let i = 0;
    for (const n of names) scope.vars.set(n, kw[n] ?? args[i++] ?? unknown(n));
    scope.vars.set('args', { parts: [], items: args.slice(i) });
    if (kw._) scope.vars.set('_', kw._);
    if (kw._) scope.vars.set('psitem', kw._);
  }

  protected lowerBody(fn: FnDef, scope: Scope): Value[] {
    this.returns.push([]);
    try {
      const block = named(fn.body).find((c) => c.type === 'script_block') ?? fn.body;
      const body = named(block).filter((c) => c.type !== 'param_block' && c.type !== 'function_name' && c.type !== 'function_parameter_declaration');
      const last = this.statementsValue(body, scope);
      return [...this.returns[this.returns.length - 1]!, last];
    } finally {
      this.returns.pop();
    }
  }
}

/**
 * The script parsed, with one misreading of the grammar undone: a command name written right against a parenthesis
 * (`IEX(New-Object Net.WebClient).DownloadString(u)`, the usual download cradle) is a command whose argument starts
 * there, as PowerShell reads it, but the grammar breaks on the member after it. Where the tree has errors, a space
 * after each such name (a line's columns move, its rows do not) is kept when it leaves fewer errors.
 */
function parsePowerShell(source: string): ReturnType<typeof parse> {
  const r = parse('powershell', source);
  if (!r.ok || !r.tree.rootNode.hasError || !source.includes('(')) return r;
  const names = r.tree.rootNode.descendantsOfType('command_name').filter((n) => n !== null && source[n.endIndex] === '(');
  if (names.length === 0 || names.length > 50) return r;
  let spaced = source;
  for (const n of names.sort((a, b) => b!.endIndex - a!.endIndex)) spaced = `${spaced.slice(0, n!.endIndex)} ${spaced.slice(n!.endIndex)}`;
  const again = parse('powershell', spaced);
  const errors = (t: typeof r) => (t.ok ? t.tree.rootNode.descendantsOfType('ERROR').length + (t.tree.rootNode.hasError ? 1 : 0) : Infinity);
  if (again.ok && errors(again) < errors(r)) {
    r.tree.delete();
    return again;
  }
  if (again.ok) again.tree.delete();
  return r;
}

/** Lowers a PowerShell script into the IR. */
export function lowerPowerShell(source: string, options: LowerOptions): Program {
  const at = { file: options.file, line: options.line };
  const refused = unreadable(source, options, 'powershell');
  if (refused) return refused;
  const r = parsePowerShell(source);
  if (!r.ok) return { lang: 'powershell', nodes: [{ kind: 'unparsed', reason: r.reason === 'too-large' ? 'too-large' : 'timeout', detail: r.detail, origin: at }] };
  const l = new PsLowerer('powershell', options);
  try {
    l.statementsValue(named(r.tree.rootNode), new Scope());
    l.lowerUncalled();
    const program = l.program();
    const errorLine = syntaxErrorLine(r.tree.rootNode);
    if (errorLine !== undefined) program.nodes.push({ kind: 'unparsed', reason: 'syntax', detail: 'part of the code does not parse as PowerShell', origin: { file: options.file, line: options.line + errorLine } });
    return program;
  } finally {
    r.tree.delete();
    for (const t of l.trees) t.delete();
  }
}
