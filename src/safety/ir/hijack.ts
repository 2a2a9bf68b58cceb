/**
 * Pure: the machine taken over for someone else's ends, over the IR of every front end (issue 36, twentieth
 * session, after the published MCP scanner suite's resource-hijacking and rootkit servers and
 * `tests/safety/corpus/skills17-mcp/`):
 *
 * - a cryptocurrency miner started: a miner by its program's name (`xmrig`, `cpuminer`, `ethminer`…: `MINERS`), or
 *   any program given a mining pool's address (`stratum+tcp://…`), run as a process by any front end's call
 *   (`spawn`, `subprocess.Popen`, `exec.Command`, a shell line). The user's CPU and power earn coins for whoever
 *   holds the wallet: `resource-exhaustion`. A component whose own words are about mining (its README, manifest or
 *   a tool's description: `SAID_MINING`) has told the user, and it is an advisory. A process monitor that looks for
 *   miners by name starts none;
 * - a kernel module loaded (`insmod`, `modprobe` given a file) from a temporary folder or a hidden file: code put
 *   into the kernel from where nobody shipped it, the way a rootkit is installed (`kernel-module`). A module built
 *   in the project (`insmod ./hello.ko`, a driver tutorial) or loaded by its name (`modprobe v4l2loopback`) is not.
 */
import { TEMPORARY } from '../environment.ts';
import { apiOf } from '../lang/apis.ts';
import type { IrFinding } from './finding.ts';
import { hiddenPlace } from './foreign-runs.ts';
import { descriptions } from './mismatch.ts';
import { homePath } from './places.ts';
import { program } from './program.ts';
import { constantText, shownText, type Program } from './types.ts';

/** Miners by their program's name (lower case, no `.exe`). */
const MINERS = new Set([
  'xmrig', 'xmrig-cuda', 'xmrig-nvidia', 'xmrig-amd', 'xmr-stak', 'xmr-stak-rx', 'xmr-stak-cpu', 'cpuminer', 'cpuminer-multi', 'cpuminer-opt',
  'minerd', 'ccminer', 'cgminer', 'bfgminer', 'ethminer', 'nbminer', 'lolminer', 'phoenixminer', 't-rex', 'gminer', 'teamredminer',
  'srbminer', 'srbminer-multi', 'nanominer', 'bminer', 'nheqminer', 'wildrig', 'wildrig-multi', 'cryptodredge', 'kawpowminer',
]);

/** A mining pool's address: the stratum protocol in any of its transports (a word of argv, or inside a command line). */
const POOL = /(?:^|[\s="'])(stratum[0-9]?\+(?:tcp|ssl|tls|udp):\/\/[^\s"']*)/i;

/** Words by which a component says it is about mining. */
const SAID_MINING = /\b(?:mining|miners?|hash ?rates?|xmrig|monero|cryptocurrenc(?:y|ies)|crypto-?mining)\b/i;

/** Programs that load a kernel module from the file they are given. */
const LOADS_MODULE = new Set(['insmod', 'modprobe', 'kmodload']);

/** Findings of a miner started and of a kernel module loaded from a temporary or hidden place; `disclosure`: the component's own words. */
export function hijackFindings(p: Program, disclosure: string): IrFinding[] {
  const found: IrFinding[] = [];
  let said: boolean | undefined;
  for (const call of p.nodes) {
    if (call.kind !== 'call') continue;
    const { name, args, callee } = program(call);
    // A process started, whatever its program's name (a renamed miner's path is often computed: `HERE / "bin" / x`).
    const starts = name !== undefined || call.form === 'command' || apiOf(constantText(call.callee) ?? '')?.api?.does === 'process';
    if (!starts) continue;
    const texts = args.map(constantText);
    const evidence = [callee, ...args].map(shownText).join(' ').slice(0, 200);
    const later = call.later ? { later: true } : {};
    const base = (name ?? '').toLowerCase().replace(/\.exe$/, '');
    const pool = args.map((a) => POOL.exec(shownText(a))?.[1]).find((t) => t !== undefined);
    if (MINERS.has(base) || pool !== undefined) {
      said ??= SAID_MINING.test([disclosure, ...descriptions(p.nodes).map((t) => t.text)].join('\n'));
      const what = MINERS.has(base) ? `the cryptocurrency miner ${base} started` : `a program started with the mining pool ${pool}`;
      found.push({ rule: 'resource-exhaustion', origin: call.origin, evidence, note: `${what}${said ? ', as the component says it mines' : ': the machine\'s processors earn coins for whoever holds the wallet, and nothing the component says tells the user'}`, ...(said ? { weak: true } : {}), ...later });
    }
    if (name !== undefined && LOADS_MODULE.has(name)) {
      const file = args.find((a, i) => !(texts[i] ?? '').startsWith('-') && /\.ko(?:\.[gx]z|\.zst)?$/.test(shownText(a)) && (TEMPORARY.test(homePath(a)) || hiddenPlace(a) !== undefined || /\/\.[^/]/.test(homePath(a))));
      if (file) found.push({ rule: 'kernel-module', origin: call.origin, evidence, note: `a kernel module loaded from ${homePath(file)}, a temporary or hidden place nobody shipped it in: code run inside the kernel`, ...later });
    }
  }
  return found;
}
