import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 180_000,
    // Two cores: two workers keep browser, database and build tests from starving each other.
    maxWorkers: 2,
    // Polls wait on browsers and servers sharing two cores with other suites.
    expect: { poll: { timeout: 15_000, interval: 100 } },
    globalSetup: ['tests/helpers/global-setup.ts'],
  },
});
