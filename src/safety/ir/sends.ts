/**
 * Pure: what a network call's words name, for the flow engine (flow.ts):
 * the hosts it talks to (URLs, `user@host:`, a bare host after a network
 * tool) and the files it sends (a login key, `ssh -i key`, `curl --cert`,
 * and what `ssh host …` names on the remote machine left out).
 */
import { parse } from 'tldts';
import { hostsIn } from '../network.ts';
import { constantText, shownText, type Call, type Word } from './types.ts';
import { SENDS_STDIN } from './tables.ts';

/** Options whose value is a key or configuration used to connect, not a file sent: ssh's family, then curl's. */
const USED_FILE: Array<[RegExp, RegExp]> = [
  [/^(?:scp|sftp|rsync)$/, /^(?:-[iFSJoe]|--rsh|--password-file)$/],
  [/^curl$/, /^(?:-E|--cert|--key|--cacert|--capath|--netrc-file|--proxy-cert|--proxy-key)$/],
];

/**
 * A network tool that sends what it is given on its input: the streams and mailers of SENDS_STDIN, and a gist published
 * with GitHub's CLI (`… | gh gist create --public -`): what is piped in is posted where anyone with the link reads it.
 */
export function sendsStdin(name: string, texts: Array<string | undefined>): boolean {
  return SENDS_STDIN.test(name) || (name === 'gh' && texts[0] === 'gist' && /^(?:create|new|edit)$/.test(texts[1] ?? ''));
}

/**
 * `gh secret set -f .env`, `gh variable set -f vars.env`: the values put in the current repository's own encrypted
 * store for its CI, where a project's secrets are kept, not sent to anyone. Another repository or organisation named
 * (`-R owner/repo`, `--org`) may be a stranger's: its files stay sent.
 */
function storedInOwnRepository(name: string, args: Word[]): boolean {
  const texts = args.map(constantText);
  return name === 'gh' && /^(?:secret|variable)$/.test(texts[0] ?? '') && texts[1] === 'set' && !texts.some((t) => t === undefined || /^(?:-R|--repo|-o|--org)(?:=|$)|^-[Ro]./.test(t));
}

/** The words of a network call that name files it sends (a login key's and a remote command's words left out). */
export function sentFiles(name: string, args: Word[]): Word[] {
  if (name === 'ssh' || storedInOwnRepository(name, args)) return [];
  // socat's file addresses (`FILE:~/.ssh/id_rsa`, `OPEN:…`, `GOPEN:…`, options after a comma): the path they read.
  if (name === 'socat') return args.flatMap((a) => {
    const head = a.parts[0];
    const lit = head && 'lit' in head ? head.lit : undefined;
    const m = lit === undefined ? null : /^(?:file|open|gopen):/i.exec(lit);
    if (!m || lit === undefined) return [];
    const parts = [{ lit: lit.slice(m[0].length) }, ...a.parts.slice(1)].map((p) => ('lit' in p ? { lit: p.lit.replace(/,.*$/s, '') } : p));
    return [{ parts: parts.filter((p) => !('lit' in p) || p.lit !== '') }];
  });
  const used = USED_FILE.find(([program]) => program.test(name))?.[1];
  const out: Word[] = [];
  for (let i = 0; i < args.length; i++) {
    const t = constantText(args[i]!);
    if (used && t !== undefined && used.test(t.replace(/=.*$/s, ''))) {
      if (!t.includes('=')) i++;
      continue;
    }
    out.push(args[i]!);
  }
  return out;
}

/**
 * A URL whose host holds a part the script does not set, read for what is
 * known of it: the domain written after the last unknown part (the default of
 * `https://http-intake.logs.${DD_SITE:-datadoghq.com}/`, the
 * `….example.com` of `https://$TENANT.example.com/`) is the host; with no
 * domain after it (`https://${HOST}/`, `https://api.${REGION}/`) the host is
 * the user's setting, like a host held in a variable: none is named.
 */
function knownHosts(text: string): string {
  return text.replace(/\b((?:https?|wss?):\/\/)([^\s/?#'"`]*…[^\s/?#'"`]*)/g, (_, scheme: string, authority: string) => {
    const after = authority.slice(authority.lastIndexOf('…') + 1).replace(/^[.-]+/, '').replace(/:\d+$/, '');
    return /^[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/.test(after) ? `${scheme}${after}` : `${scheme}…`;
  });
}

/** The options of an HTTP client whose value is the request's body: an address inside it is content sent, not where it goes. */
const HTTP_CLIENT = /^(?:curl|wget|http|https|xh|httpie)$/;
const BODY_OPTION = /^(?:-d|--data(?:-\w+)?|--json|-F|--form(?:-string)?|--post-data)$/;

/** The hosts a call's words name (URLs, `user@host:`, a bare host after a network tool); of an HTTP client `name`, not those in its body. */
export function hostsOf(args: Word[], name?: string): string[] {
  const hosts = new Set<string>();
  const body = name !== undefined && HTTP_CLIENT.test(name);
  for (const [i, a] of args.entries()) {
    const prev = i > 0 ? constantText(args[i - 1]!) : undefined;
    if (body && ((prev !== undefined && BODY_OPTION.test(prev)) || /^--(?:data(?:-\w+)?|json|post-data)=/.test(constantText(a) ?? ''))) continue;
    const text = knownHosts(shownText(a));
    for (const h of hostsIn(text)) hosts.add(h);
    const scp = /^(?:[\w.-]+@)?([A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+):/.exec(text);
    if (scp) hosts.add(scp[1]!.toLowerCase());
    // socat's and ncat's connect addresses (`TCP:host:port`, `OPENSSL:host:port`, `UDP4-SENDTO:host:port`).
    const socket = /^(?:tcp[46]?|udp[46]?|openssl|ssl|sctp)(?:-connect|-sendto|-datagram)?:([A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*):\d+/i.exec(text);
    if (socket) hosts.add(socket[1]!.toLowerCase());
    // A bare name is a host only when it ends in a public suffix ICANN lists (the Public Suffix List, read with tldts):
    // a D-Bus name (`org.freedesktop.DBus`), a program's label (`getopt -n example.bash`) or mktemp's template
    // (`git-jump.XXXXXX`) is not; a name ending like a file still is not, though `.sh` or `.py` are real suffixes.
    if (/^[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/.test(text) && !/\.(?:json|sh|txt|py|js|md|tar|gz|zip|log|csv|html?|env|pem|key)$/i.test(text) && parse(text).isIcann === true) hosts.add(text.toLowerCase());
    if (/^\d+\.\d+\.\d+\.\d+$/.test(text)) hosts.add(text);
  }
  return [...hosts];
}

/** `rsync`/`scp` with no `host:` operand and none read from a download (`fetched`): a copy on this machine, nothing sent. */
export function localCopy(name: string, args: Word[], fetched: (w: Word) => boolean): boolean {
  return (name === 'rsync' || name === 'scp') && !args.some((a) => /^[^/]*:/.test(shownText(a)) || fetched(a));
}

/**
 * A sending tool given data of this machine: another command's output on its input, or a file it uploads (`-d @f`,
 * `-F x=@f`), or another call's output in the address or the body it sends (`curl "https://…?h=$(hostname)"`,
 * `-d "$(ls ~)"`, `urlopen(base + ",".join(os.listdir(…)))`). In code run later (a git hook, a cron line, a profile)
 * to a host the component names, the user's work or machine is reported unseen at every start.
 */
export function sendsLocalData(call: Call, name: string, texts: Array<string | undefined>, args: Word[] = []): boolean {
  const output = (w: Word) => w.parts.some((p) => 'ref' in p && 'out' in p.ref);
  const piped = sendsStdin(name, texts) || texts.some((t) => t !== undefined && /^(?:-d|--data(?:-\w+)?|-F|--form|-T|--upload-file)$/.test(t));
  if (piped && (call.stdin ?? []).some(output)) return true;
  // An option's value that is no payload (`-o "$(mktemp)"`, a header) is not sent: only addresses, bodies and a function's arguments.
  const sent = args.filter((w, i) => call.form === 'function' || /:\/\//.test(shownText(w)) || /^(?:-d|--data(?:-\w+)?|-F|--form|--json)$/.test(texts[i - 1] ?? ''));
  if (sent.some(output)) return true;
  return texts.some((t, i) => t !== undefined && (/^@(?!-$)./.test(t) || /^[\w-]+=@(?!-$)./.test(t)) && /^(?:-d|--data(?:-\w+)?|-F|--form)$/.test(texts[i - 1] ?? ''));
}

/**
 * Files a call uploads whole (`curl -T f`, a storage SDK's or an SFTP client's upload, lowered so by
 * lang/apis.ts): a credential file uploaded is stored as data, not used to log in, so it leaves whoever's
 * storage it lands in, its own provider's included (a key file put in a bucket on the provider's host).
 */
export function uploadedWhole(args: Word[]): Word[] {
  return args.filter((_, i) => i > 0 && /^(?:-T|--upload-file)$/.test(constantText(args[i - 1]!) ?? ''));
}
