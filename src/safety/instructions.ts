/**
 * Pure: Markdown the model acts on is code. In an installed agent, command
 * or skill, a shell code block or an inline command (`` `curl … | sh` ``)
 * is an instruction the model will run: it is analysed as code, in its
 * context. A security guide quoting an attack to detect it is
 * documentation: the heading above the block, the paragraph just before it
 * or the block's first comment says so (detect, avoid, never, malicious,
 * attacker, red flag, example of…). A vendor's installer given as a setup
 * step (`curl -fsSL https://bun.sh/install | bash` where the text is about
 * bun) is an advisory naming the host; an address the text does not name, a
 * bare IP, plain http or a paste or tunnel host piped to a shell blocks.
 */
import type { KindLike } from './runnables.ts';
import { hostsIn } from './network.ts';

/** Whether the model reads this Markdown as instructions it acts on (and may run the commands in it). */
export function actsOn(kind: KindLike, file: string): boolean {
  if (kind.type === 'agents' || kind.type === 'commands' || kind.type === 'loops' || kind.type === 'skills') return true;
  if (kind.type === 'mods') return /(?:^|\/)(?:agents|commands|skills)\//.test(file);
  return false;
}

/** Words that make a block an example shown, not a step to run. */
const DOCUMENTATION = /\b(?:detect\w*|spot(?:ting)?|avoid\w*|never|don'?t|do not|must not|malicious|attack\w*|red flags?|warn\w*|danger\w*|suspicious|anti-?patterns?|vulnerab\w*|exploit\w*|insecure|unsafe|bad|forbidden|prohibited|blocklist\w*|threat\w*|indicators? of|iocs?|examples? of (?:an? )?(?:malicious|bad|dangerous|unsafe)|payloads?|obfuscat\w*|exfiltrat\w*|backdoor\w*|phishing|injection|compromis\w*|what (?:not|to look for)|look(?:s|ing)? for|flag(?:s|ged)? (?:this|these|as)|reject\w*|refuse\w*|block(?:s|ed)? (?:this|these|commands?))\b/i;

export interface BlockContext {
  documentation: boolean;
  /** The text around it (headings, the paragraph before, the file's name and description), lower-cased: what a vendor's host should be named in. */
  around: string;
}

/** The context of a code block or inline command starting at 1-based `line` of a Markdown file. */
export function blockContext(lines: string[], line: number, header: string, own = ''): BlockContext {
  let heading = '';
  for (let i = line - 2; i >= 0; i--) {
    if (/^\s{0,3}#{1,6}\s/.test(lines[i]!)) {
      heading = lines[i]!;
      break;
    }
  }
  const before: string[] = [];
  for (let i = line - 2; i >= 0 && before.length < 3; i--) {
    const l = lines[i]!;
    if (/^\s{0,3}(?:```|~~~|#)/.test(l)) break;
    if (l.trim()) before.push(l);
  }
  const firstComment = /^\s*#\s*(.*)$/m.exec(own)?.[1] ?? '';
  const near = `${heading}\n${before.join('\n')}\n${firstComment}\n${own.slice(0, 0)}`;
  return { documentation: DOCUMENTATION.test(near), around: `${header}\n${near}\n${lines[line - 1] ?? ''}`.toLowerCase() };
}

/** Hosts nobody installs a tool from: paste sites, tunnels, request catchers, shorteners, dynamic DNS. */
const UNTRUSTED_HOST = /(?:^|\.)(?:pastebin\.com|paste\.rs|paste\.ee|hastebin\.com|ghostbin\.\w+|termbin\.com|ix\.io|0x0\.st|transfer\.sh|file\.io|ngrok(?:-free)?\.(?:io|app|dev)|trycloudflare\.com|loca\.lt|serveo\.net|localtunnel\.me|webhook\.site|requestbin\.\w+|pipedream\.net|beeceptor\.com|interact\.sh|oast\.\w+|burpcollaborator\.net|bit\.ly|tinyurl\.com|is\.gd|t\.co|goo\.gl|duckdns\.org|no-ip\.\w+|ddns\.net|glitch\.me|repl\.co|workers\.dev)$/;
const STOP = new Set(['www', 'com', 'org', 'net', 'dev', 'app', 'sh', 'io', 'get', 'install', 'installer', 'setup', 'script', 'scripts', 'raw', 'main', 'master', 'latest', 'download', 'downloads', 'releases', 'release', 'https', 'http', 'bash', 'curl', 'the', 'and', 'for', 'run', 'cli', 'tool', 'tools', 'bin', 'sudo']);

const words = (text: string) => text.toLowerCase().split(/[^a-z0-9-]+/).flatMap((w) => [w, ...w.split('-')]).filter((t) => t.length >= 2 && !STOP.has(t));
/** The words of the prose around a command: an address (on an inline command's own line) names nothing. */
const contextWords = (around: string) => new Set(words(around.replace(/\S*(?::\/\/|@[\w.-]+:)\S*/g, ' ')));

/**
 * Whether a download run as code on this line is a vendor's installer given
 * as a setup step: every address is https, to a named host that is not a
 * paste, tunnel or catcher, and the text around it names the vendor: the
 * host's own name (`rustup` of sh.rustup.rs, `bun` of bun.sh) or a whole
 * segment of the address's path (`uv` of astral.sh/uv/install.sh). A host
 * that only starts like the tool (`pdf-helper-cdn.net` in a PDF skill) is
 * not the tool's.
 */
export function vendorInstaller(line: string, around: string): boolean {
  const urls = [...line.matchAll(/\b(https?):\/\/([^\s"'`)|;&]+)/g)];
  if (urls.length === 0) return false;
  const context = contextWords(around);
  return urls.every(([, scheme, rest]) => {
    const host = hostsIn(`${scheme}://${rest}`)[0] ?? '';
    if (scheme !== 'https' || !host || /^\d+\.\d+\.\d+\.\d+$|^\[/.test(host) || UNTRUSTED_HOST.test(host)) return false;
    const labels = host.split('.');
    const name = labels.length >= 3 && /^(?:co|com|org|net|ac|gov)$/.test(labels[labels.length - 2]!) ? labels[labels.length - 3]! : labels[labels.length - 2] ?? '';
    const segments = rest!.slice(rest!.indexOf('/') + 1).split(/[/?#]/).map((s) => s.toLowerCase().replace(/\.(?:sh|ps1|py|git)$/, '')).filter((s) => s.length >= 2 && !STOP.has(s));
    return context.has(name) || [...context].some((w) => w.length >= 4 && name.startsWith(w) && name.length - w.length <= 3) || segments.some((s) => context.has(s));
  });
}

/**
 * Whether Markdown the model acts on is about the repository a step clones
 * and runs: the address is https on a host that is not a paste, tunnel or
 * catcher, and the text around names the repository's owner or its name
 * (`agents-autogpt` cloning Significant-Gravitas/AutoGPT). The code host's
 * own name (`github`) does not count: every repository is on it.
 */
export function namedRepository(address: string, around: string): boolean {
  const m = /^(?:git\+)?https:\/\/([^/\s]+)\/([^\s?#]+)/.exec(address);
  const host = m ? hostsIn(`https://${m[1]}/`)[0] ?? '' : '';
  if (!m || !host || /^\d+\.\d+\.\d+\.\d+$|^\[/.test(host) || UNTRUSTED_HOST.test(host)) return false;
  const context = contextWords(around);
  const segments = m[2]!.toLowerCase().replace(/\.git$/, '').split('/').filter((s) => s.length >= 3 && !STOP.has(s));
  return segments.some((s) => context.has(s) || s.split(/[-_.]/).filter((w) => w.length >= 4 && !STOP.has(w)).some((w) => context.has(w)));
}

/** Program words that make an inline code span a command the model may run. */
const COMMAND_SPAN = /^(?:sudo\s+)?(?:curl|wget|bash|sh|zsh|env|printenv|tar|zip|source|\.|eval|python3?|node|npx|npm|pnpm|yarn|bunx?|deno|pip3?|uvx?|pipx|git|rm|find|chmod|echo|printf|cat|base64|nc|ncat|socat|scp|rsync|ssh|dig|host|nslookup|openssl|iex|irm|iwr|powershell|pwsh)\s/;

/** Inline code spans that are commands: [1-based line, text]. Spans in fenced blocks are not looked at (callers skip those lines). */
export function commandSpans(lines: string[], skip: (line: number) => boolean): Array<[number, string]> {
  const out: Array<[number, string]> = [];
  lines.forEach((l, i) => {
    if (!l.includes('`') || skip(i + 1)) return;
    for (const m of l.matchAll(/(?<!`)`([^`\n]{4,400})`(?!`)/g)) if (COMMAND_SPAN.test(m[1]!.trim())) out.push([i + 1, m[1]!.trim()]);
  });
  return out;
}
