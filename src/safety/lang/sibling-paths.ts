/**
 * Pure: paths inside a component, for the front ends that follow one file of
 * it into another (modules.ts for JavaScript and Python imports,
 * shell-siblings.ts for scripts a shell script sources or runs).
 */

/** The folder of a component path (`''` at the root). */
export const dirOf = (p: string) => (p.includes('/') ? p.slice(0, p.lastIndexOf('/')) : '');

/** `a/./b/../c` → `a/c`; undefined when it climbs above the component. */
export function normalize(path: string): string | undefined {
  const out: string[] = [];
  for (const part of path.split('/')) {
    if (part === '' || part === '.') continue;
    if (part === '..') {
      if (!out.length) return undefined;
      out.pop();
    } else out.push(part);
  }
  return out.join('/');
}
