/**
 * Relative paths that come from the network (a component's `files`, a hook's
 * supporting-file destination, a manifest someone edited) are checked here
 * before they touch the file system: no absolute paths, no `..`, nothing
 * that resolves outside the install root.
 */
import { isAbsolute, relative, resolve, sep } from 'node:path';

export class UnsafePathError extends Error {}

// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/;

/** Validates a forward-slash relative path and returns it normalised. */
export function safeRelativePath(path: string): string {
  if (path === '' || CONTROL.test(path) || path.includes('\\') || path.startsWith('/') || /^[A-Za-z]:/.test(path)) {
    throw new UnsafePathError(`unsafe path ${JSON.stringify(path)}`);
  }
  const parts = path.split('/').filter((p, i, all) => !(p === '' && i === all.length - 1));
  if (parts.some((p) => p === '' || p === '.' || p === '..')) throw new UnsafePathError(`unsafe path ${JSON.stringify(path)}`);
  return parts.join('/');
}

/** Absolute path of a checked relative path under root; throws if it would escape. */
export function resolveInside(root: string, relPath: string): string {
  const absolute = resolve(root, ...safeRelativePath(relPath).split('/'));
  const rel = relative(resolve(root), absolute);
  if (rel === '' || rel.startsWith(`..${sep}`) || rel === '..' || isAbsolute(rel)) {
    throw new UnsafePathError(`path ${JSON.stringify(relPath)} leaves ${root}`);
  }
  return absolute;
}
