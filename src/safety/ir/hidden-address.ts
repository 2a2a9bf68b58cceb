/**
 * Pure: addresses hidden from whoever reads the component (issue 36, POLICY14 point 3). A URL, a host or an IP
 * address written encoded — base64, hex, reversed, character codes, escapes — and decoded where it is used (a
 * request's URL, a socket's host, a DNS name, the words `xargs` hands a command) or handed encoded to a program
 * as an argument (an MCP server's `--endpoint <base64>`) is hidden on purpose: nobody encodes an address they
 * mean to show, and the install prompt shows the encoded text, not where the data goes. Decoded text that is
 * no address (a JSON settings blob, a colour, a checksum, an image) and an address written plainly are not
 * counted, nor is an address of this machine.
 */
import { isLocalHost } from '../network.ts';
import type { IrFinding } from './finding.ts';
import { program } from './program.ts';
import { constantText, type Call, type Program, type Word } from './types.ts';

/** File names that look like host names (`server.py`, `notes.md`): never an address. */
const FILE_NAME = /\.(?:json|ya?ml|toml|ini|cfg|conf|sh|bash|zsh|ps1|bat|cmd|txt|md|rst|py|js|mjs|cjs|ts|tsx|jsx|go|rs|rb|php|java|kt|c|h|cpp|cs|swift|lua|pl|r|sql|html?|css|scss|xml|svg|png|jpe?g|gif|webp|ico|pdf|csv|tsv|log|lock|tar|gz|tgz|zip|bz2|xz|7z|whl|exe|dll|so|dylib|bin|pem|crt|key|env|db|sqlite)$/i;
const URL_FORM = /^[a-z][a-z0-9+.-]{1,15}:\/\/(?:[^\s/?#@]*@)?([^\s/?#:@]+|\[[0-9a-f:]+\])(?::\d{1,5})?(?:[/?#]\S*)?$/i;
const IP_FORM = /^(\d{1,3}(?:\.\d{1,3}){3})(?::\d{1,5})?(?:\/\S*)?$/;
const HOST_FORM = /^((?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,24})(?::\d{1,5})?(?:\/\S*)?$/i;

/** The address a text is, whole (a URL with a host, an IPv4 address or a host name, each with a port or path), or undefined. */
export function addressOf(text: string): string | undefined {
  const t = text.trim();
  if (t.length < 4 || t.length > 2048 || /\s/.test(t)) return undefined;
  const host = URL_FORM.exec(t)?.[1] ?? IP_FORM.exec(t)?.[1] ?? (FILE_NAME.test(t.replace(/[/:].*$/, '')) ? undefined : HOST_FORM.exec(t)?.[1]);
  if (host === undefined || isLocalHost(host.toLowerCase())) return undefined;
  // A dotted version (`1.2.3.4`) is no host when a part is over 255.
  if (IP_FORM.test(t) && host.split('.').some((n) => Number(n) > 255)) return undefined;
  return t;
}

const BASE64 = /^(?:[A-Za-z0-9+/]{4}){2,}(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=|[A-Za-z0-9+/]{4})$|^[A-Za-z0-9_-]{12,}$/;
const HEX = /^(?:[0-9a-fA-F]{2}){6,}$/;
const PRINTABLE = /^[\x20-\x7e]+$/;

/**
 * The address a constant is when decoded, and how it was hidden: base64 (or base64url), hex, or written
 * backwards (a reversed URL, `moc.elpmaxe//:sptth`). Undefined for a constant that is plain text or decodes to
 * anything but an address.
 */
export function encodedAddress(text: string): { how: string; address: string } | undefined {
  const t = text.trim();
  if (t.length < 8 || t.length > 4096) return undefined;
  const decoded = (bytes: Buffer) => {
    const s = bytes.toString('latin1');
    return PRINTABLE.test(s) ? addressOf(s) : undefined;
  };
  if (HEX.test(t)) {
    const address = decoded(Buffer.from(t, 'hex'));
    if (address) return { how: 'hex', address };
  }
  if (BASE64.test(t) && !HEX.test(t)) {
    const address = decoded(Buffer.from(t, /[-_]/.test(t) ? 'base64url' : 'base64'));
    if (address) return { how: 'base64', address };
  }
  if (t.includes('//:')) {
    const back = [...t].reverse().join('');
    const address = URL_FORM.test(back) ? addressOf(back) : undefined;
    if (address) return { how: 'reversed', address };
  }
  return undefined;
}

/** Words a call is given: its arguments (list items and object fields too) and its named arguments. */
function given(call: Call): Word[] {
  const out: Word[] = [];
  const add = (w: Word) => {
    out.push(w);
    for (const x of [...(w.items ?? []), ...(w.fields ?? [])]) add(x);
  };
  for (const w of [...call.args, ...Object.values(call.named ?? {})]) add(w);
  return out;
}

/** Programs that print or pass a constant on for the next stage to decode (`echo <base64> | base64 -d`): judged where the decoded text goes. */
const PRINTERS = /^(?:echo|printf|cat|print|Write-Output|Write-Host)$/;

export function hiddenAddressFindings(p: Program): IrFinding[] {
  const calls = new Map<number, Call>();
  for (const n of p.nodes) if (n.kind === 'call') calls.set(n.id, n);
  const found: IrFinding[] = [];
  const report = (call: Call, address: string, how: string) =>
    found.push({ rule: 'hidden-destination', origin: call.origin, evidence: `${how} ${address}: an address hidden from whoever reads the component, used by ${constantText(call.callee) ?? 'a call'}` });
  for (const call of calls.values()) {
    // The decoder itself is judged where its output goes.
    if (call.decodes) continue;
    const { name } = program(call);
    let reported = false;
    for (const w of given(call)) {
      for (const part of w.parts) {
        if (reported || !('lit' in part)) continue;
        const from = part.via === undefined ? undefined : calls.get(part.via);
        if (from?.decodes) {
          const address = addressOf(part.lit);
          if (address) (reported = true), report(call, address, 'decoded at run time to');
        }
      }
      const text = constantText(w);
      const encoded = text !== undefined && !reported && !PRINTERS.test(name ?? '') ? encodedAddress(text) : undefined;
      if (encoded) (reported = true), report(call, encoded.address, `given encoded (${encoded.how}), it decodes to`);
    }
    // `… | base64 -d | xargs curl`: the decoded lines become the command's words.
    if (!reported && /^(?:xargs|parallel)$/.test(constantText(call.callee)?.split('/').pop() ?? '')) {
      for (const part of (call.stdin ?? []).flatMap((w) => w.parts)) {
        const from = 'ref' in part && 'out' in part.ref ? calls.get(part.ref.out) : undefined;
        const address = from?.decodes && from.output !== undefined ? addressOf(from.output) : undefined;
        if (address && !reported) (reported = true), report(call, address, 'decoded at run time to');
      }
    }
  }
  return found;
}
