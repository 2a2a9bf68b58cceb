/**
 * Pure: in-language shapes dangerous in themselves, over a JavaScript or
 * Python program's IR, whatever flows into them:
 * - a reverse shell: a socket to another host and a shell started in the
 *   same program with its streams tied to something (`s.pipe(sh.stdin)`,
 *   `os.dup2(s.fileno(), 0)`, `stdin=s`);
 * - code loaded from an address: `import('https://…')`, `require` of a URL,
 *   a `data:` URL of base64 (decoded code).
 */
import { hostsIn, isLocalHost } from '../network.ts';
import type { RuleId } from '../rules.ts';
import { constantText, shownText, type Call, type Origin, type Program } from '../ir/types.ts';
import type { IrFinding } from '../ir/flow.ts';
import { homePath } from '../ir/places.ts';
import { apiOf } from './apis.ts';
import { asCommand } from './as-command.ts';

/** The engine's finding shape, one for every rule source. */
export type LangFinding = IrFinding;

const SHELL = /^(?:(?:ba|z|k|da|a|fi)?sh|cmd(?:\.exe)?|powershell(?:\.exe)?|pwsh)$/i;
/** Calls that tie a process's streams to another stream or descriptor. */
const TIES = /(?:\.pipe|^os\.dup2|\.(?:stdin|stdout|stderr)\.write)$/;

const evidenceOf = (c: Call) => `${shownText(c.callee)}(${c.args.map(shownText).join(', ')})`.slice(0, 200);

function socketHost(c: Call): boolean {
  const api = apiOf(constantText(c.callee) ?? '')?.api;
  if (api?.does !== 'socket' || api.data !== undefined) return false;
  const words = [...c.args, ...(c.named?.self ? [c.named.self] : [])].flatMap((w) => w.items ?? [w]).map(shownText);
  const hosts = words.flatMap((t) => [...hostsIn(t), ...(/^[\w-]+(?:\.[\w-]+)+$/.test(t) && !/^\d+$/.test(t) ? [t] : [])]);
  return hosts.some((h) => !isLocalHost(h)) || words.some((t) => t.includes('…'));
}

function startsShell(c: Call): boolean {
  const command = asCommand(c);
  // Text evaluated that is not known here (PowerShell's `iex $data`): in a program that opened a socket, what it read.
  if (command?.name === 'eval' && command.args[0] && constantText(command.args[0]) === undefined) return true;
  if (!command?.name || !SHELL.test(command.name)) return false;
  // `sh -c <code>` runs code, not an interactive shell; the flow engine reads it.
  return !command.args.some((a) => /^-[a-z]*c$/.test(constantText(a) ?? ''));
}

export function langShapes(p: Program): LangFinding[] {
  const found: LangFinding[] = [];
  const calls = p.nodes.filter((n): n is Call => n.kind === 'call');
  const socket = calls.find(socketHost);
  const shells = calls.filter(startsShell);
  if (socket && shells.length) {
    const tied = calls.some((c) => TIES.test(constantText(c.callee) ?? '')) || shells.some((s) => asCommand(s)?.name === 'eval' || ['stdin', 'stdout', 'stderr', 'stdio'].some((k) => s.named?.[k] && constantText(s.named[k]!) === undefined));
    found.push({ rule: 'reverse-shell', origin: shells[0]!.origin, evidence: `${evidenceOf(socket)} … ${evidenceOf(shells[0]!)}`, ...(tied ? {} : { weak: true }) });
  }
  for (const c of calls) {
    // A key written into `~/.ssh/authorized_keys` (however the path is built, another user's `~root/.ssh/…` or `~${user}/.ssh/…` too) lets someone in.
    if (c.form === 'function' && (c.writes ?? []).some((w) => /^~(?:[\w.-]+|\0+)?\/\.ssh\/authorized_keys2?$/.test(homePath(w)))) found.push({ rule: 'ssh-key-planted', origin: c.origin, evidence: evidenceOf(c) });
    const name = constantText(c.callee);
    if (name !== 'import' && name !== 'require' && name !== 'module.require') continue;
    const spec = c.args[0] ? constantText(c.args[0]) : undefined;
    if (spec === undefined) continue;
    if (/^https?:\/\//i.test(spec)) found.push({ rule: 'pipe-to-shell', origin: c.origin, evidence: evidenceOf(c) });
    else if (/^data:[^,]*;base64,/i.test(spec)) found.push({ rule: 'decode-exec', origin: c.origin, evidence: evidenceOf(c) });
  }
  return found;
}
