/**
 * Pure: which constant text a shell command runs as shell code, for the
 * shell front end to parse again in place: `eval` and `sh -c` arguments, a
 * shell's piped or here-string input, text written into a shell profile, a
 * git hook or cron, and `git config` values git runs (`core.fsmonitor`,
 * `core.sshCommand`, `alias.x = !…`).
 */
import type { SyntaxNode } from '../ir/grammars.ts';
import { homePath } from '../ir/flow.ts';
import { GIT_RUNS, RUNS_LATER } from '../ir/tables.ts';
import { constantText, type Call, type Node, type Part, type Word } from '../ir/types.ts';
import { fold } from './shell-fold.ts';

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

/** `echo '…' >> ~/.bashrc`, `git config core.fsmonitor '…'`: the code a later shell will run. */
export function runsLater(program: string | undefined, texts: Array<string | undefined>, call: Call, l: Lowering): string | undefined {
  if (program === 'git') {
    const at = texts.findIndex((t) => t !== undefined && GIT_RUNS.test(t));
    if (texts[0] === 'config' || texts.includes('config')) return at >= 0 ? texts[at + 1]?.replace(/^!/, '') : undefined;
    return undefined;
  }
  const targets = [...(call.writes ?? []), ...(program === 'tee' ? call.args : [])].map((w) => homePath(w));
  if (!targets.some((t) => RUNS_LATER.test(t))) return undefined;
  return l.folded.get(call.id)?.text ?? (call.stdin?.length === 1 ? codeText(l, call.stdin[0]!) : undefined);
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
