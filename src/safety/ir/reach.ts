/**
 * Pure: where a program's connections reach on the user's side of the
 * network, over one program's IR (code.ts runs it beside the flow engine):
 *
 * - the cloud instance's metadata service (`169.254.169.254`, GCP's
 *   `metadata.google.internal`, the IPv6 `fd00:ec2::254`…), as the address
 *   of a request or inside one (an open redirect aimed at it): it hands out
 *   the instance role's keys and the service account's token, and nothing a
 *   tool or skill does needs them (a cloud SDK reads them itself, never code
 *   written with the address);
 * - a private range swept (`ip_network(…).hosts()` connected to one by one,
 *   an address built inside `10.`, `172.16–31.` or `192.168.`), or one host's
 *   ports tried one after another: a map of the user's network for whoever
 *   reads the result;
 * - this machine written in several spellings with the port an MCP tool's
 *   argument picks (`127.0.0.1`, `localhost`, `0.0.0.0`, `[::1]`, each +
 *   `input.Port`): the spellings are tried to slip past a guard that refuses
 *   one of them, so the model reaches whichever local service it names (a
 *   database, a Docker or admin API). One spelling (a dev server's health at
 *   the port the model gives) or a port the user configured is the tool's job.
 *
 * The addresses are data (METADATA_HOSTS, ADDRESS_RANGES); a connection is a
 * call the API tables lower to a network program (program.ts).
 */
import type { IrFinding } from './finding.ts';
import { program } from './program.ts';
import { DOWNLOADERS, NETWORK } from './tables.ts';
import { constantText, shownText, type Call, type Node, type Part, type Program, type Word } from './types.ts';

/**
 * The metadata services of the clouds, as a request names them: AWS, Azure, GCP, Oracle and DigitalOcean
 * answer on the link-local address (also written as one number or in hex to slip past filters), AWS also on
 * IPv6 and ECS tasks on 169.254.170.2, GCP under its own names, Alibaba on 100.100.100.200.
 */
export const METADATA_HOSTS = ['169.254.169.254', '2852039166', '0xa9fea9fe', '[fd00:ec2::254]', 'fd00:ec2::254', '[::ffff:a9fe:a9fe]', '169.254.170.2', '169.254.170.23', 'metadata.google.internal', 'metadata.goog', 'metadata', '100.100.100.200', 'instance-data'];

/**
 * The hosts of the URLs in a text as the WHATWG URL parser reads them, which is how an HTTP client reads them:
 * `0251.0376.0251.0376`, `0xA9FEA9FE`, `169.254.43518` and `[::ffff:169.254.169.254]` are all the metadata address.
 */
function urlHosts(text: string): string[] {
  const hosts: string[] = [];
  for (let at = text.indexOf('://'); at >= 0; at = text.indexOf('://', at + 3)) {
    const scheme = /[a-z][a-z\d+.-]*$/i.exec(text.slice(0, at))?.[0];
    if (!scheme) continue;
    try {
      hosts.push(new URL(text.slice(at - scheme.length)).hostname.toLowerCase());
    } catch {
      // not a URL: nothing to read
    }
  }
  return hosts;
}

/** Calls whose value is a whole range of addresses, iterated to reach each host in it. */
const ADDRESS_RANGES = /^(?:ipaddress\.(?:ip_network|IPv4Network|IPv6Network|ip_interface)|netaddr\.(?:IPNetwork|IPRange|IPGlob)|net\.ParseCIDR|net\/netip\.ParsePrefix|ip\.cidrSubnet|ip-cidr|cidr-tools\.expand|netmask\.Netmask)$/;

/** A private IPv4 address written as its fixed start with the rest computed (`192.168.1.…`, `10.0.….…`). */
const PRIVATE_PREFIX = /(?:^|[/@\s[(])(?:10|192\.168|172\.(?:1[6-9]|2\d|3[01]))\.(?:\d{1,3}\.){0,2}…/;

/** Programs the API tables lower a socket to; their words are the peer, one host and its port. */
const SOCKET = /^(?:nc|ncat|netcat|socat|telnet)$/;

/** Where a request names a metadata host: the authority of a URL (`http://169.254.169.254/…`), or a socket's peer word. */
function namesMetadata(words: string[]): string | undefined {
  for (const text of words) {
    const parsed = urlHosts(text).find((h) => METADATA_HOSTS.includes(h));
    if (parsed) return parsed;
    const lower = text.toLowerCase();
    for (const host of METADATA_HOSTS) {
      // A bare name (`metadata`) counts only as a URL's whole authority; a socket's peer must be an address.
      const at = lower.indexOf(`//${host}`);
      const after = at < 0 ? undefined : lower[at + 2 + host.length];
      if (at >= 0 && (after === undefined || /[:/?#]/.test(after))) return host;
      if (lower === host && /[.:]/.test(host)) return host;
    }
  }
  return undefined;
}

/** The port words of a connection: a socket's words after the host, or the port of `host:port`. */
function ports(name: string, args: Word[]): string[] {
  const texts = args.map(shownText);
  const joined = texts.flatMap((t) => /^[^/\s]*:(\d+)$/.exec(t)?.[1] ?? /^\w+:\/\/[^/\s]+:(\d+)(?:[/?#]|$)/.exec(t)?.[1] ?? []);
  return SOCKET.test(name) && !joined.length ? texts.filter((t) => /^\d+$/.test(t)) : joined;
}

/** Every call of a program, the bodies of its functions included, in order. */
export function callsOf(nodes: readonly Node[], into: Call[] = []): Call[] {
  for (const n of nodes) {
    if (n.kind === 'call') into.push(n);
    else if (n.kind === 'func') callsOf(n.body, into);
  }
  return into;
}

/** A loop counter (`for i := 1; i < 255; i++`, `for port in range(1, 1025)`): the front ends mark its value so. */
const COUNTER = /^the loop counter /;

/**
 * Whether an address's host or port is a loop counter: an octet or a port of the address's text
 * (`http://10.0.0.${i}/`, `${host}:${port}`), a socket's port (`(host, port)`, `{ host, port }`). A counter
 * anywhere else is not: in a URL's path or query (`?page=${n}`) it pages, as an index (`urls[i]`) it walks a list.
 */
function countedAddress(w: Word, counters: ReadonlySet<number>, key?: string): boolean {
  const counter = (p: Part) => 'ref' in p && (('dyn' in p.ref && COUNTER.test(p.ref.dyn)) || ('out' in p.ref && counters.has(p.ref.out)));
  const only = (x: Word | undefined) => x !== undefined && x.parts.length === 1 && counter(x.parts[0]!);
  if ((key === 'port' && only(w)) || (w.items?.length === 2 && only(w.items[1]))) return true;
  return [w, ...(w.items ?? [])].some((x) => {
    const marked = x.parts.map((p) => ('lit' in p ? p.lit : counter(p) ? '\u0001' : '…')).join('');
    const authority = /^\w+:\/\/([^/?#]*)/.exec(marked)?.[1] ?? (/^[^/\s]*$/.test(marked) ? marked : '');
    return /[.:]\u0001/.test(authority);
  });
}

const refsOut = (w: Word, outs: ReadonlySet<number>) => [w, ...(w.items ?? [])].some((x) => x.parts.some((p) => 'ref' in p && 'out' in p.ref && outs.has(p.ref.out)));

/**
 * Calls that resolve or classify an address (`ipaddress.ip_address(host).is_private`, `ipaddr.parse(a).range()`,
 * Go's `net.ParseIP(h).IsPrivate()`, a resolver's answers checked before connecting): a fetch tool that makes one
 * is taken to refuse private addresses.
 */
const ADDRESS_CHECKS = /^(?:ipaddress\.(?:ip_address|IPv4Address|IPv6Address)|socket\.(?:getaddrinfo|gethostbyname(?:_ex)?)|ipaddr(?:\.js)?\.(?:parse|process|isValid)|net\.(?:isIP|isIPv4|isIPv6|BlockList)|dns(?:\.promises)?\.lookup|net\.(?:ParseIP|LookupIP|LookupHost)|net\/netip\.ParseAddr|private-ip|is-ip|ssrf-req-filter|request-filtering-agent\.\w+|validators\.ip_address\.\w+)$/;

/** Whether a URL's host (or a socket's peer) is an MCP tool's argument: the model chooses where the request goes. */
function hostFromInput(w: Word): boolean {
  const marked = w.parts.map((p) => ('lit' in p ? p.lit : 'input' in p.ref ? '\u0002' : '…')).join('');
  const authority = /^\w+:\/\/([^/?#]*)/.exec(marked)?.[1] ?? (/^\u0002/.test(marked) ? marked : '');
  return authority.includes('\u0002');
}

/** This machine as a request names it: a loopback address, `localhost`, the unspecified address. */
const LOOPBACK = /^(?:127(?:\.\d{1,3}){3}|localhost|0\.0\.0\.0|\[::1?\]|\[::ffff:127(?:\.\d{1,3}){3}\])$/i;

/**
 * The spellings of this machine a URL writes in its own text with its port taken from an MCP tool's argument
 * (`http://localhost:` + the argument; a loop over a short list of such URLs is unrolled into one word).
 */
function localPortsFromInput(w: Word): string[] {
  const hosts: string[] = [];
  for (const [i, part] of w.parts.entries()) {
    const next = w.parts[i + 1];
    if (!('lit' in part) || next === undefined || !('ref' in next) || !('input' in next.ref)) continue;
    const host = /(?:^|\/\/|[\s@])([^\s/@:]+|\[[^\]\s]*\]):$/.exec(part.lit)?.[1]?.toLowerCase();
    if (host !== undefined && LOOPBACK.test(host)) hosts.push(host);
  }
  return hosts;
}

export function reachFindings(p: Program): IrFinding[] {
  const found: IrFinding[] = [];
  const ranges = new Set<number>();
  /** Python's `range(…)`: the loop over it counts. */
  const counters = new Set<number>();
  /** The constant ports each host was connected to. */
  const tried = new Map<string, Set<string>>();
  let metadata = false;
  let anyAddress = false;
  const calls = callsOf(p.nodes);
  const checked = calls.some((c) => ADDRESS_CHECKS.test(constantText(c.callee) ?? ''));
  let scan = false;
  /** The spellings of this machine asked at the port the model names. */
  const spellings = new Set<string>();
  for (const call of calls) {
    const callee = constantText(call.callee);
    const { name, args } = program(call);
    const all = [...args, ...Object.values(call.named ?? {})];
    if (callee !== undefined && /^(?:builtins\.)?x?range$/.test(callee)) counters.add(call.id);
    if (callee !== undefined && ADDRESS_RANGES.test(callee)) ranges.add(call.id);
    // What a range's hosts become (`str(ip)`, `network.hosts()`) is still the range.
    else if (name === undefined && all.some((w) => refsOut(w, ranges))) ranges.add(call.id);
    if (name === undefined || !(NETWORK.test(name) || DOWNLOADERS.test(name) || name === 'wget')) continue;
    const evidence = [program(call).callee, ...args].map(shownText).join(' ').slice(0, 200);
    const texts = all.map(shownText);
    const host = namesMetadata(texts);
    if (host !== undefined && !metadata) {
      metadata = true;
      found.push({ rule: 'cloud-metadata', origin: call.origin, evidence, note: `asks the cloud metadata service (${host}), which hands out the instance's credentials` });
    }
    if (!anyAddress && !checked && (name === 'wget' || DOWNLOADERS.test(name)) && args.slice(0, 1).some(hostFromInput)) {
      anyAddress = true;
      found.push({ rule: 'fetches-any-address', origin: call.origin, evidence, note: "fetches whatever address the model gives, this machine's and the local network's included" });
    }
    if (scan) continue;
    for (const h of all.flatMap(localPortsFromInput)) spellings.add(h);
    if (spellings.size >= 2) {
      scan = true;
      found.push({ rule: 'network-scan', origin: call.origin, evidence, note: `asks the port of this machine the model names under several spellings (${[...spellings].join(', ')}), as a guard's bypass does` });
      continue;
    }
    const counted = args.some((w) => countedAddress(w, counters)) || Object.entries(call.named ?? {}).some(([k, w]) => countedAddress(w, counters, k)) || call.args.some((w) => countedAddress(w, counters));
    const swept = counted || all.some((w) => refsOut(w, ranges)) || texts.some((t) => PRIVATE_PREFIX.test(t));
    // A loop over more ports than are unrolled binds its item to their texts joined (values.ts `loopItems`): one "port" of six digits or more is several.
    const many = ports(name, args).some((port) => port.length > 5);
    const peer = texts.map((t) => t.replace(/:\d+$/, '')).find((t) => !/^(?:\d+|tcp|udp)$/.test(t) && !t.startsWith('-'));
    for (const port of ports(name, args)) if (peer !== undefined && port.length <= 5) tried.set(peer, (tried.get(peer) ?? new Set()).add(port));
    const sweep = peer !== undefined && (tried.get(peer)?.size ?? 0) >= 4;
    if (swept || many || sweep) {
      scan = true;
      found.push({ rule: 'network-scan', origin: call.origin, evidence, note: counted ? 'connects to the addresses or ports a loop counts through' : swept ? 'connects to every address of a private range in turn' : 'tries one port after another on the same host' });
    }
  }
  return found;
}
