/**
 * Pure: which constant text a shell command runs as shell code, for the
 * shell front end to parse again in place: `eval` and `sh -c` arguments, a
 * shell's piped or here-string input, text written into a file that runs
 * later (persisted.ts reads what each kind of file runs), and `git config`
 * values git runs (`core.fsmonitor`, `core.sshCommand`, `alias.x = !…`).
 */
import type { SyntaxNode } from '../ir/grammars.ts';
import { copyOf, inside, pathKey } from '../ir/copies.ts';
import { homePath } from '../ir/places.ts';
import { program as programOf } from '../ir/program.ts';
import { gitConfigValue, persistedCode, sedWritten, writtenLater } from './persisted.ts';
import { loginItems, scheduledShell } from './scheduled.ts';
import { constantText, shownText, type Call, type Node, type Origin, type Part, type Word } from '../ir/types.ts';
import { loopNode } from './loops.ts';
import { INDEX_FILE } from '../ir/registry.ts';
import { findCommands } from './find-actions.ts';
import { writtenRun } from './written-runs.ts';
import { fold } from './shell-fold.ts';
import { joinParts } from './shell-words.ts';

/** The front end's state while it lowers one unit. */
export interface Lowering {
  file: string;
  line: number;
  nodes: Node[];
  ids: { next: number; calls: number; steps: number };
  vars: Map<string, Word>;
  aliases: Map<string, Word[]>;
  /** Functions the script defined: the body, the text its node is of (an `eval`ed constant's, not the file's), and the file and first line its rows count from. */
  funcs: Map<string, { body: SyntaxNode; source: string; file: string; line: number }>;
  /** Trees of code lowered in place (`eval`, `sh -c`, aliases) that a function defined there still points into: freed with the unit's. */
  kept: Array<{ delete(): void }>;
  positional?: Word[];
  inline: number;
  /** Folded output per call id. */
  folded: Map<number, { text: string; decoded: boolean }>;
  /** Text written to files, by `pathKey`, for a later `mv`/`cp` of the file where it runs later. */
  written: Map<string, string>;
  stopped?: 'too-deep' | 'too-large' | 'timeout';
  /** The thread's CPU ms (`cpuMs`) past which the lowering stops. */
  deadline: number;
  /** The component's files (path → text): the scripts a script sources or runs by its path (shell-siblings.ts). */
  files?: ReadonlyMap<string, string>;
  /** Where the script copied one of those files (`pathKey` → the file), so it is still that script run from there. */
  copied?: Map<string, string>;
  /** Functions being inlined now, each with the index of `nodes` where its body began (a call of one from inside is recursion). */
  active?: Map<string, number>;
  /** Loops already given their `Loop` node (by syntax node id). */
  looped?: Set<number>;
  /** Inside a `for` loop lowered once per item (`eachItem`): a loop nested in it is lowered once. */
  eachItem?: boolean;
}

const LOOPS = /^(?:while_statement|for_statement|c_style_for_statement)$/;

/**
 * A loop statement (ir/types.ts `Loop`): its node, then what `lower` makes of the statement, spanned; undefined
 * for any other statement, which the caller lowers as ever.
 */
export function shellLoop(l: Lowering, node: SyntaxNode, lower: () => number | undefined): { last: number | undefined } | undefined {
  if (!LOOPS.test(node.type) || (l.looped ??= new Set()).has(node.id)) return undefined;
  l.looped.add(node.id);
  const loop = loopNode(node, 'shell', origin(l, node));
  l.nodes.push(loop);
  const start = l.nodes.length;
  const last = lower();
  loop.span = l.nodes.length - start;
  return { last };
}

/** `"${a[@]}"`: the array's elements, one word each (undefined for any other word or an array not known). */
export function arrayItems(l: Lowering, text: string): Word[] | undefined {
  const m = /^"?\$\{([A-Za-z_]\w*)\[@\]\}"?$/.exec(text);
  return m ? l.vars.get(m[1]!)?.items : undefined;
}

/** Items of a short list a `for` loop is followed once per item (as Python's and JavaScript's are, lang/loops.ts). */
const EACH_ITEM = 8;

/**
 * A `for NAME in WORDS` loop: over a short list of words (`for t in "${targets[@]}"`, `for f in "$HOME" /tmp/x`),
 * its body lowered once per item with NAME bound to it, so `rm -rf -- "$t"` is read as `rm -rf -- "$HOME"`; nested
 * such loops, one item, or a longer list: once, NAME the words joined by blanks (what the body is judged on).
 */
export function eachItem(l: Lowering, name: string, items: Word[], lower: () => number | undefined): number | undefined {
  if (items.length < 2 || items.length > EACH_ITEM || l.eachItem) {
    l.vars.set(name, items.length ? { parts: joinParts(items.flatMap((v, i) => (i ? [{ lit: ' ' }, ...v.parts] : v.parts))) } : { parts: [{ ref: { dyn: 'loop item' } }] });
    return lower();
  }
  l.eachItem = true;
  let last: number | undefined;
  try {
    for (const item of items) {
      l.vars.set(name, item);
      last = lower() ?? last;
    }
  } finally {
    l.eachItem = false;
  }
  return last;
}

/** A statement of a list followed by `&`: the calls it emits run in the background (`Call.background`). */
export function maybeBackground(l: Lowering, node: SyntaxNode, lower: () => number | undefined): number | undefined {
  const before = l.nodes.length;
  const last = lower();
  if (node.nextSibling?.type === '&') for (const n of l.nodes.slice(before)) if (n.kind === 'call') n.background = true;
  return last;
}

export function origin(l: Lowering, node: SyntaxNode): Origin {
  return { file: l.file, line: l.line + node.startPosition.row };
}

/** A variable set to a call's output (`printf -v`, `read`): its text when folded, else the output itself. */
export function bindOutput(l: Lowering, name: string, call: Call, node: SyntaxNode): void {
  const folded = l.folded.get(call.id);
  const value: Word = { parts: [folded ? { lit: folded.text, via: call.id } : { ref: { out: call.id } }] };
  l.vars.set(name, value);
  l.nodes.push({ kind: 'assign', name, value, origin: origin(l, node) });
}

const SHELLS = /^(?:(?:ba|z|k|da|fi|tc|c|a|mk)?sh|busybox)$/;

/** A word with each call output the front end computed replaced by its text (marked `via` that call). */
export function knownParts(l: Lowering, w: Word): Part[] {
  return w.parts.map((p) => {
    if (!('ref' in p) || !('out' in p.ref)) return p;
    const folded = l.folded.get(p.ref.out);
    return folded ? { lit: folded.text, via: p.ref.out } : p;
  });
}

/**
 * Code as text for the shell front end to parse again: literal parts as they
 * are, each unknown part as a fresh variable bound to it, so what it carries
 * (a download, a secret) still flows inside (`sh -c "curl $U | sh"`).
 */
export function codeText(l: Lowering, w: Word): string {
  return knownParts(l, w)
    .map((p) => {
      if ('lit' in p) return p.lit;
      const name = `__toolshed_ref${l.vars.size}`;
      l.vars.set(name, { parts: [p] });
      return `"\${${name}}"`;
    })
    .join('');
}

/** Options whose value is a command line the program runs: as `--opt=CMD` (`inline`), or as the next word (`next`). */
const COMMAND_OPTIONS: Record<string, { inline: RegExp; next?: RegExp }> = {
  tar: { inline: /^--(?:checkpoint-action=exec|to-command|use-compress-program|info-script|new-volume-script)=/, next: /^(?:-I|-F|--to-command|--use-compress-program|--info-script|--new-volume-script)$/ },
  rsync: { inline: /^--rsh=/, next: /^(?:-e|--rsh)$/ },
  zip: { inline: /^--unzip-command=/, next: /^(?:-TT|--unzip-command)$/ },
};

/** The constant code a command runs, when it is a shell given code as text, directly or through a wrapper. */
export function inlineTarget(program: string | undefined, args: Word[], call: Call, l: Lowering): string | undefined {
  const written = writtenRun(call, l.written, call.stdin?.length === 1 ? constantText({ parts: knownParts(l, call.stdin[0]!) }) : undefined);
  if (written !== undefined) return written;
  if (program === undefined) return undefined;
  if (program === 'eval') return args.map((a) => codeText(l, a)).join(' ');
  // `ssh -o ProxyCommand='…' host`: a command ssh runs first (also `LocalCommand`, `KnownHostsCommand`).
  if (program !== undefined && /^(?:ssh|scp|sftp|rsync)$/.test(program)) {
    const texts = args.map(constantText);
    const at = texts.findIndex((t, i) => t !== undefined && (/^-o(?:ProxyCommand|LocalCommand|KnownHostsCommand)=/i.test(t) || (t === '-o' && /^(?:ProxyCommand|LocalCommand|KnownHostsCommand)=/i.test(texts[i + 1] ?? ''))));
    const option = at >= 0 ? (texts[at] === '-o' ? texts[at + 1] : texts[at]) : undefined;
    if (option !== undefined) return option.slice(option.indexOf('=') + 1);
  }
  // An option whose value is a command the program hands to a shell (`tar --checkpoint-action=exec=…`, `--to-command=`,
  // `-I`/`--use-compress-program`, `rsync -e`/`--rsh=`, `zip -TT`/`--unzip-command=`).
  const commandOption = COMMAND_OPTIONS[program];
  if (commandOption) {
    const texts = args.map(constantText);
    for (let i = 0; i < texts.length; i++) {
      const t = texts[i];
      if (t === undefined) continue;
      const inline = commandOption.inline.exec(t);
      if (inline) return t.slice(inline[0].length);
      if (commandOption.next?.test(t) && texts[i + 1] !== undefined) return texts[i + 1];
    }
  }
  // `trap 'code' DEBUG EXIT…`: code the shell runs on each signal or command (`trap - SIG` resets).
  if (program === 'trap' && args.length > 1 && !/^-?$/.test(constantText(args[0]!) ?? 'x')) return codeText(l, args[0]!);
  // Prefixes off (`sudo -u root`, `timeout 60`, `setsid`, `nohup`, `env -i`, `busybox`): the program they run.
  const inner = programOf(call);
  const name = inner.name;
  if (name === undefined) return undefined;
  const texts = inner.args.map(constantText);
  const c = texts.findIndex((t) => t !== undefined && /^-[a-zA-Z]*c$|^--command$/.test(t));
  if (SHELLS.test(name) || /^(?:su|runuser|script|flock)$/.test(name)) {
    if (c >= 0) return inner.args[c + 1] ? codeText(l, inner.args[c + 1]!) : undefined;
  }
  if (SHELLS.test(name) && !texts.some((t) => t === undefined || !t.startsWith('-')) && call.stdin?.length === 1) return codeText(l, call.stdin[0]!);
  // `at now`, `batch`, `parallel` with no command: every line that comes in is a command.
  if ((/^(?:at|batch)$/.test(name) || (name === 'parallel' && texts.every((t) => t !== undefined && t.startsWith('-')))) && call.stdin?.length === 1) return codeText(l, call.stdin[0]!);
  const run = wrapped(name, inner.args, texts);
  if (!run?.words.length) return undefined;
  if (run.sequence) return run.sequence.map((words) => words.map((w) => quotedCode(l, w)).join(' ')).join('\n');
  // A shell line (`watch`, one tmux word, keys typed): the words joined as the wrapper's `sh -c` reads them; else argv.
  return run.line || run.words.length === 1 && name === 'tmux' ? run.words.map((w) => codeText(l, w)).join(' ') : run.words.map((w) => quotedCode(l, w)).join(' ');
}

/** Interpreters with no front end of their own: the shell commands in their code are read by the shell's (`system("…")`). */
const NO_FRONT_END = /^(?:perl|php[0-9.]*|[gmn]?awk|lua[0-9.]*|luajit|tclsh|wish|Rscript|irb|osascript|expect|gjs|qjs|julia|groovy|vim|nvim|vi|ex|view)$/;

/**
 * The code given to an interpreter without a front end (perl, php, awk…): the word after `-e`/`-r`/`-E`/`-c`,
 * awk's program, or a constant text on stdin when the program is given no script.
 */
export function foreignCode(name: string | undefined, texts: Array<string | undefined>, stdin?: string): string | undefined {
  if (name === undefined || !NO_FRONT_END.test(name) || /^(?:n?vim?|ex|view)$/.test(name)) return undefined;
  const flag = texts.findIndex((t) => t !== undefined && /^-(?:[a-zA-Z]*[eErRc])$/.test(t));
  // No code flag and no script operand: the code comes in on stdin (`tclsh <<< 'exec …'`, `perl <<'EOF'`).
  const fromStdin = !/awk$/.test(name) && texts.every((t) => t !== undefined && t.startsWith('-')) ? stdin : undefined;
  return flag >= 0 ? texts[flag + 1] : /awk$/.test(name) ? texts.find((t) => t !== undefined && !t.startsWith('-')) : fromStdin;
}

/**
 * The shell lines an interpreter without a front end hands to a shell, when
 * they are string constants in its code (`system("curl … | sh")`, backticks,
 * `qx{…}`, `%x(…)`, `shell_exec`, `popen`, `os.execute`): the shell front end
 * reads them as code. Code is the word after `-e`/`-r`/`-E`, awk's program, or
 * a constant text on stdin when the program is given no script.
 */
export function interpreterShell(name: string | undefined, texts: Array<string | undefined>, stdin?: string): string[] {
  if (name === undefined || !NO_FRONT_END.test(name)) return [];
  // An editor's commands (`vim -c '!curl … | sh'`, `vim +'!…'`): a `!` command is a shell line.
  if (/^(?:n?vim?|ex|view)$/.test(name)) {
    return texts.flatMap((t, i) => (t !== undefined && (texts[i - 1] === '-c' || t.startsWith('+')) ? [/^\+?:?\s*!(.+)$/.exec(t)?.[1] ?? ''] : [])).filter((l) => l.trim());
  }
  const code = foreignCode(name, texts, stdin);
  if (code === undefined) return [];
  const lines: string[] = [];
  // AppleScript's `do shell script "…"`; Tcl's and expect's `exec …`/`spawn …` (a command line of Tcl words).
  for (const m of code.matchAll(/\bdo shell script\s+"((?:\\.|[^"\\])*)"/g)) lines.push(m[1]!.replace(/\\(["\\])/g, '$1'));
  if (/^(?:expect|tclsh|wish)$/.test(name)) for (const m of code.matchAll(/\b(?:spawn|exec)\s+([^;\n]+)/g)) lines.push(m[1]!);
  for (const m of code.matchAll(/\b(?:system|exec|shell_exec|passthru|popen|proc_open|spawn|execute|spawn_command_line\w*)\s*\(?\s*(["'])((?:\\.|(?!\1)[^\\])*)\1/g)) lines.push(m[2]!.replace(/\\(["'\\])/g, '$1'));
  for (const m of code.matchAll(/`([^`]+)`|\bqx\s*[{(]([^})]*)[})]|%x[{(]([^})]*)[})]/g)) lines.push(m[1] ?? m[2] ?? m[3]!);
  return lines;
}

/** Value-taking options of `screen` (`-S name`, `-dmS name`) and of tmux's commands that start one (`-s`, `-n`, `-t`, `-c`). */
const SCREEN_VALUE = /^-[a-zA-Z]*[SchpTte]$/;
const TMUX_VALUE = /^-[a-zA-Z]*[sntcexylFLfw]$/;

/**
 * The command a wrapper runs, as words: `watch [-n N] CMD…`, `screen -dmS n
 * CMD…`, `tmux new-session -d CMD…` (and `send-keys … Enter`, keys typed into
 * a shell), `flock FILE CMD…`, `find … -exec CMD… ;`.
 */
function wrapped(name: string, args: Word[], texts: Array<string | undefined>): { words: Word[]; line?: boolean; sequence?: Word[][] } | undefined {
  const after = (from: number, value: RegExp) => optionsOff(args, texts, from, value);
  if (name === 'watch') return { words: after(0, /^(?:-n|--interval)$/), line: true };
  if (name === 'screen') return { words: after(0, SCREEN_VALUE) };
  if (name === 'flock') {
    const rest = after(0, /^(?:-w|--timeout|-E|--conflict-exit-code)$/);
    return { words: rest.slice(1) };
  }
  if (name === 'tmux') {
    const global = after(0, /^-[LSf]$/);
    const sub = constantText(global[0] ?? { parts: [] });
    const subArgs = global.slice(1);
    const subTexts = subArgs.map(constantText);
    const command = optionsOff(subArgs, subTexts, 0, TMUX_VALUE);
    if (sub !== undefined && /^(?:new-session|new|new-window|neww|split-window|splitw|respawn-pane|respawnp|respawn-window|respawnw|run-shell|run)$/.test(sub)) {
      return { words: command, line: /^run/.test(sub) };
    }
    if (sub === 'send-keys' || sub === 'send') {
      const keys = command.filter((w) => !/^(?:Enter|C-m|KPEnter)$/.test(constantText(w) ?? ''));
      return { words: keys, line: true };
    }
    return undefined;
  }
  if (name === 'find') {
    const commands = findCommands(args, texts);
    return commands.length ? { words: commands[0]!, ...(commands.length > 1 ? { sequence: commands } : {}) } : undefined;
  }
  return undefined;
}

/** The words after the options from `from` on (`value`: the options that take the next word). */
function optionsOff(words: Word[], texts: Array<string | undefined>, from: number, value: RegExp): Word[] {
  let i = from;
  while (i < texts.length && texts[i] !== undefined && texts[i]!.startsWith('-')) i += value.test(texts[i]!) ? 2 : 1;
  return words.slice(i);
}

/** A word as shell code that means the same word: literal text single-quoted, each unknown part a variable bound to it. */
function quotedCode(l: Lowering, w: Word): string {
  return knownParts(l, w)
    .map((p) => ('lit' in p ? `'${p.lit.replace(/'/g, "'\\''")}'` : codeText(l, { parts: [p] })))
    .join('');
}

/** `printf -v NAME …`: the name, with the call's folded text computed from the rest (`printf FORMAT ARGS`). */
export function printfInto(l: Lowering, call: Call, texts: Array<string | undefined>): string | undefined {
  const at = texts.indexOf('-v');
  const name = texts[at + 1];
  if (at < 0 || name === undefined || !/^[A-Za-z_]\w*$/.test(name)) return undefined;
  const rest = texts.filter((_, i) => i !== at && i !== at + 1);
  if (rest.every((t) => t !== undefined)) {
    const folded = fold('printf', rest as string[], undefined);
    if (folded) l.folded.set(call.id, folded);
  }
  return name;
}

/** Programs whose output holds their script's constants (`jq '.hooks = […]' f > g`): the text they write. */
const FILTERS = /^(?:jq|yq|gojq|sed|awk|gawk)$/;

/** The text a call writes to its redirections or `tee` files, when the front end knows it: computed output, its input, a filter's constants. */
function writtenText(call: Call, name: string | undefined, args: Word[], l: Lowering): string | undefined {
  const folded = l.folded.get(call.id)?.text;
  if (folded !== undefined) return folded;
  if (name !== undefined && FILTERS.test(name)) return args.flatMap((a) => constantText(a) ?? []).join('\n');
  if (call.stdin?.length === 1) return codeText(l, call.stdin[0]!);
  // `echo "$HOME/.x/agent &" >> ~/.bashrc`: what it prints, its unknown parts kept as what they are.
  if (name === 'echo') return args.filter((a) => !/^-[neE]+$/.test(constantText(a) ?? '')).map((a) => codeText(l, a)).join(' ');
  return undefined;
}

/** Text piped in: what an `echo` or a constant `printf` upstream printed (`(crontab -l; echo "@reboot $HOME/x") | crontab -`), else the word as code. */
function pipedText(l: Lowering, w: Word): string {
  const p = w.parts.length === 1 ? w.parts[0]! : undefined;
  const from = p && 'ref' in p && 'out' in p.ref ? l.nodes.find((n): n is Call => n.kind === 'call' && n.id === (p.ref as { out: number }).out) : undefined;
  const { name, args } = from ? programOf(from) : { name: undefined, args: [] };
  return (from && writtenText(from, name, args, l)) ?? codeText(l, w);
}

/**
 * The code a later shell or service will run because of this call: text
 * written into a shell profile, a git hook, cron, a LaunchAgent, a systemd
 * unit, Claude Code's settings (`echo '…' >> ~/.bashrc`, `… | sudo tee
 * /etc/cron.d/x`, `crontab -`, `cat > ~/Library/LaunchAgents/x.plist <<EOF`,
 * `jq '…' s.json > /tmp/s && mv /tmp/s ~/.claude/settings.json`), or a
 * `git config` value git runs (`core.fsmonitor`, `alias.x '!…'`).
 */
export function runsLater(call: Call, l: Lowering): string[] {
  const { name, args } = programOf(call);
  const texts = args.map(constantText);
  if (name === 'git') {
    const value = gitConfigValue(texts);
    // `git config core.hooksPath dir`: every hook the script wrote into that folder runs at each commit.
    // `git config --global init.templateDir dir`: the hooks written into its `hooks/` are copied into every repository `git init` or `git clone` makes, and run there.
    const hooks = texts.findIndex((t) => t !== undefined && /^(?:core\.hookspath|init\.templatedir)$/i.test(t));
    const dir = hooks >= 0 && args[hooks + 1] ? `${pathKey(args[hooks + 1]!)}${/^init/i.test(texts[hooks]!) ? '/hooks' : ''}` : undefined;
    const written = dir === undefined ? [] : [...l.written].filter(([path]) => inside(path, dir)).map(([, text]) => text);
    return [...(value === undefined || dir !== undefined ? [] : [value]), ...written];
  }
  const targets = [...(call.writes ?? []), ...(name === 'tee' ? args.filter((a) => !/^-/.test(constantText(a) ?? '')) : [])];
  const content = targets.length ? writtenText(call, name, args, l) : undefined;
  // Kept by file, for a later `mv`/`cp` of that file into place.
  if (content !== undefined) for (const t of targets) l.written.set(pathKey(t), content);
  // `echo "deb … URL" | sudo tee /etc/apt/sources.list.d/x.list`: the text a package source file gets, for the index rules (registry.ts).
  if (content !== undefined && call.stdin && targets.some((t) => INDEX_FILE.test(shownText(t)))) call.stdin = [...call.stdin, { parts: [{ lit: content }] }];
  if (name === 'crontab') {
    const file = args.find((a) => !/^-./.test(constantText(a) ?? ''));
    const table = file === undefined || constantText(file) === '-' ? (call.stdin?.length === 1 ? pipedText(l, call.stdin[0]!) : undefined) : l.written.get(pathKey(file));
    return table === undefined ? [] : persistedCode('crontab', table);
  }
  // `at -f FILE TIME` (and `batch -f`): the script the call wrote earlier runs then, as shell.
  const job = name === 'at' || name === 'batch' ? texts.findIndex((t) => t === '-f') : -1;
  const queued = job >= 0 && args[job + 1] ? l.written.get(pathKey(args[job + 1]!)) : undefined;
  const out: string[] = queued !== undefined ? [queued] : [];
  // `systemd-run --on-calendar=… CMD`, `schtasks /create … /tr "…"`, a Run key's `/d "…"`: a command scheduled.
  const scheduled = scheduledShell(name, texts);
  if (scheduled !== undefined) out.push(scheduled);
  // `osascript -e '… make login item … {path:"…"}'`: the program at that path starts at every login.
  for (const path of loginItems(name, args)) out.push(quotedCode(l, path));
  // `sed -i '1i …' ~/.bashrc`: what the script inserts into a file that runs later.
  const sed = name === 'sed' ? sedWritten(texts) : undefined;
  for (const i of sed?.files ?? []) if (writtenLater(homePath(args[i]!))) out.push(...persistedCode(homePath(args[i]!), sed!.text));
  const copy = name !== undefined && /^(?:cp|mv|install|ln|ditto)$/.test(name) ? copyOf(name, args) : undefined;
  if (copy && writtenLater(homePath(copy.to))) {
    for (const from of copy.from) {
      const text = l.written.get(pathKey(from));
      if (text !== undefined) out.push(...persistedCode(homePath(copy.to), text));
    }
  }
  if (content !== undefined) for (const t of targets) if (writtenLater(homePath(t))) out.push(...persistedCode(homePath(t), content));
  return out;
}
