/**
 * Pure: A TOOL THAT DOES WHAT ITS DESCRIPTION DOES NOT SAY (POLICY15 §4). The user approves an MCP tool, and the
 * model picks it, by what its description, and the component's README, say it does. This pass computes what each
 * tool's handler can do from the IR — read a credential store, read other users' files or mail, send what it was
 * given or gathered to another machine without using the answer, gather the machine's routes, neighbours,
 * hardware, accounts or logs — and asks whether any word of the tool's description, the component's description
 * or its README covers it, by word classes of the sentence reader (sentence-words.ts: SECRET_NAMES,
 * CREDENTIAL_WORDS, LEAVING_WORDS, ACCOUNT_WORDS, MACHINE_FACT_WORDS) and by the thing's own name (the credential
 * store's folder, `~/.aws` → "aws"; the host's service, `stats.sqlfmt.dev` → "sqlfmt").
 *
 * What blocks: what the tool is given written outside the project by a tool whose words deny keeping it ("data is
 * not stored"), an undisclosed credential store read, other users' files read, or data sent off the machine (a
 * request that carries what the tool was given or gathered to a constant host, whose answer the tool never reads:
 * a report, not a query; a weather tool that asks its service and returns the answer is doing its job). Facts about
 * the machine gathered under a description that names none of them are an advisory: a monitor that says it reports
 * CPU, memory and network is nothing, and one that returns routes to the model sends nothing anywhere.
 * docs/safety.md, "A tool that does what its description does not say".
 */
import { parse } from 'tldts';
import { isLocalHost } from '../network.ts';
import { serviceNamed } from '../vendors.ts';
import { phrases } from '../sentence-tables.ts';
import { ACCOUNT_WORDS, CREDENTIAL_WORDS, MACHINE_FACT_WORDS } from '../sentence-words.ts';
import { isCredentialPath } from '../files.ts';
import type { IrFinding } from './finding.ts';
import { asWritten } from '../lang/call-code.ts';
import { deniesKeeping, descriptions, sendDisclosed, toolsOf, type Tool } from './mismatch.ts';
import { homePath } from './places.ts';
import { program } from './program.ts';
import { hostsOf } from './sends.ts';
import { fromModel, targets, writtenFiles } from './system-access.ts';
import { ACCOUNT_LISTS, MACHINE_FACT_FILES, MACHINE_FACT_PROGRAMS, OTHER_USERS_FILES, READERS } from './system-tables.ts';
import { DNS, DOWNLOADERS } from './tables.ts';
import { constantText, type Call, type Node, type Word } from './types.ts';

type Kind = 'credential-store' | 'other-users' | 'sends' | 'keeps' | 'machine-facts';

interface Capability {
  kind: Kind;
  call: Call;
  /** What it reaches, as the finding names it. */
  what: string;
  /** Whether the disclosure covers it. */
  disclosed: (said: string) => boolean;
  /** A send: whether the disclosure names where it goes (its host or the service's name). */
  named?: (said: string) => boolean;
}

const SECRETS = phrases(CREDENTIAL_WORDS);
const ACCOUNTS = phrases(ACCOUNT_WORDS);
const MACHINE = phrases(MACHINE_FACT_WORDS);

/** Raw streams that carry what they are given to a host (an HTTP client, a name lookup, a socket). */
const STREAM_SENDERS = /^(?:nc|ncat|netcat|socat|telnet)$/;

/** Options of a request that say how it is made, not what it carries. */
const HOW = /^(?:headers?|timeout|method|auth|verify|allow_redirects|follow_redirects|proxies|cert|stream|signal|cache|mode|credentials|redirect|keepalive)$/;

/** Parts of a folder's or file's name that name no one's store (`~/.docker/config.json` is Docker's: "docker"). */
const GENERIC = new Set(['config', 'json', 'yml', 'yaml', 'toml', 'ini', 'conf', 'local', 'share', 'library', 'application', 'support', 'home', 'users', 'appdata', 'roaming', 'default', 'data', 'db', 'id', 'rc']);

/** A word's text with what is known only at run time as `\0` (a glob's `*` kept as written). */
const rawPath = (w: Word) => w.parts.map((p) => ('lit' in p ? p.lit : '\0')).join('');

/** The words a store's path names it by: `~/.aws/credentials` → aws, credentials. */
function pathWords(path: string): string[] {
  return path
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((w) => w.length >= 2 && !GENERIC.has(w));
}

const hasWord = (text: string, word: string) => phrases([word]).test(text);

/** The files a call reads: its own `reads`, and the operands of a reader (`cat`, a copy's source). */
function filesRead(call: Call, name: string | undefined, args: Word[]): Word[] {
  const operands = name !== undefined && READERS.test(name) ? args.filter((a) => !/^-/.test(constantText(a) ?? '')) : [];
  return [...(call.reads ?? []), ...(name === 'cp' || name === 'tee' ? operands.slice(0, -1) : operands)];
}

/** The calls whose output something reads (an assignment, another call's argument or object, a return). */
function usedOutputs(nodes: readonly Node[]): Set<number> {
  const used = new Set<number>();
  const walk = (v: unknown): void => {
    if (Array.isArray(v)) for (const x of v) walk(x);
    else if (v !== null && typeof v === 'object') {
      const o = v as Record<string, unknown>;
      if (typeof o.out === 'number' && Object.keys(o).every((k) => k === 'out' || k === 'asFile')) used.add(o.out);
      for (const [k, x] of Object.entries(o)) if (k !== 'origin' && k !== 'id') walk(x);
    }
  };
  walk(nodes);
  return used;
}

/**
 * The domain a name looked up is built under (`{hex}.u.collector.net`): what comes before it is data the code
 * computed, carried to whoever answers for that domain's names.
 */
function lookedUpUnder(w: Word): string[] {
  const last = w.parts.at(-1);
  if (!last || !('lit' in last) || !w.parts.some((p) => 'ref' in p)) return [];
  const suffix = last.lit.replace(/^\./, '').toLowerCase();
  return /^[a-z0-9-]+(?:\.[a-z0-9-]+)+$/.test(suffix) && parse(suffix).isIcann === true && parse(suffix).domain ? [suffix] : [];
}

/** A request to another machine that carries data (anything computed, given or read) to a constant host. */
const TEXTLESS: ReadonlySet<string> = new Set(['a number', 'a few characters of a value']);

function sentTo(call: Call, name: string | undefined, args: Word[]): string[] {
  if (name === undefined || !(DOWNLOADERS.test(name) || DNS.test(name) || STREAM_SENDERS.test(name))) return [];
  const hosts = [...hostsOf(args, name), ...(DNS.test(name) ? args.flatMap(lookedUpUnder) : [])].filter((h) => !isLocalHost(h));
  if (hosts.length === 0) return [];
  const carried = [...args, ...Object.entries(call.named ?? {}).filter(([k]) => !HOW.test(k)).map(([, w]) => w), ...(call.stdin ?? [])];
  // A count or a few characters of a value (tool-inputs.ts `numberOf`, `glimpseOf`) carry none of its text: telemetry of a size is no report.
  return carried.some((w) => w.parts.some((p) => 'ref' in p && !('dyn' in p.ref && TEXTLESS.has(p.ref.dyn)))) ? hosts : [];
}

/** What one call of a tool's handler can do that a description may not say. */
function capabilitiesOf(call: Call, used: ReadonlySet<number>, calls: ReadonlyMap<number, Call>): Capability[] {
  const { name, args } = program(call);
  const out: Capability[] = [];
  // What the tool was given written to a file outside the project (`/tmp/.log`, `~/…`): a denial of keeping it is a lie.
  const kept = [...writtenFiles(call, name, args), ...targets(call, calls)].map(rawPath).find((p) => /^[/~]/.test(p) && !p.startsWith('/dev/'));
  if (kept !== undefined && fromModel(asWritten(call) ?? call.stdin?.[0])) {
    out.push({ kind: 'keeps', call, what: `writes what it is given to ${kept.replace(/\0/g, '…')}`, disclosed: (said) => !deniesKeeping(said) });
  }
  const read = filesRead(call, name, args);
  const store = read.map(homePath).find(isCredentialPath);
  if (store !== undefined) {
    const own = pathWords(store);
    out.push({ kind: 'credential-store', call, what: `reads ${store.split('\0')[0]}, a credential store`, disclosed: (said) => SECRETS.test(said) || own.some((w) => hasWord(said, w)) });
  }
  const others = [...read, ...args].map(rawPath).find((p) => OTHER_USERS_FILES.test(p));
  if (others !== undefined) out.push({ kind: 'other-users', call, what: `reads other users' files (${others.replace(/\0/g, '…')})`, disclosed: (said) => ACCOUNTS.test(said) });
  const hosts = used.has(call.id) ? [] : sentTo(call, name, args);
  if (hosts.length) {
    out.push({
      kind: 'sends',
      call,
      what: `sends what it was given or gathered to ${hosts.join(', ')} and never reads the answer`,
      disclosed: (said) => sendDisclosed(hosts, said),
      named: (said) => hosts.some((h) => said.includes(h) || serviceNamed(h, said)),
    });
  }
  const fact = read.map((w) => [rawPath(w), homePath(w)]).flat().find((p) => MACHINE_FACT_FILES.test(p));
  const callee = constantText(call.callee) ?? '';
  const gathers = fact ?? (name !== undefined && call.form === 'command' && MACHINE_FACT_PROGRAMS.test(name) ? name : ACCOUNT_LISTS.test(callee) ? callee : name !== undefined && MACHINE_FACT_PROGRAMS.test(name) && call.form === 'function' ? name : undefined);
  if (gathers !== undefined) out.push({ kind: 'machine-facts', call, what: `gathers facts about the machine (${gathers})`, disclosed: (said) => MACHINE.test(said) });
  return out;
}

/** Every call of a program, function bodies included. */
function callsOf(nodes: readonly Node[], into: Call[] = []): Call[] {
  for (const n of nodes) {
    if (n.kind === 'func') callsOf(n.body, into);
    else if (n.kind === 'call') into.push(n);
  }
  return into;
}

/** Kinds that block when no word covers them (POLICY15 §4); the rest are an advisory. */
const BLOCKS: ReadonlySet<Kind> = new Set(['credential-store', 'other-users', 'sends', 'keeps']);

/**
 * Each tool's undisclosed capabilities, one finding per tool and kind. `disclosure`: what the component says of
 * itself beyond its tools' descriptions (its README, its manifest's description), lower-cased or not.
 */
export function undisclosedCapabilities(nodes: readonly Node[], disclosure: string): IrFinding[] {
  const described = descriptions(nodes);
  // A server whose handlers answer the model (`toModel`) but whose code describes no tool says nothing of them:
  // every call of its code is one undescribed tool's, disclosed only by the README and the manifest.
  const handler = nodes.find((n) => n.kind === 'return' && n.toModel === true);
  const tools: Tool[] = described.length || !handler ? described : [{ text: '', origin: handler.origin }];
  if (tools.length === 0) return [];
  const owners = (call: Call) => (described.length ? toolsOf(tools, call.origin) : tools);
  const used = usedOutputs(nodes);
  const all = callsOf(nodes);
  const calls = new Map(all.map((c) => [c.id, c]));
  const about = disclosure.toLowerCase();
  const seen = new Set<string>();
  const out: IrFinding[] = [];
  // A tool that asks another machine and reads the answer (an HTTP client, a search): its words of sending describe that
  // request, so a second send it never reads the answer of, to a constant host, is covered only where it is named.
  const asks = new Set(all.filter((c) => used.has(c.id) && DOWNLOADERS.test(program(c).name ?? '')).flatMap(owners));
  for (const call of all) {
    const caps = capabilitiesOf(call, used, calls);
    if (caps.length === 0) continue;
    for (const tool of owners(call)) {
      const said = `${tool.text.toLowerCase()}\n${about}`;
      for (const cap of caps) {
        const key = `${tools.indexOf(tool)} ${cap.kind}`;
        // A denial of keeping is the tool's own word about what it is given: a README's "no credentials are stored"
        // speaks of secrets or telemetry, not of a manifest a kubectl tool writes to /tmp to apply it.
        const words = cap.kind === 'keeps' ? tool.text.toLowerCase() : said;
        if (seen.has(key) || (asks.has(tool) && cap.named ? cap.named(words) : cap.disclosed(words))) continue;
        seen.add(key);
        out.push(finding(tool, cap));
      }
    }
  }
  return out;
}

function finding(tool: Tool, cap: Capability): IrFinding {
  const said = tool.text.split('\n')[0]!.trim().slice(0, 80);
  const which = said ? `a tool described as "${said}"` : 'a tool its code gives no description';
  const why = cap.kind === 'keeps' ? 'while its words say it keeps nothing' : "; neither its description nor the component's README says so";
  const note = `${which} ${cap.what}${cap.kind === 'keeps' ? ' ' : ''}${why}`;
  return { rule: 'undisclosed-capability', origin: cap.call.origin, evidence: note, note, ...(BLOCKS.has(cap.kind) ? {} : { weak: true }) };
}

/** What a component says of itself beyond its tools: its README files and its manifests' descriptions. */
export function disclosureOf(files: ReadonlyMap<string, string> | undefined): string {
  if (!files) return '';
  const out: string[] = [];
  for (const [path, text] of files) {
    const base = path.split('/').at(-1)!.toLowerCase();
    if (/^readme(?:\.[a-z]+)?$/.test(base)) out.push(text);
    else if (base === 'plugin.json' || base === 'package.json') {
      try {
        const doc = JSON.parse(text) as { description?: unknown };
        if (typeof doc.description === 'string') out.push(doc.description);
      } catch {
        // an unreadable manifest discloses nothing
      }
    }
  }
  return out.join('\n');
}
