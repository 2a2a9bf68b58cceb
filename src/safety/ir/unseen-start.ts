/**
 * Pure: whether a call starts its program apart from the session — with no
 * window, detached from the terminal, as a daemon — so it runs on after the
 * step that started it, where the user never sees it (issue 36's sixteenth
 * exfiltration batch, `tests/safety/corpus/skills16-exfil/`). ir/flow.ts
 * reads it for a downloaded program nothing verified, from a host nobody
 * publishes tools from (neither a vendor's own site, a forge nor a release
 * host: vendors.ts `publishedFrom`): started so, it is no installer the user
 * watches run but an agent left running, and it blocks as a download set to
 * run later does. A silent-install switch (`/S`, `/quiet`, `/VERYSILENT`) is
 * no such start: the installer is waited for.
 */
import { asCommand } from '../lang/as-command.ts';
import { hostsIn } from '../network.ts';
import { publishedFrom } from '../vendors.ts';
import type { Taint } from './finding.ts';
import { baseName } from './program.ts';
import { constantText, shownText, type Call, type Word } from './types.ts';

/** Prefixes that start their program in a session of its own or immune to the terminal's hang-up. */
const DETACHING_PREFIXES = new Set(['nohup', 'setsid', 'daemonize', 'disown']);

/** A program's own switches asking it to fork into the background and leave the terminal. */
const DAEMON_SWITCHES = /^(?:--?daemon(?:ize)?|--detach(?:ed)?|--background)$/;

/** Windows process creation flags that start a process with no console or detached from it (`subprocess.DETACHED_PROCESS`). */
const DETACHED_FLAGS = /\b(?:DETACHED_PROCESS|CREATE_NO_WINDOW)\b|^0x0*8$|^0x0*8000000$/;

/** How `call` starts its program apart from the session, or undefined. `args` are the program's own words (prefixes off). */
export function startedApart(call: Call, args: readonly Word[]): string | undefined {
  if (call.detached) return 'with no window, not waited for';
  const named = call.named ?? {};
  // Node's `spawn(p, argv, { detached: true })`, Python's `Popen(…, start_new_session=True)`.
  if (/^true$/i.test(constantText(named.detached ?? { parts: [] }) ?? '') || /^true$/i.test(constantText(named.start_new_session ?? { parts: [] }) ?? '')) return 'detached from the session';
  if (named.creationflags && DETACHED_FLAGS.test(shownText(named.creationflags))) return 'detached from the console';
  const prefix = call.form === 'command' ? baseName(call.callee) : asCommand(call)?.name;
  if (prefix !== undefined && DETACHING_PREFIXES.has(prefix)) return `under ${prefix}`;
  const daemon = args.map(constantText).find((t) => t !== undefined && DAEMON_SWITCHES.test(t));
  return daemon !== undefined ? `as a daemon (${daemon})` : undefined;
}

/** Whether a download came from a host nobody publishes tools from (or from an address the code computes). */
export const unknownSource = (fetched: readonly Taint[]) => fetched.some((t) => t.kind !== 'download' || t.url === undefined || hostsIn(t.url).some((h) => !publishedFrom(h)) || hostsIn(t.url).length === 0);
