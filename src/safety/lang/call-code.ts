/**
 * Pure: the shell code a library call runs, now or later, when its text is known. `execSync('curl … | sh')`,
 * `subprocess.run(s, shell=True)` and a script the program wrote and then runs (written-scripts.ts) run now; text
 * written into a file that runs later (`open("~/.bashrc", "a").write(…)`, persisted.ts), a git `core.*` command, a
 * scheduler's argv (scheduled.ts), a Run key's value (run-values.ts) and a table fed to `crontab -` run later. The
 * front ends (lower.ts) parse each with the shell front end and add its commands where the call is, so the rules read
 * the pipeline itself, on the call's lines.
 */
import { constantText, type Call, type Node, type Part, type Word } from '../ir/types.ts';
import { homePath } from '../ir/places.ts';
import { apiOf } from './apis.ts';
import { asCommand } from './as-command.ts';
import { crontabInput } from './child-input.ts';
import { gitConfigValue, persistedCode, writtenLater } from './persisted.ts';
import { runValueOf } from './run-values.ts';
import { scheduledShell } from './scheduled.ts';
import { scriptKey, scriptRun, type WrittenScripts } from './written-scripts.ts';
import { inside } from '../ir/copies.ts';
import { fold } from './shell-fold.ts';

const SHELL = /^(?:(?:ba|z|k|da|a)?sh)$/;
const CLAUDE_SETTINGS = /\.claude\/settings(?:\.local)?\.json$/;

/** Shell code a call runs: `later` when it is stored to run another time. Lazy: the caller adds each code's commands before the next is read, as `nodes` grows. */
export function* codeRunBy(call: Call, scripts: WrittenScripts, nodes: readonly Node[]): Generator<{ code: string; later: boolean; holes?: Part[] }> {
  // Text written into a file that runs later (`open("~/.bashrc", "a").write("curl … | sh")`): that file's code, persisted.
  const path = call.writes?.[0] ? homePath(call.writes[0]) : undefined;
  const data = path !== undefined && writtenLater(path) ? writtenText(asWritten(call)) : undefined;
  const persisted = data !== undefined ? persistedCode(path!, data) : [];
  for (const code of persisted) yield { code, later: true };
  // Claude Code's settings written from an object built at run time (`json.dumps(settings)`, partly known): the file's
  // string constants seen so far are the commands it may hold, read as code that runs later.
  if (persisted.length === 0 && path !== undefined && CLAUDE_SETTINGS.test(path)) for (const n of nodes.filter((n) => n.kind === 'str').slice(-50)) if (n.kind === 'str') yield { code: n.text, later: true };
  // A script the program wrote, run now (`bash /tmp/x`, `Popen([path])`): its code.
  const script = scriptRun(scripts, call);
  if (script !== undefined) yield { code: script, later: false };
  const command = asCommand(call);
  // `subprocess.run(["git", "config", "--global", "core.fsmonitor", "…"])`, a scheduler's argv (`["schtasks", …, "/tr", line]`), `winreg.SetValueEx(run_key, …, line)`: persisted.
  const set = command?.name === 'git' ? gitConfigValue(command.args.map(constantText)) : scheduledShell(command?.name, command?.args.map(constantText) ?? []) ?? writtenText(runValueOf(call, nodes));
  if (set !== undefined) yield { code: set, later: true };
  // `subprocess.run(["git", "config", "--global", "core.hooksPath", d])`: the hooks the program wrote into that folder
  // run at each commit (`init.templateDir`: its `hooks/`, in every new clone), as the shell front end reads them.
  if (command?.name === 'git') for (const code of hooksWrittenIn(command.args, scripts)) yield { code, later: true };
  for (const code of fedCode(call)) yield { code, later: true };
  if (!command?.name || !SHELL.test(command.name) || constantText(command.args[0] ?? { parts: [] }) !== '-c' || !command.args[1]) return;
  const code = shellText(command.args[1]);
  // A scheduler library's job (`CronTab().new(command=…)`): the code cron runs from then on.
  const stored = apiOf(constantText(call.callee) ?? '')?.api;
  const later = stored?.does === 'shell' && stored.later === true;
  if (code !== undefined) yield { code, later };
  else {
    // Code built around values computed at run time (`os.system('echo "' + names + '" | curl … -d @-')`): each value a
    // hole the shell front end reads as one word, put back in the words that hold it (inlined-shell.ts).
    const holed = withHoles(command.args[1]);
    if (holed) yield { code: holed.code, later, holes: holed.holes };
  }
}

/** The texts the program wrote into the folder a `git config core.hooksPath` / `init.templateDir` call names. */
function hooksWrittenIn(args: readonly Word[], scripts: WrittenScripts): string[] {
  if (scripts.size === 0) return [];
  const texts = args.map(constantText);
  const at = texts.findIndex((t) => t !== undefined && /^(?:core\.hookspath|init\.templatedir)$/i.test(t));
  const dir = at >= 0 && texts.includes('config') ? scriptKey(args[at + 1]) : undefined;
  if (dir === undefined) return [];
  const hooks = /^init/i.test(texts[at]!) ? `${dir.replace(/\/+$/, '')}/hooks` : dir.replace(/\/+$/, '');
  return [...scripts].filter(([path]) => inside(path, hooks)).map(([, text]) => text);
}

/** A hole's name in shell code: a word of letters the shell passes as is. */
export const HOLE = (i: number) => `TSHOLE${i}X`;

/** Shell code of a word with its computed parts as holes (at most eight, the rest of the text constant), or undefined. */
function withHoles(w: Word): { code: string; holes: Part[] } | undefined {
  const holes: Part[] = [];
  let code = '';
  for (const p of w.parts) {
    if ('lit' in p) code += p.lit;
    else {
      code += HOLE(holes.length);
      holes.push(p);
    }
  }
  return holes.length > 0 && holes.length <= 8 && /\S/.test(code.replace(/TSHOLE\dX/g, '')) ? { code, holes } : undefined;
}

/**
 * A shell script's text when what it holds beyond constants is the environment (`fmt.Sprintf("… %s …", home)` of
 * `os.UserHomeDir()`, an f-string of `os.environ["HOME"]`): each variable written as the shell reads it, `${HOME}`.
 */
function shellText(w: Word): string | undefined {
  const parts = w.parts.map((p) => ('lit' in p ? p.lit : 'env' in p.ref && /^\w+$/.test(p.ref.env) ? `\${${p.ref.env}}` : undefined));
  return parts.every((p) => p !== undefined) ? parts.join('') : undefined;
}

/**
 * What a library call prints when the one command it runs prints text the shell front end computes from constants
 * (`execSync('git rev-parse --git-dir')`, `check_output(["git", "rev-parse", "--show-toplevel"])`, shell-fold.ts):
 * that text, its last line feed off, so a path built on it is the place it names. `added` are the nodes its shell
 * code was lowered to; undefined when the output is not computed or is a decoding (that stays the call's output).
 */
export function printedBy(call: Call, added: readonly Node[]): string | undefined {
  const command = asCommand(call);
  if (!command?.name) return undefined;
  const ran = added.filter((n): n is Call => n.kind === 'call');
  const only = SHELL.test(command.name) ? (ran.length === 1 && !ran[0]!.later && !ran[0]!.writes ? ran[0] : undefined) : call;
  const run = only === call ? command : only && { name: constantText(only.callee), args: only.args };
  const texts = run?.args.map(constantText) ?? [];
  if (run?.name === undefined || texts.some((t) => t === undefined)) return undefined;
  const out = fold(run.name, texts as string[], undefined);
  return out && !out.decoded ? out.text.replace(/\n$/, '') : undefined;
}

/**
 * `subprocess.run(["crontab", "-"], input=old + "@reboot …")`, `execSync('crontab -', { input })`, Go's `cmd.Stdin = strings.NewReader(…)`: the table
 * given on the program's input (`named.input`), its known lines read as code that runs later.
 */
export function fedCode(call: Call): string[] {
  const input = crontabInput(call);
  return input ? persistedCode('crontab', input.parts.map((p) => ('lit' in p ? p.lit : '\n')).join('')) : [];
}

/** The data a write call writes (its table entry's `data` argument). */
export function asWritten(call: Call): Word | undefined {
  const api = apiOf(constantText(call.callee) ?? '')?.api;
  return api?.does === 'write' && api.data !== undefined ? call.args[api.data] : undefined;
}

/**
 * The text a write puts in a file, as the program that later reads it sees it: what the script computed
 * stays in place as a variable of that name (`${HOME}` for `os.homedir()`, `${__unknown}` for what the
 * analysis cannot know), so `export NODE_OPTIONS="--require ${agent}"` is still read as a profile line.
 * A text with no known part at all (a template read from elsewhere) says nothing: undefined.
 */
function writtenText(word: Word | undefined): string | undefined {
  if (!word?.parts.some((p) => 'lit' in p && p.lit.trim())) return undefined;
  return word.parts.map((p) => ('lit' in p ? p.lit : 'env' in p.ref ? `\${${p.ref.env}}` : '${__unknown}')).join('');
}
