#!/usr/bin/env node
// Published installs run the compiled CLI in lib/; a checkout runs the sources
// directly (Node >= 22.18 strips TypeScript types outside node_modules).
import { existsSync } from 'node:fs';

const source = (name) => {
  const compiled = new URL(`../lib/cli/${name}.js`, import.meta.url);
  return (existsSync(compiled) ? compiled : new URL(`../src/cli/${name}.ts`, import.meta.url)).href;
};
const args = process.argv.slice(2);
if (args.length === 1 && args[0] === 'statusline') {
  // Claude Code runs the status line after every message: straight to it, nothing else loaded.
  process.exitCode = await (await import(source('statusline'))).statusline();
} else {
  const { main } = await import(source('main'));
  process.exitCode = await main(args);
}
