import { build } from 'esbuild';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/**
 * The Discord function's memory budget (100 MB at 100,000 components,
 * docs/benchmarks.md) rests on what its bundle loads: full zod cost a cold
 * instance ~15 MB, a curve library ~8 MB. Bundled as Netlify bundles it.
 */
describe('the Discord function bundle', () => {
  it('loads zod/mini only, and no curve library', async () => {
    const result = await build({ entryPoints: [`${ROOT}netlify/functions/chat-interactions.ts`], bundle: true, platform: 'node', format: 'esm', write: false, metafile: true, logLevel: 'silent' });
    const inputs = Object.keys(result.metafile.inputs);
    expect(inputs.some((p) => p.includes('zod/v4/mini'))).toBe(true);
    expect(inputs.filter((p) => p.includes('zod/v4/classic'))).toEqual([]);
    expect(inputs.filter((p) => p.includes('@noble'))).toEqual([]);
    expect(result.outputFiles[0]!.contents.byteLength).toBeLessThan(200_000);
  });
});
