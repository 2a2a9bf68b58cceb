/**
 * What each later skills batch (skill-batches.ts; the first batch keeps its
 * own per-class test) was written for and last measured to reach: the floors
 * the one batch test (tests/safety/skill-batches.test.ts) holds, so a later
 * change cannot lose what a rule reached on a development part or what
 * generalised to a held-out third. Each batch's README.md tells how a figure
 * came to be; a new batch adds its line here beside its line in
 * skill-batches.ts.
 */
import { CODE_MALICIOUS_CLASSES } from './skills3-code/classes.ts';
import { CODE4_MALICIOUS_CLASSES } from './skills4-code/classes.ts';
import { CODE5_MALICIOUS_CLASSES } from './skills5-code/classes.ts';
import { CODE6_MALICIOUS_CLASSES } from './skills6-code/classes.ts';
import { CODE7_MALICIOUS_CLASSES } from './skills7-code/classes.ts';
import { PS7_MALICIOUS_CLASSES } from './skills7-powershell/classes.ts';
import { CODE8_MALICIOUS_CLASSES } from './skills8-code/classes.ts';
import { MCP8_MALICIOUS_CLASSES } from './skills8-mcp/classes.ts';
import { CODE9_MALICIOUS_CLASSES } from './skills9-code/classes.ts';
import { MCP9_MALICIOUS_CLASSES } from './skills9-mcp/classes.ts';
import { WIN9_MALICIOUS_CLASSES } from './skills9-windows/classes.ts';
import { BENIGN10_MALICIOUS_CLASSES } from './skills10-benign/classes.ts';
import { BENIGN11_MALICIOUS_CLASSES } from './skills11-benign/classes.ts';
import { BENIGN12_MALICIOUS_CLASSES } from './skills12-benign/classes.ts';
import { EXHAUSTION10_MALICIOUS_CLASSES } from './skills10-exhaustion/classes.ts';
import { EXHAUSTION11_MALICIOUS_CLASSES } from './skills11-exhaustion/classes.ts';
import { GO10_MALICIOUS_CLASSES } from './skills10-go/classes.ts';
import { GO11_MALICIOUS_CLASSES } from './skills11-go/classes.ts';
import { GO12_MALICIOUS_CLASSES } from './skills12-go/classes.ts';
import { MCP10_MALICIOUS_CLASSES } from './skills10-mcpwords/classes.ts';
import { SUPPLY11_MALICIOUS_CLASSES } from './skills11-supply/classes.ts';
import { MD11_MALICIOUS_CLASSES } from './skills11-markdown/classes.ts';
import { PROSE12_MALICIOUS_CLASSES } from './skills12-prose/classes.ts';
import { HIDE11_MALICIOUS_CLASSES } from './skills11-hidden/classes.ts';
import { NET10_MALICIOUS_CLASSES } from './skills10-network/classes.ts';
import { SYSTEM10_MALICIOUS_CLASSES } from './skills10-system/classes.ts';
import { TOOLINPUT10_MALICIOUS_CLASSES } from './skills10-toolinput/classes.ts';
import { GOALS11_MALICIOUS_CLASSES } from './skills11-goals/classes.ts';
import { PY11_MALICIOUS_CLASSES } from './skills11-python/classes.ts';
import { INJECT12_MALICIOUS_CLASSES } from './skills12-inject/classes.ts';
import { MISMATCH12_MALICIOUS_CLASSES } from './skills12-mismatch/classes.ts';
import { EXFIL12_MALICIOUS_CLASSES } from './skills12-exfil/classes.ts';
import { RESULTS12_MALICIOUS_CLASSES } from './skills12-results/classes.ts';
import { BENIGN13_MALICIOUS_CLASSES } from './skills13-benign/classes.ts';
import { REACH13_MALICIOUS_CLASSES } from './skills13-reach/classes.ts';
import { EVASION13_MALICIOUS_CLASSES } from './skills13-evasion/classes.ts';
import { ATTACKER13_MALICIOUS_CLASSES } from './skills13-attacker/classes.ts';
import { IDIOM14_MALICIOUS_CLASSES } from './skills14-idioms/classes.ts';
import { EXFIL14_MALICIOUS_CLASSES } from './skills14-exfil/classes.ts';
import { ATTACKER14_MALICIOUS_CLASSES } from './skills14-attacker/classes.ts';
import { ATTACKER15_MALICIOUS_CLASSES } from './skills15-attacker/classes.ts';
import { ATTACKER16_MALICIOUS_CLASSES } from './skills16-attacker/classes.ts';
import { BENIGN14_MALICIOUS_CLASSES } from './skills14-benign/classes.ts';
import { PROSE15_MALICIOUS_CLASSES } from './skills15-prose/classes.ts';
import { PERSIST14_MALICIOUS_CLASSES } from './skills14-persist/classes.ts';
import { PROSE14_MALICIOUS_CLASSES } from './skills14-prose/classes.ts';
import { LEAK15_MALICIOUS_CLASSES } from './skills15-leak/classes.ts';
import { BENIGN15_MALICIOUS_CLASSES } from './skills15-benign/classes.ts';
import { MCP15_MALICIOUS_CLASSES } from './skills15-mcp/classes.ts';
import { BENIGN16_MALICIOUS_CLASSES } from './skills16-benign/classes.ts';
import { EXFIL16_MALICIOUS_CLASSES } from './skills16-exfil/classes.ts';
import { LABELLED17_MALICIOUS_CLASSES } from './skills17-labelled/classes.ts';
import { MCP17_MALICIOUS_CLASSES } from './skills17-mcp/classes.ts';
import { RUBY17_MALICIOUS_CLASSES } from './skills17-ruby/classes.ts';
import { BENIGN17_MALICIOUS_CLASSES } from './skills17-benign/classes.ts';
import { ATTACKER18_MALICIOUS_CLASSES } from './skills18-attacker/classes.ts';
import { PROSE18_MALICIOUS_CLASSES } from './skills18-prose/classes.ts';
import { BENIGN18_MALICIOUS_CLASSES } from './skills18-benign/classes.ts';
import { HIDDEN18_MALICIOUS_CLASSES } from './skills18-hidden/classes.ts';
import { BENIGN19_MALICIOUS_CLASSES } from './skills19-benign/classes.ts';
import { ATTACKER19_MALICIOUS_CLASSES } from './skills19-attacker/classes.ts';
import { BENIGN20_MALICIOUS_CLASSES } from './skills20-benign/classes.ts';
import { ATTACKER20_MALICIOUS_CLASSES } from './skills20-attacker/classes.ts';
import { BENIGN26_MALICIOUS_CLASSES } from './skills26-benign/classes.ts';

export interface BatchFigures {
  /** What the batch was written for. */
  about: string;
  /** The malicious classes it was written for: each on both sides of the split. */
  classes: readonly string[];
  /** Its size floor over both parts. */
  atLeast?: { malicious: number; benign: number };
  /** The development part: malicious samples blocked (`all`: every one), and the only benign samples it may block. */
  dev?: { blocked: number | 'all'; withoutFindingAtMost?: number; benignBlocked?: readonly string[] };
  /** The held-out third, read in aggregate only. */
  heldOut?: { blocked: number; withoutFindingAtMost?: number; benignBlockedAtMost: number };
}

const WORDING = ['mcp-tool-poisoning', 'prompt-injection'];
const HARD_NEGATIVES = ['setup-exfiltration', 'remote-install', 'prompt-injection', 'persistence'];

export const BATCH_FIGURES: Record<string, BatchFigures> = {
  skills2: { about: 'the second batch (figures in its report.ts)', classes: ['mcp-tool-poisoning', 'prompt-injection', 'persistence', 'remote-install', 'typosquat'] },
  'skills3-wording': {
    about: 'wording',
    classes: WORDING,
    atLeast: { malicious: 40, benign: 30 },
    dev: { blocked: 'all' },
    heldOut: { blocked: 9, benignBlockedAtMost: 0 },
  },
  'skills3-code': {
    about: 'code classes',
    classes: CODE_MALICIOUS_CLASSES,
    atLeast: { malicious: 40, benign: 30 },
    dev: { blocked: 'all' },
    heldOut: { blocked: 19, withoutFindingAtMost: 0, benignBlockedAtMost: 0 },
  },
  'skills4-code': {
    about: 'code classes the attacker corpus still passed',
    classes: CODE4_MALICIOUS_CLASSES,
    atLeast: { malicious: 70, benign: 35 },
    dev: { blocked: 45, withoutFindingAtMost: 0 },
    heldOut: { blocked: 28, withoutFindingAtMost: 1, benignBlockedAtMost: 0 },
  },
  'skills4-wording': {
    about: 'wording',
    classes: WORDING,
    atLeast: { malicious: 50, benign: 35 },
    dev: { blocked: 'all' },
    heldOut: { blocked: 18, withoutFindingAtMost: 0, benignBlockedAtMost: 1 },
  },
  'skills5-code': {
    about: 'code across languages and author styles',
    classes: CODE5_MALICIOUS_CLASSES,
    atLeast: { malicious: 60, benign: 35 },
    dev: { blocked: 39 },
    heldOut: { blocked: 14, benignBlockedAtMost: 0 },
  },
  'skills5-wording': {
    about: 'wording, hidden text included',
    classes: WORDING,
    atLeast: { malicious: 55, benign: 40 },
    dev: { blocked: 'all' },
    heldOut: { blocked: 23, withoutFindingAtMost: 0, benignBlockedAtMost: 5 },
  },
  'skills6-code': {
    about: 'code in skills, the supply chain, documentation-heavy benign skills',
    classes: CODE6_MALICIOUS_CLASSES,
    atLeast: { malicious: 50, benign: 50 },
    dev: { blocked: 34 },
    heldOut: { blocked: 21, benignBlockedAtMost: 3 },
  },
  'skills6-wording': {
    about: 'wording',
    classes: WORDING,
    atLeast: { malicious: 45, benign: 45 },
    dev: { blocked: 'all' },
    heldOut: { blocked: 10, withoutFindingAtMost: 0, benignBlockedAtMost: 1 },
  },
  'skills7-powershell': {
    about: 'PowerShell',
    classes: PS7_MALICIOUS_CLASSES,
    atLeast: { malicious: 30, benign: 20 },
    dev: { blocked: 19 },
    heldOut: { blocked: 9, benignBlockedAtMost: 0 },
  },
  'skills7-wording': {
    about: 'wording',
    classes: WORDING,
    atLeast: { malicious: 35, benign: 35 },
    dev: { blocked: 25, withoutFindingAtMost: 0 },
    heldOut: { blocked: 7, withoutFindingAtMost: 2, benignBlockedAtMost: 1 },
  },
  'skills7-code': {
    about: 'build scripts, package runners, other languages, gated payloads, MCP handlers',
    classes: CODE7_MALICIOUS_CLASSES,
    atLeast: { malicious: 40, benign: 30 },
    dev: { blocked: 17 },
    heldOut: { blocked: 11, benignBlockedAtMost: 0 },
  },
  'skills8-mcp': {
    about: 'malicious MCP servers',
    classes: MCP8_MALICIOUS_CLASSES,
    atLeast: { malicious: 40, benign: 20 },
    dev: { blocked: 28 },
    heldOut: { blocked: 11, benignBlockedAtMost: 0 },
  },
  'skills8-wording': {
    about: 'wording',
    classes: WORDING,
    atLeast: { malicious: 40, benign: 20 },
    dev: { blocked: 29, withoutFindingAtMost: 0 },
    heldOut: { blocked: 10, withoutFindingAtMost: 0, benignBlockedAtMost: 1 },
  },
  'skills8-code': {
    about: 'SDK exfiltration, obfuscation, persistence, supply chain, credential harvesting',
    classes: CODE8_MALICIOUS_CLASSES,
    atLeast: { malicious: 40, benign: 20 },
    dev: { blocked: 32 },
    heldOut: { blocked: 9, benignBlockedAtMost: 1 },
  },
  'skills8-benign': {
    about: 'benign hard negatives',
    classes: HARD_NEGATIVES,
    atLeast: { malicious: 15, benign: 60 },
    dev: { blocked: 8, withoutFindingAtMost: 0 },
    // 1 benign blocked until benign16's readings (measured once, in aggregate, at its end: 0/23).
    heldOut: { blocked: 3, withoutFindingAtMost: 0, benignBlockedAtMost: 0 },
  },
  'skills9-mcp': {
    about: 'whole MCP servers and plugin MCP configs',
    classes: MCP9_MALICIOUS_CLASSES,
    atLeast: { malicious: 40, benign: 18 },
    dev: { blocked: 23 },
    // One held-out benign server is blocked by tool-input-runs since the thirteenth session (tool13): measured in
    // aggregate only, never opened; the cause is not known.
    heldOut: { blocked: 11, benignBlockedAtMost: 1 },
  },
  'skills9-windows': {
    about: 'Windows',
    classes: WIN9_MALICIOUS_CLASSES,
    atLeast: { malicious: 35, benign: 25 },
    dev: { blocked: 19, withoutFindingAtMost: 1 },
    heldOut: { blocked: 11, benignBlockedAtMost: 0 },
  },
  'skills9-inject': {
    about: 'injection classes',
    classes: ['silent-exfiltration', 'bundled-artifact', 'memory-poisoning', 'cross-origin-instructions', 'control-disablement', 'credential-harvesting'],
    dev: { blocked: 17, withoutFindingAtMost: 0 },
    heldOut: { blocked: 5, withoutFindingAtMost: 0, benignBlockedAtMost: 0 },
  },
  'skills9-benign': {
    about: 'benign hard negatives, second set',
    classes: HARD_NEGATIVES,
    atLeast: { malicious: 15, benign: 60 },
    // The Stripe key roller reading its key out of .env with a regular expression, blocked until benign13's rule
    // (one variable picked from a dotenv file by a pattern naming it is that variable), is no longer.
    dev: { blocked: 12, withoutFindingAtMost: 0 },
    heldOut: { blocked: 4, withoutFindingAtMost: 0, benignBlockedAtMost: 0 },
  },
  'skills9-code': {
    about: 'file contents mirrored, cross-module clients, index settings, staged writes, home archives',
    classes: CODE9_MALICIOUS_CLASSES,
    atLeast: { malicious: 25, benign: 15 },
    dev: { blocked: 14 },
    heldOut: { blocked: 7, benignBlockedAtMost: 0 },
  },
  'skills9-wording': {
    about: 'wording',
    classes: WORDING,
    atLeast: { malicious: 40, benign: 20 },
    dev: { blocked: 33, withoutFindingAtMost: 0 },
    heldOut: { blocked: 8, withoutFindingAtMost: 1, benignBlockedAtMost: 0 },
  },
  'skills10-toolinput': {
    about: "an MCP tool's arguments run as code",
    classes: TOOLINPUT10_MALICIOUS_CLASSES,
    atLeast: { malicious: 27, benign: 16 },
    // 18 and 9 on tool13's branch; a tool whose own description says it runs the code it is given ("Run a JavaScript
    // snippet") is an advisory since the merge (ir/mismatch.ts, declaredRunners), one sample on each side.
    dev: { blocked: 17 },
    heldOut: { blocked: 8, benignBlockedAtMost: 0 },
  },
  'skills10-network': {
    about: 'network access, exfiltration and backdoors',
    classes: NET10_MALICIOUS_CLASSES,
    atLeast: { malicious: 24, benign: 12 },
    // b12-mm-readme-discloses-telemetry, once blocked, is advisory since exfil17's reading (its host explained by the README).
    dev: { blocked: 12 },
    heldOut: { blocked: 6, benignBlockedAtMost: 0 },
  },
  'skills10-system': {
    about: 'system access, file writes, defense evasion',
    classes: SYSTEM10_MALICIOUS_CLASSES,
    atLeast: { malicious: 30, benign: 12 },
    dev: { blocked: 19 },
    heldOut: { blocked: 11, benignBlockedAtMost: 0 },
  },
  'skills10-go': {
    about: 'Go MCP servers and Go CLIs',
    classes: GO10_MALICIOUS_CLASSES,
    atLeast: { malicious: 28, benign: 12 },
    dev: { blocked: 17 },
    heldOut: { blocked: 6, benignBlockedAtMost: 0 },
  },
  'skills10-exhaustion': {
    about: 'resource exhaustion',
    classes: EXHAUSTION10_MALICIOUS_CLASSES,
    atLeast: { malicious: 30, benign: 20 },
    dev: { blocked: 20 },
    heldOut: { blocked: 6, benignBlockedAtMost: 0 },
  },
  'skills10-benign': {
    about: 'benign MCP servers and skill code, with a few twins',
    classes: BENIGN10_MALICIOUS_CLASSES,
    atLeast: { malicious: 8, benign: 80 },
    dev: { blocked: 1 },
    heldOut: { blocked: 2, benignBlockedAtMost: 0 },
  },
  'skills11-benign': {
    about: 'benign components of the kinds the fourteenth session blocks (installers, encoded uploads, logs, memory, names), with twins',
    classes: BENIGN11_MALICIOUS_CLASSES,
    atLeast: { malicious: 15, benign: 100 },
    dev: { blocked: 4 },
    heldOut: { blocked: 5, benignBlockedAtMost: 0 },
  },
  'skills10-thirdparty': {
    about: 'classes public labelled sets of malicious skills hold',
    classes: ['foreign-code-run', 'trace-wiping', 'permission-opening', 'repo-mirroring', 'launch-sends', 'instructions-file', 'control-edits'],
    dev: { blocked: 10, withoutFindingAtMost: 0 },
    heldOut: { blocked: 6, withoutFindingAtMost: 0, benignBlockedAtMost: 0 },
  },
  'skills10-mcpwords': {
    about: 'what an MCP server tells the model, tools that do other than they say',
    classes: MCP10_MALICIOUS_CLASSES,
    atLeast: { malicious: 24, benign: 10 },
    dev: { blocked: 17 },
    heldOut: { blocked: 6, benignBlockedAtMost: 0 },
  },
  'skills11-supply': {
    about: 'supply chain by name: look-alike packages and component names, dependency confusion',
    classes: SUPPLY11_MALICIOUS_CLASSES,
    atLeast: { malicious: 31, benign: 30 },
    dev: { blocked: 19, withoutFindingAtMost: 0 },
    heldOut: { blocked: 4, withoutFindingAtMost: 0, benignBlockedAtMost: 0 },
  },
  'skills11-markdown': {
    about: 'shell in Markdown the model runs: pipes to a shell, encoded sends, secrets as $(NAME), covering tracks',
    classes: MD11_MALICIOUS_CLASSES,
    atLeast: { malicious: 40, benign: 30 },
    dev: { blocked: 'all', withoutFindingAtMost: 0 },
    heldOut: { blocked: 17, withoutFindingAtMost: 0, benignBlockedAtMost: 0 },
  },
  'skills11-go': {
    about: 'Go MCP servers: shapes the front end must lower',
    classes: GO11_MALICIOUS_CLASSES,
    atLeast: { malicious: 34, benign: 32 },
    // 19 and two benign blocked before any change; go14's lowering (docs/safety.md, the Go paragraph) reached every one.
    dev: { blocked: 'all', withoutFindingAtMost: 0 },
    // 8 before; measured once at the end of go14's work.
    heldOut: { blocked: 11, withoutFindingAtMost: 0, benignBlockedAtMost: 0 },
  },
  'skills11-goals': {
    about: 'goal manipulation: orders written where the model reads them later, results and descriptions that steer its goal',
    classes: GOALS11_MALICIOUS_CLASSES,
    atLeast: { malicious: 36, benign: 34 },
    dev: { blocked: 19 },
    heldOut: { blocked: 11, benignBlockedAtMost: 0 },
  },
  'skills11-hidden': {
    about: 'hidden addresses and code, secrets written to the protocol channel',
    classes: HIDE11_MALICIOUS_CLASSES,
    atLeast: { malicious: 44, benign: 30 },
    dev: { blocked: 'all', withoutFindingAtMost: 0 },
    heldOut: { blocked: 13, withoutFindingAtMost: 1, benignBlockedAtMost: 0 },
  },
  'skills11-exhaustion': {
    about: 'resource exhaustion and network reach: timers, self-spawning, recursion, metadata, scans, listeners',
    classes: EXHAUSTION11_MALICIOUS_CLASSES,
    atLeast: { malicious: 35, benign: 35 },
    dev: { blocked: 20 },
    heldOut: { blocked: 7, benignBlockedAtMost: 0 },
  },
  'skills11-python': {
    about: 'Python and TypeScript MCP servers: hidden branches, scripts written then run, computed calls, class-based tools',
    classes: PY11_MALICIOUS_CLASSES,
    atLeast: { malicious: 35, benign: 35 },
    dev: { blocked: 'all', withoutFindingAtMost: 0 },
    heldOut: { blocked: 13, withoutFindingAtMost: 0, benignBlockedAtMost: 0 },
  },
  'skills12-inject': {
    about: 'confinements declared and not kept (a base folder, archive members), quoted SQL values, NoSQL filters from raw JSON, templates from tool input',
    classes: INJECT12_MALICIOUS_CLASSES,
    atLeast: { malicious: 36, benign: 27 },
    dev: { blocked: 'all', withoutFindingAtMost: 0 },
    heldOut: { blocked: 8, withoutFindingAtMost: 1, benignBlockedAtMost: 0 },
  },
  'skills12-benign': {
    about: 'benign components near the fourteenth session\'s new rules (encoded sends, timers, triggers, written orders, names), with twins',
    classes: BENIGN12_MALICIOUS_CLASSES,
    atLeast: { malicious: 20, benign: 88 },
    dev: { blocked: 'all', withoutFindingAtMost: 0 },
    heldOut: { blocked: 8, withoutFindingAtMost: 0, benignBlockedAtMost: 1 },
  },
  'skills12-mismatch': {
    about: 'tools that do what their description does not say: credential stores, other users, recon sent, processes from input, hidden sends, writes outside',
    classes: MISMATCH12_MALICIOUS_CLASSES,
    atLeast: { malicious: 32, benign: 26 },
    dev: { blocked: 'all', withoutFindingAtMost: 0 },
    heldOut: { blocked: 11, withoutFindingAtMost: 0, benignBlockedAtMost: 1 },
  },
  'skills12-go': {
    about: 'hidden doors in Go and shell: cgo, web shells, magic triggers, file URLs, exhaustion',
    classes: GO12_MALICIOUS_CLASSES,
    atLeast: { malicious: 34, benign: 25 },
    // 8/22 before any rule changed; 16 after go15's cgo, request-handler and trigger reading (file:// reads stay advisory, as their Python twins).
    dev: { blocked: 17 },
    // 4/12 before any rule changed; 9/12 measured once at the end of go15's work.
    heldOut: { blocked: 9, benignBlockedAtMost: 0 },
  },
  'skills12-exfil': {
    about: 'data read here (files, the project, git, database rows, tool inputs and results, machine facts) sent to a host that is not the component\'s own service',
    classes: EXFIL12_MALICIOUS_CLASSES,
    atLeast: { malicious: 39, benign: 28 },
    // 6/25 before any rule changed; 17 on the fifteenth session's merge (undisclosed-capability; exfil15's own rule was not merged).
    // benign16: its benign 'chat webhook' is a messaging service's part, not the conversation (sentence-words.ts SERVICE_PART).
    dev: { blocked: 17 },
    // 4/14 before any rule changed; 13/14 measured once on the merge.
    heldOut: { blocked: 13, withoutFindingAtMost: 0, benignBlockedAtMost: 0 },
  },
  'skills12-prose': {
    about: 'prompt injection written in the prose of skills, agents, commands and their reference files, in many registers',
    classes: PROSE12_MALICIOUS_CLASSES,
    atLeast: { malicious: 46, benign: 35 },
    // 16 and one benign blocked before any change; 26 after words15's readings.
    // benign16: its benign crash log from ~/.acme/ goes to acme.dev, the application's own service (sentence-places.ts toOwnApp).
    dev: { blocked: 26 },
    // 11 (one without a finding) before any change.
    heldOut: { blocked: 11, withoutFindingAtMost: 1, benignBlockedAtMost: 0 },
  },
  'skills12-results': {
    about: 'tool results that manipulate the model: self-promotion, fake success, goal rewritten, scores inflated, caches poisoned; tools that run on their own or shadow another',
    classes: RESULTS12_MALICIOUS_CLASSES,
    atLeast: { malicious: 33, benign: 28 },
    // goal16 (sentence-results.ts narrowed by class): dev 18/23 and held-out 6/10 measured under load 18-23; the floors leave the
    // Go lowering's time budget a sample of room on a loaded machine.
    dev: { blocked: 17 },
    heldOut: { blocked: 5, benignBlockedAtMost: 2 },
  },
  'skills13-benign': {
    about: 'benign security, DevOps, API-client, upload, agent and MCP components that say what they do, with twins',
    classes: BENIGN13_MALICIOUS_CLASSES,
    atLeast: { malicious: 18, benign: 63 },
    // 7/11 and one benign blocked before any rule changed (a chart from ghcr.io read as a stranger's: benign16 reads the
    // public container registries as forges).
    // On the sixteenth session's merge, reach16's escapes-folder reading (a server that checks some paths and writes by an
    // argument no check reads) blocked its filesystem server: `rm(p, { recursive })`'s options object, holding the
    // model's `recursive`, was read as a path. Fixed in the seventeenth session (an API naming its path argument
    // changes that one: tests/safety/rules/declared-folder.test.ts).
    dev: { blocked: 7 },
    // 6/7, no benign blocked, before any rule changed; one benign blocked on the merge (read once, in aggregate).
    heldOut: { blocked: 6, withoutFindingAtMost: 0, benignBlockedAtMost: 1 },
  },
  'skills13-reach': {
    about: 'network, system and file reach of MCP servers: metadata and private ranges in many spellings, scans, listeners on every interface, raw sockets, other users\' data, privilege changes, process injection, writes outside a declared root',
    classes: REACH13_MALICIOUS_CLASSES,
    atLeast: { malicious: 38, benign: 27 },
    // 15/25 (4 without a finding) before any rule changed; 24 after reach16's rules (raw-socket, process-injection, capabilities, a confinement not kept for every path).
    dev: { blocked: 24 },
    // 3/13 (7 without a finding) and 1/7 benign blocked before any rule changed; 5/13 (5 without a finding), 1/7 measured once at the end of reach16's work.
    heldOut: { blocked: 5, benignBlockedAtMost: 1 },
  },
  'skills13-evasion': {
    about: 'deliberate resource exhaustion (growth, recursion, spawning, re-armed timers, disk filling, constant bombs, busy-waits) and defense evasion (logging, history, TLS, security tools, sandbox detection, disguise, self-obfuscation)',
    classes: EVASION13_MALICIOUS_CLASSES,
    atLeast: { malicious: 53, benign: 31 },
    // 23/34 (3 without a finding) and two benign blocked before any rule changed (the two by a value leaked between
    // components, lang/values.ts EMPTY); 33/34 after exhaust16's rules.
    dev: { blocked: 33, withoutFindingAtMost: 0 },
    // 12/19 (3 without a finding), 4/9 benign blocked before; 12/19 (4 without a finding), 0/9 measured once at the end.
    heldOut: { blocked: 12, withoutFindingAtMost: 4, benignBlockedAtMost: 0 },
  },
  'skills13-attacker': {
    about: 'blocking-class behaviour (download run, secret sent, persistence, reverse shell, destructive delete, MCP configuration carrying a secret) in spellings docs/safety.md does not name',
    classes: ATTACKER13_MALICIOUS_CLASSES,
    atLeast: { malicious: 55, benign: 33 },
    // Written as skills13-evasion on branch attack16 (renamed at the merge: exhaust16's batch had the name). 28/37 before any rule changed; 33/37 after attack16's readings.
    dev: { blocked: 33 },
    // 18/18 before any rule changed; 18/18 at the end of attack16's work.
    heldOut: { blocked: 18, withoutFindingAtMost: 0, benignBlockedAtMost: 0 },
  },
  'skills14-idioms': {
    about: 'behaviours that block in their plain form (download run, credential or environment sent, reverse shell, fetched code run, home deleted, a tool argument run) written in other idioms of JavaScript, Python, Go and shell',
    classes: IDIOM14_MALICIOUS_CLASSES,
    atLeast: { malicious: 61, benign: 32 },
    // 29/43 (1 without a finding), no benign blocked, before any rule or front end changed (idiom17, main f35bf72); 43/43
    // after idiom17's lowerings (partial, decorators, dataclass fields, defaults, spreads, constructors, Go packages and
    // tables, shell loops per item, mapfile, process substitutions read in).
    dev: { blocked: 43, withoutFindingAtMost: 0 },
    // 17/18, 0/5 benign blocked, before any change (read once, in aggregate).
    heldOut: { blocked: 17, withoutFindingAtMost: 0, benignBlockedAtMost: 0 },
  },
  'skills14-exfil': {
    about: 'the user\'s data the task does not need (credential files, the environment, SSH/cloud/kube configuration, shell history, browser profiles, the clipboard, the conversation, the home folder listed, the source whole) sent where nothing in the component explains, from setup steps and scripts',
    classes: EXFIL14_MALICIOUS_CLASSES,
    atLeast: { malicious: 40, benign: 40 },
    // 17/30 and one benign blocked before any rule changed (the clipboard sent to the DeepL API the skill is named for);
    // 28/30, none, after exfil17's reading (the user's own data sent where nothing explains it, a hook's event included).
    // 29/30 after attack18's reading of find -exec's {} (x14-firefox-logins-find).
    dev: { blocked: 29 },
    // 5/10, no benign blocked, before any rule changed; 8/10, none, measured once at the end of exfil17's work.
    heldOut: { blocked: 8, withoutFindingAtMost: 0, benignBlockedAtMost: 0 },
  },
  'skills14-attacker': {
    about: 'every blocking class walked around with what docs/safety.md and the rule list do not name: spellings of the program (arrays, IFS, brace expansion, printf -v, ANSI-C quoting), other fetchers, interpreters and channels, and every carrier',
    classes: ATTACKER14_MALICIOUS_CLASSES,
    atLeast: { malicious: 68, benign: 32 },
    // 37/44 (2 without a finding) and 1/20 benign blocked (a14b-ps-encoded-local: -EncodedCommand blocks by design) before
    // any rule changed; 44/44 after attack17's readings (one sample's "$@" corrected to $@: as written it ran nothing).
    dev: { blocked: 'all', withoutFindingAtMost: 0, benignBlocked: ['a14b-ps-encoded-local'] },
    // 18/24 (1 without a finding), 0/12 benign blocked before any rule changed; 19/24 (1 without a finding), 0/12 measured once at the end of attack17's work; 22/24 at the end of attack24's.
    heldOut: { blocked: 22, withoutFindingAtMost: 1, benignBlockedAtMost: 0 },
  },
  'skills14-benign': {
    about: 'benign security teaching, strong-worded MCP servers, container CI, backups, argv tools, declared capabilities, checked results and disclosed admin servers, with twins',
    classes: BENIGN14_MALICIOUS_CLASSES,
    atLeast: { malicious: 18, benign: 60 },
    // 7/10 and five benign blocked before any rule changed (19:31 UTC, main f35bf72's rules); benign17 narrowed four
    // (a quoted override, a verb after "or" under a negation, the present passive of what the server reads, a test
    // folder's JSON). benign19 read the last (a token the server's HTTP mode prints at start): the Python front end spans
    // else arms, a print in the arm that binds the HTTP server is not on stdio, and the twin is blocked by what it does (a
    // background thread serving on every interface).
    dev: { blocked: 7 },
    // 5/8, two benign blocked, before any rule changed (read once, in aggregate).
    heldOut: { blocked: 5, withoutFindingAtMost: 0, benignBlockedAtMost: 2 },
  },
  'skills14-persist': {
    about: 'persistence in every place and spelling: shell start files, cron/at/systemd, autostart and launchd, Windows Run keys, tasks, Startup and WMI, git hooks and editor/agent settings, interpreter start files, authorized_keys',
    classes: PERSIST14_MALICIOUS_CLASSES,
    atLeast: { malicious: 49, benign: 35 },
    // 23/32 (0 without a finding), 0/22 benign blocked before any rule changed; 30/32 after persist17's readings
    // (anacrontab, Startup folder and PowerShell profile by their languages, .pythonrc, pip.conf, winreg, schedulers' argv, later sends of a call's output);
    // 31/32 after leak18's login item added through osascript (lang/scheduled.ts).
    dev: { blocked: 31 },
    // 12/17 (0 without a finding), 0/13 benign blocked before any rule changed; 15/17, 0/13 measured once at the end of persist17's work.
    heldOut: { blocked: 15, withoutFindingAtMost: 0, benignBlockedAtMost: 0 },
  },
  'skills14-prose': {
    about: 'prompt injection and MCP tool poisoning, seven intents each in three voices (terse, corporate policy, story) in skills, agents, commands and tool descriptions',
    classes: PROSE14_MALICIOUS_CLASSES,
    atLeast: { malicious: 46, benign: 36 },
    // 12/30 (5 without a finding) and two benign blocked before any rule changed (both by readings older than the batch:
    // "never overwrite without asking" read as the user's say skipped, a review listing permissions.allow read as widening them).
    // 25/30 after prose17's meaning classes (sentence-hiding.ts, sentence-privilege.ts, directive-shadows.ts, planted); benign18
    // narrowed both readings (a negated verb before "without asking" asks first; rules only read are not widened).
    dev: { blocked: 25 },
    // 7/16 (3 without a finding), 0/12 benign blocked before any rule changed; 8/16 (2 without a finding), 0/12 measured once at the end.
    heldOut: { blocked: 8, withoutFindingAtMost: 2, benignBlockedAtMost: 0 },
  },
  'skills15-leak': {
    about: 'persistence in places and spellings the batches lacked (a start file running a script copied first, login items through osascript, systemd user timers, every crontab front end, agent and editor settings) and exfiltration at setup and through disguised channels (an SDK upload to a fixed bucket, webhooks, paste sites, DNS, a push to a fixed remote, gists and issues, telemetry)',
    classes: LEAK15_MALICIOUS_CLASSES,
    atLeast: { malicious: 62, benign: 39 },
    // 33/38 (0 without a finding), 1/27 benign blocked before any rule changed (a formatter hook the skill is about, by an older reading);
    // 36/38 after leak18's readings (zsh's `&!`, `crontab -` through a shell's input, analytics and error-reporting SDKs as senders).
    // benign19 let the formatter hook's skill pass: "Remove the `hooks.PostToolUse` entry to undo." is its uninstall step.
    dev: { blocked: 36 },
    // 19/24 (0 without a finding), 0/12 benign blocked before any rule changed; 20/24, 0/12 measured once at the end of leak18's work.
    heldOut: { blocked: 20, withoutFindingAtMost: 0, benignBlockedAtMost: 0 },
  },
  'skills15-benign': {
    about: 'benign detection teaching (YARA, Sigma, Semgrep, reverse-shell and injection examples), strong-worded MCP servers, admin and backup tools to the user\'s own host, CI, dotfile and permission managers, disclosed telemetry and own-provider keys, with twins',
    classes: BENIGN15_MALICIOUS_CLASSES,
    atLeast: { malicious: 26, benign: 60 },
    // 15/21 (4 without a finding) and three benign blocked before any rule changed (22:15 UTC, main 1775e14's rules); none
    // after benign18 narrowed them (a list introduced as what not to run, a table header naming what its cells look like,
    // what the user may do themselves). 17 after attack24's readings (an and-or list's redirection is its last command's).
    dev: { blocked: 17 },
    // 3/5, one benign blocked, before any rule changed (read once, in aggregate); the same at the end of benign18's work.
    heldOut: { blocked: 3, withoutFindingAtMost: 0, benignBlockedAtMost: 1 },
  },
  'skills15-mcp': {
    about: 'MCP servers in Python, TypeScript and Go, malicious in the fourteen classes of a published scanner\'s behavioural suite (written anew from its class names), and benign servers in real shapes (rooted file servers, fetch, databases, shell runners that ask, GitHub clients, templates) with twins',
    classes: MCP15_MALICIOUS_CLASSES,
    atLeast: { malicious: 52, benign: 38 },
    // 21/29 (2 without a finding), 0/28 benign blocked before any rule changed (mcp18, main 1775e14); 24/29, 0/28 after
    // mcp18's readings (a listing of /proc's environments, a claimed cipher missing, a read-only tool deleting the model's path).
    dev: { blocked: 24, withoutFindingAtMost: 0 },
    // 11/20 (1 without a finding), 0/10 benign blocked before any rule changed; the same at the end of mcp18's work (in
    // aggregate); 14/23 with the three added then (one each of backdoor, data-exfiltration, prompt-injection: the hash had put
    // all of those classes' samples in the development part).
    heldOut: { blocked: 14, withoutFindingAtMost: 1, benignBlockedAtMost: 0 },
  },
  'skills15-attacker': {
    about: 'every blocking class done with tools and languages the docs do not name (awk, perl, ruby, php, lua, tcl, PowerShell, cmd, make, sftp, ftp, git, ssh options, xargs, find, env -S, busybox) and through files written then run, a second file, a wrapper\'s arguments, the model told to run a line',
    classes: ATTACKER15_MALICIOUS_CLASSES,
    atLeast: { malicious: 72, benign: 28 },
    // 32/49 (2 without a finding) and 1/19 benign blocked before any rule changed (main 1775e14); 43/49 (1 without a
    // finding), 0/19 after attack18's readings (find -exec's {}, put lines on stdin, written files run, make's recipes,
    // xargs/chmod/tar deletes, a hook's words to its script, git's template hooks, git credential's host, gci | Remove-Item, a
    // downloaded batch file called).
    dev: { blocked: 43, withoutFindingAtMost: 1 },
    // 14/23 (2 without a finding), 0/9 benign blocked before any rule changed; 16/23 (1 without a finding), 0/9 measured once at the end of attack18's work.
    heldOut: { blocked: 16, withoutFindingAtMost: 1, benignBlockedAtMost: 0 },
  },
  'skills15-prose': {
    about: 'prompt injection and tool poisoning in frames unlike the earlier batches\' (passive, indirect, other languages, tables, role-play, compliance, two sentences, questions, tool-description notes): six acts asked of the model',
    classes: PROSE15_MALICIOUS_CLASSES,
    atLeast: { malicious: 56, benign: 35 },
    // 13/42 (11 without a finding), 1/21 benign blocked before any rule changed (a redaction tool's description, by an older reading).
    // 30/42 after prose18's structural readings (sentence-ranking.ts, checksWaived, sentence-replies.ts, sentence-scope.ts, an act left out of the account).
    // benign19 let the redaction tool pass: "returns the text to the user, who decides where to post it" is the user's act.
    dev: { blocked: 30 },
    // 2/14 (7 without a finding), 0/14 benign blocked before any rule changed; 2/14, 0/14 measured once at the end (the readings did not reach the held-out third).
    heldOut: { blocked: 2, withoutFindingAtMost: 7, benignBlockedAtMost: 0 },
  },
  'skills16-benign': {
    about: 'benign security teaching quoting attacks, guard hooks listing what they refuse, admin and remote tools with flags, backups to the user\'s own storage, own-provider keys, MUST-worded MCP servers, redaction tools, settings formatters and deploy scripts, with twins',
    classes: BENIGN16_MALICIOUS_CLASSES,
    atLeast: { malicious: 14, benign: 32 },
    // 5/9 (2 without a finding) and two benign blocked before any rule changed (01:06 UTC, main a4e33a7's rules).
    // benign19 then read an argv's program checked against a list of known programs (none a shell) as checked, and a
    // list of phrases quoted for the reader to recognise (its twin's own step, a key sent and kept quiet among steps about
    // suspicious text, now blocks by itself: a numbered step is read with its own words, "do not mention it" warns of nothing).
    dev: { blocked: 5 },
    // 3/5 (2 without a finding), 2/13 benign blocked before any rule changed (read once, in aggregate).
    heldOut: { blocked: 3, withoutFindingAtMost: 2, benignBlockedAtMost: 2 },
  },
  'skills16-attacker': {
    about: 'every class issue 36 names in spellings the rules may not read (command words built at run time, interpreters fed downloads by stdin or constructors, DNS and ICMP channels, MCP url/headers/env, http and prompt hooks, settings env, git settings, start-file paths computed in code, deletes spelled as syncs and cleans, reverse shells through streams, descriptions built from constants) in shell, Python, JS/TS, PowerShell and Go, with twins',
    classes: ATTACKER16_MALICIOUS_CLASSES,
    atLeast: { malicious: 58, benign: 58 },
    // 28/36 (2 without a finding), 1/33 benign blocked before any rule changed (main a4e33a7; the benign one: git's
    // core.sshCommand set through settings env to an ssh keep-alive, read as settings env loading code); 34/36, 0/33
    // after attack19's readings (a listing's entries, git clean where cd moved, .NET deletes, char casts and wrapped
    // streams, a command's ! steps in context, git rev-parse's folders, a git setting given its own program).
    dev: { blocked: 34, withoutFindingAtMost: 0 },
    // 19/22 (0 without a finding), 2/25 benign blocked before any rule changed (read once, in aggregate); the same at the end of attack19's work.
    heldOut: { blocked: 19, withoutFindingAtMost: 0, benignBlockedAtMost: 2 },
  },
  'skills16-exfil': {
    about: 'the user\'s data and secrets leaving through an ordinary-looking feature (crash reports with the environment, update checks with the home listing, licence checks with tokens, sync of ~/.ssh and browser profiles, analytics with git credentials, hooks posting prompts and transcripts, MCP handlers forwarding arguments), often over two files, and downloads started hidden or detached',
    classes: EXFIL16_MALICIOUS_CLASSES,
    atLeast: { malicious: 26, benign: 24 },
    // 11/17 (0 without a finding), 1/16 benign blocked before any rule changed (exfil19, main a4e33a7); 17/17, 0/16 after
    // exfil19's readings (a download started apart from the session, a hook's transcript read in Python or Node, a second
    // send beside a tool's request, a browser profile's bookmarks no credential store, PowerShell's -Path of a listing).
    dev: { blocked: 17 },
    // 6/9 (0 without a finding), 0/8 benign blocked before any rule changed; 8/9, 0/8 measured once at the end of exfil19's work.
    heldOut: { blocked: 8, withoutFindingAtMost: 0, benignBlockedAtMost: 0 },
  },
  'skills17-labelled': {
    about: 'orders in a skill\'s prose and in the Markdown blocks it writes into other agents\' instruction files (the user\'s work sent to a host the text writes with their say waived, credentials sent, uploads kept from the answer, approval carried over), and code blocks that send the project\'s files, with twins (no confirmation for formatting, security teaching, own services, the user\'s own endpoints)',
    classes: LABELLED17_MALICIOUS_CLASSES,
    atLeast: { malicious: 17, benign: 16 },
    // 8/10 (0 without a finding), 0/12 benign blocked before any rule changed (labelled20, main d47e7ab6); 10/10, 0/12
    // after labelled20's readings (the user's work sent unasked to a written address, the project walked whole, shell
    // code built around a computed value).
    dev: { blocked: 10, withoutFindingAtMost: 0 },
    // 5/6 (0 without a finding), 0/4 benign blocked before any rule changed (read once, in aggregate); 6/6, 0/4 at the end;
    // 6/7 with the escalate sample added after the rules changed (every class on both sides).
    heldOut: { blocked: 6, withoutFindingAtMost: 0, benignBlockedAtMost: 0 },
  },
  'skills17-mcp': {
    about: 'MCP servers in Python, TypeScript and Go whose harm the published MCP scanner suite\'s development misses showed unread (queries run by a library or a helper of the server\'s own, template expressions evaluated, command templates run by a shell, miners, kernel modules, a hidden script in cron, methods picked by the model\'s name), with rooted file servers, allow-listed fetchers, bound parameters and dispatch tables as the benign side',
    classes: MCP17_MALICIOUS_CLASSES,
    atLeast: { malicious: 20, benign: 20 },
    // 0/14 (8 without a finding), 1/14 benign blocked before any rule changed (mcp20, main d47e7ab6; the benign one: a
    // mining pool's stats tool, tool-poisoning: "Hashrate" read as the verb "hash"); 14/14, 0/14 after mcp20's readings.
    dev: { blocked: 14, withoutFindingAtMost: 0 },
    // 0/6 (4 without a finding), 0/6 benign blocked before any rule changed; 6/6, 0/6 measured once at the end of mcp20's
    // work (in aggregate).
    heldOut: { blocked: 6, withoutFindingAtMost: 0, benignBlockedAtMost: 0 },
  },
  'skills17-ruby': {
    about: 'Ruby in skills and hooks (.rb scripts, ruby -e lines, hooks running ruby): downloads run, credentials and the environment sent, the home folder deleted, profiles and cron written, shells handed to sockets',
    classes: RUBY17_MALICIOUS_CLASSES,
    atLeast: { malicious: 21, benign: 16 },
    // 9/13 (0 without a finding), 0/10 benign blocked before any rule changed (ruby20, main d47e7ab6; Ruby read as text only);
    // 13/13, 0/10 after the Ruby front end (lang/ruby.ts) and shell lines with run-time parts read (call-code.ts).
    dev: { blocked: 13, withoutFindingAtMost: 0 },
    // 5/8 (0 without a finding), 0/6 benign blocked before any rule changed; 7/8, 0/6 measured once at the end of ruby20's work.
    heldOut: { blocked: 7, withoutFindingAtMost: 0, benignBlockedAtMost: 0 },
  },
  'skills17-benign': {
    about: 'benign pentest and audit teaching with payloads in code blocks, incident-response runbooks, dotfile managers editing shell files after asking, backups to the user\'s own host, MCP API proxies with the user\'s key, CI helpers pushing to the user\'s own remote, secret scanners reading .env to warn, kubectl/terraform/helm/ansible wrappers and self-uninstallers, with twins',
    classes: BENIGN17_MALICIOUS_CLASSES,
    atLeast: { malicious: 16, benign: 47 },
    // 7/10 (0 without a finding), 0/27 benign blocked before any rule changed (benign20, main d47e7ab's rules).
    dev: { blocked: 7 },
    // 2/6 (2 without a finding), 0/20 benign blocked before any rule changed (read once, in aggregate); 3/6 at the end of attack24's work.
    heldOut: { blocked: 3, withoutFindingAtMost: 2, benignBlockedAtMost: 0 },
  },
  'skills18-attacker': {
    about: 'every blocking class in spellings docs/safety.md does not name, by an attacker who read only it and issue 36 (wrappers around the shell, runpy, a module\'s namespace, stdin to node, Ruby, credential stores read and sent whole, settings commands, start files of other shells and services, command loops over sockets, WebSockets and HTTP polls, poisoning in descriptions, results and hidden elements), with twins',
    classes: ATTACKER18_MALICIOUS_CLASSES,
    atLeast: { malicious: 53, benign: 30 },
    // 37/38 (0 without a finding), 0/20 benign blocked before any rule changed (recall21, main ec87750); 38/38, 0/20 after
    // recall21's readings (the path separator a constant in every front end).
    dev: { blocked: 38, withoutFindingAtMost: 0 },
    // 13/15 (0 without a finding), 1/10 benign blocked before any rule changed, and the same measured once at the end.
    heldOut: { blocked: 13, withoutFindingAtMost: 0, benignBlockedAtMost: 1 },
  },
  'skills18-prose': {
    about: 'injection in skill, agent and command prose by class (files, secrets or the conversation sent away, remote scripts run, settings widened, persistence, hiding, the user overridden, fake authority, triggers, orders split over sections, tables, comments and footnotes, other languages), with twins that say IMPORTANT, always, never tell, send the report, upload, run this first',
    classes: PROSE18_MALICIOUS_CLASSES,
    atLeast: { malicious: 49, benign: 35 },
    // 18/30 (7 without a finding), 3/25 benign blocked before any rule changed (prose21, main ec877508's rules); 29/30, 0/25
    // after prose21's readings (the user's objection voided, tracks covered, forge downloads judged as shell, places and
    // objects widened, a weak leak weighed last, a negated waiver kept, a narrow rule the user asked for).
    dev: { blocked: 29, withoutFindingAtMost: 0 },
    // 15/19 (1 without a finding), 0/10 benign blocked before any rule changed (read once, in aggregate); 16/19, 0/10 measured once at the end of prose21's work.
    heldOut: { blocked: 16, withoutFindingAtMost: 1, benignBlockedAtMost: 0 },
  },
  'skills18-benign': {
    about: 'the benign twins of what the analyzer blocks: backups to the user\'s own bucket, API clients sending their own key to their own provider in six languages, deploys over ssh/rsync/scp to the user\'s own host, dotfile managers, cron/launchd/systemd/Task Scheduler set-up, vendors\' installers from their documented hosts, security teaching quoting attacks and detection patterns, secret scanners, git hooks, project-root MCP servers, prompt templates worded IMPORTANT, base64 assets, minified vendored code and build cleaners (no malicious class)',
    classes: BENIGN18_MALICIOUS_CLASSES,
    atLeast: { malicious: 0, benign: 63 },
    // 1/50 benign blocked before any rule changed (benign21, main ec87750's rules): the Sigma rule author; 0/50 after
    // an inline command a sentence calls a shape or a payload was read as shown.
    dev: { blocked: 'all', benignBlocked: [] },
    // 0/13 benign blocked before any rule changed (read once, in aggregate).
    heldOut: { blocked: 0, benignBlockedAtMost: 0 },
  },
  'skills18-hidden': {
    about: 'orders to the model where a human reader does not look: a code block\'s docstrings, comments and string constants, script comments, HTML a page hides in templates (display:none, hidden, aria-hidden off screen, zero-size or white-on-white text, comments), and the system prompt or credentials put into error reports sent away, with twins (IMPORTANT docstrings, hidden menus and modals, local error logs)',
    classes: HIDDEN18_MALICIOUS_CLASSES,
    atLeast: { malicious: 21, benign: 15 },
    // 3/12 (0 without a finding), 0/12 benign blocked before any rule changed (html21, merge21 86da37e0); 12/12, 0/12 after
    // html21's readings (orders to the model in code comments, docstrings and strings; hidden HTML parsed with sax).
    dev: { blocked: 12, withoutFindingAtMost: 0 },
    // 3/9 (0 without a finding), 0/3 benign blocked before any rule changed (read once, in aggregate); 7/9, 0/3 at the end.
    heldOut: { blocked: 7, withoutFindingAtMost: 0, benignBlockedAtMost: 0 },
  },
  'skills19-benign': {
    about: 'benign components in areas the earlier benign batches did not cover: observability clients (Sentry, OpenTelemetry, PostHog), release helpers pushing tags and publishing with a token from the environment, cloud CLIs (aws sts, gcloud, az, kubectl, terraform), database migrations and backups, SSH keys made and loaded legitimately, password-manager look-ups, webhook notifiers, Playwright and Puppeteer, code generators told what never to do, penetration-testing and red-team education, Docker and devcontainers, dotfiles bootstraps, public datasets and toolchain installers (no malicious class)',
    classes: BENIGN19_MALICIOUS_CLASSES,
    atLeast: { malicious: 0, benign: 70 },
    // 1/47 benign blocked before any rule changed (benign23, main f16df9b3's rules): the OpenTelemetry set-up skill; 0/47
    // after a secret put into an environment variable by name, and a place said to need it, were read as no destination.
    dev: { blocked: 'all', benignBlocked: [] },
    // 2/23 benign blocked before any rule changed (read once, in aggregate); 2/23 measured once at the end.
    heldOut: { blocked: 0, benignBlockedAtMost: 2 },
  },
  'skills19-attacker': {
    about: 'components in the shape of public labelled datasets of malicious skills and MCP servers, by a third party\'s red team (IMPORTANT blocks and docstrings asking for keys in a parameter, tool shadowing, results ordering downloads run, handlers sending the environment or a key, curl/wget/irm/urlopen/base64 payloads run from SKILL.md, credential files and browser cookies posted, DNS leaks, pip/npm URLs, postinstall and setup.py hooks, cron, PROMPT_COMMAND, git hooks, authorized_keys, LaunchAgents, settings widened, deletes of the home folder and the remote, reverse shells, overrides, secrets in image and fetch URLs), with twins',
    classes: ATTACKER19_MALICIOUS_CLASSES,
    atLeast: { malicious: 61, benign: 26 },
    // 34/41 (1 without a finding), 0/16 benign blocked before any rule changed (attack23, main f16df9b3); 38/41, 0/16 after
    // attack23's readings (a stream piped into a started shell, what hooks and shell blocks write into the client's settings
    // through jq and a moved file, a fetched address filled with the conversation, a walk reading files named like dotenv files).
    // Eight samples added after the readings, written blind so that each side holds every class (the batch-shape test):
    // 4 in development, all blocked (42/45). 43/45 after attack24's readings (the PROMPT_COMMAND line written by `grep -q … ||
    // printf … >> ~/.bashrc`: an and-or list's redirection is its last command's, so the profile's new line is read).
    dev: { blocked: 43, withoutFindingAtMost: 0 },
    // 11/12 (0 without a finding), 0/10 benign blocked before any rule changed (read once, in aggregate); the same measured
    // at the end; with the four added held-out samples 14/16, 0/10 (in aggregate); 15/16 at the end of attack24's work.
    heldOut: { blocked: 15, withoutFindingAtMost: 0, benignBlockedAtMost: 0 },
  },
  'skills20-attacker': {
    about: 'long, mostly plausible components with one harmful step inside, written from docs/safety.md alone (command words built from pieces, eval reached by a computed name, perl/ruby/php/node one-liners, pip and uvx from addresses, DNS labels, nc/openssl/scp/rsync/git push of credentials, http hooks, ANTHROPIC_BASE_URL and telemetry to a stranger, rc files, core.hooksPath, fsmonitor, ssh ProxyCommand, NODE_OPTIONS preloads, autostart, systemd timers, deletes by find, rsync --delete and shred, reverse shells through sockets, orders in HTML comments, entities, alt text, German, Spanish and French, fenced blocks the model is told to run), with twins',
    classes: ATTACKER20_MALICIOUS_CLASSES,
    atLeast: { malicious: 67, benign: 27 },
    // 46/49 (2 without a finding), 0/20 benign blocked before any rule changed (attack24, main 227d3a51); 48/49 (0 without a
    // finding), 0/20 after attack24's readings (hooks written into a folder a library call sets as core.hooksPath, character
    // references read as what they decode to; prompts in telemetry to another host named, an advisory as an http hook's).
    dev: { blocked: 48, withoutFindingAtMost: 0 },
    // 15/18 (1 without a finding), 0/7 benign blocked before any rule changed (read once, in aggregate); the same measured
    // once at the end of attack24's work.
    heldOut: { blocked: 15, withoutFindingAtMost: 1, benignBlockedAtMost: 0 },
  },
  'skills20-benign': {
    about: 'benign components in areas the earlier benign batches did not cover: Jupyter kernels and notebooks, mobile builds and signing (fastlane, Android keystores, adb, simulators), game builds and store uploads, embedded boards over serial ports and MQTT, Slurm clusters and conda, finance API clients, mail clients with app passwords, LLM application development, home automation, documentation deploys, accessibility audits and translation, log triage, network diagnostics of the user\'s own network, OS maintenance the user asks for, and detection rules quoting what they detect (no malicious class)',
    classes: BENIGN20_MALICIOUS_CLASSES,
    atLeast: { malicious: 0, benign: 73 },
    // 3/50 benign blocked before any rule changed (benign24, main 227d3a51's rules): the Slurm JupyterLab job, the LiteLLM
    // proxy config and the DeepL translation filler; 0/50 after an address on the user's own machine, and the service a
    // secret variable is named for said by name, were read as no destination.
    dev: { blocked: 'all', benignBlocked: [] },
    // 2/23 benign blocked before any rule changed (read once, in aggregate); 2/23 measured once at the end.
    heldOut: { blocked: 0, benignBlockedAtMost: 2 },
  },
  'skills26-benign': {
    about: 'benign components in areas the earlier benign batches did not cover, leaning to what trips an analyzer: CTF and forensics helpers, attack references quoting payloads (GTFOBins, LOLBAS, XXE/SSRF, SSTI, deserialization), red-team labs against the user\'s own lab, host detection content (osquery, Velociraptor, auditd, Wazuh, Zeek), vendors\' installers inside Dockerfiles, CI, justfiles, cloud-init and dev containers, API clients in Rust, Kotlin, Deno, PHP and Elixir, deploys by git push and release folders, secrets-manager CLIs, hooks that format and log, local MCP servers with allow-lists, base64 used for what it is for, obfuscation builds, encoding teaching, signed self-updates and opt-in telemetry (no malicious class)',
    classes: BENIGN26_MALICIOUS_CLASSES,
    atLeast: { malicious: 0, benign: 70 },
    // 1/35 benign blocked before any rule changed (benign26, main e147626f's rules): the Cloudflare purge CLI run by
    // `cargo run -- <URLs>`; 0/35 after `cargo run` was read as the build it is, not an install from its arguments.
    dev: { blocked: 'all', benignBlocked: [] },
    // 2/35 benign blocked before any rule changed (read once, in aggregate); 2/35 measured once at the end.
    heldOut: { blocked: 0, benignBlockedAtMost: 2 },
  },
};
