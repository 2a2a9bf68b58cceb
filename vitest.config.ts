import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// No test build pulls in the real catalog sources (catalog-sources.json names
// upstream addresses; tests send traffic only to loopback): every build a test
// or the global setup starts inherits this, unless a test names its own
// fixture sources (docs/sources.md).
process.env.CATALOG_SOURCES = fileURLToPath(new URL('tests/fixtures/sources/none.json', import.meta.url));
// Every Node process a test starts (the bin, a build, the local host) runs this checkout's TypeScript,
// which Node strips of its types and compiles again at every start. V8's compile cache keeps that work
// between processes: a bin's start took half the CPU with it (1.7 -> 0.75 s, docs/testing.md). It is
// kept in the checkout's own folder, not the shared temporary one where another user could plant code.
process.env.NODE_COMPILE_CACHE ??= fileURLToPath(new URL('node_modules/.cache/toolshed-tests/compile-cache', import.meta.url));

export default defineConfig({
  test: {
    // Every test's work is bounded by its own deadlines (spawn and HTTP timeouts,
    // database deadlines, polls), so these limits only catch a test that hangs
    // outright. They are set for a loaded 2-core laptop (load average 10-20, where
    // a 5 s test takes a minute), not for a quiet machine (docs/testing.md).
    testTimeout: 300_000,
    // beforeAll hooks build the site or start browsers and databases: minutes under load.
    hookTimeout: 600_000,
    // Three workers on two cores: most tests wait on child processes (builds, browsers,
    // the real client, databases), so a third keeps both cores busy (docs/testing.md).
    maxWorkers: 3,
    // A poll returns as soon as its condition holds; the timeout only decides when a
    // failure is reported, so it is generous for browsers and servers under load.
    expect: { poll: { timeout: 60_000, interval: 100 } },
    projects: [
      {
        extends: true,
        test: {
          // The analyzer's suites test a pure core: no test there sets the environment, mocks a module or
          // needs the built site. Run without isolation, a worker imports the analyzer once for all of
          // them instead of once per file (about 1.7 CPU s a file; docs/testing.md).
          name: 'safety',
          include: ['tests/safety/**/*.test.ts'],
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'rest',
          include: ['tests/**/*.test.ts'],
          exclude: ['tests/safety/**', '**/node_modules/**', '**/.git/**'],
          globalSetup: ['tests/helpers/global-setup.ts'],
        },
      },
    ],
  },
});
