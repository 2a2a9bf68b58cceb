#!/usr/bin/env node
// Published installs run the compiled CLI in lib/; a checkout runs the sources
// directly (Node >= 22.18 strips TypeScript types outside node_modules).
import { existsSync } from 'node:fs';

const compiled = new URL('../lib/cli/main.js', import.meta.url);
const entry = existsSync(compiled) ? compiled : new URL('../src/cli/main.ts', import.meta.url);
const { main } = await import(entry.href);
process.exitCode = await main(process.argv.slice(2));
