import { createHash } from 'node:crypto';

/**
 * sha256 of a component as installed. A single-file component hashes its
 * content; a multi-file one hashes every file in path order, each as
 * `path NUL content NUL`, so the installer can verify exactly what it writes.
 */
export function contentDigest(item: { content: string; files?: Record<string, string> }): string {
  const hash = createHash('sha256');
  if (!item.files || Object.keys(item.files).length === 0) {
    hash.update(item.content, 'utf8');
    return hash.digest('hex');
  }
  for (const path of Object.keys(item.files).sort()) {
    hash.update(path, 'utf8');
    hash.update('\0');
    hash.update(item.files[path] ?? '', 'utf8');
    hash.update('\0');
  }
  return hash.digest('hex');
}
