/**
 * Pure: code that reaches past its own process and its own traffic (POLICY16 §5), over the IR, in every front end:
 *
 * - a raw socket: a packet socket that sees every frame on the machine's network (Python's
 *   `socket.socket(AF_PACKET, SOCK_RAW, …)`, Go's `syscall.Socket(…SOCK_RAW…)`, gopacket's `pcap.OpenLive`, scapy's
 *   `sniff`, pcapy, pyshark, Node's `pcap`/`cap`), raw ICMP (`net.ListenPacket("ip4:icmp", …)`, `SOCK_RAW` with
 *   `IPPROTO_ICMP`, Node's `raw-socket`), or packets the code forges and puts on the wire (scapy's `send`/`sendp`/
 *   `sr*`, `arpcachepoison`): other programs' and other users' traffic read, or the LAN's routes forged;
 * - another process entered: `ptrace` (through ctypes, Go's `syscall.Ptrace*`, `SYS_PTRACE`),
 *   `process_vm_writev`/`readv`, a debugger attached to a running process (`gdb -p`, `lldb -p`), another process's
 *   memory opened through `/proc/<pid>/mem` by a call the file tables do not read (`fs.openSync`), or its
 *   environment, where its secrets are, read through `/proc/<pid>/environ`;
 * - capabilities granted to a program (`setcap cap_setuid+ep …`): every script it runs takes root's powers.
 *
 * Code run inside another process (a debugger's `call`/`expr`/`set`, ptrace writes) blocks whatever the component
 * says. The rest blocks unless the component's own words (a tool's description, its README or manifest) name the
 * capability — a packet capture tool that says it captures, a ping that says ping, a debugger — then it is an
 * advisory. Words are data: SAID below.
 */
import type { IrFinding } from './finding.ts';
import { descriptions } from './mismatch.ts';
import { homePath } from './places.ts';
import { program } from './program.ts';
import { callsOf } from './reach.ts';
import { baseName } from './program.ts';
import { constantText, shownText, type Call, type Program, type Word } from './types.ts';

type Kind = 'capture' | 'icmp' | 'forge' | 'enters' | 'reads-process' | 'capabilities';

/** The words that state a capability, by kind: a component that says them has told the user. */
const SAID: Record<Kind, RegExp> = {
  capture: /\b(?:packets?|sniff(?:s|er|ers|ing)?|captur(?:e|es|ed|ing)|pcap|tcpdump|wireshark|traffic)\b/,
  icmp: /\b(?:ping(?:s|ing)?|icmp|traceroute|echo requests?|packets?)\b/,
  forge: /\b(?:packets?|arp|spoof(?:s|ing)?|scapy)\b/,
  enters: /$^/,
  'reads-process': /\b(?:debug(?:s|ger|ging)?|gdb|lldb|ptrace|attach(?:es|ing)?|inspect(?:s|or|ing)? (?:a |the )?(?:running )?process(?:es)?|process(?:es)?'? environ(?:ment)?)\b/,
  capabilities: /\b(?:setcap|capabilit(?:y|ies)|cap_\w+)\b/,
};

/** Library calls that open a packet capture on a live interface. */
const CAPTURE_CALLS = /(?:^|[./])(?:pcap\.OpenLive|pcap\.NewInactiveHandle|pcapy(?:_ng)?\.open_live|pyshark\.LiveCapture|scapy(?:\.\w+)*\.(?:sniff|AsyncSniffer)|pcap\.createSession|cap\.Cap(?:\.open)?)$/;

/** Library calls that put packets the code built on the wire. */
const FORGE_CALLS = /^scapy(?:\.\w+)*\.(?:send|sendp|sendpfast|sr|sr1|srp|srp1|srloop|srploop|arpcachepoison|arp_mitm)$/;

/** Socket constructors whose arguments say the family and type (`socket.socket`, Go's `syscall.Socket`, x/sys `unix.Socket`). */
const SOCKET_CALLS = /^(?:socket\.socket|syscall\.Socket|golang\.org\/x\/sys\/unix\.Socket|unix\.Socket)$/;

/** Go's listeners and dialers given a network name: `ip4:icmp`, `ip:1` are raw IP sockets. */
const IP_NETWORK_CALLS = /^(?:net\.(?:ListenPacket|ListenIP|DialIP|Dial)|golang\.org\/x\/net\/icmp\.ListenPacket|icmp\.ListenPacket)$/;

/** Another process entered through the kernel: ptrace and cross-process memory calls, by any binding. */
const PTRACE_CALLS = /(?:^|\.)(?:ptrace|Ptrace(?:Attach|Seize|PokeText|PokeData|PokeUser|SetRegs|Cont|Syscall)|process_vm_(?:writev|readv)|ProcessVM(?:Writev|Readv))$|^ptrace\.debugger\./;

/** Calls that open a file by its path without the file tables recording a read or a write (`fs.openSync(p, 'r')`). */
const OPENS = /^(?:fs\.(?:openSync|open)|fs\/promises\.open|fs\.promises\.open|os\.open)$/;

/** Debuggers, and the commands of theirs that run code in the process they attach to. */
const DEBUGGERS = /^(?:gdb|lldb|gdb-multiarch)$/;
const RUNS_CODE = /^\s*(?:call|print|p|output|set|expr|expression|e|compile|po)\b.*[({=]/;

/** Another process's (not this one's) memory or environment, by path: `/proc/<pid>/mem`, `/proc/*\/environ`. */
const OTHER_PROCESS = (what: 'mem' | 'environ') => new RegExp(`^/proc/(?!self/|thread-self/)[^/]+/${what}$`);

const texts = (ws: readonly Word[]) => ws.map((w) => constantText(w) ?? '');

interface Hit {
  kind: Kind;
  call: Call;
  note: string;
  rule: IrFinding['rule'];
  /** The process is the one the script's caller names (its own argument: `gdb -p "$1"`), a profiler's or debugger's job. */
  named?: boolean;
}

/** A word that is only the script's own positional arguments (`$1`, `$@`). */
const callersArgument = (w: Word | undefined): boolean => !!w && w.parts.length > 0 && w.parts.every((p) => 'ref' in p && 'var' in p.ref && /^(?:[1-9]|@|\*)$/.test(p.ref.var));

/** Calls that expand a path pattern into whole paths (`glob.glob("/proc/[0-9]*")`, Go's `filepath.Glob`); a listing's bare names (`os.listdir`) are read as unknown parts already. */
const GLOBS = /(?:^|\.)(?:glob|iglob|Glob|globSync)$/;

/**
 * A path with the paths a glob gave written as the glob's own pattern (`d + "/environ"` over
 * `filepath.Glob("/proc/[0-9]*")` is `/proc/[0-9]*\/environ`): which folder the code walks is known.
 */
function listedPath(w: Word, listed: ReadonlyMap<number, string>): string {
  return homePath({ parts: w.parts.map((p) => ('ref' in p && 'out' in p.ref && listed.has(p.ref.out) ? { lit: listed.get(p.ref.out)! } : p)) });
}

/** What one call does past its own process, if anything. */
function hitOf(call: Call, listed: ReadonlyMap<number, string> = new Map()): Hit | undefined {
  const callee = constantText(call.callee) ?? '';
  const { name, args } = program(call);
  const words = texts(call.args);
  if (SOCKET_CALLS.test(callee) && words.some((t) => /(?:^|\.)(?:SOCK_RAW|AF_PACKET|PF_PACKET)$/.test(t))) {
    const icmp = words.some((t) => /IPPROTO_ICMP/.test(t)) && !words.some((t) => /PACKET/.test(t));
    return { kind: icmp ? 'icmp' : 'capture', call, rule: 'raw-socket', note: icmp ? 'opens a raw ICMP socket' : 'opens a raw packet socket that sees every frame on the network, other programs\' and users\' traffic included' };
  }
  if (IP_NETWORK_CALLS.test(callee) && /^ip[46]?:/.test(words[0] ?? '')) {
    const icmp = /icmp/i.test(words[0]!);
    return { kind: icmp ? 'icmp' : 'capture', call, rule: 'raw-socket', note: `opens a raw IP socket (${words[0]})` };
  }
  if (CAPTURE_CALLS.test(callee)) return { kind: 'capture', call, rule: 'raw-socket', note: `captures the network's packets (${callee.split('/').at(-1)})` };
  if (FORGE_CALLS.test(callee)) return { kind: 'forge', call, rule: 'raw-socket', note: `puts packets the code built on the wire (${callee.split('.').at(-1)})` };
  if (callee === 'raw-socket.createSocket') return { kind: 'icmp', call, rule: 'raw-socket', note: 'opens a raw socket' };
  if (PTRACE_CALLS.test(callee) || words.some((t) => /(?:^|\.)SYS_PTRACE$|(?:^|\.)SYS_PROCESS_VM_WRITEV$/.test(t))) {
    return { kind: 'enters', call, rule: 'process-injection', note: `enters another process through the kernel (${callee.split('.').at(-1)})` };
  }
  if (name !== undefined && DEBUGGERS.test(name)) {
    const at = texts(args);
    const attaches = at.some((t, i) => /^(?:-p|--pid|--attach-pid|-pid)$/.test(t) || /^--pid=/.test(t) || (t === 'attach' && i > 0) || (/^-?-?ex$|^--eval-command$|^-o$|^--one-line$/.test(at[i - 1] ?? '') && /^attach\b/.test(t)));
    if (!attaches) return undefined;
    const runs = at.some((t, i) => /^(?:-ex|--ex|--eval-command|-o|--one-line|-O)$/.test(at[i - 1] ?? '') && RUNS_CODE.test(t)) || at.some((t) => /^--eval-command=/.test(t) && RUNS_CODE.test(t.slice(15)));
    const named = callersArgument(args[at.findIndex((t) => /^(?:-p|--pid|--attach-pid|-pid)$/.test(t)) + 1]);
    return runs
      ? { kind: 'enters', call, rule: 'process-injection', note: `attaches ${name} to a running process and runs code inside it`, named }
      : { kind: 'reads-process', call, rule: 'process-injection', note: `attaches ${name} to a running process and reads its memory`, named };
  }
  const opened = OPENS.test(callee) && !call.reads?.length && !call.writes?.length && call.args[0] ? homePath(call.args[0]) : undefined;
  if (opened !== undefined && OTHER_PROCESS('mem').test(opened)) {
    const writes = /[wa+]/.test(words[1] ?? '') || /O_(?:RDWR|WRONLY)/.test(words[1] ?? '');
    return { kind: writes ? 'enters' : 'reads-process', call, rule: 'process-injection', note: `opens another process's memory (${shownText(call.args[0]!)})${writes ? ' to write it' : ''}` };
  }
  const environ = [...(call.reads ?? []), ...(opened !== undefined ? [call.args[0]!] : [])].find((w) => OTHER_PROCESS('environ').test(listedPath(w, listed).replace(/\*/g, '\0')));
  if (environ) return { kind: 'reads-process', call, rule: 'process-injection', note: `reads another process's environment, where its secrets are (${shownText(environ)})` };
  if (name === 'setcap') {
    const caps = texts(args).find((t) => /cap_(?:setuid|setgid|sys_admin|sys_ptrace|sys_module|sys_rawio|dac_override|dac_read_search|chown|fowner|net_admin|net_raw|bpf)\b/i.test(t) && /[+=]\w*e/.test(t));
    const target = args.at(-1);
    if (caps !== undefined && target) {
      const own = !/^(?:\/|~|\0)/.test(homePath(target)) && constantText(target) !== undefined;
      return own ? undefined : { kind: 'capabilities', call, rule: 'unsafe-permissions', note: `capabilities ${caps} granted to ${baseName(target) ?? shownText(target)}: whatever it runs takes those powers of root` };
    }
  }
  return undefined;
}

/**
 * Each capability past the process, one finding per call. `disclosure`: the component's README and manifests'
 * descriptions (undisclosed.ts `disclosureOf`); the program's tool descriptions are read here.
 */
export function processReachFindings(p: Program, disclosure: string): IrFinding[] {
  const calls = callsOf(p.nodes);
  const listed = new Map(calls.flatMap((c) => (GLOBS.test(constantText(c.callee) ?? '') && /^\/proc\//.test(constantText(c.args[0] ?? { parts: [] }) ?? '') ? [[c.id, constantText(c.args[0]!)!] as const] : [])));
  const hits = calls.flatMap((c) => hitOf(c, listed) ?? []);
  if (hits.length === 0) return [];
  const said = [disclosure, ...descriptions(p.nodes).map((t) => t.text)].join('\n').toLowerCase();
  return hits.map((h) => {
    const stated = SAID[h.kind].test(said);
    const evidence = [h.call.callee, ...h.call.args].map(shownText).join(' ').slice(0, 200);
    const why = stated ? ', as the component says' : h.named ? ', the process the script is given' : '; nothing the component says tells the user';
    return { rule: h.rule, origin: h.call.origin, evidence, note: `${h.note}${why}`, ...(stated || h.named ? { weak: true } : {}) };
  });
}
