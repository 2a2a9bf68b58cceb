/**
 * `toolshed scan` in its own process: bin/toolshed.mjs starts a Node with V8's baseline
 * WebAssembly compiler only and runs this module's scanProcess() (docs/benchmarks.md, "scan").
 * scan-grammars.ts comes first so grammars load lazily. scripts/build-cli.ts bundles this entry
 * into one file in lib/ (one module to load instead of ~100: the imports were most of a scan).
 */
import './scan-grammars.ts';
import { defaultIO, guarded } from './process-io.ts';
import { run } from './scan.ts';

/** `args` as the bin got them, `scan` first. */
export async function scanProcess(args: string[]): Promise<number> {
  const io = defaultIO(args);
  return guarded(io, () => run({ ...io, argv: args.slice(1) }));
}
