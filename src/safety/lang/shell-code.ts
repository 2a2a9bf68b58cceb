/**
 * Pure: which constant text a shell command runs as shell code, for the
 * shell front end to parse again in place: `eval` and `sh -c` arguments, a
 * shell's piped or here-string input, text written into a file that runs
 * later (persisted.ts reads what each kind of file runs), and `git config`
 * values git runs (`core.fsmonitor`, `core.sshCommand`, `alias.x = !…`).
 */
import type { SyntaxNode } from '../ir/grammars.ts';
import { copyOf, inside, pathKey } from '../ir/copies.ts';
import { homePath, program as programOf } from '../ir/flow.ts';
import { gitConfigValue, persistedCode } from './persisted.ts';
import { RUNS_LATER } from '../ir/tables.ts';
import { constantText, type Call, type Node, type Part, type Word } from '../ir/types.ts';

/** The front end's state while it lowers one unit. */
export interface Lowering {
  file: string;
  line: number;
  nodes: Node[];
  ids: { next: number; calls: number };
  vars: Map<string, Word>;
  aliases: Map<string, Word[]>;
  funcs: Map<string, SyntaxNode>;
  positional?: Word[];
  inline: number;
  /** Folded output per call id. */
  folded: Map<number, { text: string; decoded: boolean }>;
  /** Text written to files, by `pathKey`, for a later `mv`/`cp` of the file where it runs later. */
  written: Map<string, string>;
  stopped?: 'too-deep' | 'too-large';
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

/** The constant code a command runs, when it is a shell given code as text. */
export function inlineTarget(program: string | undefined, args: Word[], call: Call, l: Lowering): string | undefined {
  if (program === undefined) return undefined;
  const texts = args.map(constantText);
  if (program === 'eval') return args.map((a) => codeText(l, a)).join(' ');
  const rest = program === 'busybox' ? args.slice(1) : args;
  const restTexts = program === 'busybox' ? texts.slice(1) : texts;
  const shell = SHELLS.test(program) && (program !== 'busybox' || (texts[0] !== undefined && SHELLS.test(texts[0])));
  if (!shell && program !== 'su' && program !== 'sudo' && program !== 'env' && program !== 'nohup') return undefined;
  const c = restTexts.findIndex((t) => t !== undefined && /^-[a-zA-Z]*c$/.test(t));
  if (c >= 0) return rest[c + 1] ? codeText(l, rest[c + 1]!) : undefined;
  if (shell && !restTexts.some((t) => t === undefined || !t.startsWith('-')) && call.stdin?.length === 1) return codeText(l, call.stdin[0]!);
  return undefined;
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
    const hooks = texts.findIndex((t) => t !== undefined && /^core\.hookspath$/i.test(t));
    const dir = hooks >= 0 && args[hooks + 1] ? pathKey(args[hooks + 1]!) : undefined;
    const written = dir === undefined ? [] : [...l.written].filter(([path]) => inside(path, dir)).map(([, text]) => text);
    return [...(value === undefined || dir !== undefined ? [] : [value]), ...written];
  }
  const targets = [...(call.writes ?? []), ...(name === 'tee' ? args.filter((a) => !/^-/.test(constantText(a) ?? '')) : [])];
  const content = targets.length ? writtenText(call, name, args, l) : undefined;
  // Kept by file, for a later `mv`/`cp` of that file into place.
  if (content !== undefined) for (const t of targets) l.written.set(pathKey(t), content);
  if (name === 'crontab') {
    const file = args.find((a) => !/^-./.test(constantText(a) ?? ''));
    const table = file === undefined || constantText(file) === '-' ? (call.stdin?.length === 1 ? codeText(l, call.stdin[0]!) : undefined) : l.written.get(pathKey(file));
    return table === undefined ? [] : persistedCode('crontab', table);
  }
  const out: string[] = [];
  const copy = name !== undefined && /^(?:cp|mv|install|ln|ditto)$/.test(name) ? copyOf(name, args) : undefined;
  if (copy && RUNS_LATER.test(homePath(copy.to))) {
    for (const from of copy.from) {
      const text = l.written.get(pathKey(from));
      if (text !== undefined) out.push(...persistedCode(homePath(copy.to), text));
    }
  }
  if (content !== undefined) for (const t of targets) if (RUNS_LATER.test(homePath(t))) out.push(...persistedCode(homePath(t), content));
  return out;
}
