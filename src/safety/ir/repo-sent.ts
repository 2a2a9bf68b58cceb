/**
 * Pure: the user's repository pushed to a host the component names, over the IR. `git push URL`
 * (or a remote added or pointed at that URL, then pushed to) sends every commit of the pushed
 * branches — the user's whole history, `--mirror` or `--all` every branch and tag — to whoever runs
 * that host. A component that works on the user's repository pushes to the user's own remotes
 * (`origin`, `upstream`, a remote named by a variable or by the user); an address it writes
 * itself is its author's. Counted when the address is constant and its host is neither this
 * machine nor a name reserved for examples (`git.example.com`), and is not a code forge — on a
 * forge the account may be the user's own project, so there only a mirror of everything counts.
 */
import { hostsIn, isForgeHost, isLocalHost } from '../network.ts';
import type { IrFinding } from './flow.ts';
import { program } from './program.ts';
import { constantText, shownText, type Program, type Word } from './types.ts';

/** Names reserved for examples and tests (RFC 2606, 6761): documentation's placeholders. */
const RESERVED = /(?:^|\.)(?:invalid|test|example|localhost)$|(?:^|\.)example\.(?:com|net|org)$/i;
/** A git remote address: a URL or scp-like `user@host:path`. */
const ADDRESS = /^(?:https?|ssh|git):\/\/|^[\w.-]+@[\w.-]+:/;

/** The foreign host a remote address names in constant text; undefined for a computed host, a placeholder, this machine or an example. */
function foreignHost(w: Word, everything: boolean): string | undefined {
  // Only the host need be written out: the path may be computed (`…/repos/$(basename "$PWD").git`).
  const text = w.parts.map((p) => ('lit' in p ? p.lit : '\0')).join('');
  const written = text.split('\0')[0]!;
  if (!ADDRESS.test(written) || /[<>{}]|\bYOUR[_-]|\byour[_-]/.test(text)) return undefined;
  const address = written.replace(/^[\w.-]+@([\w.-]+):.*$/s, 'ssh://$1/');
  // The host must end before anything computed: `https://$HOST/…` or `https://git.$DOMAIN/…` names no one.
  if (!/^\w+:\/\/[^/]+\//.test(address) && !(text === written && /^\w+:\/\/[^/]+$/.test(address))) return undefined;
  const host = hostsIn(address)[0];
  if (host === undefined || isLocalHost(host) || RESERVED.test(host)) return undefined;
  return isForgeHost(host) && !everything ? undefined : host;
}

export function repositorySentFindings(p: Program): IrFinding[] {
  const remotes = new Map<string, Word>();
  const found: IrFinding[] = [];
  for (const node of p.nodes) {
    if (node.kind !== 'call') continue;
    const { name, args } = program(node);
    if (name !== 'git') continue;
    const texts = args.map(constantText);
    // `git -C dir push …`: the subcommand after git's own options.
    let at = 0;
    while (at < texts.length && /^-/.test(texts[at] ?? '')) at += texts[at] === '-C' || texts[at] === '-c' ? 2 : 1;
    const sub = texts[at];
    const rest = args.slice(at + 1);
    const operands = rest.filter((w) => !/^-/.test(constantText(w) ?? ''));
    if (sub === 'remote' && /^(?:add|set-url)$/.test(constantText(operands[0] ?? { parts: [] }) ?? '') && operands.length >= 3) {
      const remote = constantText(operands[1]!);
      if (remote !== undefined) remotes.set(remote, operands.at(-1)!);
      continue;
    }
    if (sub !== 'push') continue;
    const everything = rest.some((w) => /^--(?:mirror|all)$/.test(constantText(w) ?? ''));
    const target = operands[0];
    if (target === undefined) continue;
    const address = remotes.get(constantText(target) ?? '\0') ?? target;
    const host = foreignHost(address, everything);
    if (host !== undefined) found.push({ rule: 'repository-sent', origin: node.origin, evidence: `${[program(node).callee, ...args].map(shownText).join(' ').slice(0, 160)} (to ${shownText(address)})`, ...(node.later ? { later: true } : {}) });
  }
  return found;
}
