/**
 * Pure: where a shell or interpreter takes the code it runs from, read from
 * its own command line the way that program reads it: an argument after a
 * code flag (`sh -c`, `python -c`, `node -e/-p/--eval`, `perl -e/-E`,
 * `ruby -e`, `php -r`, `lua -e`, `osascript -e`, `pwsh -Command`), a code
 * subcommand (`deno eval`), an encoded argument (`pwsh -EncodedCommand`), a
 * script file or address operand (`deno run URL`, `bun run f`), or stdin
 * (no operand, `-`, `/dev/stdin`, `bash -s -- args`). Options that take a
 * value are skipped, so the operand found is the one the program runs.
 */
import { INTERPRETERS, SHELLS } from './tables.ts';

export type CodeInput =
  /** Argument `at` is code (`encoded`: base64 of the code, PowerShell's `-EncodedCommand`). */
  | { from: 'arg'; at: number; encoded?: true }
  /** Argument `at` names a script file or address the program runs. */
  | { from: 'file'; at: number }
  /** The code comes in on stdin (a pipe, a here-document, `< file`). */
  | { from: 'stdin' }
  /** A module of the program's own (`python -m venv`): no code given. */
  | { from: 'module' };

/** Per program family: flags whose next word is code, flags taking a value, and flags meaning "code on stdin". */
interface Grammar {
  code: RegExp;
  value: RegExp;
  stdin?: RegExp;
  module?: RegExp;
  encoded?: RegExp;
  /** A flag whose next word is the script file run (`powershell -File x.ps1`). */
  file?: RegExp;
  /** Subcommands: `eval` takes code, `run` takes a script operand. */
  sub?: { code?: RegExp; run?: RegExp };
  /** A code flag's code is the first operand after the options (`sh -c -x 'code'`, `bash -ce 'code'`). */
  codeIsOperand?: boolean;
  caseless?: boolean;
}

/** A shell's own input named as a file (`sh /dev/stdin`, `. /dev/stdin`, `-`). */
export const STDIN_FILE = /^(?:-|\/dev\/stdin|\/dev\/fd\/0|\/proc\/self\/fd\/0)$/;

const GRAMMARS: Array<[RegExp, Grammar]> = [
  [/^(?:fish)$/, { code: /^(?:-[a-zA-Z]*c|--command)$/, value: /^(?:--init-command|-C|--debug-output|-o|--profile)$/, codeIsOperand: true }],
  [/^(?:sh|bash|zsh|ksh|dash|ash|mksh|tcsh|csh|yash|posh)$/, { code: /^-[a-zA-Z]*c[a-zA-Z]*$/, value: /^(?:[-+]o|[-+]O|--rcfile|--init-file)$/, stdin: /^-[a-zA-Z]*s[a-zA-Z]*$/, codeIsOperand: true }],
  [/^(?:python[0-9.]*|py|pypy[0-9.]*)$/, { code: /^-[a-zA-Z]*c$/, value: /^-[WXQ]$/, module: /^-[a-zA-Z]*m$|^--module$/ }],
  [/^(?:node|nodejs|tsx|ts-node|esno)$/, { code: /^(?:-[a-zA-Z]*[ep]|--eval|--print)$/, value: /^(?:-r|--require|--import|--loader|--experimental-loader|--input-type|--conditions|-C|--env-file|--title)$/ }],
  [/^deno$/, { code: /^$/, value: /^(?:--config|-c|--import-map|--lock|--cert|--location|--seed|--v8-flags|--env-file|--ext)$/, sub: { code: /^eval$/, run: /^(?:run|x|serve)$/ } }],
  [/^bun$/, { code: /^(?:-e|--eval|-p|--print)$/, value: /^(?:-r|--preload|--cwd|--env-file|--config|-c)$/, sub: { run: /^(?:run|x)$/ } }],
  [/^(?:perl|ruby|irb)$/, { code: /^-[a-zA-Z]*[eE]$/, value: /^-[IrxCFl]$/ }],
  [/^php[0-9.]*$/, { code: /^-[a-zA-Z]*[rBRE]$|^--run$/, value: /^(?:-[cdzt]|--php-ini|--define)$/ }],
  [/^(?:lua[0-9.]*|luajit)$/, { code: /^-e$/, value: /^-l$/ }],
  [/^(?:Rscript|R|groovy|jshell|expect|julia|elixir|guile|racket|gjs|qjs)$/, { code: /^(?:-[ec]|--eval|-eval)$/, value: /^(?:--default-packages|-L|--load|-r|--require|-S)$/ }],
  [/^(?:erl|escript)$/, { code: /^-eval$/, value: /^(?:-s|-pa|-pz|-sname|-name)$/ }],
  [/^osascript$/, { code: /^-e$/, value: /^-[ls]$/ }],
  // `cmd /c code`, `cmd /k code`; its other switches take no value.
  [/^cmd$/i, { code: /^\/[ck]$/i, value: /^$/, caseless: true }],
  [/^(?:pwsh|powershell)(?:\.exe)?$/i, { code: /^[-/]c(?:o(?:m(?:m(?:a(?:n(?:d)?)?)?)?)?)?$/i, encoded: /^[-/]e(?:c|n(?:c(?:o(?:d(?:e(?:d(?:c(?:o(?:m(?:m(?:a(?:n(?:d)?)?)?)?)?)?)?)?)?)?)?)?)?$/i, value: /^[-/](?:ep|ex\w*|w|win\w*|OutputFormat|of|InputFormat|if|ConfigurationName|config\w*|WorkingDirectory|wd|Version|v|PSConsoleFile|SettingsFile|settings\w*)$/i, file: /^[-/](?:File|f)$/i, caseless: true }],
];

/** Where program `name` (prefixes already off) takes its code from, given its argument texts (undefined: not constant). */
export function codeInput(name: string, texts: Array<string | undefined>): CodeInput | undefined {
  const grammar = GRAMMARS.find(([re]) => re.test(name))?.[1] ?? (SHELLS.has(name) || INTERPRETERS.test(name) ? { code: /^-(?:[a-zA-Z]*[ce]|-eval)$/, value: /^$/ } : undefined);
  if (!grammar) return undefined;
  let codeFlag = false;
  for (let i = 0; i < texts.length; i++) {
    const t = texts[i];
    if (t === undefined || t === '-' || !(t.startsWith('-') || (grammar.caseless && t.startsWith('/') && /^\/\w+$/.test(t)))) {
      if (codeFlag) return { from: 'arg', at: i };
      // `deno eval CODE`, `deno run FILE`, `bun run FILE`.
      if (t !== undefined && grammar.sub?.code?.test(t)) return next(texts, i + 1, grammar, 'arg');
      if (t !== undefined && grammar.sub?.run?.test(t)) return next(texts, i + 1, grammar, 'file');
      if (/^pwsh/i.test(name) === false && /^powershell/i.test(name)) return { from: 'arg', at: i };
      return t !== undefined && STDIN_FILE.test(t) ? { from: 'stdin' } : { from: 'file', at: i };
    }
    if (t === '--') {
      if (codeFlag) return texts.length > i + 1 ? { from: 'arg', at: i + 1 } : undefined;
      if (grammar.stdin && texts.slice(0, i).some((x) => x !== undefined && grammar.stdin!.test(x))) return { from: 'stdin' };
      const at = i + 1;
      if (at >= texts.length) return { from: 'stdin' };
      return STDIN_FILE.test(texts[at] ?? '') ? { from: 'stdin' } : { from: 'file', at };
    }
    if (grammar.file?.test(t)) return texts.length > i + 1 ? { from: 'file', at: i + 1 } : undefined;
    if (grammar.encoded?.test(t)) return texts.length > i + 1 ? { from: 'arg', at: i + 1, encoded: true } : undefined;
    if (grammar.module?.test(t)) return { from: 'module' };
    if (grammar.code.test(t)) {
      // `pwsh -Command -`: the code on stdin.
      if (texts[i + 1] === '-') return { from: 'stdin' };
      if (!grammar.codeIsOperand) return texts.length > i + 1 ? { from: 'arg', at: i + 1 } : undefined;
      codeFlag = true;
      continue;
    }
    if (grammar.stdin?.test(t)) return { from: 'stdin' };
    if (grammar.value.test(t)) i++;
  }
  return codeFlag ? undefined : { from: 'stdin' };
}

/** The operand from `from` on, skipping options: code (`deno eval CODE`) or a script (`bun run -`, `deno run -A URL`). */
function next(texts: Array<string | undefined>, from: number, grammar: Grammar, as: 'arg' | 'file'): CodeInput | undefined {
  for (let i = from; i < texts.length; i++) {
    const t = texts[i];
    if (t !== undefined && t.startsWith('-') && t !== '-') {
      if (grammar.value.test(t)) i++;
      continue;
    }
    if (as === 'file' && t !== undefined && STDIN_FILE.test(t)) return { from: 'stdin' };
    return { from: as, at: i };
  }
  return undefined;
}

/** Code that reads its own stdin: Perl's `<STDIN>`/`<>`, Ruby's `STDIN`/`$stdin`/`gets`, PHP's `php://stdin`, Node's `process.stdin`, Lua's `io.read`, Python's `sys.stdin`. */
export const READS_STDIN = /<STDIN>|<>|\bSTDIN\b|\$stdin\b|\bgets\b|php:\/\/stdin|process\.stdin|Deno\.stdin|Bun\.stdin|io\.read|io\.stdin|sys\.stdin|readFileSync\(\s*(?:0|['"]\/dev\/stdin)|\[Console\]::In|\$input\b/;
/** Code that evaluates text or hands it to a shell. */
export const EVALUATES_TEXT = /\beval\b|\bexec\b|instance_eval|class_eval|\bFunction\s*\(|vm\.run|runInNewContext|\bsystem\b|\bspawn\w*|\bpopen\b|shell_exec|passthru|proc_open|loadstring|(?<![.\w])load\s*\(|os\.execute|Invoke-Expression|\biex\b|%x[({]/;
