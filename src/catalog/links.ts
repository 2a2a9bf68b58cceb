/** Addresses and commands of a component, shared by the pages and anything that links to them. */
import { isSafeSegment, type Kind } from './kinds.ts';

type Ref = { kind: Pick<Kind, 'singular'>; category: string; name: string };

/** `/component/{singular}/{category}/{name}` (spec 2). */
export function componentUrl(c: Ref): string {
  return `/component/${c.kind.singular}/${c.category}/${c.name}`;
}

/**
 * Whether `path` may be shown as an `--allow-path` value in a command people
 * paste into a shell: safe path segments only (no space, quote or `$`), as
 * the installer's own folding gives them. Readers of the search index and the
 * Discord index drop any other.
 */
export function isShownAllowPath(path: unknown): path is string {
  return typeof path === 'string' && path.length <= 400 && path.split('/').every(isSafeSegment);
}

/** The published package whose bin installs components. */
const CLI_PACKAGE = 'toolshed';

/**
 * The command that installs a component, wherever it is shown (pages, Discord):
 * `category/name`, or with `bare` just the name, which the installer resolves
 * when it is unique within its kind.
 */
export function installCommand(c: Ref, opts: { bare?: boolean; allowPaths?: readonly string[] } = {}): string {
  // Exactly the --allow-path its files need (src/install/policy.ts neededAllowPaths), so the command works as shown.
  const allow = (opts.allowPaths ?? []).map((p) => ` --allow-path ${p}`).join('');
  return `npx ${CLI_PACKAGE}@latest --${c.kind.singular} ${opts.bare ? c.name : `${c.category}/${c.name}`}${allow}`;
}
