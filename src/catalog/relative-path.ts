/**
 * Where a file named by a catalog component may go: the one rule shared by the
 * build (`build --strict` must refuse what the installer would refuse) and the
 * installer (which checks again, since the download may not come from our
 * build). A path is forward-slash relative: no absolute or drive paths, no
 * backslashes (`a\b` is one odd file name on POSIX and two folders on
 * Windows), no `.`/`..`/empty segments, no control characters.
 */

export class UnsafePathError extends Error {}

// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/;

/** Validates a forward-slash relative path and returns it normalised (a trailing slash dropped). */
export function safeRelativePath(path: string): string {
  if (path === '' || CONTROL.test(path) || path.includes('\\') || path.startsWith('/') || /^[A-Za-z]:/.test(path)) {
    throw new UnsafePathError(`unsafe path ${JSON.stringify(path)}`);
  }
  const parts = path.split('/').filter((p, i, all) => !(p === '' && i === all.length - 1));
  if (parts.some((p) => p === '' || p === '.' || p === '..')) throw new UnsafePathError(`unsafe path ${JSON.stringify(path)}`);
  return parts.join('/');
}

/** A hook's supporting file: `source` is a file name beside the hook's JSON, `destination` a safe path under the root. */
export function checkSupportingFile(file: { source: string; destination: string }): { source: string; destination: string } {
  if (!/^[A-Za-z0-9._-]+$/.test(file.source) || file.source === '.' || file.source === '..') {
    throw new UnsafePathError(`supporting file "${file.source}" must be a file name beside the JSON`);
  }
  try {
    return { source: file.source, destination: safeRelativePath(file.destination) };
  } catch {
    throw new UnsafePathError(
      `supporting file destination "${file.destination}" must be a relative path inside the project with forward slashes (no "..", no backslash)`,
    );
  }
}
