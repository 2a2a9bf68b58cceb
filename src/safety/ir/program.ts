/**
 * Pure: the program a call runs, as the rules name it: prefixes taken off
 * (`sudo -E`, `env A=1`, `nohup`, `busybox`), the path's last part, and a
 * command word written as a glob (`/usr/b?n/cu?l`) matched against the
 * programs the tables know (GLOB_CANDIDATES), as the shell would find one.
 */
import { asCommand } from '../lang/as-command.ts';
import { wordOf } from '../lang/shell-words.ts';
import { parse } from './grammars.ts';
import { GLOB_CANDIDATES, INTERPRETERS, PREFIXES, SHELLS } from './tables.ts';
import { constantText, lit, type Call, type Word } from './types.ts';

/** Options of a prefix that take the next word as their value (`sudo -u root`, `xargs -I {}`, `timeout -s KILL`). */
const PREFIX_VALUE: Record<string, RegExp> = {
  sudo: /^-[ugCDhprtUT]$/,
  doas: /^-[uC]$/,
  env: /^-[uC]$|^--(?:unset|chdir)$/,
  timeout: /^-[sk]$|^--(?:signal|kill-after)$/,
  nice: /^-n$|^--adjustment$/,
  ionice: /^-[cnpP]$/,
  stdbuf: /^-[ioe]$/,
  xargs: /^-[ILnPsdEa]$|^--(?:replace|max-lines|max-args|max-procs|delimiter|arg-file)$/,
  runuser: /^-[ug]$/,
  chroot: /^--(?:userspec|groups)$/,
};

/**
 * The program a call runs, a library call's too with its prefixes taken off (`subprocess.Popen(["nohup", "bash", f])`
 * runs `bash f`): program() reads a library call as its table says, this reads on as a command's words.
 */
export function programRun(call: Call): { name: string | undefined; args: Word[]; callee: Word } {
  const run = program(call);
  return call.form === 'function' && run.name !== undefined && PREFIXES.has(run.name) ? program({ ...call, form: 'command', callee: run.callee, args: run.args }) : run;
}

/** A call with the prefixes (`sudo -E`, `env A=1`, `busybox`) taken off: the program and its words. */
export function program(call: Call): { name: string | undefined; args: Word[]; callee: Word } {
  // A library call of JavaScript or Python: the program it amounts to (apis.ts), else none of the shell's.
  if (call.form === 'function') {
    const command = asCommand(call);
    // `exec.Command("sudo", "chmod", …)`, `subprocess.run(["nohup", …])`: the program after its prefixes, as a shell's is.
    if (command?.name !== undefined && PREFIXES.has(command.name)) return program({ ...call, form: 'command', callee: command.callee, args: command.args });
    return command ?? { name: undefined, args: call.args, callee: call.callee };
  }
  let words = [call.callee, ...call.args];
  for (let i = 0; i < 6 && words.length > 1; i++) {
    const name = baseName(words[0]!);
    if (name === 'busybox') {
      words = words.slice(1);
      continue;
    }
    // `npx tsx -e …`, `bunx ts-node -`: a package runner starting an interpreter is that interpreter.
    if (name !== undefined && /^(?:npx|bunx|pnpx)$/.test(name)) {
      const at = words.findIndex((w, k) => k > 0 && !/^-/.test(constantText(w) ?? '-'));
      const runs = at > 0 ? baseName(words[at]!) : undefined;
      if (runs !== undefined && (SHELLS.has(runs) || INTERPRETERS.test(runs) || COPIERS.test(runs))) {
        words = words.slice(at);
        continue;
      }
    }
    if (name === undefined || !PREFIXES.has(name)) break;
    let j = 1;
    // The prefix's own options and `A=1` assignments; `timeout 5`, `nice -n 5` take a value.
    while (j < words.length) {
      const t = constantText(words[j]!);
      if (t === undefined) break;
      // `env -S "bash -s"`: the string split into the words of the command.
      const split = name === 'env' ? /^(?:-S|--split-string)(?:=?(.+))?$/.exec(t) : null;
      if (split) {
        const text = split[1] ?? (words[j + 1] ? constantText(words[j + 1]!) : undefined);
        if (text === undefined) break;
        words = [...words.slice(0, j), ...splitString(text), ...words.slice(j + (split[1] === undefined ? 2 : 1))];
        break;
      }
      if (PREFIX_VALUE[name]?.test(t)) j += 2;
      else if (/^-/.test(t) || /^[A-Za-z_]\w*=/.test(t) || (/^\d+[smhd]?$/.test(t) && (name === 'timeout' || name === 'nice'))) j++;
      else break;
    }
    if (name === 'su' || name === 'script') break;
    words = words.slice(j);
  }
  const callee = words[0] ?? call.callee;
  // `svn checkout URL dir`, `hg clone URL dir`: another tool's checkout is a clone in the engine's one vocabulary.
  const sub = words[1] ? constantText(words[1]) : undefined;
  if ((baseName(callee) === 'svn' && /^(?:checkout|co|export)$/.test(sub ?? '')) || (baseName(callee) === 'hg' && sub === 'clone')) return { name: 'git', args: [lit('clone'), ...words.slice(2)], callee: lit('git') };
  // `gh repo clone o/r dir`, `git submodule add URL dir`: a clone by another command.
  const third = words[2] ? constantText(words[2]) : undefined;
  const rest = (from: number) => words.slice(from).filter((w) => !/^-/.test(constantText(w) ?? '-'));
  if (baseName(callee) === 'gh' && sub === 'repo' && third === 'clone' && rest(3)[0]) return { name: 'git', args: [lit('clone'), lit(repositoryAddress(constantText(rest(3)[0]!) ?? '')), ...rest(3).slice(1, 2)], callee: lit('git') };
  if (baseName(callee) === 'git' && sub === 'submodule' && third === 'add' && rest(3)[0]) return { name: 'git', args: [lit('clone'), ...rest(3).slice(0, 2)], callee: lit('git') };
  // `python3 -m pip install ./x`: pip itself (what it installs and builds).
  if (/^python[0-9.]*$/.test(baseName(callee) ?? '') && sub === '-m' && third !== undefined && /^pip[0-9.]*$/.test(third)) return { name: 'pip', args: words.slice(3), callee: lit('pip') };
  // `npx degit o/r dir`, `tiged`, `giget gh:o/r dir`: a repository's files copied without its history, a clone all the same.
  if (COPIERS.test(baseName(callee) ?? '')) {
    const operands = words.slice(1).filter((w) => !/^-/.test(constantText(w) ?? '-'));
    const from = operands[0] ? constantText(operands[0]) : undefined;
    if (from !== undefined) return { name: 'git', args: [lit('clone'), lit(repositoryAddress(from)), ...operands.slice(1, 2)], callee: lit('git') };
  }
  return { name: baseName(callee), args: words.slice(1), callee };
}

/**
 * The words `env -S` splits its string into. It removes quotes as the shell does (`env -S 'bash -c "curl … | sh"'`
 * runs `bash` with `-c` and the quoted script as one word), so the string is read by the shell grammar as one
 * command's words; text that is not one simple command (a `|` or `;` env would pass on as a word) splits at blanks.
 */
function splitString(text: string): Word[] {
  const blanks = () => text.trim().split(/\s+/).map(lit);
  const parsed = parse('bash', text);
  if (!parsed.ok) return blanks();
  try {
    const root = parsed.tree.rootNode;
    const command = root.namedChildren.length === 1 && root.namedChildren[0]?.type === 'command' ? root.namedChildren[0] : undefined;
    if (!command || root.hasError) return blanks();
    const scope = { vars: new Map<string, Word>(), inner: () => [] };
    const words = command.namedChildren.flatMap((c) => (c === null ? [] : c.type === 'command_name' ? c.namedChildren.filter((n) => n !== null) : [c])).map((n) => wordOf(n, text, scope));
    return words.every((w) => constantText(w) !== undefined) ? words : blanks();
  } finally {
    parsed.tree.delete();
  }
}

/** Tools that copy a repository's files (degit and its forks). */
const COPIERS = /^(?:degit|tiged|giget|gitpick)$/;

/** `o/r`, `github:o/r`, `gh:o/r`, `gitlab:o/r#ref`: the repository's https address. */
function repositoryAddress(spec: string): string {
  const m = /^(?:(github|gh|gitlab|gl|bitbucket|bb|sourcehut):)?([\w.-]+\/[\w.-]+)(?:[#/@].*)?$/.exec(spec);
  if (!m) return spec;
  const host = { gitlab: 'gitlab.com', gl: 'gitlab.com', bitbucket: 'bitbucket.org', bb: 'bitbucket.org', sourcehut: 'git.sr.ht' }[m[1] ?? ''] ?? 'github.com';
  return `https://${host}/${m[2]}`;
}

export function baseName(w: Word): string | undefined {
  const text = constantText(w);
  // zsh's `=cmd` is the path of `cmd`.
  // A Windows program is found with or without its `.exe`: `nc.exe` is `nc`.
  const name = text === undefined ? undefined : text.split(/[\\/]/).pop()?.replace(/^=(?=\w)/, '').replace(/\.exe$/i, '');
  return name !== undefined && /[*?]|\[[^\]]+\]/.test(name) ? globbed(name) : name;
}

/**
 * A command word that is a glob (`cu?l`, `c*l`, `[c]url`): the first known program it matches, else unresolved.
 * A last part of stars only (`/api/*`, a route in a redirects file) names no program: the shell would run
 * whatever sorts first there, so it is unresolved (what it is given is still judged as given to a shell).
 */
function globbed(glob: string): string | undefined {
  if (/^\*+$/.test(glob)) return undefined;
  let re = '';
  for (let i = 0; i < glob.length; i++) {
    const c = glob[i]!;
    const close = c === '[' ? glob.indexOf(']', i + 2) : -1;
    if (c === '*') re += '.*';
    else if (c === '?') re += '.';
    else if (close > 0) {
      re += `[${glob.slice(i + 1, close).replace(/^!/, '^').replace(/\\/g, '\\\\')}]`;
      i = close;
    } else re += c.replace(/[.+^${}()|\\[\]]/g, '\\$&');
  }
  let pattern: RegExp;
  try {
    pattern = new RegExp(`^${re}$`);
  } catch {
    return undefined;
  }
  return GLOB_CANDIDATES.find((n) => pattern.test(n));
}

