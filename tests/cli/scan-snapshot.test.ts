/**
 * The scan's startup snapshot (src/cli/scan-snapshot.ts) with a real Node building and starting
 * from it, over a small script of the bundled scan's shape (`scanProcess(args)` resolving to the
 * exit code): built once, used only while it checks out, never by another script, and a cache
 * folder that cannot be written only means no snapshot. The real scan's script is built and
 * scanned from in tests/cli/published.test.ts.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scanSnapshot } from '../../src/cli/scan-snapshot.ts';
import { tempDir } from '../helpers/paths.ts';
import { NODE } from '../install/run-bin.ts';

let work: Awaited<ReturnType<typeof tempDir>>;
const script = (answer: number) =>
  `const computed = ${answer} * 2;\nmodule.exports.scanProcess = async (args) => { process.stdout.write(JSON.stringify({ args, computed }) + '\\n'); return 3; };\n`;

beforeAll(async () => {
  work = await tempDir('toolshed-scan-snapshot-');
});
afterAll(() => work?.cleanup());

/** A folder `name` with the script (`answer` in it) and where its cache goes. */
function scriptIn(name: string, answer = 21): { file: string; cache: string } {
  mkdirSync(join(work.path, name), { recursive: true });
  const file = join(work.path, name, 'scan-process.cjs');
  writeFileSync(file, script(answer));
  return { file, cache: join(work.path, name, 'cache') };
}

function startFrom(blob: string) {
  return spawnSync(NODE, ['--snapshot-blob', blob, 'scan', 'here'], { encoding: 'utf8' });
}

describe('the scan\'s startup snapshot', () => {
  it('is built after a scan that had none, then used: the script evaluated once, the scan run with this run\'s arguments', () => {
    const { file, cache } = scriptIn('a');
    const first = scanSnapshot(file, cache, [], NODE);
    expect(first.blob).toBeUndefined();
    first.build();
    const second = scanSnapshot(file, cache, [], NODE);
    expect(second.blob).toBeDefined();
    const run = startFrom(second.blob!);
    expect(run.stderr).toBe('');
    expect(run.status).toBe(3);
    expect(JSON.parse(run.stdout)).toEqual({ args: ['scan', 'here'], computed: 42 });
  });

  it('is not used once damaged: the files go and the scan runs from the script until it is built again', () => {
    const { file, cache } = scriptIn('b');
    scanSnapshot(file, cache, [], NODE).build();
    const { blob } = scanSnapshot(file, cache, [], NODE);
    const bytes = readFileSync(blob!);
    const middle = bytes.length >> 1;
    bytes[middle] = bytes[middle]! ^ 0xff; // one flipped byte, the length unchanged
    writeFileSync(blob!, bytes);
    expect(scanSnapshot(file, cache, [], NODE).blob).toBeUndefined();
    expect(readdirSync(cache)).toEqual([]);
    // Garbage of any length is the same.
    scanSnapshot(file, cache, [], NODE).build();
    writeFileSync(scanSnapshot(file, cache, [], NODE).blob!, 'not a snapshot');
    expect(scanSnapshot(file, cache, [], NODE).blob).toBeUndefined();
  });

  it('is trusted unread only while the file system says it is untouched: a rewrite with its times set back is seen, the same bytes rewritten are summed again', () => {
    const { file, cache } = scriptIn('i');
    scanSnapshot(file, cache, [], NODE).build();
    const { blob } = scanSnapshot(file, cache, [], NODE);
    const sumFile = blob!.replace(/\.blob$/, '.sum');
    const sum = () => JSON.parse(readFileSync(sumFile, 'utf8')) as { size: number; crc32: number; id?: string };
    expect(sum().id).toBeDefined();
    const bytes = readFileSync(blob!);
    const { atime, mtime } = statSync(blob!);
    // The same bytes written again (a copy, a restore): checked by its CRC-32, used, its identity taken anew.
    const before = sum();
    writeFileSync(blob!, bytes);
    expect(scanSnapshot(file, cache, [], NODE).blob).toBe(blob);
    expect(sum().crc32).toBe(before.crc32);
    expect(sum().id).not.toBe(before.id);
    // One byte changed, same length, its times set back as they were: the change time tells, and the CRC-32 fails.
    bytes[bytes.length >> 1] = bytes[bytes.length >> 1]! ^ 0xff;
    writeFileSync(blob!, bytes);
    utimesSync(blob!, atime, mtime);
    expect(scanSnapshot(file, cache, [], NODE).blob).toBeUndefined();
    expect(readdirSync(cache)).toEqual([]);
  });

  it('is found by the script\'s identity, kept beside it: the same bytes installed anew are found again, other bytes with the times set back are not', () => {
    const { file, cache } = scriptIn('k');
    scanSnapshot(file, cache, [], NODE).build();
    const { blob } = scanSnapshot(file, cache, [], NODE);
    expect(blob).toBeDefined();
    const whereFile = blob!.replace(/\.blob$/, '.where');
    const kept = () => JSON.parse(readFileSync(whereFile, 'utf8')) as { where: string; script: string };
    const before = kept();
    expect(before.where).toContain(file);
    // The same bytes written again (a reinstall): another identity, the same snapshot by its bytes, the new identity kept.
    const { atime, mtime } = statSync(file);
    writeFileSync(file, script(21));
    expect(scanSnapshot(file, cache, [], NODE).blob).toBe(blob);
    expect(kept().script).not.toBe(before.script);
    // Other bytes of the same length, the times set back as they were: the change time tells, no snapshot of the old script.
    writeFileSync(file, script(22));
    utimesSync(file, atime, mtime);
    const next = scanSnapshot(file, cache, [], NODE);
    expect(next.blob).toBeUndefined();
    next.build();
    expect(JSON.parse(startFrom(scanSnapshot(file, cache, [], NODE).blob!).stdout).computed).toBe(44);
  });

  it('belongs to one script: another version of it (same length) gets none; two other versions are kept, older ones go', () => {
    const { file, cache } = scriptIn('c');
    scanSnapshot(file, cache, [], NODE).build();
    const old = scanSnapshot(file, cache, [], NODE).blob!;
    writeFileSync(file, script(12));
    const next = scanSnapshot(file, cache, [], NODE);
    expect(next.blob).toBeUndefined();
    next.build();
    const built = scanSnapshot(file, cache, [], NODE).blob!;
    expect(built).not.toBe(old);
    expect(JSON.parse(startFrom(built).stdout).computed).toBe(24);
    // Two installs used in turn keep both snapshots: the first version's is still there and used.
    writeFileSync(file, script(21));
    expect(scanSnapshot(file, cache, [], NODE).blob).toBe(old);
    // A third and a fourth version: the oldest of the others goes when the fourth is built.
    for (const answer of [13, 14]) {
      writeFileSync(file, script(answer));
      scanSnapshot(file, cache, [], NODE).build();
    }
    expect(existsSync(old)).toBe(false);
    expect(existsSync(built)).toBe(true);
    expect(readdirSync(cache).filter((n) => n.endsWith('.blob'))).toHaveLength(3);
    // Another process's build under way is left to finish; a dead build's leftovers (over an hour old) go.
    const running = join(cache, '7-0badc0de.4242.blob.tmp');
    const dead = join(cache, '7-0badc0de.4243.entry.cjs');
    writeFileSync(running, 'building');
    writeFileSync(dead, 'died');
    utimesSync(dead, new Date(Date.now() - 2 * 3_600_000), new Date(Date.now() - 2 * 3_600_000));
    writeFileSync(file, script(15));
    scanSnapshot(file, cache, [], NODE).build();
    expect(existsSync(running)).toBe(true);
    expect(existsSync(dead)).toBe(false);
    // Other flags are another snapshot too.
    expect(scanSnapshot(file, cache, ['--liftoff-only'], NODE).blob).toBeUndefined();
  });

  it('is taken after the script\'s warm-up, which runs in a folder of its own in the cache, removed after', () => {
    const { file, cache } = scriptIn('w');
    // The warm-up writes into its folder, and what it leaves in the heap is in the snapshot.
    writeFileSync(
      file,
      "const fs = require('node:fs');\nlet warmed = 'cold';\nmodule.exports.warmUp = async (folder) => { fs.mkdirSync(folder); fs.writeFileSync(folder + '/x', 'y'); await new Promise((r) => setTimeout(r, 10)); warmed = fs.readFileSync(folder + '/x', 'utf8') + ':' + folder.startsWith(" +
        `${JSON.stringify(cache)}` +
        "); fs.rmSync(folder, { recursive: true }); };\nmodule.exports.scanProcess = async (args) => { process.stdout.write(JSON.stringify({ args, warmed }) + '\\n'); return 0; };\n",
    );
    scanSnapshot(file, cache, [], NODE).build();
    const { blob } = scanSnapshot(file, cache, [], NODE);
    expect(blob).toBeDefined();
    expect(JSON.parse(startFrom(blob!).stdout)).toEqual({ args: ['scan', 'here'], warmed: 'y:true' });
    expect(readdirSync(cache).sort()).toEqual([expect.stringMatching(/\.blob$/), expect.stringMatching(/\.sum$/), expect.stringMatching(/\.where$/)]);
    // A warm-up that fails is a failed build: no snapshot, tried once, the scan runs from the script.
    const failing = scriptIn('v');
    writeFileSync(failing.file, "module.exports.warmUp = async (folder) => { require('node:fs').mkdirSync(folder); throw new Error('no'); };\nmodule.exports.scanProcess = async () => 0;\n");
    scanSnapshot(failing.file, failing.cache, [], NODE).build();
    expect(scanSnapshot(failing.file, failing.cache, [], NODE).blob).toBeUndefined();
    expect(readdirSync(failing.cache).filter((n) => !n.endsWith('.failed'))).toEqual([]);
  });

  it("gives the warm-up what the script's recordWarmTrees() wrote in a Node of its own, one with WebAssembly, and removes it after", () => {
    const { file, cache } = scriptIn('r');
    // The recorder runs where the snapshot's build cannot parse (no WebAssembly there); the warm-up reads its file.
    writeFileSync(
      file,
      "const fs = require('node:fs');\nlet got = 'none';\nmodule.exports.recordWarmTrees = async (folder, out) => { fs.writeFileSync(out, JSON.stringify({ wasm: typeof WebAssembly, building: Boolean(require('node:v8').startupSnapshot.isBuildingSnapshot()), pid: process.pid })); };\nmodule.exports.warmUp = async (folder, trees) => { const t = JSON.parse(fs.readFileSync(trees, 'utf8')); got = { wasm: t.wasm, building: t.building, own: t.pid !== process.pid }; };\nmodule.exports.scanProcess = async () => { process.stdout.write(JSON.stringify(got) + '\\n'); return 0; };\n",
    );
    scanSnapshot(file, cache, [], NODE).build();
    const { blob } = scanSnapshot(file, cache, [], NODE);
    expect(blob).toBeDefined();
    expect(JSON.parse(startFrom(blob!).stdout)).toEqual({ wasm: 'object', building: false, own: true });
    expect(readdirSync(cache).sort()).toEqual([expect.stringMatching(/\.blob$/), expect.stringMatching(/\.sum$/), expect.stringMatching(/\.where$/)]);
    // A script without a recorder: the warm-up is given a file that is not there, and the snapshot is built as before.
    const plain = scriptIn('p');
    writeFileSync(plain.file, "let seen;\nmodule.exports.warmUp = async (folder, trees) => { seen = require('node:fs').existsSync(trees); };\nmodule.exports.scanProcess = async () => { process.stdout.write(JSON.stringify(seen) + '\\n'); return 0; };\n");
    scanSnapshot(plain.file, plain.cache, [], NODE).build();
    expect(JSON.parse(startFrom(scanSnapshot(plain.file, plain.cache, [], NODE).blob!).stdout)).toBe(false);
  });

  it('costs only time when the cache folder cannot be written or the script cannot be snapshotted', () => {
    const { file, cache } = scriptIn('d');
    const blocked = join(file, 'cache'); // under a file: no folder can be made there
    expect(() => scanSnapshot(file, blocked, [], NODE).build()).not.toThrow();
    expect(scanSnapshot(file, blocked, [], NODE).blob).toBeUndefined();
    // A script whose evaluation throws: the build fails once, is not tried again, and no snapshot is used.
    const broken = join(work.path, 'd', 'broken.cjs');
    writeFileSync(broken, "throw new Error('no');\n");
    scanSnapshot(broken, cache, [], NODE).build();
    expect(readdirSync(cache).filter((n) => n.endsWith('.failed'))).toHaveLength(1);
    expect(scanSnapshot(broken, cache, [], NODE).blob).toBeUndefined();
  });
});
