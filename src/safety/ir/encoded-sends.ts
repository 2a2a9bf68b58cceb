/**
 * Pure: data encoded before it leaves, over the IR (docs/safety.md, "Data encoded before it is sent"): shell
 * commands (Markdown's steps, scripts, launch lines; a library's encoder in a program's own language is its
 * ordinary API use, not counted here). A variable, a file, the environment or a command's output put through an encoder (base64 either way,
 * base32, xxd, od, hexdump, uuencode, gzip and its kin, `openssl enc`/`base64`, `rev`) and then given to a
 * sender (an HTTP client, a raw socket, a DNS lookup) on its input or in its words: what leaves is made
 * unreadable to whoever looks at the line. The finding names the hosts; the driver (code.ts) drops it when
 * every host is the service the component is about (an image, base64, to the vision API the skill is for).
 * Text the code writes itself (`echo hello | base64`) encodes nothing of the machine's; a basic-auth header
 * (`Authorization: Basic …`, `curl -u`) is how a login is written, judged by the secret rules, not here.
 */
import type { IrFinding } from './finding.ts';
import { program } from './program.ts';
import { hostsOf } from './sends.ts';
import { constantText, shownText, type Call, type Part, type Program, type Word } from './types.ts';

/** Encoders run as programs; `openssl` only with its `enc` and `base64` commands. */
const ENCODERS = /^(?:base64|base32|basenc|xxd|od|hexdump|uuencode|gzip|bzip2|xz|zstd|lz4|brotli|rev)$/;
/** Programs that send their words or input to a host. */
const SENDERS = /^(?:curl|wget|wget2|http|https|xh|httpie|nc|ncat|netcat|socat|telnet|dig|host|nslookup|drill)$/;
/** Programs that only print their words: given no reference, their output is text the code wrote. */
const PRINTERS = /^(?:echo|printf)$/;

/** A basic-auth header or curl's `-u`: an encoded login, not data hidden on its way out. */
const AUTH_HEADER = /^\s*(?:proxy-)?authorization\s*:\s*basic\b/i;

/** DNS lookups: the name asked for is the message, and the domain after it is who receives it (its name server). */
const DNS = /^(?:dig|host|nslookup|drill)$/;

/** The constant domain after the last computed label of a name looked up (`$c.q.exfil-dns.net` → `q.exfil-dns.net`). */
function queriedDomain(w: Word): string[] {
  const last = w.parts.at(-1);
  const tail = last && 'lit' in last ? last.lit.replace(/^\.+/, '').toLowerCase() : '';
  return /^[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,}$/.test(tail) ? [tail] : [];
}

const refsOut = (w: Word, ids: ReadonlySet<number>) => w.parts.some((p: Part) => 'ref' in p && 'out' in p.ref && ids.has(p.ref.out));
const variable = (w: Word) => w.parts.some((p) => 'ref' in p);

/** Whether an encoder call is given something of this machine: a file operand, a variable, or the output of a call that is not text the code wrote. */
function encodesData(call: Call, args: Word[], written: ReadonlySet<number>): boolean {
  const texts = args.map(constantText);
  const operands = args.filter((_, i) => !/^-/.test(texts[i] ?? ''));
  if (operands.length > 0 || args.some(variable) || (call.reads ?? []).length > 0) return true;
  return (call.stdin ?? []).some((w) => w.parts.some((p) => 'ref' in p && !('out' in p.ref && written.has(p.ref.out))));
}

export function encodedSendFindings(p: Program): IrFinding[] {
  const found: IrFinding[] = [];
  /** Calls whose output is encoded data of the machine, or carries it (a filter after the encoder). */
  const encoded = new Set<number>();
  /** Calls whose output is only text the code wrote. */
  const written = new Set<number>();
  for (const node of p.nodes) {
    if (node.kind !== 'call') continue;
    const { name, args, callee } = program(node);
    const texts = args.map(constantText);
    if (name !== undefined && PRINTERS.test(name) && !args.some(variable)) {
      written.add(node.id);
      continue;
    }
    const carries = (node.stdin ?? []).some((w) => refsOut(w, encoded)) || args.some((w) => refsOut(w, encoded)) || Object.values(node.named ?? {}).some((w) => refsOut(w, encoded));
    if (name !== undefined && SENDERS.test(name)) {
      if (!carries) continue;
      // The encoded data in a basic-auth header or curl's -u only: a login.
      const inWords = args.filter((w, i) => refsOut(w, encoded) && !AUTH_HEADER.test(shownText(w)) && !/^(?:-u|--user)$/.test(texts[i - 1] ?? ''));
      const onInput = (node.stdin ?? []).some((w) => refsOut(w, encoded));
      if (!onInput && inWords.length === 0) continue;
      const hosts = hostsOf(args, name).concat(DNS.test(name) ? inWords.flatMap(queriedDomain) : []);
      // A host the user sets (`https://$HOST/`) names no one the component chose.
      if (hosts.length === 0) continue;
      found.push({
        rule: 'encoded-send',
        origin: node.origin,
        evidence: [callee, ...args].map(shownText).join(' ').slice(0, 200),
        sentTo: hosts,
        ...(node.later ? { later: true } : {}),
      });
      continue;
    }
    const encoder = name !== undefined && (ENCODERS.test(name) || (name === 'openssl' && /^(?:enc|base64)$/.test(texts[0] ?? '')));
    if (encoder && encodesData(node, args, written)) encoded.add(node.id);
    else if (carries) encoded.add(node.id);
  }
  return found;
}
