/**
 * Pure: whether a download run as code is a vendor's installer given as a
 * setup step (an advisory naming the host), and whether a cloned repository
 * is the one the text is about. The decision rests on the address's
 * registrable domain (the Public Suffix List, read with tldts, private
 * section included: `fnm.vercel.app` is fnm's, not Vercel's), never on a
 * subdomain or a path folder that happens to be named like the task: an
 * attacker chooses those freely (`pdf.cdn-edge.click/pdf/init.sh` in a PDF
 * skill). A vendor's is an address of a domain in the table below (the
 * official installers people copy from vendors' pages), a forge path under a
 * vendor's account in the table, or an https host whose registrable name the
 * text around names whole (`bun` of bun.sh, `ollama` of ollama.com).
 */
import { getDomain, getDomainWithoutSuffix } from 'tldts';
import { lookalikeRepository } from './lookalike.ts';
import { oneEditApart } from './typosquat.ts';
import { hostsIn, isAddressHost, isForgeHost, isLocalHost, untrustedHost } from './network.ts';
import { PROVIDERS } from './providers.ts';

/**
 * Registrable domains (or exact hosts, where the domain is shared by
 * strangers) that serve vendors' official installers. A domain listed is a
 * reviewed decision: only a vendor's own, never a host where anyone
 * publishes.
 */
export const VENDOR_DOMAINS: readonly string[] = [
  // languages and their version managers
  'rustup.rs', 'bun.sh', 'bun.com', 'deno.land', 'deno.com', 'astral.sh', 'python-poetry.org', 'pnpm.io', 'volta.sh', 'fnm.vercel.app', 'pyenv.run',
  'sdkman.io', 'mise.run', 'jdx.dev', 'julialang.org', 'haskell.org', 'ziglang.org', 'dot.net', 'go.dev', 'golang.org', 'nodejs.org', 'python.org',
  'pixi.sh', 'prefix.dev', 'mamba.pm', 'anaconda.com', 'pkgx.sh', 'moonrepo.dev', 'rvm.io', 'wasmtime.dev', 'wasmer.io', 'modular.com',
  // tools, clouds and platforms
  'brew.sh', 'docker.com', 'ollama.com', 'ollama.ai', 'claude.ai', 'claude.com', 'anthropic.com', 'supabase.com', 'paradigm.xyz', 'starship.rs',
  'tailscale.com', 'determinate.systems', 'nixos.org', 'sdk.cloud.google.com', 'dl.google.com', 'awscli.amazonaws.com', 'helm.sh', 'k3s.io',
  'fly.io', 'pulumi.com', 'hashicorp.com', 'opentofu.org', 'vector.dev', 'ohmyz.sh', 'atuin.sh', 'just.systems', 'goreleaser.com', 'jetify.com',
  'doppler.com', 'infisical.com', 'railway.com', 'railway.app', 'vercel.com', 'netlify.com', 'cloudflare.com', 'encore.dev', 'tur.so', 'coder.com',
  'opencode.ai', 'cursor.com', 'ampcode.com', 'factory.ai', 'aider.chat', 'kiro.dev', 'scoop.sh', 'chocolatey.org', 'microsoft.com', 'aka.ms',
  'nodesource.com', 'k8s.io', 'kubernetes.io', 'acme.sh', 'surrealdb.com', 'temporal.download', 'chezmoi.io',
];

/**
 * Forge accounts whose repositories hold vendors' official installers
 * (`raw.githubusercontent.com/nvm-sh/nvm/…/install.sh`,
 * `…/Homebrew/install/HEAD/install.sh`), lower-case.
 */
export const VENDOR_ACCOUNTS: ReadonlySet<string> = new Set([
  'nvm-sh', 'homebrew', 'ohmyzsh', 'helm', 'golangci', 'cargo-bins', 'leanprover', 'ocaml', 'pyenv', 'rbenv', 'asdf-vm', 'tj', 'nodesource',
  'docker', 'kubernetes', 'anthropics', 'astral-sh', 'oven-sh', 'denoland', 'rust-lang', 'junegunn', 'ajeetdsouza', 'starship', 'cli', 'supabase',
  'openai', 'microsoft', 'google', 'aws', 'azure', 'hashicorp', 'pnpm', 'volta-cli', 'schniz', 'foundry-rs', 'romkatv', 'zsh-users',
  'tmux-plugins', 'anchore', 'aquasecurity', 'goreleaser', 'golang', 'python-poetry', 'pypa', 'conda', 'conda-forge', 'mamba-org', 'jdx',
  'direnv', 'sdkman', 'modular', 'wasmerio', 'bytecodealliance', 'ziglang', 'ollama', 'tailscale', 'nix-community', 'determinatesystems',
]);

/** The registrable domain of a host (`sh.rustup.rs` → `rustup.rs`, `fnm.vercel.app` → itself), or the host when it has none. */
export function registrableDomain(host: string): string {
  return getDomain(host, { allowPrivateDomains: true }) ?? host;
}

const inTable = (host: string) => VENDOR_DOMAINS.some((d) => host === d || host.endsWith(`.${d}`));

/**
 * Vendors' own package sites beside the registries (GPU builds of a framework, a vendor's wheel index):
 * `pip install torch --index-url https://download.pytorch.org/whl/cu121`. A reviewed decision, as above.
 */
const PACKAGE_SITES: readonly string[] = ['pytorch.org', 'nvidia.com', 'pyg.org', 'intel.com', 'amd.com', 'anaconda.org', 'conda.io', 'jax.dev'];

/** Whether a host is a vendor's own (its installers' or its packages' site). */
export const isVendorHost = (host: string) => inTable(host) || PACKAGE_SITES.some((d) => host === d || host.endsWith(`.${d}`));

/** Code forges, model hubs and release hosts people download tools from, beside the vendors' own domains. */
const RELEASE_HOSTS: readonly string[] = ['github.com', 'githubusercontent.com', 'gitlab.com', 'bitbucket.org', 'codeberg.org', 'sourceforge.net', 'huggingface.co', 'amazonaws.com', 'cloudfront.net', 'googleapis.com', 'azureedge.net'];

/** Whether a program downloaded from `host` comes from where tools are published: a vendor's own site, a forge or a release host (ir/unseen-start.ts). */
export const publishedFrom = (host: string) => isVendorHost(host) || isForgeHost(host) || RELEASE_HOSTS.some((d) => host === d || host.endsWith(`.${d}`));

/** Registrable domains a look-alike imitates, each with its name joined (`deno.land` → `denoland`) and its label (`deno`). */
const IMITATED = [...VENDOR_DOMAINS, ...PACKAGE_SITES, ...RELEASE_HOSTS].map((d) => ({ domain: d, joined: d.replace(/\./g, ''), label: getDomainWithoutSuffix(d) ?? d }));

/**
 * The well-known host a download host imitates, the way a typosquat imitates a package
 * (`astrai.sh` for astral.sh, `githubusercontents.com` for githubusercontent.com, `deno-land.sh` for
 * deno.land, `github-releases.com` for github.com): its registrable name one letter from a vendor's,
 * forge's or release host's name of five letters or more, that name spelled with a hyphen for its dot, or
 * that name as one hyphen-separated word of a longer name. A listed domain is never a look-alike, nor a
 * host whose name merely equals a listed one's under another suffix (`docker.io`: vendors hold several),
 * nor a label on a platform where anyone picks it (`x.vercel.app`: the private section of the list).
 */
export function lookalikeHost(host: string): string | undefined {
  const domain = registrableDomain(host.toLowerCase());
  if (getDomain(host, { allowPrivateDomains: true }) !== getDomain(host)) return undefined;
  if (IMITATED.some((k) => domain === k.domain || domain.endsWith(`.${k.domain}`))) return undefined;
  // A subdomain dressed as a release host (`github-releases.kube-tools.io`) or holding a whole listed domain
  // (`raw.githubusercontent.com.cdn-x.net`). A plain `github.` subdomain is a company's own forge (GitHub Enterprise), and
  // companies name their own mirrors after vendors (`docker-mirror.corp.com`): only the forges' and clouds' names count there.
  const sub = host.toLowerCase().slice(0, Math.max(0, host.length - domain.length - 1));
  const dressed = IMITATED.find((k) => (RELEASE_HOSTS.includes(k.domain) && k.label !== 'gitlab' && sub.split('.').some((l) => l.includes('-') && l.split('-').includes(k.label))) || sub.includes(k.domain));
  if (dressed) return dressed.domain;
  const label = getDomainWithoutSuffix(domain) ?? domain;
  if (IMITATED.some((k) => k.label === label)) return undefined;
  const words = label.split('-');
  const hit = IMITATED.find((k) => (k.label.length >= 5 && oneEditApart(label, k.label)) || (k.joined.length >= 5 && label.replace(/-/g, '') === k.joined) || (words.length > 1 && k.label.length >= 5 && words.includes(k.label)));
  return hit?.domain;
}

const STOP = new Set(['www', 'com', 'org', 'net', 'dev', 'app', 'sh', 'io', 'get', 'install', 'installer', 'setup', 'script', 'scripts', 'raw', 'main', 'master', 'latest', 'download', 'downloads', 'releases', 'release', 'https', 'http', 'bash', 'curl', 'the', 'and', 'for', 'run', 'cli', 'tool', 'tools', 'bin', 'sudo']);
/**
 * Ordinary words of a task that name no vendor nor repository: a path folder such as `deploy/` or `sync/`
 * is no tool's name, even in a text about deploying.
 */
const GENERIC = new Set(['deploy', 'deployment', 'update', 'updates', 'sync', 'build', 'builds', 'test', 'tests', 'check', 'checks', 'helper', 'helpers', 'agent', 'agents', 'mirror', 'cdn', 'static', 'assets', 'asset', 'files', 'file', 'pkg', 'pkgs', 'package', 'packages', 'dist', 'lib', 'libs', 'src', 'api', 'public', 'tmp', 'bootstrap', 'init', 'hooks', 'hook', 'plugin', 'plugins', 'cache', 'data', 'config', 'stable', 'nightly', 'beta', 'repo', 'repos', 'code', 'project', 'env', 'workspace', 'server', 'client', 'web', 'docs', 'shared', 'common', 'team', 'utils', 'util', 'misc', 'internal']);

const words = (text: string) => text.toLowerCase().split(/[^a-z0-9-]+/).flatMap((w) => [w, ...w.split('-')]).filter((t) => t.length >= 2 && !STOP.has(t));
/**
 * The words of the prose around a command: an address (on an inline command's own line) names nothing,
 * nor does the component's own `name:`, which its author picks as freely as a host (`bun-win` fetching from bun-win.click).
 */
function contextWords(around: string): Set<string> {
  const name = /^name:\s*['"]?([^'"\n]*)/m.exec(around)?.[1]?.trim().toLowerCase();
  // The title that only repeats the name (`# setup-kit`) is the name again.
  const same = (line: string) => name !== undefined && line.replace(/^#+\s*/, '').trim().toLowerCase().replace(/\s+/g, '-') === name.replace(/\s+/g, '-');
  const prose = around.split('\n').filter((l) => !/^name:/.test(l) && !(/^#/.test(l) && same(l))).join('\n');
  return new Set(words(prose.replace(/\S*(?::\/\/|@[\w.-]+:)\S*/g, ' ')));
}

/**
 * The words of the prose around a command with every host name taken out too (`cdn-pkgupdate.net`,
 * `tools.pkgupdate.net/x`): a host the text merely writes down is the attacker's word for the host, not a name
 * of the thing the step installs or the service the component is about (`Updates come from cdn-pkgupdate.net`).
 */
const proseWords = (around: string) => contextWords(around.replace(/\b[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,}\b(?:\/\S*)?/gi, ' '));

/** Addresses a line downloads from: URLs, and after a downloader a scheme-less `host.tld/path` (`irm bun.sh/install.ps1`). */
function addressesIn(line: string): Array<{ scheme: string | undefined; host: string; path: string }> {
  const out: Array<{ scheme: string | undefined; host: string; path: string }> = [];
  for (const m of line.matchAll(/\b(https?):\/\/([^\s"'`)|;&]+)/g)) {
    const host = hostsIn(`${m[1]}://${m[2]}`)[0] ?? '';
    out.push({ scheme: m[1]!, host, path: m[2]!.includes('/') ? m[2]!.slice(m[2]!.indexOf('/') + 1) : '' });
  }
  for (const m of line.matchAll(/\b(?:curl|wget|irm|iwr|Invoke-RestMethod|Invoke-WebRequest)\b(?:\s+-[^\s]+(?:\s+'[^']*'|\s+"[^"]*")?)*\s+["']?((?:[a-z0-9-]+\.)+[a-z]{2,})(\/[^\s"'`)|;&]*)?/gi)) {
    out.push({ scheme: undefined, host: m[1]!.toLowerCase(), path: (m[2] ?? '').slice(1) });
  }
  return out;
}

/**
 * Whether a download run as code on this line is a vendor's installer given
 * as a setup step: every address is a vendor's (module comment), over https
 * (a scheme-less address only to a vendor of the table: a client adds the
 * scheme), and none is a bare IP, a paste, file-drop or tunnel host, or a
 * name reserved for examples.
 */
export function vendorInstaller(line: string, around: string): boolean {
  const urls = addressesIn(line);
  if (urls.length === 0) return false;
  const context = proseWords(around);
  return urls.every(({ scheme, host, path }) => {
    if (scheme === 'http' || !host || isAddressHost(host) || untrustedHost(host)) return false;
    // Names reserved for examples and tests (RFC 2606, 6761) belong to no vendor.
    if (/(?:^|\.)(?:invalid|test|example|localhost)$|(?:^|\.)example\.(?:com|net|org)$/i.test(host)) return false;
    const segments = path.split(/[?#]/)[0]!.split('/').map((s) => s.toLowerCase().replace(/\.git$/, ''));
    // jsDelivr's mirror of GitHub (`cdn.jsdelivr.net/gh/owner/repo@ref/file`) serves that repository's file: judged as the forge's.
    const mirrored = host === 'cdn.jsdelivr.net' && segments[0] === 'gh' ? [segments[1] ?? '', (segments[2] ?? '').split('@')[0]!] : undefined;
    if (isForgeHost(host) || mirrored) {
      // On a forge, the account is the publisher: a vendor's account of the table, or an account or repository the text names.
      const [owner = '', repo = ''] = mirrored ?? (host === 'raw.githubusercontent.com' || host === 'github.com' || host === 'gitlab.com' || host === 'codeberg.org' ? segments : []);
      if (VENDOR_ACCOUNTS.has(owner)) return true;
      // A look-alike of a vendor's account (`nvm-sh-dev/nvm`) is no vendor, however well the text names the tool.
      if (lookalikeRepository(owner, repo)) return false;
      return scheme !== undefined && [owner, repo].some((s) => s.length >= 2 && !STOP.has(s) && !GENERIC.has(s) && context.has(s));
    }
    if (inTable(host)) return true;
    if (lookalikeHost(host)) return false;
    // On a platform where anyone picks the label (`x.vercel.app`, `x.github.io`: the private section of the list), only the table says whose it is.
    if (getDomain(host, { allowPrivateDomains: true }) !== getDomain(host)) return false;
    // The registrable domain's own name, named whole in the text (`bun` of bun.sh): never a subdomain or a path folder.
    const name = getDomainWithoutSuffix(host, { allowPrivateDomains: true }) ?? '';
    return scheme === 'https' && name.length >= 2 && !STOP.has(name) && !GENERIC.has(name) && context.has(name);
  });
}

/**
 * Whether Markdown the model acts on is about the repository a step clones
 * and runs: the address is https (or git over SSH) on a host that is not a paste, tunnel or
 * catcher, and the text around names the repository's owner or its name
 * (`agents-autogpt` cloning Significant-Gravitas/AutoGPT). The code host's
 * own name (`github`) does not count: every repository is on it.
 */
export function namedRepository(address: string, around: string): boolean {
  // Over SSH (`git@host:owner/repo.git`, `ssh://git@host/owner/repo`) it is the same repository on the same host.
  const m = /^(?:git\+)?https:\/\/([^/\s]+)\/([^\s?#]+)/.exec(address) ?? /^(?:ssh:\/\/)?git@([^:/\s]+)[:/]([^\s?#]+)/.exec(address);
  const host = m ? hostsIn(`https://${m[1]}/`)[0] ?? '' : '';
  if (!m || !host || isAddressHost(host) || untrustedHost(host)) return false;
  const context = contextWords(around);
  // Ordinary task words (`agent`, `bootstrap`, `deploy`) name no repository.
  const named = (w: string) => !STOP.has(w) && !GENERIC.has(w) && context.has(w);
  // The account or the repository named whole (`autogpt` of Significant-Gravitas/AutoGPT): a word inside a name (`tools` of
  // `lintfast-tools`) is the kind of word a stranger puts in a repository's name to match the task.
  const [owner = '', repo = ''] = m[2]!.toLowerCase().replace(/\.git$/, '').split('/');
  // On a forge the account is the publisher, as for an installer (vendorInstaller): a vendor's own account vouches for its repositories.
  if (isForgeHost(host) && VENDOR_ACCOUNTS.has(owner)) return true;
  return [owner, repo.replace(/\.git$/, '')].some((s) => s.length >= 3 && named(s));
}

/**
 * The host of an install from an address on this line that nobody vouches for
 * (docs/safety.md, installs from an address): not a code forge (the account
 * is shown and a reader can look), not a vendor's own site (the table, a
 * vendor's package site), and not a host whose registrable name the text
 * around names whole, as for a vendor's installer. Installing runs the
 * package's own code, so a stranger's package is judged as a stranger's
 * script piped to a shell is. Undefined when every address is vouched for.
 */
export function strangerPackageHost(line: string, around: string): string | undefined {
  for (const { scheme, host, path } of addressesIn(line)) {
    if (!host || isForgeHost(host) || isVendorHost(host)) continue;
    if (!vendorInstaller(`${scheme ?? 'https'}://${host}/${path}`, around)) return host;
  }
  return undefined;
}

/**
 * Whether a host is the service the component is about (docs/safety.md, data encoded before it is sent): the
 * text around names it outside any address — the host's registrable name as a word (`mathpix` of
 * api.mathpix.com), or the provider it belongs to (`Google` of vision.googleapis.com, providers.ts). An
 * address written in the text names nothing (`Steg host: proxy.shadow.io`: the attacker writes the host where
 * the rule would look), nor does the component's own name; a bare IP, a paste, tunnel or dynamic-DNS host, a
 * name reserved for examples, a look-alike of a known host or a label on a platform where anyone picks it
 * never is one.
 */
export function serviceNamed(host: string, around: string): boolean {
  const h = host.toLowerCase();
  if (isAddressHost(h) || untrustedHost(h) || /(?:^|\.)(?:invalid|test|example|localhost)$|(?:^|\.)example\.(?:com|net|org)$/.test(h) || lookalikeHost(h)) return false;
  const context = proseWords(around);
  // On a platform where anyone picks the label (`x.run.app`, `x.github.io`) the host is its tenant's, whoever hosts it;
  // Google's APIs are labels of googleapis.com (a private suffix of the list), each Google's own.
  const platform = getDomain(h, { allowPrivateDomains: true }) !== getDomain(h);
  if (platform && getDomain(h) !== 'googleapis.com') return false;
  const provider = PROVIDERS.find((p) => p.domains.some((d) => h === d || h.endsWith(`.${d}`)));
  // The provider by its name or a product its variables are named after (`Gmail` of gmail.googleapis.com).
  if (provider && (provider.service.toLowerCase().split(/\s+/).every((w) => context.has(w)) || provider.prefixes.some((x) => context.has(x.toLowerCase())))) return true;
  if (platform) return false;
  const name = getDomainWithoutSuffix(h) ?? '';
  // A product of two words is written with a space in prose and a hyphen in its domain (Acme Analytics, acme-analytics.com):
  // every word of the name, none generic, named in the text.
  const parts = name.split('-');
  const spelt = parts.length > 1 && parts.every((p) => p.length >= 3 && !STOP.has(p) && !GENERIC.has(p) && context.has(p));
  return name.length >= 3 && !STOP.has(name) && !GENERIC.has(name) && (context.has(name) || spelt);
}

/**
 * Whether data a finding says was sent (its `sentTo`) goes where the component explains it: this machine, or the
 * service the text around names (`serviceNamed`); for the user's own data (`own`: the clipboard, a history, a
 * transcript, the project archived whole; outbound.ts), also a provider's own host (providers.ts): its client logs
 * in with the user's account, so the data lands in their bucket or workspace. A label on a platform where anyone
 * picks one (`x.workers.dev`) is its tenant's, not the provider's.
 */
export function sentWhereExplained(host: string, around: string | undefined, own: boolean): boolean {
  const h = host.toLowerCase();
  if (isLocalHost(h) || (around !== undefined && serviceNamed(h, around))) return true;
  // `s3.amazonaws.com` itself is a private suffix's own endpoint (no label picked); `bucket.s3.amazonaws.com` is a tenant's.
  const tenant = getDomain(h, { allowPrivateDomains: true });
  if (!own || (tenant !== null && tenant !== getDomain(h)) || untrustedHost(h) || lookalikeHost(h)) return false;
  return PROVIDERS.some((p) => p.domains.some((d) => h === d || h.endsWith(`.${d}`)));
}
