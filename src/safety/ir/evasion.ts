/**
 * Pure: defense evasion on Linux and macOS, over the IR, in every front end:
 * the machine's protection switched off (SELinux set permissive, AppArmor
 * torn down, the audit daemon stopped or its rules deleted, an endpoint
 * security agent killed or unloaded, Gatekeeper or SIP disabled, the
 * firewall off) and its record of what happened erased (shell history
 * cleared or sent to /dev/null, the login and audit logs emptied or the
 * journal vacuumed to nothing, a file's timestamps forged on a system path, a
 * process renamed as a kernel thread or its /proc entry hidden by a mount).
 * No tool of a component needs any of these; an intruder does them before or
 * after what it runs. Windows' side is protection.ts. Tables:
 * system-tables.ts.
 */
import { lowerShell } from '../lang/shell.ts';
import { checksOffByAssign, checksOffByCommand } from './certificate-checks.ts';
import type { IrFinding } from './finding.ts';
import { baseName, program } from './program.ts';
import { homePath } from './places.ts';
import { computedShellCode, writtenFiles } from './system-access.ts';
import { HISTORY_FILES, HISTORY_VARIABLES, KERNEL_THREAD_NAME, SECURITY_AGENTS, SECURITY_LOGS, SYSTEM_LOG_TREE, SYSTEM_TREE } from './system-tables.ts';
import { constantText, shownText, type Call, type Program, type Word } from './types.ts';

/** Verbs of the service managers that stop a service or keep it from starting. */
const STOPS = /^(?:stop|disable|mask|kill|unload|bootout|remove|disable-now)$/;

/** A security service, agent or process named by its unit, label, plist path or process name. */
const securityName = (w: Word) => {
  const text = constantText(w);
  return text !== undefined && SECURITY_AGENTS.test((baseName(w) ?? text).replace(/\.(?:service|plist)$/, ''));
};

const OPENS_FIREWALL = /^(?:every firewall rule flushed|the firewall's default set to accept)/;

/** What a call switches off of the machine's protection, in a few words; undefined when nothing. */
export function defenseOff(call: Call, name: string | undefined, args: Word[]): string | undefined {
  const texts = args.map(constantText);
  const operands = args.filter((_, i) => !/^-/.test(texts[i] ?? ''));
  if (name === 'setenforce' && /^(?:0|permissive)$/i.test(texts[0] ?? '')) return 'SELinux set to permissive';
  if ((name === 'systemctl' || name === 'launchctl' || name === 'rc-service' || name === 'chkconfig' || name === 'update-rc.d') && operands.some((w) => STOPS.test(constantText(w) ?? '') || /^(?:off|remove)$/.test(constantText(w) ?? ''))) {
    const target = operands.find(securityName);
    if (target) return `the security service ${shownText(target)} stopped`;
  }
  // `service auditd stop`: the name first, then the verb.
  if (name === 'service' && operands[0] && securityName(operands[0]) && STOPS.test(texts[args.indexOf(operands[1]!)] ?? '')) return `the security service ${shownText(operands[0])} stopped`;
  if ((name === 'pkill' || name === 'killall' || name === 'kill') && operands.some(securityName)) return `the security agent ${shownText(operands.find(securityName)!)} killed`;
  if (name === 'auditctl' && (texts.includes('-D') || texts.some((t, i) => t === '-e' && texts[i + 1] === '0'))) return texts.includes('-D') ? 'every audit rule deleted' : 'auditing turned off';
  if (name === 'aa-teardown' || name === 'aa-disable' || (name === 'apparmor_parser' && texts.some((t) => t === '-R' || t === '--remove'))) return 'AppArmor profiles unloaded';
  if (name === 'ufw' && texts[0] === 'disable') return 'the firewall turned off';
  // `iptables -F` (every chain's rules flushed), `iptables -P INPUT ACCEPT` (let everything in), `nft flush ruleset`.
  if (name !== undefined && /^ip6?tables(?:-legacy|-nft)?$/.test(name)) {
    const flushAll = texts.some((t) => t === '-F' || t === '--flush') && !texts.some((t, i) => (t === '-F' || t === '--flush') && texts[i + 1] !== undefined && !/^-/.test(texts[i + 1]!)) && !texts.includes('-t');
    const acceptAll = texts.some((t, i) => (t === '-P' || t === '--policy') && /^(?:INPUT|FORWARD)$/.test(texts[i + 1] ?? '') && texts[i + 2] === 'ACCEPT');
    if (flushAll || acceptAll) return flushAll ? "every firewall rule flushed" : "the firewall's default set to accept everything";
  }
  if (name === 'nft' && texts[0] === 'flush' && texts[1] === 'ruleset') return 'every firewall rule flushed';
  if (name === 'spctl' && texts.some((t) => t !== undefined && /^--(?:master|global)-disable$/.test(t))) return 'Gatekeeper turned off';
  if (name === 'csrutil' && texts[0] === 'disable') return 'System Integrity Protection turned off';
  for (const file of writtenFiles(call, name, args)) if (/^\/etc\/(?:selinux\/config|audit\/(?:auditd\.conf|rules\.d\/.*|audit\.rules))$/.test(homePath(file))) return `${homePath(file)} rewritten`;
  return undefined;
}

/** `journalctl --vacuum-time=1s`, `--vacuum-size=1K`: the journal emptied, not trimmed (a day or a megabyte keeps something). */
function vacuumsAll(texts: Array<string | undefined>): boolean {
  return texts.some((t) => {
    const time = t === undefined ? null : /^--vacuum-time=(\d+)(s|sec|m|min|h)?$/.exec(t);
    if (time) return time[2] !== 'h' || Number(time[1]) < 24;
    const size = t === undefined ? null : /^--vacuum-size=(\d+)([KB])?$/i.exec(t);
    return size !== null;
  });
}

/** Calls that remove or empty the file their first argument names (`os.remove`, `fs.unlinkSync`, Go's `os.Truncate`). */
const REMOVES = /(?:^|\.)(?:remove|unlink|unlinkSync|rm|rmSync|Remove|RemoveAll|truncate|truncateSync|Truncate)$/;
/** Calls that set a file's times (`os.utime`, `fs.utimesSync`, Go's `os.Chtimes`). */
const SETS_TIMES = /(?:^|\.)(?:utime|utimes|utimesSync|lutimes|lutimesSync|Chtimes)$/;

/** A path whose record is a trace (history, a security log). */
const trace = (w: Word) => {
  const path = homePath(w);
  return HISTORY_FILES.test(path) ? 'the shell history' : SECURITY_LOGS.test(path) ? path : undefined;
};

/** A command whose output is nothing (`:`, `true`, `cat /dev/null`, `echo -n`, `printf ''`): redirected into a file, it empties it. */
function writesNothing(name: string | undefined, texts: Array<string | undefined>): boolean {
  if (name === ':' || name === 'true') return true;
  if (name === 'cat') return texts.length > 0 && texts.every((t) => t === '/dev/null');
  if (name === 'echo' || name === 'printf') return texts.every((t) => t === '' || t === '-n');
  return false;
}

/** What a call erases or forges of the machine's record, in a few words; undefined when nothing. */
export function tracesCovered(call: Call, name: string | undefined, args: Word[]): string | undefined {
  const texts = args.map(constantText);
  const operands = args.filter((_, i) => !/^-/.test(texts[i] ?? ''));
  if (name === 'history' && texts.some((t) => t !== undefined && /^-[a-z]*c/.test(t))) return 'the shell history cleared';
  if (name === 'set' && texts[0] === '+o' && texts[1] === 'history') return 'the shell history turned off';
  if (name === 'unset' && texts.some((t) => t !== undefined && HISTORY_VARIABLES.test(t))) return 'the shell history turned off';
  for (const file of writtenFiles(call, name, args)) {
    const what = trace(file);
    if (what) return `${what} emptied or replaced`;
  }
  if ((name === 'rm' || name === 'shred' || name === 'unlink' || name === 'srm') && operands.some((w) => trace(w) !== undefined)) return `${trace(operands.find((w) => trace(w) !== undefined)!)} removed`;
  // Any log of the system's log tree (an application's under /var/log too) removed or cut to nothing: written, not
  // appended to (`>>` is a write too, so only an empty write counts: `truncate`, `: >`, `cat /dev/null >`).
  const log = (w: Word) => SYSTEM_LOG_TREE.test(homePath(w));
  if ((name === 'rm' || name === 'shred' || name === 'unlink' || name === 'srm') && operands.some(log)) return `the logs ${shownText(operands.find(log)!)} removed`;
  const emptied = name === 'truncate' ? operands : writesNothing(name, texts) ? call.writes ?? [] : [];
  if (emptied.some(log)) return `the log ${shownText(emptied.find(log)!)} emptied`;
  const callee = call.form === 'function' ? constantText(call.callee) ?? '' : '';
  if (REMOVES.test(callee) && call.args[0] && trace(call.args[0])) return `${trace(call.args[0])} removed`;
  if (name === 'journalctl' && vacuumsAll(texts)) return 'the system journal vacuumed to nothing';
  // `find /var/log -type f -delete`: every log under the folder removed. An age test (`-mtime +14`) is a retention
  // policy keeping the recent record, except over the security logs, which only an intruder thins.
  if (name === 'find' && (texts.includes('-delete') || texts.some((t, i) => t === '-exec' && /^(?:rm|shred|truncate)$/.test(texts[i + 1] ?? ''))) && operands[0] && log(operands[0])) {
    const aged = texts.some((t, i) => t !== undefined && /^-(?:[amc]time|[amc]min|newer\w*)$/.test(t) && /^\+?[1-9]/.test(texts[i + 1] ?? ''));
    const tree = homePath(operands[0]);
    if (!aged || SECURITY_LOGS.test(tree) || SECURITY_LOGS.test(tree.replace(/\/?$/, '/'))) return `${homePath(operands[0])} emptied`;
  }
  // Windows' event logs: `wevtutil cl Security`, `Clear-EventLog`.
  const cmd = name?.replace(/\.exe$/i, '').toLowerCase();
  if (cmd === 'wevtutil' && texts.some((t) => t !== undefined && /^(?:cl|clear-log)$/i.test(t))) return "Windows' event log cleared";
  if (cmd === 'clear-eventlog' || cmd === 'remove-eventlog') return "Windows' event log cleared";
  // Timestamps forged on a system path: a planted file made to look as old as its neighbours.
  const system = (w: Word) => SYSTEM_TREE.test(homePath(w)) && homePath(w) !== '~' || /(?:site|dist)-packages\//.test(shownText(w));
  if (name === 'touch' && texts.some((t) => t !== undefined && /^(?:-[a-z]*[rtd]|--reference|--date)/.test(t))) {
    const target = operands.slice(texts.some((t) => t !== undefined && /^-[a-z]*[rtd]$/.test(t)) ? 1 : 0).find(system);
    if (target) return `the timestamps of ${shownText(target)} forged`;
    // `touch -r /bin/ls dropped`: a file made as old as a system program, wherever it is (it hides among what was always there).
    const flag = texts.findIndex((t) => t !== undefined && /^-[a-z]*r$/.test(t));
    const reference = flag >= 0 ? args[flag + 1] : args.find((_, i) => texts[i]?.startsWith('--reference='));
    const refPath = reference && (constantText(reference) ?? '').replace(/^--reference=/, '');
    if (refPath?.startsWith('/') && refPath !== '/' && SYSTEM_TREE.test(refPath) && operands.length > (flag >= 0 ? 1 : 0)) return `a file given the timestamps of the system file ${refPath}`;
  }
  if (SETS_TIMES.test(callee) && call.args.length >= 2 && constantText(call.args[1]!) !== 'None' && call.args[0] && system(call.args[0])) return `the timestamps of ${shownText(call.args[0])} forged`;
  // A process hidden: a mount over its /proc entry, or a name that looks like a kernel thread.
  if (name === 'mount' && texts.some((t) => t !== undefined && (/^(?:--bind|--rbind|-B)$/.test(t) || /(?:^|,)r?bind(?:,|$)/.test(t))) && shownText(operands.at(-1) ?? { parts: [] }).startsWith('/proc/')) return 'a process hidden from /proc';
  if (/(?:^|\.)(?:setproctitle|set_name|setProcessTitle)$/.test(callee) && call.args.some((w) => KERNEL_THREAD_NAME.test(constantText(w) ?? ''))) return 'a process named as a kernel thread';
  if (name === 'exec' && texts.some((t, i) => t === '-a' && KERNEL_THREAD_NAME.test(texts[i + 1] ?? ''))) return 'a process named as a kernel thread';
  // `echo "[kworker/0:0]" > /proc/$pid/comm`: another way to rename a process.
  if (writtenFiles(call, name, args).some((w) => /^\/proc\/[^/]+\/comm$/.test(homePath(w))) && args.some((w) => KERNEL_THREAD_NAME.test(constantText(w) ?? ''))) return 'a process named as a kernel thread';
  return undefined;
}

/** ssh's options that take a value (`-i key`, `-p 22`, `-o Opt=v`): the word after them is not the host. */
const SSH_VALUED = /^-[a-zA-Z]*[bcDEeFIiJLlmOopQRSWw]$/;

/**
 * The command `ssh host '…'` runs on the machine it reaches: a server the component works on, whose record is
 * as much a trace as this machine's (a deploy step that ends `ssh web 'rm -rf /var/log/audit/*'`).
 */
function remoteCommand(name: string | undefined, args: Word[], at: Call['origin']): Program | undefined {
  if (name !== 'ssh') return undefined;
  const texts = args.map(constantText);
  let i = 0;
  while (i < args.length && /^-/.test(texts[i] ?? '')) i += SSH_VALUED.test(texts[i]!) ? 2 : 1;
  const command = args.slice(i + 1);
  if (command.length === 0 || command.some((_, j) => texts[i + 1 + j] === undefined)) return undefined;
  const lowered = lowerShell(command.map((_, j) => texts[i + 1 + j]!).join(' ').slice(0, 20_000), at);
  return lowered.nodes.some((n) => n.kind === 'unparsed') ? undefined : lowered;
}

export function evasionFindings(p: Program, depth = 0): IrFinding[] {
  const found: IrFinding[] = [];
  const seen = new Set<string>();
  const push = (f: IrFinding) => {
    const key = `${f.rule} ${f.origin.file}:${f.origin.line} ${f.note}`;
    if (!seen.has(key)) found.push(f);
    seen.add(key);
  };
  // A firewall script flushes and opens before it builds its rules again: only a program that drops or rejects nothing leaves it open.
  const buildsFirewall = p.nodes.some((n) => n.kind === 'call' && /^(?:ip6?tables|nft)/.test(program(n).name ?? '') && program(n).args.some((a) => /^(?:DROP|REJECT|drop|reject)$/.test(constantText(a) ?? '')));
  for (const node of p.nodes) {
    // `HISTFILE=/dev/null`, `export HISTSIZE=0`, `process.title = '[kworker/0:1]'`.
    if (node.kind === 'assign') {
      const value = constantText(node.value);
      if (HISTORY_VARIABLES.test(node.name) && value !== undefined && /^(?:|\/dev\/null|0)$/.test(value)) push({ rule: 'covers-tracks', origin: node.origin, evidence: `${node.name}=${value}`, note: 'the shell history turned off' });
      if (node.name === 'process.title' && KERNEL_THREAD_NAME.test(value ?? '')) push({ rule: 'covers-tracks', origin: node.origin, evidence: `process.title = ${value}`, note: 'a process named as a kernel thread' });
      const checksOff = checksOffByAssign(node);
      if (checksOff) push({ rule: 'protection-off', origin: node.origin, evidence: `${node.name} = ${shownText(node.value)}`.slice(0, 200), note: checksOff, ...(node.later ? { later: true } : {}) });
      continue;
    }
    if (node.kind !== 'call') continue;
    const { name, args, callee } = program(node);
    const evidence = [callee, ...args].map(shownText).join(' ').slice(0, 200);
    const off = defenseOff(node, name, args) ?? checksOffByCommand(node);
    if (off && !(buildsFirewall && OPENS_FIREWALL.test(off))) push({ rule: 'protection-off', origin: node.origin, evidence, note: off, ...(node.later ? { later: true } : {}) });
    const covered = tracesCovered(node, name, args);
    if (covered) push({ rule: 'covers-tracks', origin: node.origin, evidence, note: covered, ...(node.later ? { later: true } : {}) });
    const inner = depth === 0 ? computedShellCode(node, name, args) ?? remoteCommand(name, args, node.origin) : undefined;
    if (inner) for (const f of evasionFindings(inner, 1)) push({ ...f, origin: node.origin, evidence });
  }
  return found;
}
