/**
 * Compile the CLI and its local servers to lib/ for publishing: Node strips
 * TypeScript types only outside node_modules, so an installed package must
 * ship JavaScript. Non-TypeScript assets (the monitor's and dashboard's web
 * pages) are copied beside the compiled modules that serve them; WebAssembly text (.wat) is
 * not an asset: its bytes ship compiled, in the generated .wasm.ts beside it (scripts/assemble-wasm.ts).
 *
 * The npm packages the compiled modules import (zod, yaml, diff) are bundled into lib/vendor/
 * (esbuild, minified) and imported from there: the zod package installs 8 MB of sources and
 * variants the CLI never loads, and the published package must stay a few megabytes
 * (issue 14). ws stays a real runtime dependency (200 KB).
 *
 * The safety analyzer ships once: inside `toolshed scan`'s bundle (lib/cli/scan-process.cjs, with
 * the packages only it reads: sax, markdown-it, smol-toml, tldts), which the other commands load
 * it from through facades at src/safety's compiled paths (scripts/cli-analyzer.ts). Beside it
 * lib/safety/ keeps only those facades and what chats and analytics reach without the analyzer.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { gzipSync } from 'node:zlib';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { build, transform, type Plugin } from 'esbuild';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import { LOADER, analyzerSplit, bundleEntry, exportNames, facadeText, loaderText } from './cli-analyzer.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const { values } = parseArgs({ options: { out: { type: 'string' } } });
const out = resolve(values.out ?? join(root, 'lib'));
const src = join(root, 'src');

await rm(out, { recursive: true, force: true });
const tsc = join(root, 'node_modules', 'typescript', 'bin', 'tsc');
const result = spawnSync(process.execPath, [tsc, '-p', join(root, 'tsconfig.build.json'), '--outDir', out], { stdio: 'inherit' });
if (result.status !== 0) process.exit(result.status ?? 1);

async function copyAssets(dir: string): Promise<number> {
  let copied = 0;
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      // The project's own grammars are vendored with the runtime's (below), not copied twice.
      if (path === join(src, 'pages') || path === join(src, 'safety', 'ir', 'grammars')) continue;
      copied += await copyAssets(path);
    } else if (!/\.(ts|astro|wat)$/.test(entry.name) && !path.startsWith(join(src, 'styles'))) {
      const target = join(out, relative(src, path));
      await cp(path, target, { recursive: false, force: true });
      copied++;
    }
  }
  return copied;
}
const copied = await copyAssets(src);

// What lib/safety/ keeps beside the scan's bundle (below) is minified in place (one file each, so each keeps its
// own import.meta.url and imports), as the analyzer's ~200 modules were when they shipped here: the installed
// package's 5 MB (tests/cli/published.test.ts). Its readable source is the repository's src/.
async function minifyTree(dir: string): Promise<void> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) await minifyTree(path);
    else if (entry.name.endsWith('.js')) await writeFile(path, (await transform(await readFile(path, 'utf8'), { minify: true, format: 'esm', target: 'node22', loader: 'js' })).code);
  }
}

// Each is built into lib/vendor/ only when a compiled module there imports it (rewriteImports(), below); the
// scan's bundle holds its own copy of those it reads. Today lib/ imports zod, yaml and diff; the analyzer's own
// (sax, markdown-it, smol-toml, tldts) live in the bundle alone.
// yaml: the installer lists what a component runs with the catalog's own
// frontmatter reader (src/text/frontmatter.ts, via src/safety/runnables.ts), so it must read YAML too.
// diff: `toolshed update` shows unified diffs (src/lifecycle/diff.ts); 23 KB bundled.
// sax: the analyzer reads a LaunchAgent's plist as XML (src/safety/lang/persisted.ts); CommonJS,
// imported by its default export, so that is what the bundle exports; 40 KB bundled.
// markdown-it: the tool-poisoning rule reads Markdown passages as CommonMark blocks (src/safety/wording.ts),
// imported by its default export too. smol-toml: the typosquat rule reads pyproject.toml (src/safety/manifests.ts).
// tldts: a vendor's installer is judged by the address's registrable domain (src/safety/vendors.ts).
const VENDORED = ['zod', 'yaml', 'diff', 'sax', 'markdown-it', 'smol-toml', 'tldts'];
const DEFAULT_ONLY = new Set(['sax', 'markdown-it']);
const englishOnly: Plugin = {
  name: 'zod-english-only',
  setup(b) {
    b.onResolve({ filter: /^\.\.\/locales\/index\.js$/ }, ({ resolveDir }) => ({ path: join(resolveDir, '..', 'locales', 'en-only.js'), namespace: 'zod-locales' }));
    b.onLoad({ filter: /.*/, namespace: 'zod-locales' }, ({ path }) => ({ contents: `export { default as en } from './en.js';`, resolveDir: dirname(path), loader: 'js' }));
  },
};
/** Bundles `name` into lib/vendor/: with only `names` when every import of it names what it takes (diff: 23 KB -> 7 KB), else all of it. */
async function vendor(name: string, names: Set<string> | 'all'): Promise<void> {
  const exported = names === 'all' ? `export * from '${name}';` : `export { ${[...names].sort().join(', ')} } from '${name}';`;
  await build({
    stdin: { contents: DEFAULT_ONLY.has(name) ? `import m from '${name}'; export default m;` : exported, resolveDir: root, loader: 'js' },
    bundle: true, minify: true, format: 'esm', target: 'node22',
    // yaml's `node` export is CommonJS, whose names `export *` cannot list; its
    // `default` export is the same code as ES modules, with no Node built-ins.
    platform: name === 'yaml' ? 'neutral' : 'node',
    // tldts has no `exports`: its `main` is CommonJS (no names for `export *`), its `module` the same code as ES modules.
    ...(name === 'tldts' ? { mainFields: ['module', 'main'] } : {}),
    // zod's messages in ~50 languages are 260 KB of its 450 KB here, parsed by every command that
    // starts (toolshed scan: docs/benchmarks.md); nothing here chooses a language, so its `locales`
    // hold English alone, the language zod configures itself with.
    ...(name === 'zod' ? { plugins: [englishOnly] } : {}),
    outfile: join(out, 'vendor', `${name}.js`), logLevel: 'warning', legalComments: 'eof',
  });
}
// The status line's plain call runs after every assistant message: its modules as one
// file (one module loaded instead of about twenty, a few ms less per call; zod-free,
// tests/usage/statusline.test.ts checks it), which bin/toolshed.mjs loads straight away.
await build({
  entryPoints: [join(src, 'statusline', 'fast.ts')],
  bundle: true, minify: true, format: 'esm', target: 'node22', platform: 'node',
  outfile: join(out, 'statusline-fast.js'), logLevel: 'warning', legalComments: 'eof',
});

// `toolshed scan`'s own process (src/cli/scan-process.ts, which bin/toolshed.mjs starts) as one
// CommonJS script with the vendored packages inside it: what a V8 startup snapshot is built from
// (Node takes one script, requiring only its built-ins), so a scan starts with every module
// already evaluated (src/cli/scan-snapshot.ts; docs/benchmarks.md, "scan"); until the snapshot
// is built the bin requires the script. Minified. Each module keeps its own `import.meta.url` (where
// tsc put it in lib/, from the script's own file), so the files it finds beside itself (the package's
// version, the tree-sitter runtime, the catalog loader's worker) are the compiled ones. A script has no
// top-level await: grammars.ts's (`await startGrammars();`) is dropped, and scanProcess() awaits it.
// Its entry also exposes the analyzer's modules the other commands import (`modules`, scripts/cli-analyzer.ts):
// the one copy of the analyzer in lib/.
const SCAN_PROCESS = join(out, 'cli', 'scan-process.cjs');
const tsconfig = JSON.parse(await readFile(join(root, 'tsconfig.build.json'), 'utf8')) as { include: string[] };
const split = await analyzerSplit(root, tsconfig.include);
await build({
  stdin: { contents: bundleEntry(split), resolveDir: root, sourcefile: 'scan-process-entry.ts', loader: 'ts' },
  bundle: true, minify: true, format: 'cjs', target: 'node22', platform: 'node',
  outfile: SCAN_PROCESS, logLevel: 'warning', legalComments: 'eof',
  banner: { js: 'var __moduleUrl = require("node:url").pathToFileURL(__filename).href;' },
  // tldts's `main` is CommonJS, its `module` the same code as ES modules: either bundles.
  mainFields: ['module', 'main'],
  plugins: [englishOnly, {
    name: 'own-import-meta-url',
    setup(b) {
      b.onLoad({ filter: /\.ts$/ }, async ({ path }) => {
        const compiled = relative(dirname(SCAN_PROCESS), join(out, relative(src, path))).replace(/\.ts$/, '.js').split(sep).join('/');
        let text = (await readFile(path, 'utf8')).replace(/\bimport\.meta\.url\b/g, `new URL(${JSON.stringify(compiled.startsWith('.') ? compiled : `./${compiled}`)}, __moduleUrl).href`);
        if (path === join(src, 'safety', 'ir', 'grammars.ts')) {
          const started = text.replace(/^await startGrammars\(\);$/m, '');
          if (started === text) throw new Error('src/safety/ir/grammars.ts no longer awaits startGrammars() as build-cli.ts expects');
          text = started;
        }
        return { contents: text, loader: 'ts' };
      });
    },
  }],
});

// The analyzer ships once, in the bundle above: lib/safety/ keeps only what a command that never loads the
// analyzer reaches (src/safety/secrets.ts: chats, analytics) and, at each path the other commands import, a
// facade onto the bundle's module (scripts/cli-analyzer.ts). 0.8 MB of compiled modules and 0.3 MB of vendored
// packages that only the analyzer reads (sax, markdown-it, smol-toml, tldts: none is built below) less.
const safetyOut = join(out, 'safety');
const kept = new Map<string, string>();
for (const file of split.kept) {
  const compiled = join(out, relative(src, join(root, file))).replace(/\.ts$/, '.js');
  kept.set(compiled, await readFile(compiled, 'utf8'));
}
await rm(safetyOut, { recursive: true });
for (const [compiled, text] of kept) {
  await mkdir(dirname(compiled), { recursive: true });
  await writeFile(compiled, text);
}
await mkdir(safetyOut, { recursive: true });
if (split.kept.has(`src/safety/${LOADER.replace(/\.js$/, '.ts')}`) || split.facades.includes(`src/safety/${LOADER.replace(/\.js$/, '.ts')}`)) throw new Error(`src/safety/ has a module at the facades' loader's path (${LOADER})`);
await writeFile(join(safetyOut, LOADER), loaderText(relative(safetyOut, SCAN_PROCESS).split(sep).join('/')));
const facadeNames = await exportNames(root, split.facades);
for (const file of split.facades) {
  const facade = join(out, relative(src, join(root, file))).replace(/\.ts$/, '.js');
  let loader = relative(dirname(facade), join(safetyOut, LOADER)).split(sep).join('/');
  if (!loader.startsWith('.')) loader = `./${loader}`;
  await mkdir(dirname(facade), { recursive: true });
  await writeFile(facade, facadeText(file.slice('src/safety/'.length), facadeNames.get(file)!, loader));
}
await minifyTree(safetyOut);

/**
 * Points the compiled modules' imports of the vendored packages at lib/vendor/; in `used`, each package they import
 * with the names they take (tsc writes `import { a, b } from "x"`), or 'all' where one takes it otherwise.
 */
async function rewriteImports(dir: string, used: Map<string, Set<string> | 'all'>): Promise<number> {
  let rewritten = 0;
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (path !== join(out, 'vendor')) rewritten += await rewriteImports(path, used);
    } else if (entry.name.endsWith('.js')) {
      const text = await readFile(path, 'utf8');
      const named = new Map<string, string[][]>();
      for (const [, clause, , spec] of text.matchAll(/\bimport\s*\{([^}]*)\}\s*from\s*(["'])([^"']+)\2/g)) {
        named.set(spec!, [...(named.get(spec!) ?? []), clause!.split(',').map((n) => n.trim().split(/\s+as\s+/)[0]!).filter(Boolean)]);
      }
      const next = text.replace(/(from\s*|import\(\s*)(["'])([^"']+)\2/g, (all, head: string, quote: string, spec: string) => {
        if (!VENDORED.includes(spec)) return all;
        // Each reference to the package is one named import, or it takes the package whole.
        const clause = named.get(spec)?.shift();
        const before = used.get(spec);
        if (!clause || before === 'all') used.set(spec, 'all');
        else used.set(spec, new Set([...(before ?? []), ...clause]));
        let rel = relative(dirname(path), join(out, 'vendor', `${spec}.js`)).split(sep).join('/');
        if (!rel.startsWith('.')) rel = `./${rel}`;
        return `${head}${quote}${rel}${quote}`;
      });
      if (next !== text) {
        await writeFile(path, next);
        rewritten++;
      }
    }
  }
  return rewritten;
}
const vendored = new Map<string, Set<string> | 'all'>();
const rewritten = await rewriteImports(out, vendored);
for (const [name, names] of vendored) await vendor(name, names);

// The safety analyzer's parsers (src/safety/ir/grammars.ts): tree-sitter's runtime as CommonJS
// (lib/ is "type": "module"), its WASM beside it, and only the grammars the front ends load, gzipped
// (about 0.5 MB instead of 4.7 MB; the loader inflates them once per process).
const treeSitter = dirname(createRequire(import.meta.url).resolve('@vscode/tree-sitter-wasm'));
const vendorTreeSitter = join(out, 'vendor', 'tree-sitter');
await mkdir(vendorTreeSitter, { recursive: true });
// Minified as the rest of lib/ is (168 KB -> about half): the package's 5 MB budget (tests/cli/published.test.ts).
await writeFile(join(vendorTreeSitter, 'tree-sitter.cjs'), (await transform(await readFile(join(treeSitter, 'tree-sitter.js'), 'utf8'), { minify: true, target: 'node22', loader: 'js' })).code);
// Its WebAssembly gzipped like the grammars (206 KB -> about 80 KB; grammars.ts hands the inflated bytes to the runtime).
await writeFile(join(vendorTreeSitter, 'tree-sitter.wasm.gz'), gzipSync(await readFile(join(treeSitter, 'tree-sitter.wasm')), { level: 9 }));
const { GRAMMARS } = await import('../src/safety/ir/grammars.ts');
for (const file of Object.values(GRAMMARS)) {
  // A grammar the runtime's package does not ship (C, for cgo preambles: src/safety/ir/grammars/) stays out of the
  // package: its 71 KB put `npx toolshed` over its 5 MB. Without it the installed scan reads no cgo preamble
  // (parse() answers "no grammar"); the site's build, from the checkout, reads them.
  const own = join(src, 'safety', 'ir', 'grammars', `${file}.gz`);
  if (existsSync(own)) continue;
  await writeFile(join(vendorTreeSitter, `${file}.gz`), gzipSync(await readFile(join(treeSitter, file)), { level: 9 }));
}
// The scan's bundle, where grammars.ts keeps its place's import.meta.url (above): the only copy of grammars.ts in lib/.
for (const module of [SCAN_PROCESS]) {
  const loader = await readFile(module, 'utf8');
  const vendored = loader.replace(/(["'])@vscode\/tree-sitter-wasm\1/, `'../../vendor/tree-sitter/tree-sitter.cjs'`);
  if (vendored === loader) throw new Error('src/safety/ir/grammars.ts no longer names its runtime as build-cli.ts expects');
  await writeFile(module, vendored);
}
console.log(`Compiled src/ to ${relative(root, out) || out} copied ${copied} assets next to it, bundled ${[...vendored.keys()].join(', ')} for ${rewritten} modules, the analyzer's ${split.facades.length} imported modules as facades onto the scan's bundle (${dirname(out) === root ? 'publishable' : 'custom output'}).`);
