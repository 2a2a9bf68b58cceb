#!/usr/bin/env node
// Published installs run the compiled CLI in lib/; a checkout runs the sources
// directly (Node >= 22.18 strips TypeScript types outside node_modules).
// Node's built-ins as their CommonJS objects, not imported: an ES module import of a built-in makes a
// module of its exports first, ~1 M instructions each, before every command (docs/benchmarks.md, "scan").
const { existsSync } = process.getBuiltinModule('node:fs');
const nodeModule = process.getBuiltinModule('node:module');
const { homedir } = process.getBuiltinModule('node:os');
const { isAbsolute, join } = process.getBuiltinModule('node:path');
const { fileURLToPath } = process.getBuiltinModule('node:url');

const args = process.argv.slice(2);

// `scan` parses with tree-sitter's WebAssembly grammars. In a run that lasts a fraction of a
// second V8 would still optimise the grammars' hot code on background threads and wait for it
// at exit: ~0.7 CPU s of a 1.1 s scan of one component (docs/benchmarks.md, "scan"). Its
// baseline compiler alone is the right one for a short run, and V8 takes the flag only when it
// starts, so the scan runs in a Node started with it, which replaces this process when it can
// (below), else this one only waits and passes on its exit. Ctrl-C reaches both (one process
// group): this one ignores it and lets the scan end.
const BASELINE_ONLY = '--liftoff-only';
// Likewise V8's mid-tier JavaScript compiler (Maglev), which compiles hot functions on background
// threads that a scan of one component ends before it uses: 10-50 ms of CPU less per scan, and a
// whole catalog (69 components) no slower (docs/benchmarks.md, "scan").
const NO_MID_TIER = '--no-maglev';
// Likewise V8 compiles a regular expression to bytecode on its first run and again to machine code on
// its second; a scan compiles hundreds of them (its snapshot cannot keep compiled ones), so straight to
// machine code, once: 1-4% fewer instructions for one component, 6% for the starter catalog (callgrind;
// docs/benchmarks.md, "scan").
const REGEXP_ONE_TIER = '--no-regexp-tier-up';
// V8 starts marking the old generation from a task once a scan has allocated for a while: a scan
// that lasts longer on a busy machine (its wall time, not its work) then pays a full collection,
// ~10 ms, that a process about to exit does not need (4 of 20 scans at load 12). Without the task,
// marking starts only when allocation reaches the heap's limit, as a long scan of a catalog does.
const NO_TIMED_MARKING = '--no-incremental-marking-task';
// V8 sizes the old generation's first limit from a heap far smaller than the ~16 MB a scan starts
// with from its snapshot, so every scan of one component ran a full collection (Mark-Compact, 6-13 ms
// on the main thread and as much again marking and sweeping on others) just before it ended. Starting
// the old generation at 64 MB leaves one component's scan without one (0 of 8 scans, 8 of 8 before)
// and a whole catalog's as fast: 10-20 ms of CPU less per scan (docs/benchmarks.md, "scan", perf12).
const OLD_SPACE_START = '--initial-old-space-size=64';
// The cache folder's rule (src/transcripts/config-dirs.ts): only an absolute XDG_CACHE_HOME counts, else ~/.cache.
const cacheFolder = (name) => {
  const xdg = process.env.XDG_CACHE_HOME;
  return join(xdg && isAbsolute(xdg) ? xdg : join(homedir(), '.cache'), 'toolshed', name);
};
// The scan's process as one CommonJS script (published installs; a checkout runs the sources).
const SCAN_SCRIPT = new URL('../lib/cli/scan-process.cjs', import.meta.url);
if (args[0] === 'scan' && !process.execArgv.includes(BASELINE_ONLY)) {
  // Started from a startup snapshot of that script when one is built and checks out (its modules
  // already evaluated: src/cli/scan-snapshot.ts), else from the script, building the snapshot after.
  const flags = [...process.execArgv, BASELINE_ONLY, NO_MID_TIER, REGEXP_ONE_TIER, NO_TIMED_MARKING, OLD_SPACE_START];
  let snapshot;
  if (existsSync(SCAN_SCRIPT)) {
    const { scanSnapshot } = await import(new URL('../lib/cli/scan-snapshot.js', import.meta.url).href);
    snapshot = scanSnapshot(fileURLToPath(SCAN_SCRIPT), cacheFolder('scan-snapshot'), flags);
  }
  const start = snapshot?.blob ? ['--snapshot-blob', snapshot.blob] : [fileURLToPath(import.meta.url)];
  // Node reads the 13 MB snapshot into memory its C library allocates, a page fault for every 4 KB
  // of it: GNU libc (>= 2.35) asked to back such allocations with transparent huge pages (where the
  // system lets a program ask: /sys/kernel/mm/transparent_hugepage/enabled "madvise" or "always")
  // takes half the page faults of a scan away (15,000 -> 7,500; docs/benchmarks.md, "scan"). Other
  // C libraries ignore the variable; a setting of the user's own comes first.
  const tunables = process.env.GLIBC_TUNABLES;
  const env = { ...process.env, GLIBC_TUNABLES: tunables ? `glibc.malloc.hugetlb=1:${tunables}` : 'glibc.malloc.hugetlb=1' };
  if (snapshot?.blob && process.execve) {
    // Nothing left for this process to do after the scan: the scan's Node takes its place (POSIX,
    // Node >= 22.15), with its exit code and signals as they come, and this one's exit costs nothing.
    try {
      process.execve(process.execPath, [process.execPath, ...flags, ...start, ...args], env);
    } catch {
      // Not replaced (the binary gone, a platform without it): started as a child below.
    }
  }
  // node:child_process only now: a scan that replaced this process above never needed it (~3 ms to load).
  const { spawn } = await import('node:child_process');
  const child = spawn(process.execPath, [...flags, ...start, ...args], { stdio: 'inherit', env });
  const pass = (signal) => () => child.kill(signal);
  process.on('SIGINT', () => {});
  process.on('SIGTERM', pass('SIGTERM'));
  process.on('SIGHUP', pass('SIGHUP'));
  const [code, signal] = await new Promise((resolve) => {
    child.on('exit', (c, s) => resolve([c, s]));
    child.on('error', (error) => {
      console.error(`toolshed: cannot start the scan: ${error.message}`);
      resolve([1, null]);
    });
  });
  if (signal) {
    process.removeAllListeners(signal);
    process.kill(process.pid, signal);
  }
  if (snapshot && !snapshot.blob && code !== null && code <= 2) snapshot.build(); // once, after a scan that ran
  process.exit(code ?? 1);
}
// V8's compiled code kept between runs (Node >= 22.1): a warm `usage` spends much of its
// time compiling modules. Only for the commands that keep a cache folder anyway (the
// installer's commands write nothing outside the project; the status line is one small
// bundled file, measured no faster with it), and in the user's own cache folder, not the
// shared temporary one, where another user could plant code for us to run.
// `scan` keeps none, but is a command people run many times (CI, a hook) and reads only.
if (['usage', 'chats', 'analytics', 'scan'].includes(args[0])) {
  try {
    nodeModule.enableCompileCache?.(cacheFolder('compile-cache'));
  } catch {
    // A cache that cannot be made only costs time.
  }
}

const source = (compiled, checkout) => {
  const lib = new URL(`../lib/${compiled}`, import.meta.url);
  return (existsSync(lib) ? lib : new URL(`../src/${checkout}`, import.meta.url)).href;
};
if (args[0] === 'scan') {
  // This process is the scan's own (started above, with no snapshot yet): the bundled script, or a checkout's sources.
  const scan = existsSync(SCAN_SCRIPT) ? nodeModule.createRequire(import.meta.url)(fileURLToPath(SCAN_SCRIPT)) : await import(new URL('../src/cli/scan-process.ts', import.meta.url).href);
  process.exitCode = await scan.scanProcess(args);
} else if (args.length === 1 && args[0] === 'statusline') {
  // Claude Code runs the status line after every message: straight to it (one bundled file), nothing else loaded.
  process.exitCode = await (await import(source('statusline-fast.js', 'statusline/fast.ts'))).statusline();
} else {
  const { main } = await import(source('cli/main.js', 'cli/main.ts'));
  process.exitCode = await main(args);
}
