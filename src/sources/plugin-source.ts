/**
 * Pure: which addresses the aggregator hands to git, and where a marketplace
 * plugin that lives in another repository is (`github`, `url`, `git-subdir`,
 * each with an optional `ref` or `sha`). Everything else is refused with a
 * sentence: git's `ext::`/`fd::` transports (they run commands), an address
 * read as an option (`-…`), a local path or `file://` address unless the top
 * source is itself local, unencrypted transports for plugin sources, a folder
 * that leaves the repository.
 */
import { posix } from 'node:path';
import type { PluginOrigin } from './schema.ts';

const SCP_LIKE = /^[A-Za-z0-9._-]+@[A-Za-z0-9.-]+:[^/\\]/;
const SCHEME = /^([A-Za-z][A-Za-z0-9+.-]*):\/\//;
/** `owner/name`: neither part only dots (`../x` would leave the host's path). */
const GITHUB_REPO = /^(?!\.+\/)[A-Za-z0-9._-]+\/(?!\.+$)[A-Za-z0-9._-]+$/;
export const REF = /^[A-Za-z0-9_][A-Za-z0-9._/-]*$/;

/** A `file://` address or a path: a repository on this machine. */
export function isLocalAddress(address: string): boolean {
  const scheme = SCHEME.exec(address)?.[1]?.toLowerCase();
  if (scheme) return scheme === 'file';
  return !SCP_LIKE.test(address) && !/^[A-Za-z][A-Za-z0-9+.-]*::/.test(address);
}

export interface AddressRules {
  /** `file://` addresses and paths: only where the top source is itself local. */
  local: boolean;
  /** `http://` and `git://` (no transport security): top sources from our own file only. */
  unencrypted: boolean;
}

/** Why git must not be given this address; undefined when it may. */
export function refusedAddress(address: string, rules: AddressRules): string | undefined {
  if (address.startsWith('-')) return `the address ${JSON.stringify(address)} would be read by git as an option`;
  if (/^[A-Za-z][A-Za-z0-9+.-]*::/.test(address)) return `the address ${JSON.stringify(address)} uses a git transport that runs commands (${address.split('::')[0]}::)`;
  if (/[\u0000-\u0020\u007f]/.test(address)) return `the address ${JSON.stringify(address)} holds spaces or control characters`;
  const scheme = SCHEME.exec(address)?.[1]?.toLowerCase();
  if (scheme === 'https' || scheme === 'ssh') return undefined;
  if (scheme === 'http' || scheme === 'git') return rules.unencrypted ? undefined : `the address ${JSON.stringify(address)} has no transport security (${scheme}://)`;
  if (scheme === 'file' || (!scheme && !SCP_LIKE.test(address))) {
    return rules.local ? undefined : `the address ${JSON.stringify(address)} is a path on this machine, allowed only when the catalog itself is a local repository`;
  }
  if (scheme) return `the address ${JSON.stringify(address)} uses ${scheme}://, which is not fetched (https, ssh)`;
  return undefined;
}

/** A folder inside a repository, normalised; undefined when it leaves the repository. */
export function folderInside(path: string): string | undefined {
  if (path.includes('\\') || path.startsWith('/') || /[\u0000-\u001f]/.test(path)) return undefined;
  const normal = posix.normalize(path).replace(/\/+$/, '');
  if (normal === '.' || normal === '') return '';
  if (normal === '..' || normal.startsWith('../')) return undefined;
  return normal;
}

function githubAddress(repo: string): string {
  return `https://github.com/${repo.replace(/\.git$/, '')}`;
}

/**
 * Where a plugin entry's `source` object says its files are, or why the
 * aggregator will not fetch them. `local`: the top source is a local repository.
 */
export function pluginOriginOf(source: Record<string, unknown>, local: boolean): { origin: PluginOrigin } | { reason: string } {
  const kind = source.source;
  const rules: AddressRules = { local, unencrypted: false };
  let repository: string;
  let path = '';
  if (kind === 'github') {
    if (typeof source.repo !== 'string' || !GITHUB_REPO.test(source.repo)) return { reason: `its github source names ${JSON.stringify(source.repo)}, not owner/name` };
    repository = githubAddress(source.repo);
  } else if (kind === 'url' || kind === 'git-subdir') {
    if (typeof source.url !== 'string' || !source.url) return { reason: `its ${kind} source has no url` };
    repository = kind === 'git-subdir' && GITHUB_REPO.test(source.url) ? githubAddress(source.url) : source.url;
    const refused = refusedAddress(repository, rules);
    if (refused) return { reason: `its ${kind} source is refused: ${refused}` };
    if (kind === 'git-subdir') {
      if (typeof source.path !== 'string') return { reason: 'its git-subdir source has no path' };
      const inside = folderInside(source.path);
      if (inside === undefined) return { reason: `its git-subdir path ${JSON.stringify(source.path)} leaves the repository` };
      path = inside;
    }
  } else {
    return { reason: notFetched(source) };
  }
  const ref = source.ref;
  if (ref !== undefined && (typeof ref !== 'string' || !REF.test(ref) || ref.includes('..'))) return { reason: `its ref ${JSON.stringify(ref)} is not a branch or tag name` };
  const sha = source.sha;
  if (sha !== undefined && (typeof sha !== 'string' || !/^[0-9a-f]{40}$/.test(sha))) return { reason: `its sha ${JSON.stringify(sha)} is not a full commit id` };
  return { origin: { repository, path, ...(ref !== undefined ? { ref } : {}), ...(sha !== undefined ? { sha } : {}) } };
}

const GIT_ONLY = 'only git sources (github, url, git-subdir) are pulled in, each at a commit the lock records';
/** Registries Claude Code installs plugin packages from: named by the package's own field. */
const PACKAGE_SOURCES: Record<string, string> = { npm: 'npm', pip: 'pip' };

/**
 * Why a plugin source of another type is not pulled in. A package from a
 * registry is not a repository at a commit: the lock could not hold its
 * bytes, and fetching it would mean a registry address the catalog chose.
 */
function notFetched(source: Record<string, unknown>): string {
  const kind = source.source;
  const text = (v: unknown) => (typeof v === 'string' && v.length <= 200 ? v : undefined);
  if (typeof kind === 'string' && PACKAGE_SOURCES[kind]) {
    const name = text(source.package);
    const version = text(source.version);
    return `its source is ${name ? `the ${kind} package ${name}${version ? ` ${version}` : ''}` : `a ${kind} package with no name`}: packages from a registry are not pulled in (no commit to pin, no bytes for the lock); ${GIT_ONLY}`;
  }
  if (kind === undefined) return `its source names no type: ${GIT_ONLY}`;
  return `its source is of type ${JSON.stringify(typeof kind === 'string' ? kind.slice(0, 60) : kind)}, which Toolshed does not know: ${GIT_ONLY}`;
}

/** Two origins name the same bytes-to-be: the lock's entry is still the one to take. */
export function sameOrigin(a: PluginOrigin, b: PluginOrigin): boolean {
  return a.repository === b.repository && a.path === b.path && a.ref === b.ref && a.sha === b.sha;
}
