#!/usr/bin/env node
// Published installs run the compiled CLI in lib/; a checkout runs the sources
// directly (Node >= 22.18 strips TypeScript types outside node_modules).
import { existsSync } from 'node:fs';
import * as nodeModule from 'node:module';
import { homedir } from 'node:os';
import { isAbsolute, join } from 'node:path';

const args = process.argv.slice(2);
// V8's compiled code kept between runs (Node >= 22.1): a warm `usage` spends much of its
// time compiling modules. Only for the commands that keep a cache folder anyway (the
// installer's commands write nothing outside the project; the status line is one small
// bundled file, measured no faster with it), and in the user's own cache folder, not the
// shared temporary one, where another user could plant code for us to run.
if (['usage', 'chats', 'analytics'].includes(args[0])) {
  try {
    // The cache folder's rule (src/transcripts/config-dirs.ts): only an absolute XDG_CACHE_HOME counts.
    const xdg = process.env.XDG_CACHE_HOME;
    nodeModule.enableCompileCache?.(join(xdg && isAbsolute(xdg) ? xdg : join(homedir(), '.cache'), 'toolshed', 'compile-cache'));
  } catch {
    // A cache that cannot be made only costs time.
  }
}

const source = (compiled, checkout) => {
  const lib = new URL(`../lib/${compiled}`, import.meta.url);
  return (existsSync(lib) ? lib : new URL(`../src/${checkout}`, import.meta.url)).href;
};
if (args.length === 1 && args[0] === 'statusline') {
  // Claude Code runs the status line after every message: straight to it (one bundled file), nothing else loaded.
  process.exitCode = await (await import(source('statusline-fast.js', 'statusline/fast.ts'))).statusline();
} else {
  const { main } = await import(source('cli/main.js', 'cli/main.ts'));
  process.exitCode = await main(args);
}
