/**
 * `toolshed scan` in its own process: bin/toolshed.mjs starts a Node with V8's baseline
 * WebAssembly compiler only and runs this module's scanProcess() (docs/benchmarks.md, "scan").
 * scan-grammars.ts comes first so grammars load lazily. scripts/build-cli.ts bundles this entry
 * into one CommonJS script in lib/ (one module to load instead of ~100), which the bin runs from a
 * V8 startup snapshot once one is built (src/cli/scan-snapshot.ts).
 */
import './scan-grammars.ts';
import { startGrammars } from '../safety/ir/grammars.ts';
import { defaultIO, guarded } from './process-io.ts';
import { run } from './scan.ts';

export { recordWarmTrees, warmUp } from './scan-warm-up.ts';

/** `args` as the bin got them, `scan` first. */
export async function scanProcess(args: string[]): Promise<number> {
  // Already done when grammars.ts ran as an ES module; not yet in the bundled script (no top-level await there).
  await startGrammars();
  const io = defaultIO(args);
  return guarded(io, () => run({ ...io, argv: args.slice(1) }));
}
