/**
 * Pure: network calls and the hosts code names, and which provider a
 * secret variable belongs to (so a key sent to its own service is use, and
 * the same key sent elsewhere is exfiltration).
 */

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
    String.raw`\bfetch\s*\(`,
    String.raw`\b(?:https?|http2|net|tls|dgram)\.(?:request|get|connect|createConnection|createSocket)\s*\(`,
    String.raw`\baxios\b|\bgot\s*\(|\bnode-fetch\b|\bnew\s+WebSocket\b|\bXMLHttpRequest\b|\bsuperagent\b|\bundici\b`,
    String.raw`\bNet::HTTP\b|\bopen-uri\b|\bURI\.open\b|\bLWP::|\bHTTP::Tiny\b|\bIO::Socket\b|\bfile_get_contents\s*\(\s*['"]https?:`,
  ].join('|'),
  'i',
);

/** Hosts in URLs (`https://host/…`), `git@host:`, `/dev/tcp/host/…`, `user@host` of ssh/scp. */
const URL_HOST = /\b(?:https?|wss?|ftp|sftp|ssh|git):\/\/(?:[^\s/@'"`]+@)?([A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)*|\[[0-9a-fA-F:.]+\])/g;
const OTHER_HOST = /(?:\b(?:hostname|host)\s*[:=]\s*['"]|\bHTTPS?Connection\(\s*['"]|\bgit@|\/dev\/(?:tcp|udp)\/|\b(?:curl|wget|nc|ncat|telnet|ping|nslookup|dig)\s+(?:-\S+\s+)*)([A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+)/g;

/** The hosts named in a piece of code, lower-case, without port or user. */
export function hostsIn(text: string): string[] {
  const hosts = new Set<string>();
  for (const m of text.matchAll(URL_HOST)) hosts.add(m[1]!.toLowerCase());
  for (const m of text.matchAll(OTHER_HOST)) {
    const host = m[1]!.toLowerCase();
    // `curl file.json` or `curl -o out.sh`: a file name, not a host.
    if (/\.(?:json|sh|txt|py|js|md|tar|gz|zip|log|csv|html?)$/.test(host)) continue;
    if (/[a-z]/.test(host.split('.').pop() ?? '')) hosts.add(host);
    else if (/^\d+\.\d+\.\d+\.\d+$/.test(host)) hosts.add(host);
  }
  return [...hosts];
}

/** Hosts that never leave the machine. */
export function isLocalHost(host: string): boolean {
  return /^(?:localhost|127\.\d+\.\d+\.\d+|0\.0\.0\.0|\[::1\]|::1|host\.docker\.internal)$/.test(host) || host.endsWith('.localhost') || host.endsWith('.local');
}

/**
 * Secret variables of well-known services and the domains they are meant for.
 * A name matching a pattern belongs to the service; its value sent to a host
 * outside these domains is sent somewhere it was not made for.
 */
const PROVIDERS: Array<[RegExp, string[]]> = [
  [/^(?:ANTHROPIC|CLAUDE)_/, ['anthropic.com', 'claude.ai', 'claude.com']],
  [/^OPENAI_/, ['openai.com']],
  [/^(?:GITHUB|GH)_/, ['github.com', 'githubusercontent.com', 'ghe.com']],
  [/^AWS_/, ['amazonaws.com', 'aws.amazon.com', 'amazon.com']],
  [/^(?:GOOGLE|GEMINI|GCP|GCLOUD|PAGESPEED|YOUTUBE|FIREBASE)_/, ['googleapis.com', 'google.com']],
  [/^SLACK_/, ['slack.com']],
  [/^DISCORD_/, ['discord.com', 'discordapp.com']],
  [/^TELEGRAM_/, ['telegram.org']],
  [/^STRIPE_/, ['stripe.com']],
  [/^(?:HF|HUGGINGFACE|HUGGING_FACE)_/, ['huggingface.co']],
  [/^LINEAR_/, ['linear.app']],
  [/^GITLAB_/, ['gitlab.com']],
  [/^(?:JIRA|ATLASSIAN|CONFLUENCE)_/, ['atlassian.net', 'atlassian.com']],
  [/^NOTION_/, ['notion.com', 'notion.so']],
  [/^SENTRY_/, ['sentry.io']],
  [/^(?:DATADOG|DD)_/, ['datadoghq.com', 'datadoghq.eu']],
  [/^CLOUDFLARE_|^CF_API/, ['cloudflare.com']],
  [/^VERCEL_/, ['vercel.com']],
  [/^SUPABASE_/, ['supabase.co', 'supabase.com']],
  [/^TWILIO_/, ['twilio.com']],
  [/^SENDGRID_/, ['sendgrid.com']],
  [/^ELEVENLABS_/, ['elevenlabs.io']],
  [/^MISTRAL_/, ['mistral.ai']],
  [/^GROQ_/, ['groq.com']],
  [/^PERPLEXITY_/, ['perplexity.ai']],
  [/^DEEPSEEK_/, ['deepseek.com']],
  [/^TAVILY_/, ['tavily.com']],
  [/^FIRECRAWL_/, ['firecrawl.dev']],
  [/^BRAVE_/, ['brave.com']],
];

/** The domains a secret variable is meant for; undefined for a name of no known service. */
export function providerDomains(name: string): string[] | undefined {
  const upper = name.toUpperCase();
  return PROVIDERS.find(([pattern]) => pattern.test(upper))?.[1];
}

export function hostInDomains(host: string, domains: readonly string[]): boolean {
  return domains.some((d) => host === d || host.endsWith(`.${d}`));
}

/** Words of a secret's name that say what it is, not whose: `STRIPE_SECRET_KEY` → `STRIPE`. */
const SECRET_WORDS = /^(?:API|APP|KEY|KEYS|TOKEN|TOKENS|SECRET|SECRETS|PASSWORD|PASSWD|PASS|PWD|ACCESS|AUTH|CLIENT|PRIVATE|PERSONAL|BEARER|PAT|BOT|WEBHOOK|SIGNING|SESSION|ID|USER|ADMIN|MASTER|PROD|DEV|TEST|LIVE|ACCOUNT|SERVICE|V\d+)$/;
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
