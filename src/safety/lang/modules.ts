/**
 * Pure: the JavaScript/TypeScript and Python front ends by a unit's
 * language, with the component's other files as the modules an `import` or
 * `require` of a sibling reaches (`./lib/net.js` → `lib/net.ts` or
 * `lib/net/index.js`; `.util` or `pkg.mod` → `util.py`, `pkg/mod.py`,
 * `pkg/mod/__init__.py`), so a function exported by one file and called
 * from another is followed with its arguments.
 */
import type { Program } from '../ir/types.ts';
import { lowerJs } from './js.ts';
import type { SourceFile } from './lower.ts';
import { lowerGo } from './go.ts';
import { lowerCmd } from './cmd.ts';
import { lowerPowerShell } from './powershell.ts';
import { lowerPython } from './python.ts';
import { lowerRuby } from './ruby.ts';
import { dirOf, normalize } from './sibling-paths.ts';

export type Resolver = (spec: string, from: string) => SourceFile | undefined;

/** A resolver of sibling modules over the component's files (path → text). */
export function siblingResolver(files: ReadonlyMap<string, string>, lang: 'js' | 'python'): Resolver {
  const find = (candidates: Array<string | undefined>): SourceFile | undefined => {
    for (const c of candidates) if (c !== undefined && files.has(c)) return { file: c, text: files.get(c)! };
    return undefined;
  };
  if (lang === 'js') {
    return (spec, from) => {
      if (!/^\.\.?\//.test(spec)) return undefined;
      const base = normalize(`${dirOf(from)}/${spec}`);
      if (base === undefined) return undefined;
      // TypeScript's ESM imports name the emitted `.js` of a `.ts` source.
      const stem = base.replace(/\.(?:m|c)?js$/, '');
      return find([base, ...['.ts', '.tsx', '.js', '.mjs', '.cjs', '.jsx', '.mts', '.cts'].map((e) => stem + e), ...['/index.ts', '/index.js', '/index.mjs'].map((e) => base + e)]);
    };
  }
  return (spec, from) => {
    const dots = /^\.*/.exec(spec)![0].length;
    const rest = spec.slice(dots).replace(/\./g, '/');
    let dir = dirOf(from);
    for (let i = 1; i < dots; i++) dir = dirOf(dir);
    const roots = dots ? [dir] : [dir, ''];
    return find(roots.flatMap((root) => (rest ? [`${root ? `${root}/` : ''}${rest}.py`, `${root ? `${root}/` : ''}${rest}/__init__.py`] : [`${root ? `${root}/` : ''}__init__.py`])));
  };
}

/** Go files one package shares with `file`, at most. */
const PACKAGE_FILES = 16;

/** The other `.go` files of `file`'s folder (a package is a folder; tests left out): go.ts keeps those of its package. */
function goPackage(files: ReadonlyMap<string, string>, file: string): SourceFile[] {
  const dir = dirOf(file);
  return [...files].filter(([f]) => f !== file && dirOf(f) === dir && f.endsWith('.go') && !f.endsWith('_test.go')).slice(0, PACKAGE_FILES).map(([f, text]) => ({ file: f, text }));
}

/** Lowers a JavaScript/TypeScript, Python, PowerShell, batch, Go or Ruby unit; undefined for other languages. */
export function lowerLanguage(lang: string, text: string, at: { file: string; line: number }, files: ReadonlyMap<string, string>): Program | undefined {
  if (lang === 'js') return lowerJs(text, { ...at, resolve: siblingResolver(files, 'js') });
  if (lang === 'python') return lowerPython(text, { ...at, resolve: siblingResolver(files, 'python') });
  if (lang === 'powershell') return lowerPowerShell(text, at);
  if (lang === 'cmd') return lowerCmd(text, at);
  if (lang === 'go') return lowerGo(text, { ...at, siblings: goPackage(files, at.file) });
  if (lang === 'ruby') return lowerRuby(text, at);
  return undefined;
}
