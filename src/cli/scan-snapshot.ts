/**
 * `toolshed scan`'s own process started from a V8 startup snapshot: the bundled script
 * (lib/cli/scan-process.cjs, scripts/build-cli.ts) evaluated once into a heap image that Node
 * starts from, so a scan skips loading and evaluating its ~100 modules and their schemas: about
 * a third of a scan of one component (docs/benchmarks.md, "scan"). bin/toolshed.mjs asks for the
 * snapshot before it starts the scan's process and builds it after a scan that had none; the
 * heap is taken after the script's warm-up scan (src/cli/scan-warm-up.ts), so a scan from it does
 * not run the analyzer's code cold either.
 *
 * The snapshot lives in the user's cache folder, named by the script's length and a CRC-32 of its
 * text, where it is, and the Node binary (path, size, time, version) and flags that run it: a new
 * version of the package, another Node or another place gets its own. Node reads a snapshot without checking it (V8's checksums are off
 * in release builds), so a damaged file could start a broken or different scan: its size and
 * CRC-32 are kept beside it, with the file's identity as the file system gives it (device, inode,
 * size, modification and change times); a file whose identity is unchanged has not been written
 * since its CRC-32 was taken, and any other is checked by its CRC-32 again; a file that fails is
 * removed and the scan runs from the script. The script's own identity is kept the same way
 * (`<key>.where`), so a scan finds its snapshot's name without reading the script. A folder that
 * cannot be written, or a snapshot that cannot be built, only costs time.
 */
import { closeSync, mkdirSync, openSync, readdirSync, readFileSync, readSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * node:zlib's CRC-32, loaded only when a file must be summed: loading node:zlib alone cost the bin
 * ~15 M instructions (~4 ms) before every scan, more than the rest of its check (docs/benchmarks.md, "scan").
 */
const crc32 = (data: string | Uint8Array, value?: number): number => process.getBuiltinModule('node:zlib').crc32(data, value);

export interface ScanSnapshot {
  /** The checked snapshot to start Node with, or none (not built yet, damaged, or cannot be). */
  blob?: string;
  /** Builds the snapshot when there is none and none failed before; never throws. */
  build(): void;
}

interface Sum {
  size: number;
  crc32: number;
  /** The file's identity (identityOf()) when its CRC-32 was taken, if a clock tick had passed since its last change. */
  id?: string;
}

/**
 * What the file system says of a file without reading it: device, inode, size, modification and
 * change times (nanoseconds). Any write to the file, or a file put in its place, sets its change
 * time to the present, which no process can set back (utimes() sets the others and moves the change
 * time forward), so an unchanged identity means an unchanged file, provided the change time it was
 * taken with lies in a clock tick that had already passed: settledIdentity().
 */
function identityOf(file: string): string {
  const s = statSync(file, { bigint: true });
  return `${s.dev}:${s.ino}:${s.size}:${s.mtimeNs}:${s.ctimeNs}`;
}

/**
 * The file's identity once the file system's clock has moved past its change time (probed with a
 * file of our own: times move in ticks of a few ms, and two writes within one tick leave the same
 * times), so any later write is seen; none if the clock does not move.
 */
function settledIdentity(file: string, probe: string): string | undefined {
  const changed = statSync(file, { bigint: true }).ctimeNs;
  try {
    for (let tries = 0; tries < 40; tries++) {
      writeFileSync(probe, '');
      if (statSync(probe, { bigint: true }).ctimeNs > changed) return identityOf(file);
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 5);
    }
  } finally {
    rmSync(probe, { force: true });
  }
  return undefined;
}

/**
 * The size, CRC-32 and (settled) identity of `file` written to `sumFile` (through a temporary file,
 * renamed: a reader finds a whole sum or none), or none when the file changed while it was read.
 */
function writeSum(file: string, sumFile: string): boolean {
  const id = settledIdentity(file, `${sumFile}.${process.pid}.probe`);
  // Read after the tick: what a write within the file's last tick left is what is summed here.
  const { size, crc } = sumOf(file);
  if (id !== undefined && identityOf(file) !== id) return false;
  const tmp = `${sumFile}.${process.pid}.tmp`;
  writeFileSync(tmp, JSON.stringify({ size, crc32: crc, ...(id === undefined ? {} : { id }) } satisfies Sum));
  renameSync(tmp, sumFile);
  return true;
}

/** The snapshot's name for the script's bytes, where it is, and the Node and flags that run it. */
const keyOf = (bytes: Uint8Array, where: string): string => `${bytes.length.toString(36)}-${crc32(bytes, crc32(where)).toString(16).padStart(8, '0')}`;

/** What `<key>.where` holds: the place, Node and flags (`where`), and the script's identity when its bytes gave `key`. */
interface Where {
  where: string;
  script: string;
}

/**
 * The key a `<key>.where` file gives for the script as it is now, here: found without reading the
 * script (1 MB, and node:zlib to sum it: ~5 ms before every scan). At most a few such files (one per
 * snapshot kept: pruneOthers()).
 */
function knownKey(cacheDir: string, where: string, script: string): string | undefined {
  let names: string[];
  try {
    names = readdirSync(cacheDir);
  } catch {
    return undefined;
  }
  let id: string | undefined;
  for (const name of names) {
    if (!name.endsWith('.where')) continue;
    try {
      const known = JSON.parse(readFileSync(join(cacheDir, name), 'utf8')) as Where;
      id ??= identityOf(script);
      if (known.where === where && known.script === id) return name.slice(0, name.indexOf('.'));
    } catch {
      // Unreadable or half-written: as if not there.
    }
  }
  return undefined;
}

/**
 * Keeps the script's settled identity as giving `key` (`<key>.where`), once its bytes, read after the
 * identity was taken, are seen to give that key: a write in between would change the identity.
 */
function writeWhere(cacheDir: string, key: string, where: string, script: string): void {
  try {
    const id = settledIdentity(script, join(cacheDir, `${key}.${process.pid}.probe`));
    if (id === undefined || keyOf(readFileSync(script), where) !== key || identityOf(script) !== id) return;
    const tmp = join(cacheDir, `${key}.${process.pid}.where.tmp`);
    writeFileSync(tmp, JSON.stringify({ where, script: id } satisfies Where), { mode: 0o600 });
    renameSync(tmp, join(cacheDir, `${key}.where`));
  } catch {
    // Not kept: the next scan reads the script for the key again.
  }
}

/**
 * A file's size and CRC-32, read a piece at a time: reading the 11 MB snapshot whole into one new
 * buffer took 12-16 ms of CPU (the kernel zeroing and mapping its pages), this 4-7 ms, before every scan.
 */
function sumOf(file: string): { size: number; crc: number } {
  const fd = openSync(file, 'r');
  try {
    const piece = Buffer.allocUnsafe(256 * 1024);
    let size = 0;
    let crc = 0;
    for (let n; (n = readSync(fd, piece, 0, piece.length, null)) > 0; size += n) crc = crc32(piece.subarray(0, n), crc);
    return { size, crc };
  } finally {
    closeSync(fd);
  }
}

/** The script's snapshot in `cacheDir` for Node `node` started with `flags`. */
export function scanSnapshot(script: string, cacheDir: string, flags: readonly string[], node = process.execPath): ScanSnapshot {
  // The Node binary by its size and time too: Node refuses a snapshot another build of it made, and
  // an upgrade in place keeps the path (and sometimes the version).
  let binary: string;
  try {
    const { size, mtimeMs } = statSync(node);
    binary = `${size}:${mtimeMs}`;
  } catch {
    return { build() {} };
  }
  const where = [script, node, binary, process.version, process.arch, process.platform, ...flags].join('\0');
  // The name from the script's identity when a scan kept it (knownKey()), else from its bytes. The
  // bytes, not the text: decoding the ~1 MB script (characters beyond Latin-1 in it make it a two-byte
  // string) and encoding it again for the CRC took 4-6 ms of CPU; the text is decoded only to build a
  // snapshot. CRC-32 rather than SHA-256: node:crypto alone takes longer to load than the whole check
  // (the name tells versions apart; the sum below guards the snapshot's bytes).
  const known = knownKey(cacheDir, where, script);
  let bytes: Buffer | undefined;
  let key: string;
  try {
    key = known ?? keyOf((bytes = readFileSync(script)), where);
  } catch {
    return { build() {} };
  }
  const blob = join(cacheDir, `${key}.blob`);
  const sumFile = join(cacheDir, `${key}.sum`);
  const failed = join(cacheDir, `${key}.failed`);
  const checked = (): boolean => {
    try {
      const sum = JSON.parse(readFileSync(sumFile, 'utf8')) as Sum;
      // Not written since it was summed: no need to read 13 MB (its CRC-32 took 5-8 ms of every scan).
      if (sum.id !== undefined && identityOf(blob) === sum.id) return true;
      const { size, crc } = sumOf(blob);
      // The same bytes under another identity (copied, touched, restored): summed again with the new one.
      if (size === sum.size && crc === sum.crc32) {
        try {
          writeSum(blob, sumFile);
        } catch {
          // A folder that cannot be written: checked by its CRC-32 each time.
        }
        return true;
      }
    } catch {
      // Missing or unreadable: not built yet.
      return false;
    }
    rmSync(blob, { force: true });
    rmSync(sumFile, { force: true });
    rmSync(join(cacheDir, `${key}.where`), { force: true });
    return false;
  };
  if (checked()) {
    if (known === undefined) writeWhere(cacheDir, key, where, script); // once: the same bytes installed anew
    return { blob, build() {} };
  }
  return {
    build() {
      try {
        mkdirSync(cacheDir, { recursive: true, mode: 0o700 });
        // The bytes the snapshot is built from; the key they give (a write since the check above: a later scan finds it by its key).
        bytes ??= readFileSync(script);
        if (keyOf(bytes, where) !== key) return;
        if (readdirSync(cacheDir).includes(`${key}.failed`)) return;
        pruneOthers(cacheDir, key);
        const unique = `${key}.${process.pid}`;
        const entry = join(cacheDir, `${unique}.entry.cjs`);
        const building = join(cacheDir, `${unique}.blob.tmp`);
        const warm = join(cacheDir, `${unique}.warm`);
        const trees = join(cacheDir, `${unique}.trees.json`);
        try {
          // node:child_process only here, when a snapshot is built: loading it before every scan cost ~3 ms.
          const { spawnSync } = process.getBuiltinModule('node:child_process');
          // The warm-up's trees, parsed by a Node that has WebAssembly (the snapshot's build has none): with them the
          // warm-up runs the front ends too (src/cli/scan-warm-up.ts). A script without the export, or a failed run, leaves none.
          const record = `const s = require(${JSON.stringify(script)}); s.recordWarmTrees && s.recordWarmTrees(${JSON.stringify(`${warm}.r`)}, ${JSON.stringify(trees)})`;
          spawnSync(node, [...flags, '-e', record], { stdio: 'ignore', timeout: 60_000 });
          // Node builds a snapshot from one script with `require` alone: the script's module
          // frame around it, a warm-up scan when the script has one (src/cli/scan-warm-up.ts: the
          // analyzer's first run done before the heap is taken, in a folder of its own here), and
          // the scan as the snapshot's main function.
          const main = 'module.exports.scanProcess(process.argv.slice(1)).then((code) => { process.exitCode = code; })';
          writeFileSync(
            entry,
            `var module = { exports: {} }, exports = module.exports, __filename = ${JSON.stringify(script)};\n${bytes.toString('utf8')}\n;Promise.resolve(module.exports.warmUp?.(${JSON.stringify(warm)}, ${JSON.stringify(trees)})).then(() => require('node:v8').startupSnapshot.setDeserializeMainFunction(() => ${main}));\n`,
            { mode: 0o600 },
          );
          const made = spawnSync(node, [...flags, '--snapshot-blob', building, '--build-snapshot', entry], { stdio: 'ignore', timeout: 120_000 });
          if (made.status !== 0) {
            writeFileSync(failed, `exit ${made.status ?? made.signal}\n`);
            return;
          }
          renameSync(building, blob);
          // Last: a snapshot is used only once its sum is whole.
          if (!writeSum(blob, sumFile)) rmSync(blob, { force: true });
          else writeWhere(cacheDir, key, where, script);
        } finally {
          rmSync(entry, { force: true });
          rmSync(building, { force: true });
          rmSync(warm, { force: true, recursive: true });
          rmSync(`${warm}.r`, { force: true, recursive: true });
          rmSync(trees, { force: true });
        }
      } catch {
        // A snapshot that cannot be built or kept only costs time.
      }
    },
  };
}

/**
 * Snapshots of other scripts kept beside a new one: installs used in turn (a project's own and
 * `npx`'s, two Node versions) each keep theirs instead of rebuilding (~1.5 CPU s) every time the
 * other ran, while the releases that came and went do not pile up (~13 MB each).
 */
const KEEP_OTHERS = 2;
/** A build's leftovers (entry, temporary blob, warm-up folder) older than this were a build that died. */
const STALE_BUILD_MS = 3_600_000;

/** Files are named `<key>.<…>`, the key without dots: the newest KEEP_OTHERS other keys stay. */
function pruneOthers(cacheDir: string, key: string, now = Date.now()): void {
  const files = readdirSync(cacheDir).map((name) => {
    let mtime = 0;
    try {
      mtime = statSync(join(cacheDir, name)).mtimeMs;
    } catch {
      // Gone meanwhile (another scan pruning): sorts as oldest.
    }
    // A `.where` goes with its key but does not date it: it is rewritten whenever the same script is installed anew.
    return { name, key: name.slice(0, name.indexOf('.')), mtime, done: /\.(blob|sum|failed|where)$/.test(name), dated: /\.(blob|sum|failed)$/.test(name) };
  });
  const newest = new Map<string, number>();
  for (const f of files) if (f.key !== key && f.dated) newest.set(f.key, Math.max(newest.get(f.key) ?? 0, f.mtime));
  const kept = new Set([key, ...[...newest].sort((a, b) => b[1] - a[1]).slice(0, KEEP_OTHERS).map(([k]) => k)]);
  // A build under way in another process (its entry, temporary blob, warm-up folder) is left to finish.
  for (const f of files) {
    const remove = f.done ? !kept.has(f.key) : f.key !== key && now - f.mtime > STALE_BUILD_MS;
    if (remove) rmSync(join(cacheDir, f.name), { force: true, recursive: true });
  }
}
