/**
 * Pure: where a package manager is told to fetch from from now on, over the
 * IR's words. A package index or registry set for the user (`npm config set
 * registry …`, `pip config set global.index-url …`, `yarn config set
 * npmRegistryServer …`, `poetry source add`) or written into the file that
 * holds it (`echo registry=… >> ~/.npmrc`, `index-url = …` into `pip.conf`),
 * or git told to fetch one address from another (`git config
 * url.<base>.insteadOf https://github.com/`) makes every later install, in every project, come from that address. The
 * shapes (shape.ts) judge the address as they judge one installed from.
 */
import { constantText, lit, shownText, type Call, type Word } from './types.ts';

/** The setting names that choose a package index or registry. */
const INDEX_KEY = /^(?:@[\w.-]+:)?registry$|(?:^|\.)(?:extra-)?index-url$|^npmRegistryServer$|^(?:global|install)\.(?:extra-)?index-url$|^default-index$/i;
/** Programs whose `config set <key> <value>` (or `config <key> <value>`) sets a setting. */
const CONFIGURED = /^(?:npm|pnpm|yarn|bun|pip[0-9.]*|pip3|uv|conda|mamba)$/;
/** Files that hold a package manager's index or registry for the user or the machine. */
export const INDEX_FILE = /(?:^|\/)(?:\.npmrc|\.yarnrc(?:\.yml)?|pip\.conf|pip\.ini|\.pypirc|uv\.toml|\.condarc|bunfig\.toml|sources\.list|sources\.list\.d\/[^/]+\.(?:list|sources)|(?:yum|zypp)\/?\.?repos\.d\/[^/]+\.repo)$/;
/** A line of such a file that names an index: `registry=…`, `index-url = …`, `npmRegistryServer: "…"`. */
export const INDEX_LINE = /(?:^|[\s'"])(?:(?:@[\w.-]+:)?(?:registry|(?:extra-)?index-url|npmRegistryServer|repository|URIs|baseurl|mirrorlist|metalink)\s*[=:]|deb(?:-src)?(?:\s+\[[^\]]*\])?)\s*["']?([a-z][\w+.-]*:\/\/[^\s"']+)/gim;

/**
 * A package source written with its signature checks off (`deb [trusted=yes] …`, `gpgcheck=0`,
 * `Trusted: yes`): whoever serves that address, or sits between, installs what they like as root.
 */
export const UNCHECKED_SOURCE = /\[[^\]]*\btrusted\s*=\s*yes\b[^\]]*\]|^\s*(?:repo_)?gpgcheck\s*=\s*(?:0|false|no)\b|^\s*Trusted:\s*yes\b|\ballow-(?:insecure|weak|downgrade-to-insecure)\s*=\s*yes\b/im;

/**
 * The text a call writes into a package source file, when it writes one (`echo … | sudo tee /etc/apt/sources.list.d/x.list`,
 * an in-language write such as `fs.appendFileSync(join(homedir(), '.npmrc'), 'registry=…')`).
 */
export function sourceText(call: Call, name: string | undefined, args: Word[]): string | undefined {
  const targets = [...(call.writes ?? []), ...(name === 'tee' ? args : [])].map(shownText);
  const written = name === undefined ? call.form === 'function' : /^(?:echo|printf|cat|tee)$/.test(name);
  if (!targets.some((t) => INDEX_FILE.test(t)) || !written) return undefined;
  return [...args, ...(call.stdin ?? [])].map(shownText).join('\n').replace(/\\n/g, '\n');
}

/** The index addresses a call sets, as words (empty when it sets none). */
export function indexSettings(call: Call, name: string | undefined, args: Word[]): Word[] {
  const texts = args.map(constantText);
  const found: Word[] = [];
  if (name !== undefined && CONFIGURED.test(name)) {
    const at = texts.indexOf('config');
    // `npm config set registry X`, `pip config set global.index-url X`, `yarn config set key X`, `npm config set registry=X`.
    const rest = at >= 0 ? args.slice(at + 1).filter((_, i) => !/^-/.test(texts[at + 1 + i] ?? '')) : [];
    const words = rest[0] && constantText(rest[0]) === 'set' ? rest.slice(1) : rest;
    const key = words[0] ? constantText(words[0]) : undefined;
    if (key !== undefined && /=/.test(key) && INDEX_KEY.test(key.split('=')[0]!)) found.push(lit(key.slice(key.indexOf('=') + 1)));
    else if (key !== undefined && INDEX_KEY.test(key) && words[1]) found.push(words[1]);
  }
  // `git config url.<base>.insteadOf <prefix>`: every later clone, fetch and `git+` install of the prefix comes from the base.
  if (name === 'git' && texts.includes('config')) {
    const rewrite = texts.map((t) => (t === undefined ? null : /^url\.(.+)\.(?:push)?insteadof$/i.exec(t))).find((m) => m);
    if (rewrite) found.push(lit(rewrite[1]!));
  }
  // Text written into the file that holds the index (`echo 'registry=…' >> ~/.npmrc`, `tee ~/.config/pip/pip.conf`).
  const text = sourceText(call, name, args);
  if (text !== undefined) for (const m of text.matchAll(INDEX_LINE)) found.push(lit(m[1]!));
  return found;
}

/**
 * Environment variables that choose where a package manager fetches from
 * (`PIP_INDEX_URL`, `UV_DEFAULT_INDEX`, `npm_config_registry`, `GOPROXY`,
 * `PIP_FIND_LINKS`…): set for an install or exported, they are an index setting.
 */
const INDEX_VARIABLE = /^(?:PIP_(?:EXTRA_)?INDEX_URL|PIP_FIND_LINKS|UV_(?:EXTRA_)?INDEX_URL|UV_(?:DEFAULT_)?INDEX|UV_FIND_LINKS|PIPENV_PYPI_MIRROR|POETRY_REPOSITORIES_\w+_URL|NPM_CONFIG_REGISTRY|YARN_(?:NPM_)?REGISTRY(?:_SERVER)?|BUN_CONFIG_REGISTRY|GOPROXY|CARGO_REGISTRIES_\w+_INDEX|GEM_SOURCE|CONDA_CHANNELS)$/i;

export const isIndexVariable = (name: string) => INDEX_VARIABLE.test(name);

/** The index addresses an install's own environment sets (`PIP_INDEX_URL=http://… pip install x`). */
export function indexEnvironment(named: Record<string, Word> | undefined): Word[] {
  return Object.entries(named ?? {}).flatMap(([key, value]) => (isIndexVariable(key) ? [value] : []));
}

/**
 * An index given to one install with its certificate checks off for it (pip's `--trusted-host <its host>`, npm's
 * `--strict-ssl=false`): anyone on the path may serve the packages, as over plain http (labelled20, after Progent's
 * development half). `host` is the index's; `texts` the install's words.
 */
export function checksOffFor(host: string | undefined, texts: readonly (string | undefined)[]): boolean {
  if (host === undefined) return false;
  return texts.some((t, i) => {
    if (t === undefined) return false;
    const trusted = /^--trusted-host(?:=(.+))?$/.exec(t);
    if (trusted) return (trusted[1] ?? texts[i + 1] ?? '').toLowerCase().split(':')[0] === host.toLowerCase();
    return /^--strict-ssl=false$/.test(t) || (t === '--strict-ssl' && texts[i + 1] === 'false') || t === '--no-strict-ssl';
  });
}
