/**
 * Pure: network calls and the hosts code names, and which provider a
 * secret variable belongs to (so a key sent to its own service is use, and
 * the same key sent elsewhere is exfiltration).
 */
import { providerOf } from './providers.ts';

/** A call that talks to the network, in any of the languages components ship. */
export const NETWORK_CALL = new RegExp(
  [
    String.raw`\b(?:curl|wget|aria2c|httpie|xh|nc|ncat|netcat|socat|telnet|scp|sftp|rsync|ftp|tftp|nslookup|dig|ssh)\b(?=\s)`,
    String.raw`\bhttps?\s+(?:GET|POST|PUT|PATCH|DELETE|-\S)`,
    String.raw`/dev/(?:tcp|udp)/`,
    String.raw`\b(?:Invoke-WebRequest|Invoke-RestMethod|iwr|irm)\b`,
    String.raw`\bNet\.WebClient\b|\bSystem\.Net\.Http\b|\bUpload(?:String|Data|File)\b`,
    String.raw`\b(?:requests|httpx|aiohttp|urllib3?|http\.client|urllib\.request|socket|smtplib|ftplib|paramiko|websockets?)\b[.\w]*\s*\.\s*(?:get|post|put|patch|delete|request|urlopen|Request|connect|create_connection|send|sendall|Session|AsyncClient|Client|ClientSession|SMTP|FTP|PoolManager|HTTPS?Connection)\b`,
    String.raw`\burlopen\s*\(`,
    // Go's net/http.
    String.raw`\bhttp\.(?:Get|Post|PostForm|Head|NewRequest(?:WithContext)?)\s*\(`,
    String.raw`\bfetch\s*\(`,
    String.raw`\b(?:https?|http2|net|tls|dgram)\.(?:request|get|connect|createConnection|createSocket)\s*\(`,
    String.raw`\baxios\b|\bgot\s*\(|\bnode-fetch\b|\bnew\s+WebSocket\b|\bXMLHttpRequest\b|\bsuperagent\b|\bundici\b`,
    String.raw`\bNet::HTTP\b|\bopen-uri\b|\bURI\.open\b|\bLWP::|\bHTTP::Tiny\b|\bIO::Socket\b|\bfile_get_contents\s*\(\s*['"]https?:`,
  ].join('|'),
  'i',
);

/** Hosts in URLs (`https://host/…`), `git@host:`, `/dev/tcp/host/…`, `user@host` of ssh/scp. */
const URL_HOST = /\b(?:https?|wss?|ftp|sftp|ssh|git|oci):\/\/(?:[^\s/@'"`]+@)?([A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)*|\[[0-9a-fA-F:.]+\])/g;
const OTHER_HOST = /(?:\b(?:hostname|host)\s*[:=]\s*['"]|\bHTTPS?Connection\(\s*['"]|\bgit@|\/dev\/(?:tcp|udp)\/|\b(?:curl|wget|nc|ncat|telnet|ping|nslookup|dig)\s+(?:-\S+\s+)*)([A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+)/g;

/** A header or field that names who is calling, not where the call goes (`HTTP-Referer: https://github.com/o/r`). */
const IDENTIFYING = /(?:referr?er|origin)['"]?\s*[:=]\s*['"]?\s*$/i;

/**
 * Whether the URL at `index` is data of the call rather than its address: a
 * URL inside another URL (`…/runPagespeed?url=https://site.example`), or the
 * value of a header that identifies the caller (`Referer`, `Origin`).
 */
function urlIsData(text: string, index: number): boolean {
  const before = text.slice(Math.max(0, index - 300), index);
  const token = /[^\s'"`(]*$/.exec(before)?.[0] ?? '';
  if (token.includes('://')) return true;
  return IDENTIFYING.test(before.slice(-40));
}

/** The hosts named in a piece of code, lower-case, without port or user. */
export function hostsIn(text: string): string[] {
  const hosts = new Set<string>();
  for (const m of text.matchAll(URL_HOST)) if (!urlIsData(text, m.index)) hosts.add(m[1]!.toLowerCase());
  for (const m of text.matchAll(OTHER_HOST)) {
    const host = m[1]!.toLowerCase();
    // `curl file.json` or `curl -o out.sh`: a file name, not a host.
    if (/\.(?:json|sh|txt|py|js|md|tar|gz|zip|log|csv|html?)$/.test(host)) continue;
    if (/[a-z]/.test(host.split('.').pop() ?? '')) hosts.add(host);
    else if (/^\d+\.\d+\.\d+\.\d+$/.test(host)) hosts.add(host);
  }
  return [...hosts];
}

/**
 * Hosts nobody installs a tool from: paste sites, file drops, tunnels,
 * request catchers, shorteners, dynamic DNS. Malicious skills fetch their
 * second stage from exactly these; a vendor never ships from them.
 */
const UNTRUSTED_HOST = /(?:^|\.)(?:pastebin\.com|paste\.rs|paste\.ee|hastebin\.com|ghostbin\.\w+|termbin\.com|ix\.io|sprunge\.us|dpaste\.(?:com|org)|rentry\.(?:co|org)|0x0\.st|transfer\.sh|file\.io|temp\.sh|bashupload\.com|oshi\.at|filebin\.net|tmpfiles\.org|catbox\.moe|gofile\.io|anonfiles\.\w+|cdn\.discordapp\.com|media\.discordapp\.net|dl\.dropboxusercontent\.com|dropbox\.com|drive\.google\.com|drive\.usercontent\.google\.com|1drv\.ms|onedrive\.live\.com|mega\.nz|mediafire\.com|wetransfer\.com|we\.tl|pixeldrain\.com|files\.fm|sendspace\.com|ngrok(?:-free)?\.(?:io|app|dev)|trycloudflare\.com|loca\.lt|serveo\.net|localtunnel\.me|lhr\.life|localhost\.run|pinggy\.(?:io|link)|bore\.pub|zrok\.io|webhook\.site|requestbin\.\w+|pipedream\.net|beeceptor\.com|interact\.sh|oast\.\w+|burpcollaborator\.net|bit\.ly|tinyurl\.com|is\.gd|t\.co|goo\.gl|duckdns\.org|no-ip\.\w+|ddns\.net|glitch\.me|repl\.co|workers\.dev)$/;

/** A paste, file-drop, tunnel, catcher, shortener or dynamic-DNS host (see above). */
export function untrustedHost(host: string): boolean {
  return UNTRUSTED_HOST.test(host.toLowerCase());
}

/**
 * An address that posts into one chat channel or one request catcher, written whole: a Discord or Slack
 * incoming webhook (its token is in the path), a Telegram bot's API, a catcher's bin. Whoever wrote it
 * reads what arrives; a user's own webhook comes from their settings, not from the code.
 */
const DROP_ADDRESS = /^https?:\/\/(?:(?:ptb\.|canary\.)?discord(?:app)?\.com\/api\/webhooks\/|hooks\.slack\.com\/(?:services|workflows|triggers)\/|api\.telegram\.org\/bot|(?:[\w-]+\.)*(?:webhook\.site|requestbin\.\w+|pipedream\.net|beeceptor\.com|interact\.sh|oast\.\w+|burpcollaborator\.net)(?:[/:?#]|$))/i;

/** Whether a URL written in the code is such a drop address (see above). */
export function isDropAddress(url: string): boolean {
  return DROP_ADDRESS.test(url);
}

/** A bare IPv4 or IPv6 address written as the host: nobody publishes software under one. */
export function isAddressHost(host: string): boolean {
  return /^\d+\.\d+\.\d+\.\d+$|^\[?[0-9a-f:]+:[0-9a-f:.]*\]?$/i.test(host);
}

/**
 * Code forges whose addresses name an owner and a repository a reader can look at, and the public container
 * registries run the same way (a forge's own, GitHub's ghcr.io, or a hub's: Docker Hub, Quay, ECR Public), whose
 * artifact paths name the publishing account first (`oci://ghcr.io/acme/charts/web`, Helm's own docs'
 * `oci://registry-1.docker.io/bitnamicharts/redis`).
 */
const FORGE = /(?:^|\.)(?:github\.com|githubusercontent\.com|gitlab\.com|bitbucket\.org|codeberg\.org|sr\.ht|sourceforge\.net|gitea\.com|huggingface\.co|ghcr\.io|docker\.io|quay\.io|public\.ecr\.aws)$/;
export function isForgeHost(host: string): boolean {
  return FORGE.test(host.toLowerCase());
}

/** Hosts that never leave the machine. */
export function isLocalHost(host: string): boolean {
  return /^(?:localhost|127\.\d+\.\d+\.\d+|0\.0\.0\.0|\[::1\]|::1|host\.docker\.internal)$/.test(host) || host.endsWith('.localhost') || host.endsWith('.local');
}

/** The domains a secret variable is meant for (providers.ts); undefined for a name of no known service. */
export function providerDomains(name: string): readonly string[] | undefined {
  return providerOf(name)?.domains;
}

export function hostInDomains(host: string, domains: readonly string[]): boolean {
  return domains.some((d) => host === d || host.endsWith(`.${d}`));
}

/** Words of a secret's name that say what it is, not whose: `STRIPE_SECRET_KEY` → `STRIPE`. */
const SECRET_WORDS = /^(?:API|APP|KEY|KEYS|TOKEN|TOKENS|SECRET|SECRETS|PASSWORD|PASSWD|PASS|PWD|ACCESS|AUTH|CLIENT|PRIVATE|PERSONAL|BEARER|PAT|BOT|WEBHOOK|SIGNING|SESSION|ID|USER|ADMIN|MASTER|PROD|DEV|TEST|LIVE|ACCOUNT|SERVICE|HEADER|HEADERS|AUTHORIZATION|VALUE|ENV|VAR|MCP|SERVER|URL|HOST|V\d+)$/;
/** Labels of a host that name no one: `api.`, `www.`, the top-level domain. */
const HOST_WORDS = /^(?:api|www|app|apps|eu|us|v\d+|com|net|org|io|dev|ai|co|app|cloud|svc|hooks?|webhooks?)$/;

/**
 * Whether a host plausibly belongs to the service a secret's name says:
 * `PUSHOVER_TOKEN` to `api.pushover.net`, `LANGSMITH_API_KEY` to
 * `api.smith.langchain.com`. `undefined` when the name says no service
 * (`API_KEY`, `TOKEN`): nothing to compare.
 */
export function hostMatchesName(name: string, host: string): boolean | undefined {
  const stems = name.toUpperCase().split(/[_-]+/).filter((w) => w.length >= 2 && !SECRET_WORDS.test(w)).map((w) => w.toLowerCase());
  if (stems.length === 0) return undefined;
  const labels = host.toLowerCase().split(/[.-]/).filter((l) => l.length >= 2 && !HOST_WORDS.test(l));
  const flat = host.toLowerCase().replace(/[.-]/g, '');
  return stems.some((stem) => (stem.length >= 3 && flat.includes(stem)) || labels.some((l) => l.length >= 4 && stem.includes(l)));
}

/**
 * Where a secret sent to `host` goes: `own` (its service's domains, or a host
 * named after the service a name of no known service says), `foreign` (a host
 * that is not its service's), or `unknown` (a generic name such as `API_KEY`,
 * or a self-hosted service's name in the host: `GITLAB_TOKEN` to
 * `gitlab.corp.example`).
 */
export function secretDestination(name: string, host: string): 'own' | 'foreign' | 'unknown' {
  if (isLocalHost(host)) return 'own';
  const provider = providerOf(name);
  if (provider) {
    if (hostInDomains(host, provider.domains)) return 'own';
    const labels = host.toLowerCase().split('.');
    const named = provider.prefixes.some((p) => p.length >= 4 && labels.slice(0, -1).some((l) => l === p.toLowerCase() || l.startsWith(`${p.toLowerCase()}-`)));
    // `api.github.com.example.net` wears the service's own domain as a disguise: never its own server.
    const disguised = provider.domains.some((d) => `.${host.toLowerCase()}.`.includes(`.${d}.`));
    return provider.selfHosted && named && !disguised ? 'unknown' : 'foreign';
  }
  const matches = hostMatchesName(name, host);
  return matches === undefined ? 'unknown' : matches ? 'own' : 'foreign';
}
