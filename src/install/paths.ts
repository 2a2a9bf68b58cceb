/**
 * Relative paths that come from the network (a component's `files`, a hook's
 * supporting-file destination, a manifest someone edited) are checked here
 * before they touch the file system: no absolute paths, no `..`, nothing
 * that resolves outside the install root.
 */
import { isAbsolute, relative, resolve, sep } from 'node:path';
import { safeRelativePath, UnsafePathError } from '../catalog/relative-path.ts';

export { UnsafePathError } from '../catalog/relative-path.ts';

/** Absolute path of a checked relative path under root; throws if it would escape. */
export function resolveInside(root: string, relPath: string): string {
  const absolute = resolve(root, ...safeRelativePath(relPath).split('/'));
  const rel = relative(resolve(root), absolute);
  if (rel === '' || rel.startsWith(`..${sep}`) || rel === '..' || isAbsolute(rel)) {
    throw new UnsafePathError(`path ${JSON.stringify(relPath)} leaves ${root}`);
  }
  return absolute;
}
