/**
 * Pure: what a package installer or runner is asked to fetch, over the IR's
 * words (`pip install …`, `python -m pip install …`, `uv pip install …`,
 * `npm i …`, `npx …`, `cargo install --git …`, `deno run …`). The shapes
 * (shape.ts) judge the address it names; the flow engine (flow.ts) judges
 * what flows into its words (a package name or address read from a download).
 */
import { hostsIn, isAddressHost, isLocalHost, untrustedHost } from '../network.ts';
import { lookalikeRepository } from '../lookalike.ts';
import { lookalikeHost } from '../vendors.ts';
import type { Ecosystem } from '../typosquat.ts';
import { INSTALLERS, INSTALL_ADDRESS } from './tables.ts';
import { constantText, shownText, type Word } from './types.ts';

export interface Install {
  /** The words after the subcommand: packages, addresses, options and their values. */
  words: Word[];
  /**
   * The words that say what is fetched: all of them for an installer; for a package runner, up to its package
   * (`npx tool --repos "$LIST"`: what follows is the program's own input, not a package).
   */
  fetches: Word[];
  /** The first word that is an address to fetch from (`https://…`, `git+…`, `github:o/r`, `--index-url=https://…`). */
  address?: Word;
  /** Every such word, and npm's `owner/repo` and Go's `host/path@version` (an address without a scheme). */
  addresses: Word[];
  /** Run straight away (`deno run`, `npm exec`, `pnpm dlx`), not only installed. */
  runs: boolean;
  /** The registry the names are looked up in, when it is npm or PyPI. */
  ecosystem?: Ecosystem;
  /** The package names asked for, without versions or extras (`requests`, `@types/node`); never an address or a path. */
  packages: string[];
}

const PYPI = /^(?:pip[0-9.]*|uv|uvx|pipx|poetry|pdm)$/;
const NPM = /^(?:npm|pnpm|yarn|bun|cnpm|npx|bunx|pnpx)$/;
/** Runners whose first name is the package and whose other words are its arguments. */
const RUNNER = /^(?:npx|bunx|pnpx|uvx)$/;
/** Options whose value is a package (`npx -p pkg`, `uvx --from pkg`, `uvx --with pkg`). */
const PACKAGE_OPTION = /^(?:-p|--package|--from|--with)$/;
/** Options whose value is the next word and no package: a file, an address, a folder, a setting. */
const VALUE_OPTION =
  /^(?:-[rceitfCw]|--(?:requirement|constraint|editable|index-url|extra-index-url|index|default-index|find-links|target|prefix|root|src|platform|python-version|implementation|abi|upgrade-strategy|cache-dir|log|proxy|retries|timeout|trusted-host|cert|client-cert|progress-bar|python|registry|workspace|tag|cache|userconfig|omit|include|cwd|only-binary|no-binary|spec|suffix|pip-args|call|shell))$/;

/** `lodash@4.17.21`, `@scope/name@^1`, `requests[socks]>=2.31; python_version>"3.8"`: the bare name, or undefined for an address, a path, a file. */
export function packageName(word: string, ecosystem: Ecosystem): string | undefined {
  if (ecosystem === 'npm') {
    const m = /^(@[a-z0-9][\w.-]*\/)?([a-z0-9][\w.-]*)(?:@[^/]*)?$/i.exec(word);
    return m ? `${m[1] ?? ''}${m[2]}` : undefined;
  }
  if (/\.(?:whl|zip|tar\.gz|tgz|tar\.bz2)$/i.test(word) || /[/:\\]/.test(word.split(/[<>=!~;@ ]/)[0]!)) return undefined;
  const m = /^([A-Za-z0-9][A-Za-z0-9._-]*)(?=$|[[<>=!~;@ ])/.exec(word);
  return m?.[1];
}

function packagesOf(name: string, words: Word[], ecosystem: Ecosystem | undefined, runner: boolean): string[] {
  if (!ecosystem) return [];
  const names: string[] = [];
  let positional = 0;
  for (let i = 0; i < words.length; i++) {
    const text = constantText(words[i]!);
    if (text === undefined) continue;
    if (/^-/.test(text)) {
      const [option, value] = text.split(/=(.*)/s);
      const next = value ?? (i + 1 < words.length ? constantText(words[i + 1]!) : undefined);
      if (PACKAGE_OPTION.test(option!) && !(option === '-p' && PYPI.test(name)) && next !== undefined) {
        const p = packageName(next, ecosystem);
        if (p) names.push(p);
      }
      if (value === undefined && (VALUE_OPTION.test(option!) || PACKAGE_OPTION.test(option!))) i++;
      continue;
    }
    // `uv tool install x`, `pipx run x`: the subcommand word is no package.
    if (/^(?:install|run|add)$/.test(text) && positional === 0 && names.length === 0 && i === 0) continue;
    positional++;
    const p = packageName(text, ecosystem);
    if (p) names.push(p);
    if (runner) break;
  }
  return names;
}

/** Options whose value says where packages come from (an index, a link page, a repository, the package itself). */
const SOURCE_OPTION = /^(?:-[ifp]|--(?:index-url|extra-index-url|index|default-index|find-links|registry|git|from|with|package|spec))$/;

/** The index just past a runner's first operand (its package), options and their values skipped; every word when there is none. */
function firstOperandEnd(words: Word[]): number {
  for (let i = 0; i < words.length; i++) {
    const text = constantText(words[i]!);
    if (text === undefined) return i + 1;
    if (text === '--') continue;
    if (/^-/.test(text)) {
      if (!text.includes('=') && (VALUE_OPTION.test(text) || PACKAGE_OPTION.test(text))) i++;
      continue;
    }
    return i + 1;
  }
  return words.length;
}

const base = (w: Word | undefined) => (w ? constantText(w)?.split(/[\\/]/).pop() : undefined);

/** The install a call amounts to, from its program name and words (prefixes such as `sudo` already taken off). */
export function installOf(name: string | undefined, args: Word[]): Install | undefined {
  // `python -m pip install …`: the module is the program.
  if (name !== undefined && /^python[0-9.]*$/.test(name) && constantText(args[0] ?? { parts: [] }) === '-m' && args[1]) {
    name = base(args[1]);
    args = args.slice(2);
  }
  if (name === undefined) return undefined;
  const texts = args.map(constantText);
  for (const rule of INSTALLERS) {
    if (!rule.program.test(name)) continue;
    let from = 0;
    if (rule.sub) {
      // `uv pip install`, `npm exec`: the subcommand among the first words.
      from = texts.findIndex((t, i) => i < 3 && t !== undefined && rule.sub!.test(t));
      if (from < 0) continue;
      from++;
    }
    const words = args.slice(from);
    const ecosystem = PYPI.test(name) ? 'pypi' : NPM.test(name) ? 'npm' : name === 'cargo' ? 'crates' : undefined;
    const runner = rule.runs || RUNNER.test(name);
    // A package runner's package is its first operand: the words after it are the program's own arguments
    // (`npx mcp-remote https://host/sse`). Deno's options take values this table does not list (`-n name`), so all its words count.
    const end = runner && ecosystem ? firstOperandEnd(words) : words.length;
    const addresses = words.slice(0, end).filter((a, i) => {
      const shown = shownText(a);
      // `--sass-binary-site=URL`, `--sqlite=PATH`: a setting's value, not where packages come from.
      if (/^--?[\w-]+=/.test(shown) && !SOURCE_OPTION.test(shown.split('=')[0]!)) return false;
      // `--index-url=URL`, and PEP 508's `name @ URL`: the address is the URL.
      const t = shown.replace(/^--?[\w-]+=/, '').replace(/^[\w.[\],-]+\s*@\s*(?=[a-z+]+:)/i, '');
      if (INSTALL_ADDRESS.test(t)) return true;
      const before = i > 0 ? constantText(words[i - 1]!) : undefined;
      const operand = !/^-/.test(t) && !(before !== undefined && VALUE_OPTION.test(before));
      // `npm install owner/repo`: npm reads a bare `owner/repo` as a GitHub repository; `go install host/path@v` fetches from the host.
      if (operand && ecosystem === 'npm' && /^[A-Za-z0-9][\w.-]*\/[\w.-]+(?:#\S*)?$/.test(t)) return true;
      return operand && name === 'go' && /^(?:[a-z0-9-]+\.)+[a-z]{2,}\/\S+$/.test(t);
    });
    const address = addresses[0];
    // `uv run x` runs a command of the project's environment: no package is fetched by name.
    const uvRun = name === 'uv' && texts[from - 1] === 'run';
    // `deno run npm:pkg`, `deno install -g npm:pkg`: Deno fetches `npm:` specifiers from npm by name.
    if (name === 'deno') {
      const npm = words.map(constantText).flatMap((t) => (t?.startsWith('npm:') ? [packageName(t.slice(4), 'npm')] : [])).filter((n): n is string => n !== undefined);
      return { words, fetches: words, ...(address ? { address } : {}), addresses, runs: rule.runs, ...(npm.length ? { ecosystem: 'npm' as const } : {}), packages: npm };
    }
    const packages = uvRun ? [] : packagesOf(name, words, ecosystem, runner);
    return { words, fetches: words.slice(0, end), ...(address ? { address } : {}), addresses, runs: rule.runs, ...(ecosystem ? { ecosystem } : {}), packages };
  }
  return undefined;
}

/** What an address installed from is, for the finding: `install-untrusted` blocks; `install-from-url` names the host. */
export interface AddressVerdict {
  rule: 'install-untrusted' | 'install-from-url';
  host: string;
  /** Shown before the line: `from github.com`, `from 198.51.100.7, a bare IP address`. */
  note: string;
}

/** `github:o/r`, `gist:id`, `git@github.com:o/r`, `o/r` (npm), `github.com/o/r/…` (Go): the same address with a scheme, for the host and path. */
function withScheme(text: string): string {
  const t = text.replace(/^--?[\w-]+=/, '').replace(/^[\w.[\]-]+\s*@\s*(?=[a-z+]+:)/i, '');
  const short = /^(github|gitlab|bitbucket):(.+)$/.exec(t);
  if (short) return `https://${short[1]}.${short[1] === 'bitbucket' ? 'org' : 'com'}/${short[2]}`;
  // npm's `gist:<id>`: a gist, whoever's it is.
  const gist = /^gist:(.+)$/.exec(t);
  if (gist) return `https://gist.github.com/${gist[1]}`;
  const scp = /^(?:git\+)?(?:ssh:\/\/)?git@([\w.-]+)[:/](.+)$/.exec(t);
  if (scp) return `ssh://${scp[1]}/${scp[2]}`;
  if (/^[A-Za-z0-9][\w.-]*\/[\w.-]+(?:#\S*)?$/.test(t) && !/^(?:[a-z0-9-]+\.)+[a-z]{2,}\//.test(t)) return `https://github.com/${t}`;
  if (/^(?:[a-z0-9-]+\.)+[a-z]{2,}\/\S+$/.test(t)) return `https://${t}`;
  return t;
}

/**
 * How an address a package is installed from is judged (docs/safety.md,
 * installs from an address): a bare IP, plain http, a paste, file-drop or
 * tunnel host, or a look-alike account on a forge (lookalike.ts) is
 * `install-untrusted`; any other host is `install-from-url`, naming it.
 * Undefined for a local address (`file:`, loopback) or none.
 */
export function judgeAddress(text: string): AddressVerdict | undefined {
  const address = withScheme(text.trim());
  const host = hostsIn(address).find((h) => !isLocalHost(h));
  if (!host) return undefined;
  const untrusted = (why: string): AddressVerdict => ({ rule: 'install-untrusted', host, note: `from ${host}, ${why}` });
  if (isAddressHost(host)) return untrusted('a bare IP address');
  if (untrustedHost(host)) return untrusted('a paste, file-drop or tunnel host');
  // A gist is a paste kept on a forge: no repository, no review, rewritten at will by its owner.
  if (/^gist\.(?:github|githubusercontent)\.com$/.test(host)) return untrusted('a gist, a paste on a forge');
  if (/^(?:git\+)?http:\/\//i.test(address)) return untrusted('over plain http');
  const imitated = lookalikeHost(host);
  if (imitated) return untrusted(`a look-alike of ${imitated}`);
  const path = /^[a-z+]+:\/\/[^/]+\/([^/?#]+)\/([^/?#@]+)/i.exec(address);
  if (path && /^(?:github\.com|raw\.githubusercontent\.com|gitlab\.com|bitbucket\.org|codeberg\.org)$/.test(host)) {
    const lookalike = lookalikeRepository(path[1]!, path[2]!.replace(/\.git$/, ''));
    if (lookalike) return untrusted(`a look-alike: ${lookalike}`);
  }
  return { rule: 'install-from-url', host, note: `from ${host}` };
}

/** Folders on a usual `PATH`: a program saved there is installed for the user, run by what they type next. */
const ON_PATH = /^(?:~\/(?:\.local\/)?bin|\/usr\/local\/bin|\/usr\/bin|\/opt\/homebrew\/bin|~\/\.cargo\/bin|~\/go\/bin)\/[^/]+$/;

/** A download saved at `path` in a folder on `PATH`, judged as an install from its address: only what blocks (`install-untrusted`). */
export function installedOnPath(path: string, taints: ReadonlyArray<{ url?: string }>): AddressVerdict[] {
  if (!ON_PATH.test(path)) return [];
  return taints.flatMap((t) => {
    const verdict = t.url ? judgeAddress(t.url) : undefined;
    return verdict?.rule === 'install-untrusted' ? [verdict] : [];
  });
}
