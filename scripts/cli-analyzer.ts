/**
 * Where the published package's commands find the safety analyzer (scripts/build-cli.ts): once, in
 * `toolshed scan`'s bundle (lib/cli/scan-process.cjs), not again as ~200 compiled modules in lib/safety/
 * beside it (0.8 MB and the vendored packages only the analyzer reads: the 5 MB budget,
 * tests/cli/published.test.ts). The installer, `update`, `restore`, `list`, `check`, `plugins` import
 * src/safety's modules by their own paths as ever; in lib/ each such path holds a facade that takes the
 * module's exports from the bundle (`modules` below), after starting the grammars as grammars.ts's
 * top-level await does in the checkout. A command that never loads the analyzer (chats and analytics
 * reach src/safety/secrets.ts alone) keeps the compiled modules it reaches: loading the 1.4 MB bundle
 * would slow it for a few KB. The others start faster than from the ~200 modules (`toolshed list` and
 * `check`: ~260 -> ~220 ms CPU on the shared 2-core machine): one script, required.
 *
 * Which is which is read from the module graph (esbuild's, as the bundle is made): a root (an entry, or a
 * module imported dynamically) whose static imports never reach the grammars is "light". A worker started
 * from a file (workers/pool.ts) is no root here: one that imported src/safety would get the facades, right but slower.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';

/** The analyzer's marker: importing it starts the parsers, so a module graph that reaches it loads the analyzer anyway. */
const GRAMMARS = 'src/safety/ir/grammars.ts';
/** What the facades' loader needs from the bundle besides what the commands import. */
const LOADER_NEEDS = ['src/safety/ir/grammar-loading.ts', GRAMMARS];

export interface AnalyzerSplit {
  /** src/safety modules the commands import, served from the bundle: each gets a facade at its compiled path. */
  facades: string[];
  /** Everything the bundle exposes in `modules` (the facades' modules and the loader's). */
  exposed: string[];
  /** src/safety modules compiled as ever: reached by a root that never loads the analyzer. */
  kept: Set<string>;
}

/** The split for the CLI's module graph from `entries` (paths relative to `root`, e.g. src/cli/main.ts). */
export async function analyzerSplit(root: string, entries: string[]): Promise<AnalyzerSplit> {
  const { metafile } = await build({
    entryPoints: entries, absWorkingDir: root, bundle: true, splitting: true, write: false, metafile: true,
    format: 'esm', platform: 'node', packages: 'external', outdir: 'graph', logLevel: 'silent',
  });
  const inputs = metafile.inputs;
  const staticClosure = (from: string, seen = new Set<string>()): Set<string> => {
    if (seen.has(from)) return seen;
    seen.add(from);
    for (const i of inputs[from]?.imports ?? []) if (i.kind === 'import-statement' && !i.external) staticClosure(i.path, seen);
    return seen;
  };
  const roots = new Set(entries);
  for (const input of Object.values(inputs)) for (const i of input.imports) if (i.kind === 'dynamic-import' && !i.external) roots.add(i.path);
  const kept = new Set<string>();
  for (const r of roots) {
    const reached = staticClosure(r);
    if (!reached.has(GRAMMARS)) for (const f of reached) if (f.startsWith('src/safety/')) kept.add(f);
  }
  const facades = new Set<string>();
  for (const [file, input] of Object.entries(inputs)) {
    if (file.startsWith('src/safety/')) continue;
    for (const i of input.imports) if (i.path.startsWith('src/safety/') && !kept.has(i.path)) facades.add(i.path);
  }
  return { facades: [...facades].sort(), exposed: [...new Set([...facades, ...LOADER_NEEDS])].sort(), kept };
}

/**
 * The bundle's entry: `toolshed scan`'s process (src/cli/scan-process.ts, first, so its lazy grammars are chosen
 * before grammars.ts runs) and `modules`, each exposed module's namespace by its path under src/safety/.
 */
export function bundleEntry(split: AnalyzerSplit): string {
  const lines = [`export * from './src/cli/scan-process.ts';`];
  split.exposed.forEach((file, i) => lines.push(`import * as m${i} from './${file}';`));
  lines.push(`export const modules = { ${split.exposed.map((file, i) => `${JSON.stringify(file.slice('src/safety/'.length))}: m${i}`).join(', ')} };`);
  return lines.join('\n');
}

/** Each facade's runtime export names (types are gone), read by esbuild from its source. */
export async function exportNames(root: string, files: string[]): Promise<Map<string, string[]>> {
  const { metafile } = await build({ entryPoints: files, absWorkingDir: root, bundle: false, write: false, metafile: true, format: 'esm', platform: 'node', outdir: 'names', logLevel: 'silent' });
  const names = new Map<string, string[]>();
  for (const output of Object.values(metafile.outputs)) if (output.entryPoint) names.set(output.entryPoint, output.exports);
  for (const file of files) {
    if (!names.has(file)) throw new Error(`esbuild gave no exports for ${file}`);
    // A facade copies the values once (facadeText()): a binding its module reassigns later would go stale there.
    if (/^export let /m.test(readFileSync(join(root, file), 'utf8'))) throw new Error(`${file} exports a \`let\`, which its facade in lib/ would not follow`);
  }
  return names;
}

/** The facades' loader (lib/safety/<LOADER>), which the facades import: the bundle, its grammars started as the checkout's are. */
export const LOADER = 'analyzer.js';
export const loaderText = (bundle: string): string => [
  `// Generated by scripts/build-cli.ts (scripts/cli-analyzer.ts): the analyzer of ${bundle}, for the commands' facades beside this file.`,
  // Required, not imported: an ES module import of a CommonJS script would lex its 1.4 MB for export names first.
  `const analyzer = process.getBuiltinModule('node:module').createRequire(import.meta.url)(${JSON.stringify(bundle)});`,
  // The bundle chose lazy grammars as it loaded (scan-grammars.ts, for a scan of one component); the commands that
  // come here analyse every language, with every grammar started first, as grammars.ts's top-level await does.
  `analyzer.modules['ir/grammar-loading.ts'].grammarLoading.eager = true;`,
  `await analyzer.modules['ir/grammars.ts'].startGrammars();`,
  `export const { modules } = analyzer;`,
].join('\n');

/** A facade: `file`'s exports (under src/safety/) from the loader at `loader` (relative to the facade). */
export function facadeText(file: string, names: string[], loader: string): string {
  const named = names.filter((n) => n !== 'default');
  return [
    `import { modules } from ${JSON.stringify(loader)};`,
    `const m = modules[${JSON.stringify(file)}];`,
    ...(named.length ? [`export const { ${named.join(', ')} } = m;`] : []),
    ...(named.length < names.length ? ['export default m.default;'] : []),
  ].join('\n');
}
